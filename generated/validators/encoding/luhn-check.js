// generated from contracts/ — do not edit
// luhn-check@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 4f14dcd66207610212e6d7b7583e7560 body 71c383675338b514442ebb601687c38a
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["number"],"properties":{"number":{"type":"string","maxLength":1000,"description":"The digits, check digit last."},"strip_separators":{"type":"boolean","default":false}}};
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
if((data.number === undefined) || (!(func0.call(data, "number")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "number") || (key0 === "strip_separators"))){
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
if(data.number !== undefined && func0.call(data, "number")){
let data0 = data.number;
if(typeof data0 === "string"){
if(func62(data0) > 1000){
const err2 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err3 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.strip_separators !== undefined && func0.call(data, "strip_separators")){
if(typeof data.strip_separators !== "boolean"){
const err4 = {instancePath:instancePath+"/strip_separators",schemaPath:"#/properties/strip_separators/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["valid","digits","given_check_digit","check_digit","check_digit_to_append"],"properties":{"valid":{"type":"boolean"},"digits":{"type":"string","pattern":"^[0-9]+$","minLength":1,"maxLength":1000},"given_check_digit":{"type":"integer","minimum":0,"maximum":9},"check_digit":{"type":"integer","minimum":0,"maximum":9},"check_digit_to_append":{"type":"integer","minimum":0,"maximum":9}}};
const pattern4 = new RegExp("^[0-9]+$", "u");

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
if((data.valid === undefined) || (!(func0.call(data, "valid")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "valid"},message:"must have required property '"+"valid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.digits === undefined) || (!(func0.call(data, "digits")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "digits"},message:"must have required property '"+"digits"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.given_check_digit === undefined) || (!(func0.call(data, "given_check_digit")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "given_check_digit"},message:"must have required property '"+"given_check_digit"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.check_digit === undefined) || (!(func0.call(data, "check_digit")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "check_digit"},message:"must have required property '"+"check_digit"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.check_digit_to_append === undefined) || (!(func0.call(data, "check_digit_to_append")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "check_digit_to_append"},message:"must have required property '"+"check_digit_to_append"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "valid") || (key0 === "digits")) || (key0 === "given_check_digit")) || (key0 === "check_digit")) || (key0 === "check_digit_to_append"))){
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
if(data.valid !== undefined && func0.call(data, "valid")){
if(typeof data.valid !== "boolean"){
const err6 = {instancePath:instancePath+"/valid",schemaPath:"#/properties/valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.digits !== undefined && func0.call(data, "digits")){
let data1 = data.digits;
if(typeof data1 === "string"){
if(func62(data1) > 1000){
const err7 = {instancePath:instancePath+"/digits",schemaPath:"#/properties/digits/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func62(data1) < 1){
const err8 = {instancePath:instancePath+"/digits",schemaPath:"#/properties/digits/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data1)){
const err9 = {instancePath:instancePath+"/digits",schemaPath:"#/properties/digits/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
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
const err10 = {instancePath:instancePath+"/digits",schemaPath:"#/properties/digits/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.given_check_digit !== undefined && func0.call(data, "given_check_digit")){
let data2 = data.given_check_digit;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/given_check_digit",schemaPath:"#/properties/given_check_digit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err12 = {instancePath:instancePath+"/given_check_digit",schemaPath:"#/properties/given_check_digit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9},message:"must be <= 9"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/given_check_digit",schemaPath:"#/properties/given_check_digit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.check_digit !== undefined && func0.call(data, "check_digit")){
let data3 = data.check_digit;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err14 = {instancePath:instancePath+"/check_digit",schemaPath:"#/properties/check_digit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/check_digit",schemaPath:"#/properties/check_digit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9},message:"must be <= 9"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/check_digit",schemaPath:"#/properties/check_digit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.check_digit_to_append !== undefined && func0.call(data, "check_digit_to_append")){
let data4 = data.check_digit_to_append;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err17 = {instancePath:instancePath+"/check_digit_to_append",schemaPath:"#/properties/check_digit_to_append/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 9 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/check_digit_to_append",schemaPath:"#/properties/check_digit_to_append/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9},message:"must be <= 9"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err19 = {instancePath:instancePath+"/check_digit_to_append",schemaPath:"#/properties/check_digit_to_append/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

