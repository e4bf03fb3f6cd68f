// generated from contracts/ — do not edit
// semver-compare@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs ce362cbb75b38840b19adba3dd99aaa1 body f54e339fde52a416e7df235a97c31a43
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["a","b"],"properties":{"a":{"type":"string","maxLength":65536},"b":{"type":"string","maxLength":65536},"loose":{"type":"boolean","default":false}}};
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
if(!(((key0 === "a") || (key0 === "b")) || (key0 === "loose"))){
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
if(func63(data0) > 65536){
const err3 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
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
if(func63(data1) > 65536){
const err5 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
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
if(data.loose !== undefined && func0.call(data, "loose")){
if(typeof data.loose !== "boolean"){
const err7 = {instancePath:instancePath+"/loose",schemaPath:"#/properties/loose/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["result","deciding","prerelease_index","a_part","b_part","build_differs","a_normalized","b_normalized"],"properties":{"result":{"enum":[-1,0,1]},"deciding":{"enum":["major","minor","patch","prerelease_presence","prerelease_identifier","prerelease_length","none"]},"prerelease_index":{"anyOf":[{"type":"integer","minimum":0,"maximum":256},{"type":"null"}]},"a_part":{"anyOf":[{"type":"string","maxLength":256},{"type":"null"}]},"b_part":{"anyOf":[{"type":"string","maxLength":256},{"type":"null"}]},"build_differs":{"type":"boolean"},"a_normalized":{"type":"string","maxLength":256},"b_normalized":{"type":"string","maxLength":256}}};

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
if((data.result === undefined) || (!(func0.call(data, "result")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.deciding === undefined) || (!(func0.call(data, "deciding")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deciding"},message:"must have required property '"+"deciding"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.prerelease_index === undefined) || (!(func0.call(data, "prerelease_index")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prerelease_index"},message:"must have required property '"+"prerelease_index"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.a_part === undefined) || (!(func0.call(data, "a_part")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "a_part"},message:"must have required property '"+"a_part"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.b_part === undefined) || (!(func0.call(data, "b_part")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "b_part"},message:"must have required property '"+"b_part"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.build_differs === undefined) || (!(func0.call(data, "build_differs")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "build_differs"},message:"must have required property '"+"build_differs"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.a_normalized === undefined) || (!(func0.call(data, "a_normalized")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "a_normalized"},message:"must have required property '"+"a_normalized"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data.b_normalized === undefined) || (!(func0.call(data, "b_normalized")))){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "b_normalized"},message:"must have required property '"+"b_normalized"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((((key0 === "result") || (key0 === "deciding")) || (key0 === "prerelease_index")) || (key0 === "a_part")) || (key0 === "b_part")) || (key0 === "build_differs")) || (key0 === "a_normalized")) || (key0 === "b_normalized"))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.result !== undefined && func0.call(data, "result")){
let data0 = data.result;
if(!(((data0 === -1) || (data0 === 0)) || (data0 === 1))){
const err9 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/enum",keyword:"enum",params:{allowedValues: schema32.properties.result.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.deciding !== undefined && func0.call(data, "deciding")){
let data1 = data.deciding;
if(!(((((((data1 === "major") || (data1 === "minor")) || (data1 === "patch")) || (data1 === "prerelease_presence")) || (data1 === "prerelease_identifier")) || (data1 === "prerelease_length")) || (data1 === "none"))){
const err10 = {instancePath:instancePath+"/deciding",schemaPath:"#/properties/deciding/enum",keyword:"enum",params:{allowedValues: schema32.properties.deciding.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.prerelease_index !== undefined && func0.call(data, "prerelease_index")){
let data2 = data.prerelease_index;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/prerelease_index",schemaPath:"#/properties/prerelease_index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 256 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/prerelease_index",schemaPath:"#/properties/prerelease_index/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 256},message:"must be <= 256"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/prerelease_index",schemaPath:"#/properties/prerelease_index/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data2 !== null){
const err14 = {instancePath:instancePath+"/prerelease_index",schemaPath:"#/properties/prerelease_index/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err15 = {instancePath:instancePath+"/prerelease_index",schemaPath:"#/properties/prerelease_index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
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
if(data.a_part !== undefined && func0.call(data, "a_part")){
let data3 = data.a_part;
const _errs11 = errors;
let valid2 = false;
const _errs12 = errors;
if(typeof data3 === "string"){
if(func63(data3) > 256){
const err16 = {instancePath:instancePath+"/a_part",schemaPath:"#/properties/a_part/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err17 = {instancePath:instancePath+"/a_part",schemaPath:"#/properties/a_part/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
const _errs14 = errors;
if(data3 !== null){
const err18 = {instancePath:instancePath+"/a_part",schemaPath:"#/properties/a_part/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err19 = {instancePath:instancePath+"/a_part",schemaPath:"#/properties/a_part/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(data.b_part !== undefined && func0.call(data, "b_part")){
let data4 = data.b_part;
const _errs17 = errors;
let valid3 = false;
const _errs18 = errors;
if(typeof data4 === "string"){
if(func63(data4) > 256){
const err20 = {instancePath:instancePath+"/b_part",schemaPath:"#/properties/b_part/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err21 = {instancePath:instancePath+"/b_part",schemaPath:"#/properties/b_part/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid2 = _errs18 === errors;
valid3 = valid3 || _valid2;
const _errs20 = errors;
if(data4 !== null){
const err22 = {instancePath:instancePath+"/b_part",schemaPath:"#/properties/b_part/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid2 = _errs20 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err23 = {instancePath:instancePath+"/b_part",schemaPath:"#/properties/b_part/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data.build_differs !== undefined && func0.call(data, "build_differs")){
if(typeof data.build_differs !== "boolean"){
const err24 = {instancePath:instancePath+"/build_differs",schemaPath:"#/properties/build_differs/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.a_normalized !== undefined && func0.call(data, "a_normalized")){
let data6 = data.a_normalized;
if(typeof data6 === "string"){
if(func63(data6) > 256){
const err25 = {instancePath:instancePath+"/a_normalized",schemaPath:"#/properties/a_normalized/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/a_normalized",schemaPath:"#/properties/a_normalized/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.b_normalized !== undefined && func0.call(data, "b_normalized")){
let data7 = data.b_normalized;
if(typeof data7 === "string"){
if(func63(data7) > 256){
const err27 = {instancePath:instancePath+"/b_normalized",schemaPath:"#/properties/b_normalized/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/b_normalized",schemaPath:"#/properties/b_normalized/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

