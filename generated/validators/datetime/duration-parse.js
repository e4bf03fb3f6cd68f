// generated from contracts/ — do not edit
// duration-parse@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs a58dd2b9ea9d063bdec2b2335e0b7aa2 body ec5469ea6351a0ac91d7799fdd9e5a16
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["duration"],"properties":{"duration":{"type":"string","minLength":1,"maxLength":64}}};
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
if((data.duration === undefined) || (!(func0.call(data, "duration")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "duration"},message:"must have required property '"+"duration"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "duration")){
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
if(data.duration !== undefined && func0.call(data, "duration")){
let data0 = data.duration;
if(typeof data0 === "string"){
if(func62(data0) > 64){
const err2 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func62(data0) < 1){
const err3 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"$defs":{"amount":{"type":"string","pattern":"^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$","maxLength":80}},"type":"object","additionalProperties":false,"required":["negative","years","months","weeks","days","hours","minutes","seconds","fraction_unit","canonical","has_calendar_parts","total_seconds","total_nanoseconds"],"properties":{"negative":{"type":"boolean"},"years":{"type":"string","pattern":"^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$","maxLength":80},"months":{"type":"string","pattern":"^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$","maxLength":80},"weeks":{"type":"string","pattern":"^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$","maxLength":80},"days":{"type":"string","pattern":"^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$","maxLength":80},"hours":{"type":"string","pattern":"^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$","maxLength":80},"minutes":{"type":"string","pattern":"^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$","maxLength":80},"seconds":{"type":"string","pattern":"^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$","maxLength":80},"fraction_unit":{"anyOf":[{"type":"string","enum":["years","months","weeks","days","hours","minutes","seconds"]},{"type":"null"}]},"canonical":{"type":"string","maxLength":80},"has_calendar_parts":{"type":"boolean"},"total_seconds":{"anyOf":[{"type":"string","pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$","maxLength":100},{"type":"null"}]},"total_nanoseconds":{"anyOf":[{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1001},{"type":"null"}]}}};
const pattern4 = new RegExp("^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$", "u");
const pattern11 = new RegExp("^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$", "u");
const pattern12 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");

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
if((data.negative === undefined) || (!(func0.call(data, "negative")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "negative"},message:"must have required property '"+"negative"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.years === undefined) || (!(func0.call(data, "years")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "years"},message:"must have required property '"+"years"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.months === undefined) || (!(func0.call(data, "months")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "months"},message:"must have required property '"+"months"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.weeks === undefined) || (!(func0.call(data, "weeks")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "weeks"},message:"must have required property '"+"weeks"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.days === undefined) || (!(func0.call(data, "days")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "days"},message:"must have required property '"+"days"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.hours === undefined) || (!(func0.call(data, "hours")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hours"},message:"must have required property '"+"hours"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.minutes === undefined) || (!(func0.call(data, "minutes")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "minutes"},message:"must have required property '"+"minutes"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data.seconds === undefined) || (!(func0.call(data, "seconds")))){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "seconds"},message:"must have required property '"+"seconds"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data.fraction_unit === undefined) || (!(func0.call(data, "fraction_unit")))){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fraction_unit"},message:"must have required property '"+"fraction_unit"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data.canonical === undefined) || (!(func0.call(data, "canonical")))){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "canonical"},message:"must have required property '"+"canonical"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data.has_calendar_parts === undefined) || (!(func0.call(data, "has_calendar_parts")))){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "has_calendar_parts"},message:"must have required property '"+"has_calendar_parts"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data.total_seconds === undefined) || (!(func0.call(data, "total_seconds")))){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_seconds"},message:"must have required property '"+"total_seconds"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data.total_nanoseconds === undefined) || (!(func0.call(data, "total_nanoseconds")))){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_nanoseconds"},message:"must have required property '"+"total_nanoseconds"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(func0.call(schema32.properties, key0))){
const err13 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.negative !== undefined && func0.call(data, "negative")){
if(typeof data.negative !== "boolean"){
const err14 = {instancePath:instancePath+"/negative",schemaPath:"#/properties/negative/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.years !== undefined && func0.call(data, "years")){
let data1 = data.years;
if(typeof data1 === "string"){
if(func62(data1) > 80){
const err15 = {instancePath:instancePath+"/years",schemaPath:"#/properties/years/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern4.test(data1)){
const err16 = {instancePath:instancePath+"/years",schemaPath:"#/properties/years/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"+"\""};
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
const err17 = {instancePath:instancePath+"/years",schemaPath:"#/properties/years/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.months !== undefined && func0.call(data, "months")){
let data2 = data.months;
if(typeof data2 === "string"){
if(func62(data2) > 80){
const err18 = {instancePath:instancePath+"/months",schemaPath:"#/properties/months/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern4.test(data2)){
const err19 = {instancePath:instancePath+"/months",schemaPath:"#/properties/months/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"+"\""};
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
const err20 = {instancePath:instancePath+"/months",schemaPath:"#/properties/months/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.weeks !== undefined && func0.call(data, "weeks")){
let data3 = data.weeks;
if(typeof data3 === "string"){
if(func62(data3) > 80){
const err21 = {instancePath:instancePath+"/weeks",schemaPath:"#/properties/weeks/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern4.test(data3)){
const err22 = {instancePath:instancePath+"/weeks",schemaPath:"#/properties/weeks/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/weeks",schemaPath:"#/properties/weeks/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.days !== undefined && func0.call(data, "days")){
let data4 = data.days;
if(typeof data4 === "string"){
if(func62(data4) > 80){
const err24 = {instancePath:instancePath+"/days",schemaPath:"#/properties/days/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern4.test(data4)){
const err25 = {instancePath:instancePath+"/days",schemaPath:"#/properties/days/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"+"\""};
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
const err26 = {instancePath:instancePath+"/days",schemaPath:"#/properties/days/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.hours !== undefined && func0.call(data, "hours")){
let data5 = data.hours;
if(typeof data5 === "string"){
if(func62(data5) > 80){
const err27 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!pattern4.test(data5)){
const err28 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"+"\""};
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
const err29 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.minutes !== undefined && func0.call(data, "minutes")){
let data6 = data.minutes;
if(typeof data6 === "string"){
if(func62(data6) > 80){
const err30 = {instancePath:instancePath+"/minutes",schemaPath:"#/properties/minutes/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!pattern4.test(data6)){
const err31 = {instancePath:instancePath+"/minutes",schemaPath:"#/properties/minutes/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/minutes",schemaPath:"#/properties/minutes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.seconds !== undefined && func0.call(data, "seconds")){
let data7 = data.seconds;
if(typeof data7 === "string"){
if(func62(data7) > 80){
const err33 = {instancePath:instancePath+"/seconds",schemaPath:"#/properties/seconds/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!pattern4.test(data7)){
const err34 = {instancePath:instancePath+"/seconds",schemaPath:"#/properties/seconds/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/seconds",schemaPath:"#/properties/seconds/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.fraction_unit !== undefined && func0.call(data, "fraction_unit")){
let data8 = data.fraction_unit;
const _errs19 = errors;
let valid1 = false;
const _errs20 = errors;
if(typeof data8 !== "string"){
const err36 = {instancePath:instancePath+"/fraction_unit",schemaPath:"#/properties/fraction_unit/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!(((((((data8 === "years") || (data8 === "months")) || (data8 === "weeks")) || (data8 === "days")) || (data8 === "hours")) || (data8 === "minutes")) || (data8 === "seconds"))){
const err37 = {instancePath:instancePath+"/fraction_unit",schemaPath:"#/properties/fraction_unit/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema32.properties.fraction_unit.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid1 = valid1 || _valid0;
const _errs22 = errors;
if(data8 !== null){
const err38 = {instancePath:instancePath+"/fraction_unit",schemaPath:"#/properties/fraction_unit/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err39 = {instancePath:instancePath+"/fraction_unit",schemaPath:"#/properties/fraction_unit/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
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
if(data.canonical !== undefined && func0.call(data, "canonical")){
let data9 = data.canonical;
if(typeof data9 === "string"){
if(func62(data9) > 80){
const err40 = {instancePath:instancePath+"/canonical",schemaPath:"#/properties/canonical/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/canonical",schemaPath:"#/properties/canonical/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.has_calendar_parts !== undefined && func0.call(data, "has_calendar_parts")){
if(typeof data.has_calendar_parts !== "boolean"){
const err42 = {instancePath:instancePath+"/has_calendar_parts",schemaPath:"#/properties/has_calendar_parts/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.total_seconds !== undefined && func0.call(data, "total_seconds")){
let data11 = data.total_seconds;
const _errs29 = errors;
let valid2 = false;
const _errs30 = errors;
if(typeof data11 === "string"){
if(func62(data11) > 100){
const err43 = {instancePath:instancePath+"/total_seconds",schemaPath:"#/properties/total_seconds/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!pattern11.test(data11)){
const err44 = {instancePath:instancePath+"/total_seconds",schemaPath:"#/properties/total_seconds/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"+"\""};
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
const err45 = {instancePath:instancePath+"/total_seconds",schemaPath:"#/properties/total_seconds/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid1 = _errs30 === errors;
valid2 = valid2 || _valid1;
const _errs32 = errors;
if(data11 !== null){
const err46 = {instancePath:instancePath+"/total_seconds",schemaPath:"#/properties/total_seconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid1 = _errs32 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err47 = {instancePath:instancePath+"/total_seconds",schemaPath:"#/properties/total_seconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
}
if(data.total_nanoseconds !== undefined && func0.call(data, "total_nanoseconds")){
let data12 = data.total_nanoseconds;
const _errs35 = errors;
let valid3 = false;
const _errs36 = errors;
if(typeof data12 === "string"){
if(func62(data12) > 1001){
const err48 = {instancePath:instancePath+"/total_nanoseconds",schemaPath:"#/properties/total_nanoseconds/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!pattern12.test(data12)){
const err49 = {instancePath:instancePath+"/total_nanoseconds",schemaPath:"#/properties/total_nanoseconds/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/total_nanoseconds",schemaPath:"#/properties/total_nanoseconds/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid2 = _errs36 === errors;
valid3 = valid3 || _valid2;
const _errs38 = errors;
if(data12 !== null){
const err51 = {instancePath:instancePath+"/total_nanoseconds",schemaPath:"#/properties/total_nanoseconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid2 = _errs38 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err52 = {instancePath:instancePath+"/total_nanoseconds",schemaPath:"#/properties/total_nanoseconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
errors = _errs35;
if(vErrors !== null){
if(_errs35){
vErrors.length = _errs35;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err53 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

