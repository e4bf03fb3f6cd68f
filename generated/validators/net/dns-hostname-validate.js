// generated from contracts/ — do not edit
// dns-hostname-validate@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 03a9eb918f3b6b1d1012c3e4c0c1caee body 0781cc8e431f0a9e9b613f69aad9ee2c
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["hostname"],"properties":{"hostname":{"type":"string","maxLength":100000},"underscore":{"enum":["none","leading_labels","anywhere"],"default":"none"}}};
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
if((data.hostname === undefined) || (!(func0.call(data, "hostname")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hostname"},message:"must have required property '"+"hostname"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "hostname") || (key0 === "underscore"))){
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
if(data.hostname !== undefined && func0.call(data, "hostname")){
let data0 = data.hostname;
if(typeof data0 === "string"){
if(func62(data0) > 100000){
const err2 = {instancePath:instancePath+"/hostname",schemaPath:"#/properties/hostname/maxLength",keyword:"maxLength",params:{limit: 100000},message:"must NOT have more than 100000 characters"};
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
const err3 = {instancePath:instancePath+"/hostname",schemaPath:"#/properties/hostname/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.underscore !== undefined && func0.call(data, "underscore")){
let data1 = data.underscore;
if(!(((data1 === "none") || (data1 === "leading_labels")) || (data1 === "anywhere"))){
const err4 = {instancePath:instancePath+"/underscore",schemaPath:"#/properties/underscore/enum",keyword:"enum",params:{allowedValues: schema31.properties.underscore.enum},message:"must be equal to one of the allowed values"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["valid","fqdn","labels","problems"],"properties":{"valid":{"type":"boolean"},"fqdn":{"type":"boolean"},"labels":{"type":"array","items":{"type":"string"}},"problems":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["label_index","position","code","message"],"properties":{"label_index":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"position":{"type":"integer","minimum":0},"code":{"enum":["empty_name","empty_label","label_too_long","name_too_long","invalid_character","leading_hyphen","trailing_hyphen","underscore_not_allowed","numeric_top_label"]},"message":{"type":"string"}}}}}};

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
if((data.fqdn === undefined) || (!(func0.call(data, "fqdn")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fqdn"},message:"must have required property '"+"fqdn"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.labels === undefined) || (!(func0.call(data, "labels")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "labels"},message:"must have required property '"+"labels"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.problems === undefined) || (!(func0.call(data, "problems")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "problems"},message:"must have required property '"+"problems"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "valid") || (key0 === "fqdn")) || (key0 === "labels")) || (key0 === "problems"))){
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
if(data.valid !== undefined && func0.call(data, "valid")){
if(typeof data.valid !== "boolean"){
const err5 = {instancePath:instancePath+"/valid",schemaPath:"#/properties/valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.fqdn !== undefined && func0.call(data, "fqdn")){
if(typeof data.fqdn !== "boolean"){
const err6 = {instancePath:instancePath+"/fqdn",schemaPath:"#/properties/fqdn/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.labels !== undefined && func0.call(data, "labels")){
let data2 = data.labels;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(typeof data2[i0] !== "string"){
const err7 = {instancePath:instancePath+"/labels/" + i0,schemaPath:"#/properties/labels/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.problems !== undefined && func0.call(data, "problems")){
let data4 = data.problems;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if((data5.label_index === undefined) || (!(func0.call(data5, "label_index")))){
const err9 = {instancePath:instancePath+"/problems/" + i1,schemaPath:"#/properties/problems/items/required",keyword:"required",params:{missingProperty: "label_index"},message:"must have required property '"+"label_index"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data5.position === undefined) || (!(func0.call(data5, "position")))){
const err10 = {instancePath:instancePath+"/problems/" + i1,schemaPath:"#/properties/problems/items/required",keyword:"required",params:{missingProperty: "position"},message:"must have required property '"+"position"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data5.code === undefined) || (!(func0.call(data5, "code")))){
const err11 = {instancePath:instancePath+"/problems/" + i1,schemaPath:"#/properties/problems/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data5.message === undefined) || (!(func0.call(data5, "message")))){
const err12 = {instancePath:instancePath+"/problems/" + i1,schemaPath:"#/properties/problems/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 of Object.keys(data5)){
if(!((((key1 === "label_index") || (key1 === "position")) || (key1 === "code")) || (key1 === "message"))){
const err13 = {instancePath:instancePath+"/problems/" + i1,schemaPath:"#/properties/problems/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data5.label_index !== undefined && func0.call(data5, "label_index")){
let data6 = data5.label_index;
const _errs16 = errors;
let valid6 = false;
const _errs17 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err14 = {instancePath:instancePath+"/problems/" + i1+"/label_index",schemaPath:"#/properties/problems/items/properties/label_index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/problems/" + i1+"/label_index",schemaPath:"#/properties/problems/items/properties/label_index/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
var _valid0 = _errs17 === errors;
valid6 = valid6 || _valid0;
const _errs19 = errors;
if(data6 !== null){
const err16 = {instancePath:instancePath+"/problems/" + i1+"/label_index",schemaPath:"#/properties/problems/items/properties/label_index/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const err17 = {instancePath:instancePath+"/problems/" + i1+"/label_index",schemaPath:"#/properties/problems/items/properties/label_index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data5.position !== undefined && func0.call(data5, "position")){
let data7 = data5.position;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err18 = {instancePath:instancePath+"/problems/" + i1+"/position",schemaPath:"#/properties/problems/items/properties/position/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err19 = {instancePath:instancePath+"/problems/" + i1+"/position",schemaPath:"#/properties/problems/items/properties/position/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data5.code !== undefined && func0.call(data5, "code")){
let data8 = data5.code;
if(!(((((((((data8 === "empty_name") || (data8 === "empty_label")) || (data8 === "label_too_long")) || (data8 === "name_too_long")) || (data8 === "invalid_character")) || (data8 === "leading_hyphen")) || (data8 === "trailing_hyphen")) || (data8 === "underscore_not_allowed")) || (data8 === "numeric_top_label"))){
const err20 = {instancePath:instancePath+"/problems/" + i1+"/code",schemaPath:"#/properties/problems/items/properties/code/enum",keyword:"enum",params:{allowedValues: schema32.properties.problems.items.properties.code.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data5.message !== undefined && func0.call(data5, "message")){
if(typeof data5.message !== "string"){
const err21 = {instancePath:instancePath+"/problems/" + i1+"/message",schemaPath:"#/properties/problems/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/problems/" + i1,schemaPath:"#/properties/problems/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err23 = {instancePath:instancePath+"/problems",schemaPath:"#/properties/problems/type",keyword:"type",params:{type: "array"},message:"must be array"};
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

