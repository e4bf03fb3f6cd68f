// generated from contracts/ — do not edit
// ipv6-prefix-info@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs d638c6ce30398a334e109dc0d0029cc4 body e844b65ad153fd9ebddfaa0ffde096ee
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["prefix"],"properties":{"prefix":{"type":"string","minLength":1,"maxLength":128},"normalize":{"type":"boolean","default":false}}};
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
if((data.prefix === undefined) || (!(func0.call(data, "prefix")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prefix"},message:"must have required property '"+"prefix"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "prefix") || (key0 === "normalize"))){
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
if(data.prefix !== undefined && func0.call(data, "prefix")){
let data0 = data.prefix;
if(typeof data0 === "string"){
if(func62(data0) > 128){
const err2 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func62(data0) < 1){
const err3 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.normalize !== undefined && func0.call(data, "normalize")){
if(typeof data.normalize !== "boolean"){
const err5 = {instancePath:instancePath+"/normalize",schemaPath:"#/properties/normalize/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["prefix","prefix_length","network","network_expanded","last_address","last_address_expanded","netmask","address_count","subnets_64"],"properties":{"prefix":{"type":"string","maxLength":50},"prefix_length":{"type":"integer","minimum":0,"maximum":128},"network":{"type":"string","maxLength":45},"network_expanded":{"type":"string","pattern":"^[0-9a-f]{4}(:[0-9a-f]{4}){7}$"},"last_address":{"type":"string","maxLength":45},"last_address_expanded":{"type":"string","pattern":"^[0-9a-f]{4}(:[0-9a-f]{4}){7}$"},"netmask":{"type":"string","maxLength":45},"address_count":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1001},"subnets_64":{"anyOf":[{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1001},{"type":"null"}]}}};
const pattern4 = new RegExp("^[0-9a-f]{4}(:[0-9a-f]{4}){7}$", "u");
const pattern6 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");

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
if((data.prefix === undefined) || (!(func0.call(data, "prefix")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prefix"},message:"must have required property '"+"prefix"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.prefix_length === undefined) || (!(func0.call(data, "prefix_length")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prefix_length"},message:"must have required property '"+"prefix_length"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.network === undefined) || (!(func0.call(data, "network")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "network"},message:"must have required property '"+"network"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.network_expanded === undefined) || (!(func0.call(data, "network_expanded")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "network_expanded"},message:"must have required property '"+"network_expanded"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.last_address === undefined) || (!(func0.call(data, "last_address")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_address"},message:"must have required property '"+"last_address"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.last_address_expanded === undefined) || (!(func0.call(data, "last_address_expanded")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_address_expanded"},message:"must have required property '"+"last_address_expanded"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.netmask === undefined) || (!(func0.call(data, "netmask")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "netmask"},message:"must have required property '"+"netmask"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data.address_count === undefined) || (!(func0.call(data, "address_count")))){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address_count"},message:"must have required property '"+"address_count"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data.subnets_64 === undefined) || (!(func0.call(data, "subnets_64")))){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subnets_64"},message:"must have required property '"+"subnets_64"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(func0.call(schema32.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.prefix !== undefined && func0.call(data, "prefix")){
let data0 = data.prefix;
if(typeof data0 === "string"){
if(func62(data0) > 50){
const err10 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
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
const err11 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.prefix_length !== undefined && func0.call(data, "prefix_length")){
let data1 = data.prefix_length;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err12 = {instancePath:instancePath+"/prefix_length",schemaPath:"#/properties/prefix_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 128 || isNaN(data1)){
const err13 = {instancePath:instancePath+"/prefix_length",schemaPath:"#/properties/prefix_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 128},message:"must be <= 128"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err14 = {instancePath:instancePath+"/prefix_length",schemaPath:"#/properties/prefix_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.network !== undefined && func0.call(data, "network")){
let data2 = data.network;
if(typeof data2 === "string"){
if(func62(data2) > 45){
const err15 = {instancePath:instancePath+"/network",schemaPath:"#/properties/network/maxLength",keyword:"maxLength",params:{limit: 45},message:"must NOT have more than 45 characters"};
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
const err16 = {instancePath:instancePath+"/network",schemaPath:"#/properties/network/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.network_expanded !== undefined && func0.call(data, "network_expanded")){
let data3 = data.network_expanded;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err17 = {instancePath:instancePath+"/network_expanded",schemaPath:"#/properties/network_expanded/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{4}(:[0-9a-f]{4}){7}$"},message:"must match pattern \""+"^[0-9a-f]{4}(:[0-9a-f]{4}){7}$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/network_expanded",schemaPath:"#/properties/network_expanded/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.last_address !== undefined && func0.call(data, "last_address")){
let data4 = data.last_address;
if(typeof data4 === "string"){
if(func62(data4) > 45){
const err19 = {instancePath:instancePath+"/last_address",schemaPath:"#/properties/last_address/maxLength",keyword:"maxLength",params:{limit: 45},message:"must NOT have more than 45 characters"};
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
const err20 = {instancePath:instancePath+"/last_address",schemaPath:"#/properties/last_address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.last_address_expanded !== undefined && func0.call(data, "last_address_expanded")){
let data5 = data.last_address_expanded;
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
const err21 = {instancePath:instancePath+"/last_address_expanded",schemaPath:"#/properties/last_address_expanded/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{4}(:[0-9a-f]{4}){7}$"},message:"must match pattern \""+"^[0-9a-f]{4}(:[0-9a-f]{4}){7}$"+"\""};
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
const err22 = {instancePath:instancePath+"/last_address_expanded",schemaPath:"#/properties/last_address_expanded/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.netmask !== undefined && func0.call(data, "netmask")){
let data6 = data.netmask;
if(typeof data6 === "string"){
if(func62(data6) > 45){
const err23 = {instancePath:instancePath+"/netmask",schemaPath:"#/properties/netmask/maxLength",keyword:"maxLength",params:{limit: 45},message:"must NOT have more than 45 characters"};
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
const err24 = {instancePath:instancePath+"/netmask",schemaPath:"#/properties/netmask/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.address_count !== undefined && func0.call(data, "address_count")){
let data7 = data.address_count;
if(typeof data7 === "string"){
if(func62(data7) > 1001){
const err25 = {instancePath:instancePath+"/address_count",schemaPath:"#/properties/address_count/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern6.test(data7)){
const err26 = {instancePath:instancePath+"/address_count",schemaPath:"#/properties/address_count/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err27 = {instancePath:instancePath+"/address_count",schemaPath:"#/properties/address_count/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.subnets_64 !== undefined && func0.call(data, "subnets_64")){
let data8 = data.subnets_64;
const _errs19 = errors;
let valid1 = false;
const _errs20 = errors;
if(typeof data8 === "string"){
if(func62(data8) > 1001){
const err28 = {instancePath:instancePath+"/subnets_64",schemaPath:"#/properties/subnets_64/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!pattern6.test(data8)){
const err29 = {instancePath:instancePath+"/subnets_64",schemaPath:"#/properties/subnets_64/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/subnets_64",schemaPath:"#/properties/subnets_64/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid1 = valid1 || _valid0;
const _errs22 = errors;
if(data8 !== null){
const err31 = {instancePath:instancePath+"/subnets_64",schemaPath:"#/properties/subnets_64/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err32 = {instancePath:instancePath+"/subnets_64",schemaPath:"#/properties/subnets_64/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

