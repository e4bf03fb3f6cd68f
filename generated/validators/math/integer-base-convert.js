// generated from contracts/ — do not edit
// integer-base-convert@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs cbfa1910d2a3d2339e1456377ff5c53e body 04f95ae45f0e0f04e1dd8c963e279ab3
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["value","from_base","to_base"],"properties":{"value":{"type":"string","minLength":1,"maxLength":10003,"pattern":"^-?[0-9A-Za-z]+$"},"from_base":{"type":"integer","minimum":2,"maximum":36},"to_base":{"type":"integer","minimum":2,"maximum":36},"letter_case":{"type":"string","enum":["lower","upper"],"default":"lower"},"allow_prefix":{"type":"boolean","default":false}}};
const func0 = Object.prototype.hasOwnProperty;
const func64 = __ajvRuntime0.default;
const pattern4 = new RegExp("^-?[0-9A-Za-z]+$", "u");

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
if((data.value === undefined) || (!(func0.call(data, "value")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.from_base === undefined) || (!(func0.call(data, "from_base")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "from_base"},message:"must have required property '"+"from_base"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.to_base === undefined) || (!(func0.call(data, "to_base")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to_base"},message:"must have required property '"+"to_base"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "value") || (key0 === "from_base")) || (key0 === "to_base")) || (key0 === "letter_case")) || (key0 === "allow_prefix"))){
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
if(data.value !== undefined && func0.call(data, "value")){
let data0 = data.value;
if(typeof data0 === "string"){
if(func64(data0) > 10003){
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maxLength",keyword:"maxLength",params:{limit: 10003},message:"must NOT have more than 10003 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func64(data0) < 1){
const err5 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data0)){
const err6 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/pattern",keyword:"pattern",params:{pattern: "^-?[0-9A-Za-z]+$"},message:"must match pattern \""+"^-?[0-9A-Za-z]+$"+"\""};
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
const err7 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.from_base !== undefined && func0.call(data, "from_base")){
let data1 = data.from_base;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/from_base",schemaPath:"#/properties/from_base/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 36 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/from_base",schemaPath:"#/properties/from_base/maximum",keyword:"maximum",params:{comparison: "<=", limit: 36},message:"must be <= 36"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 < 2 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/from_base",schemaPath:"#/properties/from_base/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
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
if(data.to_base !== undefined && func0.call(data, "to_base")){
let data2 = data.to_base;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/to_base",schemaPath:"#/properties/to_base/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 36 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/to_base",schemaPath:"#/properties/to_base/maximum",keyword:"maximum",params:{comparison: "<=", limit: 36},message:"must be <= 36"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < 2 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/to_base",schemaPath:"#/properties/to_base/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
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
if(data.letter_case !== undefined && func0.call(data, "letter_case")){
let data3 = data.letter_case;
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/letter_case",schemaPath:"#/properties/letter_case/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data3 === "lower") || (data3 === "upper"))){
const err15 = {instancePath:instancePath+"/letter_case",schemaPath:"#/properties/letter_case/enum",keyword:"enum",params:{allowedValues: schema31.properties.letter_case.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.allow_prefix !== undefined && func0.call(data, "allow_prefix")){
if(typeof data.allow_prefix !== "boolean"){
const err16 = {instancePath:instancePath+"/allow_prefix",schemaPath:"#/properties/allow_prefix/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"type":"string","minLength":1,"maxLength":51701,"pattern":"^(0|-?[1-9A-Za-z][0-9A-Za-z]*)$"}}};
const pattern5 = new RegExp("^(0|-?[1-9A-Za-z][0-9A-Za-z]*)$", "u");

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
if((data.value === undefined) || (!(func0.call(data, "value")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "value")){
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
if(data.value !== undefined && func0.call(data, "value")){
let data0 = data.value;
if(typeof data0 === "string"){
if(func64(data0) > 51701){
const err2 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maxLength",keyword:"maxLength",params:{limit: 51701},message:"must NOT have more than 51701 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func64(data0) < 1){
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern5.test(data0)){
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9A-Za-z][0-9A-Za-z]*)$"},message:"must match pattern \""+"^(0|-?[1-9A-Za-z][0-9A-Za-z]*)$"+"\""};
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
const err5 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

