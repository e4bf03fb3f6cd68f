// generated from contracts/ — do not edit
// base64-decode@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 5eccb3123c92e621f9620d1a6068de01 body 83c3f4740bb4dd57f180344dc4732353
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["input"],"properties":{"input":{"type":"string","maxLength":262144,"description":"The Base64 text."},"alphabet":{"type":"string","enum":["standard","url"],"default":"standard"},"padding":{"type":"string","enum":["required","optional","forbidden"],"description":"Default required for the standard alphabet, optional for url."},"mode":{"type":"string","enum":["strict","lenient"],"default":"strict"}}};
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
if((data.input === undefined) || (!(func0.call(data, "input")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "input") || (key0 === "alphabet")) || (key0 === "padding")) || (key0 === "mode"))){
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
if(data.input !== undefined && func0.call(data, "input")){
let data0 = data.input;
if(typeof data0 === "string"){
if(func62(data0) > 262144){
const err2 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err3 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.alphabet !== undefined && func0.call(data, "alphabet")){
let data1 = data.alphabet;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/alphabet",schemaPath:"#/properties/alphabet/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data1 === "standard") || (data1 === "url"))){
const err5 = {instancePath:instancePath+"/alphabet",schemaPath:"#/properties/alphabet/enum",keyword:"enum",params:{allowedValues: schema31.properties.alphabet.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.padding !== undefined && func0.call(data, "padding")){
let data2 = data.padding;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/padding",schemaPath:"#/properties/padding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data2 === "required") || (data2 === "optional")) || (data2 === "forbidden"))){
const err7 = {instancePath:instancePath+"/padding",schemaPath:"#/properties/padding/enum",keyword:"enum",params:{allowedValues: schema31.properties.padding.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.mode !== undefined && func0.call(data, "mode")){
let data3 = data.mode;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data3 === "strict") || (data3 === "lenient"))){
const err9 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema31.properties.mode.enum},message:"must be equal to one of the allowed values"};
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
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["hex","text","byte_length"],"properties":{"hex":{"type":"string","maxLength":393216,"pattern":"^([0-9a-f]{2})*$"},"text":{"type":["string","null"],"maxLength":196608},"byte_length":{"type":"integer","minimum":0,"maximum":196608}}};
const pattern4 = new RegExp("^([0-9a-f]{2})*$", "u");

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
if((data.hex === undefined) || (!(func0.call(data, "hex")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hex"},message:"must have required property '"+"hex"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.text === undefined) || (!(func0.call(data, "text")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.byte_length === undefined) || (!(func0.call(data, "byte_length")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "byte_length"},message:"must have required property '"+"byte_length"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "hex") || (key0 === "text")) || (key0 === "byte_length"))){
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
if(data.hex !== undefined && func0.call(data, "hex")){
let data0 = data.hex;
if(typeof data0 === "string"){
if(func62(data0) > 393216){
const err4 = {instancePath:instancePath+"/hex",schemaPath:"#/properties/hex/maxLength",keyword:"maxLength",params:{limit: 393216},message:"must NOT have more than 393216 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/hex",schemaPath:"#/properties/hex/pattern",keyword:"pattern",params:{pattern: "^([0-9a-f]{2})*$"},message:"must match pattern \""+"^([0-9a-f]{2})*$"+"\""};
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
const err6 = {instancePath:instancePath+"/hex",schemaPath:"#/properties/hex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.text !== undefined && func0.call(data, "text")){
let data1 = data.text;
if((typeof data1 !== "string") && (data1 !== null)){
const err7 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: schema32.properties.text.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 === "string"){
if(func62(data1) > 196608){
const err8 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 196608},message:"must NOT have more than 196608 characters"};
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
if(data.byte_length !== undefined && func0.call(data, "byte_length")){
let data2 = data.byte_length;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/byte_length",schemaPath:"#/properties/byte_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 196608 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/byte_length",schemaPath:"#/properties/byte_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 196608},message:"must be <= 196608"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/byte_length",schemaPath:"#/properties/byte_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

