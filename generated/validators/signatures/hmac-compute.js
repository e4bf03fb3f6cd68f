// generated from contracts/ — do not edit
// hmac-compute@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs a03032699647020de968a9cc2bd0ac59 body 371ca2f6c036a3a7e307d00465f4200b
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["key","message","algorithm"],"properties":{"key":{"type":"string","maxLength":16384,"description":"The secret key as text in `key_encoding`; at most 4096 bytes once decoded. Never echoed."},"key_encoding":{"description":"How `key` carries bytes; default `utf8`.","type":"string","enum":["utf8","hex","base64","base64url"]},"message":{"type":"string","maxLength":262144,"description":"The message as text in `message_encoding`; at most 65536 bytes once decoded."},"message_encoding":{"description":"How `message` carries bytes; default `utf8`.","type":"string","enum":["utf8","hex","base64","base64url"]},"algorithm":{"description":"The hash function inside the HMAC.","type":"string","enum":["md5","sha1","ripemd160","sha224","sha256","sha384","sha512","sha512-224","sha512-256","sha3-224","sha3-256","sha3-384","sha3-512"]}}};
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
if((data.key === undefined) || (!(func0.call(data, "key")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.message === undefined) || (!(func0.call(data, "message")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.algorithm === undefined) || (!(func0.call(data, "algorithm")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "algorithm"},message:"must have required property '"+"algorithm"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "key") || (key0 === "key_encoding")) || (key0 === "message")) || (key0 === "message_encoding")) || (key0 === "algorithm"))){
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
if(data.key !== undefined && func0.call(data, "key")){
let data0 = data.key;
if(typeof data0 === "string"){
if(func64(data0) > 16384){
const err4 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/maxLength",keyword:"maxLength",params:{limit: 16384},message:"must NOT have more than 16384 characters"};
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
const err5 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.key_encoding !== undefined && func0.call(data, "key_encoding")){
let data1 = data.key_encoding;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/key_encoding",schemaPath:"#/properties/key_encoding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((((data1 === "utf8") || (data1 === "hex")) || (data1 === "base64")) || (data1 === "base64url"))){
const err7 = {instancePath:instancePath+"/key_encoding",schemaPath:"#/properties/key_encoding/enum",keyword:"enum",params:{allowedValues: schema31.properties.key_encoding.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.message !== undefined && func0.call(data, "message")){
let data2 = data.message;
if(typeof data2 === "string"){
if(func64(data2) > 262144){
const err8 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err9 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.message_encoding !== undefined && func0.call(data, "message_encoding")){
let data3 = data.message_encoding;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/message_encoding",schemaPath:"#/properties/message_encoding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((((data3 === "utf8") || (data3 === "hex")) || (data3 === "base64")) || (data3 === "base64url"))){
const err11 = {instancePath:instancePath+"/message_encoding",schemaPath:"#/properties/message_encoding/enum",keyword:"enum",params:{allowedValues: schema31.properties.message_encoding.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.algorithm !== undefined && func0.call(data, "algorithm")){
let data4 = data.algorithm;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/algorithm",schemaPath:"#/properties/algorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((((((((((((data4 === "md5") || (data4 === "sha1")) || (data4 === "ripemd160")) || (data4 === "sha224")) || (data4 === "sha256")) || (data4 === "sha384")) || (data4 === "sha512")) || (data4 === "sha512-224")) || (data4 === "sha512-256")) || (data4 === "sha3-224")) || (data4 === "sha3-256")) || (data4 === "sha3-384")) || (data4 === "sha3-512"))){
const err13 = {instancePath:instancePath+"/algorithm",schemaPath:"#/properties/algorithm/enum",keyword:"enum",params:{allowedValues: schema31.properties.algorithm.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["algorithm","hex","base64","base64url","mac_bytes"],"properties":{"algorithm":{"type":"string","enum":["md5","sha1","ripemd160","sha224","sha256","sha384","sha512","sha512-224","sha512-256","sha3-224","sha3-256","sha3-384","sha3-512"]},"hex":{"type":"string","pattern":"^[0-9a-f]+$","minLength":32,"maxLength":128},"base64":{"type":"string","pattern":"^[A-Za-z0-9+/]+={0,2}$","minLength":24,"maxLength":88},"base64url":{"type":"string","pattern":"^[A-Za-z0-9_-]+$","minLength":22,"maxLength":86},"mac_bytes":{"type":"integer","minimum":16,"maximum":64}}};
const pattern4 = new RegExp("^[0-9a-f]+$", "u");
const pattern5 = new RegExp("^[A-Za-z0-9+/]+={0,2}$", "u");
const pattern6 = new RegExp("^[A-Za-z0-9_-]+$", "u");

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
if((data.algorithm === undefined) || (!(func0.call(data, "algorithm")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "algorithm"},message:"must have required property '"+"algorithm"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.hex === undefined) || (!(func0.call(data, "hex")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hex"},message:"must have required property '"+"hex"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.base64 === undefined) || (!(func0.call(data, "base64")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "base64"},message:"must have required property '"+"base64"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.base64url === undefined) || (!(func0.call(data, "base64url")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "base64url"},message:"must have required property '"+"base64url"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.mac_bytes === undefined) || (!(func0.call(data, "mac_bytes")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mac_bytes"},message:"must have required property '"+"mac_bytes"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "algorithm") || (key0 === "hex")) || (key0 === "base64")) || (key0 === "base64url")) || (key0 === "mac_bytes"))){
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
if(data.algorithm !== undefined && func0.call(data, "algorithm")){
let data0 = data.algorithm;
if(typeof data0 !== "string"){
const err6 = {instancePath:instancePath+"/algorithm",schemaPath:"#/properties/algorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((((((((((((data0 === "md5") || (data0 === "sha1")) || (data0 === "ripemd160")) || (data0 === "sha224")) || (data0 === "sha256")) || (data0 === "sha384")) || (data0 === "sha512")) || (data0 === "sha512-224")) || (data0 === "sha512-256")) || (data0 === "sha3-224")) || (data0 === "sha3-256")) || (data0 === "sha3-384")) || (data0 === "sha3-512"))){
const err7 = {instancePath:instancePath+"/algorithm",schemaPath:"#/properties/algorithm/enum",keyword:"enum",params:{allowedValues: schema32.properties.algorithm.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.hex !== undefined && func0.call(data, "hex")){
let data1 = data.hex;
if(typeof data1 === "string"){
if(func64(data1) > 128){
const err8 = {instancePath:instancePath+"/hex",schemaPath:"#/properties/hex/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func64(data1) < 32){
const err9 = {instancePath:instancePath+"/hex",schemaPath:"#/properties/hex/minLength",keyword:"minLength",params:{limit: 32},message:"must NOT have fewer than 32 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern4.test(data1)){
const err10 = {instancePath:instancePath+"/hex",schemaPath:"#/properties/hex/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]+$"},message:"must match pattern \""+"^[0-9a-f]+$"+"\""};
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
const err11 = {instancePath:instancePath+"/hex",schemaPath:"#/properties/hex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.base64 !== undefined && func0.call(data, "base64")){
let data2 = data.base64;
if(typeof data2 === "string"){
if(func64(data2) > 88){
const err12 = {instancePath:instancePath+"/base64",schemaPath:"#/properties/base64/maxLength",keyword:"maxLength",params:{limit: 88},message:"must NOT have more than 88 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func64(data2) < 24){
const err13 = {instancePath:instancePath+"/base64",schemaPath:"#/properties/base64/minLength",keyword:"minLength",params:{limit: 24},message:"must NOT have fewer than 24 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern5.test(data2)){
const err14 = {instancePath:instancePath+"/base64",schemaPath:"#/properties/base64/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9+/]+={0,2}$"},message:"must match pattern \""+"^[A-Za-z0-9+/]+={0,2}$"+"\""};
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
const err15 = {instancePath:instancePath+"/base64",schemaPath:"#/properties/base64/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.base64url !== undefined && func0.call(data, "base64url")){
let data3 = data.base64url;
if(typeof data3 === "string"){
if(func64(data3) > 86){
const err16 = {instancePath:instancePath+"/base64url",schemaPath:"#/properties/base64url/maxLength",keyword:"maxLength",params:{limit: 86},message:"must NOT have more than 86 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func64(data3) < 22){
const err17 = {instancePath:instancePath+"/base64url",schemaPath:"#/properties/base64url/minLength",keyword:"minLength",params:{limit: 22},message:"must NOT have fewer than 22 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern6.test(data3)){
const err18 = {instancePath:instancePath+"/base64url",schemaPath:"#/properties/base64url/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/base64url",schemaPath:"#/properties/base64url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.mac_bytes !== undefined && func0.call(data, "mac_bytes")){
let data4 = data.mac_bytes;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err20 = {instancePath:instancePath+"/mac_bytes",schemaPath:"#/properties/mac_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 64 || isNaN(data4)){
const err21 = {instancePath:instancePath+"/mac_bytes",schemaPath:"#/properties/mac_bytes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data4 < 16 || isNaN(data4)){
const err22 = {instancePath:instancePath+"/mac_bytes",schemaPath:"#/properties/mac_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 16},message:"must be >= 16"};
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
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

