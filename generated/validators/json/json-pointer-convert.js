// generated from contracts/ — do not edit
// json-pointer-convert@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 2edd2ce59544f6e579bec9a0cb6d9d9d body 4e9313770a771438ce2a63d1e71d3ac5
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["path","from","to"],"properties":{"path":{"type":"string","maxLength":8192},"from":{"type":"string","enum":["pointer","jsonpath","dotted"]},"to":{"type":"string","enum":["pointer","jsonpath","dotted"]},"pointer_digits":{"type":"string","enum":["index","name"],"default":"index"}}};
const func0 = Object.prototype.hasOwnProperty;
const func64 = __ajvRuntime0.default;

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
if((data.path === undefined) || (!(func0.call(data, "path")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.from === undefined) || (!(func0.call(data, "from")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.to === undefined) || (!(func0.call(data, "to")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "path") || (key0 === "from")) || (key0 === "to")) || (key0 === "pointer_digits"))){
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
if(data.path !== undefined && func0.call(data, "path")){
let data0 = data.path;
if(typeof data0 === "string"){
if(func64(data0) > 8192){
const err4 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/maxLength",keyword:"maxLength",params:{limit: 8192},message:"must NOT have more than 8192 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.from !== undefined && func0.call(data, "from")){
let data1 = data.from;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data1 === "pointer") || (data1 === "jsonpath")) || (data1 === "dotted"))){
const err7 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/enum",keyword:"enum",params:{allowedValues: schema31.properties.from.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.to !== undefined && func0.call(data, "to")){
let data2 = data.to;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((data2 === "pointer") || (data2 === "jsonpath")) || (data2 === "dotted"))){
const err9 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/enum",keyword:"enum",params:{allowedValues: schema31.properties.to.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.pointer_digits !== undefined && func0.call(data, "pointer_digits")){
let data3 = data.pointer_digits;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/pointer_digits",schemaPath:"#/properties/pointer_digits/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data3 === "index") || (data3 === "name"))){
const err11 = {instancePath:instancePath+"/pointer_digits",schemaPath:"#/properties/pointer_digits/enum",keyword:"enum",params:{allowedValues: schema31.properties.pointer_digits.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["path","segments"],"properties":{"path":{"type":"string","maxLength":65536},"segments":{"type":"array","maxItems":1000,"items":{"oneOf":[{"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"type":"string","maxLength":8192}}},{"type":"object","additionalProperties":false,"required":["index"],"properties":{"index":{"type":"integer","minimum":0,"maximum":9007199254740991}}}]}}}};

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
if((data.path === undefined) || (!(func0.call(data, "path")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.segments === undefined) || (!(func0.call(data, "segments")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "segments"},message:"must have required property '"+"segments"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "path") || (key0 === "segments"))){
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
if(data.path !== undefined && func0.call(data, "path")){
let data0 = data.path;
if(typeof data0 === "string"){
if(func64(data0) > 65536){
const err3 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
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
const err4 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.segments !== undefined && func0.call(data, "segments")){
let data1 = data.segments;
if(Array.isArray(data1)){
if(data1.length > 1000){
const err5 = {instancePath:instancePath+"/segments",schemaPath:"#/properties/segments/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs7 = errors;
let valid3 = false;
let passing0 = null;
const _errs8 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if((data2.name === undefined) || (!(func0.call(data2, "name")))){
const err6 = {instancePath:instancePath+"/segments/" + i0,schemaPath:"#/properties/segments/items/oneOf/0/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 of Object.keys(data2)){
if(!(key1 === "name")){
const err7 = {instancePath:instancePath+"/segments/" + i0,schemaPath:"#/properties/segments/items/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.name !== undefined && func0.call(data2, "name")){
let data3 = data2.name;
if(typeof data3 === "string"){
if(func64(data3) > 8192){
const err8 = {instancePath:instancePath+"/segments/" + i0+"/name",schemaPath:"#/properties/segments/items/oneOf/0/properties/name/maxLength",keyword:"maxLength",params:{limit: 8192},message:"must NOT have more than 8192 characters"};
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
const err9 = {instancePath:instancePath+"/segments/" + i0+"/name",schemaPath:"#/properties/segments/items/oneOf/0/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/segments/" + i0,schemaPath:"#/properties/segments/items/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
var props0 = true;
}
const _errs13 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if((data2.index === undefined) || (!(func0.call(data2, "index")))){
const err11 = {instancePath:instancePath+"/segments/" + i0,schemaPath:"#/properties/segments/items/oneOf/1/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key2 of Object.keys(data2)){
if(!(key2 === "index")){
const err12 = {instancePath:instancePath+"/segments/" + i0,schemaPath:"#/properties/segments/items/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.index !== undefined && func0.call(data2, "index")){
let data4 = data2.index;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err13 = {instancePath:instancePath+"/segments/" + i0+"/index",schemaPath:"#/properties/segments/items/oneOf/1/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 9007199254740991 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/segments/" + i0+"/index",schemaPath:"#/properties/segments/items/oneOf/1/properties/index/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/segments/" + i0+"/index",schemaPath:"#/properties/segments/items/oneOf/1/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err16 = {instancePath:instancePath+"/segments/" + i0,schemaPath:"#/properties/segments/items/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
}
if(!valid3){
const err17 = {instancePath:instancePath+"/segments/" + i0,schemaPath:"#/properties/segments/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err18 = {instancePath:instancePath+"/segments",schemaPath:"#/properties/segments/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

