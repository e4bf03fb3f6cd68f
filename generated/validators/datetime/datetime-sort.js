// generated from contracts/ — do not edit
// datetime-sort@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs e452700d5a2236659e58af584c56ced8 body d6d85f7463d2d91c1710fb6b3a4f50cd
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["datetimes"],"properties":{"datetimes":{"type":"array","maxItems":100000,"items":{"type":"string","minLength":1,"maxLength":64}},"order":{"type":"string","enum":["ascending","descending"],"default":"ascending"}}};
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
if((data.datetimes === undefined) || (!(func0.call(data, "datetimes")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "datetimes"},message:"must have required property '"+"datetimes"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "datetimes") || (key0 === "order"))){
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
if(data.datetimes !== undefined && func0.call(data, "datetimes")){
let data0 = data.datetimes;
if(Array.isArray(data0)){
if(data0.length > 100000){
const err2 = {instancePath:instancePath+"/datetimes",schemaPath:"#/properties/datetimes/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
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
if(func62(data1) > 64){
const err3 = {instancePath:instancePath+"/datetimes/" + i0,schemaPath:"#/properties/datetimes/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func62(data1) < 1){
const err4 = {instancePath:instancePath+"/datetimes/" + i0,schemaPath:"#/properties/datetimes/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/datetimes/" + i0,schemaPath:"#/properties/datetimes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath:instancePath+"/datetimes",schemaPath:"#/properties/datetimes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.order !== undefined && func0.call(data, "order")){
let data2 = data.order;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data2 === "ascending") || (data2 === "descending"))){
const err8 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/enum",keyword:"enum",params:{allowedValues: schema31.properties.order.enum},message:"must be equal to one of the allowed values"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["sorted","distinct_instants"],"properties":{"sorted":{"type":"array","maxItems":10000,"items":{"type":"object","additionalProperties":false,"required":["index","datetime","epoch_nanoseconds"],"properties":{"index":{"type":"integer","minimum":0,"maximum":9999},"datetime":{"type":"string","maxLength":64},"epoch_nanoseconds":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1001}}}},"distinct_instants":{"type":"integer","minimum":0,"maximum":10000}}};
const pattern4 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");

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
if((data.distinct_instants === undefined) || (!(func0.call(data, "distinct_instants")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "distinct_instants"},message:"must have required property '"+"distinct_instants"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "sorted") || (key0 === "distinct_instants"))){
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
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.index === undefined) || (!(func0.call(data1, "index")))){
const err4 = {instancePath:instancePath+"/sorted/" + i0,schemaPath:"#/properties/sorted/items/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data1.datetime === undefined) || (!(func0.call(data1, "datetime")))){
const err5 = {instancePath:instancePath+"/sorted/" + i0,schemaPath:"#/properties/sorted/items/required",keyword:"required",params:{missingProperty: "datetime"},message:"must have required property '"+"datetime"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data1.epoch_nanoseconds === undefined) || (!(func0.call(data1, "epoch_nanoseconds")))){
const err6 = {instancePath:instancePath+"/sorted/" + i0,schemaPath:"#/properties/sorted/items/required",keyword:"required",params:{missingProperty: "epoch_nanoseconds"},message:"must have required property '"+"epoch_nanoseconds"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(((key1 === "index") || (key1 === "datetime")) || (key1 === "epoch_nanoseconds"))){
const err7 = {instancePath:instancePath+"/sorted/" + i0,schemaPath:"#/properties/sorted/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.index !== undefined && func0.call(data1, "index")){
let data2 = data1.index;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/sorted/" + i0+"/index",schemaPath:"#/properties/sorted/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9999 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/sorted/" + i0+"/index",schemaPath:"#/properties/sorted/items/properties/index/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/sorted/" + i0+"/index",schemaPath:"#/properties/sorted/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.datetime !== undefined && func0.call(data1, "datetime")){
let data3 = data1.datetime;
if(typeof data3 === "string"){
if(func62(data3) > 64){
const err11 = {instancePath:instancePath+"/sorted/" + i0+"/datetime",schemaPath:"#/properties/sorted/items/properties/datetime/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/sorted/" + i0+"/datetime",schemaPath:"#/properties/sorted/items/properties/datetime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.epoch_nanoseconds !== undefined && func0.call(data1, "epoch_nanoseconds")){
let data4 = data1.epoch_nanoseconds;
if(typeof data4 === "string"){
if(func62(data4) > 1001){
const err13 = {instancePath:instancePath+"/sorted/" + i0+"/epoch_nanoseconds",schemaPath:"#/properties/sorted/items/properties/epoch_nanoseconds/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern4.test(data4)){
const err14 = {instancePath:instancePath+"/sorted/" + i0+"/epoch_nanoseconds",schemaPath:"#/properties/sorted/items/properties/epoch_nanoseconds/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/sorted/" + i0+"/epoch_nanoseconds",schemaPath:"#/properties/sorted/items/properties/epoch_nanoseconds/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err16 = {instancePath:instancePath+"/sorted/" + i0,schemaPath:"#/properties/sorted/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err17 = {instancePath:instancePath+"/sorted",schemaPath:"#/properties/sorted/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.distinct_instants !== undefined && func0.call(data, "distinct_instants")){
let data5 = data.distinct_instants;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/distinct_instants",schemaPath:"#/properties/distinct_instants/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 10000 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/distinct_instants",schemaPath:"#/properties/distinct_instants/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/distinct_instants",schemaPath:"#/properties/distinct_instants/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

