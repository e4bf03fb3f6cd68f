// generated from contracts/ — do not edit
// json-patch-apply@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs f290f6626387a3a6094f5648a4444b8a body 13e4cc42ec93079e34cb6a4eaf3ba94a
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["document","patch"],"properties":{"document":{"description":"The JSON value to patch."},"patch":{"type":"array","maxItems":10000,"items":{"type":"object","description":"One RFC 6902 operation; members other than op, path, from and value are ignored (RFC 6902 section 4).","additionalProperties":{},"properties":{"op":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096},"from":{"type":"string","maxLength":4096},"value":{"description":"The operation's JSON value."}}}}}};
const func0 = Object.prototype.hasOwnProperty;
const func64 = __ajvRuntime0.default;

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
if(!((key0 === "document") || (key0 === "patch"))){
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
if(data.patch !== undefined && func0.call(data, "patch")){
let data0 = data.patch;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err3 = {instancePath:instancePath+"/patch",schemaPath:"#/properties/patch/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.op !== undefined && func0.call(data1, "op")){
let data2 = data1.op;
if(typeof data2 === "string"){
if(func64(data2) > 64){
const err4 = {instancePath:instancePath+"/patch/" + i0+"/op",schemaPath:"#/properties/patch/items/properties/op/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err5 = {instancePath:instancePath+"/patch/" + i0+"/op",schemaPath:"#/properties/patch/items/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.path !== undefined && func0.call(data1, "path")){
let data3 = data1.path;
if(typeof data3 === "string"){
if(func64(data3) > 4096){
const err6 = {instancePath:instancePath+"/patch/" + i0+"/path",schemaPath:"#/properties/patch/items/properties/path/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
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
const err7 = {instancePath:instancePath+"/patch/" + i0+"/path",schemaPath:"#/properties/patch/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.from !== undefined && func0.call(data1, "from")){
let data4 = data1.from;
if(typeof data4 === "string"){
if(func64(data4) > 4096){
const err8 = {instancePath:instancePath+"/patch/" + i0+"/from",schemaPath:"#/properties/patch/items/properties/from/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
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
const err9 = {instancePath:instancePath+"/patch/" + i0+"/from",schemaPath:"#/properties/patch/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/patch/" + i0,schemaPath:"#/properties/patch/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath:instancePath+"/patch",schemaPath:"#/properties/patch/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["result"],"properties":{"result":{"description":"The patched document."}}};

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
for(const key0 of Object.keys(data)){
if(!(key0 === "result")){
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

