// generated from contracts/ — do not edit
// json-array-group@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 0d6186845ca8d64adf65a367f5e7be74 body 00234ea748bf149bb95c210f7ba24127
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["array","key"],"properties":{"array":{"type":"array","maxItems":10000},"key":{"type":"string","maxLength":1024,"pattern":"^(/([^~/]|~[01])*)*$"},"include_items":{"type":"boolean","default":true}}};
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
if((data.key === undefined) || (!(func0.call(data, "key")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "array") || (key0 === "key")) || (key0 === "include_items"))){
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
if(data.array !== undefined && func0.call(data, "array")){
let data0 = data.array;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err3 = {instancePath:instancePath+"/array",schemaPath:"#/properties/array/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
const err4 = {instancePath:instancePath+"/array",schemaPath:"#/properties/array/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.key !== undefined && func0.call(data, "key")){
let data1 = data.key;
if(typeof data1 === "string"){
if(func64(data1) > 1024){
const err5 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data1)){
const err6 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/pattern",keyword:"pattern",params:{pattern: "^(/([^~/]|~[01])*)*$"},message:"must match pattern \""+"^(/([^~/]|~[01])*)*$"+"\""};
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
const err7 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.include_items !== undefined && func0.call(data, "include_items")){
if(typeof data.include_items !== "boolean"){
const err8 = {instancePath:instancePath+"/include_items",schemaPath:"#/properties/include_items/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["groups"],"properties":{"groups":{"type":"array","maxItems":10000,"items":{"type":"object","additionalProperties":false,"required":["key_present","count","indices"],"properties":{"key_present":{"type":"boolean"},"key":{},"count":{"type":"integer","minimum":1,"maximum":10000},"indices":{"type":"array","minItems":1,"maxItems":10000,"items":{"type":"integer","minimum":0,"maximum":9999}},"items":{"type":"array","minItems":1,"maxItems":10000}}}}}};

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
if((data.groups === undefined) || (!(func0.call(data, "groups")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groups"},message:"must have required property '"+"groups"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "groups")){
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
if(data.groups !== undefined && func0.call(data, "groups")){
let data0 = data.groups;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err2 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
if((data1.key_present === undefined) || (!(func0.call(data1, "key_present")))){
const err3 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/required",keyword:"required",params:{missingProperty: "key_present"},message:"must have required property '"+"key_present"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data1.count === undefined) || (!(func0.call(data1, "count")))){
const err4 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data1.indices === undefined) || (!(func0.call(data1, "indices")))){
const err5 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/required",keyword:"required",params:{missingProperty: "indices"},message:"must have required property '"+"indices"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(((((key1 === "key_present") || (key1 === "key")) || (key1 === "count")) || (key1 === "indices")) || (key1 === "items"))){
const err6 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.key_present !== undefined && func0.call(data1, "key_present")){
if(typeof data1.key_present !== "boolean"){
const err7 = {instancePath:instancePath+"/groups/" + i0+"/key_present",schemaPath:"#/properties/groups/items/properties/key_present/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.count !== undefined && func0.call(data1, "count")){
let data3 = data1.count;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err8 = {instancePath:instancePath+"/groups/" + i0+"/count",schemaPath:"#/properties/groups/items/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 10000 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/groups/" + i0+"/count",schemaPath:"#/properties/groups/items/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/groups/" + i0+"/count",schemaPath:"#/properties/groups/items/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data1.indices !== undefined && func0.call(data1, "indices")){
let data4 = data1.indices;
if(Array.isArray(data4)){
if(data4.length > 10000){
const err11 = {instancePath:instancePath+"/groups/" + i0+"/indices",schemaPath:"#/properties/groups/items/properties/indices/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4.length < 1){
const err12 = {instancePath:instancePath+"/groups/" + i0+"/indices",schemaPath:"#/properties/groups/items/properties/indices/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err13 = {instancePath:instancePath+"/groups/" + i0+"/indices/" + i1,schemaPath:"#/properties/groups/items/properties/indices/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9999 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/groups/" + i0+"/indices/" + i1,schemaPath:"#/properties/groups/items/properties/indices/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/groups/" + i0+"/indices/" + i1,schemaPath:"#/properties/groups/items/properties/indices/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err16 = {instancePath:instancePath+"/groups/" + i0+"/indices",schemaPath:"#/properties/groups/items/properties/indices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.items !== undefined && func0.call(data1, "items")){
let data6 = data1.items;
if(Array.isArray(data6)){
if(data6.length > 10000){
const err17 = {instancePath:instancePath+"/groups/" + i0+"/items",schemaPath:"#/properties/groups/items/properties/items/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.length < 1){
const err18 = {instancePath:instancePath+"/groups/" + i0+"/items",schemaPath:"#/properties/groups/items/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
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
const err19 = {instancePath:instancePath+"/groups/" + i0+"/items",schemaPath:"#/properties/groups/items/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err20 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err21 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

