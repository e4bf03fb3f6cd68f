// generated from contracts/ — do not edit
// integer-mod-inverse@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 0dcaef0130bd7d6807e2acd5ab9239c6 body 088c3c09f11a6dd370fc03a0a203a547
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["value","modulus"],"properties":{"value":{"type":"string","pattern":"^-?(0|[1-9][0-9]*)$","minLength":1,"maxLength":1001},"modulus":{"type":"string","pattern":"^-?(0|[1-9][0-9]*)$","minLength":1,"maxLength":1001}}};
const func0 = Object.prototype.hasOwnProperty;
const func63 = __ajvRuntime0.default;
const pattern4 = new RegExp("^-?(0|[1-9][0-9]*)$", "u");

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
if((data.modulus === undefined) || (!(func0.call(data, "modulus")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "modulus"},message:"must have required property '"+"modulus"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "value") || (key0 === "modulus"))){
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
if(data.value !== undefined && func0.call(data, "value")){
let data0 = data.value;
if(typeof data0 === "string"){
if(func63(data0) > 1001){
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func63(data0) < 1){
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)$"+"\""};
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
const err6 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.modulus !== undefined && func0.call(data, "modulus")){
let data1 = data.modulus;
if(typeof data1 === "string"){
if(func63(data1) > 1001){
const err7 = {instancePath:instancePath+"/modulus",schemaPath:"#/properties/modulus/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func63(data1) < 1){
const err8 = {instancePath:instancePath+"/modulus",schemaPath:"#/properties/modulus/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data1)){
const err9 = {instancePath:instancePath+"/modulus",schemaPath:"#/properties/modulus/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)$"+"\""};
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
const err10 = {instancePath:instancePath+"/modulus",schemaPath:"#/properties/modulus/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["exists","gcd","x","y"],"properties":{"exists":{"type":"boolean"},"inverse":{"type":"string","pattern":"^(0|[1-9][0-9]*)$","maxLength":1001},"gcd":{"type":"string","pattern":"^[1-9][0-9]*$","maxLength":1001},"x":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1002},"y":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1002}}};
const pattern6 = new RegExp("^(0|[1-9][0-9]*)$", "u");
const pattern7 = new RegExp("^[1-9][0-9]*$", "u");
const pattern8 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");

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
if((data.exists === undefined) || (!(func0.call(data, "exists")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exists"},message:"must have required property '"+"exists"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.gcd === undefined) || (!(func0.call(data, "gcd")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "gcd"},message:"must have required property '"+"gcd"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.x === undefined) || (!(func0.call(data, "x")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.y === undefined) || (!(func0.call(data, "y")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "exists") || (key0 === "inverse")) || (key0 === "gcd")) || (key0 === "x")) || (key0 === "y"))){
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
if(data.exists !== undefined && func0.call(data, "exists")){
if(typeof data.exists !== "boolean"){
const err5 = {instancePath:instancePath+"/exists",schemaPath:"#/properties/exists/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.inverse !== undefined && func0.call(data, "inverse")){
let data1 = data.inverse;
if(typeof data1 === "string"){
if(func63(data1) > 1001){
const err6 = {instancePath:instancePath+"/inverse",schemaPath:"#/properties/inverse/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern6.test(data1)){
const err7 = {instancePath:instancePath+"/inverse",schemaPath:"#/properties/inverse/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\""};
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
const err8 = {instancePath:instancePath+"/inverse",schemaPath:"#/properties/inverse/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.gcd !== undefined && func0.call(data, "gcd")){
let data2 = data.gcd;
if(typeof data2 === "string"){
if(func63(data2) > 1001){
const err9 = {instancePath:instancePath+"/gcd",schemaPath:"#/properties/gcd/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern7.test(data2)){
const err10 = {instancePath:instancePath+"/gcd",schemaPath:"#/properties/gcd/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
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
const err11 = {instancePath:instancePath+"/gcd",schemaPath:"#/properties/gcd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.x !== undefined && func0.call(data, "x")){
let data3 = data.x;
if(typeof data3 === "string"){
if(func63(data3) > 1002){
const err12 = {instancePath:instancePath+"/x",schemaPath:"#/properties/x/maxLength",keyword:"maxLength",params:{limit: 1002},message:"must NOT have more than 1002 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern8.test(data3)){
const err13 = {instancePath:instancePath+"/x",schemaPath:"#/properties/x/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/x",schemaPath:"#/properties/x/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.y !== undefined && func0.call(data, "y")){
let data4 = data.y;
if(typeof data4 === "string"){
if(func63(data4) > 1002){
const err15 = {instancePath:instancePath+"/y",schemaPath:"#/properties/y/maxLength",keyword:"maxLength",params:{limit: 1002},message:"must NOT have more than 1002 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern8.test(data4)){
const err16 = {instancePath:instancePath+"/y",schemaPath:"#/properties/y/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err17 = {instancePath:instancePath+"/y",schemaPath:"#/properties/y/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

