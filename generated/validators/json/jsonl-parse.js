// generated from contracts/ — do not edit
// jsonl-parse@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 0ed6efe58207012d5cf4dca11f91a651 body bd2f88c55b853c0c7d1ff8188387d591
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","maxLength":262144},"allow_blank_lines":{"type":"boolean","default":false}}};
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
if(!((key0 === "text") || (key0 === "allow_blank_lines"))){
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
if(data.allow_blank_lines !== undefined && func0.call(data, "allow_blank_lines")){
if(typeof data.allow_blank_lines !== "boolean"){
const err4 = {instancePath:instancePath+"/allow_blank_lines",schemaPath:"#/properties/allow_blank_lines/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["values","lines","errors","error_count","line_count","valid"],"properties":{"values":{"type":"array","maxItems":10000},"lines":{"type":"array","maxItems":10000,"items":{"type":"integer","minimum":1,"maximum":10000}},"errors":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["line","column","reason","message"],"properties":{"line":{"type":"integer","minimum":1,"maximum":10000},"column":{"type":"integer","minimum":1,"maximum":262145},"reason":{"type":"string","enum":["blank_line","byte_order_mark","unexpected_end","unexpected_character","invalid_string","invalid_number","number_out_of_range","lone_surrogate","max_depth"]},"message":{"type":"string","maxLength":200}}}},"error_count":{"type":"integer","minimum":0,"maximum":10000},"line_count":{"type":"integer","minimum":0,"maximum":10000},"valid":{"type":"boolean"}}};

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
if((data.values === undefined) || (!(func0.call(data, "values")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.lines === undefined) || (!(func0.call(data, "lines")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lines"},message:"must have required property '"+"lines"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.errors === undefined) || (!(func0.call(data, "errors")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "errors"},message:"must have required property '"+"errors"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.error_count === undefined) || (!(func0.call(data, "error_count")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error_count"},message:"must have required property '"+"error_count"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.line_count === undefined) || (!(func0.call(data, "line_count")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "line_count"},message:"must have required property '"+"line_count"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.valid === undefined) || (!(func0.call(data, "valid")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "valid"},message:"must have required property '"+"valid"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "values") || (key0 === "lines")) || (key0 === "errors")) || (key0 === "error_count")) || (key0 === "line_count")) || (key0 === "valid"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.values !== undefined && func0.call(data, "values")){
let data0 = data.values;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err7 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
const err8 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.lines !== undefined && func0.call(data, "lines")){
let data1 = data.lines;
if(Array.isArray(data1)){
if(data1.length > 10000){
const err9 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 10000 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err13 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.errors !== undefined && func0.call(data, "errors")){
let data3 = data.errors;
if(Array.isArray(data3)){
if(data3.length > 100){
const err14 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if((data4.line === undefined) || (!(func0.call(data4, "line")))){
const err15 = {instancePath:instancePath+"/errors/" + i1,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((data4.column === undefined) || (!(func0.call(data4, "column")))){
const err16 = {instancePath:instancePath+"/errors/" + i1,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((data4.reason === undefined) || (!(func0.call(data4, "reason")))){
const err17 = {instancePath:instancePath+"/errors/" + i1,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((data4.message === undefined) || (!(func0.call(data4, "message")))){
const err18 = {instancePath:instancePath+"/errors/" + i1,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key1 of Object.keys(data4)){
if(!((((key1 === "line") || (key1 === "column")) || (key1 === "reason")) || (key1 === "message"))){
const err19 = {instancePath:instancePath+"/errors/" + i1,schemaPath:"#/properties/errors/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.line !== undefined && func0.call(data4, "line")){
let data5 = data4.line;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err20 = {instancePath:instancePath+"/errors/" + i1+"/line",schemaPath:"#/properties/errors/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 10000 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/errors/" + i1+"/line",schemaPath:"#/properties/errors/items/properties/line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err22 = {instancePath:instancePath+"/errors/" + i1+"/line",schemaPath:"#/properties/errors/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data4.column !== undefined && func0.call(data4, "column")){
let data6 = data4.column;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err23 = {instancePath:instancePath+"/errors/" + i1+"/column",schemaPath:"#/properties/errors/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 262145 || isNaN(data6)){
const err24 = {instancePath:instancePath+"/errors/" + i1+"/column",schemaPath:"#/properties/errors/items/properties/column/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err25 = {instancePath:instancePath+"/errors/" + i1+"/column",schemaPath:"#/properties/errors/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data4.reason !== undefined && func0.call(data4, "reason")){
let data7 = data4.reason;
if(typeof data7 !== "string"){
const err26 = {instancePath:instancePath+"/errors/" + i1+"/reason",schemaPath:"#/properties/errors/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(((((((((data7 === "blank_line") || (data7 === "byte_order_mark")) || (data7 === "unexpected_end")) || (data7 === "unexpected_character")) || (data7 === "invalid_string")) || (data7 === "invalid_number")) || (data7 === "number_out_of_range")) || (data7 === "lone_surrogate")) || (data7 === "max_depth"))){
const err27 = {instancePath:instancePath+"/errors/" + i1+"/reason",schemaPath:"#/properties/errors/items/properties/reason/enum",keyword:"enum",params:{allowedValues: schema32.properties.errors.items.properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data4.message !== undefined && func0.call(data4, "message")){
let data8 = data4.message;
if(typeof data8 === "string"){
if(func62(data8) > 200){
const err28 = {instancePath:instancePath+"/errors/" + i1+"/message",schemaPath:"#/properties/errors/items/properties/message/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err29 = {instancePath:instancePath+"/errors/" + i1+"/message",schemaPath:"#/properties/errors/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err30 = {instancePath:instancePath+"/errors/" + i1,schemaPath:"#/properties/errors/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
if(data.error_count !== undefined && func0.call(data, "error_count")){
let data9 = data.error_count;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err32 = {instancePath:instancePath+"/error_count",schemaPath:"#/properties/error_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 10000 || isNaN(data9)){
const err33 = {instancePath:instancePath+"/error_count",schemaPath:"#/properties/error_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err34 = {instancePath:instancePath+"/error_count",schemaPath:"#/properties/error_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.line_count !== undefined && func0.call(data, "line_count")){
let data10 = data.line_count;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err35 = {instancePath:instancePath+"/line_count",schemaPath:"#/properties/line_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 10000 || isNaN(data10)){
const err36 = {instancePath:instancePath+"/line_count",schemaPath:"#/properties/line_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err37 = {instancePath:instancePath+"/line_count",schemaPath:"#/properties/line_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
if(data.valid !== undefined && func0.call(data, "valid")){
if(typeof data.valid !== "boolean"){
const err38 = {instancePath:instancePath+"/valid",schemaPath:"#/properties/valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

