// generated from contracts/ — do not edit
// csv-validate@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 17c922f93b3674bec9d881cbf3033e66 body 1b56594bad23849797aed94d87bceae6
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["csv"],"properties":{"csv":{"type":"string","maxLength":262144},"dialect":{"type":"object","additionalProperties":false,"properties":{"delimiter":{"type":"string","description":"Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default \",\".","pattern":"^[^\\r\\n]$","minLength":1,"maxLength":1,"default":","},"quote":{"type":"string","description":"Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default \"\\\"\".","pattern":"^[^\\r\\n]$","minLength":1,"maxLength":1,"default":"\""},"header":{"type":"boolean","description":"Whether the first record is a header of column names. Default true.","default":true}}},"require_unique_header":{"type":"boolean","default":false,"description":"Also report empty and duplicate header names (when the dialect has a header)."},"max_errors":{"type":"integer","minimum":1,"maximum":1000,"default":100}}};
const func0 = Object.prototype.hasOwnProperty;
const func62 = __ajvRuntime0.default;
const pattern4 = new RegExp("^[^\\r\\n]$", "u");

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
if((data.csv === undefined) || (!(func0.call(data, "csv")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "csv"},message:"must have required property '"+"csv"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "csv") || (key0 === "dialect")) || (key0 === "require_unique_header")) || (key0 === "max_errors"))){
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
if(data.csv !== undefined && func0.call(data, "csv")){
let data0 = data.csv;
if(typeof data0 === "string"){
if(func62(data0) > 262144){
const err2 = {instancePath:instancePath+"/csv",schemaPath:"#/properties/csv/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err3 = {instancePath:instancePath+"/csv",schemaPath:"#/properties/csv/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(!(((key1 === "delimiter") || (key1 === "quote")) || (key1 === "header"))){
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
if(data1.delimiter !== undefined && func0.call(data1, "delimiter")){
let data2 = data1.delimiter;
if(typeof data2 === "string"){
if(func62(data2) > 1){
const err5 = {instancePath:instancePath+"/dialect/delimiter",schemaPath:"#/properties/dialect/properties/delimiter/maxLength",keyword:"maxLength",params:{limit: 1},message:"must NOT have more than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func62(data2) < 1){
const err6 = {instancePath:instancePath+"/dialect/delimiter",schemaPath:"#/properties/dialect/properties/delimiter/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data2)){
const err7 = {instancePath:instancePath+"/dialect/delimiter",schemaPath:"#/properties/dialect/properties/delimiter/pattern",keyword:"pattern",params:{pattern: "^[^\\r\\n]$"},message:"must match pattern \""+"^[^\\r\\n]$"+"\""};
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
const err8 = {instancePath:instancePath+"/dialect/delimiter",schemaPath:"#/properties/dialect/properties/delimiter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.quote !== undefined && func0.call(data1, "quote")){
let data3 = data1.quote;
if(typeof data3 === "string"){
if(func62(data3) > 1){
const err9 = {instancePath:instancePath+"/dialect/quote",schemaPath:"#/properties/dialect/properties/quote/maxLength",keyword:"maxLength",params:{limit: 1},message:"must NOT have more than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func62(data3) < 1){
const err10 = {instancePath:instancePath+"/dialect/quote",schemaPath:"#/properties/dialect/properties/quote/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern4.test(data3)){
const err11 = {instancePath:instancePath+"/dialect/quote",schemaPath:"#/properties/dialect/properties/quote/pattern",keyword:"pattern",params:{pattern: "^[^\\r\\n]$"},message:"must match pattern \""+"^[^\\r\\n]$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/dialect/quote",schemaPath:"#/properties/dialect/properties/quote/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.header !== undefined && func0.call(data1, "header")){
if(typeof data1.header !== "boolean"){
const err13 = {instancePath:instancePath+"/dialect/header",schemaPath:"#/properties/dialect/properties/header/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err14 = {instancePath:instancePath+"/dialect",schemaPath:"#/properties/dialect/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.require_unique_header !== undefined && func0.call(data, "require_unique_header")){
if(typeof data.require_unique_header !== "boolean"){
const err15 = {instancePath:instancePath+"/require_unique_header",schemaPath:"#/properties/require_unique_header/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.max_errors !== undefined && func0.call(data, "max_errors")){
let data6 = data.max_errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err16 = {instancePath:instancePath+"/max_errors",schemaPath:"#/properties/max_errors/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 1000 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/max_errors",schemaPath:"#/properties/max_errors/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/max_errors",schemaPath:"#/properties/max_errors/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["valid","errors","truncated","record_count"],"properties":{"valid":{"type":"boolean"},"errors":{"type":"array","maxItems":1000,"items":{"type":"object","additionalProperties":false,"required":["reason","record","line","column","field","message"],"properties":{"reason":{"type":"string","enum":["unterminated_quote","stray_quote","text_after_quote","ragged_row","empty_header_name","duplicate_header_name"]},"record":{"type":"integer","minimum":1,"maximum":262144},"line":{"type":"integer","minimum":1,"maximum":262145},"column":{"type":"integer","minimum":1,"maximum":262145},"field":{"type":"integer","minimum":1,"maximum":10001},"message":{"type":"string","maxLength":8192}}}},"truncated":{"type":"boolean"},"record_count":{"type":"integer","minimum":0,"maximum":262144}}};

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
if((data.errors === undefined) || (!(func0.call(data, "errors")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "errors"},message:"must have required property '"+"errors"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.truncated === undefined) || (!(func0.call(data, "truncated")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "truncated"},message:"must have required property '"+"truncated"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.record_count === undefined) || (!(func0.call(data, "record_count")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "record_count"},message:"must have required property '"+"record_count"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "valid") || (key0 === "errors")) || (key0 === "truncated")) || (key0 === "record_count"))){
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
if(data.valid !== undefined && func0.call(data, "valid")){
if(typeof data.valid !== "boolean"){
const err5 = {instancePath:instancePath+"/valid",schemaPath:"#/properties/valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.errors !== undefined && func0.call(data, "errors")){
let data1 = data.errors;
if(Array.isArray(data1)){
if(data1.length > 1000){
const err6 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
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
if((data2.reason === undefined) || (!(func0.call(data2, "reason")))){
const err7 = {instancePath:instancePath+"/errors/" + i0,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data2.record === undefined) || (!(func0.call(data2, "record")))){
const err8 = {instancePath:instancePath+"/errors/" + i0,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "record"},message:"must have required property '"+"record"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data2.line === undefined) || (!(func0.call(data2, "line")))){
const err9 = {instancePath:instancePath+"/errors/" + i0,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data2.column === undefined) || (!(func0.call(data2, "column")))){
const err10 = {instancePath:instancePath+"/errors/" + i0,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data2.field === undefined) || (!(func0.call(data2, "field")))){
const err11 = {instancePath:instancePath+"/errors/" + i0,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data2.message === undefined) || (!(func0.call(data2, "message")))){
const err12 = {instancePath:instancePath+"/errors/" + i0,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 of Object.keys(data2)){
if(!((((((key1 === "reason") || (key1 === "record")) || (key1 === "line")) || (key1 === "column")) || (key1 === "field")) || (key1 === "message"))){
const err13 = {instancePath:instancePath+"/errors/" + i0,schemaPath:"#/properties/errors/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.reason !== undefined && func0.call(data2, "reason")){
let data3 = data2.reason;
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/errors/" + i0+"/reason",schemaPath:"#/properties/errors/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((((((data3 === "unterminated_quote") || (data3 === "stray_quote")) || (data3 === "text_after_quote")) || (data3 === "ragged_row")) || (data3 === "empty_header_name")) || (data3 === "duplicate_header_name"))){
const err15 = {instancePath:instancePath+"/errors/" + i0+"/reason",schemaPath:"#/properties/errors/items/properties/reason/enum",keyword:"enum",params:{allowedValues: schema32.properties.errors.items.properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.record !== undefined && func0.call(data2, "record")){
let data4 = data2.record;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err16 = {instancePath:instancePath+"/errors/" + i0+"/record",schemaPath:"#/properties/errors/items/properties/record/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 262144 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/errors/" + i0+"/record",schemaPath:"#/properties/errors/items/properties/record/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/errors/" + i0+"/record",schemaPath:"#/properties/errors/items/properties/record/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data2.line !== undefined && func0.call(data2, "line")){
let data5 = data2.line;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err19 = {instancePath:instancePath+"/errors/" + i0+"/line",schemaPath:"#/properties/errors/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 262145 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/errors/" + i0+"/line",schemaPath:"#/properties/errors/items/properties/line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/errors/" + i0+"/line",schemaPath:"#/properties/errors/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data2.column !== undefined && func0.call(data2, "column")){
let data6 = data2.column;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err22 = {instancePath:instancePath+"/errors/" + i0+"/column",schemaPath:"#/properties/errors/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 262145 || isNaN(data6)){
const err23 = {instancePath:instancePath+"/errors/" + i0+"/column",schemaPath:"#/properties/errors/items/properties/column/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err24 = {instancePath:instancePath+"/errors/" + i0+"/column",schemaPath:"#/properties/errors/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data2.field !== undefined && func0.call(data2, "field")){
let data7 = data2.field;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err25 = {instancePath:instancePath+"/errors/" + i0+"/field",schemaPath:"#/properties/errors/items/properties/field/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 10001 || isNaN(data7)){
const err26 = {instancePath:instancePath+"/errors/" + i0+"/field",schemaPath:"#/properties/errors/items/properties/field/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10001},message:"must be <= 10001"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err27 = {instancePath:instancePath+"/errors/" + i0+"/field",schemaPath:"#/properties/errors/items/properties/field/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data2.message !== undefined && func0.call(data2, "message")){
let data8 = data2.message;
if(typeof data8 === "string"){
if(func62(data8) > 8192){
const err28 = {instancePath:instancePath+"/errors/" + i0+"/message",schemaPath:"#/properties/errors/items/properties/message/maxLength",keyword:"maxLength",params:{limit: 8192},message:"must NOT have more than 8192 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/errors/" + i0+"/message",schemaPath:"#/properties/errors/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err30 = {instancePath:instancePath+"/errors/" + i0,schemaPath:"#/properties/errors/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err31 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.truncated !== undefined && func0.call(data, "truncated")){
if(typeof data.truncated !== "boolean"){
const err32 = {instancePath:instancePath+"/truncated",schemaPath:"#/properties/truncated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.record_count !== undefined && func0.call(data, "record_count")){
let data10 = data.record_count;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err33 = {instancePath:instancePath+"/record_count",schemaPath:"#/properties/record_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 262144 || isNaN(data10)){
const err34 = {instancePath:instancePath+"/record_count",schemaPath:"#/properties/record_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err35 = {instancePath:instancePath+"/record_count",schemaPath:"#/properties/record_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

