// generated from contracts/ — do not edit
// ipv6-embedded-ipv4@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 917149b665831bb2a62d9d84b7fbad6c body 4273571dc55fb89dee6954cae909053b
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"properties":{"address":{"type":"string","minLength":1,"maxLength":100},"ipv4":{"type":"string","minLength":1,"maxLength":100},"kind":{"type":"string","enum":["ipv4-mapped","ipv4-compatible","nat64","6to4"]},"nat64_prefix":{"type":"string","minLength":1,"maxLength":100},"compatible":{"type":"boolean","default":false}}};
const func0 = Object.prototype.hasOwnProperty;
const func61 = __ajvRuntime0.default;

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
for(const key0 of Object.keys(data)){
if(!(((((key0 === "address") || (key0 === "ipv4")) || (key0 === "kind")) || (key0 === "nat64_prefix")) || (key0 === "compatible"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.address !== undefined && func0.call(data, "address")){
let data0 = data.address;
if(typeof data0 === "string"){
if(func61(data0) > 100){
const err1 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func61(data0) < 1){
const err2 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.ipv4 !== undefined && func0.call(data, "ipv4")){
let data1 = data.ipv4;
if(typeof data1 === "string"){
if(func61(data1) > 100){
const err4 = {instancePath:instancePath+"/ipv4",schemaPath:"#/properties/ipv4/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func61(data1) < 1){
const err5 = {instancePath:instancePath+"/ipv4",schemaPath:"#/properties/ipv4/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/ipv4",schemaPath:"#/properties/ipv4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.kind !== undefined && func0.call(data, "kind")){
let data2 = data.kind;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((data2 === "ipv4-mapped") || (data2 === "ipv4-compatible")) || (data2 === "nat64")) || (data2 === "6to4"))){
const err8 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema31.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.nat64_prefix !== undefined && func0.call(data, "nat64_prefix")){
let data3 = data.nat64_prefix;
if(typeof data3 === "string"){
if(func61(data3) > 100){
const err9 = {instancePath:instancePath+"/nat64_prefix",schemaPath:"#/properties/nat64_prefix/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func61(data3) < 1){
const err10 = {instancePath:instancePath+"/nat64_prefix",schemaPath:"#/properties/nat64_prefix/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/nat64_prefix",schemaPath:"#/properties/nat64_prefix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.compatible !== undefined && func0.call(data, "compatible")){
if(typeof data.compatible !== "boolean"){
const err12 = {instancePath:instancePath+"/compatible",schemaPath:"#/properties/compatible/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["address","kind","ipv4","prefix","standard","teredo"],"properties":{"address":{"type":"string","maxLength":45},"kind":{"type":"string","enum":["none","ipv4-mapped","ipv4-compatible","nat64","6to4","teredo"]},"ipv4":{"anyOf":[{"type":"string","maxLength":15},{"type":"null"}]},"prefix":{"anyOf":[{"type":"string","maxLength":50},{"type":"null"}]},"standard":{"anyOf":[{"type":"string","maxLength":40},{"type":"null"}]},"teredo":{"anyOf":[{"type":"null"},{"type":"object","additionalProperties":false,"required":["server","client_port","flags","cone_nat"],"properties":{"server":{"type":"string","maxLength":15},"client_port":{"type":"integer","minimum":0,"maximum":65535},"flags":{"type":"integer","minimum":0,"maximum":65535},"cone_nat":{"type":"boolean"}}}]}}};

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
if((data.address === undefined) || (!(func0.call(data, "address")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.kind === undefined) || (!(func0.call(data, "kind")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.ipv4 === undefined) || (!(func0.call(data, "ipv4")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ipv4"},message:"must have required property '"+"ipv4"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.prefix === undefined) || (!(func0.call(data, "prefix")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prefix"},message:"must have required property '"+"prefix"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.standard === undefined) || (!(func0.call(data, "standard")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "standard"},message:"must have required property '"+"standard"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.teredo === undefined) || (!(func0.call(data, "teredo")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "teredo"},message:"must have required property '"+"teredo"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "address") || (key0 === "kind")) || (key0 === "ipv4")) || (key0 === "prefix")) || (key0 === "standard")) || (key0 === "teredo"))){
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
if(data.address !== undefined && func0.call(data, "address")){
let data0 = data.address;
if(typeof data0 === "string"){
if(func61(data0) > 45){
const err7 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 45},message:"must NOT have more than 45 characters"};
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
const err8 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.kind !== undefined && func0.call(data, "kind")){
let data1 = data.kind;
if(typeof data1 !== "string"){
const err9 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((((((data1 === "none") || (data1 === "ipv4-mapped")) || (data1 === "ipv4-compatible")) || (data1 === "nat64")) || (data1 === "6to4")) || (data1 === "teredo"))){
const err10 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema32.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.ipv4 !== undefined && func0.call(data, "ipv4")){
let data2 = data.ipv4;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(typeof data2 === "string"){
if(func61(data2) > 15){
const err11 = {instancePath:instancePath+"/ipv4",schemaPath:"#/properties/ipv4/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
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
const err12 = {instancePath:instancePath+"/ipv4",schemaPath:"#/properties/ipv4/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err13 = {instancePath:instancePath+"/ipv4",schemaPath:"#/properties/ipv4/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err14 = {instancePath:instancePath+"/ipv4",schemaPath:"#/properties/ipv4/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.prefix !== undefined && func0.call(data, "prefix")){
let data3 = data.prefix;
const _errs13 = errors;
let valid2 = false;
const _errs14 = errors;
if(typeof data3 === "string"){
if(func61(data3) > 50){
const err15 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
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
const err16 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid2 = valid2 || _valid1;
const _errs16 = errors;
if(data3 !== null){
const err17 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs16 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err18 = {instancePath:instancePath+"/prefix",schemaPath:"#/properties/prefix/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
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
if(data.standard !== undefined && func0.call(data, "standard")){
let data4 = data.standard;
const _errs19 = errors;
let valid3 = false;
const _errs20 = errors;
if(typeof data4 === "string"){
if(func61(data4) > 40){
const err19 = {instancePath:instancePath+"/standard",schemaPath:"#/properties/standard/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
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
const err20 = {instancePath:instancePath+"/standard",schemaPath:"#/properties/standard/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid2 = _errs20 === errors;
valid3 = valid3 || _valid2;
const _errs22 = errors;
if(data4 !== null){
const err21 = {instancePath:instancePath+"/standard",schemaPath:"#/properties/standard/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid2 = _errs22 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err22 = {instancePath:instancePath+"/standard",schemaPath:"#/properties/standard/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
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
if(data.teredo !== undefined && func0.call(data, "teredo")){
let data5 = data.teredo;
const _errs25 = errors;
let valid4 = false;
const _errs26 = errors;
if(data5 !== null){
const err23 = {instancePath:instancePath+"/teredo",schemaPath:"#/properties/teredo/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid3 = _errs26 === errors;
valid4 = valid4 || _valid3;
const _errs28 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if((data5.server === undefined) || (!(func0.call(data5, "server")))){
const err24 = {instancePath:instancePath+"/teredo",schemaPath:"#/properties/teredo/anyOf/1/required",keyword:"required",params:{missingProperty: "server"},message:"must have required property '"+"server"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((data5.client_port === undefined) || (!(func0.call(data5, "client_port")))){
const err25 = {instancePath:instancePath+"/teredo",schemaPath:"#/properties/teredo/anyOf/1/required",keyword:"required",params:{missingProperty: "client_port"},message:"must have required property '"+"client_port"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((data5.flags === undefined) || (!(func0.call(data5, "flags")))){
const err26 = {instancePath:instancePath+"/teredo",schemaPath:"#/properties/teredo/anyOf/1/required",keyword:"required",params:{missingProperty: "flags"},message:"must have required property '"+"flags"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((data5.cone_nat === undefined) || (!(func0.call(data5, "cone_nat")))){
const err27 = {instancePath:instancePath+"/teredo",schemaPath:"#/properties/teredo/anyOf/1/required",keyword:"required",params:{missingProperty: "cone_nat"},message:"must have required property '"+"cone_nat"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key1 of Object.keys(data5)){
if(!((((key1 === "server") || (key1 === "client_port")) || (key1 === "flags")) || (key1 === "cone_nat"))){
const err28 = {instancePath:instancePath+"/teredo",schemaPath:"#/properties/teredo/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data5.server !== undefined && func0.call(data5, "server")){
let data6 = data5.server;
if(typeof data6 === "string"){
if(func61(data6) > 15){
const err29 = {instancePath:instancePath+"/teredo/server",schemaPath:"#/properties/teredo/anyOf/1/properties/server/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
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
const err30 = {instancePath:instancePath+"/teredo/server",schemaPath:"#/properties/teredo/anyOf/1/properties/server/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data5.client_port !== undefined && func0.call(data5, "client_port")){
let data7 = data5.client_port;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err31 = {instancePath:instancePath+"/teredo/client_port",schemaPath:"#/properties/teredo/anyOf/1/properties/client_port/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 65535 || isNaN(data7)){
const err32 = {instancePath:instancePath+"/teredo/client_port",schemaPath:"#/properties/teredo/anyOf/1/properties/client_port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err33 = {instancePath:instancePath+"/teredo/client_port",schemaPath:"#/properties/teredo/anyOf/1/properties/client_port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
if(data5.flags !== undefined && func0.call(data5, "flags")){
let data8 = data5.flags;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err34 = {instancePath:instancePath+"/teredo/flags",schemaPath:"#/properties/teredo/anyOf/1/properties/flags/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 65535 || isNaN(data8)){
const err35 = {instancePath:instancePath+"/teredo/flags",schemaPath:"#/properties/teredo/anyOf/1/properties/flags/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err36 = {instancePath:instancePath+"/teredo/flags",schemaPath:"#/properties/teredo/anyOf/1/properties/flags/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data5.cone_nat !== undefined && func0.call(data5, "cone_nat")){
if(typeof data5.cone_nat !== "boolean"){
const err37 = {instancePath:instancePath+"/teredo/cone_nat",schemaPath:"#/properties/teredo/anyOf/1/properties/cone_nat/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/teredo",schemaPath:"#/properties/teredo/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid3 = _errs28 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err39 = {instancePath:instancePath+"/teredo",schemaPath:"#/properties/teredo/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

