// generated from contracts/ — do not edit
// tsv-to-json@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs e1e778e6d5179175c639bb8d807e16f9 body 8c0192a32403d598c39a0fb6167b1098
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","maxLength":262144,"description":"The TSV text with a header line."},"escapes":{"type":"string","enum":["none","backslash"],"default":"none","description":"none: fields are taken literally (IANA text/tab-separated-values has no quoting or escapes). backslash: \\t \\n \\r and \\\\ stand for tab, line feed, carriage return and backslash."}}};
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
if((data.text === undefined) || (!(func0.call(data, "text")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "text") || (key0 === "escapes"))){
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
if(data.text !== undefined && func0.call(data, "text")){
let data0 = data.text;
if(typeof data0 === "string"){
if(func62(data0) > 262144){
const err2 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err3 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.escapes !== undefined && func0.call(data, "escapes")){
let data1 = data.escapes;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/escapes",schemaPath:"#/properties/escapes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data1 === "none") || (data1 === "backslash"))){
const err5 = {instancePath:instancePath+"/escapes",schemaPath:"#/properties/escapes/enum",keyword:"enum",params:{allowedValues: schema31.properties.escapes.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["columns","rows"],"properties":{"columns":{"type":"array","maxItems":262145,"items":{"type":"string","maxLength":262144}},"rows":{"type":"array","maxItems":262145,"items":{"type":"object","description":"Column name -> field; names are user data.","additionalProperties":{"type":"string","maxLength":262144}}}}};

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
if((data.columns === undefined) || (!(func0.call(data, "columns")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "columns"},message:"must have required property '"+"columns"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.rows === undefined) || (!(func0.call(data, "rows")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "columns") || (key0 === "rows"))){
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
if(data.columns !== undefined && func0.call(data, "columns")){
let data0 = data.columns;
if(Array.isArray(data0)){
if(data0.length > 262145){
const err3 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/maxItems",keyword:"maxItems",params:{limit: 262145},message:"must NOT have more than 262145 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func62(data1) > 262144){
const err4 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/properties/columns/items/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err5 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/properties/columns/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.rows !== undefined && func0.call(data, "rows")){
let data2 = data.rows;
if(Array.isArray(data2)){
if(data2.length > 262145){
const err7 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/maxItems",keyword:"maxItems",params:{limit: 262145},message:"must NOT have more than 262145 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 of Object.keys(data3)){
let data4 = data3[key1];
if(typeof data4 === "string"){
if(func62(data4) > 262144){
const err8 = {instancePath:instancePath+"/rows/" + i1+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rows/items/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/rows/" + i1+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rows/items/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/properties/rows/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array"};
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

