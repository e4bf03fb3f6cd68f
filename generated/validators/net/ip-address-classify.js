// generated from contracts/ — do not edit
// ip-address-classify@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 7c4a3ca5ba56a4b4ad2bfcce885d0ee2 body 020b4114dfdbcbb87b8d769811a35152
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["address"],"properties":{"address":{"type":"string","maxLength":1000},"mapped_as_ipv4":{"type":"boolean","default":false}}};
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
for(const key0 of Object.keys(data)){
if(!((key0 === "address") || (key0 === "mapped_as_ipv4"))){
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
if(data.address !== undefined && func0.call(data, "address")){
let data0 = data.address;
if(typeof data0 === "string"){
if(func62(data0) > 1000){
const err2 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
if(data.mapped_as_ipv4 !== undefined && func0.call(data, "mapped_as_ipv4")){
if(typeof data.mapped_as_ipv4 !== "boolean"){
const err4 = {instancePath:instancePath+"/mapped_as_ipv4",schemaPath:"#/properties/mapped_as_ipv4/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["address","version","classified_address","category","globally_reachable","flags","entries"],"$defs":{"flag":{"anyOf":[{"type":"boolean"},{"type":"null"}]}},"properties":{"address":{"type":"string","maxLength":45},"version":{"enum":[4,6]},"classified_address":{"type":"string","maxLength":45},"category":{"enum":["unspecified","this-network","private","shared","loopback","link-local","documentation","benchmarking","multicast","unique-local","ipv4-mapped","translation","tunnel","discard","broadcast","reserved","deprecated","special-purpose","global-unicast"]},"globally_reachable":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"flags":{"anyOf":[{"type":"null"},{"type":"object","additionalProperties":false,"required":["source","destination","forwardable","globally_reachable","reserved_by_protocol"],"properties":{"source":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"destination":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"forwardable":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"globally_reachable":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"reserved_by_protocol":{"anyOf":[{"type":"boolean"},{"type":"null"}]}}}]},"entries":{"type":"array","maxItems":8,"items":{"type":"object","additionalProperties":false,"required":["block","name","rfc","registry","allocation_date","termination_date","source","destination","forwardable","globally_reachable","reserved_by_protocol"],"properties":{"block":{"type":"string","maxLength":49},"name":{"type":"string","maxLength":100},"rfc":{"type":"string","maxLength":100},"registry":{"enum":["iana-ipv4-special-registry","iana-ipv6-special-registry","multicast"]},"allocation_date":{"anyOf":[{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}$"},{"type":"null"}]},"termination_date":{"anyOf":[{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}$"},{"type":"null"}]},"source":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"destination":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"forwardable":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"globally_reachable":{"anyOf":[{"type":"boolean"},{"type":"null"}]},"reserved_by_protocol":{"anyOf":[{"type":"boolean"},{"type":"null"}]}}}}}};
const pattern4 = new RegExp("^[0-9]{4}-[0-9]{2}$", "u");

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
if((data.version === undefined) || (!(func0.call(data, "version")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.classified_address === undefined) || (!(func0.call(data, "classified_address")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "classified_address"},message:"must have required property '"+"classified_address"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.category === undefined) || (!(func0.call(data, "category")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "category"},message:"must have required property '"+"category"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.globally_reachable === undefined) || (!(func0.call(data, "globally_reachable")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "globally_reachable"},message:"must have required property '"+"globally_reachable"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.flags === undefined) || (!(func0.call(data, "flags")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "flags"},message:"must have required property '"+"flags"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.entries === undefined) || (!(func0.call(data, "entries")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entries"},message:"must have required property '"+"entries"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((((key0 === "address") || (key0 === "version")) || (key0 === "classified_address")) || (key0 === "category")) || (key0 === "globally_reachable")) || (key0 === "flags")) || (key0 === "entries"))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.address !== undefined && func0.call(data, "address")){
let data0 = data.address;
if(typeof data0 === "string"){
if(func62(data0) > 45){
const err8 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 45},message:"must NOT have more than 45 characters"};
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
const err9 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.version !== undefined && func0.call(data, "version")){
let data1 = data.version;
if(!((data1 === 4) || (data1 === 6))){
const err10 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/enum",keyword:"enum",params:{allowedValues: schema32.properties.version.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.classified_address !== undefined && func0.call(data, "classified_address")){
let data2 = data.classified_address;
if(typeof data2 === "string"){
if(func62(data2) > 45){
const err11 = {instancePath:instancePath+"/classified_address",schemaPath:"#/properties/classified_address/maxLength",keyword:"maxLength",params:{limit: 45},message:"must NOT have more than 45 characters"};
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
const err12 = {instancePath:instancePath+"/classified_address",schemaPath:"#/properties/classified_address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.category !== undefined && func0.call(data, "category")){
let data3 = data.category;
if(!(((((((((((((((((((data3 === "unspecified") || (data3 === "this-network")) || (data3 === "private")) || (data3 === "shared")) || (data3 === "loopback")) || (data3 === "link-local")) || (data3 === "documentation")) || (data3 === "benchmarking")) || (data3 === "multicast")) || (data3 === "unique-local")) || (data3 === "ipv4-mapped")) || (data3 === "translation")) || (data3 === "tunnel")) || (data3 === "discard")) || (data3 === "broadcast")) || (data3 === "reserved")) || (data3 === "deprecated")) || (data3 === "special-purpose")) || (data3 === "global-unicast"))){
const err13 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/enum",keyword:"enum",params:{allowedValues: schema32.properties.category.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.globally_reachable !== undefined && func0.call(data, "globally_reachable")){
let data4 = data.globally_reachable;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(typeof data4 !== "boolean"){
const err14 = {instancePath:instancePath+"/globally_reachable",schemaPath:"#/properties/globally_reachable/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(data4 !== null){
const err15 = {instancePath:instancePath+"/globally_reachable",schemaPath:"#/properties/globally_reachable/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err16 = {instancePath:instancePath+"/globally_reachable",schemaPath:"#/properties/globally_reachable/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
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
if(data.flags !== undefined && func0.call(data, "flags")){
let data5 = data.flags;
const _errs15 = errors;
let valid2 = false;
const _errs16 = errors;
if(data5 !== null){
const err17 = {instancePath:instancePath+"/flags",schemaPath:"#/properties/flags/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
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
const _errs18 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if((data5.source === undefined) || (!(func0.call(data5, "source")))){
const err18 = {instancePath:instancePath+"/flags",schemaPath:"#/properties/flags/anyOf/1/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((data5.destination === undefined) || (!(func0.call(data5, "destination")))){
const err19 = {instancePath:instancePath+"/flags",schemaPath:"#/properties/flags/anyOf/1/required",keyword:"required",params:{missingProperty: "destination"},message:"must have required property '"+"destination"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((data5.forwardable === undefined) || (!(func0.call(data5, "forwardable")))){
const err20 = {instancePath:instancePath+"/flags",schemaPath:"#/properties/flags/anyOf/1/required",keyword:"required",params:{missingProperty: "forwardable"},message:"must have required property '"+"forwardable"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((data5.globally_reachable === undefined) || (!(func0.call(data5, "globally_reachable")))){
const err21 = {instancePath:instancePath+"/flags",schemaPath:"#/properties/flags/anyOf/1/required",keyword:"required",params:{missingProperty: "globally_reachable"},message:"must have required property '"+"globally_reachable"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((data5.reserved_by_protocol === undefined) || (!(func0.call(data5, "reserved_by_protocol")))){
const err22 = {instancePath:instancePath+"/flags",schemaPath:"#/properties/flags/anyOf/1/required",keyword:"required",params:{missingProperty: "reserved_by_protocol"},message:"must have required property '"+"reserved_by_protocol"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key1 of Object.keys(data5)){
if(!(((((key1 === "source") || (key1 === "destination")) || (key1 === "forwardable")) || (key1 === "globally_reachable")) || (key1 === "reserved_by_protocol"))){
const err23 = {instancePath:instancePath+"/flags",schemaPath:"#/properties/flags/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data5.source !== undefined && func0.call(data5, "source")){
let data6 = data5.source;
const _errs22 = errors;
let valid4 = false;
const _errs23 = errors;
if(typeof data6 !== "boolean"){
const err24 = {instancePath:instancePath+"/flags/source",schemaPath:"#/properties/flags/anyOf/1/properties/source/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid2 = _errs23 === errors;
valid4 = valid4 || _valid2;
const _errs25 = errors;
if(data6 !== null){
const err25 = {instancePath:instancePath+"/flags/source",schemaPath:"#/properties/flags/anyOf/1/properties/source/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid2 = _errs25 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err26 = {instancePath:instancePath+"/flags/source",schemaPath:"#/properties/flags/anyOf/1/properties/source/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data5.destination !== undefined && func0.call(data5, "destination")){
let data7 = data5.destination;
const _errs28 = errors;
let valid5 = false;
const _errs29 = errors;
if(typeof data7 !== "boolean"){
const err27 = {instancePath:instancePath+"/flags/destination",schemaPath:"#/properties/flags/anyOf/1/properties/destination/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid3 = _errs29 === errors;
valid5 = valid5 || _valid3;
const _errs31 = errors;
if(data7 !== null){
const err28 = {instancePath:instancePath+"/flags/destination",schemaPath:"#/properties/flags/anyOf/1/properties/destination/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid3 = _errs31 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err29 = {instancePath:instancePath+"/flags/destination",schemaPath:"#/properties/flags/anyOf/1/properties/destination/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
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
if(data5.forwardable !== undefined && func0.call(data5, "forwardable")){
let data8 = data5.forwardable;
const _errs34 = errors;
let valid6 = false;
const _errs35 = errors;
if(typeof data8 !== "boolean"){
const err30 = {instancePath:instancePath+"/flags/forwardable",schemaPath:"#/properties/flags/anyOf/1/properties/forwardable/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid4 = _errs35 === errors;
valid6 = valid6 || _valid4;
const _errs37 = errors;
if(data8 !== null){
const err31 = {instancePath:instancePath+"/flags/forwardable",schemaPath:"#/properties/flags/anyOf/1/properties/forwardable/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid4 = _errs37 === errors;
valid6 = valid6 || _valid4;
if(!valid6){
const err32 = {instancePath:instancePath+"/flags/forwardable",schemaPath:"#/properties/flags/anyOf/1/properties/forwardable/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
if(data5.globally_reachable !== undefined && func0.call(data5, "globally_reachable")){
let data9 = data5.globally_reachable;
const _errs40 = errors;
let valid7 = false;
const _errs41 = errors;
if(typeof data9 !== "boolean"){
const err33 = {instancePath:instancePath+"/flags/globally_reachable",schemaPath:"#/properties/flags/anyOf/1/properties/globally_reachable/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid5 = _errs41 === errors;
valid7 = valid7 || _valid5;
const _errs43 = errors;
if(data9 !== null){
const err34 = {instancePath:instancePath+"/flags/globally_reachable",schemaPath:"#/properties/flags/anyOf/1/properties/globally_reachable/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid5 = _errs43 === errors;
valid7 = valid7 || _valid5;
if(!valid7){
const err35 = {instancePath:instancePath+"/flags/globally_reachable",schemaPath:"#/properties/flags/anyOf/1/properties/globally_reachable/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
}
if(data5.reserved_by_protocol !== undefined && func0.call(data5, "reserved_by_protocol")){
let data10 = data5.reserved_by_protocol;
const _errs46 = errors;
let valid8 = false;
const _errs47 = errors;
if(typeof data10 !== "boolean"){
const err36 = {instancePath:instancePath+"/flags/reserved_by_protocol",schemaPath:"#/properties/flags/anyOf/1/properties/reserved_by_protocol/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid6 = _errs47 === errors;
valid8 = valid8 || _valid6;
const _errs49 = errors;
if(data10 !== null){
const err37 = {instancePath:instancePath+"/flags/reserved_by_protocol",schemaPath:"#/properties/flags/anyOf/1/properties/reserved_by_protocol/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid6 = _errs49 === errors;
valid8 = valid8 || _valid6;
if(!valid8){
const err38 = {instancePath:instancePath+"/flags/reserved_by_protocol",schemaPath:"#/properties/flags/anyOf/1/properties/reserved_by_protocol/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err39 = {instancePath:instancePath+"/flags",schemaPath:"#/properties/flags/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid1 = _errs18 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err40 = {instancePath:instancePath+"/flags",schemaPath:"#/properties/flags/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data.entries !== undefined && func0.call(data, "entries")){
let data11 = data.entries;
if(Array.isArray(data11)){
if(data11.length > 8){
const err41 = {instancePath:instancePath+"/entries",schemaPath:"#/properties/entries/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
let data12 = data11[i0];
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if((data12.block === undefined) || (!(func0.call(data12, "block")))){
const err42 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "block"},message:"must have required property '"+"block"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((data12.name === undefined) || (!(func0.call(data12, "name")))){
const err43 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((data12.rfc === undefined) || (!(func0.call(data12, "rfc")))){
const err44 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "rfc"},message:"must have required property '"+"rfc"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((data12.registry === undefined) || (!(func0.call(data12, "registry")))){
const err45 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "registry"},message:"must have required property '"+"registry"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((data12.allocation_date === undefined) || (!(func0.call(data12, "allocation_date")))){
const err46 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "allocation_date"},message:"must have required property '"+"allocation_date"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if((data12.termination_date === undefined) || (!(func0.call(data12, "termination_date")))){
const err47 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "termination_date"},message:"must have required property '"+"termination_date"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((data12.source === undefined) || (!(func0.call(data12, "source")))){
const err48 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((data12.destination === undefined) || (!(func0.call(data12, "destination")))){
const err49 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "destination"},message:"must have required property '"+"destination"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((data12.forwardable === undefined) || (!(func0.call(data12, "forwardable")))){
const err50 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "forwardable"},message:"must have required property '"+"forwardable"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((data12.globally_reachable === undefined) || (!(func0.call(data12, "globally_reachable")))){
const err51 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "globally_reachable"},message:"must have required property '"+"globally_reachable"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((data12.reserved_by_protocol === undefined) || (!(func0.call(data12, "reserved_by_protocol")))){
const err52 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/required",keyword:"required",params:{missingProperty: "reserved_by_protocol"},message:"must have required property '"+"reserved_by_protocol"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
for(const key2 of Object.keys(data12)){
if(!(func0.call(schema32.properties.entries.items.properties, key2))){
const err53 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data12.block !== undefined && func0.call(data12, "block")){
let data13 = data12.block;
if(typeof data13 === "string"){
if(func62(data13) > 49){
const err54 = {instancePath:instancePath+"/entries/" + i0+"/block",schemaPath:"#/properties/entries/items/properties/block/maxLength",keyword:"maxLength",params:{limit: 49},message:"must NOT have more than 49 characters"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/entries/" + i0+"/block",schemaPath:"#/properties/entries/items/properties/block/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data12.name !== undefined && func0.call(data12, "name")){
let data14 = data12.name;
if(typeof data14 === "string"){
if(func62(data14) > 100){
const err56 = {instancePath:instancePath+"/entries/" + i0+"/name",schemaPath:"#/properties/entries/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/entries/" + i0+"/name",schemaPath:"#/properties/entries/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data12.rfc !== undefined && func0.call(data12, "rfc")){
let data15 = data12.rfc;
if(typeof data15 === "string"){
if(func62(data15) > 100){
const err58 = {instancePath:instancePath+"/entries/" + i0+"/rfc",schemaPath:"#/properties/entries/items/properties/rfc/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/entries/" + i0+"/rfc",schemaPath:"#/properties/entries/items/properties/rfc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data12.registry !== undefined && func0.call(data12, "registry")){
let data16 = data12.registry;
if(!(((data16 === "iana-ipv4-special-registry") || (data16 === "iana-ipv6-special-registry")) || (data16 === "multicast"))){
const err60 = {instancePath:instancePath+"/entries/" + i0+"/registry",schemaPath:"#/properties/entries/items/properties/registry/enum",keyword:"enum",params:{allowedValues: schema32.properties.entries.items.properties.registry.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data12.allocation_date !== undefined && func0.call(data12, "allocation_date")){
let data17 = data12.allocation_date;
const _errs64 = errors;
let valid12 = false;
const _errs65 = errors;
if(typeof data17 === "string"){
if(!pattern4.test(data17)){
const err61 = {instancePath:instancePath+"/entries/" + i0+"/allocation_date",schemaPath:"#/properties/entries/items/properties/allocation_date/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/entries/" + i0+"/allocation_date",schemaPath:"#/properties/entries/items/properties/allocation_date/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid7 = _errs65 === errors;
valid12 = valid12 || _valid7;
const _errs67 = errors;
if(data17 !== null){
const err63 = {instancePath:instancePath+"/entries/" + i0+"/allocation_date",schemaPath:"#/properties/entries/items/properties/allocation_date/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid7 = _errs67 === errors;
valid12 = valid12 || _valid7;
if(!valid12){
const err64 = {instancePath:instancePath+"/entries/" + i0+"/allocation_date",schemaPath:"#/properties/entries/items/properties/allocation_date/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
else {
errors = _errs64;
if(vErrors !== null){
if(_errs64){
vErrors.length = _errs64;
}
else {
vErrors = null;
}
}
}
}
if(data12.termination_date !== undefined && func0.call(data12, "termination_date")){
let data18 = data12.termination_date;
const _errs70 = errors;
let valid13 = false;
const _errs71 = errors;
if(typeof data18 === "string"){
if(!pattern4.test(data18)){
const err65 = {instancePath:instancePath+"/entries/" + i0+"/termination_date",schemaPath:"#/properties/entries/items/properties/termination_date/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/entries/" + i0+"/termination_date",schemaPath:"#/properties/entries/items/properties/termination_date/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var _valid8 = _errs71 === errors;
valid13 = valid13 || _valid8;
const _errs73 = errors;
if(data18 !== null){
const err67 = {instancePath:instancePath+"/entries/" + i0+"/termination_date",schemaPath:"#/properties/entries/items/properties/termination_date/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid8 = _errs73 === errors;
valid13 = valid13 || _valid8;
if(!valid13){
const err68 = {instancePath:instancePath+"/entries/" + i0+"/termination_date",schemaPath:"#/properties/entries/items/properties/termination_date/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
else {
errors = _errs70;
if(vErrors !== null){
if(_errs70){
vErrors.length = _errs70;
}
else {
vErrors = null;
}
}
}
}
if(data12.source !== undefined && func0.call(data12, "source")){
let data19 = data12.source;
const _errs76 = errors;
let valid14 = false;
const _errs77 = errors;
if(typeof data19 !== "boolean"){
const err69 = {instancePath:instancePath+"/entries/" + i0+"/source",schemaPath:"#/properties/entries/items/properties/source/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid9 = _errs77 === errors;
valid14 = valid14 || _valid9;
const _errs79 = errors;
if(data19 !== null){
const err70 = {instancePath:instancePath+"/entries/" + i0+"/source",schemaPath:"#/properties/entries/items/properties/source/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid9 = _errs79 === errors;
valid14 = valid14 || _valid9;
if(!valid14){
const err71 = {instancePath:instancePath+"/entries/" + i0+"/source",schemaPath:"#/properties/entries/items/properties/source/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
else {
errors = _errs76;
if(vErrors !== null){
if(_errs76){
vErrors.length = _errs76;
}
else {
vErrors = null;
}
}
}
}
if(data12.destination !== undefined && func0.call(data12, "destination")){
let data20 = data12.destination;
const _errs82 = errors;
let valid15 = false;
const _errs83 = errors;
if(typeof data20 !== "boolean"){
const err72 = {instancePath:instancePath+"/entries/" + i0+"/destination",schemaPath:"#/properties/entries/items/properties/destination/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid10 = _errs83 === errors;
valid15 = valid15 || _valid10;
const _errs85 = errors;
if(data20 !== null){
const err73 = {instancePath:instancePath+"/entries/" + i0+"/destination",schemaPath:"#/properties/entries/items/properties/destination/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var _valid10 = _errs85 === errors;
valid15 = valid15 || _valid10;
if(!valid15){
const err74 = {instancePath:instancePath+"/entries/" + i0+"/destination",schemaPath:"#/properties/entries/items/properties/destination/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
else {
errors = _errs82;
if(vErrors !== null){
if(_errs82){
vErrors.length = _errs82;
}
else {
vErrors = null;
}
}
}
}
if(data12.forwardable !== undefined && func0.call(data12, "forwardable")){
let data21 = data12.forwardable;
const _errs88 = errors;
let valid16 = false;
const _errs89 = errors;
if(typeof data21 !== "boolean"){
const err75 = {instancePath:instancePath+"/entries/" + i0+"/forwardable",schemaPath:"#/properties/entries/items/properties/forwardable/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid11 = _errs89 === errors;
valid16 = valid16 || _valid11;
const _errs91 = errors;
if(data21 !== null){
const err76 = {instancePath:instancePath+"/entries/" + i0+"/forwardable",schemaPath:"#/properties/entries/items/properties/forwardable/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid11 = _errs91 === errors;
valid16 = valid16 || _valid11;
if(!valid16){
const err77 = {instancePath:instancePath+"/entries/" + i0+"/forwardable",schemaPath:"#/properties/entries/items/properties/forwardable/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
else {
errors = _errs88;
if(vErrors !== null){
if(_errs88){
vErrors.length = _errs88;
}
else {
vErrors = null;
}
}
}
}
if(data12.globally_reachable !== undefined && func0.call(data12, "globally_reachable")){
let data22 = data12.globally_reachable;
const _errs94 = errors;
let valid17 = false;
const _errs95 = errors;
if(typeof data22 !== "boolean"){
const err78 = {instancePath:instancePath+"/entries/" + i0+"/globally_reachable",schemaPath:"#/properties/entries/items/properties/globally_reachable/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid12 = _errs95 === errors;
valid17 = valid17 || _valid12;
const _errs97 = errors;
if(data22 !== null){
const err79 = {instancePath:instancePath+"/entries/" + i0+"/globally_reachable",schemaPath:"#/properties/entries/items/properties/globally_reachable/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var _valid12 = _errs97 === errors;
valid17 = valid17 || _valid12;
if(!valid17){
const err80 = {instancePath:instancePath+"/entries/" + i0+"/globally_reachable",schemaPath:"#/properties/entries/items/properties/globally_reachable/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
else {
errors = _errs94;
if(vErrors !== null){
if(_errs94){
vErrors.length = _errs94;
}
else {
vErrors = null;
}
}
}
}
if(data12.reserved_by_protocol !== undefined && func0.call(data12, "reserved_by_protocol")){
let data23 = data12.reserved_by_protocol;
const _errs100 = errors;
let valid18 = false;
const _errs101 = errors;
if(typeof data23 !== "boolean"){
const err81 = {instancePath:instancePath+"/entries/" + i0+"/reserved_by_protocol",schemaPath:"#/properties/entries/items/properties/reserved_by_protocol/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid13 = _errs101 === errors;
valid18 = valid18 || _valid13;
const _errs103 = errors;
if(data23 !== null){
const err82 = {instancePath:instancePath+"/entries/" + i0+"/reserved_by_protocol",schemaPath:"#/properties/entries/items/properties/reserved_by_protocol/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
var _valid13 = _errs103 === errors;
valid18 = valid18 || _valid13;
if(!valid18){
const err83 = {instancePath:instancePath+"/entries/" + i0+"/reserved_by_protocol",schemaPath:"#/properties/entries/items/properties/reserved_by_protocol/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
else {
errors = _errs100;
if(vErrors !== null){
if(_errs100){
vErrors.length = _errs100;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err84 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
else {
const err85 = {instancePath:instancePath+"/entries",schemaPath:"#/properties/entries/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
else {
const err86 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

