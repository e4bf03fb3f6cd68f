// generated from contracts/ — do not edit
// array-rational-min-max@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs ccc15ef65ba28475fcd5caccd9b50a34 body cd417f04a94e2763cb8948fd2817a920
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
const schema32 = {"type":"object","additionalProperties":false,"required":["min","max"],"properties":{"min":{"type":"object","additionalProperties":false,"required":["numerator","denominator"],"properties":{"numerator":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1002},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$","maxLength":1001}}},"max":{"type":"object","additionalProperties":false,"required":["numerator","denominator"],"properties":{"numerator":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1002},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$","maxLength":1001}}}}};
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
if((data.min === undefined) || (!(func0.call(data, "min")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "min"},message:"must have required property '"+"min"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.max === undefined) || (!(func0.call(data, "max")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "max"},message:"must have required property '"+"max"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "min") || (key0 === "max"))){
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
if(data.min !== undefined && func0.call(data, "min")){
let data0 = data.min;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if((data0.numerator === undefined) || (!(func0.call(data0, "numerator")))){
const err3 = {instancePath:instancePath+"/min",schemaPath:"#/properties/min/required",keyword:"required",params:{missingProperty: "numerator"},message:"must have required property '"+"numerator"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data0.denominator === undefined) || (!(func0.call(data0, "denominator")))){
const err4 = {instancePath:instancePath+"/min",schemaPath:"#/properties/min/required",keyword:"required",params:{missingProperty: "denominator"},message:"must have required property '"+"denominator"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 of Object.keys(data0)){
if(!((key1 === "numerator") || (key1 === "denominator"))){
const err5 = {instancePath:instancePath+"/min",schemaPath:"#/properties/min/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.numerator !== undefined && func0.call(data0, "numerator")){
let data1 = data0.numerator;
if(typeof data1 === "string"){
if(func65(data1) > 1002){
const err6 = {instancePath:instancePath+"/min/numerator",schemaPath:"#/properties/min/properties/numerator/maxLength",keyword:"maxLength",params:{limit: 1002},message:"must NOT have more than 1002 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern6.test(data1)){
const err7 = {instancePath:instancePath+"/min/numerator",schemaPath:"#/properties/min/properties/numerator/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err8 = {instancePath:instancePath+"/min/numerator",schemaPath:"#/properties/min/properties/numerator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.denominator !== undefined && func0.call(data0, "denominator")){
let data2 = data0.denominator;
if(typeof data2 === "string"){
if(func65(data2) > 1001){
const err9 = {instancePath:instancePath+"/min/denominator",schemaPath:"#/properties/min/properties/denominator/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern7.test(data2)){
const err10 = {instancePath:instancePath+"/min/denominator",schemaPath:"#/properties/min/properties/denominator/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
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
const err11 = {instancePath:instancePath+"/min/denominator",schemaPath:"#/properties/min/properties/denominator/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err12 = {instancePath:instancePath+"/min",schemaPath:"#/properties/min/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.max !== undefined && func0.call(data, "max")){
let data3 = data.max;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if((data3.numerator === undefined) || (!(func0.call(data3, "numerator")))){
const err13 = {instancePath:instancePath+"/max",schemaPath:"#/properties/max/required",keyword:"required",params:{missingProperty: "numerator"},message:"must have required property '"+"numerator"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((data3.denominator === undefined) || (!(func0.call(data3, "denominator")))){
const err14 = {instancePath:instancePath+"/max",schemaPath:"#/properties/max/required",keyword:"required",params:{missingProperty: "denominator"},message:"must have required property '"+"denominator"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key2 of Object.keys(data3)){
if(!((key2 === "numerator") || (key2 === "denominator"))){
const err15 = {instancePath:instancePath+"/max",schemaPath:"#/properties/max/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.numerator !== undefined && func0.call(data3, "numerator")){
let data4 = data3.numerator;
if(typeof data4 === "string"){
if(func65(data4) > 1002){
const err16 = {instancePath:instancePath+"/max/numerator",schemaPath:"#/properties/max/properties/numerator/maxLength",keyword:"maxLength",params:{limit: 1002},message:"must NOT have more than 1002 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern6.test(data4)){
const err17 = {instancePath:instancePath+"/max/numerator",schemaPath:"#/properties/max/properties/numerator/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err18 = {instancePath:instancePath+"/max/numerator",schemaPath:"#/properties/max/properties/numerator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data3.denominator !== undefined && func0.call(data3, "denominator")){
let data5 = data3.denominator;
if(typeof data5 === "string"){
if(func65(data5) > 1001){
const err19 = {instancePath:instancePath+"/max/denominator",schemaPath:"#/properties/max/properties/denominator/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern7.test(data5)){
const err20 = {instancePath:instancePath+"/max/denominator",schemaPath:"#/properties/max/properties/denominator/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
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
const err21 = {instancePath:instancePath+"/max/denominator",schemaPath:"#/properties/max/properties/denominator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/max",schemaPath:"#/properties/max/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

