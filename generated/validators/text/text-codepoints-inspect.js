// generated from contracts/ — do not edit
// text-codepoints-inspect@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 423b4f8a6669892dd7d11aa2e695453e body 68633d24b290efb0df3146c95f10f535
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","maxLength":500,"description":"the text to inspect, at most 500 code points"}}};
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
if((data.text === undefined) || (!(func0.call(data, "text")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "text")){
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
if(data.text !== undefined && func0.call(data, "text")){
let data0 = data.text;
if(typeof data0 === "string"){
if(func62(data0) > 500){
const err2 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
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
const err3 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["code_points","utf16_units","utf8_bytes","items"],"properties":{"code_points":{"type":"integer","minimum":0,"maximum":500},"utf16_units":{"type":"integer","minimum":0,"maximum":1000},"utf8_bytes":{"type":"integer","minimum":0,"maximum":2000},"items":{"type":"array","maxItems":500,"items":{"type":"object","additionalProperties":false,"required":["index","utf16_offset","code_point","character","name","aliases","general_category","script","combining_class","utf8","utf16"],"properties":{"index":{"type":"integer","minimum":0,"maximum":499},"utf16_offset":{"type":"integer","minimum":0,"maximum":999},"code_point":{"type":"string","pattern":"^U\\+[0-9A-F]{4,6}$","maxLength":8},"character":{"type":"string","minLength":1,"maxLength":2},"name":{"type":"string","maxLength":120},"aliases":{"type":"array","maxItems":8,"items":{"type":"object","additionalProperties":false,"required":["alias","type"],"properties":{"alias":{"type":"string","maxLength":120},"type":{"type":"string","enum":["correction","control","alternate","figment","abbreviation"]}}}},"general_category":{"type":"string","pattern":"^[A-Z][a-z]$","maxLength":2},"script":{"type":"string","maxLength":40},"combining_class":{"type":"integer","minimum":0,"maximum":254},"utf8":{"type":"string","maxLength":11},"utf16":{"type":"string","maxLength":9}}}}}};
const pattern4 = new RegExp("^U\\+[0-9A-F]{4,6}$", "u");
const pattern5 = new RegExp("^[A-Z][a-z]$", "u");

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
if((data.code_points === undefined) || (!(func0.call(data, "code_points")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code_points"},message:"must have required property '"+"code_points"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.utf16_units === undefined) || (!(func0.call(data, "utf16_units")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "utf16_units"},message:"must have required property '"+"utf16_units"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.utf8_bytes === undefined) || (!(func0.call(data, "utf8_bytes")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "utf8_bytes"},message:"must have required property '"+"utf8_bytes"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.items === undefined) || (!(func0.call(data, "items")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "code_points") || (key0 === "utf16_units")) || (key0 === "utf8_bytes")) || (key0 === "items"))){
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
if(data.code_points !== undefined && func0.call(data, "code_points")){
let data0 = data.code_points;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/code_points",schemaPath:"#/properties/code_points/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 500 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/code_points",schemaPath:"#/properties/code_points/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/code_points",schemaPath:"#/properties/code_points/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.utf16_units !== undefined && func0.call(data, "utf16_units")){
let data1 = data.utf16_units;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/utf16_units",schemaPath:"#/properties/utf16_units/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1000 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/utf16_units",schemaPath:"#/properties/utf16_units/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/utf16_units",schemaPath:"#/properties/utf16_units/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.utf8_bytes !== undefined && func0.call(data, "utf8_bytes")){
let data2 = data.utf8_bytes;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/utf8_bytes",schemaPath:"#/properties/utf8_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2000 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/utf8_bytes",schemaPath:"#/properties/utf8_bytes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/utf8_bytes",schemaPath:"#/properties/utf8_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.items !== undefined && func0.call(data, "items")){
let data3 = data.items;
if(Array.isArray(data3)){
if(data3.length > 500){
const err14 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if((data4.index === undefined) || (!(func0.call(data4, "index")))){
const err15 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((data4.utf16_offset === undefined) || (!(func0.call(data4, "utf16_offset")))){
const err16 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "utf16_offset"},message:"must have required property '"+"utf16_offset"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((data4.code_point === undefined) || (!(func0.call(data4, "code_point")))){
const err17 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "code_point"},message:"must have required property '"+"code_point"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((data4.character === undefined) || (!(func0.call(data4, "character")))){
const err18 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "character"},message:"must have required property '"+"character"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((data4.name === undefined) || (!(func0.call(data4, "name")))){
const err19 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((data4.aliases === undefined) || (!(func0.call(data4, "aliases")))){
const err20 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "aliases"},message:"must have required property '"+"aliases"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((data4.general_category === undefined) || (!(func0.call(data4, "general_category")))){
const err21 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "general_category"},message:"must have required property '"+"general_category"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((data4.script === undefined) || (!(func0.call(data4, "script")))){
const err22 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "script"},message:"must have required property '"+"script"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((data4.combining_class === undefined) || (!(func0.call(data4, "combining_class")))){
const err23 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "combining_class"},message:"must have required property '"+"combining_class"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((data4.utf8 === undefined) || (!(func0.call(data4, "utf8")))){
const err24 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "utf8"},message:"must have required property '"+"utf8"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((data4.utf16 === undefined) || (!(func0.call(data4, "utf16")))){
const err25 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "utf16"},message:"must have required property '"+"utf16"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key1 of Object.keys(data4)){
if(!(func0.call(schema32.properties.items.items.properties, key1))){
const err26 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data4.index !== undefined && func0.call(data4, "index")){
let data5 = data4.index;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err27 = {instancePath:instancePath+"/items/" + i0+"/index",schemaPath:"#/properties/items/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 499 || isNaN(data5)){
const err28 = {instancePath:instancePath+"/items/" + i0+"/index",schemaPath:"#/properties/items/items/properties/index/maximum",keyword:"maximum",params:{comparison: "<=", limit: 499},message:"must be <= 499"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err29 = {instancePath:instancePath+"/items/" + i0+"/index",schemaPath:"#/properties/items/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4.utf16_offset !== undefined && func0.call(data4, "utf16_offset")){
let data6 = data4.utf16_offset;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err30 = {instancePath:instancePath+"/items/" + i0+"/utf16_offset",schemaPath:"#/properties/items/items/properties/utf16_offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 999 || isNaN(data6)){
const err31 = {instancePath:instancePath+"/items/" + i0+"/utf16_offset",schemaPath:"#/properties/items/items/properties/utf16_offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999},message:"must be <= 999"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err32 = {instancePath:instancePath+"/items/" + i0+"/utf16_offset",schemaPath:"#/properties/items/items/properties/utf16_offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4.code_point !== undefined && func0.call(data4, "code_point")){
let data7 = data4.code_point;
if(typeof data7 === "string"){
if(func62(data7) > 8){
const err33 = {instancePath:instancePath+"/items/" + i0+"/code_point",schemaPath:"#/properties/items/items/properties/code_point/maxLength",keyword:"maxLength",params:{limit: 8},message:"must NOT have more than 8 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!pattern4.test(data7)){
const err34 = {instancePath:instancePath+"/items/" + i0+"/code_point",schemaPath:"#/properties/items/items/properties/code_point/pattern",keyword:"pattern",params:{pattern: "^U\\+[0-9A-F]{4,6}$"},message:"must match pattern \""+"^U\\+[0-9A-F]{4,6}$"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/items/" + i0+"/code_point",schemaPath:"#/properties/items/items/properties/code_point/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data4.character !== undefined && func0.call(data4, "character")){
let data8 = data4.character;
if(typeof data8 === "string"){
if(func62(data8) > 2){
const err36 = {instancePath:instancePath+"/items/" + i0+"/character",schemaPath:"#/properties/items/items/properties/character/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(func62(data8) < 1){
const err37 = {instancePath:instancePath+"/items/" + i0+"/character",schemaPath:"#/properties/items/items/properties/character/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/items/" + i0+"/character",schemaPath:"#/properties/items/items/properties/character/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data4.name !== undefined && func0.call(data4, "name")){
let data9 = data4.name;
if(typeof data9 === "string"){
if(func62(data9) > 120){
const err39 = {instancePath:instancePath+"/items/" + i0+"/name",schemaPath:"#/properties/items/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/items/" + i0+"/name",schemaPath:"#/properties/items/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data4.aliases !== undefined && func0.call(data4, "aliases")){
let data10 = data4.aliases;
if(Array.isArray(data10)){
if(data10.length > 8){
const err41 = {instancePath:instancePath+"/items/" + i0+"/aliases",schemaPath:"#/properties/items/items/properties/aliases/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if((data11.alias === undefined) || (!(func0.call(data11, "alias")))){
const err42 = {instancePath:instancePath+"/items/" + i0+"/aliases/" + i1,schemaPath:"#/properties/items/items/properties/aliases/items/required",keyword:"required",params:{missingProperty: "alias"},message:"must have required property '"+"alias"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((data11.type === undefined) || (!(func0.call(data11, "type")))){
const err43 = {instancePath:instancePath+"/items/" + i0+"/aliases/" + i1,schemaPath:"#/properties/items/items/properties/aliases/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
for(const key2 of Object.keys(data11)){
if(!((key2 === "alias") || (key2 === "type"))){
const err44 = {instancePath:instancePath+"/items/" + i0+"/aliases/" + i1,schemaPath:"#/properties/items/items/properties/aliases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data11.alias !== undefined && func0.call(data11, "alias")){
let data12 = data11.alias;
if(typeof data12 === "string"){
if(func62(data12) > 120){
const err45 = {instancePath:instancePath+"/items/" + i0+"/aliases/" + i1+"/alias",schemaPath:"#/properties/items/items/properties/aliases/items/properties/alias/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/items/" + i0+"/aliases/" + i1+"/alias",schemaPath:"#/properties/items/items/properties/aliases/items/properties/alias/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data11.type !== undefined && func0.call(data11, "type")){
let data13 = data11.type;
if(typeof data13 !== "string"){
const err47 = {instancePath:instancePath+"/items/" + i0+"/aliases/" + i1+"/type",schemaPath:"#/properties/items/items/properties/aliases/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!(((((data13 === "correction") || (data13 === "control")) || (data13 === "alternate")) || (data13 === "figment")) || (data13 === "abbreviation"))){
const err48 = {instancePath:instancePath+"/items/" + i0+"/aliases/" + i1+"/type",schemaPath:"#/properties/items/items/properties/aliases/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema32.properties.items.items.properties.aliases.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/items/" + i0+"/aliases/" + i1,schemaPath:"#/properties/items/items/properties/aliases/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/items/" + i0+"/aliases",schemaPath:"#/properties/items/items/properties/aliases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data4.general_category !== undefined && func0.call(data4, "general_category")){
let data14 = data4.general_category;
if(typeof data14 === "string"){
if(func62(data14) > 2){
const err51 = {instancePath:instancePath+"/items/" + i0+"/general_category",schemaPath:"#/properties/items/items/properties/general_category/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(!pattern5.test(data14)){
const err52 = {instancePath:instancePath+"/items/" + i0+"/general_category",schemaPath:"#/properties/items/items/properties/general_category/pattern",keyword:"pattern",params:{pattern: "^[A-Z][a-z]$"},message:"must match pattern \""+"^[A-Z][a-z]$"+"\""};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/items/" + i0+"/general_category",schemaPath:"#/properties/items/items/properties/general_category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data4.script !== undefined && func0.call(data4, "script")){
let data15 = data4.script;
if(typeof data15 === "string"){
if(func62(data15) > 40){
const err54 = {instancePath:instancePath+"/items/" + i0+"/script",schemaPath:"#/properties/items/items/properties/script/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/items/" + i0+"/script",schemaPath:"#/properties/items/items/properties/script/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data4.combining_class !== undefined && func0.call(data4, "combining_class")){
let data16 = data4.combining_class;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err56 = {instancePath:instancePath+"/items/" + i0+"/combining_class",schemaPath:"#/properties/items/items/properties/combining_class/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 254 || isNaN(data16)){
const err57 = {instancePath:instancePath+"/items/" + i0+"/combining_class",schemaPath:"#/properties/items/items/properties/combining_class/maximum",keyword:"maximum",params:{comparison: "<=", limit: 254},message:"must be <= 254"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err58 = {instancePath:instancePath+"/items/" + i0+"/combining_class",schemaPath:"#/properties/items/items/properties/combining_class/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
if(data4.utf8 !== undefined && func0.call(data4, "utf8")){
let data17 = data4.utf8;
if(typeof data17 === "string"){
if(func62(data17) > 11){
const err59 = {instancePath:instancePath+"/items/" + i0+"/utf8",schemaPath:"#/properties/items/items/properties/utf8/maxLength",keyword:"maxLength",params:{limit: 11},message:"must NOT have more than 11 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/items/" + i0+"/utf8",schemaPath:"#/properties/items/items/properties/utf8/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data4.utf16 !== undefined && func0.call(data4, "utf16")){
let data18 = data4.utf16;
if(typeof data18 === "string"){
if(func62(data18) > 9){
const err61 = {instancePath:instancePath+"/items/" + i0+"/utf16",schemaPath:"#/properties/items/items/properties/utf16/maxLength",keyword:"maxLength",params:{limit: 9},message:"must NOT have more than 9 characters"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/items/" + i0+"/utf16",schemaPath:"#/properties/items/items/properties/utf16/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

