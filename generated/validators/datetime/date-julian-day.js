// generated from contracts/ — do not edit
// date-julian-day@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 650805ccd8d92a800ad1c3200e666659 body 71febb99d8bf8b7e1d1a880a1863d2cc
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"properties":{"date":{"description":"calendar date YYYY-MM-DD, taken at 00:00 UTC","type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"date_time":{"description":"RFC 3339 date-time with Z or a fixed offset","type":"string","minLength":1,"maxLength":64},"decimal_places":{"type":"integer","minimum":0,"maximum":18,"default":9,"description":"fraction digits of jd and mjd"},"rounding":{"type":"string","enum":["half_even","half_up","half_down","up","down","ceiling","floor"],"default":"half_even","description":"how jd and mjd are rounded to decimal_places"}}};
const func0 = Object.prototype.hasOwnProperty;
const func61 = __ajvRuntime0.default;
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
for(const key0 of Object.keys(data)){
if(!((((key0 === "date") || (key0 === "date_time")) || (key0 === "decimal_places")) || (key0 === "rounding"))){
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
if(data.date !== undefined && func0.call(data, "date")){
let data0 = data.date;
if(typeof data0 === "string"){
if(func61(data0) > 10){
const err1 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func61(data0) < 10){
const err2 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.date_time !== undefined && func0.call(data, "date_time")){
let data1 = data.date_time;
if(typeof data1 === "string"){
if(func61(data1) > 64){
const err5 = {instancePath:instancePath+"/date_time",schemaPath:"#/properties/date_time/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func61(data1) < 1){
const err6 = {instancePath:instancePath+"/date_time",schemaPath:"#/properties/date_time/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/date_time",schemaPath:"#/properties/date_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.decimal_places !== undefined && func0.call(data, "decimal_places")){
let data2 = data.decimal_places;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/decimal_places",schemaPath:"#/properties/decimal_places/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 18 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/decimal_places",schemaPath:"#/properties/decimal_places/maximum",keyword:"maximum",params:{comparison: "<=", limit: 18},message:"must be <= 18"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/decimal_places",schemaPath:"#/properties/decimal_places/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.rounding !== undefined && func0.call(data, "rounding")){
let data3 = data.rounding;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/rounding",schemaPath:"#/properties/rounding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(((((((data3 === "half_even") || (data3 === "half_up")) || (data3 === "half_down")) || (data3 === "up")) || (data3 === "down")) || (data3 === "ceiling")) || (data3 === "floor"))){
const err12 = {instancePath:instancePath+"/rounding",schemaPath:"#/properties/rounding/enum",keyword:"enum",params:{allowedValues: schema31.properties.rounding.enum},message:"must be equal to one of the allowed values"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["jd","jd_exact","jd_day","jdn","mjd","mjd_exact","mjd_day","utc"],"properties":{"jd":{"type":"string","pattern":"^[0-9]+(\\.[0-9]+)?$","maxLength":30},"jd_exact":{"type":"object","additionalProperties":false,"required":["numerator","denominator"],"properties":{"numerator":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":40},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$","maxLength":40}}},"jd_day":{"type":"integer","minimum":1721425,"maximum":5373484},"jdn":{"type":"integer","minimum":1721426,"maximum":5373484},"mjd":{"type":"string","pattern":"^-?[0-9]+(\\.[0-9]+)?$","maxLength":30},"mjd_exact":{"type":"object","additionalProperties":false,"required":["numerator","denominator"],"properties":{"numerator":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":40},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$","maxLength":40}}},"mjd_day":{"type":"integer","minimum":-678575,"maximum":2973483},"utc":{"type":"string","maxLength":64}},"$defs":{"fraction":{"type":"object","additionalProperties":false,"required":["numerator","denominator"],"properties":{"numerator":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":40},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$","maxLength":40}}}}};
const pattern5 = new RegExp("^[0-9]+(\\.[0-9]+)?$", "u");
const pattern6 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");
const pattern7 = new RegExp("^[1-9][0-9]*$", "u");
const pattern8 = new RegExp("^-?[0-9]+(\\.[0-9]+)?$", "u");

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
if((data.jd === undefined) || (!(func0.call(data, "jd")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jd"},message:"must have required property '"+"jd"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.jd_exact === undefined) || (!(func0.call(data, "jd_exact")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jd_exact"},message:"must have required property '"+"jd_exact"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.jd_day === undefined) || (!(func0.call(data, "jd_day")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jd_day"},message:"must have required property '"+"jd_day"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.jdn === undefined) || (!(func0.call(data, "jdn")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jdn"},message:"must have required property '"+"jdn"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.mjd === undefined) || (!(func0.call(data, "mjd")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mjd"},message:"must have required property '"+"mjd"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.mjd_exact === undefined) || (!(func0.call(data, "mjd_exact")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mjd_exact"},message:"must have required property '"+"mjd_exact"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.mjd_day === undefined) || (!(func0.call(data, "mjd_day")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mjd_day"},message:"must have required property '"+"mjd_day"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data.utc === undefined) || (!(func0.call(data, "utc")))){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "utc"},message:"must have required property '"+"utc"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((((key0 === "jd") || (key0 === "jd_exact")) || (key0 === "jd_day")) || (key0 === "jdn")) || (key0 === "mjd")) || (key0 === "mjd_exact")) || (key0 === "mjd_day")) || (key0 === "utc"))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.jd !== undefined && func0.call(data, "jd")){
let data0 = data.jd;
if(typeof data0 === "string"){
if(func61(data0) > 30){
const err9 = {instancePath:instancePath+"/jd",schemaPath:"#/properties/jd/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern5.test(data0)){
const err10 = {instancePath:instancePath+"/jd",schemaPath:"#/properties/jd/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?$"+"\""};
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
const err11 = {instancePath:instancePath+"/jd",schemaPath:"#/properties/jd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.jd_exact !== undefined && func0.call(data, "jd_exact")){
let data1 = data.jd_exact;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.numerator === undefined) || (!(func0.call(data1, "numerator")))){
const err12 = {instancePath:instancePath+"/jd_exact",schemaPath:"#/properties/jd_exact/required",keyword:"required",params:{missingProperty: "numerator"},message:"must have required property '"+"numerator"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((data1.denominator === undefined) || (!(func0.call(data1, "denominator")))){
const err13 = {instancePath:instancePath+"/jd_exact",schemaPath:"#/properties/jd_exact/required",keyword:"required",params:{missingProperty: "denominator"},message:"must have required property '"+"denominator"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!((key1 === "numerator") || (key1 === "denominator"))){
const err14 = {instancePath:instancePath+"/jd_exact",schemaPath:"#/properties/jd_exact/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.numerator !== undefined && func0.call(data1, "numerator")){
let data2 = data1.numerator;
if(typeof data2 === "string"){
if(func61(data2) > 40){
const err15 = {instancePath:instancePath+"/jd_exact/numerator",schemaPath:"#/properties/jd_exact/properties/numerator/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern6.test(data2)){
const err16 = {instancePath:instancePath+"/jd_exact/numerator",schemaPath:"#/properties/jd_exact/properties/numerator/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/jd_exact/numerator",schemaPath:"#/properties/jd_exact/properties/numerator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.denominator !== undefined && func0.call(data1, "denominator")){
let data3 = data1.denominator;
if(typeof data3 === "string"){
if(func61(data3) > 40){
const err18 = {instancePath:instancePath+"/jd_exact/denominator",schemaPath:"#/properties/jd_exact/properties/denominator/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern7.test(data3)){
const err19 = {instancePath:instancePath+"/jd_exact/denominator",schemaPath:"#/properties/jd_exact/properties/denominator/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/jd_exact/denominator",schemaPath:"#/properties/jd_exact/properties/denominator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/jd_exact",schemaPath:"#/properties/jd_exact/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.jd_day !== undefined && func0.call(data, "jd_day")){
let data4 = data.jd_day;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err22 = {instancePath:instancePath+"/jd_day",schemaPath:"#/properties/jd_day/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 5373484 || isNaN(data4)){
const err23 = {instancePath:instancePath+"/jd_day",schemaPath:"#/properties/jd_day/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5373484},message:"must be <= 5373484"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data4 < 1721425 || isNaN(data4)){
const err24 = {instancePath:instancePath+"/jd_day",schemaPath:"#/properties/jd_day/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1721425},message:"must be >= 1721425"};
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
if(data.jdn !== undefined && func0.call(data, "jdn")){
let data5 = data.jdn;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err25 = {instancePath:instancePath+"/jdn",schemaPath:"#/properties/jdn/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 5373484 || isNaN(data5)){
const err26 = {instancePath:instancePath+"/jdn",schemaPath:"#/properties/jdn/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5373484},message:"must be <= 5373484"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data5 < 1721426 || isNaN(data5)){
const err27 = {instancePath:instancePath+"/jdn",schemaPath:"#/properties/jdn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1721426},message:"must be >= 1721426"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data.mjd !== undefined && func0.call(data, "mjd")){
let data6 = data.mjd;
if(typeof data6 === "string"){
if(func61(data6) > 30){
const err28 = {instancePath:instancePath+"/mjd",schemaPath:"#/properties/mjd/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!pattern8.test(data6)){
const err29 = {instancePath:instancePath+"/mjd",schemaPath:"#/properties/mjd/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^-?[0-9]+(\\.[0-9]+)?$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/mjd",schemaPath:"#/properties/mjd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.mjd_exact !== undefined && func0.call(data, "mjd_exact")){
let data7 = data.mjd_exact;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if((data7.numerator === undefined) || (!(func0.call(data7, "numerator")))){
const err31 = {instancePath:instancePath+"/mjd_exact",schemaPath:"#/properties/mjd_exact/required",keyword:"required",params:{missingProperty: "numerator"},message:"must have required property '"+"numerator"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((data7.denominator === undefined) || (!(func0.call(data7, "denominator")))){
const err32 = {instancePath:instancePath+"/mjd_exact",schemaPath:"#/properties/mjd_exact/required",keyword:"required",params:{missingProperty: "denominator"},message:"must have required property '"+"denominator"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key2 of Object.keys(data7)){
if(!((key2 === "numerator") || (key2 === "denominator"))){
const err33 = {instancePath:instancePath+"/mjd_exact",schemaPath:"#/properties/mjd_exact/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data7.numerator !== undefined && func0.call(data7, "numerator")){
let data8 = data7.numerator;
if(typeof data8 === "string"){
if(func61(data8) > 40){
const err34 = {instancePath:instancePath+"/mjd_exact/numerator",schemaPath:"#/properties/mjd_exact/properties/numerator/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!pattern6.test(data8)){
const err35 = {instancePath:instancePath+"/mjd_exact/numerator",schemaPath:"#/properties/mjd_exact/properties/numerator/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/mjd_exact/numerator",schemaPath:"#/properties/mjd_exact/properties/numerator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data7.denominator !== undefined && func0.call(data7, "denominator")){
let data9 = data7.denominator;
if(typeof data9 === "string"){
if(func61(data9) > 40){
const err37 = {instancePath:instancePath+"/mjd_exact/denominator",schemaPath:"#/properties/mjd_exact/properties/denominator/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!pattern7.test(data9)){
const err38 = {instancePath:instancePath+"/mjd_exact/denominator",schemaPath:"#/properties/mjd_exact/properties/denominator/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/mjd_exact/denominator",schemaPath:"#/properties/mjd_exact/properties/denominator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/mjd_exact",schemaPath:"#/properties/mjd_exact/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.mjd_day !== undefined && func0.call(data, "mjd_day")){
let data10 = data.mjd_day;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err41 = {instancePath:instancePath+"/mjd_day",schemaPath:"#/properties/mjd_day/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 2973483 || isNaN(data10)){
const err42 = {instancePath:instancePath+"/mjd_day",schemaPath:"#/properties/mjd_day/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2973483},message:"must be <= 2973483"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data10 < -678575 || isNaN(data10)){
const err43 = {instancePath:instancePath+"/mjd_day",schemaPath:"#/properties/mjd_day/minimum",keyword:"minimum",params:{comparison: ">=", limit: -678575},message:"must be >= -678575"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
if(data.utc !== undefined && func0.call(data, "utc")){
let data11 = data.utc;
if(typeof data11 === "string"){
if(func61(data11) > 64){
const err44 = {instancePath:instancePath+"/utc",schemaPath:"#/properties/utc/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/utc",schemaPath:"#/properties/utc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

