// generated from contracts/ — do not edit
// hmac-verify@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs c8795d82352eb33280deced16192cb6e body 0d0476efa5fc50c3883889f7ff0d84c8
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["key","message","algorithm","signature"],"properties":{"key":{"type":"string","maxLength":16384,"description":"The secret key as text in `key_encoding`; at most 4096 bytes once decoded. Never echoed."},"key_encoding":{"description":"How `key` carries bytes; default `utf8`.","type":"string","enum":["utf8","hex","base64","base64url"]},"message":{"type":"string","maxLength":262144,"description":"The signed message as text in `message_encoding`; at most 65536 bytes once decoded."},"message_encoding":{"description":"How `message` carries bytes; default `utf8`.","type":"string","enum":["utf8","hex","base64","base64url"]},"algorithm":{"description":"The hash function inside the HMAC.","type":"string","enum":["md5","sha1","ripemd160","sha224","sha256","sha384","sha512","sha512-224","sha512-256","sha3-224","sha3-256","sha3-384","sha3-512"]},"signature":{"type":"string","minLength":1,"maxLength":512,"description":"The received signature, with its prefix if `signature_prefix` is given."},"signature_encoding":{"type":"string","enum":["auto","hex","base64","base64url"],"description":"How `signature` carries bytes; default `auto` (hex, then base64, then base64url)."},"signature_prefix":{"type":"string","minLength":1,"maxLength":32,"description":"A literal, case-sensitive prefix the signature must start with, such as `sha256=`; removed before decoding."},"truncate_to_bytes":{"type":"integer","minimum":10,"maximum":64,"description":"Compare only the leftmost this many MAC bytes; at least max(10, ceil(native / 2)) and at most the native length."}}};
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
if((data.signature === undefined) || (!(func0.call(data, "signature")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "signature"},message:"must have required property '"+"signature"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(func0.call(schema31.properties, key0))){
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
if(data.key !== undefined && func0.call(data, "key")){
let data0 = data.key;
if(typeof data0 === "string"){
if(func66(data0) > 16384){
const err5 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/maxLength",keyword:"maxLength",params:{limit: 16384},message:"must NOT have more than 16384 characters"};
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
const err6 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.key_encoding !== undefined && func0.call(data, "key_encoding")){
let data1 = data.key_encoding;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/key_encoding",schemaPath:"#/properties/key_encoding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((data1 === "utf8") || (data1 === "hex")) || (data1 === "base64")) || (data1 === "base64url"))){
const err8 = {instancePath:instancePath+"/key_encoding",schemaPath:"#/properties/key_encoding/enum",keyword:"enum",params:{allowedValues: schema31.properties.key_encoding.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.message !== undefined && func0.call(data, "message")){
let data2 = data.message;
if(typeof data2 === "string"){
if(func66(data2) > 262144){
const err9 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err10 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.message_encoding !== undefined && func0.call(data, "message_encoding")){
let data3 = data.message_encoding;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/message_encoding",schemaPath:"#/properties/message_encoding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((data3 === "utf8") || (data3 === "hex")) || (data3 === "base64")) || (data3 === "base64url"))){
const err12 = {instancePath:instancePath+"/message_encoding",schemaPath:"#/properties/message_encoding/enum",keyword:"enum",params:{allowedValues: schema31.properties.message_encoding.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.algorithm !== undefined && func0.call(data, "algorithm")){
let data4 = data.algorithm;
if(typeof data4 !== "string"){
const err13 = {instancePath:instancePath+"/algorithm",schemaPath:"#/properties/algorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((((((((((((data4 === "md5") || (data4 === "sha1")) || (data4 === "ripemd160")) || (data4 === "sha224")) || (data4 === "sha256")) || (data4 === "sha384")) || (data4 === "sha512")) || (data4 === "sha512-224")) || (data4 === "sha512-256")) || (data4 === "sha3-224")) || (data4 === "sha3-256")) || (data4 === "sha3-384")) || (data4 === "sha3-512"))){
const err14 = {instancePath:instancePath+"/algorithm",schemaPath:"#/properties/algorithm/enum",keyword:"enum",params:{allowedValues: schema31.properties.algorithm.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.signature !== undefined && func0.call(data, "signature")){
let data5 = data.signature;
if(typeof data5 === "string"){
if(func66(data5) > 512){
const err15 = {instancePath:instancePath+"/signature",schemaPath:"#/properties/signature/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func66(data5) < 1){
const err16 = {instancePath:instancePath+"/signature",schemaPath:"#/properties/signature/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err17 = {instancePath:instancePath+"/signature",schemaPath:"#/properties/signature/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.signature_encoding !== undefined && func0.call(data, "signature_encoding")){
let data6 = data.signature_encoding;
if(typeof data6 !== "string"){
const err18 = {instancePath:instancePath+"/signature_encoding",schemaPath:"#/properties/signature_encoding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((((data6 === "auto") || (data6 === "hex")) || (data6 === "base64")) || (data6 === "base64url"))){
const err19 = {instancePath:instancePath+"/signature_encoding",schemaPath:"#/properties/signature_encoding/enum",keyword:"enum",params:{allowedValues: schema31.properties.signature_encoding.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.signature_prefix !== undefined && func0.call(data, "signature_prefix")){
let data7 = data.signature_prefix;
if(typeof data7 === "string"){
if(func66(data7) > 32){
const err20 = {instancePath:instancePath+"/signature_prefix",schemaPath:"#/properties/signature_prefix/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func66(data7) < 1){
const err21 = {instancePath:instancePath+"/signature_prefix",schemaPath:"#/properties/signature_prefix/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err22 = {instancePath:instancePath+"/signature_prefix",schemaPath:"#/properties/signature_prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.truncate_to_bytes !== undefined && func0.call(data, "truncate_to_bytes")){
let data8 = data.truncate_to_bytes;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err23 = {instancePath:instancePath+"/truncate_to_bytes",schemaPath:"#/properties/truncate_to_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 64 || isNaN(data8)){
const err24 = {instancePath:instancePath+"/truncate_to_bytes",schemaPath:"#/properties/truncate_to_bytes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data8 < 10 || isNaN(data8)){
const err25 = {instancePath:instancePath+"/truncate_to_bytes",schemaPath:"#/properties/truncate_to_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 10},message:"must be >= 10"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["valid","reason","algorithm","matched_encoding"],"properties":{"valid":{"type":"boolean"},"reason":{"type":["string","null"],"enum":["mismatch","prefix_missing","signature_not_decodable","signature_wrong_length",null]},"algorithm":{"type":"string","enum":["md5","sha1","ripemd160","sha224","sha256","sha384","sha512","sha512-224","sha512-256","sha3-224","sha3-256","sha3-384","sha3-512"]},"matched_encoding":{"type":["string","null"],"enum":["hex","base64","base64url",null]}}};

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
if((data.matched_encoding === undefined) || (!(func0.call(data, "matched_encoding")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "matched_encoding"},message:"must have required property '"+"matched_encoding"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "valid") || (key0 === "reason")) || (key0 === "algorithm")) || (key0 === "matched_encoding"))){
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
if((typeof data1 !== "string") && (data1 !== null)){
const err6 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema32.properties.reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((((data1 === "mismatch") || (data1 === "prefix_missing")) || (data1 === "signature_not_decodable")) || (data1 === "signature_wrong_length")) || (data1 === null))){
const err7 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema32.properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.algorithm !== undefined && func0.call(data, "algorithm")){
let data2 = data.algorithm;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/algorithm",schemaPath:"#/properties/algorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((((((((((((data2 === "md5") || (data2 === "sha1")) || (data2 === "ripemd160")) || (data2 === "sha224")) || (data2 === "sha256")) || (data2 === "sha384")) || (data2 === "sha512")) || (data2 === "sha512-224")) || (data2 === "sha512-256")) || (data2 === "sha3-224")) || (data2 === "sha3-256")) || (data2 === "sha3-384")) || (data2 === "sha3-512"))){
const err9 = {instancePath:instancePath+"/algorithm",schemaPath:"#/properties/algorithm/enum",keyword:"enum",params:{allowedValues: schema32.properties.algorithm.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.matched_encoding !== undefined && func0.call(data, "matched_encoding")){
let data3 = data.matched_encoding;
if((typeof data3 !== "string") && (data3 !== null)){
const err10 = {instancePath:instancePath+"/matched_encoding",schemaPath:"#/properties/matched_encoding/type",keyword:"type",params:{type: schema32.properties.matched_encoding.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((((data3 === "hex") || (data3 === "base64")) || (data3 === "base64url")) || (data3 === null))){
const err11 = {instancePath:instancePath+"/matched_encoding",schemaPath:"#/properties/matched_encoding/enum",keyword:"enum",params:{allowedValues: schema32.properties.matched_encoding.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

