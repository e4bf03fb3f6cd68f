// generated from contracts/ — do not edit
// matrix-inverse@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs fabb16d7eda0904cbeb82a2d7368a22d body cdcda240db16643d4affcf7e7686bdff
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["a"],"properties":{"a":{"type":"array","maxItems":100,"items":{"type":"array","maxItems":100,"items":{"type":"string","minLength":1,"maxLength":100,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"}}}}};
const func0 = Object.prototype.hasOwnProperty;
const func62 = __ajvRuntime0.default;
const pattern4 = new RegExp("^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$", "u");

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
for(const key0 of Object.keys(data)){
if(!(key0 === "a")){
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
if(data.a !== undefined && func0.call(data, "a")){
let data0 = data.a;
if(Array.isArray(data0)){
if(data0.length > 100){
const err2 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
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
if(Array.isArray(data1)){
if(data1.length > 100){
const err3 = {instancePath:instancePath+"/a/" + i0,schemaPath:"#/properties/a/items/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len1 = data1.length;
for(let i1=0; i1<len1; i1++){
let data2 = data1[i1];
if(typeof data2 === "string"){
if(func62(data2) > 100){
const err4 = {instancePath:instancePath+"/a/" + i0+"/" + i1,schemaPath:"#/properties/a/items/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func62(data2) < 1){
const err5 = {instancePath:instancePath+"/a/" + i0+"/" + i1,schemaPath:"#/properties/a/items/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data2)){
const err6 = {instancePath:instancePath+"/a/" + i0+"/" + i1,schemaPath:"#/properties/a/items/items/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"+"\""};
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
const err7 = {instancePath:instancePath+"/a/" + i0+"/" + i1,schemaPath:"#/properties/a/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath:instancePath+"/a/" + i0,schemaPath:"#/properties/a/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err9 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["invertible","inverse","determinant","rank","size"],"properties":{"invertible":{"type":"boolean"},"inverse":{"oneOf":[{"type":"array","items":{"type":"array","items":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)(/([2-9]|[1-9][0-9]+))?$"}}},{"type":"null"}]},"determinant":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)(/([2-9]|[1-9][0-9]+))?$"},"rank":{"type":"integer","minimum":0},"size":{"type":"integer","minimum":0}}};
const pattern5 = new RegExp("^(0|-?[1-9][0-9]*)(/([2-9]|[1-9][0-9]+))?$", "u");

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
if((data.invertible === undefined) || (!(func0.call(data, "invertible")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "invertible"},message:"must have required property '"+"invertible"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.inverse === undefined) || (!(func0.call(data, "inverse")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "inverse"},message:"must have required property '"+"inverse"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.determinant === undefined) || (!(func0.call(data, "determinant")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "determinant"},message:"must have required property '"+"determinant"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.rank === undefined) || (!(func0.call(data, "rank")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rank"},message:"must have required property '"+"rank"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.size === undefined) || (!(func0.call(data, "size")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "invertible") || (key0 === "inverse")) || (key0 === "determinant")) || (key0 === "rank")) || (key0 === "size"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.invertible !== undefined && func0.call(data, "invertible")){
if(typeof data.invertible !== "boolean"){
const err6 = {instancePath:instancePath+"/invertible",schemaPath:"#/properties/invertible/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.inverse !== undefined && func0.call(data, "inverse")){
let data1 = data.inverse;
const _errs5 = errors;
let valid1 = false;
let passing0 = null;
const _errs6 = errors;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err7 = {instancePath:instancePath+"/inverse/" + i0+"/" + i1,schemaPath:"#/properties/inverse/oneOf/0/items/items/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)(/([2-9]|[1-9][0-9]+))?$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)(/([2-9]|[1-9][0-9]+))?$"+"\""};
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
const err8 = {instancePath:instancePath+"/inverse/" + i0+"/" + i1,schemaPath:"#/properties/inverse/oneOf/0/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err9 = {instancePath:instancePath+"/inverse/" + i0,schemaPath:"#/properties/inverse/oneOf/0/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err10 = {instancePath:instancePath+"/inverse",schemaPath:"#/properties/inverse/oneOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs12 = errors;
if(data1 !== null){
const err11 = {instancePath:instancePath+"/inverse",schemaPath:"#/properties/inverse/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs12 === errors;
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
const err12 = {instancePath:instancePath+"/inverse",schemaPath:"#/properties/inverse/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
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
if(data.determinant !== undefined && func0.call(data, "determinant")){
let data4 = data.determinant;
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
const err13 = {instancePath:instancePath+"/determinant",schemaPath:"#/properties/determinant/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)(/([2-9]|[1-9][0-9]+))?$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)(/([2-9]|[1-9][0-9]+))?$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/determinant",schemaPath:"#/properties/determinant/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.rank !== undefined && func0.call(data, "rank")){
let data5 = data.rank;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err15 = {instancePath:instancePath+"/rank",schemaPath:"#/properties/rank/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/rank",schemaPath:"#/properties/rank/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.size !== undefined && func0.call(data, "size")){
let data6 = data.size;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err17 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

