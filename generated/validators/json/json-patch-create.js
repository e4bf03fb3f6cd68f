// generated from contracts/ — do not edit
// json-patch-create@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 16aaa8871e33698b4c4b7e59e59e9f93 body 685ab09ad80d43deca2e30bdc5a5c425
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["source","target"],"properties":{"source":{"description":"The original JSON document."},"target":{"description":"The wanted JSON document."},"array_mode":{"type":"string","enum":["index","lcs"],"default":"index"}}};
const func0 = Object.prototype.hasOwnProperty;

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
if((data.source === undefined) || (!(func0.call(data, "source")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.target === undefined) || (!(func0.call(data, "target")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "target"},message:"must have required property '"+"target"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "source") || (key0 === "target")) || (key0 === "array_mode"))){
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
if(data.array_mode !== undefined && func0.call(data, "array_mode")){
let data0 = data.array_mode;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/array_mode",schemaPath:"#/properties/array_mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((data0 === "index") || (data0 === "lcs"))){
const err4 = {instancePath:instancePath+"/array_mode",schemaPath:"#/properties/array_mode/enum",keyword:"enum",params:{allowedValues: schema31.properties.array_mode.enum},message:"must be equal to one of the allowed values"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["count","patch"],"properties":{"count":{"type":"integer","minimum":0,"maximum":200000},"patch":{"type":"array","maxItems":200000,"items":{"type":"object","additionalProperties":false,"required":["op","path"],"properties":{"op":{"type":"string","enum":["add","remove","replace"]},"path":{"type":"string","maxLength":300000},"value":{"description":"The value to add or replace with."}}}}}};
const func71 = __ajvRuntime0.default;

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
if((data.count === undefined) || (!(func0.call(data, "count")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.patch === undefined) || (!(func0.call(data, "patch")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "patch"},message:"must have required property '"+"patch"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "count") || (key0 === "patch"))){
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
if(data.count !== undefined && func0.call(data, "count")){
let data0 = data.count;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 200000 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200000},message:"must be <= 200000"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.patch !== undefined && func0.call(data, "patch")){
let data1 = data.patch;
if(Array.isArray(data1)){
if(data1.length > 200000){
const err6 = {instancePath:instancePath+"/patch",schemaPath:"#/properties/patch/maxItems",keyword:"maxItems",params:{limit: 200000},message:"must NOT have more than 200000 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if((data2.op === undefined) || (!(func0.call(data2, "op")))){
const err7 = {instancePath:instancePath+"/patch/" + i0,schemaPath:"#/properties/patch/items/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data2.path === undefined) || (!(func0.call(data2, "path")))){
const err8 = {instancePath:instancePath+"/patch/" + i0,schemaPath:"#/properties/patch/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 of Object.keys(data2)){
if(!(((key1 === "op") || (key1 === "path")) || (key1 === "value"))){
const err9 = {instancePath:instancePath+"/patch/" + i0,schemaPath:"#/properties/patch/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.op !== undefined && func0.call(data2, "op")){
let data3 = data2.op;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/patch/" + i0+"/op",schemaPath:"#/properties/patch/items/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((data3 === "add") || (data3 === "remove")) || (data3 === "replace"))){
const err11 = {instancePath:instancePath+"/patch/" + i0+"/op",schemaPath:"#/properties/patch/items/properties/op/enum",keyword:"enum",params:{allowedValues: schema32.properties.patch.items.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.path !== undefined && func0.call(data2, "path")){
let data4 = data2.path;
if(typeof data4 === "string"){
if(func71(data4) > 300000){
const err12 = {instancePath:instancePath+"/patch/" + i0+"/path",schemaPath:"#/properties/patch/items/properties/path/maxLength",keyword:"maxLength",params:{limit: 300000},message:"must NOT have more than 300000 characters"};
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
const err13 = {instancePath:instancePath+"/patch/" + i0+"/path",schemaPath:"#/properties/patch/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/patch/" + i0,schemaPath:"#/properties/patch/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err15 = {instancePath:instancePath+"/patch",schemaPath:"#/properties/patch/type",keyword:"type",params:{type: "array"},message:"must be array"};
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

