// generated from contracts/ — do not edit
// ini-to-json@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 07187af8e856162bbafb8b5194462908 body 4e47afa4de8213ecd386ce009fa6dbbb
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","maxLength":262144,"description":"The INI text."},"dialect":{"type":"object","additionalProperties":false,"description":"The INI dialect; every member optional.","properties":{"comment_prefixes":{"type":"array","description":"Characters that start a full-line comment. Default [\";\", \"#\"].","maxItems":2,"uniqueItems":true,"items":{"type":"string","enum":[";","#"]}},"delimiter":{"type":"string","enum":["=",":"],"default":"=","description":"The character between key and value."},"duplicate_keys":{"type":"string","enum":["error","first","last"],"default":"error","description":"What a repeated key in one section does (reading only)."},"unquote":{"type":"boolean","default":true,"description":"Remove one pair of surrounding double quotes from values (reading only)."}}}}};
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
if((data.text === undefined) || (!(func0.call(data, "text")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "text") || (key0 === "dialect"))){
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
if(data.text !== undefined && func0.call(data, "text")){
let data0 = data.text;
if(typeof data0 === "string"){
if(func62(data0) > 262144){
const err2 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err3 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.dialect !== undefined && func0.call(data, "dialect")){
let data1 = data.dialect;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 of Object.keys(data1)){
if(!((((key1 === "comment_prefixes") || (key1 === "delimiter")) || (key1 === "duplicate_keys")) || (key1 === "unquote"))){
const err4 = {instancePath:instancePath+"/dialect",schemaPath:"#/properties/dialect/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.comment_prefixes !== undefined && func0.call(data1, "comment_prefixes")){
let data2 = data1.comment_prefixes;
if(Array.isArray(data2)){
if(data2.length > 2){
const err5 = {instancePath:instancePath+"/dialect/comment_prefixes",schemaPath:"#/properties/dialect/properties/comment_prefixes/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/dialect/comment_prefixes/" + i0,schemaPath:"#/properties/dialect/properties/comment_prefixes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((data3 === ";") || (data3 === "#"))){
const err7 = {instancePath:instancePath+"/dialect/comment_prefixes/" + i0,schemaPath:"#/properties/dialect/properties/comment_prefixes/items/enum",keyword:"enum",params:{allowedValues: schema31.properties.dialect.properties.comment_prefixes.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
let i1 = data2.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data2[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err8 = {instancePath:instancePath+"/dialect/comment_prefixes",schemaPath:"#/properties/dialect/properties/comment_prefixes/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err9 = {instancePath:instancePath+"/dialect/comment_prefixes",schemaPath:"#/properties/dialect/properties/comment_prefixes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.delimiter !== undefined && func0.call(data1, "delimiter")){
let data4 = data1.delimiter;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/dialect/delimiter",schemaPath:"#/properties/dialect/properties/delimiter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data4 === "=") || (data4 === ":"))){
const err11 = {instancePath:instancePath+"/dialect/delimiter",schemaPath:"#/properties/dialect/properties/delimiter/enum",keyword:"enum",params:{allowedValues: schema31.properties.dialect.properties.delimiter.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.duplicate_keys !== undefined && func0.call(data1, "duplicate_keys")){
let data5 = data1.duplicate_keys;
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/dialect/duplicate_keys",schemaPath:"#/properties/dialect/properties/duplicate_keys/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((data5 === "error") || (data5 === "first")) || (data5 === "last"))){
const err13 = {instancePath:instancePath+"/dialect/duplicate_keys",schemaPath:"#/properties/dialect/properties/duplicate_keys/enum",keyword:"enum",params:{allowedValues: schema31.properties.dialect.properties.duplicate_keys.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.unquote !== undefined && func0.call(data1, "unquote")){
if(typeof data1.unquote !== "boolean"){
const err14 = {instancePath:instancePath+"/dialect/unquote",schemaPath:"#/properties/dialect/properties/unquote/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err15 = {instancePath:instancePath+"/dialect",schemaPath:"#/properties/dialect/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"type":"object","description":"Section name -> (key -> value); names are user data.","additionalProperties":{"type":"object","additionalProperties":{"type":"string","maxLength":262144}}}}};

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
if((data.value === undefined) || (!(func0.call(data, "value")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "value")){
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
if(data.value !== undefined && func0.call(data, "value")){
let data0 = data.value;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 of Object.keys(data0)){
let data1 = data0[key1];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key2 of Object.keys(data1)){
let data2 = data1[key2];
if(typeof data2 === "string"){
if(func62(data2) > 262144){
const err2 = {instancePath:instancePath+"/value/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/value/additionalProperties/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err3 = {instancePath:instancePath+"/value/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/value/additionalProperties/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/value/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/value/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err5 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

