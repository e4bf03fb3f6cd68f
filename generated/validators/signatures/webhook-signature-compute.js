// generated from contracts/ — do not edit
// webhook-signature-compute@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs dfa6e6d54acd0d2a49a5011e50fc3dad body 659e3a303e5b3940ca72dbcdb0987a12
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["scheme"],"properties":{"scheme":{"type":"string","enum":["payments","chat","standard","telephony","codehost","shop"],"description":"The signing scheme; decides which other fields are required or allowed."},"payload":{"type":"string","maxLength":262144,"description":"The raw request body (payments, standard, codehost, shop); at most 262144 UTF-8 bytes."},"body":{"type":"string","maxLength":262144,"description":"The raw request body (chat); at most 262144 UTF-8 bytes."},"secret":{"type":"string","minLength":1,"maxLength":512,"description":"The shared secret (payments, codehost, shop verbatim; standard `whsec_` + Base64). Never echoed."},"signing_secret":{"type":"string","minLength":1,"maxLength":512,"description":"The chat signing secret, used verbatim. Never echoed."},"auth_token":{"type":"string","minLength":1,"maxLength":512,"description":"The telephony auth token, used verbatim. Never echoed."},"timestamp":{"description":"Unix seconds signed with the payload (payments, chat).","type":"integer","minimum":0,"maximum":99999999999},"webhook_id":{"type":"string","minLength":1,"maxLength":256,"description":"The message id (standard)."},"webhook_timestamp":{"type":"string","pattern":"^[0-9]{1,16}$","description":"Unix seconds as decimal digits, signed verbatim (standard)."},"url":{"type":"string","minLength":1,"maxLength":4096,"description":"The full request url, query included, signed exactly as given (telephony); at most 4096 UTF-8 bytes."},"params":{"description":"Form parameters (telephony); a repeated key is an array; at most 1000 values and 65536 bytes.","type":"object","maxProperties":262144,"propertyNames":{"maxLength":262144},"additionalProperties":{"anyOf":[{"type":"string","maxLength":262144},{"type":"array","minItems":1,"maxItems":262144,"items":{"type":"string","maxLength":262144}}]}}}};
const func0 = Object.prototype.hasOwnProperty;
const func64 = __ajvRuntime0.default;
const pattern4 = new RegExp("^[0-9]{1,16}$", "u");

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
if((data.scheme === undefined) || (!(func0.call(data, "scheme")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scheme"},message:"must have required property '"+"scheme"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(func0.call(schema31.properties, key0))){
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
if(data.scheme !== undefined && func0.call(data, "scheme")){
let data0 = data.scheme;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/scheme",schemaPath:"#/properties/scheme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((((((data0 === "payments") || (data0 === "chat")) || (data0 === "standard")) || (data0 === "telephony")) || (data0 === "codehost")) || (data0 === "shop"))){
const err3 = {instancePath:instancePath+"/scheme",schemaPath:"#/properties/scheme/enum",keyword:"enum",params:{allowedValues: schema31.properties.scheme.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.payload !== undefined && func0.call(data, "payload")){
let data1 = data.payload;
if(typeof data1 === "string"){
if(func64(data1) > 262144){
const err4 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err5 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.body !== undefined && func0.call(data, "body")){
let data2 = data.body;
if(typeof data2 === "string"){
if(func64(data2) > 262144){
const err6 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err7 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.secret !== undefined && func0.call(data, "secret")){
let data3 = data.secret;
if(typeof data3 === "string"){
if(func64(data3) > 512){
const err8 = {instancePath:instancePath+"/secret",schemaPath:"#/properties/secret/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func64(data3) < 1){
const err9 = {instancePath:instancePath+"/secret",schemaPath:"#/properties/secret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/secret",schemaPath:"#/properties/secret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.signing_secret !== undefined && func0.call(data, "signing_secret")){
let data4 = data.signing_secret;
if(typeof data4 === "string"){
if(func64(data4) > 512){
const err11 = {instancePath:instancePath+"/signing_secret",schemaPath:"#/properties/signing_secret/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func64(data4) < 1){
const err12 = {instancePath:instancePath+"/signing_secret",schemaPath:"#/properties/signing_secret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/signing_secret",schemaPath:"#/properties/signing_secret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.auth_token !== undefined && func0.call(data, "auth_token")){
let data5 = data.auth_token;
if(typeof data5 === "string"){
if(func64(data5) > 512){
const err14 = {instancePath:instancePath+"/auth_token",schemaPath:"#/properties/auth_token/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func64(data5) < 1){
const err15 = {instancePath:instancePath+"/auth_token",schemaPath:"#/properties/auth_token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/auth_token",schemaPath:"#/properties/auth_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.timestamp !== undefined && func0.call(data, "timestamp")){
let data6 = data.timestamp;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err17 = {instancePath:instancePath+"/timestamp",schemaPath:"#/properties/timestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 99999999999 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/timestamp",schemaPath:"#/properties/timestamp/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999999},message:"must be <= 99999999999"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/timestamp",schemaPath:"#/properties/timestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.webhook_id !== undefined && func0.call(data, "webhook_id")){
let data7 = data.webhook_id;
if(typeof data7 === "string"){
if(func64(data7) > 256){
const err20 = {instancePath:instancePath+"/webhook_id",schemaPath:"#/properties/webhook_id/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func64(data7) < 1){
const err21 = {instancePath:instancePath+"/webhook_id",schemaPath:"#/properties/webhook_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err22 = {instancePath:instancePath+"/webhook_id",schemaPath:"#/properties/webhook_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.webhook_timestamp !== undefined && func0.call(data, "webhook_timestamp")){
let data8 = data.webhook_timestamp;
if(typeof data8 === "string"){
if(!pattern4.test(data8)){
const err23 = {instancePath:instancePath+"/webhook_timestamp",schemaPath:"#/properties/webhook_timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,16}$"},message:"must match pattern \""+"^[0-9]{1,16}$"+"\""};
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
const err24 = {instancePath:instancePath+"/webhook_timestamp",schemaPath:"#/properties/webhook_timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.url !== undefined && func0.call(data, "url")){
let data9 = data.url;
if(typeof data9 === "string"){
if(func64(data9) > 4096){
const err25 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func64(data9) < 1){
const err26 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.params !== undefined && func0.call(data, "params")){
let data10 = data.params;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(Object.keys(data10).length > 262144){
const err28 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/maxProperties",keyword:"maxProperties",params:{limit: 262144},message:"must NOT have more than 262144 properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key1 of Object.keys(data10)){
const _errs24 = errors;
if(typeof key1 === "string"){
if(func64(key1) > 262144){
const err29 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/propertyNames/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
var valid1 = _errs24 === errors;
if(!valid1){
const err30 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
for(const key2 of Object.keys(data10)){
let data11 = data10[key2];
const _errs27 = errors;
let valid3 = false;
const _errs28 = errors;
if(typeof data11 === "string"){
if(func64(data11) > 262144){
const err31 = {instancePath:instancePath+"/params/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/params/additionalProperties/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/params/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/params/additionalProperties/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid0 = _errs28 === errors;
valid3 = valid3 || _valid0;
const _errs30 = errors;
if(Array.isArray(data11)){
if(data11.length > 262144){
const err33 = {instancePath:instancePath+"/params/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/params/additionalProperties/anyOf/1/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data11.length < 1){
const err34 = {instancePath:instancePath+"/params/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/params/additionalProperties/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
let data12 = data11[i0];
if(typeof data12 === "string"){
if(func64(data12) > 262144){
const err35 = {instancePath:instancePath+"/params/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/params/additionalProperties/anyOf/1/items/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/params/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/params/additionalProperties/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/params/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/params/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid0 = _errs30 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err38 = {instancePath:instancePath+"/params/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/params/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err39 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err40 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["scheme","headers","signature"],"properties":{"scheme":{"type":"string","enum":["payments","chat","standard","telephony","codehost","shop"]},"headers":{"type":"array","minItems":1,"maxItems":3,"items":{"type":"object","additionalProperties":false,"required":["name","value"],"properties":{"name":{"type":"string","minLength":1,"maxLength":64},"value":{"type":"string","maxLength":512}}}},"signature":{"type":"string","minLength":1,"maxLength":128}}};

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
if((data.scheme === undefined) || (!(func0.call(data, "scheme")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scheme"},message:"must have required property '"+"scheme"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.headers === undefined) || (!(func0.call(data, "headers")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "headers"},message:"must have required property '"+"headers"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.signature === undefined) || (!(func0.call(data, "signature")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "signature"},message:"must have required property '"+"signature"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "scheme") || (key0 === "headers")) || (key0 === "signature"))){
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
if(data.scheme !== undefined && func0.call(data, "scheme")){
let data0 = data.scheme;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/scheme",schemaPath:"#/properties/scheme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((((((data0 === "payments") || (data0 === "chat")) || (data0 === "standard")) || (data0 === "telephony")) || (data0 === "codehost")) || (data0 === "shop"))){
const err5 = {instancePath:instancePath+"/scheme",schemaPath:"#/properties/scheme/enum",keyword:"enum",params:{allowedValues: schema32.properties.scheme.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.headers !== undefined && func0.call(data, "headers")){
let data1 = data.headers;
if(Array.isArray(data1)){
if(data1.length > 3){
const err6 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.length < 1){
const err7 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
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
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if((data2.name === undefined) || (!(func0.call(data2, "name")))){
const err8 = {instancePath:instancePath+"/headers/" + i0,schemaPath:"#/properties/headers/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data2.value === undefined) || (!(func0.call(data2, "value")))){
const err9 = {instancePath:instancePath+"/headers/" + i0,schemaPath:"#/properties/headers/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 of Object.keys(data2)){
if(!((key1 === "name") || (key1 === "value"))){
const err10 = {instancePath:instancePath+"/headers/" + i0,schemaPath:"#/properties/headers/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.name !== undefined && func0.call(data2, "name")){
let data3 = data2.name;
if(typeof data3 === "string"){
if(func64(data3) > 64){
const err11 = {instancePath:instancePath+"/headers/" + i0+"/name",schemaPath:"#/properties/headers/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func64(data3) < 1){
const err12 = {instancePath:instancePath+"/headers/" + i0+"/name",schemaPath:"#/properties/headers/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/headers/" + i0+"/name",schemaPath:"#/properties/headers/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.value !== undefined && func0.call(data2, "value")){
let data4 = data2.value;
if(typeof data4 === "string"){
if(func64(data4) > 512){
const err14 = {instancePath:instancePath+"/headers/" + i0+"/value",schemaPath:"#/properties/headers/items/properties/value/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/headers/" + i0+"/value",schemaPath:"#/properties/headers/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err16 = {instancePath:instancePath+"/headers/" + i0,schemaPath:"#/properties/headers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err17 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.signature !== undefined && func0.call(data, "signature")){
let data5 = data.signature;
if(typeof data5 === "string"){
if(func64(data5) > 128){
const err18 = {instancePath:instancePath+"/signature",schemaPath:"#/properties/signature/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func64(data5) < 1){
const err19 = {instancePath:instancePath+"/signature",schemaPath:"#/properties/signature/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err20 = {instancePath:instancePath+"/signature",schemaPath:"#/properties/signature/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

