// generated from contracts/ — do not edit
// text-find@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs d9d4f96989ea9bd82f34581a633da9ee body f5e93ad5f97ffca9ae0762d46968b7be
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["text","pattern","mode"],"properties":{"text":{"type":"string","maxLength":262144},"pattern":{"type":"string","maxLength":512,"description":"the literal text or the RE2 pattern"},"mode":{"type":"string","enum":["literal","regex"]},"case_insensitive":{"type":"boolean","default":false},"multiline":{"type":"boolean","default":false,"description":"^ and $ match at each LF"},"dot_all":{"type":"boolean","default":false,"description":". matches LF too"},"max_matches":{"type":"integer","minimum":1,"maximum":10000,"default":1000}}};
const func0 = Object.prototype.hasOwnProperty;
const func64 = __ajvRuntime0.default;

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
if((data.pattern === undefined) || (!(func0.call(data, "pattern")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pattern"},message:"must have required property '"+"pattern"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.mode === undefined) || (!(func0.call(data, "mode")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((((key0 === "text") || (key0 === "pattern")) || (key0 === "mode")) || (key0 === "case_insensitive")) || (key0 === "multiline")) || (key0 === "dot_all")) || (key0 === "max_matches"))){
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
if(data.text !== undefined && func0.call(data, "text")){
let data0 = data.text;
if(typeof data0 === "string"){
if(func64(data0) > 262144){
const err4 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err5 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.pattern !== undefined && func0.call(data, "pattern")){
let data1 = data.pattern;
if(typeof data1 === "string"){
if(func64(data1) > 512){
const err6 = {instancePath:instancePath+"/pattern",schemaPath:"#/properties/pattern/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
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
const err7 = {instancePath:instancePath+"/pattern",schemaPath:"#/properties/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.mode !== undefined && func0.call(data, "mode")){
let data2 = data.mode;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data2 === "literal") || (data2 === "regex"))){
const err9 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema31.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.case_insensitive !== undefined && func0.call(data, "case_insensitive")){
if(typeof data.case_insensitive !== "boolean"){
const err10 = {instancePath:instancePath+"/case_insensitive",schemaPath:"#/properties/case_insensitive/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.multiline !== undefined && func0.call(data, "multiline")){
if(typeof data.multiline !== "boolean"){
const err11 = {instancePath:instancePath+"/multiline",schemaPath:"#/properties/multiline/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.dot_all !== undefined && func0.call(data, "dot_all")){
if(typeof data.dot_all !== "boolean"){
const err12 = {instancePath:instancePath+"/dot_all",schemaPath:"#/properties/dot_all/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.max_matches !== undefined && func0.call(data, "max_matches")){
let data6 = data.max_matches;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err13 = {instancePath:instancePath+"/max_matches",schemaPath:"#/properties/max_matches/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 10000 || isNaN(data6)){
const err14 = {instancePath:instancePath+"/max_matches",schemaPath:"#/properties/max_matches/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/max_matches",schemaPath:"#/properties/max_matches/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["count","truncated","matches"],"properties":{"count":{"type":"integer","minimum":0,"maximum":10000},"truncated":{"type":"boolean"},"matches":{"type":"array","maxItems":10000,"items":{"type":"object","additionalProperties":false,"required":["text","line","column","offset","utf16_offset","byte_offset","end_line","end_column","end_offset","end_utf16_offset","end_byte_offset","groups"],"properties":{"text":{"type":"string","maxLength":262144},"line":{"type":"integer","minimum":1},"column":{"type":"integer","minimum":1},"offset":{"type":"integer","minimum":0},"utf16_offset":{"type":"integer","minimum":0},"byte_offset":{"type":"integer","minimum":0},"end_line":{"type":"integer","minimum":1},"end_column":{"type":"integer","minimum":1},"end_offset":{"type":"integer","minimum":0},"end_utf16_offset":{"type":"integer","minimum":0},"end_byte_offset":{"type":"integer","minimum":0},"groups":{"type":"array","maxItems":20000,"items":{"type":"object","additionalProperties":false,"required":["number","name","text","offset","end_offset"],"properties":{"number":{"type":"integer","minimum":1},"name":{"type":["string","null"],"maxLength":512},"text":{"type":["string","null"],"maxLength":262144},"offset":{"type":["integer","null"],"minimum":0},"end_offset":{"type":["integer","null"],"minimum":0}}}}}}}}};

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
if((data.count === undefined) || (!(func0.call(data, "count")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.truncated === undefined) || (!(func0.call(data, "truncated")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "truncated"},message:"must have required property '"+"truncated"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.matches === undefined) || (!(func0.call(data, "matches")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "matches"},message:"must have required property '"+"matches"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "count") || (key0 === "truncated")) || (key0 === "matches"))){
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
if(data.count !== undefined && func0.call(data, "count")){
let data0 = data.count;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 10000 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.truncated !== undefined && func0.call(data, "truncated")){
if(typeof data.truncated !== "boolean"){
const err7 = {instancePath:instancePath+"/truncated",schemaPath:"#/properties/truncated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.matches !== undefined && func0.call(data, "matches")){
let data2 = data.matches;
if(Array.isArray(data2)){
if(data2.length > 10000){
const err8 = {instancePath:instancePath+"/matches",schemaPath:"#/properties/matches/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
if((data3.text === undefined) || (!(func0.call(data3, "text")))){
const err9 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data3.line === undefined) || (!(func0.call(data3, "line")))){
const err10 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data3.column === undefined) || (!(func0.call(data3, "column")))){
const err11 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data3.offset === undefined) || (!(func0.call(data3, "offset")))){
const err12 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((data3.utf16_offset === undefined) || (!(func0.call(data3, "utf16_offset")))){
const err13 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/required",keyword:"required",params:{missingProperty: "utf16_offset"},message:"must have required property '"+"utf16_offset"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((data3.byte_offset === undefined) || (!(func0.call(data3, "byte_offset")))){
const err14 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/required",keyword:"required",params:{missingProperty: "byte_offset"},message:"must have required property '"+"byte_offset"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((data3.end_line === undefined) || (!(func0.call(data3, "end_line")))){
const err15 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/required",keyword:"required",params:{missingProperty: "end_line"},message:"must have required property '"+"end_line"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((data3.end_column === undefined) || (!(func0.call(data3, "end_column")))){
const err16 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/required",keyword:"required",params:{missingProperty: "end_column"},message:"must have required property '"+"end_column"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((data3.end_offset === undefined) || (!(func0.call(data3, "end_offset")))){
const err17 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/required",keyword:"required",params:{missingProperty: "end_offset"},message:"must have required property '"+"end_offset"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((data3.end_utf16_offset === undefined) || (!(func0.call(data3, "end_utf16_offset")))){
const err18 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/required",keyword:"required",params:{missingProperty: "end_utf16_offset"},message:"must have required property '"+"end_utf16_offset"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((data3.end_byte_offset === undefined) || (!(func0.call(data3, "end_byte_offset")))){
const err19 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/required",keyword:"required",params:{missingProperty: "end_byte_offset"},message:"must have required property '"+"end_byte_offset"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((data3.groups === undefined) || (!(func0.call(data3, "groups")))){
const err20 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/required",keyword:"required",params:{missingProperty: "groups"},message:"must have required property '"+"groups"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key1 of Object.keys(data3)){
if(!(func0.call(schema32.properties.matches.items.properties, key1))){
const err21 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data3.text !== undefined && func0.call(data3, "text")){
let data4 = data3.text;
if(typeof data4 === "string"){
if(func64(data4) > 262144){
const err22 = {instancePath:instancePath+"/matches/" + i0+"/text",schemaPath:"#/properties/matches/items/properties/text/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/matches/" + i0+"/text",schemaPath:"#/properties/matches/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data3.line !== undefined && func0.call(data3, "line")){
let data5 = data3.line;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err24 = {instancePath:instancePath+"/matches/" + i0+"/line",schemaPath:"#/properties/matches/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err25 = {instancePath:instancePath+"/matches/" + i0+"/line",schemaPath:"#/properties/matches/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data3.column !== undefined && func0.call(data3, "column")){
let data6 = data3.column;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err26 = {instancePath:instancePath+"/matches/" + i0+"/column",schemaPath:"#/properties/matches/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err27 = {instancePath:instancePath+"/matches/" + i0+"/column",schemaPath:"#/properties/matches/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data3.offset !== undefined && func0.call(data3, "offset")){
let data7 = data3.offset;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err28 = {instancePath:instancePath+"/matches/" + i0+"/offset",schemaPath:"#/properties/matches/items/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err29 = {instancePath:instancePath+"/matches/" + i0+"/offset",schemaPath:"#/properties/matches/items/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data3.utf16_offset !== undefined && func0.call(data3, "utf16_offset")){
let data8 = data3.utf16_offset;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err30 = {instancePath:instancePath+"/matches/" + i0+"/utf16_offset",schemaPath:"#/properties/matches/items/properties/utf16_offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err31 = {instancePath:instancePath+"/matches/" + i0+"/utf16_offset",schemaPath:"#/properties/matches/items/properties/utf16_offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data3.byte_offset !== undefined && func0.call(data3, "byte_offset")){
let data9 = data3.byte_offset;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err32 = {instancePath:instancePath+"/matches/" + i0+"/byte_offset",schemaPath:"#/properties/matches/items/properties/byte_offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err33 = {instancePath:instancePath+"/matches/" + i0+"/byte_offset",schemaPath:"#/properties/matches/items/properties/byte_offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data3.end_line !== undefined && func0.call(data3, "end_line")){
let data10 = data3.end_line;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err34 = {instancePath:instancePath+"/matches/" + i0+"/end_line",schemaPath:"#/properties/matches/items/properties/end_line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err35 = {instancePath:instancePath+"/matches/" + i0+"/end_line",schemaPath:"#/properties/matches/items/properties/end_line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data3.end_column !== undefined && func0.call(data3, "end_column")){
let data11 = data3.end_column;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err36 = {instancePath:instancePath+"/matches/" + i0+"/end_column",schemaPath:"#/properties/matches/items/properties/end_column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 1 || isNaN(data11)){
const err37 = {instancePath:instancePath+"/matches/" + i0+"/end_column",schemaPath:"#/properties/matches/items/properties/end_column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data3.end_offset !== undefined && func0.call(data3, "end_offset")){
let data12 = data3.end_offset;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err38 = {instancePath:instancePath+"/matches/" + i0+"/end_offset",schemaPath:"#/properties/matches/items/properties/end_offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err39 = {instancePath:instancePath+"/matches/" + i0+"/end_offset",schemaPath:"#/properties/matches/items/properties/end_offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
if(data3.end_utf16_offset !== undefined && func0.call(data3, "end_utf16_offset")){
let data13 = data3.end_utf16_offset;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err40 = {instancePath:instancePath+"/matches/" + i0+"/end_utf16_offset",schemaPath:"#/properties/matches/items/properties/end_utf16_offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err41 = {instancePath:instancePath+"/matches/" + i0+"/end_utf16_offset",schemaPath:"#/properties/matches/items/properties/end_utf16_offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data3.end_byte_offset !== undefined && func0.call(data3, "end_byte_offset")){
let data14 = data3.end_byte_offset;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err42 = {instancePath:instancePath+"/matches/" + i0+"/end_byte_offset",schemaPath:"#/properties/matches/items/properties/end_byte_offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err43 = {instancePath:instancePath+"/matches/" + i0+"/end_byte_offset",schemaPath:"#/properties/matches/items/properties/end_byte_offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
if(data3.groups !== undefined && func0.call(data3, "groups")){
let data15 = data3.groups;
if(Array.isArray(data15)){
if(data15.length > 20000){
const err44 = {instancePath:instancePath+"/matches/" + i0+"/groups",schemaPath:"#/properties/matches/items/properties/groups/maxItems",keyword:"maxItems",params:{limit: 20000},message:"must NOT have more than 20000 items"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
let data16 = data15[i1];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if((data16.number === undefined) || (!(func0.call(data16, "number")))){
const err45 = {instancePath:instancePath+"/matches/" + i0+"/groups/" + i1,schemaPath:"#/properties/matches/items/properties/groups/items/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((data16.name === undefined) || (!(func0.call(data16, "name")))){
const err46 = {instancePath:instancePath+"/matches/" + i0+"/groups/" + i1,schemaPath:"#/properties/matches/items/properties/groups/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if((data16.text === undefined) || (!(func0.call(data16, "text")))){
const err47 = {instancePath:instancePath+"/matches/" + i0+"/groups/" + i1,schemaPath:"#/properties/matches/items/properties/groups/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((data16.offset === undefined) || (!(func0.call(data16, "offset")))){
const err48 = {instancePath:instancePath+"/matches/" + i0+"/groups/" + i1,schemaPath:"#/properties/matches/items/properties/groups/items/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((data16.end_offset === undefined) || (!(func0.call(data16, "end_offset")))){
const err49 = {instancePath:instancePath+"/matches/" + i0+"/groups/" + i1,schemaPath:"#/properties/matches/items/properties/groups/items/required",keyword:"required",params:{missingProperty: "end_offset"},message:"must have required property '"+"end_offset"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
for(const key2 of Object.keys(data16)){
if(!(((((key2 === "number") || (key2 === "name")) || (key2 === "text")) || (key2 === "offset")) || (key2 === "end_offset"))){
const err50 = {instancePath:instancePath+"/matches/" + i0+"/groups/" + i1,schemaPath:"#/properties/matches/items/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data16.number !== undefined && func0.call(data16, "number")){
let data17 = data16.number;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err51 = {instancePath:instancePath+"/matches/" + i0+"/groups/" + i1+"/number",schemaPath:"#/properties/matches/items/properties/groups/items/properties/number/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 1 || isNaN(data17)){
const err52 = {instancePath:instancePath+"/matches/" + i0+"/groups/" + i1+"/number",schemaPath:"#/properties/matches/items/properties/groups/items/properties/number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
if(data16.name !== undefined && func0.call(data16, "name")){
let data18 = data16.name;
if((typeof data18 !== "string") && (data18 !== null)){
const err53 = {instancePath:instancePath+"/matches/" + i0+"/groups/" + i1+"/name",schemaPath:"#/properties/matches/items/properties/groups/items/properties/name/type",keyword:"type",params:{type: schema32.properties.matches.items.properties.groups.items.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(typeof data18 === "string"){
if(func64(data18) > 512){
const err54 = {instancePath:instancePath+"/matches/" + i0+"/groups/" + i1+"/name",schemaPath:"#/properties/matches/items/properties/groups/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
if(data16.text !== undefined && func0.call(data16, "text")){
let data19 = data16.text;
if((typeof data19 !== "string") && (data19 !== null)){
const err55 = {instancePath:instancePath+"/matches/" + i0+"/groups/" + i1+"/text",schemaPath:"#/properties/matches/items/properties/groups/items/properties/text/type",keyword:"type",params:{type: schema32.properties.matches.items.properties.groups.items.properties.text.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(typeof data19 === "string"){
if(func64(data19) > 262144){
const err56 = {instancePath:instancePath+"/matches/" + i0+"/groups/" + i1+"/text",schemaPath:"#/properties/matches/items/properties/groups/items/properties/text/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
if(data16.offset !== undefined && func0.call(data16, "offset")){
let data20 = data16.offset;
if((!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))) && (data20 !== null)){
const err57 = {instancePath:instancePath+"/matches/" + i0+"/groups/" + i1+"/offset",schemaPath:"#/properties/matches/items/properties/groups/items/properties/offset/type",keyword:"type",params:{type: schema32.properties.matches.items.properties.groups.items.properties.offset.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err58 = {instancePath:instancePath+"/matches/" + i0+"/groups/" + i1+"/offset",schemaPath:"#/properties/matches/items/properties/groups/items/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data16.end_offset !== undefined && func0.call(data16, "end_offset")){
let data21 = data16.end_offset;
if((!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))) && (data21 !== null)){
const err59 = {instancePath:instancePath+"/matches/" + i0+"/groups/" + i1+"/end_offset",schemaPath:"#/properties/matches/items/properties/groups/items/properties/end_offset/type",keyword:"type",params:{type: schema32.properties.matches.items.properties.groups.items.properties.end_offset.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err60 = {instancePath:instancePath+"/matches/" + i0+"/groups/" + i1+"/end_offset",schemaPath:"#/properties/matches/items/properties/groups/items/properties/end_offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
}
else {
const err61 = {instancePath:instancePath+"/matches/" + i0+"/groups/" + i1,schemaPath:"#/properties/matches/items/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/matches/" + i0+"/groups",schemaPath:"#/properties/matches/items/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err63 = {instancePath:instancePath+"/matches/" + i0,schemaPath:"#/properties/matches/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err64 = {instancePath:instancePath+"/matches",schemaPath:"#/properties/matches/type",keyword:"type",params:{type: "array"},message:"must be array"};
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

