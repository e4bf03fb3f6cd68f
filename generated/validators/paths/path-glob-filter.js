// generated from contracts/ — do not edit
// path-glob-filter@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 59555d0d5b6de6054d7b0bfab295fdac body f668b43a506bd34d871befa69cf62c97
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["paths","include"],"properties":{"paths":{"type":"array","maxItems":1000000,"items":{"type":"string","maxLength":1000000}},"include":{"type":"array","minItems":1,"maxItems":100000,"items":{"type":"string","maxLength":100000}},"exclude":{"type":"array","maxItems":100000,"default":[],"items":{"type":"string","maxLength":100000}},"dot":{"type":"boolean","default":false},"case_insensitive":{"type":"boolean","default":false}}};
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
if((data.paths === undefined) || (!(func0.call(data, "paths")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paths"},message:"must have required property '"+"paths"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.include === undefined) || (!(func0.call(data, "include")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "include"},message:"must have required property '"+"include"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "paths") || (key0 === "include")) || (key0 === "exclude")) || (key0 === "dot")) || (key0 === "case_insensitive"))){
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
if(data.paths !== undefined && func0.call(data, "paths")){
let data0 = data.paths;
if(Array.isArray(data0)){
if(data0.length > 1000000){
const err3 = {instancePath:instancePath+"/paths",schemaPath:"#/properties/paths/maxItems",keyword:"maxItems",params:{limit: 1000000},message:"must NOT have more than 1000000 items"};
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
if(func63(data1) > 1000000){
const err4 = {instancePath:instancePath+"/paths/" + i0,schemaPath:"#/properties/paths/items/maxLength",keyword:"maxLength",params:{limit: 1000000},message:"must NOT have more than 1000000 characters"};
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
const err5 = {instancePath:instancePath+"/paths/" + i0,schemaPath:"#/properties/paths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath:instancePath+"/paths",schemaPath:"#/properties/paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.include !== undefined && func0.call(data, "include")){
let data2 = data.include;
if(Array.isArray(data2)){
if(data2.length > 100000){
const err7 = {instancePath:instancePath+"/include",schemaPath:"#/properties/include/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.length < 1){
const err8 = {instancePath:instancePath+"/include",schemaPath:"#/properties/include/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(typeof data3 === "string"){
if(func63(data3) > 100000){
const err9 = {instancePath:instancePath+"/include/" + i1,schemaPath:"#/properties/include/items/maxLength",keyword:"maxLength",params:{limit: 100000},message:"must NOT have more than 100000 characters"};
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
const err10 = {instancePath:instancePath+"/include/" + i1,schemaPath:"#/properties/include/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/include",schemaPath:"#/properties/include/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.exclude !== undefined && func0.call(data, "exclude")){
let data4 = data.exclude;
if(Array.isArray(data4)){
if(data4.length > 100000){
const err12 = {instancePath:instancePath+"/exclude",schemaPath:"#/properties/exclude/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len2 = data4.length;
for(let i2=0; i2<len2; i2++){
let data5 = data4[i2];
if(typeof data5 === "string"){
if(func63(data5) > 100000){
const err13 = {instancePath:instancePath+"/exclude/" + i2,schemaPath:"#/properties/exclude/items/maxLength",keyword:"maxLength",params:{limit: 100000},message:"must NOT have more than 100000 characters"};
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
const err14 = {instancePath:instancePath+"/exclude/" + i2,schemaPath:"#/properties/exclude/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/exclude",schemaPath:"#/properties/exclude/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.dot !== undefined && func0.call(data, "dot")){
if(typeof data.dot !== "boolean"){
const err16 = {instancePath:instancePath+"/dot",schemaPath:"#/properties/dot/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.case_insensitive !== undefined && func0.call(data, "case_insensitive")){
if(typeof data.case_insensitive !== "boolean"){
const err17 = {instancePath:instancePath+"/case_insensitive",schemaPath:"#/properties/case_insensitive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["selected","excluded","selected_count","excluded_count"],"properties":{"selected":{"type":"array","maxItems":10000,"items":{"type":"string","maxLength":4096}},"excluded":{"type":"array","maxItems":10000,"items":{"type":"string","maxLength":4096}},"selected_count":{"type":"integer","minimum":0,"maximum":10000},"excluded_count":{"type":"integer","minimum":0,"maximum":10000}}};

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
if((data.selected === undefined) || (!(func0.call(data, "selected")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "selected"},message:"must have required property '"+"selected"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.excluded === undefined) || (!(func0.call(data, "excluded")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "excluded"},message:"must have required property '"+"excluded"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.selected_count === undefined) || (!(func0.call(data, "selected_count")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "selected_count"},message:"must have required property '"+"selected_count"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.excluded_count === undefined) || (!(func0.call(data, "excluded_count")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "excluded_count"},message:"must have required property '"+"excluded_count"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "selected") || (key0 === "excluded")) || (key0 === "selected_count")) || (key0 === "excluded_count"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.selected !== undefined && func0.call(data, "selected")){
let data0 = data.selected;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err5 = {instancePath:instancePath+"/selected",schemaPath:"#/properties/selected/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func63(data1) > 4096){
const err6 = {instancePath:instancePath+"/selected/" + i0,schemaPath:"#/properties/selected/items/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
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
const err7 = {instancePath:instancePath+"/selected/" + i0,schemaPath:"#/properties/selected/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath:instancePath+"/selected",schemaPath:"#/properties/selected/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.excluded !== undefined && func0.call(data, "excluded")){
let data2 = data.excluded;
if(Array.isArray(data2)){
if(data2.length > 10000){
const err9 = {instancePath:instancePath+"/excluded",schemaPath:"#/properties/excluded/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(typeof data3 === "string"){
if(func63(data3) > 4096){
const err10 = {instancePath:instancePath+"/excluded/" + i1,schemaPath:"#/properties/excluded/items/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
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
const err11 = {instancePath:instancePath+"/excluded/" + i1,schemaPath:"#/properties/excluded/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err12 = {instancePath:instancePath+"/excluded",schemaPath:"#/properties/excluded/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.selected_count !== undefined && func0.call(data, "selected_count")){
let data4 = data.selected_count;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err13 = {instancePath:instancePath+"/selected_count",schemaPath:"#/properties/selected_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 10000 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/selected_count",schemaPath:"#/properties/selected_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/selected_count",schemaPath:"#/properties/selected_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.excluded_count !== undefined && func0.call(data, "excluded_count")){
let data5 = data.excluded_count;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err16 = {instancePath:instancePath+"/excluded_count",schemaPath:"#/properties/excluded_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 10000 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/excluded_count",schemaPath:"#/properties/excluded_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/excluded_count",schemaPath:"#/properties/excluded_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

