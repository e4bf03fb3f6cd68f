// generated from contracts/ — do not edit
// array-rational-linear-regression@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs e3628d4c31811be96d416e6e1f732d72 body cf18dd7e8eb938d8de29f9e2d93f3e41
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["x","y"],"properties":{"x":{"type":"array","minItems":2,"maxItems":10000,"items":{"type":"string","minLength":1,"maxLength":2003,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"}},"y":{"type":"array","minItems":2,"maxItems":10000,"items":{"type":"string","minLength":1,"maxLength":2003,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"}},"scale":{"type":"integer","minimum":0,"maximum":1000,"default":10},"rounding":{"default":"half_even","type":"string","enum":["half_even","half_up","half_down","up","down","ceiling","floor"]}}};
const func0 = Object.prototype.hasOwnProperty;
const func63 = __ajvRuntime0.default;
const pattern4 = new RegExp("^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$", "u");

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
if((data.x === undefined) || (!(func0.call(data, "x")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.y === undefined) || (!(func0.call(data, "y")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "x") || (key0 === "y")) || (key0 === "scale")) || (key0 === "rounding"))){
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
if(data.x !== undefined && func0.call(data, "x")){
let data0 = data.x;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err3 = {instancePath:instancePath+"/x",schemaPath:"#/properties/x/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.length < 2){
const err4 = {instancePath:instancePath+"/x",schemaPath:"#/properties/x/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func63(data1) > 2003){
const err5 = {instancePath:instancePath+"/x/" + i0,schemaPath:"#/properties/x/items/maxLength",keyword:"maxLength",params:{limit: 2003},message:"must NOT have more than 2003 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func63(data1) < 1){
const err6 = {instancePath:instancePath+"/x/" + i0,schemaPath:"#/properties/x/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data1)){
const err7 = {instancePath:instancePath+"/x/" + i0,schemaPath:"#/properties/x/items/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"+"\""};
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
const err8 = {instancePath:instancePath+"/x/" + i0,schemaPath:"#/properties/x/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath:instancePath+"/x",schemaPath:"#/properties/x/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.y !== undefined && func0.call(data, "y")){
let data2 = data.y;
if(Array.isArray(data2)){
if(data2.length > 10000){
const err10 = {instancePath:instancePath+"/y",schemaPath:"#/properties/y/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.length < 2){
const err11 = {instancePath:instancePath+"/y",schemaPath:"#/properties/y/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(typeof data3 === "string"){
if(func63(data3) > 2003){
const err12 = {instancePath:instancePath+"/y/" + i1,schemaPath:"#/properties/y/items/maxLength",keyword:"maxLength",params:{limit: 2003},message:"must NOT have more than 2003 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func63(data3) < 1){
const err13 = {instancePath:instancePath+"/y/" + i1,schemaPath:"#/properties/y/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern4.test(data3)){
const err14 = {instancePath:instancePath+"/y/" + i1,schemaPath:"#/properties/y/items/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"+"\""};
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
const err15 = {instancePath:instancePath+"/y/" + i1,schemaPath:"#/properties/y/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err16 = {instancePath:instancePath+"/y",schemaPath:"#/properties/y/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.scale !== undefined && func0.call(data, "scale")){
let data4 = data.scale;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err17 = {instancePath:instancePath+"/scale",schemaPath:"#/properties/scale/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1000 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/scale",schemaPath:"#/properties/scale/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err19 = {instancePath:instancePath+"/scale",schemaPath:"#/properties/scale/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.rounding !== undefined && func0.call(data, "rounding")){
let data5 = data.rounding;
if(typeof data5 !== "string"){
const err20 = {instancePath:instancePath+"/rounding",schemaPath:"#/properties/rounding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(((((((data5 === "half_even") || (data5 === "half_up")) || (data5 === "half_down")) || (data5 === "up")) || (data5 === "down")) || (data5 === "ceiling")) || (data5 === "floor"))){
const err21 = {instancePath:instancePath+"/rounding",schemaPath:"#/properties/rounding/enum",keyword:"enum",params:{allowedValues: schema31.properties.rounding.enum},message:"must be equal to one of the allowed values"};
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
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["count","slope","intercept","r_squared","slope_decimal","intercept_decimal","r_squared_decimal"],"$defs":{"rational":{"type":"object","additionalProperties":false,"required":["numerator","denominator"],"properties":{"numerator":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$"},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$"}}}},"properties":{"count":{"type":"integer","minimum":2},"slope":{"type":"object","additionalProperties":false,"required":["numerator","denominator"],"properties":{"numerator":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$"},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$"}}},"intercept":{"type":"object","additionalProperties":false,"required":["numerator","denominator"],"properties":{"numerator":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$"},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$"}}},"r_squared":{"anyOf":[{"type":"object","additionalProperties":false,"required":["numerator","denominator"],"properties":{"numerator":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$"},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$"}}},{"type":"null"}]},"slope_decimal":{"type":"string","pattern":"^-?[0-9]+(\\.[0-9]+)?$"},"intercept_decimal":{"type":"string","pattern":"^-?[0-9]+(\\.[0-9]+)?$"},"r_squared_decimal":{"anyOf":[{"type":"string","pattern":"^[0-9]+(\\.[0-9]+)?$"},{"type":"null"}]}}};
const pattern6 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");
const pattern7 = new RegExp("^[1-9][0-9]*$", "u");
const pattern12 = new RegExp("^-?[0-9]+(\\.[0-9]+)?$", "u");
const pattern14 = new RegExp("^[0-9]+(\\.[0-9]+)?$", "u");

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
if((data.count === undefined) || (!(func0.call(data, "count")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.slope === undefined) || (!(func0.call(data, "slope")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slope"},message:"must have required property '"+"slope"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.intercept === undefined) || (!(func0.call(data, "intercept")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "intercept"},message:"must have required property '"+"intercept"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.r_squared === undefined) || (!(func0.call(data, "r_squared")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "r_squared"},message:"must have required property '"+"r_squared"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.slope_decimal === undefined) || (!(func0.call(data, "slope_decimal")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slope_decimal"},message:"must have required property '"+"slope_decimal"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.intercept_decimal === undefined) || (!(func0.call(data, "intercept_decimal")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "intercept_decimal"},message:"must have required property '"+"intercept_decimal"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.r_squared_decimal === undefined) || (!(func0.call(data, "r_squared_decimal")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "r_squared_decimal"},message:"must have required property '"+"r_squared_decimal"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((((key0 === "count") || (key0 === "slope")) || (key0 === "intercept")) || (key0 === "r_squared")) || (key0 === "slope_decimal")) || (key0 === "intercept_decimal")) || (key0 === "r_squared_decimal"))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.count !== undefined && func0.call(data, "count")){
let data0 = data.count;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err8 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 2 || isNaN(data0)){
const err9 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
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
if(data.slope !== undefined && func0.call(data, "slope")){
let data1 = data.slope;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.numerator === undefined) || (!(func0.call(data1, "numerator")))){
const err10 = {instancePath:instancePath+"/slope",schemaPath:"#/properties/slope/required",keyword:"required",params:{missingProperty: "numerator"},message:"must have required property '"+"numerator"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data1.denominator === undefined) || (!(func0.call(data1, "denominator")))){
const err11 = {instancePath:instancePath+"/slope",schemaPath:"#/properties/slope/required",keyword:"required",params:{missingProperty: "denominator"},message:"must have required property '"+"denominator"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!((key1 === "numerator") || (key1 === "denominator"))){
const err12 = {instancePath:instancePath+"/slope",schemaPath:"#/properties/slope/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.numerator !== undefined && func0.call(data1, "numerator")){
let data2 = data1.numerator;
if(typeof data2 === "string"){
if(!pattern6.test(data2)){
const err13 = {instancePath:instancePath+"/slope/numerator",schemaPath:"#/properties/slope/properties/numerator/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err14 = {instancePath:instancePath+"/slope/numerator",schemaPath:"#/properties/slope/properties/numerator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.denominator !== undefined && func0.call(data1, "denominator")){
let data3 = data1.denominator;
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
const err15 = {instancePath:instancePath+"/slope/denominator",schemaPath:"#/properties/slope/properties/denominator/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/slope/denominator",schemaPath:"#/properties/slope/properties/denominator/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err17 = {instancePath:instancePath+"/slope",schemaPath:"#/properties/slope/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.intercept !== undefined && func0.call(data, "intercept")){
let data4 = data.intercept;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if((data4.numerator === undefined) || (!(func0.call(data4, "numerator")))){
const err18 = {instancePath:instancePath+"/intercept",schemaPath:"#/properties/intercept/required",keyword:"required",params:{missingProperty: "numerator"},message:"must have required property '"+"numerator"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((data4.denominator === undefined) || (!(func0.call(data4, "denominator")))){
const err19 = {instancePath:instancePath+"/intercept",schemaPath:"#/properties/intercept/required",keyword:"required",params:{missingProperty: "denominator"},message:"must have required property '"+"denominator"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key2 of Object.keys(data4)){
if(!((key2 === "numerator") || (key2 === "denominator"))){
const err20 = {instancePath:instancePath+"/intercept",schemaPath:"#/properties/intercept/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.numerator !== undefined && func0.call(data4, "numerator")){
let data5 = data4.numerator;
if(typeof data5 === "string"){
if(!pattern6.test(data5)){
const err21 = {instancePath:instancePath+"/intercept/numerator",schemaPath:"#/properties/intercept/properties/numerator/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/intercept/numerator",schemaPath:"#/properties/intercept/properties/numerator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.denominator !== undefined && func0.call(data4, "denominator")){
let data6 = data4.denominator;
if(typeof data6 === "string"){
if(!pattern7.test(data6)){
const err23 = {instancePath:instancePath+"/intercept/denominator",schemaPath:"#/properties/intercept/properties/denominator/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/intercept/denominator",schemaPath:"#/properties/intercept/properties/denominator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/intercept",schemaPath:"#/properties/intercept/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.r_squared !== undefined && func0.call(data, "r_squared")){
let data7 = data.r_squared;
const _errs19 = errors;
let valid3 = false;
const _errs20 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if((data7.numerator === undefined) || (!(func0.call(data7, "numerator")))){
const err26 = {instancePath:instancePath+"/r_squared",schemaPath:"#/properties/r_squared/anyOf/0/required",keyword:"required",params:{missingProperty: "numerator"},message:"must have required property '"+"numerator"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((data7.denominator === undefined) || (!(func0.call(data7, "denominator")))){
const err27 = {instancePath:instancePath+"/r_squared",schemaPath:"#/properties/r_squared/anyOf/0/required",keyword:"required",params:{missingProperty: "denominator"},message:"must have required property '"+"denominator"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key3 of Object.keys(data7)){
if(!((key3 === "numerator") || (key3 === "denominator"))){
const err28 = {instancePath:instancePath+"/r_squared",schemaPath:"#/properties/r_squared/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data7.numerator !== undefined && func0.call(data7, "numerator")){
let data8 = data7.numerator;
if(typeof data8 === "string"){
if(!pattern6.test(data8)){
const err29 = {instancePath:instancePath+"/r_squared/numerator",schemaPath:"#/properties/r_squared/anyOf/0/properties/numerator/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/r_squared/numerator",schemaPath:"#/properties/r_squared/anyOf/0/properties/numerator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data7.denominator !== undefined && func0.call(data7, "denominator")){
let data9 = data7.denominator;
if(typeof data9 === "string"){
if(!pattern7.test(data9)){
const err31 = {instancePath:instancePath+"/r_squared/denominator",schemaPath:"#/properties/r_squared/anyOf/0/properties/denominator/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
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
const err32 = {instancePath:instancePath+"/r_squared/denominator",schemaPath:"#/properties/r_squared/anyOf/0/properties/denominator/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err33 = {instancePath:instancePath+"/r_squared",schemaPath:"#/properties/r_squared/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid3 = valid3 || _valid0;
const _errs27 = errors;
if(data7 !== null){
const err34 = {instancePath:instancePath+"/r_squared",schemaPath:"#/properties/r_squared/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err35 = {instancePath:instancePath+"/r_squared",schemaPath:"#/properties/r_squared/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
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
if(data.slope_decimal !== undefined && func0.call(data, "slope_decimal")){
let data10 = data.slope_decimal;
if(typeof data10 === "string"){
if(!pattern12.test(data10)){
const err36 = {instancePath:instancePath+"/slope_decimal",schemaPath:"#/properties/slope_decimal/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^-?[0-9]+(\\.[0-9]+)?$"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/slope_decimal",schemaPath:"#/properties/slope_decimal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.intercept_decimal !== undefined && func0.call(data, "intercept_decimal")){
let data11 = data.intercept_decimal;
if(typeof data11 === "string"){
if(!pattern12.test(data11)){
const err38 = {instancePath:instancePath+"/intercept_decimal",schemaPath:"#/properties/intercept_decimal/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^-?[0-9]+(\\.[0-9]+)?$"+"\""};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/intercept_decimal",schemaPath:"#/properties/intercept_decimal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.r_squared_decimal !== undefined && func0.call(data, "r_squared_decimal")){
let data12 = data.r_squared_decimal;
const _errs34 = errors;
let valid5 = false;
const _errs35 = errors;
if(typeof data12 === "string"){
if(!pattern14.test(data12)){
const err40 = {instancePath:instancePath+"/r_squared_decimal",schemaPath:"#/properties/r_squared_decimal/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?$"+"\""};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/r_squared_decimal",schemaPath:"#/properties/r_squared_decimal/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid1 = _errs35 === errors;
valid5 = valid5 || _valid1;
const _errs37 = errors;
if(data12 !== null){
const err42 = {instancePath:instancePath+"/r_squared_decimal",schemaPath:"#/properties/r_squared_decimal/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid1 = _errs37 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err43 = {instancePath:instancePath+"/r_squared_decimal",schemaPath:"#/properties/r_squared_decimal/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err44 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

