// generated from contracts/ — do not edit
// url-template-expand@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 7b7b41def7daf7163851fb4305c67d97 body 90e31cd9db10cf93871c3c596d16c242
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["template"],"properties":{"template":{"type":"string","maxLength":1000000},"variables":{"type":"object","additionalProperties":{"anyOf":[{"type":"string"},{"type":"number"},{"type":"null"},{"type":"array","items":{"anyOf":[{"type":"string"},{"type":"number"}]}},{"type":"object","additionalProperties":false,"required":["pairs"],"properties":{"pairs":{"type":"array","items":{"type":"array","prefixItems":[{"type":"string"},{"anyOf":[{"type":"string"},{"type":"number"}]}],"minItems":2,"maxItems":2,"items":false}}}},{"type":"object","additionalProperties":{"anyOf":[{"type":"string"},{"type":"number"}]}}]}}},"$defs":{"scalar":{"anyOf":[{"type":"string"},{"type":"number"}]}}};
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
if((data.template === undefined) || (!(func0.call(data, "template")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "template") || (key0 === "variables"))){
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
if(data.template !== undefined && func0.call(data, "template")){
let data0 = data.template;
if(typeof data0 === "string"){
if(func62(data0) > 1000000){
const err2 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/maxLength",keyword:"maxLength",params:{limit: 1000000},message:"must NOT have more than 1000000 characters"};
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
const err3 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.variables !== undefined && func0.call(data, "variables")){
let data1 = data.variables;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 of Object.keys(data1)){
let data2 = data1[key1];
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/variables/additionalProperties/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
const _errs11 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/variables/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid2 = valid2 || _valid0;
const _errs13 = errors;
if(data2 !== null){
const err6 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/variables/additionalProperties/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid2 = valid2 || _valid0;
const _errs15 = errors;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs18 = errors;
let valid5 = false;
const _errs19 = errors;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/variables/additionalProperties/anyOf/3/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid5 = valid5 || _valid1;
const _errs21 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err8 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/variables/additionalProperties/anyOf/3/items/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err9 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/variables/additionalProperties/anyOf/3/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/variables/additionalProperties/anyOf/3/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid2 = valid2 || _valid0;
const _errs23 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if((data2.pairs === undefined) || (!(func0.call(data2, "pairs")))){
const err11 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/variables/additionalProperties/anyOf/4/required",keyword:"required",params:{missingProperty: "pairs"},message:"must have required property '"+"pairs"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key2 of Object.keys(data2)){
if(!(key2 === "pairs")){
const err12 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/variables/additionalProperties/anyOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.pairs !== undefined && func0.call(data2, "pairs")){
let data4 = data2.pairs;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(Array.isArray(data5)){
if(data5.length > 2){
const err13 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/pairs/" + i1,schemaPath:"#/properties/variables/additionalProperties/anyOf/4/properties/pairs/items/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.length < 2){
const err14 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/pairs/" + i1,schemaPath:"#/properties/variables/additionalProperties/anyOf/4/properties/pairs/items/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len2 = data5.length;
if(len2 > 0){
if(typeof data5[0] !== "string"){
const err15 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/pairs/" + i1+"/0",schemaPath:"#/properties/variables/additionalProperties/anyOf/4/properties/pairs/items/prefixItems/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(len2 > 1){
let data7 = data5[1];
const _errs33 = errors;
let valid10 = false;
const _errs34 = errors;
if(typeof data7 !== "string"){
const err16 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/pairs/" + i1+"/1",schemaPath:"#/properties/variables/additionalProperties/anyOf/4/properties/pairs/items/prefixItems/1/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid2 = _errs34 === errors;
valid10 = valid10 || _valid2;
const _errs36 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err17 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/pairs/" + i1+"/1",schemaPath:"#/properties/variables/additionalProperties/anyOf/4/properties/pairs/items/prefixItems/1/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid2 = _errs36 === errors;
valid10 = valid10 || _valid2;
if(!valid10){
const err18 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/pairs/" + i1+"/1",schemaPath:"#/properties/variables/additionalProperties/anyOf/4/properties/pairs/items/prefixItems/1/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
const len3 = data5.length;
if(!(len3 <= 2)){
const err19 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/pairs/" + i1,schemaPath:"#/properties/variables/additionalProperties/anyOf/4/properties/pairs/items/items",keyword:"items",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/pairs/" + i1,schemaPath:"#/properties/variables/additionalProperties/anyOf/4/properties/pairs/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err21 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/pairs",schemaPath:"#/properties/variables/additionalProperties/anyOf/4/properties/pairs/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err22 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/variables/additionalProperties/anyOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs38 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key3 of Object.keys(data2)){
let data8 = data2[key3];
const _errs42 = errors;
let valid12 = false;
const _errs43 = errors;
if(typeof data8 !== "string"){
const err23 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/variables/additionalProperties/anyOf/5/additionalProperties/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid3 = _errs43 === errors;
valid12 = valid12 || _valid3;
const _errs45 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err24 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/variables/additionalProperties/anyOf/5/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid3 = _errs45 === errors;
valid12 = valid12 || _valid3;
if(!valid12){
const err25 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/variables/additionalProperties/anyOf/5/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err26 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/variables/additionalProperties/anyOf/5/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid0 = _errs38 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
if(!valid2){
const err27 = {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/variables/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err28 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["uri"],"properties":{"uri":{"type":"string"}}};

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
if((data.uri === undefined) || (!(func0.call(data, "uri")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "uri"},message:"must have required property '"+"uri"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "uri")){
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
if(data.uri !== undefined && func0.call(data, "uri")){
if(typeof data.uri !== "string"){
const err2 = {instancePath:instancePath+"/uri",schemaPath:"#/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

