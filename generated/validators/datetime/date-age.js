// generated from contracts/ — do not edit
// date-age@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 810fd4a0b5ae8ecf30e32d8c677200c1 body c78a773f57f810edea68361042ecf451
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["birth_date","as_of"],"properties":{"birth_date":{"description":"date of birth YYYY-MM-DD","type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"as_of":{"description":"the date the age is computed at YYYY-MM-DD (no default: the service has no clock)","type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"leap_day_policy":{"type":"string","enum":["mar1","feb28"],"default":"mar1","description":"where a missing day (Feb 29 in a common year) falls: the first of the next month (mar1) or the month's last day (feb28)"}}};
const func0 = Object.prototype.hasOwnProperty;
const func63 = __ajvRuntime0.default;
const pattern4 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");

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
if((data.birth_date === undefined) || (!(func0.call(data, "birth_date")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "birth_date"},message:"must have required property '"+"birth_date"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.as_of === undefined) || (!(func0.call(data, "as_of")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "as_of"},message:"must have required property '"+"as_of"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "birth_date") || (key0 === "as_of")) || (key0 === "leap_day_policy"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.birth_date !== undefined && func0.call(data, "birth_date")){
let data0 = data.birth_date;
if(typeof data0 === "string"){
if(func63(data0) > 10){
const err3 = {instancePath:instancePath+"/birth_date",schemaPath:"#/properties/birth_date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func63(data0) < 10){
const err4 = {instancePath:instancePath+"/birth_date",schemaPath:"#/properties/birth_date/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/birth_date",schemaPath:"#/properties/birth_date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
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
const err6 = {instancePath:instancePath+"/birth_date",schemaPath:"#/properties/birth_date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.as_of !== undefined && func0.call(data, "as_of")){
let data1 = data.as_of;
if(typeof data1 === "string"){
if(func63(data1) > 10){
const err7 = {instancePath:instancePath+"/as_of",schemaPath:"#/properties/as_of/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func63(data1) < 10){
const err8 = {instancePath:instancePath+"/as_of",schemaPath:"#/properties/as_of/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data1)){
const err9 = {instancePath:instancePath+"/as_of",schemaPath:"#/properties/as_of/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
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
const err10 = {instancePath:instancePath+"/as_of",schemaPath:"#/properties/as_of/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.leap_day_policy !== undefined && func0.call(data, "leap_day_policy")){
let data2 = data.leap_day_policy;
if(typeof data2 !== "string"){
const err11 = {instancePath:instancePath+"/leap_day_policy",schemaPath:"#/properties/leap_day_policy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((data2 === "mar1") || (data2 === "feb28"))){
const err12 = {instancePath:instancePath+"/leap_day_policy",schemaPath:"#/properties/leap_day_policy/enum",keyword:"enum",params:{allowedValues: schema31.properties.leap_day_policy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["years","months","days","total_months","total_days","next_birthday","days_until_next_birthday"],"properties":{"years":{"type":"integer","minimum":0,"maximum":9999},"months":{"type":"integer","minimum":0,"maximum":11},"days":{"type":"integer","minimum":0,"maximum":30},"total_months":{"type":"integer","minimum":0,"maximum":120000},"total_days":{"type":"integer","minimum":0,"maximum":3652058},"next_birthday":{"anyOf":[{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},{"type":"null"}]},"days_until_next_birthday":{"anyOf":[{"type":"integer","minimum":1,"maximum":366},{"type":"null"}]}}};

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
if((data.years === undefined) || (!(func0.call(data, "years")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "years"},message:"must have required property '"+"years"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.months === undefined) || (!(func0.call(data, "months")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "months"},message:"must have required property '"+"months"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.days === undefined) || (!(func0.call(data, "days")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "days"},message:"must have required property '"+"days"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.total_months === undefined) || (!(func0.call(data, "total_months")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_months"},message:"must have required property '"+"total_months"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.total_days === undefined) || (!(func0.call(data, "total_days")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_days"},message:"must have required property '"+"total_days"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.next_birthday === undefined) || (!(func0.call(data, "next_birthday")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "next_birthday"},message:"must have required property '"+"next_birthday"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.days_until_next_birthday === undefined) || (!(func0.call(data, "days_until_next_birthday")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "days_until_next_birthday"},message:"must have required property '"+"days_until_next_birthday"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((((key0 === "years") || (key0 === "months")) || (key0 === "days")) || (key0 === "total_months")) || (key0 === "total_days")) || (key0 === "next_birthday")) || (key0 === "days_until_next_birthday"))){
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
if(data.years !== undefined && func0.call(data, "years")){
let data0 = data.years;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err8 = {instancePath:instancePath+"/years",schemaPath:"#/properties/years/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9999 || isNaN(data0)){
const err9 = {instancePath:instancePath+"/years",schemaPath:"#/properties/years/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err10 = {instancePath:instancePath+"/years",schemaPath:"#/properties/years/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.months !== undefined && func0.call(data, "months")){
let data1 = data.months;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err11 = {instancePath:instancePath+"/months",schemaPath:"#/properties/months/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 11 || isNaN(data1)){
const err12 = {instancePath:instancePath+"/months",schemaPath:"#/properties/months/maximum",keyword:"maximum",params:{comparison: "<=", limit: 11},message:"must be <= 11"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err13 = {instancePath:instancePath+"/months",schemaPath:"#/properties/months/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.days !== undefined && func0.call(data, "days")){
let data2 = data.days;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err14 = {instancePath:instancePath+"/days",schemaPath:"#/properties/days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 30 || isNaN(data2)){
const err15 = {instancePath:instancePath+"/days",schemaPath:"#/properties/days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/days",schemaPath:"#/properties/days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.total_months !== undefined && func0.call(data, "total_months")){
let data3 = data.total_months;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err17 = {instancePath:instancePath+"/total_months",schemaPath:"#/properties/total_months/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 120000 || isNaN(data3)){
const err18 = {instancePath:instancePath+"/total_months",schemaPath:"#/properties/total_months/maximum",keyword:"maximum",params:{comparison: "<=", limit: 120000},message:"must be <= 120000"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err19 = {instancePath:instancePath+"/total_months",schemaPath:"#/properties/total_months/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.total_days !== undefined && func0.call(data, "total_days")){
let data4 = data.total_days;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err20 = {instancePath:instancePath+"/total_days",schemaPath:"#/properties/total_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 3652058 || isNaN(data4)){
const err21 = {instancePath:instancePath+"/total_days",schemaPath:"#/properties/total_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3652058},message:"must be <= 3652058"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err22 = {instancePath:instancePath+"/total_days",schemaPath:"#/properties/total_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.next_birthday !== undefined && func0.call(data, "next_birthday")){
let data5 = data.next_birthday;
const _errs13 = errors;
let valid1 = false;
const _errs14 = errors;
if(typeof data5 === "string"){
if(func63(data5) > 10){
const err23 = {instancePath:instancePath+"/next_birthday",schemaPath:"#/properties/next_birthday/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func63(data5) < 10){
const err24 = {instancePath:instancePath+"/next_birthday",schemaPath:"#/properties/next_birthday/anyOf/0/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern4.test(data5)){
const err25 = {instancePath:instancePath+"/next_birthday",schemaPath:"#/properties/next_birthday/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/next_birthday",schemaPath:"#/properties/next_birthday/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
const _errs16 = errors;
if(data5 !== null){
const err27 = {instancePath:instancePath+"/next_birthday",schemaPath:"#/properties/next_birthday/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err28 = {instancePath:instancePath+"/next_birthday",schemaPath:"#/properties/next_birthday/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.days_until_next_birthday !== undefined && func0.call(data, "days_until_next_birthday")){
let data6 = data.days_until_next_birthday;
const _errs19 = errors;
let valid2 = false;
const _errs20 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err29 = {instancePath:instancePath+"/days_until_next_birthday",schemaPath:"#/properties/days_until_next_birthday/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 366 || isNaN(data6)){
const err30 = {instancePath:instancePath+"/days_until_next_birthday",schemaPath:"#/properties/days_until_next_birthday/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 366},message:"must be <= 366"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err31 = {instancePath:instancePath+"/days_until_next_birthday",schemaPath:"#/properties/days_until_next_birthday/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
var _valid1 = _errs20 === errors;
valid2 = valid2 || _valid1;
const _errs22 = errors;
if(data6 !== null){
const err32 = {instancePath:instancePath+"/days_until_next_birthday",schemaPath:"#/properties/days_until_next_birthday/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err33 = {instancePath:instancePath+"/days_until_next_birthday",schemaPath:"#/properties/days_until_next_birthday/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

