// generated from contracts/ — do not edit
// ipv6-interface-id-from-mac@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 2f700619d6fb07688331d13fec5879a8 body f044f251999c83b2503d4b4d333efc7d
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["mac"],"properties":{"mac":{"type":"string","minLength":1,"maxLength":64},"prefix":{"type":"string","minLength":1,"maxLength":100}}};
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
if((data.mac === undefined) || (!(func0.call(data, "mac")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mac"},message:"must have required property '"+"mac"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "mac") || (key0 === "prefix"))){
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
if(data.mac !== undefined && func0.call(data, "mac")){
let data0 = data.mac;
if(typeof data0 === "string"){
if(func62(data0) > 64){
const err2 = {instancePath:instancePath+"/mac",schemaPath:"#/properties/mac/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func62(data0) < 1){
const err3 = {instancePath:instancePath+"/mac",schemaPath:"#/properties/mac/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/mac",schemaPath:"#/properties/mac/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.prefix !== undefined && func0.call(data, "prefix")){
let data1 = data.prefix;
if(typeof data1 === "string"){
if(func62(data1) > 100){
const err5 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func62(data1) < 1){
const err6 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err7 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["modified_eui64","interface_id","link_local","address"],"properties":{"modified_eui64":{"type":"string","pattern":"^[0-9a-f]{2}(:[0-9a-f]{2}){7}$"},"interface_id":{"type":"string","pattern":"^[0-9a-f]{4}(:[0-9a-f]{4}){3}$"},"link_local":{"type":"string","maxLength":45},"address":{"anyOf":[{"type":"string","maxLength":45},{"type":"null"}]}}};
const pattern4 = new RegExp("^[0-9a-f]{2}(:[0-9a-f]{2}){7}$", "u");
const pattern5 = new RegExp("^[0-9a-f]{4}(:[0-9a-f]{4}){3}$", "u");

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
if((data.modified_eui64 === undefined) || (!(func0.call(data, "modified_eui64")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "modified_eui64"},message:"must have required property '"+"modified_eui64"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.interface_id === undefined) || (!(func0.call(data, "interface_id")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "interface_id"},message:"must have required property '"+"interface_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.link_local === undefined) || (!(func0.call(data, "link_local")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "link_local"},message:"must have required property '"+"link_local"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.address === undefined) || (!(func0.call(data, "address")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "modified_eui64") || (key0 === "interface_id")) || (key0 === "link_local")) || (key0 === "address"))){
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
if(data.modified_eui64 !== undefined && func0.call(data, "modified_eui64")){
let data0 = data.modified_eui64;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/modified_eui64",schemaPath:"#/properties/modified_eui64/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{2}(:[0-9a-f]{2}){7}$"},message:"must match pattern \""+"^[0-9a-f]{2}(:[0-9a-f]{2}){7}$"+"\""};
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
const err6 = {instancePath:instancePath+"/modified_eui64",schemaPath:"#/properties/modified_eui64/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.interface_id !== undefined && func0.call(data, "interface_id")){
let data1 = data.interface_id;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err7 = {instancePath:instancePath+"/interface_id",schemaPath:"#/properties/interface_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{4}(:[0-9a-f]{4}){3}$"},message:"must match pattern \""+"^[0-9a-f]{4}(:[0-9a-f]{4}){3}$"+"\""};
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
const err8 = {instancePath:instancePath+"/interface_id",schemaPath:"#/properties/interface_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.link_local !== undefined && func0.call(data, "link_local")){
let data2 = data.link_local;
if(typeof data2 === "string"){
if(func62(data2) > 45){
const err9 = {instancePath:instancePath+"/link_local",schemaPath:"#/properties/link_local/maxLength",keyword:"maxLength",params:{limit: 45},message:"must NOT have more than 45 characters"};
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
const err10 = {instancePath:instancePath+"/link_local",schemaPath:"#/properties/link_local/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.address !== undefined && func0.call(data, "address")){
let data3 = data.address;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(typeof data3 === "string"){
if(func62(data3) > 45){
const err11 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 45},message:"must NOT have more than 45 characters"};
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
const err12 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(data3 !== null){
const err13 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err14 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
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

