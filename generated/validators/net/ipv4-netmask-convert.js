// generated from contracts/ — do not edit
// ipv4-netmask-convert@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs a3de94bed3e546e4b5e488e2fcdd9125 body 5a5e14eeb1a22e440e3886725bc58564
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"minProperties":1,"maxProperties":1,"properties":{"netmask":{"type":"string","minLength":1,"maxLength":64},"wildcard":{"type":"string","minLength":1,"maxLength":64},"prefix_length":{"type":"integer","minimum":0,"maximum":32}}};
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
if(Object.keys(data).length > 1){
const err0 = {instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 1},message:"must NOT have more than 1 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(Object.keys(data).length < 1){
const err1 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "netmask") || (key0 === "wildcard")) || (key0 === "prefix_length"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.netmask !== undefined && func0.call(data, "netmask")){
let data0 = data.netmask;
if(typeof data0 === "string"){
if(func61(data0) > 64){
const err3 = {instancePath:instancePath+"/netmask",schemaPath:"#/properties/netmask/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func61(data0) < 1){
const err4 = {instancePath:instancePath+"/netmask",schemaPath:"#/properties/netmask/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/netmask",schemaPath:"#/properties/netmask/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.wildcard !== undefined && func0.call(data, "wildcard")){
let data1 = data.wildcard;
if(typeof data1 === "string"){
if(func61(data1) > 64){
const err6 = {instancePath:instancePath+"/wildcard",schemaPath:"#/properties/wildcard/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func61(data1) < 1){
const err7 = {instancePath:instancePath+"/wildcard",schemaPath:"#/properties/wildcard/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/wildcard",schemaPath:"#/properties/wildcard/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.prefix_length !== undefined && func0.call(data, "prefix_length")){
let data2 = data.prefix_length;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/prefix_length",schemaPath:"#/properties/prefix_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 32 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/prefix_length",schemaPath:"#/properties/prefix_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 32},message:"must be <= 32"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/prefix_length",schemaPath:"#/properties/prefix_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["prefix_length","netmask","wildcard","netmask_hex","netmask_binary","total_addresses"],"properties":{"prefix_length":{"type":"integer","minimum":0,"maximum":32},"netmask":{"type":"string","maxLength":15},"wildcard":{"type":"string","maxLength":15},"netmask_hex":{"type":"string","pattern":"^[0-9a-f]{8}$"},"netmask_binary":{"type":"string","pattern":"^[01]{8}(\\.[01]{8}){3}$"},"total_addresses":{"type":"integer","minimum":1,"maximum":4294967296}}};
const pattern4 = new RegExp("^[0-9a-f]{8}$", "u");
const pattern5 = new RegExp("^[01]{8}(\\.[01]{8}){3}$", "u");

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
if((data.prefix_length === undefined) || (!(func0.call(data, "prefix_length")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prefix_length"},message:"must have required property '"+"prefix_length"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.netmask === undefined) || (!(func0.call(data, "netmask")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "netmask"},message:"must have required property '"+"netmask"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.wildcard === undefined) || (!(func0.call(data, "wildcard")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "wildcard"},message:"must have required property '"+"wildcard"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.netmask_hex === undefined) || (!(func0.call(data, "netmask_hex")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "netmask_hex"},message:"must have required property '"+"netmask_hex"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.netmask_binary === undefined) || (!(func0.call(data, "netmask_binary")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "netmask_binary"},message:"must have required property '"+"netmask_binary"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.total_addresses === undefined) || (!(func0.call(data, "total_addresses")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_addresses"},message:"must have required property '"+"total_addresses"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "prefix_length") || (key0 === "netmask")) || (key0 === "wildcard")) || (key0 === "netmask_hex")) || (key0 === "netmask_binary")) || (key0 === "total_addresses"))){
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
if(data.prefix_length !== undefined && func0.call(data, "prefix_length")){
let data0 = data.prefix_length;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err7 = {instancePath:instancePath+"/prefix_length",schemaPath:"#/properties/prefix_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 32 || isNaN(data0)){
const err8 = {instancePath:instancePath+"/prefix_length",schemaPath:"#/properties/prefix_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 32},message:"must be <= 32"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err9 = {instancePath:instancePath+"/prefix_length",schemaPath:"#/properties/prefix_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.netmask !== undefined && func0.call(data, "netmask")){
let data1 = data.netmask;
if(typeof data1 === "string"){
if(func61(data1) > 15){
const err10 = {instancePath:instancePath+"/netmask",schemaPath:"#/properties/netmask/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
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
const err11 = {instancePath:instancePath+"/netmask",schemaPath:"#/properties/netmask/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.wildcard !== undefined && func0.call(data, "wildcard")){
let data2 = data.wildcard;
if(typeof data2 === "string"){
if(func61(data2) > 15){
const err12 = {instancePath:instancePath+"/wildcard",schemaPath:"#/properties/wildcard/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
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
const err13 = {instancePath:instancePath+"/wildcard",schemaPath:"#/properties/wildcard/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.netmask_hex !== undefined && func0.call(data, "netmask_hex")){
let data3 = data.netmask_hex;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err14 = {instancePath:instancePath+"/netmask_hex",schemaPath:"#/properties/netmask_hex/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}$"},message:"must match pattern \""+"^[0-9a-f]{8}$"+"\""};
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
const err15 = {instancePath:instancePath+"/netmask_hex",schemaPath:"#/properties/netmask_hex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.netmask_binary !== undefined && func0.call(data, "netmask_binary")){
let data4 = data.netmask_binary;
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
const err16 = {instancePath:instancePath+"/netmask_binary",schemaPath:"#/properties/netmask_binary/pattern",keyword:"pattern",params:{pattern: "^[01]{8}(\\.[01]{8}){3}$"},message:"must match pattern \""+"^[01]{8}(\\.[01]{8}){3}$"+"\""};
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
const err17 = {instancePath:instancePath+"/netmask_binary",schemaPath:"#/properties/netmask_binary/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.total_addresses !== undefined && func0.call(data, "total_addresses")){
let data5 = data.total_addresses;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/total_addresses",schemaPath:"#/properties/total_addresses/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 4294967296 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/total_addresses",schemaPath:"#/properties/total_addresses/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967296},message:"must be <= 4294967296"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/total_addresses",schemaPath:"#/properties/total_addresses/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

