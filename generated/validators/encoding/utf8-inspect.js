// generated from contracts/ — do not edit
// utf8-inspect@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs cc673cc5ddb26427cc7020d5dda336c4 body f00c37f551cdc4b30137b39d12735431
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["input"],"properties":{"input":{"type":"string","maxLength":262144,"description":"The bytes to inspect, as hex or Base64."},"input_encoding":{"type":"string","enum":["hex","base64"],"default":"hex"},"max_code_points":{"type":"integer","minimum":0,"maximum":10000,"default":1000}}};
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
if((data.input === undefined) || (!(func0.call(data, "input")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "input") || (key0 === "input_encoding")) || (key0 === "max_code_points"))){
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
if(data.input !== undefined && func0.call(data, "input")){
let data0 = data.input;
if(typeof data0 === "string"){
if(func62(data0) > 262144){
const err2 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err3 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.input_encoding !== undefined && func0.call(data, "input_encoding")){
let data1 = data.input_encoding;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/input_encoding",schemaPath:"#/properties/input_encoding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data1 === "hex") || (data1 === "base64"))){
const err5 = {instancePath:instancePath+"/input_encoding",schemaPath:"#/properties/input_encoding/enum",keyword:"enum",params:{allowedValues: schema31.properties.input_encoding.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.max_code_points !== undefined && func0.call(data, "max_code_points")){
let data2 = data.max_code_points;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/max_code_points",schemaPath:"#/properties/max_code_points/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 10000 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/max_code_points",schemaPath:"#/properties/max_code_points/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/max_code_points",schemaPath:"#/properties/max_code_points/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["valid","byte_length","code_point_count","code_points","truncated","first_invalid_offset","reason","has_bom","text"],"properties":{"valid":{"type":"boolean"},"byte_length":{"type":"integer","minimum":0,"maximum":196608},"code_point_count":{"type":"integer","minimum":0,"maximum":196608},"code_points":{"type":"array","maxItems":10000,"items":{"type":"object","additionalProperties":false,"required":["offset","length","value","code_point"],"properties":{"offset":{"type":"integer","minimum":0,"maximum":196607},"length":{"type":"integer","minimum":1,"maximum":4},"value":{"type":"integer","minimum":0,"maximum":1114111},"code_point":{"type":"string","pattern":"^U\\+[0-9A-F]{4,6}$"}}}},"truncated":{"type":"boolean"},"first_invalid_offset":{"type":["integer","null"],"minimum":0,"maximum":196607},"reason":{"type":["string","null"],"enum":["unexpected_continuation_byte","overlong_encoding","surrogate","above_max_code_point","invalid_lead_byte","missing_continuation_byte","truncated_sequence",null]},"has_bom":{"type":"boolean"},"text":{"type":["string","null"],"maxLength":196608}}};
const pattern4 = new RegExp("^U\\+[0-9A-F]{4,6}$", "u");

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
if((data.valid === undefined) || (!(func0.call(data, "valid")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "valid"},message:"must have required property '"+"valid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.byte_length === undefined) || (!(func0.call(data, "byte_length")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "byte_length"},message:"must have required property '"+"byte_length"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.code_point_count === undefined) || (!(func0.call(data, "code_point_count")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code_point_count"},message:"must have required property '"+"code_point_count"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.code_points === undefined) || (!(func0.call(data, "code_points")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code_points"},message:"must have required property '"+"code_points"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.truncated === undefined) || (!(func0.call(data, "truncated")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "truncated"},message:"must have required property '"+"truncated"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.first_invalid_offset === undefined) || (!(func0.call(data, "first_invalid_offset")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_invalid_offset"},message:"must have required property '"+"first_invalid_offset"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.reason === undefined) || (!(func0.call(data, "reason")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data.has_bom === undefined) || (!(func0.call(data, "has_bom")))){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "has_bom"},message:"must have required property '"+"has_bom"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data.text === undefined) || (!(func0.call(data, "text")))){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(func0.call(schema32.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.valid !== undefined && func0.call(data, "valid")){
if(typeof data.valid !== "boolean"){
const err10 = {instancePath:instancePath+"/valid",schemaPath:"#/properties/valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.byte_length !== undefined && func0.call(data, "byte_length")){
let data1 = data.byte_length;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err11 = {instancePath:instancePath+"/byte_length",schemaPath:"#/properties/byte_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 196608 || isNaN(data1)){
const err12 = {instancePath:instancePath+"/byte_length",schemaPath:"#/properties/byte_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 196608},message:"must be <= 196608"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err13 = {instancePath:instancePath+"/byte_length",schemaPath:"#/properties/byte_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.code_point_count !== undefined && func0.call(data, "code_point_count")){
let data2 = data.code_point_count;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err14 = {instancePath:instancePath+"/code_point_count",schemaPath:"#/properties/code_point_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 196608 || isNaN(data2)){
const err15 = {instancePath:instancePath+"/code_point_count",schemaPath:"#/properties/code_point_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 196608},message:"must be <= 196608"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/code_point_count",schemaPath:"#/properties/code_point_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.code_points !== undefined && func0.call(data, "code_points")){
let data3 = data.code_points;
if(Array.isArray(data3)){
if(data3.length > 10000){
const err17 = {instancePath:instancePath+"/code_points",schemaPath:"#/properties/code_points/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if((data4.offset === undefined) || (!(func0.call(data4, "offset")))){
const err18 = {instancePath:instancePath+"/code_points/" + i0,schemaPath:"#/properties/code_points/items/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((data4.length === undefined) || (!(func0.call(data4, "length")))){
const err19 = {instancePath:instancePath+"/code_points/" + i0,schemaPath:"#/properties/code_points/items/required",keyword:"required",params:{missingProperty: "length"},message:"must have required property '"+"length"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((data4.value === undefined) || (!(func0.call(data4, "value")))){
const err20 = {instancePath:instancePath+"/code_points/" + i0,schemaPath:"#/properties/code_points/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((data4.code_point === undefined) || (!(func0.call(data4, "code_point")))){
const err21 = {instancePath:instancePath+"/code_points/" + i0,schemaPath:"#/properties/code_points/items/required",keyword:"required",params:{missingProperty: "code_point"},message:"must have required property '"+"code_point"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key1 of Object.keys(data4)){
if(!((((key1 === "offset") || (key1 === "length")) || (key1 === "value")) || (key1 === "code_point"))){
const err22 = {instancePath:instancePath+"/code_points/" + i0,schemaPath:"#/properties/code_points/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.offset !== undefined && func0.call(data4, "offset")){
let data5 = data4.offset;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err23 = {instancePath:instancePath+"/code_points/" + i0+"/offset",schemaPath:"#/properties/code_points/items/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 196607 || isNaN(data5)){
const err24 = {instancePath:instancePath+"/code_points/" + i0+"/offset",schemaPath:"#/properties/code_points/items/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 196607},message:"must be <= 196607"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err25 = {instancePath:instancePath+"/code_points/" + i0+"/offset",schemaPath:"#/properties/code_points/items/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data4.length !== undefined && func0.call(data4, "length")){
let data6 = data4.length;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err26 = {instancePath:instancePath+"/code_points/" + i0+"/length",schemaPath:"#/properties/code_points/items/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 4 || isNaN(data6)){
const err27 = {instancePath:instancePath+"/code_points/" + i0+"/length",schemaPath:"#/properties/code_points/items/properties/length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4},message:"must be <= 4"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err28 = {instancePath:instancePath+"/code_points/" + i0+"/length",schemaPath:"#/properties/code_points/items/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data4.value !== undefined && func0.call(data4, "value")){
let data7 = data4.value;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err29 = {instancePath:instancePath+"/code_points/" + i0+"/value",schemaPath:"#/properties/code_points/items/properties/value/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 1114111 || isNaN(data7)){
const err30 = {instancePath:instancePath+"/code_points/" + i0+"/value",schemaPath:"#/properties/code_points/items/properties/value/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1114111},message:"must be <= 1114111"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err31 = {instancePath:instancePath+"/code_points/" + i0+"/value",schemaPath:"#/properties/code_points/items/properties/value/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
if(data4.code_point !== undefined && func0.call(data4, "code_point")){
let data8 = data4.code_point;
if(typeof data8 === "string"){
if(!pattern4.test(data8)){
const err32 = {instancePath:instancePath+"/code_points/" + i0+"/code_point",schemaPath:"#/properties/code_points/items/properties/code_point/pattern",keyword:"pattern",params:{pattern: "^U\\+[0-9A-F]{4,6}$"},message:"must match pattern \""+"^U\\+[0-9A-F]{4,6}$"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/code_points/" + i0+"/code_point",schemaPath:"#/properties/code_points/items/properties/code_point/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/code_points/" + i0,schemaPath:"#/properties/code_points/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/code_points",schemaPath:"#/properties/code_points/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.truncated !== undefined && func0.call(data, "truncated")){
if(typeof data.truncated !== "boolean"){
const err36 = {instancePath:instancePath+"/truncated",schemaPath:"#/properties/truncated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.first_invalid_offset !== undefined && func0.call(data, "first_invalid_offset")){
let data10 = data.first_invalid_offset;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err37 = {instancePath:instancePath+"/first_invalid_offset",schemaPath:"#/properties/first_invalid_offset/type",keyword:"type",params:{type: schema32.properties.first_invalid_offset.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 196607 || isNaN(data10)){
const err38 = {instancePath:instancePath+"/first_invalid_offset",schemaPath:"#/properties/first_invalid_offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 196607},message:"must be <= 196607"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err39 = {instancePath:instancePath+"/first_invalid_offset",schemaPath:"#/properties/first_invalid_offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
if(data.reason !== undefined && func0.call(data, "reason")){
let data11 = data.reason;
if((typeof data11 !== "string") && (data11 !== null)){
const err40 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema32.properties.reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!((((((((data11 === "unexpected_continuation_byte") || (data11 === "overlong_encoding")) || (data11 === "surrogate")) || (data11 === "above_max_code_point")) || (data11 === "invalid_lead_byte")) || (data11 === "missing_continuation_byte")) || (data11 === "truncated_sequence")) || (data11 === null))){
const err41 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema32.properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.has_bom !== undefined && func0.call(data, "has_bom")){
if(typeof data.has_bom !== "boolean"){
const err42 = {instancePath:instancePath+"/has_bom",schemaPath:"#/properties/has_bom/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.text !== undefined && func0.call(data, "text")){
let data13 = data.text;
if((typeof data13 !== "string") && (data13 !== null)){
const err43 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: schema32.properties.text.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(typeof data13 === "string"){
if(func62(data13) > 196608){
const err44 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 196608},message:"must NOT have more than 196608 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
}
else {
const err45 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

