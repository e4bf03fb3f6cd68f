// generated from contracts/ — do not edit
// text-graphemes-split@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs c74a77b255feef6e19677047d6fbf3ad body 626ebaf9d6ceaa7fb87f7260ff5209be
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","maxLength":262144,"description":"the text to split"},"offset":{"type":"integer","minimum":0,"maximum":262144,"default":0,"description":"index of the first cluster to list"},"limit":{"type":"integer","minimum":1,"maximum":1000,"default":1000,"description":"how many clusters to list at most"}}};
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
if(!(((key0 === "text") || (key0 === "offset")) || (key0 === "limit"))){
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
if(data.offset !== undefined && func0.call(data, "offset")){
let data1 = data.offset;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 262144 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.limit !== undefined && func0.call(data, "limit")){
let data2 = data.limit;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["count","clusters","next_offset"],"properties":{"count":{"type":"integer","minimum":0,"maximum":262144},"clusters":{"type":"array","maxItems":1000,"items":{"type":"object","additionalProperties":false,"required":["text","code_point_offset","code_point_length","byte_offset","byte_length","utf16_offset","utf16_length"],"properties":{"text":{"type":"string","maxLength":120000},"code_point_offset":{"type":"integer","minimum":0,"maximum":262144},"code_point_length":{"type":"integer","minimum":1,"maximum":262144},"byte_offset":{"type":"integer","minimum":0,"maximum":1048576},"byte_length":{"type":"integer","minimum":1,"maximum":1048576},"utf16_offset":{"type":"integer","minimum":0,"maximum":524288},"utf16_length":{"type":"integer","minimum":1,"maximum":524288}}}},"next_offset":{"anyOf":[{"type":"integer","minimum":1,"maximum":262144},{"type":"null"}]}}};

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
if((data.clusters === undefined) || (!(func0.call(data, "clusters")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "clusters"},message:"must have required property '"+"clusters"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.next_offset === undefined) || (!(func0.call(data, "next_offset")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "next_offset"},message:"must have required property '"+"next_offset"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "count") || (key0 === "clusters")) || (key0 === "next_offset"))){
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
if(data.count !== undefined && func0.call(data, "count")){
let data0 = data.count;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 262144 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.clusters !== undefined && func0.call(data, "clusters")){
let data1 = data.clusters;
if(Array.isArray(data1)){
if(data1.length > 1000){
const err7 = {instancePath:instancePath+"/clusters",schemaPath:"#/properties/clusters/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
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
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if((data2.text === undefined) || (!(func0.call(data2, "text")))){
const err8 = {instancePath:instancePath+"/clusters/" + i0,schemaPath:"#/properties/clusters/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data2.code_point_offset === undefined) || (!(func0.call(data2, "code_point_offset")))){
const err9 = {instancePath:instancePath+"/clusters/" + i0,schemaPath:"#/properties/clusters/items/required",keyword:"required",params:{missingProperty: "code_point_offset"},message:"must have required property '"+"code_point_offset"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data2.code_point_length === undefined) || (!(func0.call(data2, "code_point_length")))){
const err10 = {instancePath:instancePath+"/clusters/" + i0,schemaPath:"#/properties/clusters/items/required",keyword:"required",params:{missingProperty: "code_point_length"},message:"must have required property '"+"code_point_length"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data2.byte_offset === undefined) || (!(func0.call(data2, "byte_offset")))){
const err11 = {instancePath:instancePath+"/clusters/" + i0,schemaPath:"#/properties/clusters/items/required",keyword:"required",params:{missingProperty: "byte_offset"},message:"must have required property '"+"byte_offset"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data2.byte_length === undefined) || (!(func0.call(data2, "byte_length")))){
const err12 = {instancePath:instancePath+"/clusters/" + i0,schemaPath:"#/properties/clusters/items/required",keyword:"required",params:{missingProperty: "byte_length"},message:"must have required property '"+"byte_length"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((data2.utf16_offset === undefined) || (!(func0.call(data2, "utf16_offset")))){
const err13 = {instancePath:instancePath+"/clusters/" + i0,schemaPath:"#/properties/clusters/items/required",keyword:"required",params:{missingProperty: "utf16_offset"},message:"must have required property '"+"utf16_offset"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((data2.utf16_length === undefined) || (!(func0.call(data2, "utf16_length")))){
const err14 = {instancePath:instancePath+"/clusters/" + i0,schemaPath:"#/properties/clusters/items/required",keyword:"required",params:{missingProperty: "utf16_length"},message:"must have required property '"+"utf16_length"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 of Object.keys(data2)){
if(!(((((((key1 === "text") || (key1 === "code_point_offset")) || (key1 === "code_point_length")) || (key1 === "byte_offset")) || (key1 === "byte_length")) || (key1 === "utf16_offset")) || (key1 === "utf16_length"))){
const err15 = {instancePath:instancePath+"/clusters/" + i0,schemaPath:"#/properties/clusters/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.text !== undefined && func0.call(data2, "text")){
let data3 = data2.text;
if(typeof data3 === "string"){
if(func62(data3) > 120000){
const err16 = {instancePath:instancePath+"/clusters/" + i0+"/text",schemaPath:"#/properties/clusters/items/properties/text/maxLength",keyword:"maxLength",params:{limit: 120000},message:"must NOT have more than 120000 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/clusters/" + i0+"/text",schemaPath:"#/properties/clusters/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.code_point_offset !== undefined && func0.call(data2, "code_point_offset")){
let data4 = data2.code_point_offset;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err18 = {instancePath:instancePath+"/clusters/" + i0+"/code_point_offset",schemaPath:"#/properties/clusters/items/properties/code_point_offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 262144 || isNaN(data4)){
const err19 = {instancePath:instancePath+"/clusters/" + i0+"/code_point_offset",schemaPath:"#/properties/clusters/items/properties/code_point_offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err20 = {instancePath:instancePath+"/clusters/" + i0+"/code_point_offset",schemaPath:"#/properties/clusters/items/properties/code_point_offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.code_point_length !== undefined && func0.call(data2, "code_point_length")){
let data5 = data2.code_point_length;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err21 = {instancePath:instancePath+"/clusters/" + i0+"/code_point_length",schemaPath:"#/properties/clusters/items/properties/code_point_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 262144 || isNaN(data5)){
const err22 = {instancePath:instancePath+"/clusters/" + i0+"/code_point_length",schemaPath:"#/properties/clusters/items/properties/code_point_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err23 = {instancePath:instancePath+"/clusters/" + i0+"/code_point_length",schemaPath:"#/properties/clusters/items/properties/code_point_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data2.byte_offset !== undefined && func0.call(data2, "byte_offset")){
let data6 = data2.byte_offset;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err24 = {instancePath:instancePath+"/clusters/" + i0+"/byte_offset",schemaPath:"#/properties/clusters/items/properties/byte_offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 1048576 || isNaN(data6)){
const err25 = {instancePath:instancePath+"/clusters/" + i0+"/byte_offset",schemaPath:"#/properties/clusters/items/properties/byte_offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1048576},message:"must be <= 1048576"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err26 = {instancePath:instancePath+"/clusters/" + i0+"/byte_offset",schemaPath:"#/properties/clusters/items/properties/byte_offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data2.byte_length !== undefined && func0.call(data2, "byte_length")){
let data7 = data2.byte_length;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err27 = {instancePath:instancePath+"/clusters/" + i0+"/byte_length",schemaPath:"#/properties/clusters/items/properties/byte_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 1048576 || isNaN(data7)){
const err28 = {instancePath:instancePath+"/clusters/" + i0+"/byte_length",schemaPath:"#/properties/clusters/items/properties/byte_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1048576},message:"must be <= 1048576"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err29 = {instancePath:instancePath+"/clusters/" + i0+"/byte_length",schemaPath:"#/properties/clusters/items/properties/byte_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data2.utf16_offset !== undefined && func0.call(data2, "utf16_offset")){
let data8 = data2.utf16_offset;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err30 = {instancePath:instancePath+"/clusters/" + i0+"/utf16_offset",schemaPath:"#/properties/clusters/items/properties/utf16_offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 524288 || isNaN(data8)){
const err31 = {instancePath:instancePath+"/clusters/" + i0+"/utf16_offset",schemaPath:"#/properties/clusters/items/properties/utf16_offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 524288},message:"must be <= 524288"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err32 = {instancePath:instancePath+"/clusters/" + i0+"/utf16_offset",schemaPath:"#/properties/clusters/items/properties/utf16_offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data2.utf16_length !== undefined && func0.call(data2, "utf16_length")){
let data9 = data2.utf16_length;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err33 = {instancePath:instancePath+"/clusters/" + i0+"/utf16_length",schemaPath:"#/properties/clusters/items/properties/utf16_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 524288 || isNaN(data9)){
const err34 = {instancePath:instancePath+"/clusters/" + i0+"/utf16_length",schemaPath:"#/properties/clusters/items/properties/utf16_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 524288},message:"must be <= 524288"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err35 = {instancePath:instancePath+"/clusters/" + i0+"/utf16_length",schemaPath:"#/properties/clusters/items/properties/utf16_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
}
else {
const err36 = {instancePath:instancePath+"/clusters/" + i0,schemaPath:"#/properties/clusters/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/clusters",schemaPath:"#/properties/clusters/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.next_offset !== undefined && func0.call(data, "next_offset")){
let data10 = data.next_offset;
const _errs24 = errors;
let valid4 = false;
const _errs25 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err38 = {instancePath:instancePath+"/next_offset",schemaPath:"#/properties/next_offset/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 262144 || isNaN(data10)){
const err39 = {instancePath:instancePath+"/next_offset",schemaPath:"#/properties/next_offset/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data10 < 1 || isNaN(data10)){
const err40 = {instancePath:instancePath+"/next_offset",schemaPath:"#/properties/next_offset/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
var _valid0 = _errs25 === errors;
valid4 = valid4 || _valid0;
const _errs27 = errors;
if(data10 !== null){
const err41 = {instancePath:instancePath+"/next_offset",schemaPath:"#/properties/next_offset/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err42 = {instancePath:instancePath+"/next_offset",schemaPath:"#/properties/next_offset/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

