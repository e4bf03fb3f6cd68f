// generated from contracts/ — do not edit
// date-excel-serial-convert@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs d72e741c1dcdc13c47870f69d5a702cf body a9b5a8a8994f64f4bee491db85ff0c50
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"properties":{"serial":{"description":"spreadsheet serial: a non-negative number or an exact decimal string","anyOf":[{"type":"number","minimum":0,"maximum":2958466},{"type":"string","pattern":"^[0-9]{1,7}(\\.[0-9]{1,30})?$","maxLength":40}]},"date":{"description":"calendar date YYYY-MM-DD","type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"date_time":{"type":"string","minLength":16,"maxLength":64,"description":"wall-clock date-time YYYY-MM-DDTHH:MM[:SS[.fraction]], an offset is allowed and not applied"},"system":{"type":"string","enum":["1900","1904"],"default":"1900","description":"spreadsheet date system"},"decimal_places":{"type":"integer","minimum":0,"maximum":15,"default":10,"description":"fraction digits kept in serial"},"second_digits":{"type":"integer","minimum":0,"maximum":9,"default":3,"description":"fraction digits of a second kept when a serial becomes a time"},"rounding":{"type":"string","enum":["half_even","half_up","half_down","up","down","ceiling","floor"],"default":"half_even","description":"rounding of serial and of the time"}}};
const func0 = Object.prototype.hasOwnProperty;
const func61 = __ajvRuntime0.default;
const pattern4 = new RegExp("^[0-9]{1,7}(\\.[0-9]{1,30})?$", "u");
const pattern5 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 of Object.keys(data)){
if(!(((((((key0 === "serial") || (key0 === "date")) || (key0 === "date_time")) || (key0 === "system")) || (key0 === "decimal_places")) || (key0 === "second_digits")) || (key0 === "rounding"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.serial !== undefined && func0.call(data, "serial")){
let data0 = data.serial;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2958466 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/serial",schemaPath:"#/properties/serial/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2958466},message:"must be <= 2958466"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/serial",schemaPath:"#/properties/serial/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/serial",schemaPath:"#/properties/serial/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(typeof data0 === "string"){
if(func61(data0) > 40){
const err4 = {instancePath:instancePath+"/serial",schemaPath:"#/properties/serial/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/serial",schemaPath:"#/properties/serial/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,7}(\\.[0-9]{1,30})?$"},message:"must match pattern \""+"^[0-9]{1,7}(\\.[0-9]{1,30})?$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/serial",schemaPath:"#/properties/serial/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/serial",schemaPath:"#/properties/serial/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.date !== undefined && func0.call(data, "date")){
let data1 = data.date;
if(typeof data1 === "string"){
if(func61(data1) > 10){
const err8 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func61(data1) < 10){
const err9 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern5.test(data1)){
const err10 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.date_time !== undefined && func0.call(data, "date_time")){
let data2 = data.date_time;
if(typeof data2 === "string"){
if(func61(data2) > 64){
const err12 = {instancePath:instancePath+"/date_time",schemaPath:"#/properties/date_time/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func61(data2) < 16){
const err13 = {instancePath:instancePath+"/date_time",schemaPath:"#/properties/date_time/minLength",keyword:"minLength",params:{limit: 16},message:"must NOT have fewer than 16 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/date_time",schemaPath:"#/properties/date_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.system !== undefined && func0.call(data, "system")){
let data3 = data.system;
if(typeof data3 !== "string"){
const err15 = {instancePath:instancePath+"/system",schemaPath:"#/properties/system/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data3 === "1900") || (data3 === "1904"))){
const err16 = {instancePath:instancePath+"/system",schemaPath:"#/properties/system/enum",keyword:"enum",params:{allowedValues: schema31.properties.system.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.decimal_places !== undefined && func0.call(data, "decimal_places")){
let data4 = data.decimal_places;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err17 = {instancePath:instancePath+"/decimal_places",schemaPath:"#/properties/decimal_places/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 15 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/decimal_places",schemaPath:"#/properties/decimal_places/maximum",keyword:"maximum",params:{comparison: "<=", limit: 15},message:"must be <= 15"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err19 = {instancePath:instancePath+"/decimal_places",schemaPath:"#/properties/decimal_places/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.second_digits !== undefined && func0.call(data, "second_digits")){
let data5 = data.second_digits;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err20 = {instancePath:instancePath+"/second_digits",schemaPath:"#/properties/second_digits/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/second_digits",schemaPath:"#/properties/second_digits/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9},message:"must be <= 9"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err22 = {instancePath:instancePath+"/second_digits",schemaPath:"#/properties/second_digits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.rounding !== undefined && func0.call(data, "rounding")){
let data6 = data.rounding;
if(typeof data6 !== "string"){
const err23 = {instancePath:instancePath+"/rounding",schemaPath:"#/properties/rounding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((((((data6 === "half_even") || (data6 === "half_up")) || (data6 === "half_down")) || (data6 === "up")) || (data6 === "down")) || (data6 === "ceiling")) || (data6 === "floor"))){
const err24 = {instancePath:instancePath+"/rounding",schemaPath:"#/properties/rounding/enum",keyword:"enum",params:{allowedValues: schema31.properties.rounding.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["serial","serial_exact","date","time","date_time","fictitious_leap_day","system"],"properties":{"serial":{"type":"string","pattern":"^[0-9]+(\\.[0-9]+)?$","maxLength":30},"serial_exact":{"type":"object","additionalProperties":false,"required":["numerator","denominator"],"properties":{"numerator":{"type":"string","pattern":"^(0|[1-9][0-9]*)$","maxLength":50},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$","maxLength":50}}},"date":{"anyOf":[{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},{"type":"null"}]},"time":{"type":"string","pattern":"^[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,9})?$","maxLength":18},"date_time":{"anyOf":[{"type":"string","maxLength":29},{"type":"null"}]},"fictitious_leap_day":{"type":"boolean"},"system":{"type":"string","enum":["1900","1904"]}}};
const pattern6 = new RegExp("^[0-9]+(\\.[0-9]+)?$", "u");
const pattern7 = new RegExp("^(0|[1-9][0-9]*)$", "u");
const pattern8 = new RegExp("^[1-9][0-9]*$", "u");
const pattern10 = new RegExp("^[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,9})?$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.serial === undefined) || (!(func0.call(data, "serial")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "serial"},message:"must have required property '"+"serial"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.serial_exact === undefined) || (!(func0.call(data, "serial_exact")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "serial_exact"},message:"must have required property '"+"serial_exact"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.date === undefined) || (!(func0.call(data, "date")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.time === undefined) || (!(func0.call(data, "time")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "time"},message:"must have required property '"+"time"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.date_time === undefined) || (!(func0.call(data, "date_time")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date_time"},message:"must have required property '"+"date_time"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.fictitious_leap_day === undefined) || (!(func0.call(data, "fictitious_leap_day")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fictitious_leap_day"},message:"must have required property '"+"fictitious_leap_day"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.system === undefined) || (!(func0.call(data, "system")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "system"},message:"must have required property '"+"system"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((((key0 === "serial") || (key0 === "serial_exact")) || (key0 === "date")) || (key0 === "time")) || (key0 === "date_time")) || (key0 === "fictitious_leap_day")) || (key0 === "system"))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.serial !== undefined && func0.call(data, "serial")){
let data0 = data.serial;
if(typeof data0 === "string"){
if(func61(data0) > 30){
const err8 = {instancePath:instancePath+"/serial",schemaPath:"#/properties/serial/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern6.test(data0)){
const err9 = {instancePath:instancePath+"/serial",schemaPath:"#/properties/serial/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/serial",schemaPath:"#/properties/serial/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.serial_exact !== undefined && func0.call(data, "serial_exact")){
let data1 = data.serial_exact;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.numerator === undefined) || (!(func0.call(data1, "numerator")))){
const err11 = {instancePath:instancePath+"/serial_exact",schemaPath:"#/properties/serial_exact/required",keyword:"required",params:{missingProperty: "numerator"},message:"must have required property '"+"numerator"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data1.denominator === undefined) || (!(func0.call(data1, "denominator")))){
const err12 = {instancePath:instancePath+"/serial_exact",schemaPath:"#/properties/serial_exact/required",keyword:"required",params:{missingProperty: "denominator"},message:"must have required property '"+"denominator"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!((key1 === "numerator") || (key1 === "denominator"))){
const err13 = {instancePath:instancePath+"/serial_exact",schemaPath:"#/properties/serial_exact/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.numerator !== undefined && func0.call(data1, "numerator")){
let data2 = data1.numerator;
if(typeof data2 === "string"){
if(func61(data2) > 50){
const err14 = {instancePath:instancePath+"/serial_exact/numerator",schemaPath:"#/properties/serial_exact/properties/numerator/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern7.test(data2)){
const err15 = {instancePath:instancePath+"/serial_exact/numerator",schemaPath:"#/properties/serial_exact/properties/numerator/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/serial_exact/numerator",schemaPath:"#/properties/serial_exact/properties/numerator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.denominator !== undefined && func0.call(data1, "denominator")){
let data3 = data1.denominator;
if(typeof data3 === "string"){
if(func61(data3) > 50){
const err17 = {instancePath:instancePath+"/serial_exact/denominator",schemaPath:"#/properties/serial_exact/properties/denominator/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern8.test(data3)){
const err18 = {instancePath:instancePath+"/serial_exact/denominator",schemaPath:"#/properties/serial_exact/properties/denominator/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/serial_exact/denominator",schemaPath:"#/properties/serial_exact/properties/denominator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/serial_exact",schemaPath:"#/properties/serial_exact/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.date !== undefined && func0.call(data, "date")){
let data4 = data.date;
const _errs12 = errors;
let valid2 = false;
const _errs13 = errors;
if(typeof data4 === "string"){
if(func61(data4) > 10){
const err21 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func61(data4) < 10){
const err22 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/anyOf/0/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern5.test(data4)){
const err23 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid2 = valid2 || _valid0;
const _errs15 = errors;
if(data4 !== null){
const err25 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err26 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.time !== undefined && func0.call(data, "time")){
let data5 = data.time;
if(typeof data5 === "string"){
if(func61(data5) > 18){
const err27 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/maxLength",keyword:"maxLength",params:{limit: 18},message:"must NOT have more than 18 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!pattern10.test(data5)){
const err28 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/pattern",keyword:"pattern",params:{pattern: "^[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,9})?$"},message:"must match pattern \""+"^[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,9})?$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.date_time !== undefined && func0.call(data, "date_time")){
let data6 = data.date_time;
const _errs20 = errors;
let valid3 = false;
const _errs21 = errors;
if(typeof data6 === "string"){
if(func61(data6) > 29){
const err30 = {instancePath:instancePath+"/date_time",schemaPath:"#/properties/date_time/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 29},message:"must NOT have more than 29 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/date_time",schemaPath:"#/properties/date_time/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid3 = valid3 || _valid1;
const _errs23 = errors;
if(data6 !== null){
const err32 = {instancePath:instancePath+"/date_time",schemaPath:"#/properties/date_time/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err33 = {instancePath:instancePath+"/date_time",schemaPath:"#/properties/date_time/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
if(data.fictitious_leap_day !== undefined && func0.call(data, "fictitious_leap_day")){
if(typeof data.fictitious_leap_day !== "boolean"){
const err34 = {instancePath:instancePath+"/fictitious_leap_day",schemaPath:"#/properties/fictitious_leap_day/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.system !== undefined && func0.call(data, "system")){
let data8 = data.system;
if(typeof data8 !== "string"){
const err35 = {instancePath:instancePath+"/system",schemaPath:"#/properties/system/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!((data8 === "1900") || (data8 === "1904"))){
const err36 = {instancePath:instancePath+"/system",schemaPath:"#/properties/system/enum",keyword:"enum",params:{allowedValues: schema32.properties.system.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

