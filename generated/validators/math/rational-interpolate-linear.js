// generated from contracts/ — do not edit
// rational-interpolate-linear@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs a3f108cad897ef7baf263c89bf4233ae body 05e08375e49c937266acf26500b8d741
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["points","queries"],"properties":{"points":{"type":"array","minItems":2,"maxItems":10000,"items":{"type":"object","additionalProperties":false,"required":["x","y"],"properties":{"x":{"type":"string","minLength":1,"maxLength":2003,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"},"y":{"type":"string","minLength":1,"maxLength":2003,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"}}}},"queries":{"type":"array","minItems":1,"maxItems":1000,"items":{"type":"string","minLength":1,"maxLength":2003,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"}},"extrapolate":{"type":"boolean","default":false}}};
const func0 = Object.prototype.hasOwnProperty;
const func66 = __ajvRuntime0.default;
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
if((data.points === undefined) || (!(func0.call(data, "points")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "points"},message:"must have required property '"+"points"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.queries === undefined) || (!(func0.call(data, "queries")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "queries"},message:"must have required property '"+"queries"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "points") || (key0 === "queries")) || (key0 === "extrapolate"))){
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
if(data.points !== undefined && func0.call(data, "points")){
let data0 = data.points;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err3 = {instancePath:instancePath+"/points",schemaPath:"#/properties/points/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.length < 2){
const err4 = {instancePath:instancePath+"/points",schemaPath:"#/properties/points/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.x === undefined) || (!(func0.call(data1, "x")))){
const err5 = {instancePath:instancePath+"/points/" + i0,schemaPath:"#/properties/points/items/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data1.y === undefined) || (!(func0.call(data1, "y")))){
const err6 = {instancePath:instancePath+"/points/" + i0,schemaPath:"#/properties/points/items/required",keyword:"required",params:{missingProperty: "y"},message:"must have required property '"+"y"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!((key1 === "x") || (key1 === "y"))){
const err7 = {instancePath:instancePath+"/points/" + i0,schemaPath:"#/properties/points/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.x !== undefined && func0.call(data1, "x")){
let data2 = data1.x;
if(typeof data2 === "string"){
if(func66(data2) > 2003){
const err8 = {instancePath:instancePath+"/points/" + i0+"/x",schemaPath:"#/properties/points/items/properties/x/maxLength",keyword:"maxLength",params:{limit: 2003},message:"must NOT have more than 2003 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func66(data2) < 1){
const err9 = {instancePath:instancePath+"/points/" + i0+"/x",schemaPath:"#/properties/points/items/properties/x/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern4.test(data2)){
const err10 = {instancePath:instancePath+"/points/" + i0+"/x",schemaPath:"#/properties/points/items/properties/x/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"+"\""};
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
const err11 = {instancePath:instancePath+"/points/" + i0+"/x",schemaPath:"#/properties/points/items/properties/x/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.y !== undefined && func0.call(data1, "y")){
let data3 = data1.y;
if(typeof data3 === "string"){
if(func66(data3) > 2003){
const err12 = {instancePath:instancePath+"/points/" + i0+"/y",schemaPath:"#/properties/points/items/properties/y/maxLength",keyword:"maxLength",params:{limit: 2003},message:"must NOT have more than 2003 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func66(data3) < 1){
const err13 = {instancePath:instancePath+"/points/" + i0+"/y",schemaPath:"#/properties/points/items/properties/y/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern4.test(data3)){
const err14 = {instancePath:instancePath+"/points/" + i0+"/y",schemaPath:"#/properties/points/items/properties/y/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"+"\""};
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
const err15 = {instancePath:instancePath+"/points/" + i0+"/y",schemaPath:"#/properties/points/items/properties/y/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err16 = {instancePath:instancePath+"/points/" + i0,schemaPath:"#/properties/points/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err17 = {instancePath:instancePath+"/points",schemaPath:"#/properties/points/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.queries !== undefined && func0.call(data, "queries")){
let data4 = data.queries;
if(Array.isArray(data4)){
if(data4.length > 1000){
const err18 = {instancePath:instancePath+"/queries",schemaPath:"#/properties/queries/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4.length < 1){
const err19 = {instancePath:instancePath+"/queries",schemaPath:"#/properties/queries/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(typeof data5 === "string"){
if(func66(data5) > 2003){
const err20 = {instancePath:instancePath+"/queries/" + i1,schemaPath:"#/properties/queries/items/maxLength",keyword:"maxLength",params:{limit: 2003},message:"must NOT have more than 2003 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func66(data5) < 1){
const err21 = {instancePath:instancePath+"/queries/" + i1,schemaPath:"#/properties/queries/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern4.test(data5)){
const err22 = {instancePath:instancePath+"/queries/" + i1,schemaPath:"#/properties/queries/items/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/queries/" + i1,schemaPath:"#/properties/queries/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/queries",schemaPath:"#/properties/queries/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.extrapolate !== undefined && func0.call(data, "extrapolate")){
if(typeof data.extrapolate !== "boolean"){
const err25 = {instancePath:instancePath+"/extrapolate",schemaPath:"#/properties/extrapolate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["values"],"properties":{"values":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["x","numerator","denominator"],"properties":{"x":{"type":"string"},"numerator":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$"},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$"}}}}}};
const pattern7 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");
const pattern8 = new RegExp("^[1-9][0-9]*$", "u");

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
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.x === undefined) || (!(func0.call(data1, "x")))){
const err2 = {instancePath:instancePath+"/values/" + i0,schemaPath:"#/properties/values/items/required",keyword:"required",params:{missingProperty: "x"},message:"must have required property '"+"x"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data1.numerator === undefined) || (!(func0.call(data1, "numerator")))){
const err3 = {instancePath:instancePath+"/values/" + i0,schemaPath:"#/properties/values/items/required",keyword:"required",params:{missingProperty: "numerator"},message:"must have required property '"+"numerator"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data1.denominator === undefined) || (!(func0.call(data1, "denominator")))){
const err4 = {instancePath:instancePath+"/values/" + i0,schemaPath:"#/properties/values/items/required",keyword:"required",params:{missingProperty: "denominator"},message:"must have required property '"+"denominator"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(((key1 === "x") || (key1 === "numerator")) || (key1 === "denominator"))){
const err5 = {instancePath:instancePath+"/values/" + i0,schemaPath:"#/properties/values/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.x !== undefined && func0.call(data1, "x")){
if(typeof data1.x !== "string"){
const err6 = {instancePath:instancePath+"/values/" + i0+"/x",schemaPath:"#/properties/values/items/properties/x/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data3 = data1.numerator;
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
const err7 = {instancePath:instancePath+"/values/" + i0+"/numerator",schemaPath:"#/properties/values/items/properties/numerator/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err8 = {instancePath:instancePath+"/values/" + i0+"/numerator",schemaPath:"#/properties/values/items/properties/numerator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.denominator !== undefined && func0.call(data1, "denominator")){
let data4 = data1.denominator;
if(typeof data4 === "string"){
if(!pattern8.test(data4)){
const err9 = {instancePath:instancePath+"/values/" + i0+"/denominator",schemaPath:"#/properties/values/items/properties/denominator/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
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
const err10 = {instancePath:instancePath+"/values/" + i0+"/denominator",schemaPath:"#/properties/values/items/properties/denominator/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/values/" + i0,schemaPath:"#/properties/values/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err12 = {instancePath:instancePath+"/values",schemaPath:"#/properties/values/type",keyword:"type",params:{type: "array"},message:"must be array"};
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

