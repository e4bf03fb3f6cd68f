// generated from contracts/ — do not edit
// decimal-parse@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs ab76cca1415ec147c9a7463389342007 body aee5f6b345c7750c425bf677715b32f6
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","minLength":1,"maxLength":4000,"description":"Numeric text: \"-1,234.50\", \"1.5E+3\", \"+007\"."},"decimal_separator":{"type":"string","minLength":1,"maxLength":1,"pattern":"^[^0-9eE+-]$","default":".","description":"The one character that separates the fraction: . or , usually."},"group_separator":{"type":"string","minLength":1,"maxLength":1,"pattern":"^[^0-9eE+-]$","description":"The one character that groups integer digits in threes (, . ' space _ U+00A0 U+202F); absent: no grouping accepted."}}};
const func0 = Object.prototype.hasOwnProperty;
const func62 = __ajvRuntime0.default;
const pattern4 = new RegExp("^[^0-9eE+-]$", "u");

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
if(!(((key0 === "text") || (key0 === "decimal_separator")) || (key0 === "group_separator"))){
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
if(func62(data0) > 4000){
const err2 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func62(data0) < 1){
const err3 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.decimal_separator !== undefined && func0.call(data, "decimal_separator")){
let data1 = data.decimal_separator;
if(typeof data1 === "string"){
if(func62(data1) > 1){
const err5 = {instancePath:instancePath+"/decimal_separator",schemaPath:"#/properties/decimal_separator/maxLength",keyword:"maxLength",params:{limit: 1},message:"must NOT have more than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func62(data1) < 1){
const err6 = {instancePath:instancePath+"/decimal_separator",schemaPath:"#/properties/decimal_separator/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data1)){
const err7 = {instancePath:instancePath+"/decimal_separator",schemaPath:"#/properties/decimal_separator/pattern",keyword:"pattern",params:{pattern: "^[^0-9eE+-]$"},message:"must match pattern \""+"^[^0-9eE+-]$"+"\""};
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
const err8 = {instancePath:instancePath+"/decimal_separator",schemaPath:"#/properties/decimal_separator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.group_separator !== undefined && func0.call(data, "group_separator")){
let data2 = data.group_separator;
if(typeof data2 === "string"){
if(func62(data2) > 1){
const err9 = {instancePath:instancePath+"/group_separator",schemaPath:"#/properties/group_separator/maxLength",keyword:"maxLength",params:{limit: 1},message:"must NOT have more than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func62(data2) < 1){
const err10 = {instancePath:instancePath+"/group_separator",schemaPath:"#/properties/group_separator/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern4.test(data2)){
const err11 = {instancePath:instancePath+"/group_separator",schemaPath:"#/properties/group_separator/pattern",keyword:"pattern",params:{pattern: "^[^0-9eE+-]$"},message:"must match pattern \""+"^[^0-9eE+-]$"+"\""};
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
const err12 = {instancePath:instancePath+"/group_separator",schemaPath:"#/properties/group_separator/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["decimal","scale","unscaled","precision","normalized"],"properties":{"decimal":{"type":"string","pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},"scale":{"type":"integer","minimum":0},"unscaled":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$"},"precision":{"type":"integer","minimum":1},"normalized":{"type":"string","pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"}}};
const pattern6 = new RegExp("^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$", "u");
const pattern7 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");
const pattern8 = new RegExp("^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$", "u");

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
if((data.decimal === undefined) || (!(func0.call(data, "decimal")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "decimal"},message:"must have required property '"+"decimal"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.scale === undefined) || (!(func0.call(data, "scale")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scale"},message:"must have required property '"+"scale"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.unscaled === undefined) || (!(func0.call(data, "unscaled")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unscaled"},message:"must have required property '"+"unscaled"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.precision === undefined) || (!(func0.call(data, "precision")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "precision"},message:"must have required property '"+"precision"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.normalized === undefined) || (!(func0.call(data, "normalized")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "normalized"},message:"must have required property '"+"normalized"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "decimal") || (key0 === "scale")) || (key0 === "unscaled")) || (key0 === "precision")) || (key0 === "normalized"))){
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
if(data.decimal !== undefined && func0.call(data, "decimal")){
let data0 = data.decimal;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err6 = {instancePath:instancePath+"/decimal",schemaPath:"#/properties/decimal/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"+"\""};
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
const err7 = {instancePath:instancePath+"/decimal",schemaPath:"#/properties/decimal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.scale !== undefined && func0.call(data, "scale")){
let data1 = data.scale;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/scale",schemaPath:"#/properties/scale/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err9 = {instancePath:instancePath+"/scale",schemaPath:"#/properties/scale/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.unscaled !== undefined && func0.call(data, "unscaled")){
let data2 = data.unscaled;
if(typeof data2 === "string"){
if(!pattern7.test(data2)){
const err10 = {instancePath:instancePath+"/unscaled",schemaPath:"#/properties/unscaled/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err11 = {instancePath:instancePath+"/unscaled",schemaPath:"#/properties/unscaled/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.precision !== undefined && func0.call(data, "precision")){
let data3 = data.precision;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/precision",schemaPath:"#/properties/precision/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/precision",schemaPath:"#/properties/precision/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.normalized !== undefined && func0.call(data, "normalized")){
let data4 = data.normalized;
if(typeof data4 === "string"){
if(!pattern8.test(data4)){
const err14 = {instancePath:instancePath+"/normalized",schemaPath:"#/properties/normalized/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"+"\""};
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
const err15 = {instancePath:instancePath+"/normalized",schemaPath:"#/properties/normalized/type",keyword:"type",params:{type: "string"},message:"must be string"};
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

