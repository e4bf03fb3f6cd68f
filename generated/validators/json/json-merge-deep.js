// generated from contracts/ — do not edit
// json-merge-deep@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 23a36599a07260d1312482e9a5ada1c8 body 056c4199d5dc0d150eb4077b6817f642
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["documents"],"properties":{"documents":{"type":"array","minItems":1,"maxItems":100},"arrays":{"type":"string","enum":["replace","concat","merge_by_index","merge_by_key"],"default":"replace"},"array_key":{"type":"string","maxLength":1024,"pattern":"^(/([^~/]|~[01])*)*$"}}};
const func0 = Object.prototype.hasOwnProperty;
const func64 = __ajvRuntime0.default;
const pattern4 = new RegExp("^(/([^~/]|~[01])*)*$", "u");

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
if((data.documents === undefined) || (!(func0.call(data, "documents")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "documents"},message:"must have required property '"+"documents"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "documents") || (key0 === "arrays")) || (key0 === "array_key"))){
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
if(data.documents !== undefined && func0.call(data, "documents")){
let data0 = data.documents;
if(Array.isArray(data0)){
if(data0.length > 100){
const err2 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
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
const err4 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.arrays !== undefined && func0.call(data, "arrays")){
let data1 = data.arrays;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/arrays",schemaPath:"#/properties/arrays/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((((data1 === "replace") || (data1 === "concat")) || (data1 === "merge_by_index")) || (data1 === "merge_by_key"))){
const err6 = {instancePath:instancePath+"/arrays",schemaPath:"#/properties/arrays/enum",keyword:"enum",params:{allowedValues: schema31.properties.arrays.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.array_key !== undefined && func0.call(data, "array_key")){
let data2 = data.array_key;
if(typeof data2 === "string"){
if(func64(data2) > 1024){
const err7 = {instancePath:instancePath+"/array_key",schemaPath:"#/properties/array_key/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern4.test(data2)){
const err8 = {instancePath:instancePath+"/array_key",schemaPath:"#/properties/array_key/pattern",keyword:"pattern",params:{pattern: "^(/([^~/]|~[01])*)*$"},message:"must match pattern \""+"^(/([^~/]|~[01])*)*$"+"\""};
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
const err9 = {instancePath:instancePath+"/array_key",schemaPath:"#/properties/array_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["merged"],"properties":{"merged":{}}};

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
if((data.merged === undefined) || (!(func0.call(data, "merged")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "merged"},message:"must have required property '"+"merged"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "merged")){
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
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

