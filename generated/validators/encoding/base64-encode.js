// generated from contracts/ — do not edit
// base64-encode@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs f81cf81b3963d4239d772d6c9fc895d6 body 34274cbddba49bf81daf0e772a0e8901
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["input"],"properties":{"input":{"type":"string","maxLength":262144,"description":"The bytes, as UTF-8 text or as hex per input_encoding."},"input_encoding":{"type":"string","enum":["utf8","hex"],"default":"utf8"},"alphabet":{"type":"string","enum":["standard","url"],"default":"standard"},"padding":{"type":"boolean","default":true},"line_width":{"type":"integer","minimum":4,"maximum":1024,"description":"Wrap the output into lines of this many characters (76 for MIME, 64 for PEM)."},"line_ending":{"type":"string","enum":["crlf","lf"],"default":"crlf"}}};
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
if(!((((((key0 === "input") || (key0 === "input_encoding")) || (key0 === "alphabet")) || (key0 === "padding")) || (key0 === "line_width")) || (key0 === "line_ending"))){
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
if(data.input_encoding !== undefined && func0.call(data, "input_encoding")){
let data1 = data.input_encoding;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/input_encoding",schemaPath:"#/properties/input_encoding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data1 === "utf8") || (data1 === "hex"))){
const err5 = {instancePath:instancePath+"/input_encoding",schemaPath:"#/properties/input_encoding/enum",keyword:"enum",params:{allowedValues: schema31.properties.input_encoding.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.alphabet !== undefined && func0.call(data, "alphabet")){
let data2 = data.alphabet;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/alphabet",schemaPath:"#/properties/alphabet/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((data2 === "standard") || (data2 === "url"))){
const err7 = {instancePath:instancePath+"/alphabet",schemaPath:"#/properties/alphabet/enum",keyword:"enum",params:{allowedValues: schema31.properties.alphabet.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.padding !== undefined && func0.call(data, "padding")){
if(typeof data.padding !== "boolean"){
const err8 = {instancePath:instancePath+"/padding",schemaPath:"#/properties/padding/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.line_width !== undefined && func0.call(data, "line_width")){
let data4 = data.line_width;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/line_width",schemaPath:"#/properties/line_width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1024 || isNaN(data4)){
const err10 = {instancePath:instancePath+"/line_width",schemaPath:"#/properties/line_width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1024},message:"must be <= 1024"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4 < 4 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/line_width",schemaPath:"#/properties/line_width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 4},message:"must be >= 4"};
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
if(data.line_ending !== undefined && func0.call(data, "line_ending")){
let data5 = data.line_ending;
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/line_ending",schemaPath:"#/properties/line_ending/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data5 === "crlf") || (data5 === "lf"))){
const err13 = {instancePath:instancePath+"/line_ending",schemaPath:"#/properties/line_ending/enum",keyword:"enum",params:{allowedValues: schema31.properties.line_ending.enum},message:"must be equal to one of the allowed values"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["base64","byte_length"],"properties":{"base64":{"type":"string","maxLength":393216},"byte_length":{"type":"integer","minimum":0,"maximum":196608}}};

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
if((data.base64 === undefined) || (!(func0.call(data, "base64")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "base64"},message:"must have required property '"+"base64"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.byte_length === undefined) || (!(func0.call(data, "byte_length")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "byte_length"},message:"must have required property '"+"byte_length"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "base64") || (key0 === "byte_length"))){
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
if(data.base64 !== undefined && func0.call(data, "base64")){
let data0 = data.base64;
if(typeof data0 === "string"){
if(func62(data0) > 393216){
const err3 = {instancePath:instancePath+"/base64",schemaPath:"#/properties/base64/maxLength",keyword:"maxLength",params:{limit: 393216},message:"must NOT have more than 393216 characters"};
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
const err4 = {instancePath:instancePath+"/base64",schemaPath:"#/properties/base64/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.byte_length !== undefined && func0.call(data, "byte_length")){
let data1 = data.byte_length;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/byte_length",schemaPath:"#/properties/byte_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 196608 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/byte_length",schemaPath:"#/properties/byte_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 196608},message:"must be <= 196608"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/byte_length",schemaPath:"#/properties/byte_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

