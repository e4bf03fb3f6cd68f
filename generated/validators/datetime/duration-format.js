// generated from contracts/ — do not edit
// duration-format@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs d67f5aa6b865cc6587972482a3296b5e body 44b7dfe202ddc3154e43ec11a7aabb72
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["seconds"],"properties":{"seconds":{"description":"the length in seconds: an integer, or a decimal string with at most 9 fraction digits","anyOf":[{"type":"integer"},{"type":"string","pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$","maxLength":64}]},"largest_unit":{"type":"string","enum":["weeks","days","hours","minutes","seconds"],"default":"hours"},"style":{"type":"string","enum":["iso8601","compact"],"default":"iso8601"}}};
const func0 = Object.prototype.hasOwnProperty;
const func62 = __ajvRuntime0.default;
const pattern4 = new RegExp("^-?(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$", "u");

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
if((data.seconds === undefined) || (!(func0.call(data, "seconds")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "seconds"},message:"must have required property '"+"seconds"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "seconds") || (key0 === "largest_unit")) || (key0 === "style"))){
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
if(data.seconds !== undefined && func0.call(data, "seconds")){
let data0 = data.seconds;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/seconds",schemaPath:"#/properties/seconds/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(typeof data0 === "string"){
if(func62(data0) > 64){
const err3 = {instancePath:instancePath+"/seconds",schemaPath:"#/properties/seconds/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/seconds",schemaPath:"#/properties/seconds/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$"+"\""};
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
const err5 = {instancePath:instancePath+"/seconds",schemaPath:"#/properties/seconds/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/seconds",schemaPath:"#/properties/seconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
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
if(data.largest_unit !== undefined && func0.call(data, "largest_unit")){
let data1 = data.largest_unit;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/largest_unit",schemaPath:"#/properties/largest_unit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((((data1 === "weeks") || (data1 === "days")) || (data1 === "hours")) || (data1 === "minutes")) || (data1 === "seconds"))){
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
if(data.style !== undefined && func0.call(data, "style")){
let data2 = data.style;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data2 === "iso8601") || (data2 === "compact"))){
const err10 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/enum",keyword:"enum",params:{allowedValues: schema31.properties.style.enum},message:"must be equal to one of the allowed values"};
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
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"$defs":{"amount":{"type":"string","pattern":"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$","maxLength":80}},"type":"object","additionalProperties":false,"required":["duration","components"],"properties":{"duration":{"type":"string","maxLength":160},"components":{"type":"object","additionalProperties":false,"required":["weeks","days","hours","minutes","seconds"],"properties":{"weeks":{"type":"string","pattern":"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$","maxLength":80},"days":{"type":"string","pattern":"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$","maxLength":80},"hours":{"type":"string","pattern":"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$","maxLength":80},"minutes":{"type":"string","pattern":"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$","maxLength":80},"seconds":{"type":"string","pattern":"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$","maxLength":80}}}}};
const pattern5 = new RegExp("^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$", "u");

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
if((data.components === undefined) || (!(func0.call(data, "components")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "components"},message:"must have required property '"+"components"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "duration") || (key0 === "components"))){
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
if(data.duration !== undefined && func0.call(data, "duration")){
let data0 = data.duration;
if(typeof data0 === "string"){
if(func62(data0) > 160){
const err3 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/maxLength",keyword:"maxLength",params:{limit: 160},message:"must NOT have more than 160 characters"};
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
if(data.components !== undefined && func0.call(data, "components")){
let data1 = data.components;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.weeks === undefined) || (!(func0.call(data1, "weeks")))){
const err5 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/required",keyword:"required",params:{missingProperty: "weeks"},message:"must have required property '"+"weeks"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data1.days === undefined) || (!(func0.call(data1, "days")))){
const err6 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/required",keyword:"required",params:{missingProperty: "days"},message:"must have required property '"+"days"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data1.hours === undefined) || (!(func0.call(data1, "hours")))){
const err7 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/required",keyword:"required",params:{missingProperty: "hours"},message:"must have required property '"+"hours"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data1.minutes === undefined) || (!(func0.call(data1, "minutes")))){
const err8 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/required",keyword:"required",params:{missingProperty: "minutes"},message:"must have required property '"+"minutes"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data1.seconds === undefined) || (!(func0.call(data1, "seconds")))){
const err9 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/required",keyword:"required",params:{missingProperty: "seconds"},message:"must have required property '"+"seconds"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(((((key1 === "weeks") || (key1 === "days")) || (key1 === "hours")) || (key1 === "minutes")) || (key1 === "seconds"))){
const err10 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.weeks !== undefined && func0.call(data1, "weeks")){
let data2 = data1.weeks;
if(typeof data2 === "string"){
if(func62(data2) > 80){
const err11 = {instancePath:instancePath+"/components/weeks",schemaPath:"#/properties/components/properties/weeks/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern5.test(data2)){
const err12 = {instancePath:instancePath+"/components/weeks",schemaPath:"#/properties/components/properties/weeks/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/components/weeks",schemaPath:"#/properties/components/properties/weeks/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.days !== undefined && func0.call(data1, "days")){
let data3 = data1.days;
if(typeof data3 === "string"){
if(func62(data3) > 80){
const err14 = {instancePath:instancePath+"/components/days",schemaPath:"#/properties/components/properties/days/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern5.test(data3)){
const err15 = {instancePath:instancePath+"/components/days",schemaPath:"#/properties/components/properties/days/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"+"\""};
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
const err16 = {instancePath:instancePath+"/components/days",schemaPath:"#/properties/components/properties/days/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.hours !== undefined && func0.call(data1, "hours")){
let data4 = data1.hours;
if(typeof data4 === "string"){
if(func62(data4) > 80){
const err17 = {instancePath:instancePath+"/components/hours",schemaPath:"#/properties/components/properties/hours/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern5.test(data4)){
const err18 = {instancePath:instancePath+"/components/hours",schemaPath:"#/properties/components/properties/hours/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"+"\""};
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
const err19 = {instancePath:instancePath+"/components/hours",schemaPath:"#/properties/components/properties/hours/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.minutes !== undefined && func0.call(data1, "minutes")){
let data5 = data1.minutes;
if(typeof data5 === "string"){
if(func62(data5) > 80){
const err20 = {instancePath:instancePath+"/components/minutes",schemaPath:"#/properties/components/properties/minutes/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern5.test(data5)){
const err21 = {instancePath:instancePath+"/components/minutes",schemaPath:"#/properties/components/properties/minutes/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/components/minutes",schemaPath:"#/properties/components/properties/minutes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data1.seconds !== undefined && func0.call(data1, "seconds")){
let data6 = data1.seconds;
if(typeof data6 === "string"){
if(func62(data6) > 80){
const err23 = {instancePath:instancePath+"/components/seconds",schemaPath:"#/properties/components/properties/seconds/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern5.test(data6)){
const err24 = {instancePath:instancePath+"/components/seconds",schemaPath:"#/properties/components/properties/seconds/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/components/seconds",schemaPath:"#/properties/components/properties/seconds/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err26 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

