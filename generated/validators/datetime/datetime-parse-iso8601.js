// generated from contracts/ — do not edit
// datetime-parse-iso8601@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs e5a8f93b7e724b29b47c4cf5e75f9e53 body 4ba4d6548d79ce0624d7553e2f69c09f
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","minLength":1,"maxLength":64,"description":"the date-time, for example 2024-02-29T12:30:00.5+05:30"},"profile":{"type":"string","enum":["iso8601","rfc3339"],"default":"iso8601","description":"iso8601 (extended or basic, offset optional, 24:00 allowed) or rfc3339 (strict RFC 3339 date-time)"}}};
const func0 = Object.prototype.hasOwnProperty;
const func62 = __ajvRuntime0.default;

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
if((data.text === undefined) || (!(func0.call(data, "text")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "text") || (key0 === "profile"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.text !== undefined && func0.call(data, "text")){
let data0 = data.text;
if(typeof data0 === "string"){
if(func62(data0) > 64){
const err2 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func62(data0) < 1){
const err3 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.profile !== undefined && func0.call(data, "profile")){
let data1 = data.profile;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/profile",schemaPath:"#/properties/profile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data1 === "iso8601") || (data1 === "rfc3339"))){
const err6 = {instancePath:instancePath+"/profile",schemaPath:"#/properties/profile/enum",keyword:"enum",params:{allowedValues: schema31.properties.profile.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["year","month","day","hour","minute","second","nanosecond","fraction_digits","precision","format","end_of_day","offset","offset_minutes","local","instant_utc","epoch_nanoseconds"],"properties":{"year":{"type":"integer","minimum":1,"maximum":9999},"month":{"type":"integer","minimum":1,"maximum":12},"day":{"type":"integer","minimum":1,"maximum":31},"hour":{"type":"integer","minimum":0,"maximum":24},"minute":{"type":"integer","minimum":0,"maximum":59},"second":{"type":"integer","minimum":0,"maximum":59},"nanosecond":{"type":"integer","minimum":0,"maximum":999999999},"fraction_digits":{"type":"integer","minimum":0,"maximum":9},"precision":{"type":"string","enum":["minute","second"]},"format":{"type":"string","enum":["extended","basic"]},"end_of_day":{"type":"boolean"},"offset":{"anyOf":[{"type":"string","maxLength":6},{"type":"null"}]},"offset_minutes":{"anyOf":[{"type":"integer","minimum":-1439,"maximum":1439},{"type":"null"}]},"local":{"type":"string","maxLength":29},"instant_utc":{"anyOf":[{"type":"string","maxLength":30},{"type":"null"}]},"epoch_nanoseconds":{"anyOf":[{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1001},{"type":"null"}]}}};
const pattern4 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");

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
if((data.year === undefined) || (!(func0.call(data, "year")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "year"},message:"must have required property '"+"year"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.month === undefined) || (!(func0.call(data, "month")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "month"},message:"must have required property '"+"month"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.day === undefined) || (!(func0.call(data, "day")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "day"},message:"must have required property '"+"day"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.hour === undefined) || (!(func0.call(data, "hour")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hour"},message:"must have required property '"+"hour"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.minute === undefined) || (!(func0.call(data, "minute")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "minute"},message:"must have required property '"+"minute"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.second === undefined) || (!(func0.call(data, "second")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "second"},message:"must have required property '"+"second"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.nanosecond === undefined) || (!(func0.call(data, "nanosecond")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nanosecond"},message:"must have required property '"+"nanosecond"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data.fraction_digits === undefined) || (!(func0.call(data, "fraction_digits")))){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fraction_digits"},message:"must have required property '"+"fraction_digits"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data.precision === undefined) || (!(func0.call(data, "precision")))){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "precision"},message:"must have required property '"+"precision"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data.format === undefined) || (!(func0.call(data, "format")))){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "format"},message:"must have required property '"+"format"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data.end_of_day === undefined) || (!(func0.call(data, "end_of_day")))){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end_of_day"},message:"must have required property '"+"end_of_day"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data.offset === undefined) || (!(func0.call(data, "offset")))){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data.offset_minutes === undefined) || (!(func0.call(data, "offset_minutes")))){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "offset_minutes"},message:"must have required property '"+"offset_minutes"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((data.local === undefined) || (!(func0.call(data, "local")))){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "local"},message:"must have required property '"+"local"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((data.instant_utc === undefined) || (!(func0.call(data, "instant_utc")))){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "instant_utc"},message:"must have required property '"+"instant_utc"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((data.epoch_nanoseconds === undefined) || (!(func0.call(data, "epoch_nanoseconds")))){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "epoch_nanoseconds"},message:"must have required property '"+"epoch_nanoseconds"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(func0.call(schema32.properties, key0))){
const err16 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.year !== undefined && func0.call(data, "year")){
let data0 = data.year;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err17 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9999 || isNaN(data0)){
const err18 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err19 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.month !== undefined && func0.call(data, "month")){
let data1 = data.month;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err20 = {instancePath:instancePath+"/month",schemaPath:"#/properties/month/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 12 || isNaN(data1)){
const err21 = {instancePath:instancePath+"/month",schemaPath:"#/properties/month/maximum",keyword:"maximum",params:{comparison: "<=", limit: 12},message:"must be <= 12"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err22 = {instancePath:instancePath+"/month",schemaPath:"#/properties/month/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.day !== undefined && func0.call(data, "day")){
let data2 = data.day;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err23 = {instancePath:instancePath+"/day",schemaPath:"#/properties/day/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 31 || isNaN(data2)){
const err24 = {instancePath:instancePath+"/day",schemaPath:"#/properties/day/maximum",keyword:"maximum",params:{comparison: "<=", limit: 31},message:"must be <= 31"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err25 = {instancePath:instancePath+"/day",schemaPath:"#/properties/day/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data.hour !== undefined && func0.call(data, "hour")){
let data3 = data.hour;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err26 = {instancePath:instancePath+"/hour",schemaPath:"#/properties/hour/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 24 || isNaN(data3)){
const err27 = {instancePath:instancePath+"/hour",schemaPath:"#/properties/hour/maximum",keyword:"maximum",params:{comparison: "<=", limit: 24},message:"must be <= 24"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err28 = {instancePath:instancePath+"/hour",schemaPath:"#/properties/hour/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data.minute !== undefined && func0.call(data, "minute")){
let data4 = data.minute;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err29 = {instancePath:instancePath+"/minute",schemaPath:"#/properties/minute/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 59 || isNaN(data4)){
const err30 = {instancePath:instancePath+"/minute",schemaPath:"#/properties/minute/maximum",keyword:"maximum",params:{comparison: "<=", limit: 59},message:"must be <= 59"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err31 = {instancePath:instancePath+"/minute",schemaPath:"#/properties/minute/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
if(data.second !== undefined && func0.call(data, "second")){
let data5 = data.second;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err32 = {instancePath:instancePath+"/second",schemaPath:"#/properties/second/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 59 || isNaN(data5)){
const err33 = {instancePath:instancePath+"/second",schemaPath:"#/properties/second/maximum",keyword:"maximum",params:{comparison: "<=", limit: 59},message:"must be <= 59"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err34 = {instancePath:instancePath+"/second",schemaPath:"#/properties/second/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
if(data.nanosecond !== undefined && func0.call(data, "nanosecond")){
let data6 = data.nanosecond;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err35 = {instancePath:instancePath+"/nanosecond",schemaPath:"#/properties/nanosecond/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 999999999 || isNaN(data6)){
const err36 = {instancePath:instancePath+"/nanosecond",schemaPath:"#/properties/nanosecond/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999999},message:"must be <= 999999999"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err37 = {instancePath:instancePath+"/nanosecond",schemaPath:"#/properties/nanosecond/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
if(data.fraction_digits !== undefined && func0.call(data, "fraction_digits")){
let data7 = data.fraction_digits;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err38 = {instancePath:instancePath+"/fraction_digits",schemaPath:"#/properties/fraction_digits/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 9 || isNaN(data7)){
const err39 = {instancePath:instancePath+"/fraction_digits",schemaPath:"#/properties/fraction_digits/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9},message:"must be <= 9"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err40 = {instancePath:instancePath+"/fraction_digits",schemaPath:"#/properties/fraction_digits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
if(data.precision !== undefined && func0.call(data, "precision")){
let data8 = data.precision;
if(typeof data8 !== "string"){
const err41 = {instancePath:instancePath+"/precision",schemaPath:"#/properties/precision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!((data8 === "minute") || (data8 === "second"))){
const err42 = {instancePath:instancePath+"/precision",schemaPath:"#/properties/precision/enum",keyword:"enum",params:{allowedValues: schema32.properties.precision.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.format !== undefined && func0.call(data, "format")){
let data9 = data.format;
if(typeof data9 !== "string"){
const err43 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!((data9 === "extended") || (data9 === "basic"))){
const err44 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema32.properties.format.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.end_of_day !== undefined && func0.call(data, "end_of_day")){
if(typeof data.end_of_day !== "boolean"){
const err45 = {instancePath:instancePath+"/end_of_day",schemaPath:"#/properties/end_of_day/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.offset !== undefined && func0.call(data, "offset")){
let data11 = data.offset;
const _errs25 = errors;
let valid1 = false;
const _errs26 = errors;
if(typeof data11 === "string"){
if(func62(data11) > 6){
const err46 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 6},message:"must NOT have more than 6 characters"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid0 = _errs26 === errors;
valid1 = valid1 || _valid0;
const _errs28 = errors;
if(data11 !== null){
const err48 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid0 = _errs28 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err49 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
if(data.offset_minutes !== undefined && func0.call(data, "offset_minutes")){
let data12 = data.offset_minutes;
const _errs31 = errors;
let valid2 = false;
const _errs32 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err50 = {instancePath:instancePath+"/offset_minutes",schemaPath:"#/properties/offset_minutes/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 1439 || isNaN(data12)){
const err51 = {instancePath:instancePath+"/offset_minutes",schemaPath:"#/properties/offset_minutes/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1439},message:"must be <= 1439"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data12 < -1439 || isNaN(data12)){
const err52 = {instancePath:instancePath+"/offset_minutes",schemaPath:"#/properties/offset_minutes/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1439},message:"must be >= -1439"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
var _valid1 = _errs32 === errors;
valid2 = valid2 || _valid1;
const _errs34 = errors;
if(data12 !== null){
const err53 = {instancePath:instancePath+"/offset_minutes",schemaPath:"#/properties/offset_minutes/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid1 = _errs34 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err54 = {instancePath:instancePath+"/offset_minutes",schemaPath:"#/properties/offset_minutes/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
}
if(data.local !== undefined && func0.call(data, "local")){
let data13 = data.local;
if(typeof data13 === "string"){
if(func62(data13) > 29){
const err55 = {instancePath:instancePath+"/local",schemaPath:"#/properties/local/maxLength",keyword:"maxLength",params:{limit: 29},message:"must NOT have more than 29 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/local",schemaPath:"#/properties/local/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.instant_utc !== undefined && func0.call(data, "instant_utc")){
let data14 = data.instant_utc;
const _errs39 = errors;
let valid3 = false;
const _errs40 = errors;
if(typeof data14 === "string"){
if(func62(data14) > 30){
const err57 = {instancePath:instancePath+"/instant_utc",schemaPath:"#/properties/instant_utc/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/instant_utc",schemaPath:"#/properties/instant_utc/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid2 = _errs40 === errors;
valid3 = valid3 || _valid2;
const _errs42 = errors;
if(data14 !== null){
const err59 = {instancePath:instancePath+"/instant_utc",schemaPath:"#/properties/instant_utc/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid2 = _errs42 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err60 = {instancePath:instancePath+"/instant_utc",schemaPath:"#/properties/instant_utc/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
}
if(data.epoch_nanoseconds !== undefined && func0.call(data, "epoch_nanoseconds")){
let data15 = data.epoch_nanoseconds;
const _errs45 = errors;
let valid4 = false;
const _errs46 = errors;
if(typeof data15 === "string"){
if(func62(data15) > 1001){
const err61 = {instancePath:instancePath+"/epoch_nanoseconds",schemaPath:"#/properties/epoch_nanoseconds/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(!pattern4.test(data15)){
const err62 = {instancePath:instancePath+"/epoch_nanoseconds",schemaPath:"#/properties/epoch_nanoseconds/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/epoch_nanoseconds",schemaPath:"#/properties/epoch_nanoseconds/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid3 = _errs46 === errors;
valid4 = valid4 || _valid3;
const _errs48 = errors;
if(data15 !== null){
const err64 = {instancePath:instancePath+"/epoch_nanoseconds",schemaPath:"#/properties/epoch_nanoseconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid3 = _errs48 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err65 = {instancePath:instancePath+"/epoch_nanoseconds",schemaPath:"#/properties/epoch_nanoseconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
else {
errors = _errs45;
if(vErrors !== null){
if(_errs45){
vErrors.length = _errs45;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err66 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

