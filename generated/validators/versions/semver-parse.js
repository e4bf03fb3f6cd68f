// generated from contracts/ — do not edit
// semver-parse@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 6ac4fb32a1cf9ee6e8e948f8a818fd7b body cebced84f00e9cd3d99ee58a77be4dee
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["version"],"properties":{"version":{"type":"string","maxLength":65536},"loose":{"type":"boolean","default":false}}};
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
for(const key0 of Object.keys(data)){
if(!((key0 === "version") || (key0 === "loose"))){
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
if(data.version !== undefined && func0.call(data, "version")){
let data0 = data.version;
if(typeof data0 === "string"){
if(func62(data0) > 65536){
const err2 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
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
const err3 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.loose !== undefined && func0.call(data, "loose")){
if(typeof data.loose !== "boolean"){
const err4 = {instancePath:instancePath+"/loose",schemaPath:"#/properties/loose/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["valid","normalized","precedence_text","major","minor","patch","prerelease","build","is_prerelease","invalid"],"properties":{"valid":{"type":"boolean"},"normalized":{"anyOf":[{"type":"string","maxLength":256},{"type":"null"}]},"precedence_text":{"anyOf":[{"type":"string","maxLength":256},{"type":"null"}]},"major":{"anyOf":[{"type":"string","pattern":"^(0|[1-9][0-9]*)$"},{"type":"null"}]},"minor":{"anyOf":[{"type":"string","pattern":"^(0|[1-9][0-9]*)$"},{"type":"null"}]},"patch":{"anyOf":[{"type":"string","pattern":"^(0|[1-9][0-9]*)$"},{"type":"null"}]},"prerelease":{"type":"array","maxItems":128,"items":{"type":"object","additionalProperties":false,"required":["value","kind"],"properties":{"value":{"type":"string","minLength":1,"maxLength":256},"kind":{"enum":["numeric","alphanumeric"]}}}},"build":{"type":"array","maxItems":128,"items":{"type":"string","minLength":1,"maxLength":256}},"is_prerelease":{"type":"boolean"},"invalid":{"anyOf":[{"type":"null"},{"type":"object","additionalProperties":false,"required":["reason","offset","message"],"properties":{"reason":{"enum":["empty","prefix_not_allowed","whitespace","missing_number","leading_zero","empty_identifier","invalid_character"]},"offset":{"type":"integer","minimum":0,"maximum":256},"message":{"type":"string","maxLength":512}}}]}}};
const pattern4 = new RegExp("^(0|[1-9][0-9]*)$", "u");

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
if((data.normalized === undefined) || (!(func0.call(data, "normalized")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "normalized"},message:"must have required property '"+"normalized"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.precedence_text === undefined) || (!(func0.call(data, "precedence_text")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "precedence_text"},message:"must have required property '"+"precedence_text"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.major === undefined) || (!(func0.call(data, "major")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "major"},message:"must have required property '"+"major"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.minor === undefined) || (!(func0.call(data, "minor")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "minor"},message:"must have required property '"+"minor"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.patch === undefined) || (!(func0.call(data, "patch")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "patch"},message:"must have required property '"+"patch"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.prerelease === undefined) || (!(func0.call(data, "prerelease")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prerelease"},message:"must have required property '"+"prerelease"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data.build === undefined) || (!(func0.call(data, "build")))){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "build"},message:"must have required property '"+"build"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data.is_prerelease === undefined) || (!(func0.call(data, "is_prerelease")))){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "is_prerelease"},message:"must have required property '"+"is_prerelease"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data.invalid === undefined) || (!(func0.call(data, "invalid")))){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "invalid"},message:"must have required property '"+"invalid"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(func0.call(schema32.properties, key0))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.valid !== undefined && func0.call(data, "valid")){
if(typeof data.valid !== "boolean"){
const err11 = {instancePath:instancePath+"/valid",schemaPath:"#/properties/valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.normalized !== undefined && func0.call(data, "normalized")){
let data1 = data.normalized;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 === "string"){
if(func62(data1) > 256){
const err12 = {instancePath:instancePath+"/normalized",schemaPath:"#/properties/normalized/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err13 = {instancePath:instancePath+"/normalized",schemaPath:"#/properties/normalized/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err14 = {instancePath:instancePath+"/normalized",schemaPath:"#/properties/normalized/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
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
const err15 = {instancePath:instancePath+"/normalized",schemaPath:"#/properties/normalized/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
if(data.precedence_text !== undefined && func0.call(data, "precedence_text")){
let data2 = data.precedence_text;
const _errs11 = errors;
let valid2 = false;
const _errs12 = errors;
if(typeof data2 === "string"){
if(func62(data2) > 256){
const err16 = {instancePath:instancePath+"/precedence_text",schemaPath:"#/properties/precedence_text/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err17 = {instancePath:instancePath+"/precedence_text",schemaPath:"#/properties/precedence_text/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data2 !== null){
const err18 = {instancePath:instancePath+"/precedence_text",schemaPath:"#/properties/precedence_text/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
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
const err19 = {instancePath:instancePath+"/precedence_text",schemaPath:"#/properties/precedence_text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
if(data.major !== undefined && func0.call(data, "major")){
let data3 = data.major;
const _errs17 = errors;
let valid3 = false;
const _errs18 = errors;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err20 = {instancePath:instancePath+"/major",schemaPath:"#/properties/major/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\""};
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
const err21 = {instancePath:instancePath+"/major",schemaPath:"#/properties/major/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data3 !== null){
const err22 = {instancePath:instancePath+"/major",schemaPath:"#/properties/major/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
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
const err23 = {instancePath:instancePath+"/major",schemaPath:"#/properties/major/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
if(data.minor !== undefined && func0.call(data, "minor")){
let data4 = data.minor;
const _errs23 = errors;
let valid4 = false;
const _errs24 = errors;
if(typeof data4 === "string"){
if(!pattern4.test(data4)){
const err24 = {instancePath:instancePath+"/minor",schemaPath:"#/properties/minor/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\""};
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
const err25 = {instancePath:instancePath+"/minor",schemaPath:"#/properties/minor/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid3 = _errs24 === errors;
valid4 = valid4 || _valid3;
const _errs26 = errors;
if(data4 !== null){
const err26 = {instancePath:instancePath+"/minor",schemaPath:"#/properties/minor/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid3 = _errs26 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err27 = {instancePath:instancePath+"/minor",schemaPath:"#/properties/minor/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
}
if(data.patch !== undefined && func0.call(data, "patch")){
let data5 = data.patch;
const _errs29 = errors;
let valid5 = false;
const _errs30 = errors;
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
const err28 = {instancePath:instancePath+"/patch",schemaPath:"#/properties/patch/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\""};
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
const err29 = {instancePath:instancePath+"/patch",schemaPath:"#/properties/patch/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid4 = _errs30 === errors;
valid5 = valid5 || _valid4;
const _errs32 = errors;
if(data5 !== null){
const err30 = {instancePath:instancePath+"/patch",schemaPath:"#/properties/patch/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid4 = _errs32 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const err31 = {instancePath:instancePath+"/patch",schemaPath:"#/properties/patch/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
}
if(data.prerelease !== undefined && func0.call(data, "prerelease")){
let data6 = data.prerelease;
if(Array.isArray(data6)){
if(data6.length > 128){
const err32 = {instancePath:instancePath+"/prerelease",schemaPath:"#/properties/prerelease/maxItems",keyword:"maxItems",params:{limit: 128},message:"must NOT have more than 128 items"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if((data7.value === undefined) || (!(func0.call(data7, "value")))){
const err33 = {instancePath:instancePath+"/prerelease/" + i0,schemaPath:"#/properties/prerelease/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((data7.kind === undefined) || (!(func0.call(data7, "kind")))){
const err34 = {instancePath:instancePath+"/prerelease/" + i0,schemaPath:"#/properties/prerelease/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key1 of Object.keys(data7)){
if(!((key1 === "value") || (key1 === "kind"))){
const err35 = {instancePath:instancePath+"/prerelease/" + i0,schemaPath:"#/properties/prerelease/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data7.value !== undefined && func0.call(data7, "value")){
let data8 = data7.value;
if(typeof data8 === "string"){
if(func62(data8) > 256){
const err36 = {instancePath:instancePath+"/prerelease/" + i0+"/value",schemaPath:"#/properties/prerelease/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(func62(data8) < 1){
const err37 = {instancePath:instancePath+"/prerelease/" + i0+"/value",schemaPath:"#/properties/prerelease/items/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/prerelease/" + i0+"/value",schemaPath:"#/properties/prerelease/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data7.kind !== undefined && func0.call(data7, "kind")){
let data9 = data7.kind;
if(!((data9 === "numeric") || (data9 === "alphanumeric"))){
const err39 = {instancePath:instancePath+"/prerelease/" + i0+"/kind",schemaPath:"#/properties/prerelease/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema32.properties.prerelease.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/prerelease/" + i0,schemaPath:"#/properties/prerelease/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/prerelease",schemaPath:"#/properties/prerelease/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.build !== undefined && func0.call(data, "build")){
let data10 = data.build;
if(Array.isArray(data10)){
if(data10.length > 128){
const err42 = {instancePath:instancePath+"/build",schemaPath:"#/properties/build/maxItems",keyword:"maxItems",params:{limit: 128},message:"must NOT have more than 128 items"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(typeof data11 === "string"){
if(func62(data11) > 256){
const err43 = {instancePath:instancePath+"/build/" + i1,schemaPath:"#/properties/build/items/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(func62(data11) < 1){
const err44 = {instancePath:instancePath+"/build/" + i1,schemaPath:"#/properties/build/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/build/" + i1,schemaPath:"#/properties/build/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/build",schemaPath:"#/properties/build/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.is_prerelease !== undefined && func0.call(data, "is_prerelease")){
if(typeof data.is_prerelease !== "boolean"){
const err47 = {instancePath:instancePath+"/is_prerelease",schemaPath:"#/properties/is_prerelease/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.invalid !== undefined && func0.call(data, "invalid")){
let data13 = data.invalid;
const _errs49 = errors;
let valid11 = false;
const _errs50 = errors;
if(data13 !== null){
const err48 = {instancePath:instancePath+"/invalid",schemaPath:"#/properties/invalid/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid5 = _errs50 === errors;
valid11 = valid11 || _valid5;
const _errs52 = errors;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if((data13.reason === undefined) || (!(func0.call(data13, "reason")))){
const err49 = {instancePath:instancePath+"/invalid",schemaPath:"#/properties/invalid/anyOf/1/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((data13.offset === undefined) || (!(func0.call(data13, "offset")))){
const err50 = {instancePath:instancePath+"/invalid",schemaPath:"#/properties/invalid/anyOf/1/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((data13.message === undefined) || (!(func0.call(data13, "message")))){
const err51 = {instancePath:instancePath+"/invalid",schemaPath:"#/properties/invalid/anyOf/1/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
for(const key2 of Object.keys(data13)){
if(!(((key2 === "reason") || (key2 === "offset")) || (key2 === "message"))){
const err52 = {instancePath:instancePath+"/invalid",schemaPath:"#/properties/invalid/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data13.reason !== undefined && func0.call(data13, "reason")){
let data14 = data13.reason;
if(!(((((((data14 === "empty") || (data14 === "prefix_not_allowed")) || (data14 === "whitespace")) || (data14 === "missing_number")) || (data14 === "leading_zero")) || (data14 === "empty_identifier")) || (data14 === "invalid_character"))){
const err53 = {instancePath:instancePath+"/invalid/reason",schemaPath:"#/properties/invalid/anyOf/1/properties/reason/enum",keyword:"enum",params:{allowedValues: schema32.properties.invalid.anyOf[1].properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data13.offset !== undefined && func0.call(data13, "offset")){
let data15 = data13.offset;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err54 = {instancePath:instancePath+"/invalid/offset",schemaPath:"#/properties/invalid/anyOf/1/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 256 || isNaN(data15)){
const err55 = {instancePath:instancePath+"/invalid/offset",schemaPath:"#/properties/invalid/anyOf/1/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 256},message:"must be <= 256"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err56 = {instancePath:instancePath+"/invalid/offset",schemaPath:"#/properties/invalid/anyOf/1/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
if(data13.message !== undefined && func0.call(data13, "message")){
let data16 = data13.message;
if(typeof data16 === "string"){
if(func62(data16) > 512){
const err57 = {instancePath:instancePath+"/invalid/message",schemaPath:"#/properties/invalid/anyOf/1/properties/message/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/invalid/message",schemaPath:"#/properties/invalid/anyOf/1/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/invalid",schemaPath:"#/properties/invalid/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid5 = _errs52 === errors;
valid11 = valid11 || _valid5;
if(!valid11){
const err60 = {instancePath:instancePath+"/invalid",schemaPath:"#/properties/invalid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
else {
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err61 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

