// generated from contracts/ — do not edit
// json-array-index-by@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 254b6447848b4ceb0479f1d05a759764 body 5d43fe75fdcbdbdbb5475f5bfa1e8815
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["array","key"],"properties":{"array":{"type":"array","maxItems":10000},"key":{"type":"string","maxLength":1024,"pattern":"^(/([^~/]|~[01])*)*$"},"coerce":{"type":"boolean","default":false},"duplicates":{"type":"string","enum":["error","first","last"],"default":"error"},"missing":{"type":"string","enum":["error","skip"],"default":"error"}}};
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
if(!(((((key0 === "array") || (key0 === "key")) || (key0 === "coerce")) || (key0 === "duplicates")) || (key0 === "missing"))){
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
if(data.coerce !== undefined && func0.call(data, "coerce")){
if(typeof data.coerce !== "boolean"){
const err8 = {instancePath:instancePath+"/coerce",schemaPath:"#/properties/coerce/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.duplicates !== undefined && func0.call(data, "duplicates")){
let data3 = data.duplicates;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/duplicates",schemaPath:"#/properties/duplicates/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((data3 === "error") || (data3 === "first")) || (data3 === "last"))){
const err10 = {instancePath:instancePath+"/duplicates",schemaPath:"#/properties/duplicates/enum",keyword:"enum",params:{allowedValues: schema31.properties.duplicates.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.missing !== undefined && func0.call(data, "missing")){
let data4 = data.missing;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/missing",schemaPath:"#/properties/missing/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((data4 === "error") || (data4 === "skip"))){
const err12 = {instancePath:instancePath+"/missing",schemaPath:"#/properties/missing/enum",keyword:"enum",params:{allowedValues: schema31.properties.missing.enum},message:"must be equal to one of the allowed values"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["index","keys","indices","skipped"],"properties":{"index":{"type":"object","description":"Member names are the keys (user data); values the items.","maxProperties":10000,"additionalProperties":{}},"keys":{"type":"array","maxItems":10000,"items":{"type":"string","maxLength":262144}},"indices":{"type":"array","maxItems":10000,"items":{"type":"integer","minimum":0,"maximum":9999}},"skipped":{"type":"array","maxItems":10000,"items":{"type":"integer","minimum":0,"maximum":9999}}}};

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
if((data.index === undefined) || (!(func0.call(data, "index")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.keys === undefined) || (!(func0.call(data, "keys")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "keys"},message:"must have required property '"+"keys"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.indices === undefined) || (!(func0.call(data, "indices")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "indices"},message:"must have required property '"+"indices"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.skipped === undefined) || (!(func0.call(data, "skipped")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "skipped"},message:"must have required property '"+"skipped"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "index") || (key0 === "keys")) || (key0 === "indices")) || (key0 === "skipped"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.index !== undefined && func0.call(data, "index")){
let data0 = data.index;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length > 10000){
const err5 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/maxProperties",keyword:"maxProperties",params:{limit: 10000},message:"must NOT have more than 10000 properties"};
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
const err6 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.keys !== undefined && func0.call(data, "keys")){
let data1 = data.keys;
if(Array.isArray(data1)){
if(data1.length > 10000){
const err7 = {instancePath:instancePath+"/keys",schemaPath:"#/properties/keys/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(func64(data2) > 262144){
const err8 = {instancePath:instancePath+"/keys/" + i0,schemaPath:"#/properties/keys/items/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err9 = {instancePath:instancePath+"/keys/" + i0,schemaPath:"#/properties/keys/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/keys",schemaPath:"#/properties/keys/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.indices !== undefined && func0.call(data, "indices")){
let data3 = data.indices;
if(Array.isArray(data3)){
if(data3.length > 10000){
const err11 = {instancePath:instancePath+"/indices",schemaPath:"#/properties/indices/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err12 = {instancePath:instancePath+"/indices/" + i1,schemaPath:"#/properties/indices/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 9999 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/indices/" + i1,schemaPath:"#/properties/indices/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/indices/" + i1,schemaPath:"#/properties/indices/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err15 = {instancePath:instancePath+"/indices",schemaPath:"#/properties/indices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.skipped !== undefined && func0.call(data, "skipped")){
let data5 = data.skipped;
if(Array.isArray(data5)){
if(data5.length > 10000){
const err16 = {instancePath:instancePath+"/skipped",schemaPath:"#/properties/skipped/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len2 = data5.length;
for(let i2=0; i2<len2; i2++){
let data6 = data5[i2];
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err17 = {instancePath:instancePath+"/skipped/" + i2,schemaPath:"#/properties/skipped/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 9999 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/skipped/" + i2,schemaPath:"#/properties/skipped/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/skipped/" + i2,schemaPath:"#/properties/skipped/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err20 = {instancePath:instancePath+"/skipped",schemaPath:"#/properties/skipped/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

