// generated from contracts/ — do not edit
// url-query-parse@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs ebb5d2a8dd32faeae395d0646a50260a body a6fe30e10eb1b0ab1727ec9d99943fdd
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["query"],"properties":{"query":{"type":"string","maxLength":1000000},"strip_question_mark":{"type":"boolean","default":true},"on_error":{"enum":["replace","strict"],"default":"replace"}}};
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
if((data.query === undefined) || (!(func0.call(data, "query")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "query") || (key0 === "strip_question_mark")) || (key0 === "on_error"))){
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
if(data.query !== undefined && func0.call(data, "query")){
let data0 = data.query;
if(typeof data0 === "string"){
if(func62(data0) > 1000000){
const err2 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/maxLength",keyword:"maxLength",params:{limit: 1000000},message:"must NOT have more than 1000000 characters"};
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
const err3 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.strip_question_mark !== undefined && func0.call(data, "strip_question_mark")){
if(typeof data.strip_question_mark !== "boolean"){
const err4 = {instancePath:instancePath+"/strip_question_mark",schemaPath:"#/properties/strip_question_mark/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.on_error !== undefined && func0.call(data, "on_error")){
let data2 = data.on_error;
if(!((data2 === "replace") || (data2 === "strict"))){
const err5 = {instancePath:instancePath+"/on_error",schemaPath:"#/properties/on_error/enum",keyword:"enum",params:{allowedValues: schema31.properties.on_error.enum},message:"must be equal to one of the allowed values"};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["pairs"],"properties":{"pairs":{"type":"array","maxItems":2048,"items":{"type":"object","additionalProperties":false,"required":["name","value","raw_name","raw_value"],"properties":{"name":{"type":"string"},"value":{"type":"string"},"raw_name":{"type":"string"},"raw_value":{"anyOf":[{"type":"string"},{"type":"null"}]}}}}}};

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
if((data.pairs === undefined) || (!(func0.call(data, "pairs")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pairs"},message:"must have required property '"+"pairs"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "pairs")){
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
if(data.pairs !== undefined && func0.call(data, "pairs")){
let data0 = data.pairs;
if(Array.isArray(data0)){
if(data0.length > 2048){
const err2 = {instancePath:instancePath+"/pairs",schemaPath:"#/properties/pairs/maxItems",keyword:"maxItems",params:{limit: 2048},message:"must NOT have more than 2048 items"};
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.name === undefined) || (!(func0.call(data1, "name")))){
const err3 = {instancePath:instancePath+"/pairs/" + i0,schemaPath:"#/properties/pairs/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data1.value === undefined) || (!(func0.call(data1, "value")))){
const err4 = {instancePath:instancePath+"/pairs/" + i0,schemaPath:"#/properties/pairs/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data1.raw_name === undefined) || (!(func0.call(data1, "raw_name")))){
const err5 = {instancePath:instancePath+"/pairs/" + i0,schemaPath:"#/properties/pairs/items/required",keyword:"required",params:{missingProperty: "raw_name"},message:"must have required property '"+"raw_name"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data1.raw_value === undefined) || (!(func0.call(data1, "raw_value")))){
const err6 = {instancePath:instancePath+"/pairs/" + i0,schemaPath:"#/properties/pairs/items/required",keyword:"required",params:{missingProperty: "raw_value"},message:"must have required property '"+"raw_value"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!((((key1 === "name") || (key1 === "value")) || (key1 === "raw_name")) || (key1 === "raw_value"))){
const err7 = {instancePath:instancePath+"/pairs/" + i0,schemaPath:"#/properties/pairs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.name !== undefined && func0.call(data1, "name")){
if(typeof data1.name !== "string"){
const err8 = {instancePath:instancePath+"/pairs/" + i0+"/name",schemaPath:"#/properties/pairs/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.value !== undefined && func0.call(data1, "value")){
if(typeof data1.value !== "string"){
const err9 = {instancePath:instancePath+"/pairs/" + i0+"/value",schemaPath:"#/properties/pairs/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.raw_name !== undefined && func0.call(data1, "raw_name")){
if(typeof data1.raw_name !== "string"){
const err10 = {instancePath:instancePath+"/pairs/" + i0+"/raw_name",schemaPath:"#/properties/pairs/items/properties/raw_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.raw_value !== undefined && func0.call(data1, "raw_value")){
let data5 = data1.raw_value;
const _errs14 = errors;
let valid4 = false;
const _errs15 = errors;
if(typeof data5 !== "string"){
const err11 = {instancePath:instancePath+"/pairs/" + i0+"/raw_value",schemaPath:"#/properties/pairs/items/properties/raw_value/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid4 = valid4 || _valid0;
const _errs17 = errors;
if(data5 !== null){
const err12 = {instancePath:instancePath+"/pairs/" + i0+"/raw_value",schemaPath:"#/properties/pairs/items/properties/raw_value/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err13 = {instancePath:instancePath+"/pairs/" + i0+"/raw_value",schemaPath:"#/properties/pairs/items/properties/raw_value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err14 = {instancePath:instancePath+"/pairs/" + i0,schemaPath:"#/properties/pairs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/pairs",schemaPath:"#/properties/pairs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

