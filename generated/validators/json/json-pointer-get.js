// generated from contracts/ — do not edit
// json-pointer-get@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs cd288070f002e1a976debb233999e1aa body 2592d8a3b1b592d7b7f38433dc88013c
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["document","pointer"],"properties":{"document":{},"pointer":{"type":"string","maxLength":8192}}};
const func0 = Object.prototype.hasOwnProperty;
const func63 = __ajvRuntime0.default;

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
if((data.document === undefined) || (!(func0.call(data, "document")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "document"},message:"must have required property '"+"document"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.pointer === undefined) || (!(func0.call(data, "pointer")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pointer"},message:"must have required property '"+"pointer"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "document") || (key0 === "pointer"))){
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
if(data.pointer !== undefined && func0.call(data, "pointer")){
let data0 = data.pointer;
if(typeof data0 === "string"){
if(func63(data0) > 8192){
const err3 = {instancePath:instancePath+"/pointer",schemaPath:"#/properties/pointer/maxLength",keyword:"maxLength",params:{limit: 8192},message:"must NOT have more than 8192 characters"};
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
const err4 = {instancePath:instancePath+"/pointer",schemaPath:"#/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["found"],"properties":{"found":{"type":"boolean"},"value":{},"type":{"type":"string","enum":["null","boolean","number","string","array","object"]},"reason":{"type":"string","enum":["missing_member","index_out_of_range","invalid_array_index","end_of_array_marker","not_a_container"]},"resolved_pointer":{"type":"string","maxLength":8192},"failed_token":{"type":"string","maxLength":8192}}};

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
if((data.found === undefined) || (!(func0.call(data, "found")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "found"},message:"must have required property '"+"found"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "found") || (key0 === "value")) || (key0 === "type")) || (key0 === "reason")) || (key0 === "resolved_pointer")) || (key0 === "failed_token"))){
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
if(data.found !== undefined && func0.call(data, "found")){
if(typeof data.found !== "boolean"){
const err2 = {instancePath:instancePath+"/found",schemaPath:"#/properties/found/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.type !== undefined && func0.call(data, "type")){
let data1 = data.type;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((((((data1 === "null") || (data1 === "boolean")) || (data1 === "number")) || (data1 === "string")) || (data1 === "array")) || (data1 === "object"))){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema32.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.reason !== undefined && func0.call(data, "reason")){
let data2 = data.reason;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((((data2 === "missing_member") || (data2 === "index_out_of_range")) || (data2 === "invalid_array_index")) || (data2 === "end_of_array_marker")) || (data2 === "not_a_container"))){
const err6 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema32.properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.resolved_pointer !== undefined && func0.call(data, "resolved_pointer")){
let data3 = data.resolved_pointer;
if(typeof data3 === "string"){
if(func63(data3) > 8192){
const err7 = {instancePath:instancePath+"/resolved_pointer",schemaPath:"#/properties/resolved_pointer/maxLength",keyword:"maxLength",params:{limit: 8192},message:"must NOT have more than 8192 characters"};
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
const err8 = {instancePath:instancePath+"/resolved_pointer",schemaPath:"#/properties/resolved_pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.failed_token !== undefined && func0.call(data, "failed_token")){
let data4 = data.failed_token;
if(typeof data4 === "string"){
if(func63(data4) > 8192){
const err9 = {instancePath:instancePath+"/failed_token",schemaPath:"#/properties/failed_token/maxLength",keyword:"maxLength",params:{limit: 8192},message:"must NOT have more than 8192 characters"};
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
const err10 = {instancePath:instancePath+"/failed_token",schemaPath:"#/properties/failed_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

