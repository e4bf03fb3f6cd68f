// generated from contracts/ — do not edit
// decimal-divide@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs f626e181e1c5f9dae524a3368dde64ba body f15aeafdfb40cde58a12561b06624947
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["dividend","divisor"],"properties":{"dividend":{"type":"string","minLength":1,"maxLength":1100,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"},"divisor":{"type":"string","minLength":1,"maxLength":1100,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"},"scale":{"type":"integer","description":"Fraction digits of the quotient; negative rounds to tens, hundreds... Required unless rounding is exact."},"rounding":{"type":"string","enum":["half_even","half_up","half_down","up","down","ceiling","floor","exact"],"default":"half_even","description":"One of the seven rounding modes (contracts/schemas/rounding-mode.yaml), or exact: fail instead of rounding."}}};
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
if((data.dividend === undefined) || (!(func0.call(data, "dividend")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dividend"},message:"must have required property '"+"dividend"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.divisor === undefined) || (!(func0.call(data, "divisor")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "divisor"},message:"must have required property '"+"divisor"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "dividend") || (key0 === "divisor")) || (key0 === "scale")) || (key0 === "rounding"))){
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
if(data.dividend !== undefined && func0.call(data, "dividend")){
let data0 = data.dividend;
if(typeof data0 === "string"){
if(func63(data0) > 1100){
const err3 = {instancePath:instancePath+"/dividend",schemaPath:"#/properties/dividend/maxLength",keyword:"maxLength",params:{limit: 1100},message:"must NOT have more than 1100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func63(data0) < 1){
const err4 = {instancePath:instancePath+"/dividend",schemaPath:"#/properties/dividend/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/dividend",schemaPath:"#/properties/dividend/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"+"\""};
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
const err6 = {instancePath:instancePath+"/dividend",schemaPath:"#/properties/dividend/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.divisor !== undefined && func0.call(data, "divisor")){
let data1 = data.divisor;
if(typeof data1 === "string"){
if(func63(data1) > 1100){
const err7 = {instancePath:instancePath+"/divisor",schemaPath:"#/properties/divisor/maxLength",keyword:"maxLength",params:{limit: 1100},message:"must NOT have more than 1100 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func63(data1) < 1){
const err8 = {instancePath:instancePath+"/divisor",schemaPath:"#/properties/divisor/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data1)){
const err9 = {instancePath:instancePath+"/divisor",schemaPath:"#/properties/divisor/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"+"\""};
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
const err10 = {instancePath:instancePath+"/divisor",schemaPath:"#/properties/divisor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.scale !== undefined && func0.call(data, "scale")){
let data2 = data.scale;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/scale",schemaPath:"#/properties/scale/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.rounding !== undefined && func0.call(data, "rounding")){
let data3 = data.rounding;
if(typeof data3 !== "string"){
const err12 = {instancePath:instancePath+"/rounding",schemaPath:"#/properties/rounding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((((((((data3 === "half_even") || (data3 === "half_up")) || (data3 === "half_down")) || (data3 === "up")) || (data3 === "down")) || (data3 === "ceiling")) || (data3 === "floor")) || (data3 === "exact"))){
const err13 = {instancePath:instancePath+"/rounding",schemaPath:"#/properties/rounding/enum",keyword:"enum",params:{allowedValues: schema31.properties.rounding.enum},message:"must be equal to one of the allowed values"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["quotient","scale","exact"],"properties":{"quotient":{"type":"string","pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},"scale":{"type":"integer","minimum":0},"exact":{"type":"boolean"}}};
const pattern6 = new RegExp("^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$", "u");

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
if((data.quotient === undefined) || (!(func0.call(data, "quotient")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quotient"},message:"must have required property '"+"quotient"+"'"};
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
if((data.exact === undefined) || (!(func0.call(data, "exact")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exact"},message:"must have required property '"+"exact"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "quotient") || (key0 === "scale")) || (key0 === "exact"))){
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
if(data.quotient !== undefined && func0.call(data, "quotient")){
let data0 = data.quotient;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err4 = {instancePath:instancePath+"/quotient",schemaPath:"#/properties/quotient/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"+"\""};
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
const err5 = {instancePath:instancePath+"/quotient",schemaPath:"#/properties/quotient/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.scale !== undefined && func0.call(data, "scale")){
let data1 = data.scale;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/scale",schemaPath:"#/properties/scale/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/scale",schemaPath:"#/properties/scale/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.exact !== undefined && func0.call(data, "exact")){
if(typeof data.exact !== "boolean"){
const err8 = {instancePath:instancePath+"/exact",schemaPath:"#/properties/exact/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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

