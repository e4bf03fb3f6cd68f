// generated from contracts/ — do not edit
// integer-divmod@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs ad538fc2a65bf6e0b2e297982e322710 body ecff922186a257404ced221f40b87faf
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["dividend","divisor"],"properties":{"dividend":{"type":"string","pattern":"^-?(0|[1-9][0-9]*)$","minLength":1,"maxLength":1001},"divisor":{"type":"string","pattern":"^-?(0|[1-9][0-9]*)$","minLength":1,"maxLength":1001},"convention":{"type":"string","enum":["truncate","floor","euclidean"],"default":"floor"}}};
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
if((data.dividend === undefined) || (!(func0.call(data, "dividend")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dividend"},message:"must have required property '"+"dividend"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.divisor === undefined) || (!(func0.call(data, "divisor")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "divisor"},message:"must have required property '"+"divisor"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "dividend") || (key0 === "divisor")) || (key0 === "convention"))){
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
if(data.dividend !== undefined && func0.call(data, "dividend")){
let data0 = data.dividend;
if(typeof data0 === "string"){
if(func63(data0) > 1001){
const err3 = {instancePath:instancePath+"/dividend",schemaPath:"#/properties/dividend/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func63(data0) < 1){
const err4 = {instancePath:instancePath+"/dividend",schemaPath:"#/properties/dividend/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/dividend",schemaPath:"#/properties/dividend/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)$"+"\""};
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
const err6 = {instancePath:instancePath+"/dividend",schemaPath:"#/properties/dividend/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.divisor !== undefined && func0.call(data, "divisor")){
let data1 = data.divisor;
if(typeof data1 === "string"){
if(func63(data1) > 1001){
const err7 = {instancePath:instancePath+"/divisor",schemaPath:"#/properties/divisor/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func63(data1) < 1){
const err8 = {instancePath:instancePath+"/divisor",schemaPath:"#/properties/divisor/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data1)){
const err9 = {instancePath:instancePath+"/divisor",schemaPath:"#/properties/divisor/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)$"+"\""};
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
const err10 = {instancePath:instancePath+"/divisor",schemaPath:"#/properties/divisor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.convention !== undefined && func0.call(data, "convention")){
let data2 = data.convention;
if(typeof data2 !== "string"){
const err11 = {instancePath:instancePath+"/convention",schemaPath:"#/properties/convention/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(((data2 === "truncate") || (data2 === "floor")) || (data2 === "euclidean"))){
const err12 = {instancePath:instancePath+"/convention",schemaPath:"#/properties/convention/enum",keyword:"enum",params:{allowedValues: schema31.properties.convention.enum},message:"must be equal to one of the allowed values"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["quotient","remainder"],"properties":{"quotient":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1002},"remainder":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1002}}};
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
if((data.quotient === undefined) || (!(func0.call(data, "quotient")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quotient"},message:"must have required property '"+"quotient"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.remainder === undefined) || (!(func0.call(data, "remainder")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "remainder"},message:"must have required property '"+"remainder"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "quotient") || (key0 === "remainder"))){
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
if(data.quotient !== undefined && func0.call(data, "quotient")){
let data0 = data.quotient;
if(typeof data0 === "string"){
if(func63(data0) > 1002){
const err3 = {instancePath:instancePath+"/quotient",schemaPath:"#/properties/quotient/maxLength",keyword:"maxLength",params:{limit: 1002},message:"must NOT have more than 1002 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern6.test(data0)){
const err4 = {instancePath:instancePath+"/quotient",schemaPath:"#/properties/quotient/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err5 = {instancePath:instancePath+"/quotient",schemaPath:"#/properties/quotient/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.remainder !== undefined && func0.call(data, "remainder")){
let data1 = data.remainder;
if(typeof data1 === "string"){
if(func63(data1) > 1002){
const err6 = {instancePath:instancePath+"/remainder",schemaPath:"#/properties/remainder/maxLength",keyword:"maxLength",params:{limit: 1002},message:"must NOT have more than 1002 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern6.test(data1)){
const err7 = {instancePath:instancePath+"/remainder",schemaPath:"#/properties/remainder/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err8 = {instancePath:instancePath+"/remainder",schemaPath:"#/properties/remainder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

