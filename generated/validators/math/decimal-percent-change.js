// generated from contracts/ — do not edit
// decimal-percent-change@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs d48caf5f6f715691e3b317d812865b85 body 6a532e7a75c911db352f3b2050f55d32
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["old_value","new_value"],"properties":{"old_value":{"description":"The base (before) value: \"80\", \"-10\", \"25.00\".","type":"string","minLength":1,"maxLength":1100,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"},"new_value":{"description":"The value after the change.","type":"string","minLength":1,"maxLength":1100,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"},"scale":{"type":"integer","default":2,"description":"Fraction digits of the percentage; negative rounds to tens of percent."},"rounding":{"default":"half_even","type":"string","enum":["half_even","half_up","half_down","up","down","ceiling","floor"]}}};
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
if((data.old_value === undefined) || (!(func0.call(data, "old_value")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "old_value"},message:"must have required property '"+"old_value"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.new_value === undefined) || (!(func0.call(data, "new_value")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "new_value"},message:"must have required property '"+"new_value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "old_value") || (key0 === "new_value")) || (key0 === "scale")) || (key0 === "rounding"))){
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
if(data.old_value !== undefined && func0.call(data, "old_value")){
let data0 = data.old_value;
if(typeof data0 === "string"){
if(func63(data0) > 1100){
const err3 = {instancePath:instancePath+"/old_value",schemaPath:"#/properties/old_value/maxLength",keyword:"maxLength",params:{limit: 1100},message:"must NOT have more than 1100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func63(data0) < 1){
const err4 = {instancePath:instancePath+"/old_value",schemaPath:"#/properties/old_value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/old_value",schemaPath:"#/properties/old_value/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"+"\""};
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
const err6 = {instancePath:instancePath+"/old_value",schemaPath:"#/properties/old_value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.new_value !== undefined && func0.call(data, "new_value")){
let data1 = data.new_value;
if(typeof data1 === "string"){
if(func63(data1) > 1100){
const err7 = {instancePath:instancePath+"/new_value",schemaPath:"#/properties/new_value/maxLength",keyword:"maxLength",params:{limit: 1100},message:"must NOT have more than 1100 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func63(data1) < 1){
const err8 = {instancePath:instancePath+"/new_value",schemaPath:"#/properties/new_value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data1)){
const err9 = {instancePath:instancePath+"/new_value",schemaPath:"#/properties/new_value/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"+"\""};
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
const err10 = {instancePath:instancePath+"/new_value",schemaPath:"#/properties/new_value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(!(((((((data3 === "half_even") || (data3 === "half_up")) || (data3 === "half_down")) || (data3 === "up")) || (data3 === "down")) || (data3 === "ceiling")) || (data3 === "floor"))){
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
const schema32 = {"type":"object","additionalProperties":false,"required":["percent","scale","exact","direction","undefined_reason"],"properties":{"percent":{"type":["string","null"],"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},"scale":{"type":"integer","minimum":0},"exact":{"type":["boolean","null"]},"direction":{"enum":["increase","decrease","unchanged"]},"undefined_reason":{"enum":["old_value_zero",null]}}};
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
if((data.percent === undefined) || (!(func0.call(data, "percent")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "percent"},message:"must have required property '"+"percent"+"'"};
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
if((data.direction === undefined) || (!(func0.call(data, "direction")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "direction"},message:"must have required property '"+"direction"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.undefined_reason === undefined) || (!(func0.call(data, "undefined_reason")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "undefined_reason"},message:"must have required property '"+"undefined_reason"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "percent") || (key0 === "scale")) || (key0 === "exact")) || (key0 === "direction")) || (key0 === "undefined_reason"))){
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
if(data.percent !== undefined && func0.call(data, "percent")){
let data0 = data.percent;
if((typeof data0 !== "string") && (data0 !== null)){
const err6 = {instancePath:instancePath+"/percent",schemaPath:"#/properties/percent/type",keyword:"type",params:{type: schema32.properties.percent.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err7 = {instancePath:instancePath+"/percent",schemaPath:"#/properties/percent/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"+"\""};
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
if(data.exact !== undefined && func0.call(data, "exact")){
let data2 = data.exact;
if((typeof data2 !== "boolean") && (data2 !== null)){
const err10 = {instancePath:instancePath+"/exact",schemaPath:"#/properties/exact/type",keyword:"type",params:{type: schema32.properties.exact.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.direction !== undefined && func0.call(data, "direction")){
let data3 = data.direction;
if(!(((data3 === "increase") || (data3 === "decrease")) || (data3 === "unchanged"))){
const err11 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema32.properties.direction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.undefined_reason !== undefined && func0.call(data, "undefined_reason")){
let data4 = data.undefined_reason;
if(!((data4 === "old_value_zero") || (data4 === null))){
const err12 = {instancePath:instancePath+"/undefined_reason",schemaPath:"#/properties/undefined_reason/enum",keyword:"enum",params:{allowedValues: schema32.properties.undefined_reason.enum},message:"must be equal to one of the allowed values"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

