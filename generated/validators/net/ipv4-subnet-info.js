// generated from contracts/ — do not edit
// ipv4-subnet-info@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 19549ce50f3fcd51a613b35457dd2d51 body 70861552ffe50ff204a32d988053f4de
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["cidr"],"properties":{"cidr":{"type":"string","minLength":1,"maxLength":64},"normalize":{"type":"boolean","default":false}}};
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
if((data.cidr === undefined) || (!(func0.call(data, "cidr")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cidr"},message:"must have required property '"+"cidr"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "cidr") || (key0 === "normalize"))){
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
if(data.cidr !== undefined && func0.call(data, "cidr")){
let data0 = data.cidr;
if(typeof data0 === "string"){
if(func62(data0) > 64){
const err2 = {instancePath:instancePath+"/cidr",schemaPath:"#/properties/cidr/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func62(data0) < 1){
const err3 = {instancePath:instancePath+"/cidr",schemaPath:"#/properties/cidr/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/cidr",schemaPath:"#/properties/cidr/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["cidr","prefix_length","network","last_address","broadcast","netmask","wildcard","first_host","last_host","total_addresses","usable_hosts"],"properties":{"cidr":{"type":"string","maxLength":18},"prefix_length":{"type":"integer","minimum":0,"maximum":32},"network":{"type":"string","maxLength":15},"last_address":{"type":"string","maxLength":15},"broadcast":{"anyOf":[{"type":"string","maxLength":15},{"type":"null"}]},"netmask":{"type":"string","maxLength":15},"wildcard":{"type":"string","maxLength":15},"first_host":{"type":"string","maxLength":15},"last_host":{"type":"string","maxLength":15},"total_addresses":{"type":"integer","minimum":1,"maximum":4294967296},"usable_hosts":{"type":"integer","minimum":1,"maximum":4294967294}}};

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
if((data.cidr === undefined) || (!(func0.call(data, "cidr")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cidr"},message:"must have required property '"+"cidr"+"'"};
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
if((data.last_address === undefined) || (!(func0.call(data, "last_address")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_address"},message:"must have required property '"+"last_address"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.broadcast === undefined) || (!(func0.call(data, "broadcast")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "broadcast"},message:"must have required property '"+"broadcast"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.netmask === undefined) || (!(func0.call(data, "netmask")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "netmask"},message:"must have required property '"+"netmask"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.wildcard === undefined) || (!(func0.call(data, "wildcard")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "wildcard"},message:"must have required property '"+"wildcard"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data.first_host === undefined) || (!(func0.call(data, "first_host")))){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_host"},message:"must have required property '"+"first_host"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data.last_host === undefined) || (!(func0.call(data, "last_host")))){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_host"},message:"must have required property '"+"last_host"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data.total_addresses === undefined) || (!(func0.call(data, "total_addresses")))){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_addresses"},message:"must have required property '"+"total_addresses"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data.usable_hosts === undefined) || (!(func0.call(data, "usable_hosts")))){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "usable_hosts"},message:"must have required property '"+"usable_hosts"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(func0.call(schema32.properties, key0))){
const err11 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.cidr !== undefined && func0.call(data, "cidr")){
let data0 = data.cidr;
if(typeof data0 === "string"){
if(func62(data0) > 18){
const err12 = {instancePath:instancePath+"/cidr",schemaPath:"#/properties/cidr/maxLength",keyword:"maxLength",params:{limit: 18},message:"must NOT have more than 18 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/cidr",schemaPath:"#/properties/cidr/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.prefix_length !== undefined && func0.call(data, "prefix_length")){
let data1 = data.prefix_length;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err14 = {instancePath:instancePath+"/prefix_length",schemaPath:"#/properties/prefix_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 32 || isNaN(data1)){
const err15 = {instancePath:instancePath+"/prefix_length",schemaPath:"#/properties/prefix_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 32},message:"must be <= 32"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err16 = {instancePath:instancePath+"/prefix_length",schemaPath:"#/properties/prefix_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.network !== undefined && func0.call(data, "network")){
let data2 = data.network;
if(typeof data2 === "string"){
if(func62(data2) > 15){
const err17 = {instancePath:instancePath+"/network",schemaPath:"#/properties/network/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
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
const err18 = {instancePath:instancePath+"/network",schemaPath:"#/properties/network/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data3 = data.last_address;
if(typeof data3 === "string"){
if(func62(data3) > 15){
const err19 = {instancePath:instancePath+"/last_address",schemaPath:"#/properties/last_address/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
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
if(data.broadcast !== undefined && func0.call(data, "broadcast")){
let data4 = data.broadcast;
const _errs11 = errors;
let valid1 = false;
const _errs12 = errors;
if(typeof data4 === "string"){
if(func62(data4) > 15){
const err21 = {instancePath:instancePath+"/broadcast",schemaPath:"#/properties/broadcast/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
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
const err22 = {instancePath:instancePath+"/broadcast",schemaPath:"#/properties/broadcast/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
const _errs14 = errors;
if(data4 !== null){
const err23 = {instancePath:instancePath+"/broadcast",schemaPath:"#/properties/broadcast/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err24 = {instancePath:instancePath+"/broadcast",schemaPath:"#/properties/broadcast/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(data.netmask !== undefined && func0.call(data, "netmask")){
let data5 = data.netmask;
if(typeof data5 === "string"){
if(func62(data5) > 15){
const err25 = {instancePath:instancePath+"/netmask",schemaPath:"#/properties/netmask/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/netmask",schemaPath:"#/properties/netmask/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.wildcard !== undefined && func0.call(data, "wildcard")){
let data6 = data.wildcard;
if(typeof data6 === "string"){
if(func62(data6) > 15){
const err27 = {instancePath:instancePath+"/wildcard",schemaPath:"#/properties/wildcard/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/wildcard",schemaPath:"#/properties/wildcard/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.first_host !== undefined && func0.call(data, "first_host")){
let data7 = data.first_host;
if(typeof data7 === "string"){
if(func62(data7) > 15){
const err29 = {instancePath:instancePath+"/first_host",schemaPath:"#/properties/first_host/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
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
const err30 = {instancePath:instancePath+"/first_host",schemaPath:"#/properties/first_host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.last_host !== undefined && func0.call(data, "last_host")){
let data8 = data.last_host;
if(typeof data8 === "string"){
if(func62(data8) > 15){
const err31 = {instancePath:instancePath+"/last_host",schemaPath:"#/properties/last_host/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/last_host",schemaPath:"#/properties/last_host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.total_addresses !== undefined && func0.call(data, "total_addresses")){
let data9 = data.total_addresses;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err33 = {instancePath:instancePath+"/total_addresses",schemaPath:"#/properties/total_addresses/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 4294967296 || isNaN(data9)){
const err34 = {instancePath:instancePath+"/total_addresses",schemaPath:"#/properties/total_addresses/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967296},message:"must be <= 4294967296"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err35 = {instancePath:instancePath+"/total_addresses",schemaPath:"#/properties/total_addresses/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data.usable_hosts !== undefined && func0.call(data, "usable_hosts")){
let data10 = data.usable_hosts;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err36 = {instancePath:instancePath+"/usable_hosts",schemaPath:"#/properties/usable_hosts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 4294967294 || isNaN(data10)){
const err37 = {instancePath:instancePath+"/usable_hosts",schemaPath:"#/properties/usable_hosts/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967294},message:"must be <= 4294967294"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data10 < 1 || isNaN(data10)){
const err38 = {instancePath:instancePath+"/usable_hosts",schemaPath:"#/properties/usable_hosts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

