// generated from contracts/ — do not edit
// csv-compare@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 742aae5a4e2a4702e60377ea8ed2cd63 body 46a981f7a48511634a30be32bb798822
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["left","right"],"properties":{"left":{"type":"string","maxLength":262144},"right":{"type":"string","maxLength":262144},"dialect":{"type":"object","additionalProperties":false,"properties":{"delimiter":{"type":"string","description":"Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default \",\".","pattern":"^[^\\r\\n]$","minLength":1,"maxLength":1,"default":","},"quote":{"type":"string","description":"Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default \"\\\"\".","pattern":"^[^\\r\\n]$","minLength":1,"maxLength":1,"default":"\""},"header":{"type":"boolean","description":"Whether the first record is a header of column names. Default true.","default":true}}},"max_differences":{"type":"integer","minimum":1,"maximum":100000,"default":1000}}};
const func0 = Object.prototype.hasOwnProperty;
const func63 = __ajvRuntime0.default;
const pattern4 = new RegExp("^[^\\r\\n]$", "u");

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
if((data.left === undefined) || (!(func0.call(data, "left")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "left"},message:"must have required property '"+"left"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.right === undefined) || (!(func0.call(data, "right")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "right"},message:"must have required property '"+"right"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "left") || (key0 === "right")) || (key0 === "dialect")) || (key0 === "max_differences"))){
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
if(data.left !== undefined && func0.call(data, "left")){
let data0 = data.left;
if(typeof data0 === "string"){
if(func63(data0) > 262144){
const err3 = {instancePath:instancePath+"/left",schemaPath:"#/properties/left/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err4 = {instancePath:instancePath+"/left",schemaPath:"#/properties/left/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.right !== undefined && func0.call(data, "right")){
let data1 = data.right;
if(typeof data1 === "string"){
if(func63(data1) > 262144){
const err5 = {instancePath:instancePath+"/right",schemaPath:"#/properties/right/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err6 = {instancePath:instancePath+"/right",schemaPath:"#/properties/right/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.dialect !== undefined && func0.call(data, "dialect")){
let data2 = data.dialect;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 of Object.keys(data2)){
if(!(((key1 === "delimiter") || (key1 === "quote")) || (key1 === "header"))){
const err7 = {instancePath:instancePath+"/dialect",schemaPath:"#/properties/dialect/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.delimiter !== undefined && func0.call(data2, "delimiter")){
let data3 = data2.delimiter;
if(typeof data3 === "string"){
if(func63(data3) > 1){
const err8 = {instancePath:instancePath+"/dialect/delimiter",schemaPath:"#/properties/dialect/properties/delimiter/maxLength",keyword:"maxLength",params:{limit: 1},message:"must NOT have more than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func63(data3) < 1){
const err9 = {instancePath:instancePath+"/dialect/delimiter",schemaPath:"#/properties/dialect/properties/delimiter/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern4.test(data3)){
const err10 = {instancePath:instancePath+"/dialect/delimiter",schemaPath:"#/properties/dialect/properties/delimiter/pattern",keyword:"pattern",params:{pattern: "^[^\\r\\n]$"},message:"must match pattern \""+"^[^\\r\\n]$"+"\""};
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
const err11 = {instancePath:instancePath+"/dialect/delimiter",schemaPath:"#/properties/dialect/properties/delimiter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.quote !== undefined && func0.call(data2, "quote")){
let data4 = data2.quote;
if(typeof data4 === "string"){
if(func63(data4) > 1){
const err12 = {instancePath:instancePath+"/dialect/quote",schemaPath:"#/properties/dialect/properties/quote/maxLength",keyword:"maxLength",params:{limit: 1},message:"must NOT have more than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func63(data4) < 1){
const err13 = {instancePath:instancePath+"/dialect/quote",schemaPath:"#/properties/dialect/properties/quote/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern4.test(data4)){
const err14 = {instancePath:instancePath+"/dialect/quote",schemaPath:"#/properties/dialect/properties/quote/pattern",keyword:"pattern",params:{pattern: "^[^\\r\\n]$"},message:"must match pattern \""+"^[^\\r\\n]$"+"\""};
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
const err15 = {instancePath:instancePath+"/dialect/quote",schemaPath:"#/properties/dialect/properties/quote/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.header !== undefined && func0.call(data2, "header")){
if(typeof data2.header !== "boolean"){
const err16 = {instancePath:instancePath+"/dialect/header",schemaPath:"#/properties/dialect/properties/header/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err17 = {instancePath:instancePath+"/dialect",schemaPath:"#/properties/dialect/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.max_differences !== undefined && func0.call(data, "max_differences")){
let data6 = data.max_differences;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err18 = {instancePath:instancePath+"/max_differences",schemaPath:"#/properties/max_differences/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 100000 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/max_differences",schemaPath:"#/properties/max_differences/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/max_differences",schemaPath:"#/properties/max_differences/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["equal","left_records","right_records","difference_count","differences","truncated"],"properties":{"equal":{"type":"boolean"},"left_records":{"type":"integer","minimum":0,"maximum":262145},"right_records":{"type":"integer","minimum":0,"maximum":262145},"difference_count":{"type":"integer","minimum":0,"maximum":1000000},"truncated":{"type":"boolean"},"differences":{"type":"array","maxItems":100000,"items":{"type":"object","additionalProperties":false,"required":["record","field","left","right"],"properties":{"record":{"type":"integer","minimum":1,"maximum":262145},"field":{"type":"integer","minimum":1,"maximum":10000},"column":{"type":["string","null"],"maxLength":262144},"left":{"type":["string","null"],"maxLength":262144},"right":{"type":["string","null"],"maxLength":262144}}}}}};

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
if((data.left_records === undefined) || (!(func0.call(data, "left_records")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "left_records"},message:"must have required property '"+"left_records"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.right_records === undefined) || (!(func0.call(data, "right_records")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "right_records"},message:"must have required property '"+"right_records"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.difference_count === undefined) || (!(func0.call(data, "difference_count")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "difference_count"},message:"must have required property '"+"difference_count"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.differences === undefined) || (!(func0.call(data, "differences")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "differences"},message:"must have required property '"+"differences"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.truncated === undefined) || (!(func0.call(data, "truncated")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "truncated"},message:"must have required property '"+"truncated"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "equal") || (key0 === "left_records")) || (key0 === "right_records")) || (key0 === "difference_count")) || (key0 === "truncated")) || (key0 === "differences"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.equal !== undefined && func0.call(data, "equal")){
if(typeof data.equal !== "boolean"){
const err7 = {instancePath:instancePath+"/equal",schemaPath:"#/properties/equal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.left_records !== undefined && func0.call(data, "left_records")){
let data1 = data.left_records;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/left_records",schemaPath:"#/properties/left_records/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 262145 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/left_records",schemaPath:"#/properties/left_records/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/left_records",schemaPath:"#/properties/left_records/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.right_records !== undefined && func0.call(data, "right_records")){
let data2 = data.right_records;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/right_records",schemaPath:"#/properties/right_records/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 262145 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/right_records",schemaPath:"#/properties/right_records/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/right_records",schemaPath:"#/properties/right_records/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.difference_count !== undefined && func0.call(data, "difference_count")){
let data3 = data.difference_count;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err14 = {instancePath:instancePath+"/difference_count",schemaPath:"#/properties/difference_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1000000 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/difference_count",schemaPath:"#/properties/difference_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/difference_count",schemaPath:"#/properties/difference_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.truncated !== undefined && func0.call(data, "truncated")){
if(typeof data.truncated !== "boolean"){
const err17 = {instancePath:instancePath+"/truncated",schemaPath:"#/properties/truncated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.differences !== undefined && func0.call(data, "differences")){
let data5 = data.differences;
if(Array.isArray(data5)){
if(data5.length > 100000){
const err18 = {instancePath:instancePath+"/differences",schemaPath:"#/properties/differences/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if((data6.record === undefined) || (!(func0.call(data6, "record")))){
const err19 = {instancePath:instancePath+"/differences/" + i0,schemaPath:"#/properties/differences/items/required",keyword:"required",params:{missingProperty: "record"},message:"must have required property '"+"record"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((data6.field === undefined) || (!(func0.call(data6, "field")))){
const err20 = {instancePath:instancePath+"/differences/" + i0,schemaPath:"#/properties/differences/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((data6.left === undefined) || (!(func0.call(data6, "left")))){
const err21 = {instancePath:instancePath+"/differences/" + i0,schemaPath:"#/properties/differences/items/required",keyword:"required",params:{missingProperty: "left"},message:"must have required property '"+"left"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((data6.right === undefined) || (!(func0.call(data6, "right")))){
const err22 = {instancePath:instancePath+"/differences/" + i0,schemaPath:"#/properties/differences/items/required",keyword:"required",params:{missingProperty: "right"},message:"must have required property '"+"right"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key1 of Object.keys(data6)){
if(!(((((key1 === "record") || (key1 === "field")) || (key1 === "column")) || (key1 === "left")) || (key1 === "right"))){
const err23 = {instancePath:instancePath+"/differences/" + i0,schemaPath:"#/properties/differences/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data6.record !== undefined && func0.call(data6, "record")){
let data7 = data6.record;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err24 = {instancePath:instancePath+"/differences/" + i0+"/record",schemaPath:"#/properties/differences/items/properties/record/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 262145 || isNaN(data7)){
const err25 = {instancePath:instancePath+"/differences/" + i0+"/record",schemaPath:"#/properties/differences/items/properties/record/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err26 = {instancePath:instancePath+"/differences/" + i0+"/record",schemaPath:"#/properties/differences/items/properties/record/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data6.field !== undefined && func0.call(data6, "field")){
let data8 = data6.field;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err27 = {instancePath:instancePath+"/differences/" + i0+"/field",schemaPath:"#/properties/differences/items/properties/field/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 10000 || isNaN(data8)){
const err28 = {instancePath:instancePath+"/differences/" + i0+"/field",schemaPath:"#/properties/differences/items/properties/field/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err29 = {instancePath:instancePath+"/differences/" + i0+"/field",schemaPath:"#/properties/differences/items/properties/field/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data6.column !== undefined && func0.call(data6, "column")){
let data9 = data6.column;
if((typeof data9 !== "string") && (data9 !== null)){
const err30 = {instancePath:instancePath+"/differences/" + i0+"/column",schemaPath:"#/properties/differences/items/properties/column/type",keyword:"type",params:{type: schema32.properties.differences.items.properties.column.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(typeof data9 === "string"){
if(func63(data9) > 262144){
const err31 = {instancePath:instancePath+"/differences/" + i0+"/column",schemaPath:"#/properties/differences/items/properties/column/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
if(data6.left !== undefined && func0.call(data6, "left")){
let data10 = data6.left;
if((typeof data10 !== "string") && (data10 !== null)){
const err32 = {instancePath:instancePath+"/differences/" + i0+"/left",schemaPath:"#/properties/differences/items/properties/left/type",keyword:"type",params:{type: schema32.properties.differences.items.properties.left.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(typeof data10 === "string"){
if(func63(data10) > 262144){
const err33 = {instancePath:instancePath+"/differences/" + i0+"/left",schemaPath:"#/properties/differences/items/properties/left/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
if(data6.right !== undefined && func0.call(data6, "right")){
let data11 = data6.right;
if((typeof data11 !== "string") && (data11 !== null)){
const err34 = {instancePath:instancePath+"/differences/" + i0+"/right",schemaPath:"#/properties/differences/items/properties/right/type",keyword:"type",params:{type: schema32.properties.differences.items.properties.right.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(typeof data11 === "string"){
if(func63(data11) > 262144){
const err35 = {instancePath:instancePath+"/differences/" + i0+"/right",schemaPath:"#/properties/differences/items/properties/right/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
}
else {
const err36 = {instancePath:instancePath+"/differences/" + i0,schemaPath:"#/properties/differences/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/differences",schemaPath:"#/properties/differences/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

