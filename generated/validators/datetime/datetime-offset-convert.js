// generated from contracts/ — do not edit
// datetime-offset-convert@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 62f26199b1cde6a0f88c6c0c0f2852d5 body 63300c786ed7d3abc155dc822267e149
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["datetime","offset"],"properties":{"datetime":{"type":"string","minLength":1,"maxLength":64},"offset":{"type":"string","minLength":1,"maxLength":64},"fraction_digits":{"description":"preserve (as many as the input), auto (fewest exact digits) or 0-9","default":"preserve","anyOf":[{"type":"string","enum":["preserve","auto"]},{"type":"integer","minimum":0,"maximum":9}]}}};
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
if((data.datetime === undefined) || (!(func0.call(data, "datetime")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "datetime"},message:"must have required property '"+"datetime"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.offset === undefined) || (!(func0.call(data, "offset")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "datetime") || (key0 === "offset")) || (key0 === "fraction_digits"))){
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
if(data.datetime !== undefined && func0.call(data, "datetime")){
let data0 = data.datetime;
if(typeof data0 === "string"){
if(func63(data0) > 64){
const err3 = {instancePath:instancePath+"/datetime",schemaPath:"#/properties/datetime/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func63(data0) < 1){
const err4 = {instancePath:instancePath+"/datetime",schemaPath:"#/properties/datetime/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/datetime",schemaPath:"#/properties/datetime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.offset !== undefined && func0.call(data, "offset")){
let data1 = data.offset;
if(typeof data1 === "string"){
if(func63(data1) > 64){
const err6 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func63(data1) < 1){
const err7 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.fraction_digits !== undefined && func0.call(data, "fraction_digits")){
let data2 = data.fraction_digits;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/fraction_digits",schemaPath:"#/properties/fraction_digits/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data2 === "preserve") || (data2 === "auto"))){
const err10 = {instancePath:instancePath+"/fraction_digits",schemaPath:"#/properties/fraction_digits/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema31.properties.fraction_digits.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/fraction_digits",schemaPath:"#/properties/fraction_digits/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/fraction_digits",schemaPath:"#/properties/fraction_digits/anyOf/1/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9},message:"must be <= 9"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/fraction_digits",schemaPath:"#/properties/fraction_digits/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err14 = {instancePath:instancePath+"/fraction_digits",schemaPath:"#/properties/fraction_digits/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["datetime","offset_minutes","day_shift","epoch_nanoseconds"],"properties":{"datetime":{"type":"string","maxLength":35},"offset_minutes":{"type":"integer","minimum":-1439,"maximum":1439},"day_shift":{"type":"integer","minimum":-2,"maximum":2},"epoch_nanoseconds":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1001}}};
const pattern4 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");

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
if((data.datetime === undefined) || (!(func0.call(data, "datetime")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "datetime"},message:"must have required property '"+"datetime"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.offset_minutes === undefined) || (!(func0.call(data, "offset_minutes")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "offset_minutes"},message:"must have required property '"+"offset_minutes"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.day_shift === undefined) || (!(func0.call(data, "day_shift")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "day_shift"},message:"must have required property '"+"day_shift"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.epoch_nanoseconds === undefined) || (!(func0.call(data, "epoch_nanoseconds")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "epoch_nanoseconds"},message:"must have required property '"+"epoch_nanoseconds"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "datetime") || (key0 === "offset_minutes")) || (key0 === "day_shift")) || (key0 === "epoch_nanoseconds"))){
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
if(data.datetime !== undefined && func0.call(data, "datetime")){
let data0 = data.datetime;
if(typeof data0 === "string"){
if(func63(data0) > 35){
const err5 = {instancePath:instancePath+"/datetime",schemaPath:"#/properties/datetime/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"};
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
const err6 = {instancePath:instancePath+"/datetime",schemaPath:"#/properties/datetime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.offset_minutes !== undefined && func0.call(data, "offset_minutes")){
let data1 = data.offset_minutes;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/offset_minutes",schemaPath:"#/properties/offset_minutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1439 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/offset_minutes",schemaPath:"#/properties/offset_minutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1439},message:"must be <= 1439"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < -1439 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/offset_minutes",schemaPath:"#/properties/offset_minutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1439},message:"must be >= -1439"};
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
if(data.day_shift !== undefined && func0.call(data, "day_shift")){
let data2 = data.day_shift;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/day_shift",schemaPath:"#/properties/day_shift/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/day_shift",schemaPath:"#/properties/day_shift/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < -2 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/day_shift",schemaPath:"#/properties/day_shift/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2},message:"must be >= -2"};
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
if(data.epoch_nanoseconds !== undefined && func0.call(data, "epoch_nanoseconds")){
let data3 = data.epoch_nanoseconds;
if(typeof data3 === "string"){
if(func63(data3) > 1001){
const err13 = {instancePath:instancePath+"/epoch_nanoseconds",schemaPath:"#/properties/epoch_nanoseconds/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern4.test(data3)){
const err14 = {instancePath:instancePath+"/epoch_nanoseconds",schemaPath:"#/properties/epoch_nanoseconds/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err15 = {instancePath:instancePath+"/epoch_nanoseconds",schemaPath:"#/properties/epoch_nanoseconds/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

