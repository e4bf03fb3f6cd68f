// generated from contracts/ — do not edit
// semver-range-satisfies@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 8dfe063d10639fe82d5e9ddd02a127c5 body 56bdf4acbfd8406109525b0c6cdb99bb
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["version","range"],"properties":{"version":{"type":"string","maxLength":65536},"range":{"type":"string","maxLength":65536},"include_prerelease":{"type":"boolean","default":false},"loose":{"type":"boolean","default":false}}};
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
if((data.version === undefined) || (!(func0.call(data, "version")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
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
if(!((((key0 === "version") || (key0 === "range")) || (key0 === "include_prerelease")) || (key0 === "loose"))){
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
if(data.version !== undefined && func0.call(data, "version")){
let data0 = data.version;
if(typeof data0 === "string"){
if(func63(data0) > 65536){
const err3 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
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
const err4 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.range !== undefined && func0.call(data, "range")){
let data1 = data.range;
if(typeof data1 === "string"){
if(func63(data1) > 65536){
const err5 = {instancePath:instancePath+"/range",schemaPath:"#/properties/range/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
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
const err6 = {instancePath:instancePath+"/range",schemaPath:"#/properties/range/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.include_prerelease !== undefined && func0.call(data, "include_prerelease")){
if(typeof data.include_prerelease !== "boolean"){
const err7 = {instancePath:instancePath+"/include_prerelease",schemaPath:"#/properties/include_prerelease/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.loose !== undefined && func0.call(data, "loose")){
if(typeof data.loose !== "boolean"){
const err8 = {instancePath:instancePath+"/loose",schemaPath:"#/properties/loose/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["satisfies","matching_set","matching_comparators","prerelease_excluded","sets","desugared"],"properties":{"satisfies":{"type":"boolean"},"matching_set":{"anyOf":[{"type":"integer","minimum":0,"maximum":4096},{"type":"null"}]},"matching_comparators":{"anyOf":[{"type":"string","maxLength":65536},{"type":"null"}]},"prerelease_excluded":{"type":"boolean"},"sets":{"type":"array","minItems":1,"maxItems":4096,"items":{"type":"string","minLength":1,"maxLength":65536}},"desugared":{"type":"string","maxLength":131072}}};

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
if((data.satisfies === undefined) || (!(func0.call(data, "satisfies")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "satisfies"},message:"must have required property '"+"satisfies"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.matching_set === undefined) || (!(func0.call(data, "matching_set")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "matching_set"},message:"must have required property '"+"matching_set"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.matching_comparators === undefined) || (!(func0.call(data, "matching_comparators")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "matching_comparators"},message:"must have required property '"+"matching_comparators"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.prerelease_excluded === undefined) || (!(func0.call(data, "prerelease_excluded")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prerelease_excluded"},message:"must have required property '"+"prerelease_excluded"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.sets === undefined) || (!(func0.call(data, "sets")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sets"},message:"must have required property '"+"sets"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.desugared === undefined) || (!(func0.call(data, "desugared")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "desugared"},message:"must have required property '"+"desugared"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "satisfies") || (key0 === "matching_set")) || (key0 === "matching_comparators")) || (key0 === "prerelease_excluded")) || (key0 === "sets")) || (key0 === "desugared"))){
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
if(data.satisfies !== undefined && func0.call(data, "satisfies")){
if(typeof data.satisfies !== "boolean"){
const err7 = {instancePath:instancePath+"/satisfies",schemaPath:"#/properties/satisfies/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.matching_set !== undefined && func0.call(data, "matching_set")){
let data1 = data.matching_set;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/matching_set",schemaPath:"#/properties/matching_set/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 4096 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/matching_set",schemaPath:"#/properties/matching_set/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4096},message:"must be <= 4096"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/matching_set",schemaPath:"#/properties/matching_set/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err11 = {instancePath:instancePath+"/matching_set",schemaPath:"#/properties/matching_set/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err12 = {instancePath:instancePath+"/matching_set",schemaPath:"#/properties/matching_set/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
if(data.matching_comparators !== undefined && func0.call(data, "matching_comparators")){
let data2 = data.matching_comparators;
const _errs11 = errors;
let valid2 = false;
const _errs12 = errors;
if(typeof data2 === "string"){
if(func63(data2) > 65536){
const err13 = {instancePath:instancePath+"/matching_comparators",schemaPath:"#/properties/matching_comparators/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
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
const err14 = {instancePath:instancePath+"/matching_comparators",schemaPath:"#/properties/matching_comparators/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
const _errs14 = errors;
if(data2 !== null){
const err15 = {instancePath:instancePath+"/matching_comparators",schemaPath:"#/properties/matching_comparators/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err16 = {instancePath:instancePath+"/matching_comparators",schemaPath:"#/properties/matching_comparators/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
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
if(data.prerelease_excluded !== undefined && func0.call(data, "prerelease_excluded")){
if(typeof data.prerelease_excluded !== "boolean"){
const err17 = {instancePath:instancePath+"/prerelease_excluded",schemaPath:"#/properties/prerelease_excluded/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.sets !== undefined && func0.call(data, "sets")){
let data4 = data.sets;
if(Array.isArray(data4)){
if(data4.length > 4096){
const err18 = {instancePath:instancePath+"/sets",schemaPath:"#/properties/sets/maxItems",keyword:"maxItems",params:{limit: 4096},message:"must NOT have more than 4096 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4.length < 1){
const err19 = {instancePath:instancePath+"/sets",schemaPath:"#/properties/sets/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 === "string"){
if(func63(data5) > 65536){
const err20 = {instancePath:instancePath+"/sets/" + i0,schemaPath:"#/properties/sets/items/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func63(data5) < 1){
const err21 = {instancePath:instancePath+"/sets/" + i0,schemaPath:"#/properties/sets/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/sets/" + i0,schemaPath:"#/properties/sets/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err23 = {instancePath:instancePath+"/sets",schemaPath:"#/properties/sets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.desugared !== undefined && func0.call(data, "desugared")){
let data6 = data.desugared;
if(typeof data6 === "string"){
if(func63(data6) > 131072){
const err24 = {instancePath:instancePath+"/desugared",schemaPath:"#/properties/desugared/maxLength",keyword:"maxLength",params:{limit: 131072},message:"must NOT have more than 131072 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/desugared",schemaPath:"#/properties/desugared/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

