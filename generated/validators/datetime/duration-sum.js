// generated from contracts/ — do not edit
// duration-sum@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 9c082e613a055020060dcc613b18e494 body 371af588610a18e78801bb6c0644ef1f
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["durations"],"properties":{"durations":{"type":"array","maxItems":100000,"items":{"type":"string","minLength":1,"maxLength":64}},"largest_unit":{"type":"string","enum":["weeks","days","hours","minutes","seconds"],"default":"days"},"months_to_years":{"type":"boolean","default":true}}};
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
if((data.durations === undefined) || (!(func0.call(data, "durations")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "durations"},message:"must have required property '"+"durations"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "durations") || (key0 === "largest_unit")) || (key0 === "months_to_years"))){
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
if(data.durations !== undefined && func0.call(data, "durations")){
let data0 = data.durations;
if(Array.isArray(data0)){
if(data0.length > 100000){
const err2 = {instancePath:instancePath+"/durations",schemaPath:"#/properties/durations/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func62(data1) > 64){
const err3 = {instancePath:instancePath+"/durations/" + i0,schemaPath:"#/properties/durations/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func62(data1) < 1){
const err4 = {instancePath:instancePath+"/durations/" + i0,schemaPath:"#/properties/durations/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/durations/" + i0,schemaPath:"#/properties/durations/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/durations",schemaPath:"#/properties/durations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.largest_unit !== undefined && func0.call(data, "largest_unit")){
let data2 = data.largest_unit;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/largest_unit",schemaPath:"#/properties/largest_unit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((((data2 === "weeks") || (data2 === "days")) || (data2 === "hours")) || (data2 === "minutes")) || (data2 === "seconds"))){
const err8 = {instancePath:instancePath+"/largest_unit",schemaPath:"#/properties/largest_unit/enum",keyword:"enum",params:{allowedValues: schema31.properties.largest_unit.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.months_to_years !== undefined && func0.call(data, "months_to_years")){
if(typeof data.months_to_years !== "boolean"){
const err9 = {instancePath:instancePath+"/months_to_years",schemaPath:"#/properties/months_to_years/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"$defs":{"amount":{"type":"string","pattern":"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$","maxLength":120}},"type":"object","additionalProperties":false,"required":["duration","mixed_signs","years","months","exact","exact_seconds","count"],"properties":{"duration":{"anyOf":[{"type":"string","maxLength":400},{"type":"null"}]},"mixed_signs":{"type":"boolean"},"years":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1001},"months":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1001},"exact":{"type":"object","additionalProperties":false,"required":["weeks","days","hours","minutes","seconds"],"properties":{"weeks":{"type":"string","pattern":"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$","maxLength":120},"days":{"type":"string","pattern":"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$","maxLength":120},"hours":{"type":"string","pattern":"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$","maxLength":120},"minutes":{"type":"string","pattern":"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$","maxLength":120},"seconds":{"type":"string","pattern":"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$","maxLength":120}}},"exact_seconds":{"type":"string","pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$","maxLength":120},"count":{"type":"integer","minimum":0,"maximum":10000}}};
const pattern4 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");
const pattern6 = new RegExp("^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$", "u");
const pattern11 = new RegExp("^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$", "u");

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
if((data.mixed_signs === undefined) || (!(func0.call(data, "mixed_signs")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mixed_signs"},message:"must have required property '"+"mixed_signs"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.years === undefined) || (!(func0.call(data, "years")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "years"},message:"must have required property '"+"years"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.months === undefined) || (!(func0.call(data, "months")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "months"},message:"must have required property '"+"months"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.exact === undefined) || (!(func0.call(data, "exact")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exact"},message:"must have required property '"+"exact"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.exact_seconds === undefined) || (!(func0.call(data, "exact_seconds")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exact_seconds"},message:"must have required property '"+"exact_seconds"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.count === undefined) || (!(func0.call(data, "count")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((((key0 === "duration") || (key0 === "mixed_signs")) || (key0 === "years")) || (key0 === "months")) || (key0 === "exact")) || (key0 === "exact_seconds")) || (key0 === "count"))){
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
if(data.duration !== undefined && func0.call(data, "duration")){
let data0 = data.duration;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 === "string"){
if(func62(data0) > 400){
const err8 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 400},message:"must NOT have more than 400 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data0 !== null){
const err10 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err11 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
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
if(data.mixed_signs !== undefined && func0.call(data, "mixed_signs")){
if(typeof data.mixed_signs !== "boolean"){
const err12 = {instancePath:instancePath+"/mixed_signs",schemaPath:"#/properties/mixed_signs/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.years !== undefined && func0.call(data, "years")){
let data2 = data.years;
if(typeof data2 === "string"){
if(func62(data2) > 1001){
const err13 = {instancePath:instancePath+"/years",schemaPath:"#/properties/years/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern4.test(data2)){
const err14 = {instancePath:instancePath+"/years",schemaPath:"#/properties/years/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/years",schemaPath:"#/properties/years/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.months !== undefined && func0.call(data, "months")){
let data3 = data.months;
if(typeof data3 === "string"){
if(func62(data3) > 1001){
const err16 = {instancePath:instancePath+"/months",schemaPath:"#/properties/months/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern4.test(data3)){
const err17 = {instancePath:instancePath+"/months",schemaPath:"#/properties/months/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/months",schemaPath:"#/properties/months/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.exact !== undefined && func0.call(data, "exact")){
let data4 = data.exact;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if((data4.weeks === undefined) || (!(func0.call(data4, "weeks")))){
const err19 = {instancePath:instancePath+"/exact",schemaPath:"#/properties/exact/required",keyword:"required",params:{missingProperty: "weeks"},message:"must have required property '"+"weeks"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((data4.days === undefined) || (!(func0.call(data4, "days")))){
const err20 = {instancePath:instancePath+"/exact",schemaPath:"#/properties/exact/required",keyword:"required",params:{missingProperty: "days"},message:"must have required property '"+"days"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((data4.hours === undefined) || (!(func0.call(data4, "hours")))){
const err21 = {instancePath:instancePath+"/exact",schemaPath:"#/properties/exact/required",keyword:"required",params:{missingProperty: "hours"},message:"must have required property '"+"hours"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((data4.minutes === undefined) || (!(func0.call(data4, "minutes")))){
const err22 = {instancePath:instancePath+"/exact",schemaPath:"#/properties/exact/required",keyword:"required",params:{missingProperty: "minutes"},message:"must have required property '"+"minutes"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((data4.seconds === undefined) || (!(func0.call(data4, "seconds")))){
const err23 = {instancePath:instancePath+"/exact",schemaPath:"#/properties/exact/required",keyword:"required",params:{missingProperty: "seconds"},message:"must have required property '"+"seconds"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key1 of Object.keys(data4)){
if(!(((((key1 === "weeks") || (key1 === "days")) || (key1 === "hours")) || (key1 === "minutes")) || (key1 === "seconds"))){
const err24 = {instancePath:instancePath+"/exact",schemaPath:"#/properties/exact/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data4.weeks !== undefined && func0.call(data4, "weeks")){
let data5 = data4.weeks;
if(typeof data5 === "string"){
if(func62(data5) > 120){
const err25 = {instancePath:instancePath+"/exact/weeks",schemaPath:"#/properties/exact/properties/weeks/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern6.test(data5)){
const err26 = {instancePath:instancePath+"/exact/weeks",schemaPath:"#/properties/exact/properties/weeks/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/exact/weeks",schemaPath:"#/properties/exact/properties/weeks/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data4.days !== undefined && func0.call(data4, "days")){
let data6 = data4.days;
if(typeof data6 === "string"){
if(func62(data6) > 120){
const err28 = {instancePath:instancePath+"/exact/days",schemaPath:"#/properties/exact/properties/days/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!pattern6.test(data6)){
const err29 = {instancePath:instancePath+"/exact/days",schemaPath:"#/properties/exact/properties/days/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"+"\""};
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
const err30 = {instancePath:instancePath+"/exact/days",schemaPath:"#/properties/exact/properties/days/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data4.hours !== undefined && func0.call(data4, "hours")){
let data7 = data4.hours;
if(typeof data7 === "string"){
if(func62(data7) > 120){
const err31 = {instancePath:instancePath+"/exact/hours",schemaPath:"#/properties/exact/properties/hours/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!pattern6.test(data7)){
const err32 = {instancePath:instancePath+"/exact/hours",schemaPath:"#/properties/exact/properties/hours/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/exact/hours",schemaPath:"#/properties/exact/properties/hours/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data4.minutes !== undefined && func0.call(data4, "minutes")){
let data8 = data4.minutes;
if(typeof data8 === "string"){
if(func62(data8) > 120){
const err34 = {instancePath:instancePath+"/exact/minutes",schemaPath:"#/properties/exact/properties/minutes/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!pattern6.test(data8)){
const err35 = {instancePath:instancePath+"/exact/minutes",schemaPath:"#/properties/exact/properties/minutes/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"+"\""};
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
const err36 = {instancePath:instancePath+"/exact/minutes",schemaPath:"#/properties/exact/properties/minutes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data4.seconds !== undefined && func0.call(data4, "seconds")){
let data9 = data4.seconds;
if(typeof data9 === "string"){
if(func62(data9) > 120){
const err37 = {instancePath:instancePath+"/exact/seconds",schemaPath:"#/properties/exact/properties/seconds/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!pattern6.test(data9)){
const err38 = {instancePath:instancePath+"/exact/seconds",schemaPath:"#/properties/exact/properties/seconds/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"+"\""};
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
const err39 = {instancePath:instancePath+"/exact/seconds",schemaPath:"#/properties/exact/properties/seconds/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err40 = {instancePath:instancePath+"/exact",schemaPath:"#/properties/exact/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.exact_seconds !== undefined && func0.call(data, "exact_seconds")){
let data10 = data.exact_seconds;
if(typeof data10 === "string"){
if(func62(data10) > 120){
const err41 = {instancePath:instancePath+"/exact_seconds",schemaPath:"#/properties/exact_seconds/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!pattern11.test(data10)){
const err42 = {instancePath:instancePath+"/exact_seconds",schemaPath:"#/properties/exact_seconds/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/exact_seconds",schemaPath:"#/properties/exact_seconds/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.count !== undefined && func0.call(data, "count")){
let data11 = data.count;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err44 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 10000 || isNaN(data11)){
const err45 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err46 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
}
else {
const err47 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

