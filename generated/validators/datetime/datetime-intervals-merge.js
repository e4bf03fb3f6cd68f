// generated from contracts/ — do not edit
// datetime-intervals-merge@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs cf060a2177234b574de084b47ba82f39 body 8bf84071bac7b6fee5b915feba902742
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["intervals"],"properties":{"intervals":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["start","end"],"properties":{"start":{"type":"string","maxLength":64,"description":"RFC 3339 date-time, included"},"end":{"type":"string","maxLength":64,"description":"RFC 3339 date-time, excluded"}}}},"merge_adjacent":{"type":"boolean","default":false,"description":"also join intervals that only touch"},"output_offset":{"type":"string","maxLength":64,"description":"render the merged bounds in this offset (Z or +-HH:MM) instead of as written"}}};
const func0 = Object.prototype.hasOwnProperty;
const func65 = __ajvRuntime0.default;

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
if((data.intervals === undefined) || (!(func0.call(data, "intervals")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "intervals"},message:"must have required property '"+"intervals"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "intervals") || (key0 === "merge_adjacent")) || (key0 === "output_offset"))){
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
if(data.intervals !== undefined && func0.call(data, "intervals")){
let data0 = data.intervals;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.start === undefined) || (!(func0.call(data1, "start")))){
const err2 = {instancePath:instancePath+"/intervals/" + i0,schemaPath:"#/properties/intervals/items/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data1.end === undefined) || (!(func0.call(data1, "end")))){
const err3 = {instancePath:instancePath+"/intervals/" + i0,schemaPath:"#/properties/intervals/items/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!((key1 === "start") || (key1 === "end"))){
const err4 = {instancePath:instancePath+"/intervals/" + i0,schemaPath:"#/properties/intervals/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.start !== undefined && func0.call(data1, "start")){
let data2 = data1.start;
if(typeof data2 === "string"){
if(func65(data2) > 64){
const err5 = {instancePath:instancePath+"/intervals/" + i0+"/start",schemaPath:"#/properties/intervals/items/properties/start/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err6 = {instancePath:instancePath+"/intervals/" + i0+"/start",schemaPath:"#/properties/intervals/items/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.end !== undefined && func0.call(data1, "end")){
let data3 = data1.end;
if(typeof data3 === "string"){
if(func65(data3) > 64){
const err7 = {instancePath:instancePath+"/intervals/" + i0+"/end",schemaPath:"#/properties/intervals/items/properties/end/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/intervals/" + i0+"/end",schemaPath:"#/properties/intervals/items/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath:instancePath+"/intervals/" + i0,schemaPath:"#/properties/intervals/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err10 = {instancePath:instancePath+"/intervals",schemaPath:"#/properties/intervals/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.merge_adjacent !== undefined && func0.call(data, "merge_adjacent")){
if(typeof data.merge_adjacent !== "boolean"){
const err11 = {instancePath:instancePath+"/merge_adjacent",schemaPath:"#/properties/merge_adjacent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.output_offset !== undefined && func0.call(data, "output_offset")){
let data5 = data.output_offset;
if(typeof data5 === "string"){
if(func65(data5) > 64){
const err12 = {instancePath:instancePath+"/output_offset",schemaPath:"#/properties/output_offset/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/output_offset",schemaPath:"#/properties/output_offset/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["merged","count","total_seconds","empty"],"properties":{"merged":{"type":"array","maxItems":10000,"items":{"type":"object","additionalProperties":false,"required":["start","end","sources"],"properties":{"start":{"type":"string","maxLength":64},"end":{"type":"string","maxLength":64},"sources":{"type":"array","maxItems":10000,"items":{"type":"integer","minimum":0,"maximum":9999}}}}},"count":{"type":"integer","minimum":0,"maximum":10000},"total_seconds":{"type":"string","pattern":"^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$","maxLength":32},"empty":{"type":"array","maxItems":10000,"items":{"type":"integer","minimum":0,"maximum":9999}}}};
const pattern4 = new RegExp("^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$", "u");

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
if((data.merged === undefined) || (!(func0.call(data, "merged")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "merged"},message:"must have required property '"+"merged"+"'"};
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
if((data.total_seconds === undefined) || (!(func0.call(data, "total_seconds")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_seconds"},message:"must have required property '"+"total_seconds"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.empty === undefined) || (!(func0.call(data, "empty")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "empty"},message:"must have required property '"+"empty"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "merged") || (key0 === "count")) || (key0 === "total_seconds")) || (key0 === "empty"))){
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
if(data.merged !== undefined && func0.call(data, "merged")){
let data0 = data.merged;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err5 = {instancePath:instancePath+"/merged",schemaPath:"#/properties/merged/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.start === undefined) || (!(func0.call(data1, "start")))){
const err6 = {instancePath:instancePath+"/merged/" + i0,schemaPath:"#/properties/merged/items/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data1.end === undefined) || (!(func0.call(data1, "end")))){
const err7 = {instancePath:instancePath+"/merged/" + i0,schemaPath:"#/properties/merged/items/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data1.sources === undefined) || (!(func0.call(data1, "sources")))){
const err8 = {instancePath:instancePath+"/merged/" + i0,schemaPath:"#/properties/merged/items/required",keyword:"required",params:{missingProperty: "sources"},message:"must have required property '"+"sources"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(((key1 === "start") || (key1 === "end")) || (key1 === "sources"))){
const err9 = {instancePath:instancePath+"/merged/" + i0,schemaPath:"#/properties/merged/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.start !== undefined && func0.call(data1, "start")){
let data2 = data1.start;
if(typeof data2 === "string"){
if(func65(data2) > 64){
const err10 = {instancePath:instancePath+"/merged/" + i0+"/start",schemaPath:"#/properties/merged/items/properties/start/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err11 = {instancePath:instancePath+"/merged/" + i0+"/start",schemaPath:"#/properties/merged/items/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.end !== undefined && func0.call(data1, "end")){
let data3 = data1.end;
if(typeof data3 === "string"){
if(func65(data3) > 64){
const err12 = {instancePath:instancePath+"/merged/" + i0+"/end",schemaPath:"#/properties/merged/items/properties/end/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/merged/" + i0+"/end",schemaPath:"#/properties/merged/items/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.sources !== undefined && func0.call(data1, "sources")){
let data4 = data1.sources;
if(Array.isArray(data4)){
if(data4.length > 10000){
const err14 = {instancePath:instancePath+"/merged/" + i0+"/sources",schemaPath:"#/properties/merged/items/properties/sources/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err15 = {instancePath:instancePath+"/merged/" + i0+"/sources/" + i1,schemaPath:"#/properties/merged/items/properties/sources/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9999 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/merged/" + i0+"/sources/" + i1,schemaPath:"#/properties/merged/items/properties/sources/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/merged/" + i0+"/sources/" + i1,schemaPath:"#/properties/merged/items/properties/sources/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err18 = {instancePath:instancePath+"/merged/" + i0+"/sources",schemaPath:"#/properties/merged/items/properties/sources/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err19 = {instancePath:instancePath+"/merged/" + i0,schemaPath:"#/properties/merged/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err20 = {instancePath:instancePath+"/merged",schemaPath:"#/properties/merged/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.count !== undefined && func0.call(data, "count")){
let data6 = data.count;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err21 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 10000 || isNaN(data6)){
const err22 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err23 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data.total_seconds !== undefined && func0.call(data, "total_seconds")){
let data7 = data.total_seconds;
if(typeof data7 === "string"){
if(func65(data7) > 32){
const err24 = {instancePath:instancePath+"/total_seconds",schemaPath:"#/properties/total_seconds/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern4.test(data7)){
const err25 = {instancePath:instancePath+"/total_seconds",schemaPath:"#/properties/total_seconds/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/total_seconds",schemaPath:"#/properties/total_seconds/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.empty !== undefined && func0.call(data, "empty")){
let data8 = data.empty;
if(Array.isArray(data8)){
if(data8.length > 10000){
const err27 = {instancePath:instancePath+"/empty",schemaPath:"#/properties/empty/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
let data9 = data8[i2];
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err28 = {instancePath:instancePath+"/empty/" + i2,schemaPath:"#/properties/empty/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 9999 || isNaN(data9)){
const err29 = {instancePath:instancePath+"/empty/" + i2,schemaPath:"#/properties/empty/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err30 = {instancePath:instancePath+"/empty/" + i2,schemaPath:"#/properties/empty/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err31 = {instancePath:instancePath+"/empty",schemaPath:"#/properties/empty/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

