// generated from contracts/ — do not edit
// ini-from-json@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 4f253ec097c43873ba833cff4a743ae5 body 2776ddfc12cacd9841f170e3e80cc9b1
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"type":"object","description":"Section name -> (key -> scalar); names are user data.","maxProperties":1000,"propertyNames":{"maxLength":65536},"additionalProperties":{"type":"object","maxProperties":10000,"propertyNames":{"maxLength":65536},"additionalProperties":{"anyOf":[{"type":"string","maxLength":65536},{"type":"number"},{"type":"boolean"},{"type":"null"}]}}},"dialect":{"type":"object","additionalProperties":false,"properties":{"delimiter":{"type":"string","enum":["=",":"],"default":"="},"spaces_around_delimiter":{"type":"boolean","default":true}}}}};
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
if(!((key0 === "value") || (key0 === "dialect"))){
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
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length > 1000){
const err2 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maxProperties",keyword:"maxProperties",params:{limit: 1000},message:"must NOT have more than 1000 properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 of Object.keys(data0)){
const _errs4 = errors;
if(typeof key1 === "string"){
if(func62(key1) > 65536){
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/propertyNames/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var valid1 = _errs4 === errors;
if(!valid1){
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
for(const key2 of Object.keys(data0)){
let data1 = data0[key2];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length > 10000){
const err5 = {instancePath:instancePath+"/value/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/value/additionalProperties/maxProperties",keyword:"maxProperties",params:{limit: 10000},message:"must NOT have more than 10000 properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key3 of Object.keys(data1)){
const _errs8 = errors;
if(typeof key3 === "string"){
if(func62(key3) > 65536){
const err6 = {instancePath:instancePath+"/value/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/value/additionalProperties/propertyNames/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters",propertyName:key3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var valid3 = _errs8 === errors;
if(!valid3){
const err7 = {instancePath:instancePath+"/value/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/value/additionalProperties/propertyNames",keyword:"propertyNames",params:{propertyName: key3},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
for(const key4 of Object.keys(data1)){
let data2 = data1[key4];
const _errs11 = errors;
let valid5 = false;
const _errs12 = errors;
if(typeof data2 === "string"){
if(func62(data2) > 65536){
const err8 = {instancePath:instancePath+"/value/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/value/additionalProperties/additionalProperties/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/value/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/value/additionalProperties/additionalProperties/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid5 = valid5 || _valid0;
const _errs14 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/value/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/value/additionalProperties/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid5 = valid5 || _valid0;
const _errs16 = errors;
if(typeof data2 !== "boolean"){
const err11 = {instancePath:instancePath+"/value/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/value/additionalProperties/additionalProperties/anyOf/2/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid5 = valid5 || _valid0;
const _errs18 = errors;
if(data2 !== null){
const err12 = {instancePath:instancePath+"/value/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/value/additionalProperties/additionalProperties/anyOf/3/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const err13 = {instancePath:instancePath+"/value/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/value/additionalProperties/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err14 = {instancePath:instancePath+"/value/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/value/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err15 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.dialect !== undefined && func0.call(data, "dialect")){
let data3 = data.dialect;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key5 of Object.keys(data3)){
if(!((key5 === "delimiter") || (key5 === "spaces_around_delimiter"))){
const err16 = {instancePath:instancePath+"/dialect",schemaPath:"#/properties/dialect/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.delimiter !== undefined && func0.call(data3, "delimiter")){
let data4 = data3.delimiter;
if(typeof data4 !== "string"){
const err17 = {instancePath:instancePath+"/dialect/delimiter",schemaPath:"#/properties/dialect/properties/delimiter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((data4 === "=") || (data4 === ":"))){
const err18 = {instancePath:instancePath+"/dialect/delimiter",schemaPath:"#/properties/dialect/properties/delimiter/enum",keyword:"enum",params:{allowedValues: schema31.properties.dialect.properties.delimiter.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data3.spaces_around_delimiter !== undefined && func0.call(data3, "spaces_around_delimiter")){
if(typeof data3.spaces_around_delimiter !== "boolean"){
const err19 = {instancePath:instancePath+"/dialect/spaces_around_delimiter",schemaPath:"#/properties/dialect/properties/spaces_around_delimiter/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/dialect",schemaPath:"#/properties/dialect/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","maxLength":1048576}}};

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
if((data.text === undefined) || (!(func0.call(data, "text")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "text")){
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
if(data.text !== undefined && func0.call(data, "text")){
let data0 = data.text;
if(typeof data0 === "string"){
if(func62(data0) > 1048576){
const err2 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 1048576},message:"must NOT have more than 1048576 characters"};
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
const err3 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

