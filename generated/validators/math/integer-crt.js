// generated from contracts/ — do not edit
// integer-crt@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs d90f284674eeb2af341947eca60d4ca4 body 37a7d702e93e90971478305127f43c25
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["congruences"],"properties":{"congruences":{"type":"array","minItems":1,"maxItems":1000,"items":{"type":"object","additionalProperties":false,"required":["remainder","modulus"],"properties":{"remainder":{"type":"string","pattern":"^-?(0|[1-9][0-9]*)$","minLength":1,"maxLength":1001},"modulus":{"type":"string","pattern":"^-?(0|[1-9][0-9]*)$","minLength":1,"maxLength":1001}}}}}};
const func0 = Object.prototype.hasOwnProperty;
const func65 = __ajvRuntime0.default;
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
if((data.congruences === undefined) || (!(func0.call(data, "congruences")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "congruences"},message:"must have required property '"+"congruences"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "congruences")){
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
if(data.congruences !== undefined && func0.call(data, "congruences")){
let data0 = data.congruences;
if(Array.isArray(data0)){
if(data0.length > 1000){
const err2 = {instancePath:instancePath+"/congruences",schemaPath:"#/properties/congruences/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/congruences",schemaPath:"#/properties/congruences/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.remainder === undefined) || (!(func0.call(data1, "remainder")))){
const err4 = {instancePath:instancePath+"/congruences/" + i0,schemaPath:"#/properties/congruences/items/required",keyword:"required",params:{missingProperty: "remainder"},message:"must have required property '"+"remainder"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data1.modulus === undefined) || (!(func0.call(data1, "modulus")))){
const err5 = {instancePath:instancePath+"/congruences/" + i0,schemaPath:"#/properties/congruences/items/required",keyword:"required",params:{missingProperty: "modulus"},message:"must have required property '"+"modulus"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!((key1 === "remainder") || (key1 === "modulus"))){
const err6 = {instancePath:instancePath+"/congruences/" + i0,schemaPath:"#/properties/congruences/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.remainder !== undefined && func0.call(data1, "remainder")){
let data2 = data1.remainder;
if(typeof data2 === "string"){
if(func65(data2) > 1001){
const err7 = {instancePath:instancePath+"/congruences/" + i0+"/remainder",schemaPath:"#/properties/congruences/items/properties/remainder/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func65(data2) < 1){
const err8 = {instancePath:instancePath+"/congruences/" + i0+"/remainder",schemaPath:"#/properties/congruences/items/properties/remainder/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data2)){
const err9 = {instancePath:instancePath+"/congruences/" + i0+"/remainder",schemaPath:"#/properties/congruences/items/properties/remainder/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)$"+"\""};
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
const err10 = {instancePath:instancePath+"/congruences/" + i0+"/remainder",schemaPath:"#/properties/congruences/items/properties/remainder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.modulus !== undefined && func0.call(data1, "modulus")){
let data3 = data1.modulus;
if(typeof data3 === "string"){
if(func65(data3) > 1001){
const err11 = {instancePath:instancePath+"/congruences/" + i0+"/modulus",schemaPath:"#/properties/congruences/items/properties/modulus/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func65(data3) < 1){
const err12 = {instancePath:instancePath+"/congruences/" + i0+"/modulus",schemaPath:"#/properties/congruences/items/properties/modulus/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern4.test(data3)){
const err13 = {instancePath:instancePath+"/congruences/" + i0+"/modulus",schemaPath:"#/properties/congruences/items/properties/modulus/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)$"+"\""};
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
const err14 = {instancePath:instancePath+"/congruences/" + i0+"/modulus",schemaPath:"#/properties/congruences/items/properties/modulus/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err15 = {instancePath:instancePath+"/congruences/" + i0,schemaPath:"#/properties/congruences/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/congruences",schemaPath:"#/properties/congruences/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["exists"],"properties":{"exists":{"type":"boolean"},"solution":{"type":"string","pattern":"^(0|[1-9][0-9]*)$","maxLength":10000},"modulus":{"type":"string","pattern":"^[1-9][0-9]*$","maxLength":10000},"conflicting_index":{"type":"integer","minimum":1,"maximum":999}}};
const pattern6 = new RegExp("^(0|[1-9][0-9]*)$", "u");
const pattern7 = new RegExp("^[1-9][0-9]*$", "u");

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
for(const key0 of Object.keys(data)){
if(!((((key0 === "exists") || (key0 === "solution")) || (key0 === "modulus")) || (key0 === "conflicting_index"))){
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
if(data.exists !== undefined && func0.call(data, "exists")){
if(typeof data.exists !== "boolean"){
const err2 = {instancePath:instancePath+"/exists",schemaPath:"#/properties/exists/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.solution !== undefined && func0.call(data, "solution")){
let data1 = data.solution;
if(typeof data1 === "string"){
if(func65(data1) > 10000){
const err3 = {instancePath:instancePath+"/solution",schemaPath:"#/properties/solution/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern6.test(data1)){
const err4 = {instancePath:instancePath+"/solution",schemaPath:"#/properties/solution/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\""};
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
const err5 = {instancePath:instancePath+"/solution",schemaPath:"#/properties/solution/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.modulus !== undefined && func0.call(data, "modulus")){
let data2 = data.modulus;
if(typeof data2 === "string"){
if(func65(data2) > 10000){
const err6 = {instancePath:instancePath+"/modulus",schemaPath:"#/properties/modulus/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern7.test(data2)){
const err7 = {instancePath:instancePath+"/modulus",schemaPath:"#/properties/modulus/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
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
const err8 = {instancePath:instancePath+"/modulus",schemaPath:"#/properties/modulus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.conflicting_index !== undefined && func0.call(data, "conflicting_index")){
let data3 = data.conflicting_index;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/conflicting_index",schemaPath:"#/properties/conflicting_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 999 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/conflicting_index",schemaPath:"#/properties/conflicting_index/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999},message:"must be <= 999"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/conflicting_index",schemaPath:"#/properties/conflicting_index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

