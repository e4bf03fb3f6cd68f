// generated from contracts/ — do not edit
// semver-range-max-satisfying@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 4a8d1b183b7c5dfd59c9c6e88acd3699 body fe18e4eb606fd1b931558ccb0f8e217b
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["versions","range"],"properties":{"versions":{"type":"array","maxItems":1000000,"items":{"type":"string","maxLength":65536}},"range":{"type":"string","maxLength":65536},"include_prerelease":{"type":"boolean","default":false},"loose":{"type":"boolean","default":false}}};
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
if((data.versions === undefined) || (!(func0.call(data, "versions")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "versions"},message:"must have required property '"+"versions"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.range === undefined) || (!(func0.call(data, "range")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "range"},message:"must have required property '"+"range"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "versions") || (key0 === "range")) || (key0 === "include_prerelease")) || (key0 === "loose"))){
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
if(data.versions !== undefined && func0.call(data, "versions")){
let data0 = data.versions;
if(Array.isArray(data0)){
if(data0.length > 1000000){
const err3 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/maxItems",keyword:"maxItems",params:{limit: 1000000},message:"must NOT have more than 1000000 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func63(data1) > 65536){
const err4 = {instancePath:instancePath+"/versions/" + i0,schemaPath:"#/properties/versions/items/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
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
const err5 = {instancePath:instancePath+"/versions/" + i0,schemaPath:"#/properties/versions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.range !== undefined && func0.call(data, "range")){
let data2 = data.range;
if(typeof data2 === "string"){
if(func63(data2) > 65536){
const err7 = {instancePath:instancePath+"/range",schemaPath:"#/properties/range/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
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
const err8 = {instancePath:instancePath+"/range",schemaPath:"#/properties/range/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.include_prerelease !== undefined && func0.call(data, "include_prerelease")){
if(typeof data.include_prerelease !== "boolean"){
const err9 = {instancePath:instancePath+"/include_prerelease",schemaPath:"#/properties/include_prerelease/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.loose !== undefined && func0.call(data, "loose")){
if(typeof data.loose !== "boolean"){
const err10 = {instancePath:instancePath+"/loose",schemaPath:"#/properties/loose/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["highest","lowest","satisfying_count","invalid_count","invalid","sets","desugared"],"properties":{"highest":{"anyOf":[{"type":"null"},{"type":"object","additionalProperties":false,"required":["version","index"],"properties":{"version":{"type":"string","maxLength":256},"index":{"type":"integer","minimum":0,"maximum":9999}}}]},"lowest":{"anyOf":[{"type":"null"},{"type":"object","additionalProperties":false,"required":["version","index"],"properties":{"version":{"type":"string","maxLength":256},"index":{"type":"integer","minimum":0,"maximum":9999}}}]},"satisfying_count":{"type":"integer","minimum":0,"maximum":10000},"invalid_count":{"type":"integer","minimum":0,"maximum":10000},"invalid":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["index","reason","offset"],"properties":{"index":{"type":"integer","minimum":0,"maximum":9999},"reason":{"enum":["empty","prefix_not_allowed","whitespace","missing_number","leading_zero","empty_identifier","invalid_character"]},"offset":{"type":"integer","minimum":0,"maximum":256}}}},"sets":{"type":"array","minItems":1,"maxItems":4096,"items":{"type":"string","minLength":1,"maxLength":65536}},"desugared":{"type":"string","maxLength":131072}}};

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
if((data.highest === undefined) || (!(func0.call(data, "highest")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "highest"},message:"must have required property '"+"highest"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.lowest === undefined) || (!(func0.call(data, "lowest")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lowest"},message:"must have required property '"+"lowest"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.satisfying_count === undefined) || (!(func0.call(data, "satisfying_count")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "satisfying_count"},message:"must have required property '"+"satisfying_count"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.invalid_count === undefined) || (!(func0.call(data, "invalid_count")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "invalid_count"},message:"must have required property '"+"invalid_count"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.invalid === undefined) || (!(func0.call(data, "invalid")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "invalid"},message:"must have required property '"+"invalid"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.sets === undefined) || (!(func0.call(data, "sets")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sets"},message:"must have required property '"+"sets"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.desugared === undefined) || (!(func0.call(data, "desugared")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "desugared"},message:"must have required property '"+"desugared"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((((key0 === "highest") || (key0 === "lowest")) || (key0 === "satisfying_count")) || (key0 === "invalid_count")) || (key0 === "invalid")) || (key0 === "sets")) || (key0 === "desugared"))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.highest !== undefined && func0.call(data, "highest")){
let data0 = data.highest;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data0 !== null){
const err8 = {instancePath:instancePath+"/highest",schemaPath:"#/properties/highest/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if((data0.version === undefined) || (!(func0.call(data0, "version")))){
const err9 = {instancePath:instancePath+"/highest",schemaPath:"#/properties/highest/anyOf/1/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data0.index === undefined) || (!(func0.call(data0, "index")))){
const err10 = {instancePath:instancePath+"/highest",schemaPath:"#/properties/highest/anyOf/1/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 of Object.keys(data0)){
if(!((key1 === "version") || (key1 === "index"))){
const err11 = {instancePath:instancePath+"/highest",schemaPath:"#/properties/highest/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data0.version !== undefined && func0.call(data0, "version")){
let data1 = data0.version;
if(typeof data1 === "string"){
if(func63(data1) > 256){
const err12 = {instancePath:instancePath+"/highest/version",schemaPath:"#/properties/highest/anyOf/1/properties/version/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/highest/version",schemaPath:"#/properties/highest/anyOf/1/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.index !== undefined && func0.call(data0, "index")){
let data2 = data0.index;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err14 = {instancePath:instancePath+"/highest/index",schemaPath:"#/properties/highest/anyOf/1/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9999 || isNaN(data2)){
const err15 = {instancePath:instancePath+"/highest/index",schemaPath:"#/properties/highest/anyOf/1/properties/index/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/highest/index",schemaPath:"#/properties/highest/anyOf/1/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err17 = {instancePath:instancePath+"/highest",schemaPath:"#/properties/highest/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err18 = {instancePath:instancePath+"/highest",schemaPath:"#/properties/highest/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
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
if(data.lowest !== undefined && func0.call(data, "lowest")){
let data3 = data.lowest;
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
if(data3 !== null){
const err19 = {instancePath:instancePath+"/lowest",schemaPath:"#/properties/lowest/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid3 = valid3 || _valid1;
const _errs17 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if((data3.version === undefined) || (!(func0.call(data3, "version")))){
const err20 = {instancePath:instancePath+"/lowest",schemaPath:"#/properties/lowest/anyOf/1/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((data3.index === undefined) || (!(func0.call(data3, "index")))){
const err21 = {instancePath:instancePath+"/lowest",schemaPath:"#/properties/lowest/anyOf/1/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key2 of Object.keys(data3)){
if(!((key2 === "version") || (key2 === "index"))){
const err22 = {instancePath:instancePath+"/lowest",schemaPath:"#/properties/lowest/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data3.version !== undefined && func0.call(data3, "version")){
let data4 = data3.version;
if(typeof data4 === "string"){
if(func63(data4) > 256){
const err23 = {instancePath:instancePath+"/lowest/version",schemaPath:"#/properties/lowest/anyOf/1/properties/version/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/lowest/version",schemaPath:"#/properties/lowest/anyOf/1/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data3.index !== undefined && func0.call(data3, "index")){
let data5 = data3.index;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err25 = {instancePath:instancePath+"/lowest/index",schemaPath:"#/properties/lowest/anyOf/1/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9999 || isNaN(data5)){
const err26 = {instancePath:instancePath+"/lowest/index",schemaPath:"#/properties/lowest/anyOf/1/properties/index/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err27 = {instancePath:instancePath+"/lowest/index",schemaPath:"#/properties/lowest/anyOf/1/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err28 = {instancePath:instancePath+"/lowest",schemaPath:"#/properties/lowest/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err29 = {instancePath:instancePath+"/lowest",schemaPath:"#/properties/lowest/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data.satisfying_count !== undefined && func0.call(data, "satisfying_count")){
let data6 = data.satisfying_count;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err30 = {instancePath:instancePath+"/satisfying_count",schemaPath:"#/properties/satisfying_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 10000 || isNaN(data6)){
const err31 = {instancePath:instancePath+"/satisfying_count",schemaPath:"#/properties/satisfying_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err32 = {instancePath:instancePath+"/satisfying_count",schemaPath:"#/properties/satisfying_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data.invalid_count !== undefined && func0.call(data, "invalid_count")){
let data7 = data.invalid_count;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err33 = {instancePath:instancePath+"/invalid_count",schemaPath:"#/properties/invalid_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 10000 || isNaN(data7)){
const err34 = {instancePath:instancePath+"/invalid_count",schemaPath:"#/properties/invalid_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err35 = {instancePath:instancePath+"/invalid_count",schemaPath:"#/properties/invalid_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.invalid !== undefined && func0.call(data, "invalid")){
let data8 = data.invalid;
if(Array.isArray(data8)){
if(data8.length > 100){
const err36 = {instancePath:instancePath+"/invalid",schemaPath:"#/properties/invalid/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if((data9.index === undefined) || (!(func0.call(data9, "index")))){
const err37 = {instancePath:instancePath+"/invalid/" + i0,schemaPath:"#/properties/invalid/items/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((data9.reason === undefined) || (!(func0.call(data9, "reason")))){
const err38 = {instancePath:instancePath+"/invalid/" + i0,schemaPath:"#/properties/invalid/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((data9.offset === undefined) || (!(func0.call(data9, "offset")))){
const err39 = {instancePath:instancePath+"/invalid/" + i0,schemaPath:"#/properties/invalid/items/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key3 of Object.keys(data9)){
if(!(((key3 === "index") || (key3 === "reason")) || (key3 === "offset"))){
const err40 = {instancePath:instancePath+"/invalid/" + i0,schemaPath:"#/properties/invalid/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data9.index !== undefined && func0.call(data9, "index")){
let data10 = data9.index;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err41 = {instancePath:instancePath+"/invalid/" + i0+"/index",schemaPath:"#/properties/invalid/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 9999 || isNaN(data10)){
const err42 = {instancePath:instancePath+"/invalid/" + i0+"/index",schemaPath:"#/properties/invalid/items/properties/index/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err43 = {instancePath:instancePath+"/invalid/" + i0+"/index",schemaPath:"#/properties/invalid/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
if(data9.reason !== undefined && func0.call(data9, "reason")){
let data11 = data9.reason;
if(!(((((((data11 === "empty") || (data11 === "prefix_not_allowed")) || (data11 === "whitespace")) || (data11 === "missing_number")) || (data11 === "leading_zero")) || (data11 === "empty_identifier")) || (data11 === "invalid_character"))){
const err44 = {instancePath:instancePath+"/invalid/" + i0+"/reason",schemaPath:"#/properties/invalid/items/properties/reason/enum",keyword:"enum",params:{allowedValues: schema32.properties.invalid.items.properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data9.offset !== undefined && func0.call(data9, "offset")){
let data12 = data9.offset;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err45 = {instancePath:instancePath+"/invalid/" + i0+"/offset",schemaPath:"#/properties/invalid/items/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 256 || isNaN(data12)){
const err46 = {instancePath:instancePath+"/invalid/" + i0+"/offset",schemaPath:"#/properties/invalid/items/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 256},message:"must be <= 256"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err47 = {instancePath:instancePath+"/invalid/" + i0+"/offset",schemaPath:"#/properties/invalid/items/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err48 = {instancePath:instancePath+"/invalid/" + i0,schemaPath:"#/properties/invalid/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/invalid",schemaPath:"#/properties/invalid/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.sets !== undefined && func0.call(data, "sets")){
let data13 = data.sets;
if(Array.isArray(data13)){
if(data13.length > 4096){
const err50 = {instancePath:instancePath+"/sets",schemaPath:"#/properties/sets/maxItems",keyword:"maxItems",params:{limit: 4096},message:"must NOT have more than 4096 items"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data13.length < 1){
const err51 = {instancePath:instancePath+"/sets",schemaPath:"#/properties/sets/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
let data14 = data13[i1];
if(typeof data14 === "string"){
if(func63(data14) > 65536){
const err52 = {instancePath:instancePath+"/sets/" + i1,schemaPath:"#/properties/sets/items/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(func63(data14) < 1){
const err53 = {instancePath:instancePath+"/sets/" + i1,schemaPath:"#/properties/sets/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err54 = {instancePath:instancePath+"/sets/" + i1,schemaPath:"#/properties/sets/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err55 = {instancePath:instancePath+"/sets",schemaPath:"#/properties/sets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.desugared !== undefined && func0.call(data, "desugared")){
let data15 = data.desugared;
if(typeof data15 === "string"){
if(func63(data15) > 131072){
const err56 = {instancePath:instancePath+"/desugared",schemaPath:"#/properties/desugared/maxLength",keyword:"maxLength",params:{limit: 131072},message:"must NOT have more than 131072 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/desugared",schemaPath:"#/properties/desugared/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
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

