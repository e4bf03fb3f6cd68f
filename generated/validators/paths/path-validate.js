// generated from contracts/ — do not edit
// path-validate@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs e0db78b656b6cc6d7afcf0dd33f4baa0 body d3230a58cd528dc4ca597b36ea4db704
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["path","style"],"properties":{"path":{"type":"string","maxLength":1000000},"style":{"type":"string","enum":["posix","windows"]},"long_paths":{"type":"boolean","default":false,"description":"windows only: allow 32767 code units instead of MAX_PATH (default false)"}}};
const func0 = Object.prototype.hasOwnProperty;
const func63 = __ajvRuntime0.default;

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
if((data.path === undefined) || (!(func0.call(data, "path")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.style === undefined) || (!(func0.call(data, "style")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "style"},message:"must have required property '"+"style"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "path") || (key0 === "style")) || (key0 === "long_paths"))){
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
if(data.path !== undefined && func0.call(data, "path")){
let data0 = data.path;
if(typeof data0 === "string"){
if(func63(data0) > 1000000){
const err3 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/maxLength",keyword:"maxLength",params:{limit: 1000000},message:"must NOT have more than 1000000 characters"};
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
const err4 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.style !== undefined && func0.call(data, "style")){
let data1 = data.style;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data1 === "posix") || (data1 === "windows"))){
const err6 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/enum",keyword:"enum",params:{allowedValues: schema31.properties.style.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.long_paths !== undefined && func0.call(data, "long_paths")){
if(typeof data.long_paths !== "boolean"){
const err7 = {instancePath:instancePath+"/long_paths",schemaPath:"#/properties/long_paths/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["valid","problems","truncated"],"properties":{"valid":{"type":"boolean"},"truncated":{"type":"boolean"},"problems":{"type":"array","maxItems":1000,"items":{"type":"object","additionalProperties":false,"required":["code","segment_index","name","character"],"properties":{"code":{"type":"string","enum":["empty","invalid_root","path_too_long","forbidden_character","reserved_name","trailing_dot_or_space","name_too_long"]},"segment_index":{"type":["integer","null"],"minimum":0},"name":{"type":["string","null"],"maxLength":64},"character":{"type":["string","null"],"maxLength":1}}}}}};

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
if((data.problems === undefined) || (!(func0.call(data, "problems")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "problems"},message:"must have required property '"+"problems"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.truncated === undefined) || (!(func0.call(data, "truncated")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "truncated"},message:"must have required property '"+"truncated"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "valid") || (key0 === "truncated")) || (key0 === "problems"))){
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
if(data.valid !== undefined && func0.call(data, "valid")){
if(typeof data.valid !== "boolean"){
const err4 = {instancePath:instancePath+"/valid",schemaPath:"#/properties/valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.truncated !== undefined && func0.call(data, "truncated")){
if(typeof data.truncated !== "boolean"){
const err5 = {instancePath:instancePath+"/truncated",schemaPath:"#/properties/truncated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.problems !== undefined && func0.call(data, "problems")){
let data2 = data.problems;
if(Array.isArray(data2)){
if(data2.length > 1000){
const err6 = {instancePath:instancePath+"/problems",schemaPath:"#/properties/problems/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if((data3.code === undefined) || (!(func0.call(data3, "code")))){
const err7 = {instancePath:instancePath+"/problems/" + i0,schemaPath:"#/properties/problems/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data3.segment_index === undefined) || (!(func0.call(data3, "segment_index")))){
const err8 = {instancePath:instancePath+"/problems/" + i0,schemaPath:"#/properties/problems/items/required",keyword:"required",params:{missingProperty: "segment_index"},message:"must have required property '"+"segment_index"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data3.name === undefined) || (!(func0.call(data3, "name")))){
const err9 = {instancePath:instancePath+"/problems/" + i0,schemaPath:"#/properties/problems/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data3.character === undefined) || (!(func0.call(data3, "character")))){
const err10 = {instancePath:instancePath+"/problems/" + i0,schemaPath:"#/properties/problems/items/required",keyword:"required",params:{missingProperty: "character"},message:"must have required property '"+"character"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 of Object.keys(data3)){
if(!((((key1 === "code") || (key1 === "segment_index")) || (key1 === "name")) || (key1 === "character"))){
const err11 = {instancePath:instancePath+"/problems/" + i0,schemaPath:"#/properties/problems/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.code !== undefined && func0.call(data3, "code")){
let data4 = data3.code;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/problems/" + i0+"/code",schemaPath:"#/properties/problems/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((((((data4 === "empty") || (data4 === "invalid_root")) || (data4 === "path_too_long")) || (data4 === "forbidden_character")) || (data4 === "reserved_name")) || (data4 === "trailing_dot_or_space")) || (data4 === "name_too_long"))){
const err13 = {instancePath:instancePath+"/problems/" + i0+"/code",schemaPath:"#/properties/problems/items/properties/code/enum",keyword:"enum",params:{allowedValues: schema32.properties.problems.items.properties.code.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.segment_index !== undefined && func0.call(data3, "segment_index")){
let data5 = data3.segment_index;
if((!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) && (data5 !== null)){
const err14 = {instancePath:instancePath+"/problems/" + i0+"/segment_index",schemaPath:"#/properties/problems/items/properties/segment_index/type",keyword:"type",params:{type: schema32.properties.problems.items.properties.segment_index.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/problems/" + i0+"/segment_index",schemaPath:"#/properties/problems/items/properties/segment_index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data3.name !== undefined && func0.call(data3, "name")){
let data6 = data3.name;
if((typeof data6 !== "string") && (data6 !== null)){
const err16 = {instancePath:instancePath+"/problems/" + i0+"/name",schemaPath:"#/properties/problems/items/properties/name/type",keyword:"type",params:{type: schema32.properties.problems.items.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data6 === "string"){
if(func63(data6) > 64){
const err17 = {instancePath:instancePath+"/problems/" + i0+"/name",schemaPath:"#/properties/problems/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
if(data3.character !== undefined && func0.call(data3, "character")){
let data7 = data3.character;
if((typeof data7 !== "string") && (data7 !== null)){
const err18 = {instancePath:instancePath+"/problems/" + i0+"/character",schemaPath:"#/properties/problems/items/properties/character/type",keyword:"type",params:{type: schema32.properties.problems.items.properties.character.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data7 === "string"){
if(func63(data7) > 1){
const err19 = {instancePath:instancePath+"/problems/" + i0+"/character",schemaPath:"#/properties/problems/items/properties/character/maxLength",keyword:"maxLength",params:{limit: 1},message:"must NOT have more than 1 characters"};
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
const err20 = {instancePath:instancePath+"/problems/" + i0,schemaPath:"#/properties/problems/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err21 = {instancePath:instancePath+"/problems",schemaPath:"#/properties/problems/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

