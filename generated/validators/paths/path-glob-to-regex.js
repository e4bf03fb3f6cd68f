// generated from contracts/ — do not edit
// path-glob-to-regex@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs b2308b66e14e375fee429a772699f9b3 body b9ad5297bc06a0b6cb6489a964bf3160
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["pattern"],"properties":{"pattern":{"type":"string","maxLength":100000},"flavor":{"enum":["re2","ecmascript","pcre"],"default":"re2"},"dot":{"type":"boolean","default":false},"case_insensitive":{"type":"boolean","default":false}}};
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
if((data.pattern === undefined) || (!(func0.call(data, "pattern")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pattern"},message:"must have required property '"+"pattern"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "pattern") || (key0 === "flavor")) || (key0 === "dot")) || (key0 === "case_insensitive"))){
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
if(data.pattern !== undefined && func0.call(data, "pattern")){
let data0 = data.pattern;
if(typeof data0 === "string"){
if(func62(data0) > 100000){
const err2 = {instancePath:instancePath+"/pattern",schemaPath:"#/properties/pattern/maxLength",keyword:"maxLength",params:{limit: 100000},message:"must NOT have more than 100000 characters"};
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
const err3 = {instancePath:instancePath+"/pattern",schemaPath:"#/properties/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.flavor !== undefined && func0.call(data, "flavor")){
let data1 = data.flavor;
if(!(((data1 === "re2") || (data1 === "ecmascript")) || (data1 === "pcre"))){
const err4 = {instancePath:instancePath+"/flavor",schemaPath:"#/properties/flavor/enum",keyword:"enum",params:{allowedValues: schema31.properties.flavor.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.dot !== undefined && func0.call(data, "dot")){
if(typeof data.dot !== "boolean"){
const err5 = {instancePath:instancePath+"/dot",schemaPath:"#/properties/dot/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.case_insensitive !== undefined && func0.call(data, "case_insensitive")){
if(typeof data.case_insensitive !== "boolean"){
const err6 = {instancePath:instancePath+"/case_insensitive",schemaPath:"#/properties/case_insensitive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["regex","flags","alternatives"],"properties":{"regex":{"type":"string","maxLength":65536},"flags":{"enum":["","u"]},"alternatives":{"type":"integer","minimum":1,"maximum":256}}};

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
if((data.regex === undefined) || (!(func0.call(data, "regex")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "regex"},message:"must have required property '"+"regex"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.flags === undefined) || (!(func0.call(data, "flags")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "flags"},message:"must have required property '"+"flags"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.alternatives === undefined) || (!(func0.call(data, "alternatives")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "alternatives"},message:"must have required property '"+"alternatives"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "regex") || (key0 === "flags")) || (key0 === "alternatives"))){
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
if(data.regex !== undefined && func0.call(data, "regex")){
let data0 = data.regex;
if(typeof data0 === "string"){
if(func62(data0) > 65536){
const err4 = {instancePath:instancePath+"/regex",schemaPath:"#/properties/regex/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
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
const err5 = {instancePath:instancePath+"/regex",schemaPath:"#/properties/regex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.flags !== undefined && func0.call(data, "flags")){
let data1 = data.flags;
if(!((data1 === "") || (data1 === "u"))){
const err6 = {instancePath:instancePath+"/flags",schemaPath:"#/properties/flags/enum",keyword:"enum",params:{allowedValues: schema32.properties.flags.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.alternatives !== undefined && func0.call(data, "alternatives")){
let data2 = data.alternatives;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/alternatives",schemaPath:"#/properties/alternatives/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 256 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/alternatives",schemaPath:"#/properties/alternatives/maximum",keyword:"maximum",params:{comparison: "<=", limit: 256},message:"must be <= 256"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/alternatives",schemaPath:"#/properties/alternatives/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

