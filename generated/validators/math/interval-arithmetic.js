// generated from contracts/ — do not edit
// interval-arithmetic@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 6e6aaf0f0a8b9a858737670c37043051 body ffe33768e0594f48040264f83e5c2d35
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["a","b","operation"],"properties":{"a":{"type":"string","minLength":5,"maxLength":520,"pattern":"^[\\[(] *[^ ,\\[\\]()]+ *, *[^ ,\\[\\]()]+ *[\\])]$"},"b":{"type":"string","minLength":5,"maxLength":520,"pattern":"^[\\[(] *[^ ,\\[\\]()]+ *, *[^ ,\\[\\]()]+ *[\\])]$"},"operation":{"type":"string","enum":["add","subtract","multiply","divide"]}}};
const func0 = Object.prototype.hasOwnProperty;
const func64 = __ajvRuntime0.default;
const pattern4 = new RegExp("^[\\[(] *[^ ,\\[\\]()]+ *, *[^ ,\\[\\]()]+ *[\\])]$", "u");

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
if((data.operation === undefined) || (!(func0.call(data, "operation")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operation"},message:"must have required property '"+"operation"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "a") || (key0 === "b")) || (key0 === "operation"))){
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
if(data.a !== undefined && func0.call(data, "a")){
let data0 = data.a;
if(typeof data0 === "string"){
if(func64(data0) > 520){
const err4 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/maxLength",keyword:"maxLength",params:{limit: 520},message:"must NOT have more than 520 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func64(data0) < 5){
const err5 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data0)){
const err6 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/pattern",keyword:"pattern",params:{pattern: "^[\\[(] *[^ ,\\[\\]()]+ *, *[^ ,\\[\\]()]+ *[\\])]$"},message:"must match pattern \""+"^[\\[(] *[^ ,\\[\\]()]+ *, *[^ ,\\[\\]()]+ *[\\])]$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.b !== undefined && func0.call(data, "b")){
let data1 = data.b;
if(typeof data1 === "string"){
if(func64(data1) > 520){
const err8 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/maxLength",keyword:"maxLength",params:{limit: 520},message:"must NOT have more than 520 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func64(data1) < 5){
const err9 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern4.test(data1)){
const err10 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/pattern",keyword:"pattern",params:{pattern: "^[\\[(] *[^ ,\\[\\]()]+ *, *[^ ,\\[\\]()]+ *[\\])]$"},message:"must match pattern \""+"^[\\[(] *[^ ,\\[\\]()]+ *, *[^ ,\\[\\]()]+ *[\\])]$"+"\""};
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
const err11 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.operation !== undefined && func0.call(data, "operation")){
let data2 = data.operation;
if(typeof data2 !== "string"){
const err12 = {instancePath:instancePath+"/operation",schemaPath:"#/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((((data2 === "add") || (data2 === "subtract")) || (data2 === "multiply")) || (data2 === "divide"))){
const err13 = {instancePath:instancePath+"/operation",schemaPath:"#/properties/operation/enum",keyword:"enum",params:{allowedValues: schema31.properties.operation.enum},message:"must be equal to one of the allowed values"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["interval"],"properties":{"interval":{"type":"object","additionalProperties":false,"required":["text","lower","upper","lower_closed","upper_closed"],"properties":{"text":{"type":"string","minLength":5,"maxLength":2100},"lower":{"oneOf":[{"type":"null"},{"type":"object","additionalProperties":false,"required":["numerator","denominator"],"properties":{"numerator":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1100},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$","maxLength":1100}}}]},"upper":{"oneOf":[{"type":"null"},{"type":"object","additionalProperties":false,"required":["numerator","denominator"],"properties":{"numerator":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1100},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$","maxLength":1100}}}]},"lower_closed":{"type":"boolean"},"upper_closed":{"type":"boolean"}}}}};
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
if((data.interval === undefined) || (!(func0.call(data, "interval")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "interval"},message:"must have required property '"+"interval"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "interval")){
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
if(data.interval !== undefined && func0.call(data, "interval")){
let data0 = data.interval;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if((data0.text === undefined) || (!(func0.call(data0, "text")))){
const err2 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data0.lower === undefined) || (!(func0.call(data0, "lower")))){
const err3 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/required",keyword:"required",params:{missingProperty: "lower"},message:"must have required property '"+"lower"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data0.upper === undefined) || (!(func0.call(data0, "upper")))){
const err4 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/required",keyword:"required",params:{missingProperty: "upper"},message:"must have required property '"+"upper"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data0.lower_closed === undefined) || (!(func0.call(data0, "lower_closed")))){
const err5 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/required",keyword:"required",params:{missingProperty: "lower_closed"},message:"must have required property '"+"lower_closed"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data0.upper_closed === undefined) || (!(func0.call(data0, "upper_closed")))){
const err6 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/required",keyword:"required",params:{missingProperty: "upper_closed"},message:"must have required property '"+"upper_closed"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 of Object.keys(data0)){
if(!(((((key1 === "text") || (key1 === "lower")) || (key1 === "upper")) || (key1 === "lower_closed")) || (key1 === "upper_closed"))){
const err7 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.text !== undefined && func0.call(data0, "text")){
let data1 = data0.text;
if(typeof data1 === "string"){
if(func64(data1) > 2100){
const err8 = {instancePath:instancePath+"/interval/text",schemaPath:"#/properties/interval/properties/text/maxLength",keyword:"maxLength",params:{limit: 2100},message:"must NOT have more than 2100 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func64(data1) < 5){
const err9 = {instancePath:instancePath+"/interval/text",schemaPath:"#/properties/interval/properties/text/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters"};
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
const err10 = {instancePath:instancePath+"/interval/text",schemaPath:"#/properties/interval/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.lower !== undefined && func0.call(data0, "lower")){
let data2 = data0.lower;
const _errs8 = errors;
let valid2 = false;
let passing0 = null;
const _errs9 = errors;
if(data2 !== null){
const err11 = {instancePath:instancePath+"/interval/lower",schemaPath:"#/properties/interval/properties/lower/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs11 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if((data2.numerator === undefined) || (!(func0.call(data2, "numerator")))){
const err12 = {instancePath:instancePath+"/interval/lower",schemaPath:"#/properties/interval/properties/lower/oneOf/1/required",keyword:"required",params:{missingProperty: "numerator"},message:"must have required property '"+"numerator"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((data2.denominator === undefined) || (!(func0.call(data2, "denominator")))){
const err13 = {instancePath:instancePath+"/interval/lower",schemaPath:"#/properties/interval/properties/lower/oneOf/1/required",keyword:"required",params:{missingProperty: "denominator"},message:"must have required property '"+"denominator"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key2 of Object.keys(data2)){
if(!((key2 === "numerator") || (key2 === "denominator"))){
const err14 = {instancePath:instancePath+"/interval/lower",schemaPath:"#/properties/interval/properties/lower/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.numerator !== undefined && func0.call(data2, "numerator")){
let data3 = data2.numerator;
if(typeof data3 === "string"){
if(func64(data3) > 1100){
const err15 = {instancePath:instancePath+"/interval/lower/numerator",schemaPath:"#/properties/interval/properties/lower/oneOf/1/properties/numerator/maxLength",keyword:"maxLength",params:{limit: 1100},message:"must NOT have more than 1100 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern6.test(data3)){
const err16 = {instancePath:instancePath+"/interval/lower/numerator",schemaPath:"#/properties/interval/properties/lower/oneOf/1/properties/numerator/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err17 = {instancePath:instancePath+"/interval/lower/numerator",schemaPath:"#/properties/interval/properties/lower/oneOf/1/properties/numerator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.denominator !== undefined && func0.call(data2, "denominator")){
let data4 = data2.denominator;
if(typeof data4 === "string"){
if(func64(data4) > 1100){
const err18 = {instancePath:instancePath+"/interval/lower/denominator",schemaPath:"#/properties/interval/properties/lower/oneOf/1/properties/denominator/maxLength",keyword:"maxLength",params:{limit: 1100},message:"must NOT have more than 1100 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern7.test(data4)){
const err19 = {instancePath:instancePath+"/interval/lower/denominator",schemaPath:"#/properties/interval/properties/lower/oneOf/1/properties/denominator/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/interval/lower/denominator",schemaPath:"#/properties/interval/properties/lower/oneOf/1/properties/denominator/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err21 = {instancePath:instancePath+"/interval/lower",schemaPath:"#/properties/interval/properties/lower/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err22 = {instancePath:instancePath+"/interval/lower",schemaPath:"#/properties/interval/properties/lower/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data0.upper !== undefined && func0.call(data0, "upper")){
let data5 = data0.upper;
const _errs19 = errors;
let valid4 = false;
let passing1 = null;
const _errs20 = errors;
if(data5 !== null){
const err23 = {instancePath:instancePath+"/interval/upper",schemaPath:"#/properties/interval/properties/upper/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid1 = _errs20 === errors;
if(_valid1){
valid4 = true;
passing1 = 0;
}
const _errs22 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if((data5.numerator === undefined) || (!(func0.call(data5, "numerator")))){
const err24 = {instancePath:instancePath+"/interval/upper",schemaPath:"#/properties/interval/properties/upper/oneOf/1/required",keyword:"required",params:{missingProperty: "numerator"},message:"must have required property '"+"numerator"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((data5.denominator === undefined) || (!(func0.call(data5, "denominator")))){
const err25 = {instancePath:instancePath+"/interval/upper",schemaPath:"#/properties/interval/properties/upper/oneOf/1/required",keyword:"required",params:{missingProperty: "denominator"},message:"must have required property '"+"denominator"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key3 of Object.keys(data5)){
if(!((key3 === "numerator") || (key3 === "denominator"))){
const err26 = {instancePath:instancePath+"/interval/upper",schemaPath:"#/properties/interval/properties/upper/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data5.numerator !== undefined && func0.call(data5, "numerator")){
let data6 = data5.numerator;
if(typeof data6 === "string"){
if(func64(data6) > 1100){
const err27 = {instancePath:instancePath+"/interval/upper/numerator",schemaPath:"#/properties/interval/properties/upper/oneOf/1/properties/numerator/maxLength",keyword:"maxLength",params:{limit: 1100},message:"must NOT have more than 1100 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!pattern6.test(data6)){
const err28 = {instancePath:instancePath+"/interval/upper/numerator",schemaPath:"#/properties/interval/properties/upper/oneOf/1/properties/numerator/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/interval/upper/numerator",schemaPath:"#/properties/interval/properties/upper/oneOf/1/properties/numerator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data5.denominator !== undefined && func0.call(data5, "denominator")){
let data7 = data5.denominator;
if(typeof data7 === "string"){
if(func64(data7) > 1100){
const err30 = {instancePath:instancePath+"/interval/upper/denominator",schemaPath:"#/properties/interval/properties/upper/oneOf/1/properties/denominator/maxLength",keyword:"maxLength",params:{limit: 1100},message:"must NOT have more than 1100 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!pattern7.test(data7)){
const err31 = {instancePath:instancePath+"/interval/upper/denominator",schemaPath:"#/properties/interval/properties/upper/oneOf/1/properties/denominator/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/interval/upper/denominator",schemaPath:"#/properties/interval/properties/upper/oneOf/1/properties/denominator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/interval/upper",schemaPath:"#/properties/interval/properties/upper/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid1 = _errs22 === errors;
if(_valid1 && valid4){
valid4 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid4 = true;
passing1 = 1;
}
}
if(!valid4){
const err34 = {instancePath:instancePath+"/interval/upper",schemaPath:"#/properties/interval/properties/upper/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data0.lower_closed !== undefined && func0.call(data0, "lower_closed")){
if(typeof data0.lower_closed !== "boolean"){
const err35 = {instancePath:instancePath+"/interval/lower_closed",schemaPath:"#/properties/interval/properties/lower_closed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data0.upper_closed !== undefined && func0.call(data0, "upper_closed")){
if(typeof data0.upper_closed !== "boolean"){
const err36 = {instancePath:instancePath+"/interval/upper_closed",schemaPath:"#/properties/interval/properties/upper_closed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

