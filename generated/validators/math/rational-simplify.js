// generated from contracts/ — do not edit
// rational-simplify@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 13b19099d8293b75d534373afafbc497 body a84c0fbf7e7acceb05ceee26af4c7b17
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"type":"string","minLength":1,"maxLength":2003,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"}}};
const func0 = Object.prototype.hasOwnProperty;
const func62 = __ajvRuntime0.default;
const pattern4 = new RegExp("^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$", "u");

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
if(func62(data0) > 2003){
const err2 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maxLength",keyword:"maxLength",params:{limit: 2003},message:"must NOT have more than 2003 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func62(data0) < 1){
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"+"\""};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["numerator","denominator","text","common_factor","mixed","mixed_text"],"properties":{"numerator":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$"},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$"},"text":{"type":"string"},"common_factor":{"type":"string","pattern":"^[1-9][0-9]*$"},"mixed":{"type":"object","additionalProperties":false,"required":["negative","whole","numerator","denominator"],"properties":{"negative":{"type":"boolean"},"whole":{"type":"string","pattern":"^(0|[1-9][0-9]*)$"},"numerator":{"type":"string","pattern":"^(0|[1-9][0-9]*)$"},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$"}}},"mixed_text":{"type":"string"}}};
const pattern5 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");
const pattern6 = new RegExp("^[1-9][0-9]*$", "u");
const pattern8 = new RegExp("^(0|[1-9][0-9]*)$", "u");

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
if((data.numerator === undefined) || (!(func0.call(data, "numerator")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "numerator"},message:"must have required property '"+"numerator"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.denominator === undefined) || (!(func0.call(data, "denominator")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "denominator"},message:"must have required property '"+"denominator"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.text === undefined) || (!(func0.call(data, "text")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.common_factor === undefined) || (!(func0.call(data, "common_factor")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "common_factor"},message:"must have required property '"+"common_factor"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.mixed === undefined) || (!(func0.call(data, "mixed")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mixed"},message:"must have required property '"+"mixed"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.mixed_text === undefined) || (!(func0.call(data, "mixed_text")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mixed_text"},message:"must have required property '"+"mixed_text"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "numerator") || (key0 === "denominator")) || (key0 === "text")) || (key0 === "common_factor")) || (key0 === "mixed")) || (key0 === "mixed_text"))){
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
if(data.numerator !== undefined && func0.call(data, "numerator")){
let data0 = data.numerator;
if(typeof data0 === "string"){
if(!pattern5.test(data0)){
const err7 = {instancePath:instancePath+"/numerator",schemaPath:"#/properties/numerator/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err8 = {instancePath:instancePath+"/numerator",schemaPath:"#/properties/numerator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.denominator !== undefined && func0.call(data, "denominator")){
let data1 = data.denominator;
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err9 = {instancePath:instancePath+"/denominator",schemaPath:"#/properties/denominator/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
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
const err10 = {instancePath:instancePath+"/denominator",schemaPath:"#/properties/denominator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.text !== undefined && func0.call(data, "text")){
if(typeof data.text !== "string"){
const err11 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.common_factor !== undefined && func0.call(data, "common_factor")){
let data3 = data.common_factor;
if(typeof data3 === "string"){
if(!pattern6.test(data3)){
const err12 = {instancePath:instancePath+"/common_factor",schemaPath:"#/properties/common_factor/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
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
const err13 = {instancePath:instancePath+"/common_factor",schemaPath:"#/properties/common_factor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.mixed !== undefined && func0.call(data, "mixed")){
let data4 = data.mixed;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if((data4.negative === undefined) || (!(func0.call(data4, "negative")))){
const err14 = {instancePath:instancePath+"/mixed",schemaPath:"#/properties/mixed/required",keyword:"required",params:{missingProperty: "negative"},message:"must have required property '"+"negative"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((data4.whole === undefined) || (!(func0.call(data4, "whole")))){
const err15 = {instancePath:instancePath+"/mixed",schemaPath:"#/properties/mixed/required",keyword:"required",params:{missingProperty: "whole"},message:"must have required property '"+"whole"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((data4.numerator === undefined) || (!(func0.call(data4, "numerator")))){
const err16 = {instancePath:instancePath+"/mixed",schemaPath:"#/properties/mixed/required",keyword:"required",params:{missingProperty: "numerator"},message:"must have required property '"+"numerator"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((data4.denominator === undefined) || (!(func0.call(data4, "denominator")))){
const err17 = {instancePath:instancePath+"/mixed",schemaPath:"#/properties/mixed/required",keyword:"required",params:{missingProperty: "denominator"},message:"must have required property '"+"denominator"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 of Object.keys(data4)){
if(!((((key1 === "negative") || (key1 === "whole")) || (key1 === "numerator")) || (key1 === "denominator"))){
const err18 = {instancePath:instancePath+"/mixed",schemaPath:"#/properties/mixed/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.negative !== undefined && func0.call(data4, "negative")){
if(typeof data4.negative !== "boolean"){
const err19 = {instancePath:instancePath+"/mixed/negative",schemaPath:"#/properties/mixed/properties/negative/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.whole !== undefined && func0.call(data4, "whole")){
let data6 = data4.whole;
if(typeof data6 === "string"){
if(!pattern8.test(data6)){
const err20 = {instancePath:instancePath+"/mixed/whole",schemaPath:"#/properties/mixed/properties/whole/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/mixed/whole",schemaPath:"#/properties/mixed/properties/whole/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data4.numerator !== undefined && func0.call(data4, "numerator")){
let data7 = data4.numerator;
if(typeof data7 === "string"){
if(!pattern8.test(data7)){
const err22 = {instancePath:instancePath+"/mixed/numerator",schemaPath:"#/properties/mixed/properties/numerator/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/mixed/numerator",schemaPath:"#/properties/mixed/properties/numerator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data4.denominator !== undefined && func0.call(data4, "denominator")){
let data8 = data4.denominator;
if(typeof data8 === "string"){
if(!pattern6.test(data8)){
const err24 = {instancePath:instancePath+"/mixed/denominator",schemaPath:"#/properties/mixed/properties/denominator/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/mixed/denominator",schemaPath:"#/properties/mixed/properties/denominator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/mixed",schemaPath:"#/properties/mixed/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.mixed_text !== undefined && func0.call(data, "mixed_text")){
if(typeof data.mixed_text !== "string"){
const err27 = {instancePath:instancePath+"/mixed_text",schemaPath:"#/properties/mixed_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

