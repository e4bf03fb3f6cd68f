// generated from contracts/ — do not edit
// json-parse-check@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs d2584fe3e7c48f646590579337890d58 body 39903abc95f35dd2cc6c315ab351cba1
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","maxLength":262144,"description":"The text to check as one JSON text."}}};
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
if(!(key0 === "text")){
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
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["valid","error","value_type","duplicate_keys","duplicate_key_count","lone_surrogate_escapes","lone_surrogate_escape_count"],"properties":{"valid":{"type":"boolean"},"error":{"oneOf":[{"type":"null"},{"type":"object","additionalProperties":false,"required":["reason","message","line","column","offset"],"properties":{"reason":{"type":"string","enum":["empty_text","byte_order_mark","unexpected_end","unexpected_character","comment","single_quote","trailing_comma","unquoted_key","missing_colon","missing_comma","invalid_number","non_finite_number","invalid_literal","invalid_escape","control_character","trailing_content"]},"message":{"type":"string","maxLength":200},"line":{"type":"integer","minimum":1,"maximum":262145},"column":{"type":"integer","minimum":1,"maximum":262145},"offset":{"type":"integer","minimum":0,"maximum":1048576}}}]},"value_type":{"oneOf":[{"type":"null"},{"type":"string","enum":["object","array","string","number","boolean","null"]}]},"duplicate_keys":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["pointer","line","column","offset"],"properties":{"pointer":{"type":"string","maxLength":1048576},"line":{"type":"integer","minimum":1,"maximum":262145},"column":{"type":"integer","minimum":1,"maximum":262145},"offset":{"type":"integer","minimum":0,"maximum":1048576}}}},"duplicate_key_count":{"type":"integer","minimum":0,"maximum":131072},"lone_surrogate_escapes":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["pointer","line","column","offset"],"properties":{"pointer":{"type":"string","maxLength":1048576},"line":{"type":"integer","minimum":1,"maximum":262145},"column":{"type":"integer","minimum":1,"maximum":262145},"offset":{"type":"integer","minimum":0,"maximum":1048576}}}},"lone_surrogate_escape_count":{"type":"integer","minimum":0,"maximum":131072}}};

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
if((data.error === undefined) || (!(func0.call(data, "error")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.value_type === undefined) || (!(func0.call(data, "value_type")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value_type"},message:"must have required property '"+"value_type"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.duplicate_keys === undefined) || (!(func0.call(data, "duplicate_keys")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "duplicate_keys"},message:"must have required property '"+"duplicate_keys"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.duplicate_key_count === undefined) || (!(func0.call(data, "duplicate_key_count")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "duplicate_key_count"},message:"must have required property '"+"duplicate_key_count"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.lone_surrogate_escapes === undefined) || (!(func0.call(data, "lone_surrogate_escapes")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lone_surrogate_escapes"},message:"must have required property '"+"lone_surrogate_escapes"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.lone_surrogate_escape_count === undefined) || (!(func0.call(data, "lone_surrogate_escape_count")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lone_surrogate_escape_count"},message:"must have required property '"+"lone_surrogate_escape_count"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((((key0 === "valid") || (key0 === "error")) || (key0 === "value_type")) || (key0 === "duplicate_keys")) || (key0 === "duplicate_key_count")) || (key0 === "lone_surrogate_escapes")) || (key0 === "lone_surrogate_escape_count"))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.valid !== undefined && func0.call(data, "valid")){
if(typeof data.valid !== "boolean"){
const err8 = {instancePath:instancePath+"/valid",schemaPath:"#/properties/valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.error !== undefined && func0.call(data, "error")){
let data1 = data.error;
const _errs5 = errors;
let valid1 = false;
let passing0 = null;
const _errs6 = errors;
if(data1 !== null){
const err9 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs8 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.reason === undefined) || (!(func0.call(data1, "reason")))){
const err10 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/oneOf/1/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data1.message === undefined) || (!(func0.call(data1, "message")))){
const err11 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/oneOf/1/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data1.line === undefined) || (!(func0.call(data1, "line")))){
const err12 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/oneOf/1/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((data1.column === undefined) || (!(func0.call(data1, "column")))){
const err13 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/oneOf/1/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((data1.offset === undefined) || (!(func0.call(data1, "offset")))){
const err14 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/oneOf/1/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(((((key1 === "reason") || (key1 === "message")) || (key1 === "line")) || (key1 === "column")) || (key1 === "offset"))){
const err15 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.reason !== undefined && func0.call(data1, "reason")){
let data2 = data1.reason;
if(typeof data2 !== "string"){
const err16 = {instancePath:instancePath+"/error/reason",schemaPath:"#/properties/error/oneOf/1/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((((((((((((((((data2 === "empty_text") || (data2 === "byte_order_mark")) || (data2 === "unexpected_end")) || (data2 === "unexpected_character")) || (data2 === "comment")) || (data2 === "single_quote")) || (data2 === "trailing_comma")) || (data2 === "unquoted_key")) || (data2 === "missing_colon")) || (data2 === "missing_comma")) || (data2 === "invalid_number")) || (data2 === "non_finite_number")) || (data2 === "invalid_literal")) || (data2 === "invalid_escape")) || (data2 === "control_character")) || (data2 === "trailing_content"))){
const err17 = {instancePath:instancePath+"/error/reason",schemaPath:"#/properties/error/oneOf/1/properties/reason/enum",keyword:"enum",params:{allowedValues: schema32.properties.error.oneOf[1].properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.message !== undefined && func0.call(data1, "message")){
let data3 = data1.message;
if(typeof data3 === "string"){
if(func62(data3) > 200){
const err18 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/oneOf/1/properties/message/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err19 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/oneOf/1/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.line !== undefined && func0.call(data1, "line")){
let data4 = data1.line;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err20 = {instancePath:instancePath+"/error/line",schemaPath:"#/properties/error/oneOf/1/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 262145 || isNaN(data4)){
const err21 = {instancePath:instancePath+"/error/line",schemaPath:"#/properties/error/oneOf/1/properties/line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err22 = {instancePath:instancePath+"/error/line",schemaPath:"#/properties/error/oneOf/1/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data1.column !== undefined && func0.call(data1, "column")){
let data5 = data1.column;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err23 = {instancePath:instancePath+"/error/column",schemaPath:"#/properties/error/oneOf/1/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 262145 || isNaN(data5)){
const err24 = {instancePath:instancePath+"/error/column",schemaPath:"#/properties/error/oneOf/1/properties/column/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err25 = {instancePath:instancePath+"/error/column",schemaPath:"#/properties/error/oneOf/1/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data1.offset !== undefined && func0.call(data1, "offset")){
let data6 = data1.offset;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err26 = {instancePath:instancePath+"/error/offset",schemaPath:"#/properties/error/oneOf/1/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 1048576 || isNaN(data6)){
const err27 = {instancePath:instancePath+"/error/offset",schemaPath:"#/properties/error/oneOf/1/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1048576},message:"must be <= 1048576"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err28 = {instancePath:instancePath+"/error/offset",schemaPath:"#/properties/error/oneOf/1/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err29 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err30 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.value_type !== undefined && func0.call(data, "value_type")){
let data7 = data.value_type;
const _errs22 = errors;
let valid3 = false;
let passing1 = null;
const _errs23 = errors;
if(data7 !== null){
const err31 = {instancePath:instancePath+"/value_type",schemaPath:"#/properties/value_type/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid1 = _errs23 === errors;
if(_valid1){
valid3 = true;
passing1 = 0;
}
const _errs25 = errors;
if(typeof data7 !== "string"){
const err32 = {instancePath:instancePath+"/value_type",schemaPath:"#/properties/value_type/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!((((((data7 === "object") || (data7 === "array")) || (data7 === "string")) || (data7 === "number")) || (data7 === "boolean")) || (data7 === "null"))){
const err33 = {instancePath:instancePath+"/value_type",schemaPath:"#/properties/value_type/oneOf/1/enum",keyword:"enum",params:{allowedValues: schema32.properties.value_type.oneOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid1 = _errs25 === errors;
if(_valid1 && valid3){
valid3 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid3 = true;
passing1 = 1;
}
}
if(!valid3){
const err34 = {instancePath:instancePath+"/value_type",schemaPath:"#/properties/value_type/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data.duplicate_keys !== undefined && func0.call(data, "duplicate_keys")){
let data8 = data.duplicate_keys;
if(Array.isArray(data8)){
if(data8.length > 100){
const err35 = {instancePath:instancePath+"/duplicate_keys",schemaPath:"#/properties/duplicate_keys/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if((data9.pointer === undefined) || (!(func0.call(data9, "pointer")))){
const err36 = {instancePath:instancePath+"/duplicate_keys/" + i0,schemaPath:"#/properties/duplicate_keys/items/required",keyword:"required",params:{missingProperty: "pointer"},message:"must have required property '"+"pointer"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((data9.line === undefined) || (!(func0.call(data9, "line")))){
const err37 = {instancePath:instancePath+"/duplicate_keys/" + i0,schemaPath:"#/properties/duplicate_keys/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((data9.column === undefined) || (!(func0.call(data9, "column")))){
const err38 = {instancePath:instancePath+"/duplicate_keys/" + i0,schemaPath:"#/properties/duplicate_keys/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((data9.offset === undefined) || (!(func0.call(data9, "offset")))){
const err39 = {instancePath:instancePath+"/duplicate_keys/" + i0,schemaPath:"#/properties/duplicate_keys/items/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key2 of Object.keys(data9)){
if(!((((key2 === "pointer") || (key2 === "line")) || (key2 === "column")) || (key2 === "offset"))){
const err40 = {instancePath:instancePath+"/duplicate_keys/" + i0,schemaPath:"#/properties/duplicate_keys/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data9.pointer !== undefined && func0.call(data9, "pointer")){
let data10 = data9.pointer;
if(typeof data10 === "string"){
if(func62(data10) > 1048576){
const err41 = {instancePath:instancePath+"/duplicate_keys/" + i0+"/pointer",schemaPath:"#/properties/duplicate_keys/items/properties/pointer/maxLength",keyword:"maxLength",params:{limit: 1048576},message:"must NOT have more than 1048576 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/duplicate_keys/" + i0+"/pointer",schemaPath:"#/properties/duplicate_keys/items/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data9.line !== undefined && func0.call(data9, "line")){
let data11 = data9.line;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err43 = {instancePath:instancePath+"/duplicate_keys/" + i0+"/line",schemaPath:"#/properties/duplicate_keys/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 262145 || isNaN(data11)){
const err44 = {instancePath:instancePath+"/duplicate_keys/" + i0+"/line",schemaPath:"#/properties/duplicate_keys/items/properties/line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err45 = {instancePath:instancePath+"/duplicate_keys/" + i0+"/line",schemaPath:"#/properties/duplicate_keys/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
if(data9.column !== undefined && func0.call(data9, "column")){
let data12 = data9.column;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err46 = {instancePath:instancePath+"/duplicate_keys/" + i0+"/column",schemaPath:"#/properties/duplicate_keys/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 262145 || isNaN(data12)){
const err47 = {instancePath:instancePath+"/duplicate_keys/" + i0+"/column",schemaPath:"#/properties/duplicate_keys/items/properties/column/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data12 < 1 || isNaN(data12)){
const err48 = {instancePath:instancePath+"/duplicate_keys/" + i0+"/column",schemaPath:"#/properties/duplicate_keys/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
if(data9.offset !== undefined && func0.call(data9, "offset")){
let data13 = data9.offset;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err49 = {instancePath:instancePath+"/duplicate_keys/" + i0+"/offset",schemaPath:"#/properties/duplicate_keys/items/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 1048576 || isNaN(data13)){
const err50 = {instancePath:instancePath+"/duplicate_keys/" + i0+"/offset",schemaPath:"#/properties/duplicate_keys/items/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1048576},message:"must be <= 1048576"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err51 = {instancePath:instancePath+"/duplicate_keys/" + i0+"/offset",schemaPath:"#/properties/duplicate_keys/items/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
}
else {
const err52 = {instancePath:instancePath+"/duplicate_keys/" + i0,schemaPath:"#/properties/duplicate_keys/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/duplicate_keys",schemaPath:"#/properties/duplicate_keys/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.duplicate_key_count !== undefined && func0.call(data, "duplicate_key_count")){
let data14 = data.duplicate_key_count;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err54 = {instancePath:instancePath+"/duplicate_key_count",schemaPath:"#/properties/duplicate_key_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 131072 || isNaN(data14)){
const err55 = {instancePath:instancePath+"/duplicate_key_count",schemaPath:"#/properties/duplicate_key_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 131072},message:"must be <= 131072"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err56 = {instancePath:instancePath+"/duplicate_key_count",schemaPath:"#/properties/duplicate_key_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
if(data.lone_surrogate_escapes !== undefined && func0.call(data, "lone_surrogate_escapes")){
let data15 = data.lone_surrogate_escapes;
if(Array.isArray(data15)){
if(data15.length > 100){
const err57 = {instancePath:instancePath+"/lone_surrogate_escapes",schemaPath:"#/properties/lone_surrogate_escapes/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
let data16 = data15[i1];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if((data16.pointer === undefined) || (!(func0.call(data16, "pointer")))){
const err58 = {instancePath:instancePath+"/lone_surrogate_escapes/" + i1,schemaPath:"#/properties/lone_surrogate_escapes/items/required",keyword:"required",params:{missingProperty: "pointer"},message:"must have required property '"+"pointer"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if((data16.line === undefined) || (!(func0.call(data16, "line")))){
const err59 = {instancePath:instancePath+"/lone_surrogate_escapes/" + i1,schemaPath:"#/properties/lone_surrogate_escapes/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((data16.column === undefined) || (!(func0.call(data16, "column")))){
const err60 = {instancePath:instancePath+"/lone_surrogate_escapes/" + i1,schemaPath:"#/properties/lone_surrogate_escapes/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if((data16.offset === undefined) || (!(func0.call(data16, "offset")))){
const err61 = {instancePath:instancePath+"/lone_surrogate_escapes/" + i1,schemaPath:"#/properties/lone_surrogate_escapes/items/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
for(const key3 of Object.keys(data16)){
if(!((((key3 === "pointer") || (key3 === "line")) || (key3 === "column")) || (key3 === "offset"))){
const err62 = {instancePath:instancePath+"/lone_surrogate_escapes/" + i1,schemaPath:"#/properties/lone_surrogate_escapes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data16.pointer !== undefined && func0.call(data16, "pointer")){
let data17 = data16.pointer;
if(typeof data17 === "string"){
if(func62(data17) > 1048576){
const err63 = {instancePath:instancePath+"/lone_surrogate_escapes/" + i1+"/pointer",schemaPath:"#/properties/lone_surrogate_escapes/items/properties/pointer/maxLength",keyword:"maxLength",params:{limit: 1048576},message:"must NOT have more than 1048576 characters"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/lone_surrogate_escapes/" + i1+"/pointer",schemaPath:"#/properties/lone_surrogate_escapes/items/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data16.line !== undefined && func0.call(data16, "line")){
let data18 = data16.line;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err65 = {instancePath:instancePath+"/lone_surrogate_escapes/" + i1+"/line",schemaPath:"#/properties/lone_surrogate_escapes/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 262145 || isNaN(data18)){
const err66 = {instancePath:instancePath+"/lone_surrogate_escapes/" + i1+"/line",schemaPath:"#/properties/lone_surrogate_escapes/items/properties/line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data18 < 1 || isNaN(data18)){
const err67 = {instancePath:instancePath+"/lone_surrogate_escapes/" + i1+"/line",schemaPath:"#/properties/lone_surrogate_escapes/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
if(data16.column !== undefined && func0.call(data16, "column")){
let data19 = data16.column;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err68 = {instancePath:instancePath+"/lone_surrogate_escapes/" + i1+"/column",schemaPath:"#/properties/lone_surrogate_escapes/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 262145 || isNaN(data19)){
const err69 = {instancePath:instancePath+"/lone_surrogate_escapes/" + i1+"/column",schemaPath:"#/properties/lone_surrogate_escapes/items/properties/column/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data19 < 1 || isNaN(data19)){
const err70 = {instancePath:instancePath+"/lone_surrogate_escapes/" + i1+"/column",schemaPath:"#/properties/lone_surrogate_escapes/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
if(data16.offset !== undefined && func0.call(data16, "offset")){
let data20 = data16.offset;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err71 = {instancePath:instancePath+"/lone_surrogate_escapes/" + i1+"/offset",schemaPath:"#/properties/lone_surrogate_escapes/items/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 > 1048576 || isNaN(data20)){
const err72 = {instancePath:instancePath+"/lone_surrogate_escapes/" + i1+"/offset",schemaPath:"#/properties/lone_surrogate_escapes/items/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1048576},message:"must be <= 1048576"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data20 < 0 || isNaN(data20)){
const err73 = {instancePath:instancePath+"/lone_surrogate_escapes/" + i1+"/offset",schemaPath:"#/properties/lone_surrogate_escapes/items/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
}
else {
const err74 = {instancePath:instancePath+"/lone_surrogate_escapes/" + i1,schemaPath:"#/properties/lone_surrogate_escapes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/lone_surrogate_escapes",schemaPath:"#/properties/lone_surrogate_escapes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.lone_surrogate_escape_count !== undefined && func0.call(data, "lone_surrogate_escape_count")){
let data21 = data.lone_surrogate_escape_count;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err76 = {instancePath:instancePath+"/lone_surrogate_escape_count",schemaPath:"#/properties/lone_surrogate_escape_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 > 131072 || isNaN(data21)){
const err77 = {instancePath:instancePath+"/lone_surrogate_escape_count",schemaPath:"#/properties/lone_surrogate_escape_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 131072},message:"must be <= 131072"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data21 < 0 || isNaN(data21)){
const err78 = {instancePath:instancePath+"/lone_surrogate_escape_count",schemaPath:"#/properties/lone_surrogate_escape_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
}
else {
const err79 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

