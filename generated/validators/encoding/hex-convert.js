// generated from contracts/ — do not edit
// hex-convert@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 678532bd2a6858b362afc5171a24b503 body 5bc3d7c6088b61ba147204729679158d
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["direction","input"],"properties":{"direction":{"type":"string","enum":["text_to_hex","hex_to_text"]},"input":{"type":"string","maxLength":262144},"input_separator":{"type":"string","enum":["none","space","colon","hyphen","whitespace"],"default":"none"},"hex_case":{"type":"string","enum":["lower","upper"],"default":"lower"},"separator":{"type":"string","enum":["none","space","colon","hyphen"],"default":"none"}}};
const func0 = Object.prototype.hasOwnProperty;
const func64 = __ajvRuntime0.default;

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
if((data.input === undefined) || (!(func0.call(data, "input")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "direction") || (key0 === "input")) || (key0 === "input_separator")) || (key0 === "hex_case")) || (key0 === "separator"))){
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
if(data.direction !== undefined && func0.call(data, "direction")){
let data0 = data.direction;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((data0 === "text_to_hex") || (data0 === "hex_to_text"))){
const err4 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema31.properties.direction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.input !== undefined && func0.call(data, "input")){
let data1 = data.input;
if(typeof data1 === "string"){
if(func64(data1) > 262144){
const err5 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err6 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.input_separator !== undefined && func0.call(data, "input_separator")){
let data2 = data.input_separator;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/input_separator",schemaPath:"#/properties/input_separator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((((data2 === "none") || (data2 === "space")) || (data2 === "colon")) || (data2 === "hyphen")) || (data2 === "whitespace"))){
const err8 = {instancePath:instancePath+"/input_separator",schemaPath:"#/properties/input_separator/enum",keyword:"enum",params:{allowedValues: schema31.properties.input_separator.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.hex_case !== undefined && func0.call(data, "hex_case")){
let data3 = data.hex_case;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/hex_case",schemaPath:"#/properties/hex_case/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data3 === "lower") || (data3 === "upper"))){
const err10 = {instancePath:instancePath+"/hex_case",schemaPath:"#/properties/hex_case/enum",keyword:"enum",params:{allowedValues: schema31.properties.hex_case.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.separator !== undefined && func0.call(data, "separator")){
let data4 = data.separator;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/separator",schemaPath:"#/properties/separator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((data4 === "none") || (data4 === "space")) || (data4 === "colon")) || (data4 === "hyphen"))){
const err12 = {instancePath:instancePath+"/separator",schemaPath:"#/properties/separator/enum",keyword:"enum",params:{allowedValues: schema31.properties.separator.enum},message:"must be equal to one of the allowed values"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["hex","text","byte_length"],"properties":{"hex":{"type":"string","maxLength":393215},"text":{"type":["string","null"],"maxLength":262144},"byte_length":{"type":"integer","minimum":0,"maximum":131072}}};

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
if(func64(data0) > 393215){
const err4 = {instancePath:instancePath+"/hex",schemaPath:"#/properties/hex/maxLength",keyword:"maxLength",params:{limit: 393215},message:"must NOT have more than 393215 characters"};
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
const err5 = {instancePath:instancePath+"/hex",schemaPath:"#/properties/hex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.text !== undefined && func0.call(data, "text")){
let data1 = data.text;
if((typeof data1 !== "string") && (data1 !== null)){
const err6 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: schema32.properties.text.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data1 === "string"){
if(func64(data1) > 262144){
const err7 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
if(data.byte_length !== undefined && func0.call(data, "byte_length")){
let data2 = data.byte_length;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/byte_length",schemaPath:"#/properties/byte_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 131072 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/byte_length",schemaPath:"#/properties/byte_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 131072},message:"must be <= 131072"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/byte_length",schemaPath:"#/properties/byte_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

