// generated from contracts/ — do not edit
// json-diff@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs a131ab067ea0200c21c38be2cfcf8ebf body 3e659f1c6327b5fa0494f1b8f9c4603d
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["source","target"],"properties":{"source":{"description":"The original JSON document."},"target":{"description":"The new JSON document."},"array_mode":{"type":"string","enum":["index","lcs"],"default":"index"}}};
const func0 = Object.prototype.hasOwnProperty;

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
if((data.source === undefined) || (!(func0.call(data, "source")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.target === undefined) || (!(func0.call(data, "target")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "target"},message:"must have required property '"+"target"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "source") || (key0 === "target")) || (key0 === "array_mode"))){
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
if(data.array_mode !== undefined && func0.call(data, "array_mode")){
let data0 = data.array_mode;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/array_mode",schemaPath:"#/properties/array_mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((data0 === "index") || (data0 === "lcs"))){
const err4 = {instancePath:instancePath+"/array_mode",schemaPath:"#/properties/array_mode/enum",keyword:"enum",params:{allowedValues: schema31.properties.array_mode.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["equal","count","changes"],"properties":{"equal":{"type":"boolean"},"count":{"type":"integer","minimum":0,"maximum":200000},"changes":{"type":"array","maxItems":200000,"items":{"type":"object","additionalProperties":false,"required":["op","pointer"],"properties":{"op":{"type":"string","enum":["added","removed","changed"]},"pointer":{"type":"string","maxLength":300000},"target_pointer":{"type":"string","maxLength":300000},"old":{"description":"The source value (removed, changed)."},"new":{"description":"The target value (added, changed)."}}}}}};
const func73 = __ajvRuntime0.default;

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
if((data.equal === undefined) || (!(func0.call(data, "equal")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "equal"},message:"must have required property '"+"equal"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.count === undefined) || (!(func0.call(data, "count")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.changes === undefined) || (!(func0.call(data, "changes")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "changes"},message:"must have required property '"+"changes"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "equal") || (key0 === "count")) || (key0 === "changes"))){
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
if(data.equal !== undefined && func0.call(data, "equal")){
if(typeof data.equal !== "boolean"){
const err4 = {instancePath:instancePath+"/equal",schemaPath:"#/properties/equal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.count !== undefined && func0.call(data, "count")){
let data1 = data.count;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 200000 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200000},message:"must be <= 200000"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.changes !== undefined && func0.call(data, "changes")){
let data2 = data.changes;
if(Array.isArray(data2)){
if(data2.length > 200000){
const err8 = {instancePath:instancePath+"/changes",schemaPath:"#/properties/changes/maxItems",keyword:"maxItems",params:{limit: 200000},message:"must NOT have more than 200000 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if((data3.op === undefined) || (!(func0.call(data3, "op")))){
const err9 = {instancePath:instancePath+"/changes/" + i0,schemaPath:"#/properties/changes/items/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data3.pointer === undefined) || (!(func0.call(data3, "pointer")))){
const err10 = {instancePath:instancePath+"/changes/" + i0,schemaPath:"#/properties/changes/items/required",keyword:"required",params:{missingProperty: "pointer"},message:"must have required property '"+"pointer"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 of Object.keys(data3)){
if(!(((((key1 === "op") || (key1 === "pointer")) || (key1 === "target_pointer")) || (key1 === "old")) || (key1 === "new"))){
const err11 = {instancePath:instancePath+"/changes/" + i0,schemaPath:"#/properties/changes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.op !== undefined && func0.call(data3, "op")){
let data4 = data3.op;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/changes/" + i0+"/op",schemaPath:"#/properties/changes/items/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((data4 === "added") || (data4 === "removed")) || (data4 === "changed"))){
const err13 = {instancePath:instancePath+"/changes/" + i0+"/op",schemaPath:"#/properties/changes/items/properties/op/enum",keyword:"enum",params:{allowedValues: schema32.properties.changes.items.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.pointer !== undefined && func0.call(data3, "pointer")){
let data5 = data3.pointer;
if(typeof data5 === "string"){
if(func73(data5) > 300000){
const err14 = {instancePath:instancePath+"/changes/" + i0+"/pointer",schemaPath:"#/properties/changes/items/properties/pointer/maxLength",keyword:"maxLength",params:{limit: 300000},message:"must NOT have more than 300000 characters"};
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
const err15 = {instancePath:instancePath+"/changes/" + i0+"/pointer",schemaPath:"#/properties/changes/items/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.target_pointer !== undefined && func0.call(data3, "target_pointer")){
let data6 = data3.target_pointer;
if(typeof data6 === "string"){
if(func73(data6) > 300000){
const err16 = {instancePath:instancePath+"/changes/" + i0+"/target_pointer",schemaPath:"#/properties/changes/items/properties/target_pointer/maxLength",keyword:"maxLength",params:{limit: 300000},message:"must NOT have more than 300000 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/changes/" + i0+"/target_pointer",schemaPath:"#/properties/changes/items/properties/target_pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/changes/" + i0,schemaPath:"#/properties/changes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err19 = {instancePath:instancePath+"/changes",schemaPath:"#/properties/changes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

