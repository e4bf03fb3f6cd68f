// generated from contracts/ — do not edit
// json-array-sort@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs f363a85de9079eb385b6ca480f4a6719 body 1ebf61b50258c9c958354d7a9f8c36b9
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["array"],"properties":{"array":{"type":"array","maxItems":10000,"description":"The items to sort; any JSON values."},"keys":{"type":"array","minItems":1,"maxItems":16,"items":{"type":"object","additionalProperties":false,"required":["pointer"],"properties":{"pointer":{"type":"string","maxLength":1024,"pattern":"^(/([^~/]|~[01])*)*$"},"direction":{"type":"string","enum":["asc","desc"],"default":"asc"},"type":{"type":"string","enum":["json","number","string"],"default":"json"},"missing":{"type":"string","enum":["last","first"],"default":"last"}}}}}};
const func0 = Object.prototype.hasOwnProperty;
const func65 = __ajvRuntime0.default;
const pattern4 = new RegExp("^(/([^~/]|~[01])*)*$", "u");

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
if((data.array === undefined) || (!(func0.call(data, "array")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "array"},message:"must have required property '"+"array"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "array") || (key0 === "keys"))){
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
if(data.array !== undefined && func0.call(data, "array")){
let data0 = data.array;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err2 = {instancePath:instancePath+"/array",schemaPath:"#/properties/array/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
const err3 = {instancePath:instancePath+"/array",schemaPath:"#/properties/array/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.keys !== undefined && func0.call(data, "keys")){
let data1 = data.keys;
if(Array.isArray(data1)){
if(data1.length > 16){
const err4 = {instancePath:instancePath+"/keys",schemaPath:"#/properties/keys/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.length < 1){
const err5 = {instancePath:instancePath+"/keys",schemaPath:"#/properties/keys/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if((data2.pointer === undefined) || (!(func0.call(data2, "pointer")))){
const err6 = {instancePath:instancePath+"/keys/" + i0,schemaPath:"#/properties/keys/items/required",keyword:"required",params:{missingProperty: "pointer"},message:"must have required property '"+"pointer"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 of Object.keys(data2)){
if(!((((key1 === "pointer") || (key1 === "direction")) || (key1 === "type")) || (key1 === "missing"))){
const err7 = {instancePath:instancePath+"/keys/" + i0,schemaPath:"#/properties/keys/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.pointer !== undefined && func0.call(data2, "pointer")){
let data3 = data2.pointer;
if(typeof data3 === "string"){
if(func65(data3) > 1024){
const err8 = {instancePath:instancePath+"/keys/" + i0+"/pointer",schemaPath:"#/properties/keys/items/properties/pointer/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data3)){
const err9 = {instancePath:instancePath+"/keys/" + i0+"/pointer",schemaPath:"#/properties/keys/items/properties/pointer/pattern",keyword:"pattern",params:{pattern: "^(/([^~/]|~[01])*)*$"},message:"must match pattern \""+"^(/([^~/]|~[01])*)*$"+"\""};
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
const err10 = {instancePath:instancePath+"/keys/" + i0+"/pointer",schemaPath:"#/properties/keys/items/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.direction !== undefined && func0.call(data2, "direction")){
let data4 = data2.direction;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/keys/" + i0+"/direction",schemaPath:"#/properties/keys/items/properties/direction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((data4 === "asc") || (data4 === "desc"))){
const err12 = {instancePath:instancePath+"/keys/" + i0+"/direction",schemaPath:"#/properties/keys/items/properties/direction/enum",keyword:"enum",params:{allowedValues: schema31.properties.keys.items.properties.direction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.type !== undefined && func0.call(data2, "type")){
let data5 = data2.type;
if(typeof data5 !== "string"){
const err13 = {instancePath:instancePath+"/keys/" + i0+"/type",schemaPath:"#/properties/keys/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((data5 === "json") || (data5 === "number")) || (data5 === "string"))){
const err14 = {instancePath:instancePath+"/keys/" + i0+"/type",schemaPath:"#/properties/keys/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema31.properties.keys.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.missing !== undefined && func0.call(data2, "missing")){
let data6 = data2.missing;
if(typeof data6 !== "string"){
const err15 = {instancePath:instancePath+"/keys/" + i0+"/missing",schemaPath:"#/properties/keys/items/properties/missing/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data6 === "last") || (data6 === "first"))){
const err16 = {instancePath:instancePath+"/keys/" + i0+"/missing",schemaPath:"#/properties/keys/items/properties/missing/enum",keyword:"enum",params:{allowedValues: schema31.properties.keys.items.properties.missing.enum},message:"must be equal to one of the allowed values"};
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
else {
const err17 = {instancePath:instancePath+"/keys/" + i0,schemaPath:"#/properties/keys/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err18 = {instancePath:instancePath+"/keys",schemaPath:"#/properties/keys/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["sorted","order"],"properties":{"sorted":{"type":"array","maxItems":10000},"order":{"type":"array","maxItems":10000,"items":{"type":"integer","minimum":0,"maximum":9999}}}};

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
if((data.order === undefined) || (!(func0.call(data, "order")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "order"},message:"must have required property '"+"order"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "sorted") || (key0 === "order"))){
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
if(data.sorted !== undefined && func0.call(data, "sorted")){
let data0 = data.sorted;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err3 = {instancePath:instancePath+"/sorted",schemaPath:"#/properties/sorted/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
const err4 = {instancePath:instancePath+"/sorted",schemaPath:"#/properties/sorted/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.order !== undefined && func0.call(data, "order")){
let data1 = data.order;
if(Array.isArray(data1)){
if(data1.length > 10000){
const err5 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/order/" + i0,schemaPath:"#/properties/order/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9999 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/order/" + i0,schemaPath:"#/properties/order/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/order/" + i0,schemaPath:"#/properties/order/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err9 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

