// generated from contracts/ — do not edit
// matrix-properties@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 0e5f271e176345c1d9d4e1c43ecc9075 body 2b9d3f76bcbd294f9663a7221de0f5c2
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["a"],"properties":{"a":{"type":"array","maxItems":100,"items":{"type":"array","maxItems":100,"items":{"type":"string","minLength":1,"maxLength":100,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"}}}}};
const func0 = Object.prototype.hasOwnProperty;
const func62 = __ajvRuntime0.default;
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
if((data.a === undefined) || (!(func0.call(data, "a")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "a"},message:"must have required property '"+"a"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "a")){
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
if(data.a !== undefined && func0.call(data, "a")){
let data0 = data.a;
if(Array.isArray(data0)){
if(data0.length > 100){
const err2 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(Array.isArray(data1)){
if(data1.length > 100){
const err3 = {instancePath:instancePath+"/a/" + i0,schemaPath:"#/properties/a/items/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len1 = data1.length;
for(let i1=0; i1<len1; i1++){
let data2 = data1[i1];
if(typeof data2 === "string"){
if(func62(data2) > 100){
const err4 = {instancePath:instancePath+"/a/" + i0+"/" + i1,schemaPath:"#/properties/a/items/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func62(data2) < 1){
const err5 = {instancePath:instancePath+"/a/" + i0+"/" + i1,schemaPath:"#/properties/a/items/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data2)){
const err6 = {instancePath:instancePath+"/a/" + i0+"/" + i1,schemaPath:"#/properties/a/items/items/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"+"\""};
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
const err7 = {instancePath:instancePath+"/a/" + i0+"/" + i1,schemaPath:"#/properties/a/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath:instancePath+"/a/" + i0,schemaPath:"#/properties/a/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err9 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["rows","columns","square","symmetric","diagonal","upper_triangular","lower_triangular","identity","orthogonal","idempotent","invertible"],"properties":{"rows":{"type":"integer","minimum":0},"columns":{"type":"integer","minimum":0},"square":{"type":"boolean"},"symmetric":{"type":"boolean"},"diagonal":{"type":"boolean"},"upper_triangular":{"type":"boolean"},"lower_triangular":{"type":"boolean"},"identity":{"type":"boolean"},"orthogonal":{"type":"boolean"},"idempotent":{"type":"boolean"},"invertible":{"type":"boolean"}}};

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
if((data.rows === undefined) || (!(func0.call(data, "rows")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.columns === undefined) || (!(func0.call(data, "columns")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "columns"},message:"must have required property '"+"columns"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.square === undefined) || (!(func0.call(data, "square")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "square"},message:"must have required property '"+"square"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.symmetric === undefined) || (!(func0.call(data, "symmetric")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "symmetric"},message:"must have required property '"+"symmetric"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.diagonal === undefined) || (!(func0.call(data, "diagonal")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "diagonal"},message:"must have required property '"+"diagonal"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.upper_triangular === undefined) || (!(func0.call(data, "upper_triangular")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "upper_triangular"},message:"must have required property '"+"upper_triangular"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.lower_triangular === undefined) || (!(func0.call(data, "lower_triangular")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lower_triangular"},message:"must have required property '"+"lower_triangular"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data.identity === undefined) || (!(func0.call(data, "identity")))){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "identity"},message:"must have required property '"+"identity"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data.orthogonal === undefined) || (!(func0.call(data, "orthogonal")))){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "orthogonal"},message:"must have required property '"+"orthogonal"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data.idempotent === undefined) || (!(func0.call(data, "idempotent")))){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "idempotent"},message:"must have required property '"+"idempotent"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data.invertible === undefined) || (!(func0.call(data, "invertible")))){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "invertible"},message:"must have required property '"+"invertible"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(func0.call(schema32.properties, key0))){
const err11 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.rows !== undefined && func0.call(data, "rows")){
let data0 = data.rows;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err12 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err13 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.columns !== undefined && func0.call(data, "columns")){
let data1 = data.columns;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err14 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err15 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.square !== undefined && func0.call(data, "square")){
if(typeof data.square !== "boolean"){
const err16 = {instancePath:instancePath+"/square",schemaPath:"#/properties/square/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.symmetric !== undefined && func0.call(data, "symmetric")){
if(typeof data.symmetric !== "boolean"){
const err17 = {instancePath:instancePath+"/symmetric",schemaPath:"#/properties/symmetric/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.diagonal !== undefined && func0.call(data, "diagonal")){
if(typeof data.diagonal !== "boolean"){
const err18 = {instancePath:instancePath+"/diagonal",schemaPath:"#/properties/diagonal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.upper_triangular !== undefined && func0.call(data, "upper_triangular")){
if(typeof data.upper_triangular !== "boolean"){
const err19 = {instancePath:instancePath+"/upper_triangular",schemaPath:"#/properties/upper_triangular/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.lower_triangular !== undefined && func0.call(data, "lower_triangular")){
if(typeof data.lower_triangular !== "boolean"){
const err20 = {instancePath:instancePath+"/lower_triangular",schemaPath:"#/properties/lower_triangular/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.identity !== undefined && func0.call(data, "identity")){
if(typeof data.identity !== "boolean"){
const err21 = {instancePath:instancePath+"/identity",schemaPath:"#/properties/identity/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.orthogonal !== undefined && func0.call(data, "orthogonal")){
if(typeof data.orthogonal !== "boolean"){
const err22 = {instancePath:instancePath+"/orthogonal",schemaPath:"#/properties/orthogonal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.idempotent !== undefined && func0.call(data, "idempotent")){
if(typeof data.idempotent !== "boolean"){
const err23 = {instancePath:instancePath+"/idempotent",schemaPath:"#/properties/idempotent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.invertible !== undefined && func0.call(data, "invertible")){
if(typeof data.invertible !== "boolean"){
const err24 = {instancePath:instancePath+"/invertible",schemaPath:"#/properties/invertible/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

