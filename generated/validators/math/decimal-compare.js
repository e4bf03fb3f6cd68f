// generated from contracts/ — do not edit
// decimal-compare@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 0eeba8affc481c855c1fe551f99c8062 body 28013b19c5b26a21bad4413d7bb26386
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["a","b"],"properties":{"a":{"type":"string","minLength":1,"maxLength":1100,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"},"b":{"type":"string","minLength":1,"maxLength":1100,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"}}};
const func0 = Object.prototype.hasOwnProperty;
const func63 = __ajvRuntime0.default;
const pattern4 = new RegExp("^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$", "u");

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
if((data.a === undefined) || (!(func0.call(data, "a")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "a"},message:"must have required property '"+"a"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.b === undefined) || (!(func0.call(data, "b")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "b"},message:"must have required property '"+"b"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "a") || (key0 === "b"))){
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
if(data.a !== undefined && func0.call(data, "a")){
let data0 = data.a;
if(typeof data0 === "string"){
if(func63(data0) > 1100){
const err3 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/maxLength",keyword:"maxLength",params:{limit: 1100},message:"must NOT have more than 1100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func63(data0) < 1){
const err4 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"+"\""};
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
const err6 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.b !== undefined && func0.call(data, "b")){
let data1 = data.b;
if(typeof data1 === "string"){
if(func63(data1) > 1100){
const err7 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/maxLength",keyword:"maxLength",params:{limit: 1100},message:"must NOT have more than 1100 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func63(data1) < 1){
const err8 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data1)){
const err9 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"+"\""};
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
const err10 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["comparison","scale_a","scale_b","scale_difference","same_representation"],"properties":{"comparison":{"type":"integer","enum":[-1,0,1]},"scale_a":{"type":"integer","minimum":0},"scale_b":{"type":"integer","minimum":0},"scale_difference":{"type":"integer"},"same_representation":{"type":"boolean"}}};

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
if((data.comparison === undefined) || (!(func0.call(data, "comparison")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "comparison"},message:"must have required property '"+"comparison"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.scale_a === undefined) || (!(func0.call(data, "scale_a")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scale_a"},message:"must have required property '"+"scale_a"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.scale_b === undefined) || (!(func0.call(data, "scale_b")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scale_b"},message:"must have required property '"+"scale_b"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.scale_difference === undefined) || (!(func0.call(data, "scale_difference")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scale_difference"},message:"must have required property '"+"scale_difference"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.same_representation === undefined) || (!(func0.call(data, "same_representation")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "same_representation"},message:"must have required property '"+"same_representation"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "comparison") || (key0 === "scale_a")) || (key0 === "scale_b")) || (key0 === "scale_difference")) || (key0 === "same_representation"))){
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
if(data.comparison !== undefined && func0.call(data, "comparison")){
let data0 = data.comparison;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err6 = {instancePath:instancePath+"/comparison",schemaPath:"#/properties/comparison/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data0 === -1) || (data0 === 0)) || (data0 === 1))){
const err7 = {instancePath:instancePath+"/comparison",schemaPath:"#/properties/comparison/enum",keyword:"enum",params:{allowedValues: schema32.properties.comparison.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.scale_a !== undefined && func0.call(data, "scale_a")){
let data1 = data.scale_a;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/scale_a",schemaPath:"#/properties/scale_a/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/scale_a",schemaPath:"#/properties/scale_a/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.scale_b !== undefined && func0.call(data, "scale_b")){
let data2 = data.scale_b;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/scale_b",schemaPath:"#/properties/scale_b/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/scale_b",schemaPath:"#/properties/scale_b/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.scale_difference !== undefined && func0.call(data, "scale_difference")){
let data3 = data.scale_difference;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/scale_difference",schemaPath:"#/properties/scale_difference/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.same_representation !== undefined && func0.call(data, "same_representation")){
if(typeof data.same_representation !== "boolean"){
const err13 = {instancePath:instancePath+"/same_representation",schemaPath:"#/properties/same_representation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

