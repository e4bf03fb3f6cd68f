// generated from contracts/ — do not edit
// webhook-standard-verify@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 96c0ba6cf61e1f3ee8ca59ba02cfa8c1 body 34e57563a287c7613c7f5878ce7c16ef
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["webhook_id","webhook_timestamp","webhook_signature","payload","secret","now"],"properties":{"webhook_id":{"type":"string","maxLength":256,"description":"The received webhook-id header value."},"webhook_timestamp":{"type":"string","maxLength":64,"description":"The received webhook-timestamp header value (unix seconds as digits)."},"webhook_signature":{"type":"string","maxLength":8192,"description":"The received webhook-signature header value, e.g. `v1,g0hM9SsE+OTP... v1,bm9w...`."},"payload":{"type":"string","maxLength":262144,"description":"The raw request body exactly as received; at most 262144 UTF-8 bytes."},"secret":{"type":"string","minLength":1,"maxLength":512,"description":"The endpoint secret, `whsec_` + Base64 (the prefix is optional). Never echoed."},"now":{"description":"The current time in unix seconds, supplied by the caller.","type":"integer","minimum":0,"maximum":99999999999},"tolerance_seconds":{"description":"Largest accepted distance between timestamp and now, in seconds; default 300.","type":"integer","minimum":0,"maximum":99999999999}}};
const func0 = Object.prototype.hasOwnProperty;
const func67 = __ajvRuntime0.default;

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
if((data.webhook_id === undefined) || (!(func0.call(data, "webhook_id")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "webhook_id"},message:"must have required property '"+"webhook_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.webhook_timestamp === undefined) || (!(func0.call(data, "webhook_timestamp")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "webhook_timestamp"},message:"must have required property '"+"webhook_timestamp"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.webhook_signature === undefined) || (!(func0.call(data, "webhook_signature")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "webhook_signature"},message:"must have required property '"+"webhook_signature"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.payload === undefined) || (!(func0.call(data, "payload")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payload"},message:"must have required property '"+"payload"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.secret === undefined) || (!(func0.call(data, "secret")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "secret"},message:"must have required property '"+"secret"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.now === undefined) || (!(func0.call(data, "now")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "now"},message:"must have required property '"+"now"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((((key0 === "webhook_id") || (key0 === "webhook_timestamp")) || (key0 === "webhook_signature")) || (key0 === "payload")) || (key0 === "secret")) || (key0 === "now")) || (key0 === "tolerance_seconds"))){
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
if(data.webhook_id !== undefined && func0.call(data, "webhook_id")){
let data0 = data.webhook_id;
if(typeof data0 === "string"){
if(func67(data0) > 256){
const err7 = {instancePath:instancePath+"/webhook_id",schemaPath:"#/properties/webhook_id/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err8 = {instancePath:instancePath+"/webhook_id",schemaPath:"#/properties/webhook_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.webhook_timestamp !== undefined && func0.call(data, "webhook_timestamp")){
let data1 = data.webhook_timestamp;
if(typeof data1 === "string"){
if(func67(data1) > 64){
const err9 = {instancePath:instancePath+"/webhook_timestamp",schemaPath:"#/properties/webhook_timestamp/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err10 = {instancePath:instancePath+"/webhook_timestamp",schemaPath:"#/properties/webhook_timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.webhook_signature !== undefined && func0.call(data, "webhook_signature")){
let data2 = data.webhook_signature;
if(typeof data2 === "string"){
if(func67(data2) > 8192){
const err11 = {instancePath:instancePath+"/webhook_signature",schemaPath:"#/properties/webhook_signature/maxLength",keyword:"maxLength",params:{limit: 8192},message:"must NOT have more than 8192 characters"};
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
const err12 = {instancePath:instancePath+"/webhook_signature",schemaPath:"#/properties/webhook_signature/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.payload !== undefined && func0.call(data, "payload")){
let data3 = data.payload;
if(typeof data3 === "string"){
if(func67(data3) > 262144){
const err13 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err14 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.secret !== undefined && func0.call(data, "secret")){
let data4 = data.secret;
if(typeof data4 === "string"){
if(func67(data4) > 512){
const err15 = {instancePath:instancePath+"/secret",schemaPath:"#/properties/secret/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func67(data4) < 1){
const err16 = {instancePath:instancePath+"/secret",schemaPath:"#/properties/secret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err17 = {instancePath:instancePath+"/secret",schemaPath:"#/properties/secret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.now !== undefined && func0.call(data, "now")){
let data5 = data.now;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/now",schemaPath:"#/properties/now/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err19 = {instancePath:instancePath+"/now",schemaPath:"#/properties/now/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999999},message:"must be <= 99999999999"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/now",schemaPath:"#/properties/now/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.tolerance_seconds !== undefined && func0.call(data, "tolerance_seconds")){
let data6 = data.tolerance_seconds;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err21 = {instancePath:instancePath+"/tolerance_seconds",schemaPath:"#/properties/tolerance_seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 99999999999 || isNaN(data6)){
const err22 = {instancePath:instancePath+"/tolerance_seconds",schemaPath:"#/properties/tolerance_seconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999999},message:"must be <= 99999999999"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err23 = {instancePath:instancePath+"/tolerance_seconds",schemaPath:"#/properties/tolerance_seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["valid","reason","signatures_checked"],"properties":{"valid":{"type":"boolean"},"reason":{"enum":["header_malformed","no_signature","signature_mismatch","timestamp_outside_tolerance",null]},"signatures_checked":{"type":"integer","minimum":0,"maximum":8192}}};

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
if((data.signatures_checked === undefined) || (!(func0.call(data, "signatures_checked")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "signatures_checked"},message:"must have required property '"+"signatures_checked"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "valid") || (key0 === "reason")) || (key0 === "signatures_checked"))){
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
if(!(((((data1 === "header_malformed") || (data1 === "no_signature")) || (data1 === "signature_mismatch")) || (data1 === "timestamp_outside_tolerance")) || (data1 === null))){
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
if(data.signatures_checked !== undefined && func0.call(data, "signatures_checked")){
let data2 = data.signatures_checked;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/signatures_checked",schemaPath:"#/properties/signatures_checked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 8192 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/signatures_checked",schemaPath:"#/properties/signatures_checked/maximum",keyword:"maximum",params:{comparison: "<=", limit: 8192},message:"must be <= 8192"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/signatures_checked",schemaPath:"#/properties/signatures_checked/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

