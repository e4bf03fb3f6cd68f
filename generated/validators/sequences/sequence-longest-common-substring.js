// generated from contracts/ — do not edit
// sequence-longest-common-substring@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 7e39e8567a3f3843c7da2ea93377ff1b body 326f1c0edd423e83afe6a875495949b9
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["a","b"],"properties":{"a":{"anyOf":[{"type":"array","maxItems":131072,"items":{"description":"Any JSON value."}},{"type":"string","maxLength":262144}]},"b":{"anyOf":[{"type":"array","maxItems":131072,"items":{"description":"Any JSON value."}},{"type":"string","maxLength":262144}]},"split":{"type":"string","enum":["none","lines","code_points"],"default":"none"}}};
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
if(!(((key0 === "a") || (key0 === "b")) || (key0 === "split"))){
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
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(Array.isArray(data0)){
if(data0.length > 131072){
const err3 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/anyOf/0/maxItems",keyword:"maxItems",params:{limit: 131072},message:"must NOT have more than 131072 items"};
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
const err4 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(typeof data0 === "string"){
if(func63(data0) > 262144){
const err5 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err6 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.b !== undefined && func0.call(data, "b")){
let data1 = data.b;
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(Array.isArray(data1)){
if(data1.length > 131072){
const err8 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/anyOf/0/maxItems",keyword:"maxItems",params:{limit: 131072},message:"must NOT have more than 131072 items"};
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
const err9 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
const _errs12 = errors;
if(typeof data1 === "string"){
if(func63(data1) > 262144){
const err10 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err12 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.split !== undefined && func0.call(data, "split")){
let data2 = data.split;
if(typeof data2 !== "string"){
const err13 = {instancePath:instancePath+"/split",schemaPath:"#/properties/split/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((data2 === "none") || (data2 === "lines")) || (data2 === "code_points"))){
const err14 = {instancePath:instancePath+"/split",schemaPath:"#/properties/split/enum",keyword:"enum",params:{allowedValues: schema31.properties.split.enum},message:"must be equal to one of the allowed values"};
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
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["length","a_start","b_start","items"],"properties":{"length":{"type":"integer","minimum":0,"maximum":20000},"a_start":{"type":["integer","null"],"minimum":0,"maximum":19999},"b_start":{"type":["integer","null"],"minimum":0,"maximum":19999},"items":{"type":"array","maxItems":262144,"items":{"description":"An item of an input sequence."}}}};

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
if((data.length === undefined) || (!(func0.call(data, "length")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "length"},message:"must have required property '"+"length"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.a_start === undefined) || (!(func0.call(data, "a_start")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "a_start"},message:"must have required property '"+"a_start"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.b_start === undefined) || (!(func0.call(data, "b_start")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "b_start"},message:"must have required property '"+"b_start"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.items === undefined) || (!(func0.call(data, "items")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "length") || (key0 === "a_start")) || (key0 === "b_start")) || (key0 === "items"))){
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
if(data.length !== undefined && func0.call(data, "length")){
let data0 = data.length;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/length",schemaPath:"#/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 20000 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/length",schemaPath:"#/properties/length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/length",schemaPath:"#/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.a_start !== undefined && func0.call(data, "a_start")){
let data1 = data.a_start;
if((!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) && (data1 !== null)){
const err8 = {instancePath:instancePath+"/a_start",schemaPath:"#/properties/a_start/type",keyword:"type",params:{type: schema32.properties.a_start.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 19999 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/a_start",schemaPath:"#/properties/a_start/maximum",keyword:"maximum",params:{comparison: "<=", limit: 19999},message:"must be <= 19999"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/a_start",schemaPath:"#/properties/a_start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.b_start !== undefined && func0.call(data, "b_start")){
let data2 = data.b_start;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
const err11 = {instancePath:instancePath+"/b_start",schemaPath:"#/properties/b_start/type",keyword:"type",params:{type: schema32.properties.b_start.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 19999 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/b_start",schemaPath:"#/properties/b_start/maximum",keyword:"maximum",params:{comparison: "<=", limit: 19999},message:"must be <= 19999"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/b_start",schemaPath:"#/properties/b_start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.items !== undefined && func0.call(data, "items")){
let data3 = data.items;
if(Array.isArray(data3)){
if(data3.length > 262144){
const err14 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

