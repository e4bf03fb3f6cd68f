// generated from contracts/ — do not edit
// iban-validate@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs ec84ad48b2cad0bf3a6fe911c102ddc2 body bdb50fb1d39ac44e8c2c27802e8bd021
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["iban"],"properties":{"iban":{"type":"string","maxLength":128,"description":"The IBAN, electronic (DE89370400440532013000) or print form (DE89 3704 0044 0532 0130 00)."}}};
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
if((data.iban === undefined) || (!(func0.call(data, "iban")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "iban"},message:"must have required property '"+"iban"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "iban")){
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
if(data.iban !== undefined && func0.call(data, "iban")){
let data0 = data.iban;
if(typeof data0 === "string"){
if(func62(data0) > 128){
const err2 = {instancePath:instancePath+"/iban",schemaPath:"#/properties/iban/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
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
const err3 = {instancePath:instancePath+"/iban",schemaPath:"#/properties/iban/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["valid","reason","country","check_digits","bban","electronic_format","print_format","expected_length","bban_structure","expected_check_digits"],"properties":{"valid":{"type":"boolean"},"reason":{"type":["string","null"],"enum":["bad_characters","bad_format","unknown_country","wrong_length","bban_format_mismatch","invalid_check_digits","checksum_failed",null]},"country":{"type":["string","null"],"pattern":"^[A-Z]{2}$"},"check_digits":{"type":["string","null"],"pattern":"^[0-9]{2}$"},"bban":{"type":["string","null"],"pattern":"^[A-Z0-9]+$","maxLength":124},"electronic_format":{"type":["string","null"],"pattern":"^[A-Z0-9]*$","maxLength":128},"print_format":{"type":["string","null"],"maxLength":159},"expected_length":{"type":["integer","null"],"minimum":15,"maximum":34},"bban_structure":{"type":["string","null"],"maxLength":64},"expected_check_digits":{"type":["string","null"],"pattern":"^[0-9]{2}$"}}};
const pattern4 = new RegExp("^[A-Z]{2}$", "u");
const pattern5 = new RegExp("^[0-9]{2}$", "u");
const pattern6 = new RegExp("^[A-Z0-9]+$", "u");
const pattern7 = new RegExp("^[A-Z0-9]*$", "u");

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
if((data.reason === undefined) || (!(func0.call(data, "reason")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.country === undefined) || (!(func0.call(data, "country")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.check_digits === undefined) || (!(func0.call(data, "check_digits")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "check_digits"},message:"must have required property '"+"check_digits"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.bban === undefined) || (!(func0.call(data, "bban")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bban"},message:"must have required property '"+"bban"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.electronic_format === undefined) || (!(func0.call(data, "electronic_format")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "electronic_format"},message:"must have required property '"+"electronic_format"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.print_format === undefined) || (!(func0.call(data, "print_format")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "print_format"},message:"must have required property '"+"print_format"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data.expected_length === undefined) || (!(func0.call(data, "expected_length")))){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expected_length"},message:"must have required property '"+"expected_length"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data.bban_structure === undefined) || (!(func0.call(data, "bban_structure")))){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bban_structure"},message:"must have required property '"+"bban_structure"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data.expected_check_digits === undefined) || (!(func0.call(data, "expected_check_digits")))){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expected_check_digits"},message:"must have required property '"+"expected_check_digits"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(func0.call(schema32.properties, key0))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.valid !== undefined && func0.call(data, "valid")){
if(typeof data.valid !== "boolean"){
const err11 = {instancePath:instancePath+"/valid",schemaPath:"#/properties/valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.reason !== undefined && func0.call(data, "reason")){
let data1 = data.reason;
if((typeof data1 !== "string") && (data1 !== null)){
const err12 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: schema32.properties.reason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((((((((data1 === "bad_characters") || (data1 === "bad_format")) || (data1 === "unknown_country")) || (data1 === "wrong_length")) || (data1 === "bban_format_mismatch")) || (data1 === "invalid_check_digits")) || (data1 === "checksum_failed")) || (data1 === null))){
const err13 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema32.properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.country !== undefined && func0.call(data, "country")){
let data2 = data.country;
if((typeof data2 !== "string") && (data2 !== null)){
const err14 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: schema32.properties.country.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err15 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
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
if(data.check_digits !== undefined && func0.call(data, "check_digits")){
let data3 = data.check_digits;
if((typeof data3 !== "string") && (data3 !== null)){
const err16 = {instancePath:instancePath+"/check_digits",schemaPath:"#/properties/check_digits/type",keyword:"type",params:{type: schema32.properties.check_digits.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err17 = {instancePath:instancePath+"/check_digits",schemaPath:"#/properties/check_digits/pattern",keyword:"pattern",params:{pattern: "^[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{2}$"+"\""};
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
if(data.bban !== undefined && func0.call(data, "bban")){
let data4 = data.bban;
if((typeof data4 !== "string") && (data4 !== null)){
const err18 = {instancePath:instancePath+"/bban",schemaPath:"#/properties/bban/type",keyword:"type",params:{type: schema32.properties.bban.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data4 === "string"){
if(func62(data4) > 124){
const err19 = {instancePath:instancePath+"/bban",schemaPath:"#/properties/bban/maxLength",keyword:"maxLength",params:{limit: 124},message:"must NOT have more than 124 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern6.test(data4)){
const err20 = {instancePath:instancePath+"/bban",schemaPath:"#/properties/bban/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]+$"},message:"must match pattern \""+"^[A-Z0-9]+$"+"\""};
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
if(data.electronic_format !== undefined && func0.call(data, "electronic_format")){
let data5 = data.electronic_format;
if((typeof data5 !== "string") && (data5 !== null)){
const err21 = {instancePath:instancePath+"/electronic_format",schemaPath:"#/properties/electronic_format/type",keyword:"type",params:{type: schema32.properties.electronic_format.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data5 === "string"){
if(func62(data5) > 128){
const err22 = {instancePath:instancePath+"/electronic_format",schemaPath:"#/properties/electronic_format/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern7.test(data5)){
const err23 = {instancePath:instancePath+"/electronic_format",schemaPath:"#/properties/electronic_format/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]*$"},message:"must match pattern \""+"^[A-Z0-9]*$"+"\""};
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
if(data.print_format !== undefined && func0.call(data, "print_format")){
let data6 = data.print_format;
if((typeof data6 !== "string") && (data6 !== null)){
const err24 = {instancePath:instancePath+"/print_format",schemaPath:"#/properties/print_format/type",keyword:"type",params:{type: schema32.properties.print_format.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data6 === "string"){
if(func62(data6) > 159){
const err25 = {instancePath:instancePath+"/print_format",schemaPath:"#/properties/print_format/maxLength",keyword:"maxLength",params:{limit: 159},message:"must NOT have more than 159 characters"};
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
if(data.expected_length !== undefined && func0.call(data, "expected_length")){
let data7 = data.expected_length;
if((!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) && (data7 !== null)){
const err26 = {instancePath:instancePath+"/expected_length",schemaPath:"#/properties/expected_length/type",keyword:"type",params:{type: schema32.properties.expected_length.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 34 || isNaN(data7)){
const err27 = {instancePath:instancePath+"/expected_length",schemaPath:"#/properties/expected_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 34},message:"must be <= 34"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data7 < 15 || isNaN(data7)){
const err28 = {instancePath:instancePath+"/expected_length",schemaPath:"#/properties/expected_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 15},message:"must be >= 15"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data.bban_structure !== undefined && func0.call(data, "bban_structure")){
let data8 = data.bban_structure;
if((typeof data8 !== "string") && (data8 !== null)){
const err29 = {instancePath:instancePath+"/bban_structure",schemaPath:"#/properties/bban_structure/type",keyword:"type",params:{type: schema32.properties.bban_structure.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(typeof data8 === "string"){
if(func62(data8) > 64){
const err30 = {instancePath:instancePath+"/bban_structure",schemaPath:"#/properties/bban_structure/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data.expected_check_digits !== undefined && func0.call(data, "expected_check_digits")){
let data9 = data.expected_check_digits;
if((typeof data9 !== "string") && (data9 !== null)){
const err31 = {instancePath:instancePath+"/expected_check_digits",schemaPath:"#/properties/expected_check_digits/type",keyword:"type",params:{type: schema32.properties.expected_check_digits.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data9 === "string"){
if(!pattern5.test(data9)){
const err32 = {instancePath:instancePath+"/expected_check_digits",schemaPath:"#/properties/expected_check_digits/pattern",keyword:"pattern",params:{pattern: "^[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{2}$"+"\""};
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
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

