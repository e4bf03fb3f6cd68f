// generated from contracts/ — do not edit
// path-variables-expand@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs b0ea866ee21fe951b93f8d47eeacb9ec body 8ce646ffb49e09feff05177e95856c8c
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["path","style"],"properties":{"path":{"type":"string","maxLength":1000000},"style":{"type":"string","enum":["posix","windows"]},"variables":{"type":"object","default":{},"maxProperties":100000,"propertyNames":{"minLength":1,"maxLength":255},"additionalProperties":{"type":"string","maxLength":1000000}},"home":{"type":"string","maxLength":32767},"on_undefined":{"type":"string","enum":["error","keep"],"default":"error"}}};
const func0 = Object.prototype.hasOwnProperty;
const func63 = __ajvRuntime0.default;

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
if((data.path === undefined) || (!(func0.call(data, "path")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.style === undefined) || (!(func0.call(data, "style")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "style"},message:"must have required property '"+"style"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "path") || (key0 === "style")) || (key0 === "variables")) || (key0 === "home")) || (key0 === "on_undefined"))){
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
if(data.path !== undefined && func0.call(data, "path")){
let data0 = data.path;
if(typeof data0 === "string"){
if(func63(data0) > 1000000){
const err3 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/maxLength",keyword:"maxLength",params:{limit: 1000000},message:"must NOT have more than 1000000 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.style !== undefined && func0.call(data, "style")){
let data1 = data.style;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data1 === "posix") || (data1 === "windows"))){
const err6 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/enum",keyword:"enum",params:{allowedValues: schema31.properties.style.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.variables !== undefined && func0.call(data, "variables")){
let data2 = data.variables;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 100000){
const err7 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/maxProperties",keyword:"maxProperties",params:{limit: 100000},message:"must NOT have more than 100000 properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 of Object.keys(data2)){
const _errs8 = errors;
if(typeof key1 === "string"){
if(func63(key1) > 255){
const err8 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/propertyNames/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func63(key1) < 1){
const err9 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/propertyNames/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var valid1 = _errs8 === errors;
if(!valid1){
const err10 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
for(const key2 of Object.keys(data2)){
let data3 = data2[key2];
if(typeof data3 === "string"){
if(func63(data3) > 1000000){
const err11 = {instancePath:instancePath+"/variables/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/variables/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 1000000},message:"must NOT have more than 1000000 characters"};
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
const err12 = {instancePath:instancePath+"/variables/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/variables/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.home !== undefined && func0.call(data, "home")){
let data4 = data.home;
if(typeof data4 === "string"){
if(func63(data4) > 32767){
const err14 = {instancePath:instancePath+"/home",schemaPath:"#/properties/home/maxLength",keyword:"maxLength",params:{limit: 32767},message:"must NOT have more than 32767 characters"};
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
const err15 = {instancePath:instancePath+"/home",schemaPath:"#/properties/home/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.on_undefined !== undefined && func0.call(data, "on_undefined")){
let data5 = data.on_undefined;
if(typeof data5 !== "string"){
const err16 = {instancePath:instancePath+"/on_undefined",schemaPath:"#/properties/on_undefined/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((data5 === "error") || (data5 === "keep"))){
const err17 = {instancePath:instancePath+"/on_undefined",schemaPath:"#/properties/on_undefined/enum",keyword:"enum",params:{allowedValues: schema31.properties.on_undefined.enum},message:"must be equal to one of the allowed values"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["path","used","undefined"],"properties":{"path":{"type":"string","maxLength":65536},"used":{"type":"array","maxItems":1000,"items":{"type":"string","maxLength":255}},"undefined":{"type":"array","maxItems":16384,"items":{"type":"string","maxLength":32767}}}};

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
if((data.path === undefined) || (!(func0.call(data, "path")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.used === undefined) || (!(func0.call(data, "used")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "used"},message:"must have required property '"+"used"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.undefined === undefined) || (!(func0.call(data, "undefined")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "undefined"},message:"must have required property '"+"undefined"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "path") || (key0 === "used")) || (key0 === "undefined"))){
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
if(data.path !== undefined && func0.call(data, "path")){
let data0 = data.path;
if(typeof data0 === "string"){
if(func63(data0) > 65536){
const err4 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
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
const err5 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.used !== undefined && func0.call(data, "used")){
let data1 = data.used;
if(Array.isArray(data1)){
if(data1.length > 1000){
const err6 = {instancePath:instancePath+"/used",schemaPath:"#/properties/used/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(func63(data2) > 255){
const err7 = {instancePath:instancePath+"/used/" + i0,schemaPath:"#/properties/used/items/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
const err8 = {instancePath:instancePath+"/used/" + i0,schemaPath:"#/properties/used/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath:instancePath+"/used",schemaPath:"#/properties/used/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.undefined !== undefined && func0.call(data, "undefined")){
let data3 = data.undefined;
if(Array.isArray(data3)){
if(data3.length > 16384){
const err10 = {instancePath:instancePath+"/undefined",schemaPath:"#/properties/undefined/maxItems",keyword:"maxItems",params:{limit: 16384},message:"must NOT have more than 16384 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(typeof data4 === "string"){
if(func63(data4) > 32767){
const err11 = {instancePath:instancePath+"/undefined/" + i1,schemaPath:"#/properties/undefined/items/maxLength",keyword:"maxLength",params:{limit: 32767},message:"must NOT have more than 32767 characters"};
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
const err12 = {instancePath:instancePath+"/undefined/" + i1,schemaPath:"#/properties/undefined/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath:instancePath+"/undefined",schemaPath:"#/properties/undefined/type",keyword:"type",params:{type: "array"},message:"must be array"};
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

