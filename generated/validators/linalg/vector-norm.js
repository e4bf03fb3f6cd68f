// generated from contracts/ — do not edit
// vector-norm@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 9fbcaaedaaef167872108bc2ae89e96f body f3629591fc5d4742bae90f9161d06a58
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["a"],"properties":{"a":{"type":"array","maxItems":10000,"items":{"type":"string","minLength":1,"maxLength":100,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"}},"scale":{"type":"integer","minimum":0,"maximum":1000},"rounding":{"type":"string","enum":["half_even","half_up","half_down","up","down","ceiling","floor"]}}};
const func0 = Object.prototype.hasOwnProperty;
const func62 = __ajvRuntime0.default;
const pattern4 = new RegExp("^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$", "u");

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
if((data.a === undefined) || (!(func0.call(data, "a")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "a"},message:"must have required property '"+"a"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "a") || (key0 === "scale")) || (key0 === "rounding"))){
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
if(data.a !== undefined && func0.call(data, "a")){
let data0 = data.a;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err2 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
if(func62(data1) > 100){
const err3 = {instancePath:instancePath+"/a/" + i0,schemaPath:"#/properties/a/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func62(data1) < 1){
const err4 = {instancePath:instancePath+"/a/" + i0,schemaPath:"#/properties/a/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data1)){
const err5 = {instancePath:instancePath+"/a/" + i0,schemaPath:"#/properties/a/items/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"+"\""};
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
const err6 = {instancePath:instancePath+"/a/" + i0,schemaPath:"#/properties/a/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.scale !== undefined && func0.call(data, "scale")){
let data2 = data.scale;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/scale",schemaPath:"#/properties/scale/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/scale",schemaPath:"#/properties/scale/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/scale",schemaPath:"#/properties/scale/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["l1","linf","l2_squared","l2_exact","l2","l2_decimal"],"properties":{"l1":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)(/([2-9]|[1-9][0-9]+))?$"},"linf":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)(/([2-9]|[1-9][0-9]+))?$"},"l2_squared":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)(/([2-9]|[1-9][0-9]+))?$"},"l2_exact":{"type":"boolean"},"l2":{"oneOf":[{"type":"string","pattern":"^(0|-?[1-9][0-9]*)(/([2-9]|[1-9][0-9]+))?$"},{"type":"null"}]},"l2_decimal":{"type":"string","pattern":"^(0|[1-9][0-9]*)(\\.[0-9]+)?$"}}};
const pattern5 = new RegExp("^(0|-?[1-9][0-9]*)(/([2-9]|[1-9][0-9]+))?$", "u");
const pattern9 = new RegExp("^(0|[1-9][0-9]*)(\\.[0-9]+)?$", "u");

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
if((data.l1 === undefined) || (!(func0.call(data, "l1")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "l1"},message:"must have required property '"+"l1"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.linf === undefined) || (!(func0.call(data, "linf")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "linf"},message:"must have required property '"+"linf"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.l2_squared === undefined) || (!(func0.call(data, "l2_squared")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "l2_squared"},message:"must have required property '"+"l2_squared"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.l2_exact === undefined) || (!(func0.call(data, "l2_exact")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "l2_exact"},message:"must have required property '"+"l2_exact"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.l2 === undefined) || (!(func0.call(data, "l2")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "l2"},message:"must have required property '"+"l2"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.l2_decimal === undefined) || (!(func0.call(data, "l2_decimal")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "l2_decimal"},message:"must have required property '"+"l2_decimal"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "l1") || (key0 === "linf")) || (key0 === "l2_squared")) || (key0 === "l2_exact")) || (key0 === "l2")) || (key0 === "l2_decimal"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.l1 !== undefined && func0.call(data, "l1")){
let data0 = data.l1;
if(typeof data0 === "string"){
if(!pattern5.test(data0)){
const err7 = {instancePath:instancePath+"/l1",schemaPath:"#/properties/l1/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)(/([2-9]|[1-9][0-9]+))?$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)(/([2-9]|[1-9][0-9]+))?$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/l1",schemaPath:"#/properties/l1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.linf !== undefined && func0.call(data, "linf")){
let data1 = data.linf;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err9 = {instancePath:instancePath+"/linf",schemaPath:"#/properties/linf/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)(/([2-9]|[1-9][0-9]+))?$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)(/([2-9]|[1-9][0-9]+))?$"+"\""};
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
const err10 = {instancePath:instancePath+"/linf",schemaPath:"#/properties/linf/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.l2_squared !== undefined && func0.call(data, "l2_squared")){
let data2 = data.l2_squared;
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
const err11 = {instancePath:instancePath+"/l2_squared",schemaPath:"#/properties/l2_squared/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)(/([2-9]|[1-9][0-9]+))?$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)(/([2-9]|[1-9][0-9]+))?$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/l2_squared",schemaPath:"#/properties/l2_squared/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.l2_exact !== undefined && func0.call(data, "l2_exact")){
if(typeof data.l2_exact !== "boolean"){
const err13 = {instancePath:instancePath+"/l2_exact",schemaPath:"#/properties/l2_exact/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.l2 !== undefined && func0.call(data, "l2")){
let data4 = data.l2;
const _errs11 = errors;
let valid1 = false;
let passing0 = null;
const _errs12 = errors;
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
const err14 = {instancePath:instancePath+"/l2",schemaPath:"#/properties/l2/oneOf/0/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)(/([2-9]|[1-9][0-9]+))?$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)(/([2-9]|[1-9][0-9]+))?$"+"\""};
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
const err15 = {instancePath:instancePath+"/l2",schemaPath:"#/properties/l2/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs14 = errors;
if(data4 !== null){
const err16 = {instancePath:instancePath+"/l2",schemaPath:"#/properties/l2/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs14 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err17 = {instancePath:instancePath+"/l2",schemaPath:"#/properties/l2/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(data.l2_decimal !== undefined && func0.call(data, "l2_decimal")){
let data5 = data.l2_decimal;
if(typeof data5 === "string"){
if(!pattern9.test(data5)){
const err18 = {instancePath:instancePath+"/l2_decimal",schemaPath:"#/properties/l2_decimal/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)(\\.[0-9]+)?$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)(\\.[0-9]+)?$"+"\""};
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
const err19 = {instancePath:instancePath+"/l2_decimal",schemaPath:"#/properties/l2_decimal/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

