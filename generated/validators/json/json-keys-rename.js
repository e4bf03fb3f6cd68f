// generated from contracts/ — do not edit
// json-keys-rename@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 2d56151ba5941dc0645244c70575c081 body c3acac5b8bf9e599bee69c31c58c18f3
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["document","renames"],"properties":{"document":{"description":"The JSON document."},"renames":{"type":"object","description":"Old name -> new name; the keys are member names (user data).","maxProperties":1000,"propertyNames":{"maxLength":1024},"additionalProperties":{"type":"string","maxLength":1024}},"scope":{"type":"string","enum":["recursive","top_level"],"default":"recursive"}}};
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
if((data.renames === undefined) || (!(func0.call(data, "renames")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "renames"},message:"must have required property '"+"renames"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "document") || (key0 === "renames")) || (key0 === "scope"))){
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
if(data.renames !== undefined && func0.call(data, "renames")){
let data0 = data.renames;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length > 1000){
const err3 = {instancePath:instancePath+"/renames",schemaPath:"#/properties/renames/maxProperties",keyword:"maxProperties",params:{limit: 1000},message:"must NOT have more than 1000 properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 of Object.keys(data0)){
const _errs4 = errors;
if(typeof key1 === "string"){
if(func63(key1) > 1024){
const err4 = {instancePath:instancePath+"/renames",schemaPath:"#/properties/renames/propertyNames/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var valid1 = _errs4 === errors;
if(!valid1){
const err5 = {instancePath:instancePath+"/renames",schemaPath:"#/properties/renames/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
for(const key2 of Object.keys(data0)){
let data1 = data0[key2];
if(typeof data1 === "string"){
if(func63(data1) > 1024){
const err6 = {instancePath:instancePath+"/renames/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/renames/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
const err7 = {instancePath:instancePath+"/renames/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/renames/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/renames",schemaPath:"#/properties/renames/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.scope !== undefined && func0.call(data, "scope")){
let data2 = data.scope;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data2 === "recursive") || (data2 === "top_level"))){
const err10 = {instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/enum",keyword:"enum",params:{allowedValues: schema31.properties.scope.enum},message:"must be equal to one of the allowed values"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["result","renamed_count"],"properties":{"result":{"description":"The document with renamed members."},"renamed_count":{"type":"integer","minimum":0,"maximum":100000}}};

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
if((data.result === undefined) || (!(func0.call(data, "result")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.renamed_count === undefined) || (!(func0.call(data, "renamed_count")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "renamed_count"},message:"must have required property '"+"renamed_count"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "result") || (key0 === "renamed_count"))){
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
if(data.renamed_count !== undefined && func0.call(data, "renamed_count")){
let data0 = data.renamed_count;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/renamed_count",schemaPath:"#/properties/renamed_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 100000 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/renamed_count",schemaPath:"#/properties/renamed_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/renamed_count",schemaPath:"#/properties/renamed_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

