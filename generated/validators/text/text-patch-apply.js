// generated from contracts/ — do not edit
// text-patch-apply@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs a8318bc44dc14724bf05c34a77cae342 body 32ea3cdc10dafb7c812b59790e7e17d7
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["text","patch"],"properties":{"text":{"type":"string","maxLength":262144,"description":"The text to patch (the old file's content)."},"patch":{"type":"string","maxLength":262144,"description":"A unified diff of one file."},"max_offset":{"type":"integer","minimum":0,"maximum":1000,"default":100,"description":"How many lines a hunk may be moved from where its header puts it."},"reverse":{"type":"boolean","default":false,"description":"Apply the patch in reverse (undo it), as patch -R."}}};
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
if((data.patch === undefined) || (!(func0.call(data, "patch")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "patch"},message:"must have required property '"+"patch"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "text") || (key0 === "patch")) || (key0 === "max_offset")) || (key0 === "reverse"))){
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
if(data.text !== undefined && func0.call(data, "text")){
let data0 = data.text;
if(typeof data0 === "string"){
if(func63(data0) > 262144){
const err3 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err4 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.patch !== undefined && func0.call(data, "patch")){
let data1 = data.patch;
if(typeof data1 === "string"){
if(func63(data1) > 262144){
const err5 = {instancePath:instancePath+"/patch",schemaPath:"#/properties/patch/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err6 = {instancePath:instancePath+"/patch",schemaPath:"#/properties/patch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.max_offset !== undefined && func0.call(data, "max_offset")){
let data2 = data.max_offset;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/max_offset",schemaPath:"#/properties/max_offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/max_offset",schemaPath:"#/properties/max_offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/max_offset",schemaPath:"#/properties/max_offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.reverse !== undefined && func0.call(data, "reverse")){
if(typeof data.reverse !== "boolean"){
const err10 = {instancePath:instancePath+"/reverse",schemaPath:"#/properties/reverse/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["text","clean","applied","rejected","rejects"],"properties":{"text":{"type":"string","maxLength":262144},"clean":{"type":"boolean"},"applied":{"type":"array","maxItems":2000,"items":{"type":"object","additionalProperties":false,"required":["hunk","line","offset"],"properties":{"hunk":{"type":"integer","minimum":1,"maximum":2000},"line":{"type":"integer","minimum":0,"maximum":262145},"offset":{"type":"integer","minimum":-99999999,"maximum":99999999}}}},"rejected":{"type":"array","maxItems":2000,"items":{"type":"object","additionalProperties":false,"required":["hunk","line","header","reason"],"properties":{"hunk":{"type":"integer","minimum":1,"maximum":2000},"line":{"type":"integer","minimum":1,"maximum":262145},"header":{"type":"string","maxLength":64},"reason":{"type":"string","enum":["context_mismatch","file_exists","file_not_emptied"]}}}},"rejects":{"type":"string","maxLength":262144}}};

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
if((data.clean === undefined) || (!(func0.call(data, "clean")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "clean"},message:"must have required property '"+"clean"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.applied === undefined) || (!(func0.call(data, "applied")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applied"},message:"must have required property '"+"applied"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.rejected === undefined) || (!(func0.call(data, "rejected")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rejected"},message:"must have required property '"+"rejected"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.rejects === undefined) || (!(func0.call(data, "rejects")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rejects"},message:"must have required property '"+"rejects"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "text") || (key0 === "clean")) || (key0 === "applied")) || (key0 === "rejected")) || (key0 === "rejects"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.text !== undefined && func0.call(data, "text")){
let data0 = data.text;
if(typeof data0 === "string"){
if(func63(data0) > 262144){
const err6 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err7 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.clean !== undefined && func0.call(data, "clean")){
if(typeof data.clean !== "boolean"){
const err8 = {instancePath:instancePath+"/clean",schemaPath:"#/properties/clean/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.applied !== undefined && func0.call(data, "applied")){
let data2 = data.applied;
if(Array.isArray(data2)){
if(data2.length > 2000){
const err9 = {instancePath:instancePath+"/applied",schemaPath:"#/properties/applied/maxItems",keyword:"maxItems",params:{limit: 2000},message:"must NOT have more than 2000 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if((data3.hunk === undefined) || (!(func0.call(data3, "hunk")))){
const err10 = {instancePath:instancePath+"/applied/" + i0,schemaPath:"#/properties/applied/items/required",keyword:"required",params:{missingProperty: "hunk"},message:"must have required property '"+"hunk"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data3.line === undefined) || (!(func0.call(data3, "line")))){
const err11 = {instancePath:instancePath+"/applied/" + i0,schemaPath:"#/properties/applied/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data3.offset === undefined) || (!(func0.call(data3, "offset")))){
const err12 = {instancePath:instancePath+"/applied/" + i0,schemaPath:"#/properties/applied/items/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 of Object.keys(data3)){
if(!(((key1 === "hunk") || (key1 === "line")) || (key1 === "offset"))){
const err13 = {instancePath:instancePath+"/applied/" + i0,schemaPath:"#/properties/applied/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.hunk !== undefined && func0.call(data3, "hunk")){
let data4 = data3.hunk;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err14 = {instancePath:instancePath+"/applied/" + i0+"/hunk",schemaPath:"#/properties/applied/items/properties/hunk/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 2000 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/applied/" + i0+"/hunk",schemaPath:"#/properties/applied/items/properties/hunk/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/applied/" + i0+"/hunk",schemaPath:"#/properties/applied/items/properties/hunk/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data3.line !== undefined && func0.call(data3, "line")){
let data5 = data3.line;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err17 = {instancePath:instancePath+"/applied/" + i0+"/line",schemaPath:"#/properties/applied/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 262145 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/applied/" + i0+"/line",schemaPath:"#/properties/applied/items/properties/line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/applied/" + i0+"/line",schemaPath:"#/properties/applied/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data3.offset !== undefined && func0.call(data3, "offset")){
let data6 = data3.offset;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err20 = {instancePath:instancePath+"/applied/" + i0+"/offset",schemaPath:"#/properties/applied/items/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 99999999 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/applied/" + i0+"/offset",schemaPath:"#/properties/applied/items/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999},message:"must be <= 99999999"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data6 < -99999999 || isNaN(data6)){
const err22 = {instancePath:instancePath+"/applied/" + i0+"/offset",schemaPath:"#/properties/applied/items/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: -99999999},message:"must be >= -99999999"};
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
const err23 = {instancePath:instancePath+"/applied/" + i0,schemaPath:"#/properties/applied/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err24 = {instancePath:instancePath+"/applied",schemaPath:"#/properties/applied/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.rejected !== undefined && func0.call(data, "rejected")){
let data7 = data.rejected;
if(Array.isArray(data7)){
if(data7.length > 2000){
const err25 = {instancePath:instancePath+"/rejected",schemaPath:"#/properties/rejected/maxItems",keyword:"maxItems",params:{limit: 2000},message:"must NOT have more than 2000 items"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if((data8.hunk === undefined) || (!(func0.call(data8, "hunk")))){
const err26 = {instancePath:instancePath+"/rejected/" + i1,schemaPath:"#/properties/rejected/items/required",keyword:"required",params:{missingProperty: "hunk"},message:"must have required property '"+"hunk"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((data8.line === undefined) || (!(func0.call(data8, "line")))){
const err27 = {instancePath:instancePath+"/rejected/" + i1,schemaPath:"#/properties/rejected/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((data8.header === undefined) || (!(func0.call(data8, "header")))){
const err28 = {instancePath:instancePath+"/rejected/" + i1,schemaPath:"#/properties/rejected/items/required",keyword:"required",params:{missingProperty: "header"},message:"must have required property '"+"header"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((data8.reason === undefined) || (!(func0.call(data8, "reason")))){
const err29 = {instancePath:instancePath+"/rejected/" + i1,schemaPath:"#/properties/rejected/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key2 of Object.keys(data8)){
if(!((((key2 === "hunk") || (key2 === "line")) || (key2 === "header")) || (key2 === "reason"))){
const err30 = {instancePath:instancePath+"/rejected/" + i1,schemaPath:"#/properties/rejected/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data8.hunk !== undefined && func0.call(data8, "hunk")){
let data9 = data8.hunk;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err31 = {instancePath:instancePath+"/rejected/" + i1+"/hunk",schemaPath:"#/properties/rejected/items/properties/hunk/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 2000 || isNaN(data9)){
const err32 = {instancePath:instancePath+"/rejected/" + i1+"/hunk",schemaPath:"#/properties/rejected/items/properties/hunk/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err33 = {instancePath:instancePath+"/rejected/" + i1+"/hunk",schemaPath:"#/properties/rejected/items/properties/hunk/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data8.line !== undefined && func0.call(data8, "line")){
let data10 = data8.line;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err34 = {instancePath:instancePath+"/rejected/" + i1+"/line",schemaPath:"#/properties/rejected/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 262145 || isNaN(data10)){
const err35 = {instancePath:instancePath+"/rejected/" + i1+"/line",schemaPath:"#/properties/rejected/items/properties/line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data10 < 1 || isNaN(data10)){
const err36 = {instancePath:instancePath+"/rejected/" + i1+"/line",schemaPath:"#/properties/rejected/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data8.header !== undefined && func0.call(data8, "header")){
let data11 = data8.header;
if(typeof data11 === "string"){
if(func63(data11) > 64){
const err37 = {instancePath:instancePath+"/rejected/" + i1+"/header",schemaPath:"#/properties/rejected/items/properties/header/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err38 = {instancePath:instancePath+"/rejected/" + i1+"/header",schemaPath:"#/properties/rejected/items/properties/header/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data8.reason !== undefined && func0.call(data8, "reason")){
let data12 = data8.reason;
if(typeof data12 !== "string"){
const err39 = {instancePath:instancePath+"/rejected/" + i1+"/reason",schemaPath:"#/properties/rejected/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!(((data12 === "context_mismatch") || (data12 === "file_exists")) || (data12 === "file_not_emptied"))){
const err40 = {instancePath:instancePath+"/rejected/" + i1+"/reason",schemaPath:"#/properties/rejected/items/properties/reason/enum",keyword:"enum",params:{allowedValues: schema32.properties.rejected.items.properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/rejected/" + i1,schemaPath:"#/properties/rejected/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/rejected",schemaPath:"#/properties/rejected/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.rejects !== undefined && func0.call(data, "rejects")){
let data13 = data.rejects;
if(typeof data13 === "string"){
if(func63(data13) > 262144){
const err43 = {instancePath:instancePath+"/rejects",schemaPath:"#/properties/rejects/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/rejects",schemaPath:"#/properties/rejects/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

