// generated from contracts/ — do not edit
// sequence-longest-increasing-subsequence@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs c61cea2a004cc7fdcd4cff9be1d6cc87 body 23ac1e83b05f35df3debf18b38f2d31c
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["values"],"properties":{"values":{"anyOf":[{"type":"array","maxItems":131072,"items":{"type":"number"}},{"type":"array","maxItems":131072,"items":{"type":"string","maxLength":262144}}]},"strict":{"type":"boolean","default":true}}};
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
for(const key0 of Object.keys(data)){
if(!((key0 === "values") || (key0 === "strict"))){
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
if(data.values !== undefined && func0.call(data, "values")){
let data0 = data.values;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(Array.isArray(data0)){
if(data0.length > 131072){
const err2 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/anyOf/0/maxItems",keyword:"maxItems",params:{limit: 131072},message:"must NOT have more than 131072 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/values/" + i0,schemaPath:"#/properties/values/anyOf/0/items/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err4 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
if(_valid0){
var items0 = true;
}
const _errs8 = errors;
if(Array.isArray(data0)){
if(data0.length > 131072){
const err5 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/anyOf/1/maxItems",keyword:"maxItems",params:{limit: 131072},message:"must NOT have more than 131072 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len1 = data0.length;
for(let i1=0; i1<len1; i1++){
let data2 = data0[i1];
if(typeof data2 === "string"){
if(func62(data2) > 262144){
const err6 = {instancePath:instancePath+"/values/" + i1,schemaPath:"#/properties/values/anyOf/1/items/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/values/" + i1,schemaPath:"#/properties/values/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err8 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
if(items0 !== true){
items0 = true;
}
}
if(!valid1){
const err9 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
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
if(data.strict !== undefined && func0.call(data, "strict")){
if(typeof data.strict !== "boolean"){
const err10 = {instancePath:instancePath+"/strict",schemaPath:"#/properties/strict/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["length","indices","values"],"properties":{"length":{"type":"integer","minimum":0,"maximum":100000},"indices":{"type":"array","maxItems":100000,"items":{"type":"integer","minimum":0,"maximum":99999}},"values":{"anyOf":[{"type":"array","maxItems":100000,"items":{"type":"number"}},{"type":"array","maxItems":100000,"items":{"type":"string","maxLength":262144}}]}}};

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
if((data.indices === undefined) || (!(func0.call(data, "indices")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "indices"},message:"must have required property '"+"indices"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.values === undefined) || (!(func0.call(data, "values")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "length") || (key0 === "indices")) || (key0 === "values"))){
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
if(data.length !== undefined && func0.call(data, "length")){
let data0 = data.length;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/length",schemaPath:"#/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 100000 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/length",schemaPath:"#/properties/length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/length",schemaPath:"#/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.indices !== undefined && func0.call(data, "indices")){
let data1 = data.indices;
if(Array.isArray(data1)){
if(data1.length > 100000){
const err7 = {instancePath:instancePath+"/indices",schemaPath:"#/properties/indices/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
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
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/indices/" + i0,schemaPath:"#/properties/indices/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 99999 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/indices/" + i0,schemaPath:"#/properties/indices/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999},message:"must be <= 99999"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/indices/" + i0,schemaPath:"#/properties/indices/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err11 = {instancePath:instancePath+"/indices",schemaPath:"#/properties/indices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.values !== undefined && func0.call(data, "values")){
let data3 = data.values;
const _errs9 = errors;
let valid3 = false;
const _errs10 = errors;
if(Array.isArray(data3)){
if(data3.length > 100000){
const err12 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/anyOf/0/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err13 = {instancePath:instancePath+"/values/" + i1,schemaPath:"#/properties/values/anyOf/0/items/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err14 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
var items0 = true;
}
const _errs14 = errors;
if(Array.isArray(data3)){
if(data3.length > 100000){
const err15 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/anyOf/1/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len2 = data3.length;
for(let i2=0; i2<len2; i2++){
let data5 = data3[i2];
if(typeof data5 === "string"){
if(func62(data5) > 262144){
const err16 = {instancePath:instancePath+"/values/" + i2,schemaPath:"#/properties/values/anyOf/1/items/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err17 = {instancePath:instancePath+"/values/" + i2,schemaPath:"#/properties/values/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err18 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(items0 !== true){
items0 = true;
}
}
if(!valid3){
const err19 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
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
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

