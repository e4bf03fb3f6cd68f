// generated from contracts/ — do not edit
// csv-column-stats@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 96b746195493280ebdbf901a728e5e42 body 3742941040aa5786de0ff5ac6c993667
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["csv"],"properties":{"csv":{"type":"string","maxLength":262144},"dialect":{"type":"object","additionalProperties":false,"properties":{"delimiter":{"type":"string","description":"Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default \",\".","pattern":"^[^\\r\\n]$","minLength":1,"maxLength":1,"default":","},"quote":{"type":"string","description":"Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default \"\\\"\".","pattern":"^[^\\r\\n]$","minLength":1,"maxLength":1,"default":"\""},"header":{"type":"boolean","description":"Whether the first record is a header of column names. Default true.","default":true}}},"columns":{"type":"array","maxItems":10000,"items":{"type":"string","maxLength":4096}}}};
const func0 = Object.prototype.hasOwnProperty;
const func62 = __ajvRuntime0.default;
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
if((data.csv === undefined) || (!(func0.call(data, "csv")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "csv"},message:"must have required property '"+"csv"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "csv") || (key0 === "dialect")) || (key0 === "columns"))){
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
if(data.csv !== undefined && func0.call(data, "csv")){
let data0 = data.csv;
if(typeof data0 === "string"){
if(func62(data0) > 262144){
const err2 = {instancePath:instancePath+"/csv",schemaPath:"#/properties/csv/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err3 = {instancePath:instancePath+"/csv",schemaPath:"#/properties/csv/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.dialect !== undefined && func0.call(data, "dialect")){
let data1 = data.dialect;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 of Object.keys(data1)){
if(!(((key1 === "delimiter") || (key1 === "quote")) || (key1 === "header"))){
const err4 = {instancePath:instancePath+"/dialect",schemaPath:"#/properties/dialect/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.delimiter !== undefined && func0.call(data1, "delimiter")){
let data2 = data1.delimiter;
if(typeof data2 === "string"){
if(func62(data2) > 1){
const err5 = {instancePath:instancePath+"/dialect/delimiter",schemaPath:"#/properties/dialect/properties/delimiter/maxLength",keyword:"maxLength",params:{limit: 1},message:"must NOT have more than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func62(data2) < 1){
const err6 = {instancePath:instancePath+"/dialect/delimiter",schemaPath:"#/properties/dialect/properties/delimiter/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data2)){
const err7 = {instancePath:instancePath+"/dialect/delimiter",schemaPath:"#/properties/dialect/properties/delimiter/pattern",keyword:"pattern",params:{pattern: "^[^\\r\\n]$"},message:"must match pattern \""+"^[^\\r\\n]$"+"\""};
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
const err8 = {instancePath:instancePath+"/dialect/delimiter",schemaPath:"#/properties/dialect/properties/delimiter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.quote !== undefined && func0.call(data1, "quote")){
let data3 = data1.quote;
if(typeof data3 === "string"){
if(func62(data3) > 1){
const err9 = {instancePath:instancePath+"/dialect/quote",schemaPath:"#/properties/dialect/properties/quote/maxLength",keyword:"maxLength",params:{limit: 1},message:"must NOT have more than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func62(data3) < 1){
const err10 = {instancePath:instancePath+"/dialect/quote",schemaPath:"#/properties/dialect/properties/quote/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern4.test(data3)){
const err11 = {instancePath:instancePath+"/dialect/quote",schemaPath:"#/properties/dialect/properties/quote/pattern",keyword:"pattern",params:{pattern: "^[^\\r\\n]$"},message:"must match pattern \""+"^[^\\r\\n]$"+"\""};
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
const err12 = {instancePath:instancePath+"/dialect/quote",schemaPath:"#/properties/dialect/properties/quote/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.header !== undefined && func0.call(data1, "header")){
if(typeof data1.header !== "boolean"){
const err13 = {instancePath:instancePath+"/dialect/header",schemaPath:"#/properties/dialect/properties/header/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err14 = {instancePath:instancePath+"/dialect",schemaPath:"#/properties/dialect/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.columns !== undefined && func0.call(data, "columns")){
let data5 = data.columns;
if(Array.isArray(data5)){
if(data5.length > 10000){
const err15 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 === "string"){
if(func62(data6) > 4096){
const err16 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/properties/columns/items/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
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
const err17 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/properties/columns/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["rows","columns"],"properties":{"rows":{"type":"integer","minimum":0,"maximum":262145},"columns":{"type":"array","maxItems":10000,"items":{"type":"object","additionalProperties":false,"required":["name","type","count","empty_count","distinct_count","min","max","sum"],"properties":{"name":{"type":"string","maxLength":262144},"type":{"type":"string","enum":["empty","integer","decimal","boolean","date","string"]},"count":{"type":"integer","minimum":0,"maximum":262145},"empty_count":{"type":"integer","minimum":0,"maximum":262145},"distinct_count":{"type":"integer","minimum":0,"maximum":262145},"min":{"type":["string","null"],"maxLength":262144},"max":{"type":["string","null"],"maxLength":262144},"sum":{"type":["string","null"],"maxLength":300000}}}}}};

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
for(const key0 of Object.keys(data)){
if(!((key0 === "rows") || (key0 === "columns"))){
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
if(data.rows !== undefined && func0.call(data, "rows")){
let data0 = data.rows;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 262145 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.columns !== undefined && func0.call(data, "columns")){
let data1 = data.columns;
if(Array.isArray(data1)){
if(data1.length > 10000){
const err6 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if((data2.name === undefined) || (!(func0.call(data2, "name")))){
const err7 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/properties/columns/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data2.type === undefined) || (!(func0.call(data2, "type")))){
const err8 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/properties/columns/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data2.count === undefined) || (!(func0.call(data2, "count")))){
const err9 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/properties/columns/items/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data2.empty_count === undefined) || (!(func0.call(data2, "empty_count")))){
const err10 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/properties/columns/items/required",keyword:"required",params:{missingProperty: "empty_count"},message:"must have required property '"+"empty_count"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data2.distinct_count === undefined) || (!(func0.call(data2, "distinct_count")))){
const err11 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/properties/columns/items/required",keyword:"required",params:{missingProperty: "distinct_count"},message:"must have required property '"+"distinct_count"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data2.min === undefined) || (!(func0.call(data2, "min")))){
const err12 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/properties/columns/items/required",keyword:"required",params:{missingProperty: "min"},message:"must have required property '"+"min"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((data2.max === undefined) || (!(func0.call(data2, "max")))){
const err13 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/properties/columns/items/required",keyword:"required",params:{missingProperty: "max"},message:"must have required property '"+"max"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((data2.sum === undefined) || (!(func0.call(data2, "sum")))){
const err14 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/properties/columns/items/required",keyword:"required",params:{missingProperty: "sum"},message:"must have required property '"+"sum"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 of Object.keys(data2)){
if(!((((((((key1 === "name") || (key1 === "type")) || (key1 === "count")) || (key1 === "empty_count")) || (key1 === "distinct_count")) || (key1 === "min")) || (key1 === "max")) || (key1 === "sum"))){
const err15 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/properties/columns/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.name !== undefined && func0.call(data2, "name")){
let data3 = data2.name;
if(typeof data3 === "string"){
if(func62(data3) > 262144){
const err16 = {instancePath:instancePath+"/columns/" + i0+"/name",schemaPath:"#/properties/columns/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err17 = {instancePath:instancePath+"/columns/" + i0+"/name",schemaPath:"#/properties/columns/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.type !== undefined && func0.call(data2, "type")){
let data4 = data2.type;
if(typeof data4 !== "string"){
const err18 = {instancePath:instancePath+"/columns/" + i0+"/type",schemaPath:"#/properties/columns/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((((((data4 === "empty") || (data4 === "integer")) || (data4 === "decimal")) || (data4 === "boolean")) || (data4 === "date")) || (data4 === "string"))){
const err19 = {instancePath:instancePath+"/columns/" + i0+"/type",schemaPath:"#/properties/columns/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema32.properties.columns.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.count !== undefined && func0.call(data2, "count")){
let data5 = data2.count;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err20 = {instancePath:instancePath+"/columns/" + i0+"/count",schemaPath:"#/properties/columns/items/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 262145 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/columns/" + i0+"/count",schemaPath:"#/properties/columns/items/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err22 = {instancePath:instancePath+"/columns/" + i0+"/count",schemaPath:"#/properties/columns/items/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data2.empty_count !== undefined && func0.call(data2, "empty_count")){
let data6 = data2.empty_count;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err23 = {instancePath:instancePath+"/columns/" + i0+"/empty_count",schemaPath:"#/properties/columns/items/properties/empty_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 262145 || isNaN(data6)){
const err24 = {instancePath:instancePath+"/columns/" + i0+"/empty_count",schemaPath:"#/properties/columns/items/properties/empty_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err25 = {instancePath:instancePath+"/columns/" + i0+"/empty_count",schemaPath:"#/properties/columns/items/properties/empty_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data2.distinct_count !== undefined && func0.call(data2, "distinct_count")){
let data7 = data2.distinct_count;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err26 = {instancePath:instancePath+"/columns/" + i0+"/distinct_count",schemaPath:"#/properties/columns/items/properties/distinct_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 262145 || isNaN(data7)){
const err27 = {instancePath:instancePath+"/columns/" + i0+"/distinct_count",schemaPath:"#/properties/columns/items/properties/distinct_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err28 = {instancePath:instancePath+"/columns/" + i0+"/distinct_count",schemaPath:"#/properties/columns/items/properties/distinct_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.min !== undefined && func0.call(data2, "min")){
let data8 = data2.min;
if((typeof data8 !== "string") && (data8 !== null)){
const err29 = {instancePath:instancePath+"/columns/" + i0+"/min",schemaPath:"#/properties/columns/items/properties/min/type",keyword:"type",params:{type: schema32.properties.columns.items.properties.min.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(typeof data8 === "string"){
if(func62(data8) > 262144){
const err30 = {instancePath:instancePath+"/columns/" + i0+"/min",schemaPath:"#/properties/columns/items/properties/min/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
if(data2.max !== undefined && func0.call(data2, "max")){
let data9 = data2.max;
if((typeof data9 !== "string") && (data9 !== null)){
const err31 = {instancePath:instancePath+"/columns/" + i0+"/max",schemaPath:"#/properties/columns/items/properties/max/type",keyword:"type",params:{type: schema32.properties.columns.items.properties.max.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data9 === "string"){
if(func62(data9) > 262144){
const err32 = {instancePath:instancePath+"/columns/" + i0+"/max",schemaPath:"#/properties/columns/items/properties/max/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data2.sum !== undefined && func0.call(data2, "sum")){
let data10 = data2.sum;
if((typeof data10 !== "string") && (data10 !== null)){
const err33 = {instancePath:instancePath+"/columns/" + i0+"/sum",schemaPath:"#/properties/columns/items/properties/sum/type",keyword:"type",params:{type: schema32.properties.columns.items.properties.sum.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data10 === "string"){
if(func62(data10) > 300000){
const err34 = {instancePath:instancePath+"/columns/" + i0+"/sum",schemaPath:"#/properties/columns/items/properties/sum/maxLength",keyword:"maxLength",params:{limit: 300000},message:"must NOT have more than 300000 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
}
else {
const err35 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/properties/columns/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err36 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

