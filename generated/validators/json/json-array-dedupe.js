// generated from contracts/ — do not edit
// json-array-dedupe@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 2512974b86e73cd9e30294168422e7ed body 6c9e8a923319498259bef2c374cab581
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["array"],"properties":{"array":{"type":"array","maxItems":10000},"keys":{"type":"array","minItems":1,"maxItems":16,"items":{"type":"string","maxLength":1024,"pattern":"^(/([^~/]|~[01])*)*$"}}}};
const func0 = Object.prototype.hasOwnProperty;
const func63 = __ajvRuntime0.default;
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
if((data.array === undefined) || (!(func0.call(data, "array")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "array"},message:"must have required property '"+"array"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "array") || (key0 === "keys"))){
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
if(data.array !== undefined && func0.call(data, "array")){
let data0 = data.array;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err2 = {instancePath:instancePath+"/array",schemaPath:"#/properties/array/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
const err3 = {instancePath:instancePath+"/array",schemaPath:"#/properties/array/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.keys !== undefined && func0.call(data, "keys")){
let data1 = data.keys;
if(Array.isArray(data1)){
if(data1.length > 16){
const err4 = {instancePath:instancePath+"/keys",schemaPath:"#/properties/keys/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.length < 1){
const err5 = {instancePath:instancePath+"/keys",schemaPath:"#/properties/keys/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(func63(data2) > 1024){
const err6 = {instancePath:instancePath+"/keys/" + i0,schemaPath:"#/properties/keys/items/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data2)){
const err7 = {instancePath:instancePath+"/keys/" + i0,schemaPath:"#/properties/keys/items/pattern",keyword:"pattern",params:{pattern: "^(/([^~/]|~[01])*)*$"},message:"must match pattern \""+"^(/([^~/]|~[01])*)*$"+"\""};
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
const err8 = {instancePath:instancePath+"/keys/" + i0,schemaPath:"#/properties/keys/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/keys",schemaPath:"#/properties/keys/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["unique","kept_indices","removed"],"properties":{"unique":{"type":"array","maxItems":10000},"kept_indices":{"type":"array","maxItems":10000,"items":{"type":"integer","minimum":0,"maximum":9999}},"removed":{"type":"array","maxItems":10000,"items":{"type":"object","additionalProperties":false,"required":["index","first_index"],"properties":{"index":{"type":"integer","minimum":1,"maximum":9999},"first_index":{"type":"integer","minimum":0,"maximum":9998}}}}}};

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
if((data.unique === undefined) || (!(func0.call(data, "unique")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unique"},message:"must have required property '"+"unique"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.kept_indices === undefined) || (!(func0.call(data, "kept_indices")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kept_indices"},message:"must have required property '"+"kept_indices"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.removed === undefined) || (!(func0.call(data, "removed")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "removed"},message:"must have required property '"+"removed"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "unique") || (key0 === "kept_indices")) || (key0 === "removed"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.unique !== undefined && func0.call(data, "unique")){
let data0 = data.unique;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err4 = {instancePath:instancePath+"/unique",schemaPath:"#/properties/unique/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
const err5 = {instancePath:instancePath+"/unique",schemaPath:"#/properties/unique/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.kept_indices !== undefined && func0.call(data, "kept_indices")){
let data1 = data.kept_indices;
if(Array.isArray(data1)){
if(data1.length > 10000){
const err6 = {instancePath:instancePath+"/kept_indices",schemaPath:"#/properties/kept_indices/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/kept_indices/" + i0,schemaPath:"#/properties/kept_indices/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9999 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/kept_indices/" + i0,schemaPath:"#/properties/kept_indices/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/kept_indices/" + i0,schemaPath:"#/properties/kept_indices/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err10 = {instancePath:instancePath+"/kept_indices",schemaPath:"#/properties/kept_indices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.removed !== undefined && func0.call(data, "removed")){
let data3 = data.removed;
if(Array.isArray(data3)){
if(data3.length > 10000){
const err11 = {instancePath:instancePath+"/removed",schemaPath:"#/properties/removed/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if((data4.index === undefined) || (!(func0.call(data4, "index")))){
const err12 = {instancePath:instancePath+"/removed/" + i1,schemaPath:"#/properties/removed/items/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((data4.first_index === undefined) || (!(func0.call(data4, "first_index")))){
const err13 = {instancePath:instancePath+"/removed/" + i1,schemaPath:"#/properties/removed/items/required",keyword:"required",params:{missingProperty: "first_index"},message:"must have required property '"+"first_index"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 of Object.keys(data4)){
if(!((key1 === "index") || (key1 === "first_index"))){
const err14 = {instancePath:instancePath+"/removed/" + i1,schemaPath:"#/properties/removed/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data4.index !== undefined && func0.call(data4, "index")){
let data5 = data4.index;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err15 = {instancePath:instancePath+"/removed/" + i1+"/index",schemaPath:"#/properties/removed/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9999 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/removed/" + i1+"/index",schemaPath:"#/properties/removed/items/properties/index/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/removed/" + i1+"/index",schemaPath:"#/properties/removed/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data4.first_index !== undefined && func0.call(data4, "first_index")){
let data6 = data4.first_index;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err18 = {instancePath:instancePath+"/removed/" + i1+"/first_index",schemaPath:"#/properties/removed/items/properties/first_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 9998 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/removed/" + i1+"/first_index",schemaPath:"#/properties/removed/items/properties/first_index/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9998},message:"must be <= 9998"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/removed/" + i1+"/first_index",schemaPath:"#/properties/removed/items/properties/first_index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
}
else {
const err21 = {instancePath:instancePath+"/removed/" + i1,schemaPath:"#/properties/removed/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/removed",schemaPath:"#/properties/removed/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

