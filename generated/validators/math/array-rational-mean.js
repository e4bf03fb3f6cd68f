// generated from contracts/ — do not edit
// array-rational-mean@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs a79502e678d71ddb2503c3052fde7485 body ca8d7e05ac43f27a1284e049d51c82e7
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["values"],"properties":{"values":{"type":"array","minItems":1,"maxItems":10000,"items":{"type":"object","additionalProperties":false,"required":["numerator","denominator"],"properties":{"numerator":{"type":"string","pattern":"^-?(0|[1-9][0-9]*)$","minLength":1,"maxLength":1001},"denominator":{"type":"string","pattern":"^-?(0|[1-9][0-9]*)$","minLength":1,"maxLength":1001}}}}}};
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
if((data.values === undefined) || (!(func0.call(data, "values")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "values")){
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
if(data.values !== undefined && func0.call(data, "values")){
let data0 = data.values;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err2 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
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
if((data1.numerator === undefined) || (!(func0.call(data1, "numerator")))){
const err4 = {instancePath:instancePath+"/values/" + i0,schemaPath:"#/properties/values/items/required",keyword:"required",params:{missingProperty: "numerator"},message:"must have required property '"+"numerator"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data1.denominator === undefined) || (!(func0.call(data1, "denominator")))){
const err5 = {instancePath:instancePath+"/values/" + i0,schemaPath:"#/properties/values/items/required",keyword:"required",params:{missingProperty: "denominator"},message:"must have required property '"+"denominator"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!((key1 === "numerator") || (key1 === "denominator"))){
const err6 = {instancePath:instancePath+"/values/" + i0,schemaPath:"#/properties/values/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.numerator !== undefined && func0.call(data1, "numerator")){
let data2 = data1.numerator;
if(typeof data2 === "string"){
if(func65(data2) > 1001){
const err7 = {instancePath:instancePath+"/values/" + i0+"/numerator",schemaPath:"#/properties/values/items/properties/numerator/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func65(data2) < 1){
const err8 = {instancePath:instancePath+"/values/" + i0+"/numerator",schemaPath:"#/properties/values/items/properties/numerator/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data2)){
const err9 = {instancePath:instancePath+"/values/" + i0+"/numerator",schemaPath:"#/properties/values/items/properties/numerator/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)$"+"\""};
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
const err10 = {instancePath:instancePath+"/values/" + i0+"/numerator",schemaPath:"#/properties/values/items/properties/numerator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.denominator !== undefined && func0.call(data1, "denominator")){
let data3 = data1.denominator;
if(typeof data3 === "string"){
if(func65(data3) > 1001){
const err11 = {instancePath:instancePath+"/values/" + i0+"/denominator",schemaPath:"#/properties/values/items/properties/denominator/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func65(data3) < 1){
const err12 = {instancePath:instancePath+"/values/" + i0+"/denominator",schemaPath:"#/properties/values/items/properties/denominator/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern4.test(data3)){
const err13 = {instancePath:instancePath+"/values/" + i0+"/denominator",schemaPath:"#/properties/values/items/properties/denominator/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)$"+"\""};
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
const err14 = {instancePath:instancePath+"/values/" + i0+"/denominator",schemaPath:"#/properties/values/items/properties/denominator/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err15 = {instancePath:instancePath+"/values/" + i0,schemaPath:"#/properties/values/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err16 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["numerator","denominator"],"properties":{"numerator":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":11006},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$","maxLength":10004}}};
const pattern6 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");
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
for(const key0 of Object.keys(data)){
if(!((key0 === "numerator") || (key0 === "denominator"))){
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
if(data.numerator !== undefined && func0.call(data, "numerator")){
let data0 = data.numerator;
if(typeof data0 === "string"){
if(func65(data0) > 11006){
const err3 = {instancePath:instancePath+"/numerator",schemaPath:"#/properties/numerator/maxLength",keyword:"maxLength",params:{limit: 11006},message:"must NOT have more than 11006 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern6.test(data0)){
const err4 = {instancePath:instancePath+"/numerator",schemaPath:"#/properties/numerator/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err5 = {instancePath:instancePath+"/numerator",schemaPath:"#/properties/numerator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.denominator !== undefined && func0.call(data, "denominator")){
let data1 = data.denominator;
if(typeof data1 === "string"){
if(func65(data1) > 10004){
const err6 = {instancePath:instancePath+"/denominator",schemaPath:"#/properties/denominator/maxLength",keyword:"maxLength",params:{limit: 10004},message:"must NOT have more than 10004 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern7.test(data1)){
const err7 = {instancePath:instancePath+"/denominator",schemaPath:"#/properties/denominator/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
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
const err8 = {instancePath:instancePath+"/denominator",schemaPath:"#/properties/denominator/type",keyword:"type",params:{type: "string"},message:"must be string"};
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

