// generated from contracts/ — do not edit
// csv-parse@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 1a7c589eee4a8274c61a06edcabeef4d body 1dd0d397419c193d4bb0e84d94bd142f
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["csv"],"properties":{"csv":{"type":"string","maxLength":262144},"dialect":{"type":"object","additionalProperties":false,"properties":{"delimiter":{"type":"string","description":"Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default \",\".","pattern":"^[^\\r\\n]$","minLength":1,"maxLength":1,"default":","},"quote":{"type":"string","description":"Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default \"\\\"\".","pattern":"^[^\\r\\n]$","minLength":1,"maxLength":1,"default":"\""},"header":{"type":"boolean","description":"Whether the first record is a header of column names. Default true.","default":true}}}}};
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
if(!((key0 === "csv") || (key0 === "dialect"))){
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
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["header","rows","row_lines","column_count"],"properties":{"header":{"type":["array","null"],"maxItems":10000,"items":{"type":"string","maxLength":262144}},"rows":{"type":"array","maxItems":262144,"items":{"type":"array","maxItems":10000,"items":{"type":"string","maxLength":262144}}},"row_lines":{"type":"array","maxItems":262144,"items":{"type":"integer","minimum":1,"maximum":262145}},"column_count":{"type":"integer","minimum":0,"maximum":10000}}};

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
if((data.header === undefined) || (!(func0.call(data, "header")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "header"},message:"must have required property '"+"header"+"'"};
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
if((data.row_lines === undefined) || (!(func0.call(data, "row_lines")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "row_lines"},message:"must have required property '"+"row_lines"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.column_count === undefined) || (!(func0.call(data, "column_count")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "column_count"},message:"must have required property '"+"column_count"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "header") || (key0 === "rows")) || (key0 === "row_lines")) || (key0 === "column_count"))){
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
if(data.header !== undefined && func0.call(data, "header")){
let data0 = data.header;
if((!(Array.isArray(data0))) && (data0 !== null)){
const err5 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/type",keyword:"type",params:{type: schema32.properties.header.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(Array.isArray(data0)){
if(data0.length > 10000){
const err6 = {instancePath:instancePath+"/header",schemaPath:"#/properties/header/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func62(data1) > 262144){
const err7 = {instancePath:instancePath+"/header/" + i0,schemaPath:"#/properties/header/items/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err8 = {instancePath:instancePath+"/header/" + i0,schemaPath:"#/properties/header/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data.rows !== undefined && func0.call(data, "rows")){
let data2 = data.rows;
if(Array.isArray(data2)){
if(data2.length > 262144){
const err9 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
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
if(Array.isArray(data3)){
if(data3.length > 10000){
const err10 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/properties/rows/items/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len2 = data3.length;
for(let i2=0; i2<len2; i2++){
let data4 = data3[i2];
if(typeof data4 === "string"){
if(func62(data4) > 262144){
const err11 = {instancePath:instancePath+"/rows/" + i1+"/" + i2,schemaPath:"#/properties/rows/items/items/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err12 = {instancePath:instancePath+"/rows/" + i1+"/" + i2,schemaPath:"#/properties/rows/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err13 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/properties/rows/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err14 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.row_lines !== undefined && func0.call(data, "row_lines")){
let data5 = data.row_lines;
if(Array.isArray(data5)){
if(data5.length > 262144){
const err15 = {instancePath:instancePath+"/row_lines",schemaPath:"#/properties/row_lines/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len3 = data5.length;
for(let i3=0; i3<len3; i3++){
let data6 = data5[i3];
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err16 = {instancePath:instancePath+"/row_lines/" + i3,schemaPath:"#/properties/row_lines/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 262145 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/row_lines/" + i3,schemaPath:"#/properties/row_lines/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/row_lines/" + i3,schemaPath:"#/properties/row_lines/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err19 = {instancePath:instancePath+"/row_lines",schemaPath:"#/properties/row_lines/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.column_count !== undefined && func0.call(data, "column_count")){
let data7 = data.column_count;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err20 = {instancePath:instancePath+"/column_count",schemaPath:"#/properties/column_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 10000 || isNaN(data7)){
const err21 = {instancePath:instancePath+"/column_count",schemaPath:"#/properties/column_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err22 = {instancePath:instancePath+"/column_count",schemaPath:"#/properties/column_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

