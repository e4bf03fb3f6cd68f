// generated from contracts/ — do not edit
// ip-address-truncate@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 14ea3dacbbc16dc4ea20dbda1742801d body a87d53dd6a68eecdef6815bc35bf3ebe
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["address"],"properties":{"address":{"type":"string","maxLength":1000},"ipv4_prefix":{"type":"integer","minimum":0,"maximum":32,"default":24},"ipv6_prefix":{"type":"integer","minimum":0,"maximum":128,"default":48},"mapped_as_ipv4":{"type":"boolean","default":false}}};
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
if(!((((key0 === "address") || (key0 === "ipv4_prefix")) || (key0 === "ipv6_prefix")) || (key0 === "mapped_as_ipv4"))){
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
if(data.ipv4_prefix !== undefined && func0.call(data, "ipv4_prefix")){
let data1 = data.ipv4_prefix;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/ipv4_prefix",schemaPath:"#/properties/ipv4_prefix/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 32 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/ipv4_prefix",schemaPath:"#/properties/ipv4_prefix/maximum",keyword:"maximum",params:{comparison: "<=", limit: 32},message:"must be <= 32"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/ipv4_prefix",schemaPath:"#/properties/ipv4_prefix/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.ipv6_prefix !== undefined && func0.call(data, "ipv6_prefix")){
let data2 = data.ipv6_prefix;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/ipv6_prefix",schemaPath:"#/properties/ipv6_prefix/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 128 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/ipv6_prefix",schemaPath:"#/properties/ipv6_prefix/maximum",keyword:"maximum",params:{comparison: "<=", limit: 128},message:"must be <= 128"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/ipv6_prefix",schemaPath:"#/properties/ipv6_prefix/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.mapped_as_ipv4 !== undefined && func0.call(data, "mapped_as_ipv4")){
if(typeof data.mapped_as_ipv4 !== "boolean"){
const err10 = {instancePath:instancePath+"/mapped_as_ipv4",schemaPath:"#/properties/mapped_as_ipv4/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["address","prefix_length","cidr","version","treated_as"],"properties":{"address":{"type":"string","maxLength":45},"prefix_length":{"type":"integer","minimum":0,"maximum":128},"cidr":{"type":"string","maxLength":49},"version":{"enum":[4,6]},"treated_as":{"enum":["ipv4","ipv6"]}}};

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
if((data.cidr === undefined) || (!(func0.call(data, "cidr")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cidr"},message:"must have required property '"+"cidr"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.version === undefined) || (!(func0.call(data, "version")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.treated_as === undefined) || (!(func0.call(data, "treated_as")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "treated_as"},message:"must have required property '"+"treated_as"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "address") || (key0 === "prefix_length")) || (key0 === "cidr")) || (key0 === "version")) || (key0 === "treated_as"))){
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
if(data.address !== undefined && func0.call(data, "address")){
let data0 = data.address;
if(typeof data0 === "string"){
if(func62(data0) > 45){
const err6 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 45},message:"must NOT have more than 45 characters"};
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
const err7 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.prefix_length !== undefined && func0.call(data, "prefix_length")){
let data1 = data.prefix_length;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/prefix_length",schemaPath:"#/properties/prefix_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 128 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/prefix_length",schemaPath:"#/properties/prefix_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 128},message:"must be <= 128"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/prefix_length",schemaPath:"#/properties/prefix_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.cidr !== undefined && func0.call(data, "cidr")){
let data2 = data.cidr;
if(typeof data2 === "string"){
if(func62(data2) > 49){
const err11 = {instancePath:instancePath+"/cidr",schemaPath:"#/properties/cidr/maxLength",keyword:"maxLength",params:{limit: 49},message:"must NOT have more than 49 characters"};
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
const err12 = {instancePath:instancePath+"/cidr",schemaPath:"#/properties/cidr/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.version !== undefined && func0.call(data, "version")){
let data3 = data.version;
if(!((data3 === 4) || (data3 === 6))){
const err13 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/enum",keyword:"enum",params:{allowedValues: schema32.properties.version.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.treated_as !== undefined && func0.call(data, "treated_as")){
let data4 = data.treated_as;
if(!((data4 === "ipv4") || (data4 === "ipv6"))){
const err14 = {instancePath:instancePath+"/treated_as",schemaPath:"#/properties/treated_as/enum",keyword:"enum",params:{allowedValues: schema32.properties.treated_as.enum},message:"must be equal to one of the allowed values"};
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

