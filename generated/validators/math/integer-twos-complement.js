// generated from contracts/ — do not edit
// integer-twos-complement@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 6200834a88d97ed1b0c2a7ec414d3b6e body 0676e7d1ba8d5fd7332e6b1fe2a67093
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["direction","width","signedness"],"properties":{"direction":{"type":"string","enum":["encode","decode"]},"width":{"type":"integer","minimum":1,"maximum":4096},"signedness":{"type":"string","enum":["signed","unsigned"]},"value":{"type":"string","minLength":1,"maxLength":1235,"pattern":"^-?(0|[1-9][0-9]*)$","description":"encode: the integer"},"pattern":{"type":"string","minLength":1,"maxLength":4096,"description":"decode: the bits in binary or hex"},"pattern_format":{"type":"string","enum":["binary","hex"],"description":"decode: how pattern is written"},"hex_case":{"type":"string","enum":["lower","upper"],"default":"lower"}}};
const func0 = Object.prototype.hasOwnProperty;
const func67 = __ajvRuntime0.default;
const pattern4 = new RegExp("^-?(0|[1-9][0-9]*)$", "u");

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
if((data.direction === undefined) || (!(func0.call(data, "direction")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "direction"},message:"must have required property '"+"direction"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.width === undefined) || (!(func0.call(data, "width")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "width"},message:"must have required property '"+"width"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.signedness === undefined) || (!(func0.call(data, "signedness")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "signedness"},message:"must have required property '"+"signedness"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((((key0 === "direction") || (key0 === "width")) || (key0 === "signedness")) || (key0 === "value")) || (key0 === "pattern")) || (key0 === "pattern_format")) || (key0 === "hex_case"))){
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
if(data.direction !== undefined && func0.call(data, "direction")){
let data0 = data.direction;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data0 === "encode") || (data0 === "decode"))){
const err5 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema31.properties.direction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.width !== undefined && func0.call(data, "width")){
let data1 = data.width;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 4096 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4096},message:"must be <= 4096"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.signedness !== undefined && func0.call(data, "signedness")){
let data2 = data.signedness;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/signedness",schemaPath:"#/properties/signedness/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data2 === "signed") || (data2 === "unsigned"))){
const err10 = {instancePath:instancePath+"/signedness",schemaPath:"#/properties/signedness/enum",keyword:"enum",params:{allowedValues: schema31.properties.signedness.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.value !== undefined && func0.call(data, "value")){
let data3 = data.value;
if(typeof data3 === "string"){
if(func67(data3) > 1235){
const err11 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maxLength",keyword:"maxLength",params:{limit: 1235},message:"must NOT have more than 1235 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func67(data3) < 1){
const err12 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern4.test(data3)){
const err13 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)$"+"\""};
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
const err14 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.pattern !== undefined && func0.call(data, "pattern")){
let data4 = data.pattern;
if(typeof data4 === "string"){
if(func67(data4) > 4096){
const err15 = {instancePath:instancePath+"/pattern",schemaPath:"#/properties/pattern/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func67(data4) < 1){
const err16 = {instancePath:instancePath+"/pattern",schemaPath:"#/properties/pattern/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err17 = {instancePath:instancePath+"/pattern",schemaPath:"#/properties/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.pattern_format !== undefined && func0.call(data, "pattern_format")){
let data5 = data.pattern_format;
if(typeof data5 !== "string"){
const err18 = {instancePath:instancePath+"/pattern_format",schemaPath:"#/properties/pattern_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((data5 === "binary") || (data5 === "hex"))){
const err19 = {instancePath:instancePath+"/pattern_format",schemaPath:"#/properties/pattern_format/enum",keyword:"enum",params:{allowedValues: schema31.properties.pattern_format.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.hex_case !== undefined && func0.call(data, "hex_case")){
let data6 = data.hex_case;
if(typeof data6 !== "string"){
const err20 = {instancePath:instancePath+"/hex_case",schemaPath:"#/properties/hex_case/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!((data6 === "lower") || (data6 === "upper"))){
const err21 = {instancePath:instancePath+"/hex_case",schemaPath:"#/properties/hex_case/enum",keyword:"enum",params:{allowedValues: schema31.properties.hex_case.enum},message:"must be equal to one of the allowed values"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["value","binary","hex"],"properties":{"value":{"type":"string","minLength":1,"maxLength":1234,"pattern":"^(0|-?[1-9][0-9]*)$"},"binary":{"type":"string","minLength":1,"maxLength":4096,"pattern":"^[01]+$"},"hex":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^[0-9a-fA-F]+$"}}};
const pattern5 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");
const pattern6 = new RegExp("^[01]+$", "u");
const pattern7 = new RegExp("^[0-9a-fA-F]+$", "u");

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
if((data.binary === undefined) || (!(func0.call(data, "binary")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "binary"},message:"must have required property '"+"binary"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.hex === undefined) || (!(func0.call(data, "hex")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hex"},message:"must have required property '"+"hex"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "value") || (key0 === "binary")) || (key0 === "hex"))){
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
if(data.value !== undefined && func0.call(data, "value")){
let data0 = data.value;
if(typeof data0 === "string"){
if(func67(data0) > 1234){
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maxLength",keyword:"maxLength",params:{limit: 1234},message:"must NOT have more than 1234 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func67(data0) < 1){
const err5 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern5.test(data0)){
const err6 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err7 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.binary !== undefined && func0.call(data, "binary")){
let data1 = data.binary;
if(typeof data1 === "string"){
if(func67(data1) > 4096){
const err8 = {instancePath:instancePath+"/binary",schemaPath:"#/properties/binary/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func67(data1) < 1){
const err9 = {instancePath:instancePath+"/binary",schemaPath:"#/properties/binary/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern6.test(data1)){
const err10 = {instancePath:instancePath+"/binary",schemaPath:"#/properties/binary/pattern",keyword:"pattern",params:{pattern: "^[01]+$"},message:"must match pattern \""+"^[01]+$"+"\""};
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
const err11 = {instancePath:instancePath+"/binary",schemaPath:"#/properties/binary/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.hex !== undefined && func0.call(data, "hex")){
let data2 = data.hex;
if(typeof data2 === "string"){
if(func67(data2) > 1024){
const err12 = {instancePath:instancePath+"/hex",schemaPath:"#/properties/hex/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func67(data2) < 1){
const err13 = {instancePath:instancePath+"/hex",schemaPath:"#/properties/hex/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern7.test(data2)){
const err14 = {instancePath:instancePath+"/hex",schemaPath:"#/properties/hex/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]+$"},message:"must match pattern \""+"^[0-9a-fA-F]+$"+"\""};
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
const err15 = {instancePath:instancePath+"/hex",schemaPath:"#/properties/hex/type",keyword:"type",params:{type: "string"},message:"must be string"};
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

