// generated from contracts/ — do not edit
// json-schema-validate@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs dd821a1ac09ff918a804c9954a65329b body 5c0cc6ee6a6bf6e12afcc41874c81c91
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["instance","schema"],"properties":{"instance":{},"schema":{"description":"A JSON Schema 2020-12 schema.","oneOf":[{"type":"object","additionalProperties":true},{"type":"boolean"}]},"format_assertion":{"type":"boolean","default":false}}};
const func0 = Object.prototype.hasOwnProperty;

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
if((data.instance === undefined) || (!(func0.call(data, "instance")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "instance"},message:"must have required property '"+"instance"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.schema === undefined) || (!(func0.call(data, "schema")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schema"},message:"must have required property '"+"schema"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "instance") || (key0 === "schema")) || (key0 === "format_assertion"))){
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
if(data.schema !== undefined && func0.call(data, "schema")){
let data0 = data.schema;
const _errs3 = errors;
let valid1 = false;
let passing0 = null;
const _errs4 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
}
else {
const err3 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs4 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs7 = errors;
if(typeof data0 !== "boolean"){
const err4 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/oneOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs7 === errors;
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
const err5 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
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
if(data.format_assertion !== undefined && func0.call(data, "format_assertion")){
if(typeof data.format_assertion !== "boolean"){
const err6 = {instancePath:instancePath+"/format_assertion",schemaPath:"#/properties/format_assertion/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["valid","error_count","errors"],"properties":{"valid":{"type":"boolean"},"error_count":{"type":"integer","minimum":0,"maximum":1000000},"errors":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["instance_pointer","schema_pointer","keyword","message"],"properties":{"instance_pointer":{"type":"string","maxLength":262144},"schema_pointer":{"type":"string","maxLength":65536},"keyword":{"type":"string","maxLength":200},"message":{"type":"string","maxLength":4096}}}}}};
const func75 = __ajvRuntime0.default;

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
if((data.error_count === undefined) || (!(func0.call(data, "error_count")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error_count"},message:"must have required property '"+"error_count"+"'"};
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
for(const key0 of Object.keys(data)){
if(!(((key0 === "valid") || (key0 === "error_count")) || (key0 === "errors"))){
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
if(data.valid !== undefined && func0.call(data, "valid")){
if(typeof data.valid !== "boolean"){
const err4 = {instancePath:instancePath+"/valid",schemaPath:"#/properties/valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.error_count !== undefined && func0.call(data, "error_count")){
let data1 = data.error_count;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/error_count",schemaPath:"#/properties/error_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1000000 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/error_count",schemaPath:"#/properties/error_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/error_count",schemaPath:"#/properties/error_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.errors !== undefined && func0.call(data, "errors")){
let data2 = data.errors;
if(Array.isArray(data2)){
if(data2.length > 100){
const err8 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if((data3.instance_pointer === undefined) || (!(func0.call(data3, "instance_pointer")))){
const err9 = {instancePath:instancePath+"/errors/" + i0,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "instance_pointer"},message:"must have required property '"+"instance_pointer"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data3.schema_pointer === undefined) || (!(func0.call(data3, "schema_pointer")))){
const err10 = {instancePath:instancePath+"/errors/" + i0,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "schema_pointer"},message:"must have required property '"+"schema_pointer"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data3.keyword === undefined) || (!(func0.call(data3, "keyword")))){
const err11 = {instancePath:instancePath+"/errors/" + i0,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "keyword"},message:"must have required property '"+"keyword"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data3.message === undefined) || (!(func0.call(data3, "message")))){
const err12 = {instancePath:instancePath+"/errors/" + i0,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 of Object.keys(data3)){
if(!((((key1 === "instance_pointer") || (key1 === "schema_pointer")) || (key1 === "keyword")) || (key1 === "message"))){
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
if(data3.instance_pointer !== undefined && func0.call(data3, "instance_pointer")){
let data4 = data3.instance_pointer;
if(typeof data4 === "string"){
if(func75(data4) > 262144){
const err14 = {instancePath:instancePath+"/errors/" + i0+"/instance_pointer",schemaPath:"#/properties/errors/items/properties/instance_pointer/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err15 = {instancePath:instancePath+"/errors/" + i0+"/instance_pointer",schemaPath:"#/properties/errors/items/properties/instance_pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.schema_pointer !== undefined && func0.call(data3, "schema_pointer")){
let data5 = data3.schema_pointer;
if(typeof data5 === "string"){
if(func75(data5) > 65536){
const err16 = {instancePath:instancePath+"/errors/" + i0+"/schema_pointer",schemaPath:"#/properties/errors/items/properties/schema_pointer/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
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
const err17 = {instancePath:instancePath+"/errors/" + i0+"/schema_pointer",schemaPath:"#/properties/errors/items/properties/schema_pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data3.keyword !== undefined && func0.call(data3, "keyword")){
let data6 = data3.keyword;
if(typeof data6 === "string"){
if(func75(data6) > 200){
const err18 = {instancePath:instancePath+"/errors/" + i0+"/keyword",schemaPath:"#/properties/errors/items/properties/keyword/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err19 = {instancePath:instancePath+"/errors/" + i0+"/keyword",schemaPath:"#/properties/errors/items/properties/keyword/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data3.message !== undefined && func0.call(data3, "message")){
let data7 = data3.message;
if(typeof data7 === "string"){
if(func75(data7) > 4096){
const err20 = {instancePath:instancePath+"/errors/" + i0+"/message",schemaPath:"#/properties/errors/items/properties/message/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/errors/" + i0+"/message",schemaPath:"#/properties/errors/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/errors/" + i0,schemaPath:"#/properties/errors/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err23 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

