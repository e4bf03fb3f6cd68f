// generated from contracts/ — do not edit
// webhook-payments-verify@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs b86aa6e1ef371c99856b56015e783969 body 85367cfe743dbfb1391b7a44e5a2946b
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["signature_header","payload","secret","now"],"properties":{"signature_header":{"type":"string","maxLength":8192,"description":"The received Payments-Signature header value, e.g. `t=1700000000,v1=5257a8...`."},"payload":{"type":"string","maxLength":262144,"description":"The raw request body exactly as received; at most 262144 UTF-8 bytes."},"secret":{"type":"string","minLength":1,"maxLength":512,"description":"The endpoint signing secret, used verbatim as UTF-8. Never echoed."},"now":{"description":"The current time in unix seconds, supplied by the caller.","type":"integer","minimum":0,"maximum":99999999999},"tolerance_seconds":{"description":"Largest accepted age of the timestamp in seconds; default 300.","type":"integer","minimum":0,"maximum":99999999999}}};
const func0 = Object.prototype.hasOwnProperty;
const func65 = __ajvRuntime0.default;

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
if((data.signature_header === undefined) || (!(func0.call(data, "signature_header")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "signature_header"},message:"must have required property '"+"signature_header"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.payload === undefined) || (!(func0.call(data, "payload")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payload"},message:"must have required property '"+"payload"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.secret === undefined) || (!(func0.call(data, "secret")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "secret"},message:"must have required property '"+"secret"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.now === undefined) || (!(func0.call(data, "now")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "now"},message:"must have required property '"+"now"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "signature_header") || (key0 === "payload")) || (key0 === "secret")) || (key0 === "now")) || (key0 === "tolerance_seconds"))){
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
if(data.signature_header !== undefined && func0.call(data, "signature_header")){
let data0 = data.signature_header;
if(typeof data0 === "string"){
if(func65(data0) > 8192){
const err5 = {instancePath:instancePath+"/signature_header",schemaPath:"#/properties/signature_header/maxLength",keyword:"maxLength",params:{limit: 8192},message:"must NOT have more than 8192 characters"};
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
const err6 = {instancePath:instancePath+"/signature_header",schemaPath:"#/properties/signature_header/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.payload !== undefined && func0.call(data, "payload")){
let data1 = data.payload;
if(typeof data1 === "string"){
if(func65(data1) > 262144){
const err7 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err8 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.secret !== undefined && func0.call(data, "secret")){
let data2 = data.secret;
if(typeof data2 === "string"){
if(func65(data2) > 512){
const err9 = {instancePath:instancePath+"/secret",schemaPath:"#/properties/secret/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func65(data2) < 1){
const err10 = {instancePath:instancePath+"/secret",schemaPath:"#/properties/secret/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/secret",schemaPath:"#/properties/secret/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.now !== undefined && func0.call(data, "now")){
let data3 = data.now;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/now",schemaPath:"#/properties/now/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 99999999999 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/now",schemaPath:"#/properties/now/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999999},message:"must be <= 99999999999"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/now",schemaPath:"#/properties/now/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.tolerance_seconds !== undefined && func0.call(data, "tolerance_seconds")){
let data4 = data.tolerance_seconds;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err15 = {instancePath:instancePath+"/tolerance_seconds",schemaPath:"#/properties/tolerance_seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err16 = {instancePath:instancePath+"/tolerance_seconds",schemaPath:"#/properties/tolerance_seconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999999},message:"must be <= 99999999999"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/tolerance_seconds",schemaPath:"#/properties/tolerance_seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["valid","reason","timestamp","signatures_checked"],"properties":{"valid":{"type":"boolean"},"reason":{"enum":["header_malformed","no_signature","signature_mismatch","timestamp_outside_tolerance",null]},"timestamp":{"anyOf":[{"type":"integer","minimum":0,"maximum":99999999999},{"type":"null"}]},"signatures_checked":{"type":"integer","minimum":0,"maximum":8192}}};

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
if((data.timestamp === undefined) || (!(func0.call(data, "timestamp")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.signatures_checked === undefined) || (!(func0.call(data, "signatures_checked")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "signatures_checked"},message:"must have required property '"+"signatures_checked"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "valid") || (key0 === "reason")) || (key0 === "timestamp")) || (key0 === "signatures_checked"))){
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
if(data.reason !== undefined && func0.call(data, "reason")){
let data1 = data.reason;
if(!(((((data1 === "header_malformed") || (data1 === "no_signature")) || (data1 === "signature_mismatch")) || (data1 === "timestamp_outside_tolerance")) || (data1 === null))){
const err6 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema32.properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.timestamp !== undefined && func0.call(data, "timestamp")){
let data2 = data.timestamp;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/timestamp",schemaPath:"#/properties/timestamp/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 99999999999 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/timestamp",schemaPath:"#/properties/timestamp/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999999},message:"must be <= 99999999999"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/timestamp",schemaPath:"#/properties/timestamp/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
const _errs9 = errors;
if(data2 !== null){
const err10 = {instancePath:instancePath+"/timestamp",schemaPath:"#/properties/timestamp/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err11 = {instancePath:instancePath+"/timestamp",schemaPath:"#/properties/timestamp/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.signatures_checked !== undefined && func0.call(data, "signatures_checked")){
let data3 = data.signatures_checked;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/signatures_checked",schemaPath:"#/properties/signatures_checked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 8192 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/signatures_checked",schemaPath:"#/properties/signatures_checked/maximum",keyword:"maximum",params:{comparison: "<=", limit: 8192},message:"must be <= 8192"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/signatures_checked",schemaPath:"#/properties/signatures_checked/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

