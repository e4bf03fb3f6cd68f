// generated from contracts/ — do not edit
// url-parse@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 4acfba42d90c179bd86a73d7dfa36fbd body c94a20b8a08d62302767f07c04995204
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["url"],"properties":{"url":{"type":"string","maxLength":1000000},"base":{"anyOf":[{"type":"string","maxLength":1000000},{"type":"null"}],"default":null}}};
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
for(const key0 of Object.keys(data)){
if(!((key0 === "url") || (key0 === "base"))){
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
if(data.url !== undefined && func0.call(data, "url")){
let data0 = data.url;
if(typeof data0 === "string"){
if(func62(data0) > 1000000){
const err2 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 1000000},message:"must NOT have more than 1000000 characters"};
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
const err3 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.base !== undefined && func0.call(data, "base")){
let data1 = data.base;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(typeof data1 === "string"){
if(func62(data1) > 1000000){
const err4 = {instancePath:instancePath+"/base",schemaPath:"#/properties/base/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 1000000},message:"must NOT have more than 1000000 characters"};
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
const err5 = {instancePath:instancePath+"/base",schemaPath:"#/properties/base/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 !== null){
const err6 = {instancePath:instancePath+"/base",schemaPath:"#/properties/base/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/base",schemaPath:"#/properties/base/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
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
const schema32 = {"type":"object","additionalProperties":false,"required":["href","scheme","special","username","password","host","host_type","port","path","path_segments","path_opaque","query","fragment","origin"],"properties":{"href":{"type":"string"},"scheme":{"type":"string","minLength":1},"special":{"type":"boolean"},"username":{"type":"string"},"password":{"type":"string"},"host":{"anyOf":[{"type":"string"},{"type":"null"}]},"host_type":{"enum":["domain","ipv4","ipv6","opaque","empty","none"]},"port":{"anyOf":[{"type":"integer","minimum":0,"maximum":65535},{"type":"null"}]},"path":{"type":"string"},"path_segments":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}]},"path_opaque":{"type":"boolean"},"query":{"anyOf":[{"type":"string"},{"type":"null"}]},"fragment":{"anyOf":[{"type":"string"},{"type":"null"}]},"origin":{"type":"string"}}};

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
if((data.href === undefined) || (!(func0.call(data, "href")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.scheme === undefined) || (!(func0.call(data, "scheme")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scheme"},message:"must have required property '"+"scheme"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.special === undefined) || (!(func0.call(data, "special")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "special"},message:"must have required property '"+"special"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.username === undefined) || (!(func0.call(data, "username")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.password === undefined) || (!(func0.call(data, "password")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.host === undefined) || (!(func0.call(data, "host")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.host_type === undefined) || (!(func0.call(data, "host_type")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "host_type"},message:"must have required property '"+"host_type"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data.port === undefined) || (!(func0.call(data, "port")))){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "port"},message:"must have required property '"+"port"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data.path === undefined) || (!(func0.call(data, "path")))){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data.path_segments === undefined) || (!(func0.call(data, "path_segments")))){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path_segments"},message:"must have required property '"+"path_segments"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data.path_opaque === undefined) || (!(func0.call(data, "path_opaque")))){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path_opaque"},message:"must have required property '"+"path_opaque"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data.query === undefined) || (!(func0.call(data, "query")))){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data.fragment === undefined) || (!(func0.call(data, "fragment")))){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fragment"},message:"must have required property '"+"fragment"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((data.origin === undefined) || (!(func0.call(data, "origin")))){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "origin"},message:"must have required property '"+"origin"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(func0.call(schema32.properties, key0))){
const err14 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.href !== undefined && func0.call(data, "href")){
if(typeof data.href !== "string"){
const err15 = {instancePath:instancePath+"/href",schemaPath:"#/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.scheme !== undefined && func0.call(data, "scheme")){
let data1 = data.scheme;
if(typeof data1 === "string"){
if(func62(data1) < 1){
const err16 = {instancePath:instancePath+"/scheme",schemaPath:"#/properties/scheme/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err17 = {instancePath:instancePath+"/scheme",schemaPath:"#/properties/scheme/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.special !== undefined && func0.call(data, "special")){
if(typeof data.special !== "boolean"){
const err18 = {instancePath:instancePath+"/special",schemaPath:"#/properties/special/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.username !== undefined && func0.call(data, "username")){
if(typeof data.username !== "string"){
const err19 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.password !== undefined && func0.call(data, "password")){
if(typeof data.password !== "string"){
const err20 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.host !== undefined && func0.call(data, "host")){
let data5 = data.host;
const _errs13 = errors;
let valid1 = false;
const _errs14 = errors;
if(typeof data5 !== "string"){
const err21 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
const _errs16 = errors;
if(data5 !== null){
const err22 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err23 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
if(data.host_type !== undefined && func0.call(data, "host_type")){
let data6 = data.host_type;
if(!((((((data6 === "domain") || (data6 === "ipv4")) || (data6 === "ipv6")) || (data6 === "opaque")) || (data6 === "empty")) || (data6 === "none"))){
const err24 = {instancePath:instancePath+"/host_type",schemaPath:"#/properties/host_type/enum",keyword:"enum",params:{allowedValues: schema32.properties.host_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.port !== undefined && func0.call(data, "port")){
let data7 = data.port;
const _errs20 = errors;
let valid2 = false;
const _errs21 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err25 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 65535 || isNaN(data7)){
const err26 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err27 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
var _valid1 = _errs21 === errors;
valid2 = valid2 || _valid1;
const _errs23 = errors;
if(data7 !== null){
const err28 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err29 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
if(data.path !== undefined && func0.call(data, "path")){
if(typeof data.path !== "string"){
const err30 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.path_segments !== undefined && func0.call(data, "path_segments")){
let data9 = data.path_segments;
const _errs28 = errors;
let valid3 = false;
const _errs29 = errors;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
if(typeof data9[i0] !== "string"){
const err31 = {instancePath:instancePath+"/path_segments/" + i0,schemaPath:"#/properties/path_segments/anyOf/0/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/path_segments",schemaPath:"#/properties/path_segments/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid2 = _errs29 === errors;
valid3 = valid3 || _valid2;
const _errs33 = errors;
if(data9 !== null){
const err33 = {instancePath:instancePath+"/path_segments",schemaPath:"#/properties/path_segments/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid2 = _errs33 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err34 = {instancePath:instancePath+"/path_segments",schemaPath:"#/properties/path_segments/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
}
}
if(data.path_opaque !== undefined && func0.call(data, "path_opaque")){
if(typeof data.path_opaque !== "boolean"){
const err35 = {instancePath:instancePath+"/path_opaque",schemaPath:"#/properties/path_opaque/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.query !== undefined && func0.call(data, "query")){
let data12 = data.query;
const _errs38 = errors;
let valid6 = false;
const _errs39 = errors;
if(typeof data12 !== "string"){
const err36 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid3 = _errs39 === errors;
valid6 = valid6 || _valid3;
const _errs41 = errors;
if(data12 !== null){
const err37 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid3 = _errs41 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const err38 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
}
if(data.fragment !== undefined && func0.call(data, "fragment")){
let data13 = data.fragment;
const _errs44 = errors;
let valid7 = false;
const _errs45 = errors;
if(typeof data13 !== "string"){
const err39 = {instancePath:instancePath+"/fragment",schemaPath:"#/properties/fragment/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid4 = _errs45 === errors;
valid7 = valid7 || _valid4;
const _errs47 = errors;
if(data13 !== null){
const err40 = {instancePath:instancePath+"/fragment",schemaPath:"#/properties/fragment/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid4 = _errs47 === errors;
valid7 = valid7 || _valid4;
if(!valid7){
const err41 = {instancePath:instancePath+"/fragment",schemaPath:"#/properties/fragment/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
else {
errors = _errs44;
if(vErrors !== null){
if(_errs44){
vErrors.length = _errs44;
}
else {
vErrors = null;
}
}
}
}
if(data.origin !== undefined && func0.call(data, "origin")){
if(typeof data.origin !== "string"){
const err42 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

