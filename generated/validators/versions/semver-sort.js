// generated from contracts/ — do not edit
// semver-sort@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 3e3c157b2507951d18c1334843a0c3fd body 5988bd713a2cef89ac7a783f7bc70234
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["versions"],"properties":{"versions":{"type":"array","maxItems":1000000,"items":{"type":"string","maxLength":65536}},"order":{"enum":["ascending","descending"],"default":"ascending"},"loose":{"type":"boolean","default":false},"invalid":{"enum":["error","list"],"default":"error"}}};
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
if((data.versions === undefined) || (!(func0.call(data, "versions")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "versions"},message:"must have required property '"+"versions"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "versions") || (key0 === "order")) || (key0 === "loose")) || (key0 === "invalid"))){
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
if(data.versions !== undefined && func0.call(data, "versions")){
let data0 = data.versions;
if(Array.isArray(data0)){
if(data0.length > 1000000){
const err2 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/maxItems",keyword:"maxItems",params:{limit: 1000000},message:"must NOT have more than 1000000 items"};
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
if(typeof data1 === "string"){
if(func62(data1) > 65536){
const err3 = {instancePath:instancePath+"/versions/" + i0,schemaPath:"#/properties/versions/items/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
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
const err4 = {instancePath:instancePath+"/versions/" + i0,schemaPath:"#/properties/versions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.order !== undefined && func0.call(data, "order")){
let data2 = data.order;
if(!((data2 === "ascending") || (data2 === "descending"))){
const err6 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/enum",keyword:"enum",params:{allowedValues: schema31.properties.order.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.loose !== undefined && func0.call(data, "loose")){
if(typeof data.loose !== "boolean"){
const err7 = {instancePath:instancePath+"/loose",schemaPath:"#/properties/loose/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.invalid !== undefined && func0.call(data, "invalid")){
let data4 = data.invalid;
if(!((data4 === "error") || (data4 === "list"))){
const err8 = {instancePath:instancePath+"/invalid",schemaPath:"#/properties/invalid/enum",keyword:"enum",params:{allowedValues: schema31.properties.invalid.enum},message:"must be equal to one of the allowed values"};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["sorted","indices","invalid_count","invalid"],"properties":{"sorted":{"type":"array","maxItems":10000,"items":{"type":"string","maxLength":256}},"indices":{"type":"array","maxItems":10000,"items":{"type":"integer","minimum":0,"maximum":9999}},"invalid_count":{"type":"integer","minimum":0,"maximum":10000},"invalid":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["index","reason","offset"],"properties":{"index":{"type":"integer","minimum":0,"maximum":9999},"reason":{"enum":["empty","prefix_not_allowed","whitespace","missing_number","leading_zero","empty_identifier","invalid_character"]},"offset":{"type":"integer","minimum":0,"maximum":256}}}}}};

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
if((data.sorted === undefined) || (!(func0.call(data, "sorted")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sorted"},message:"must have required property '"+"sorted"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.indices === undefined) || (!(func0.call(data, "indices")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "indices"},message:"must have required property '"+"indices"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.invalid_count === undefined) || (!(func0.call(data, "invalid_count")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "invalid_count"},message:"must have required property '"+"invalid_count"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.invalid === undefined) || (!(func0.call(data, "invalid")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "invalid"},message:"must have required property '"+"invalid"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "sorted") || (key0 === "indices")) || (key0 === "invalid_count")) || (key0 === "invalid"))){
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
if(data.sorted !== undefined && func0.call(data, "sorted")){
let data0 = data.sorted;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err5 = {instancePath:instancePath+"/sorted",schemaPath:"#/properties/sorted/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
if(func62(data1) > 256){
const err6 = {instancePath:instancePath+"/sorted/" + i0,schemaPath:"#/properties/sorted/items/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err7 = {instancePath:instancePath+"/sorted/" + i0,schemaPath:"#/properties/sorted/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath:instancePath+"/sorted",schemaPath:"#/properties/sorted/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.indices !== undefined && func0.call(data, "indices")){
let data2 = data.indices;
if(Array.isArray(data2)){
if(data2.length > 10000){
const err9 = {instancePath:instancePath+"/indices",schemaPath:"#/properties/indices/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/indices/" + i1,schemaPath:"#/properties/indices/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9999 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/indices/" + i1,schemaPath:"#/properties/indices/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/indices/" + i1,schemaPath:"#/properties/indices/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err13 = {instancePath:instancePath+"/indices",schemaPath:"#/properties/indices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.invalid_count !== undefined && func0.call(data, "invalid_count")){
let data4 = data.invalid_count;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err14 = {instancePath:instancePath+"/invalid_count",schemaPath:"#/properties/invalid_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 10000 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/invalid_count",schemaPath:"#/properties/invalid_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/invalid_count",schemaPath:"#/properties/invalid_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.invalid !== undefined && func0.call(data, "invalid")){
let data5 = data.invalid;
if(Array.isArray(data5)){
if(data5.length > 100){
const err17 = {instancePath:instancePath+"/invalid",schemaPath:"#/properties/invalid/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len2 = data5.length;
for(let i2=0; i2<len2; i2++){
let data6 = data5[i2];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if((data6.index === undefined) || (!(func0.call(data6, "index")))){
const err18 = {instancePath:instancePath+"/invalid/" + i2,schemaPath:"#/properties/invalid/items/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((data6.reason === undefined) || (!(func0.call(data6, "reason")))){
const err19 = {instancePath:instancePath+"/invalid/" + i2,schemaPath:"#/properties/invalid/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((data6.offset === undefined) || (!(func0.call(data6, "offset")))){
const err20 = {instancePath:instancePath+"/invalid/" + i2,schemaPath:"#/properties/invalid/items/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key1 of Object.keys(data6)){
if(!(((key1 === "index") || (key1 === "reason")) || (key1 === "offset"))){
const err21 = {instancePath:instancePath+"/invalid/" + i2,schemaPath:"#/properties/invalid/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6.index !== undefined && func0.call(data6, "index")){
let data7 = data6.index;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err22 = {instancePath:instancePath+"/invalid/" + i2+"/index",schemaPath:"#/properties/invalid/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 9999 || isNaN(data7)){
const err23 = {instancePath:instancePath+"/invalid/" + i2+"/index",schemaPath:"#/properties/invalid/items/properties/index/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err24 = {instancePath:instancePath+"/invalid/" + i2+"/index",schemaPath:"#/properties/invalid/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data6.reason !== undefined && func0.call(data6, "reason")){
let data8 = data6.reason;
if(!(((((((data8 === "empty") || (data8 === "prefix_not_allowed")) || (data8 === "whitespace")) || (data8 === "missing_number")) || (data8 === "leading_zero")) || (data8 === "empty_identifier")) || (data8 === "invalid_character"))){
const err25 = {instancePath:instancePath+"/invalid/" + i2+"/reason",schemaPath:"#/properties/invalid/items/properties/reason/enum",keyword:"enum",params:{allowedValues: schema32.properties.invalid.items.properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data6.offset !== undefined && func0.call(data6, "offset")){
let data9 = data6.offset;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err26 = {instancePath:instancePath+"/invalid/" + i2+"/offset",schemaPath:"#/properties/invalid/items/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 256 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/invalid/" + i2+"/offset",schemaPath:"#/properties/invalid/items/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 256},message:"must be <= 256"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err28 = {instancePath:instancePath+"/invalid/" + i2+"/offset",schemaPath:"#/properties/invalid/items/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err29 = {instancePath:instancePath+"/invalid/" + i2,schemaPath:"#/properties/invalid/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/invalid",schemaPath:"#/properties/invalid/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

