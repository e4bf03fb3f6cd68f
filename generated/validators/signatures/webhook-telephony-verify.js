// generated from contracts/ — do not edit
// webhook-telephony-verify@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs aa343f4aa25d50bb106be74493eea041 body 12d93e1212bac389b5f9d3cfdb4599cc
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["url","signature","auth_token"],"properties":{"url":{"type":"string","minLength":1,"maxLength":4096,"description":"The full public url the provider requested, query included; at most 4096 UTF-8 bytes."},"signature":{"type":"string","minLength":1,"maxLength":512,"description":"The received X-Telephony-Signature header value (Base64)."},"auth_token":{"type":"string","minLength":1,"maxLength":512,"description":"The account auth token, used verbatim as UTF-8. Never echoed."},"params":{"description":"The form parameters of the request (a repeated key as an array); `{}` for none.","type":"object","maxProperties":262144,"propertyNames":{"maxLength":262144},"additionalProperties":{"anyOf":[{"type":"string","maxLength":262144},{"type":"array","minItems":1,"maxItems":262144,"items":{"type":"string","maxLength":262144}}]}},"body":{"type":"string","maxLength":262144,"description":"The raw JSON body, for requests whose url carries bodySHA256."}}};
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
if((data.url === undefined) || (!(func0.call(data, "url")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.signature === undefined) || (!(func0.call(data, "signature")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "signature"},message:"must have required property '"+"signature"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.auth_token === undefined) || (!(func0.call(data, "auth_token")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "auth_token"},message:"must have required property '"+"auth_token"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "url") || (key0 === "signature")) || (key0 === "auth_token")) || (key0 === "params")) || (key0 === "body"))){
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
if(data.url !== undefined && func0.call(data, "url")){
let data0 = data.url;
if(typeof data0 === "string"){
if(func64(data0) > 4096){
const err4 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func64(data0) < 1){
const err5 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.signature !== undefined && func0.call(data, "signature")){
let data1 = data.signature;
if(typeof data1 === "string"){
if(func64(data1) > 512){
const err7 = {instancePath:instancePath+"/signature",schemaPath:"#/properties/signature/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func64(data1) < 1){
const err8 = {instancePath:instancePath+"/signature",schemaPath:"#/properties/signature/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/signature",schemaPath:"#/properties/signature/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.auth_token !== undefined && func0.call(data, "auth_token")){
let data2 = data.auth_token;
if(typeof data2 === "string"){
if(func64(data2) > 512){
const err10 = {instancePath:instancePath+"/auth_token",schemaPath:"#/properties/auth_token/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func64(data2) < 1){
const err11 = {instancePath:instancePath+"/auth_token",schemaPath:"#/properties/auth_token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/auth_token",schemaPath:"#/properties/auth_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.params !== undefined && func0.call(data, "params")){
let data3 = data.params;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length > 262144){
const err13 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/maxProperties",keyword:"maxProperties",params:{limit: 262144},message:"must NOT have more than 262144 properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 of Object.keys(data3)){
const _errs10 = errors;
if(typeof key1 === "string"){
if(func64(key1) > 262144){
const err14 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/propertyNames/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
var valid1 = _errs10 === errors;
if(!valid1){
const err15 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
for(const key2 of Object.keys(data3)){
let data4 = data3[key2];
const _errs13 = errors;
let valid3 = false;
const _errs14 = errors;
if(typeof data4 === "string"){
if(func64(data4) > 262144){
const err16 = {instancePath:instancePath+"/params/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/params/additionalProperties/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err17 = {instancePath:instancePath+"/params/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/params/additionalProperties/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid3 = valid3 || _valid0;
const _errs16 = errors;
if(Array.isArray(data4)){
if(data4.length > 262144){
const err18 = {instancePath:instancePath+"/params/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/params/additionalProperties/anyOf/1/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4.length < 1){
const err19 = {instancePath:instancePath+"/params/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/params/additionalProperties/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
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
if(func64(data5) > 262144){
const err20 = {instancePath:instancePath+"/params/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/params/additionalProperties/anyOf/1/items/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err21 = {instancePath:instancePath+"/params/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/params/additionalProperties/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/params/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/params/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err23 = {instancePath:instancePath+"/params/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/params/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err24 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.body !== undefined && func0.call(data, "body")){
let data6 = data.body;
if(typeof data6 === "string"){
if(func64(data6) > 262144){
const err25 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err26 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["valid","reason","matched_url_variant"],"properties":{"valid":{"type":"boolean"},"reason":{"enum":["signature_mismatch","body_hash_mismatch",null]},"matched_url_variant":{"enum":["as_given","with_default_port","without_port",null]}}};

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
if((data.reason === undefined) || (!(func0.call(data, "reason")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.matched_url_variant === undefined) || (!(func0.call(data, "matched_url_variant")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "matched_url_variant"},message:"must have required property '"+"matched_url_variant"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "valid") || (key0 === "reason")) || (key0 === "matched_url_variant"))){
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
if(data.reason !== undefined && func0.call(data, "reason")){
let data1 = data.reason;
if(!(((data1 === "signature_mismatch") || (data1 === "body_hash_mismatch")) || (data1 === null))){
const err5 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema32.properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.matched_url_variant !== undefined && func0.call(data, "matched_url_variant")){
let data2 = data.matched_url_variant;
if(!((((data2 === "as_given") || (data2 === "with_default_port")) || (data2 === "without_port")) || (data2 === null))){
const err6 = {instancePath:instancePath+"/matched_url_variant",schemaPath:"#/properties/matched_url_variant/enum",keyword:"enum",params:{allowedValues: schema32.properties.matched_url_variant.enum},message:"must be equal to one of the allowed values"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

