// generated from contracts/ — do not edit
// webhook-chat-verify@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 2ea324e19b645d4924bb6785bc6ef079 body 59b59501ab7ac156f138b46fe2e1dfc2
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["timestamp","signature","body","signing_secret","now"],"properties":{"timestamp":{"type":"string","maxLength":64,"description":"The received X-Chat-Request-Timestamp header value (unix seconds as digits)."},"signature":{"type":"string","maxLength":1024,"description":"The received X-Chat-Signature header value, `v0=` + 64 hex digits."},"body":{"type":"string","maxLength":262144,"description":"The raw request body exactly as received; at most 262144 UTF-8 bytes."},"signing_secret":{"type":"string","minLength":1,"maxLength":512,"description":"The app's signing secret, used verbatim as UTF-8. Never echoed."},"now":{"description":"The current time in unix seconds, supplied by the caller.","type":"integer","minimum":0,"maximum":99999999999},"tolerance_seconds":{"description":"Largest accepted distance between timestamp and now, in seconds; default 300.","type":"integer","minimum":0,"maximum":99999999999}}};
const func0 = Object.prototype.hasOwnProperty;
const func66 = __ajvRuntime0.default;

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
if((data.timestamp === undefined) || (!(func0.call(data, "timestamp")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'"};
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
if((data.body === undefined) || (!(func0.call(data, "body")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.signing_secret === undefined) || (!(func0.call(data, "signing_secret")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "signing_secret"},message:"must have required property '"+"signing_secret"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.now === undefined) || (!(func0.call(data, "now")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "now"},message:"must have required property '"+"now"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "timestamp") || (key0 === "signature")) || (key0 === "body")) || (key0 === "signing_secret")) || (key0 === "now")) || (key0 === "tolerance_seconds"))){
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
if(data.timestamp !== undefined && func0.call(data, "timestamp")){
let data0 = data.timestamp;
if(typeof data0 === "string"){
if(func66(data0) > 64){
const err6 = {instancePath:instancePath+"/timestamp",schemaPath:"#/properties/timestamp/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err7 = {instancePath:instancePath+"/timestamp",schemaPath:"#/properties/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.signature !== undefined && func0.call(data, "signature")){
let data1 = data.signature;
if(typeof data1 === "string"){
if(func66(data1) > 1024){
const err8 = {instancePath:instancePath+"/signature",schemaPath:"#/properties/signature/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
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
if(data.body !== undefined && func0.call(data, "body")){
let data2 = data.body;
if(typeof data2 === "string"){
if(func66(data2) > 262144){
const err10 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.signing_secret !== undefined && func0.call(data, "signing_secret")){
let data3 = data.signing_secret;
if(typeof data3 === "string"){
if(func66(data3) > 512){
const err12 = {instancePath:instancePath+"/signing_secret",schemaPath:"#/properties/signing_secret/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func66(data3) < 1){
const err13 = {instancePath:instancePath+"/signing_secret",schemaPath:"#/properties/signing_secret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/signing_secret",schemaPath:"#/properties/signing_secret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.now !== undefined && func0.call(data, "now")){
let data4 = data.now;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err15 = {instancePath:instancePath+"/now",schemaPath:"#/properties/now/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 99999999999 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/now",schemaPath:"#/properties/now/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999999},message:"must be <= 99999999999"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/now",schemaPath:"#/properties/now/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.tolerance_seconds !== undefined && func0.call(data, "tolerance_seconds")){
let data5 = data.tolerance_seconds;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/tolerance_seconds",schemaPath:"#/properties/tolerance_seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 99999999999 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/tolerance_seconds",schemaPath:"#/properties/tolerance_seconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999999},message:"must be <= 99999999999"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/tolerance_seconds",schemaPath:"#/properties/tolerance_seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["valid","reason"],"properties":{"valid":{"type":"boolean"},"reason":{"enum":["header_malformed","no_signature","signature_mismatch","timestamp_outside_tolerance",null]}}};

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
for(const key0 of Object.keys(data)){
if(!((key0 === "valid") || (key0 === "reason"))){
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
if(data.valid !== undefined && func0.call(data, "valid")){
if(typeof data.valid !== "boolean"){
const err3 = {instancePath:instancePath+"/valid",schemaPath:"#/properties/valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.reason !== undefined && func0.call(data, "reason")){
let data1 = data.reason;
if(!(((((data1 === "header_malformed") || (data1 === "no_signature")) || (data1 === "signature_mismatch")) || (data1 === "timestamp_outside_tolerance")) || (data1 === null))){
const err4 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema32.properties.reason.enum},message:"must be equal to one of the allowed values"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

