// generated from contracts/ — do not edit
// text-compare@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs f86ac9ae71712c30cf3f467a43a74995 body eccb80b281985d509e181b9115f7f1fa
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["a","b"],"properties":{"a":{"type":"string","maxLength":262144,"description":"The first text (for example the expected one)."},"b":{"type":"string","maxLength":262144,"description":"The second text (for example the actual one)."},"ignore_line_endings":{"type":"boolean","default":false,"description":"Treat LF, CRLF and CR as the same line ending."},"ignore_final_newline":{"type":"boolean","default":false,"description":"Ignore whether each text ends with a line ending."},"ignore_trailing_whitespace":{"type":"boolean","default":false,"description":"Ignore whitespace at the end of each line."}}};
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
if((data.a === undefined) || (!(func0.call(data, "a")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "a"},message:"must have required property '"+"a"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.b === undefined) || (!(func0.call(data, "b")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "b"},message:"must have required property '"+"b"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "a") || (key0 === "b")) || (key0 === "ignore_line_endings")) || (key0 === "ignore_final_newline")) || (key0 === "ignore_trailing_whitespace"))){
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
if(data.a !== undefined && func0.call(data, "a")){
let data0 = data.a;
if(typeof data0 === "string"){
if(func63(data0) > 262144){
const err3 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err4 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.b !== undefined && func0.call(data, "b")){
let data1 = data.b;
if(typeof data1 === "string"){
if(func63(data1) > 262144){
const err5 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err6 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.ignore_line_endings !== undefined && func0.call(data, "ignore_line_endings")){
if(typeof data.ignore_line_endings !== "boolean"){
const err7 = {instancePath:instancePath+"/ignore_line_endings",schemaPath:"#/properties/ignore_line_endings/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.ignore_final_newline !== undefined && func0.call(data, "ignore_final_newline")){
if(typeof data.ignore_final_newline !== "boolean"){
const err8 = {instancePath:instancePath+"/ignore_final_newline",schemaPath:"#/properties/ignore_final_newline/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.ignore_trailing_whitespace !== undefined && func0.call(data, "ignore_trailing_whitespace")){
if(typeof data.ignore_trailing_whitespace !== "boolean"){
const err9 = {instancePath:instancePath+"/ignore_trailing_whitespace",schemaPath:"#/properties/ignore_trailing_whitespace/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["equal","first_difference"],"properties":{"equal":{"type":"boolean"},"first_difference":{"anyOf":[{"type":"null"},{"type":"object","additionalProperties":false,"required":["a","b"],"properties":{"a":{"type":"object","additionalProperties":false,"required":["line","column","code_point_offset","byte_offset","at","char"],"properties":{"line":{"type":"integer","minimum":1,"maximum":262145},"column":{"type":"integer","minimum":1,"maximum":262145},"code_point_offset":{"type":"integer","minimum":0,"maximum":262144},"byte_offset":{"type":"integer","minimum":0,"maximum":786432},"at":{"type":"string","enum":["character","line_end","end_of_text"]},"char":{"type":"string","maxLength":2}}},"b":{"type":"object","additionalProperties":false,"required":["line","column","code_point_offset","byte_offset","at","char"],"properties":{"line":{"type":"integer","minimum":1,"maximum":262145},"column":{"type":"integer","minimum":1,"maximum":262145},"code_point_offset":{"type":"integer","minimum":0,"maximum":262144},"byte_offset":{"type":"integer","minimum":0,"maximum":786432},"at":{"type":"string","enum":["character","line_end","end_of_text"]},"char":{"type":"string","maxLength":2}}}}}]}}};

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
if((data.equal === undefined) || (!(func0.call(data, "equal")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "equal"},message:"must have required property '"+"equal"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.first_difference === undefined) || (!(func0.call(data, "first_difference")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_difference"},message:"must have required property '"+"first_difference"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "equal") || (key0 === "first_difference"))){
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
if(data.equal !== undefined && func0.call(data, "equal")){
if(typeof data.equal !== "boolean"){
const err3 = {instancePath:instancePath+"/equal",schemaPath:"#/properties/equal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.first_difference !== undefined && func0.call(data, "first_difference")){
let data1 = data.first_difference;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(data1 !== null){
const err4 = {instancePath:instancePath+"/first_difference",schemaPath:"#/properties/first_difference/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.a === undefined) || (!(func0.call(data1, "a")))){
const err5 = {instancePath:instancePath+"/first_difference",schemaPath:"#/properties/first_difference/anyOf/1/required",keyword:"required",params:{missingProperty: "a"},message:"must have required property '"+"a"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data1.b === undefined) || (!(func0.call(data1, "b")))){
const err6 = {instancePath:instancePath+"/first_difference",schemaPath:"#/properties/first_difference/anyOf/1/required",keyword:"required",params:{missingProperty: "b"},message:"must have required property '"+"b"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!((key1 === "a") || (key1 === "b"))){
const err7 = {instancePath:instancePath+"/first_difference",schemaPath:"#/properties/first_difference/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.a !== undefined && func0.call(data1, "a")){
let data2 = data1.a;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if((data2.line === undefined) || (!(func0.call(data2, "line")))){
const err8 = {instancePath:instancePath+"/first_difference/a",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data2.column === undefined) || (!(func0.call(data2, "column")))){
const err9 = {instancePath:instancePath+"/first_difference/a",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data2.code_point_offset === undefined) || (!(func0.call(data2, "code_point_offset")))){
const err10 = {instancePath:instancePath+"/first_difference/a",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/required",keyword:"required",params:{missingProperty: "code_point_offset"},message:"must have required property '"+"code_point_offset"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data2.byte_offset === undefined) || (!(func0.call(data2, "byte_offset")))){
const err11 = {instancePath:instancePath+"/first_difference/a",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/required",keyword:"required",params:{missingProperty: "byte_offset"},message:"must have required property '"+"byte_offset"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data2.at === undefined) || (!(func0.call(data2, "at")))){
const err12 = {instancePath:instancePath+"/first_difference/a",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((data2.char === undefined) || (!(func0.call(data2, "char")))){
const err13 = {instancePath:instancePath+"/first_difference/a",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/required",keyword:"required",params:{missingProperty: "char"},message:"must have required property '"+"char"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key2 of Object.keys(data2)){
if(!((((((key2 === "line") || (key2 === "column")) || (key2 === "code_point_offset")) || (key2 === "byte_offset")) || (key2 === "at")) || (key2 === "char"))){
const err14 = {instancePath:instancePath+"/first_difference/a",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.line !== undefined && func0.call(data2, "line")){
let data3 = data2.line;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err15 = {instancePath:instancePath+"/first_difference/a/line",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 262145 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/first_difference/a/line",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/properties/line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err17 = {instancePath:instancePath+"/first_difference/a/line",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data2.column !== undefined && func0.call(data2, "column")){
let data4 = data2.column;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err18 = {instancePath:instancePath+"/first_difference/a/column",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 262145 || isNaN(data4)){
const err19 = {instancePath:instancePath+"/first_difference/a/column",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/properties/column/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err20 = {instancePath:instancePath+"/first_difference/a/column",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data2.code_point_offset !== undefined && func0.call(data2, "code_point_offset")){
let data5 = data2.code_point_offset;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err21 = {instancePath:instancePath+"/first_difference/a/code_point_offset",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/properties/code_point_offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err22 = {instancePath:instancePath+"/first_difference/a/code_point_offset",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/properties/code_point_offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err23 = {instancePath:instancePath+"/first_difference/a/code_point_offset",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/properties/code_point_offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err24 = {instancePath:instancePath+"/first_difference/a/byte_offset",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/properties/byte_offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 786432 || isNaN(data6)){
const err25 = {instancePath:instancePath+"/first_difference/a/byte_offset",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/properties/byte_offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 786432},message:"must be <= 786432"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err26 = {instancePath:instancePath+"/first_difference/a/byte_offset",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/properties/byte_offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.at !== undefined && func0.call(data2, "at")){
let data7 = data2.at;
if(typeof data7 !== "string"){
const err27 = {instancePath:instancePath+"/first_difference/a/at",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/properties/at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(((data7 === "character") || (data7 === "line_end")) || (data7 === "end_of_text"))){
const err28 = {instancePath:instancePath+"/first_difference/a/at",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/properties/at/enum",keyword:"enum",params:{allowedValues: schema32.properties.first_difference.anyOf[1].properties.a.properties.at.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data2.char !== undefined && func0.call(data2, "char")){
let data8 = data2.char;
if(typeof data8 === "string"){
if(func63(data8) > 2){
const err29 = {instancePath:instancePath+"/first_difference/a/char",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/properties/char/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/first_difference/a/char",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/properties/char/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/first_difference/a",schemaPath:"#/properties/first_difference/anyOf/1/properties/a/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data1.b !== undefined && func0.call(data1, "b")){
let data9 = data1.b;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if((data9.line === undefined) || (!(func0.call(data9, "line")))){
const err32 = {instancePath:instancePath+"/first_difference/b",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((data9.column === undefined) || (!(func0.call(data9, "column")))){
const err33 = {instancePath:instancePath+"/first_difference/b",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((data9.code_point_offset === undefined) || (!(func0.call(data9, "code_point_offset")))){
const err34 = {instancePath:instancePath+"/first_difference/b",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/required",keyword:"required",params:{missingProperty: "code_point_offset"},message:"must have required property '"+"code_point_offset"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((data9.byte_offset === undefined) || (!(func0.call(data9, "byte_offset")))){
const err35 = {instancePath:instancePath+"/first_difference/b",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/required",keyword:"required",params:{missingProperty: "byte_offset"},message:"must have required property '"+"byte_offset"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((data9.at === undefined) || (!(func0.call(data9, "at")))){
const err36 = {instancePath:instancePath+"/first_difference/b",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((data9.char === undefined) || (!(func0.call(data9, "char")))){
const err37 = {instancePath:instancePath+"/first_difference/b",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/required",keyword:"required",params:{missingProperty: "char"},message:"must have required property '"+"char"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
for(const key3 of Object.keys(data9)){
if(!((((((key3 === "line") || (key3 === "column")) || (key3 === "code_point_offset")) || (key3 === "byte_offset")) || (key3 === "at")) || (key3 === "char"))){
const err38 = {instancePath:instancePath+"/first_difference/b",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data9.line !== undefined && func0.call(data9, "line")){
let data10 = data9.line;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err39 = {instancePath:instancePath+"/first_difference/b/line",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 262145 || isNaN(data10)){
const err40 = {instancePath:instancePath+"/first_difference/b/line",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/properties/line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data10 < 1 || isNaN(data10)){
const err41 = {instancePath:instancePath+"/first_difference/b/line",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
if(data9.column !== undefined && func0.call(data9, "column")){
let data11 = data9.column;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err42 = {instancePath:instancePath+"/first_difference/b/column",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 262145 || isNaN(data11)){
const err43 = {instancePath:instancePath+"/first_difference/b/column",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/properties/column/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err44 = {instancePath:instancePath+"/first_difference/b/column",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data9.code_point_offset !== undefined && func0.call(data9, "code_point_offset")){
let data12 = data9.code_point_offset;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err45 = {instancePath:instancePath+"/first_difference/b/code_point_offset",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/properties/code_point_offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 262144 || isNaN(data12)){
const err46 = {instancePath:instancePath+"/first_difference/b/code_point_offset",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/properties/code_point_offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err47 = {instancePath:instancePath+"/first_difference/b/code_point_offset",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/properties/code_point_offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
if(data9.byte_offset !== undefined && func0.call(data9, "byte_offset")){
let data13 = data9.byte_offset;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err48 = {instancePath:instancePath+"/first_difference/b/byte_offset",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/properties/byte_offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 786432 || isNaN(data13)){
const err49 = {instancePath:instancePath+"/first_difference/b/byte_offset",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/properties/byte_offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 786432},message:"must be <= 786432"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err50 = {instancePath:instancePath+"/first_difference/b/byte_offset",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/properties/byte_offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
if(data9.at !== undefined && func0.call(data9, "at")){
let data14 = data9.at;
if(typeof data14 !== "string"){
const err51 = {instancePath:instancePath+"/first_difference/b/at",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/properties/at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(!(((data14 === "character") || (data14 === "line_end")) || (data14 === "end_of_text"))){
const err52 = {instancePath:instancePath+"/first_difference/b/at",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/properties/at/enum",keyword:"enum",params:{allowedValues: schema32.properties.first_difference.anyOf[1].properties.b.properties.at.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data9.char !== undefined && func0.call(data9, "char")){
let data15 = data9.char;
if(typeof data15 === "string"){
if(func63(data15) > 2){
const err53 = {instancePath:instancePath+"/first_difference/b/char",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/properties/char/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/first_difference/b/char",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/properties/char/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/first_difference/b",schemaPath:"#/properties/first_difference/anyOf/1/properties/b/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/first_difference",schemaPath:"#/properties/first_difference/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err57 = {instancePath:instancePath+"/first_difference",schemaPath:"#/properties/first_difference/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
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
}
else {
const err58 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

