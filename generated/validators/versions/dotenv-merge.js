// generated from contracts/ — do not edit
// dotenv-merge@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs ced88b4aee9ddd4929620e588775adf8 body 76ce336a92b8b8cdcdb458e1377e5875
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["files"],"properties":{"files":{"type":"array","minItems":1,"maxItems":10000,"items":{"type":"object","additionalProperties":false,"required":["name","text"],"properties":{"name":{"type":"string","minLength":1,"maxLength":256},"text":{"type":"string","maxLength":2000000}}}}}};
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
if((data.files === undefined) || (!(func0.call(data, "files")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "files")){
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
if(data.files !== undefined && func0.call(data, "files")){
let data0 = data.files;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err2 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
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
if((data1.name === undefined) || (!(func0.call(data1, "name")))){
const err4 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data1.text === undefined) || (!(func0.call(data1, "text")))){
const err5 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!((key1 === "name") || (key1 === "text"))){
const err6 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.name !== undefined && func0.call(data1, "name")){
let data2 = data1.name;
if(typeof data2 === "string"){
if(func65(data2) > 256){
const err7 = {instancePath:instancePath+"/files/" + i0+"/name",schemaPath:"#/properties/files/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func65(data2) < 1){
const err8 = {instancePath:instancePath+"/files/" + i0+"/name",schemaPath:"#/properties/files/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/files/" + i0+"/name",schemaPath:"#/properties/files/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.text !== undefined && func0.call(data1, "text")){
let data3 = data1.text;
if(typeof data3 === "string"){
if(func65(data3) > 2000000){
const err10 = {instancePath:instancePath+"/files/" + i0+"/text",schemaPath:"#/properties/files/items/properties/text/maxLength",keyword:"maxLength",params:{limit: 2000000},message:"must NOT have more than 2000000 characters"};
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
const err11 = {instancePath:instancePath+"/files/" + i0+"/text",schemaPath:"#/properties/files/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err13 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["variables","warnings"],"properties":{"variables":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["key","value","file","file_index","line","overridden"],"properties":{"key":{"type":"string","minLength":1},"value":{"type":"string"},"file":{"type":"string"},"file_index":{"type":"integer","minimum":0},"line":{"type":"integer","minimum":1},"overridden":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["file","file_index","line"],"properties":{"file":{"type":"string"},"file_index":{"type":"integer","minimum":0},"line":{"type":"integer","minimum":1}}}}}}},"warnings":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["file","file_index","line","code","message"],"properties":{"file":{"type":"string"},"file_index":{"type":"integer","minimum":0},"line":{"type":"integer","minimum":1},"code":{"enum":["duplicate_key","skipped_line"]},"message":{"type":"string"}}}}}};

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
if((data.variables === undefined) || (!(func0.call(data, "variables")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "variables"},message:"must have required property '"+"variables"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.warnings === undefined) || (!(func0.call(data, "warnings")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "warnings"},message:"must have required property '"+"warnings"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "variables") || (key0 === "warnings"))){
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
if(data.variables !== undefined && func0.call(data, "variables")){
let data0 = data.variables;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.key === undefined) || (!(func0.call(data1, "key")))){
const err3 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data1.value === undefined) || (!(func0.call(data1, "value")))){
const err4 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data1.file === undefined) || (!(func0.call(data1, "file")))){
const err5 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data1.file_index === undefined) || (!(func0.call(data1, "file_index")))){
const err6 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "file_index"},message:"must have required property '"+"file_index"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data1.line === undefined) || (!(func0.call(data1, "line")))){
const err7 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data1.overridden === undefined) || (!(func0.call(data1, "overridden")))){
const err8 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/required",keyword:"required",params:{missingProperty: "overridden"},message:"must have required property '"+"overridden"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!((((((key1 === "key") || (key1 === "value")) || (key1 === "file")) || (key1 === "file_index")) || (key1 === "line")) || (key1 === "overridden"))){
const err9 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.key !== undefined && func0.call(data1, "key")){
let data2 = data1.key;
if(typeof data2 === "string"){
if(func65(data2) < 1){
const err10 = {instancePath:instancePath+"/variables/" + i0+"/key",schemaPath:"#/properties/variables/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/variables/" + i0+"/key",schemaPath:"#/properties/variables/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.value !== undefined && func0.call(data1, "value")){
if(typeof data1.value !== "string"){
const err12 = {instancePath:instancePath+"/variables/" + i0+"/value",schemaPath:"#/properties/variables/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.file !== undefined && func0.call(data1, "file")){
if(typeof data1.file !== "string"){
const err13 = {instancePath:instancePath+"/variables/" + i0+"/file",schemaPath:"#/properties/variables/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.file_index !== undefined && func0.call(data1, "file_index")){
let data5 = data1.file_index;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err14 = {instancePath:instancePath+"/variables/" + i0+"/file_index",schemaPath:"#/properties/variables/items/properties/file_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/variables/" + i0+"/file_index",schemaPath:"#/properties/variables/items/properties/file_index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.line !== undefined && func0.call(data1, "line")){
let data6 = data1.line;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err16 = {instancePath:instancePath+"/variables/" + i0+"/line",schemaPath:"#/properties/variables/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/variables/" + i0+"/line",schemaPath:"#/properties/variables/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data1.overridden !== undefined && func0.call(data1, "overridden")){
let data7 = data1.overridden;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if((data8.file === undefined) || (!(func0.call(data8, "file")))){
const err18 = {instancePath:instancePath+"/variables/" + i0+"/overridden/" + i1,schemaPath:"#/properties/variables/items/properties/overridden/items/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((data8.file_index === undefined) || (!(func0.call(data8, "file_index")))){
const err19 = {instancePath:instancePath+"/variables/" + i0+"/overridden/" + i1,schemaPath:"#/properties/variables/items/properties/overridden/items/required",keyword:"required",params:{missingProperty: "file_index"},message:"must have required property '"+"file_index"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((data8.line === undefined) || (!(func0.call(data8, "line")))){
const err20 = {instancePath:instancePath+"/variables/" + i0+"/overridden/" + i1,schemaPath:"#/properties/variables/items/properties/overridden/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key2 of Object.keys(data8)){
if(!(((key2 === "file") || (key2 === "file_index")) || (key2 === "line"))){
const err21 = {instancePath:instancePath+"/variables/" + i0+"/overridden/" + i1,schemaPath:"#/properties/variables/items/properties/overridden/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data8.file !== undefined && func0.call(data8, "file")){
if(typeof data8.file !== "string"){
const err22 = {instancePath:instancePath+"/variables/" + i0+"/overridden/" + i1+"/file",schemaPath:"#/properties/variables/items/properties/overridden/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data8.file_index !== undefined && func0.call(data8, "file_index")){
let data10 = data8.file_index;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err23 = {instancePath:instancePath+"/variables/" + i0+"/overridden/" + i1+"/file_index",schemaPath:"#/properties/variables/items/properties/overridden/items/properties/file_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err24 = {instancePath:instancePath+"/variables/" + i0+"/overridden/" + i1+"/file_index",schemaPath:"#/properties/variables/items/properties/overridden/items/properties/file_index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data8.line !== undefined && func0.call(data8, "line")){
let data11 = data8.line;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err25 = {instancePath:instancePath+"/variables/" + i0+"/overridden/" + i1+"/line",schemaPath:"#/properties/variables/items/properties/overridden/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 1 || isNaN(data11)){
const err26 = {instancePath:instancePath+"/variables/" + i0+"/overridden/" + i1+"/line",schemaPath:"#/properties/variables/items/properties/overridden/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err27 = {instancePath:instancePath+"/variables/" + i0+"/overridden/" + i1,schemaPath:"#/properties/variables/items/properties/overridden/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err28 = {instancePath:instancePath+"/variables/" + i0+"/overridden",schemaPath:"#/properties/variables/items/properties/overridden/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err29 = {instancePath:instancePath+"/variables/" + i0,schemaPath:"#/properties/variables/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err30 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.warnings !== undefined && func0.call(data, "warnings")){
let data12 = data.warnings;
if(Array.isArray(data12)){
const len2 = data12.length;
for(let i2=0; i2<len2; i2++){
let data13 = data12[i2];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if((data13.file === undefined) || (!(func0.call(data13, "file")))){
const err31 = {instancePath:instancePath+"/warnings/" + i2,schemaPath:"#/properties/warnings/items/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((data13.file_index === undefined) || (!(func0.call(data13, "file_index")))){
const err32 = {instancePath:instancePath+"/warnings/" + i2,schemaPath:"#/properties/warnings/items/required",keyword:"required",params:{missingProperty: "file_index"},message:"must have required property '"+"file_index"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((data13.line === undefined) || (!(func0.call(data13, "line")))){
const err33 = {instancePath:instancePath+"/warnings/" + i2,schemaPath:"#/properties/warnings/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((data13.code === undefined) || (!(func0.call(data13, "code")))){
const err34 = {instancePath:instancePath+"/warnings/" + i2,schemaPath:"#/properties/warnings/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((data13.message === undefined) || (!(func0.call(data13, "message")))){
const err35 = {instancePath:instancePath+"/warnings/" + i2,schemaPath:"#/properties/warnings/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key3 of Object.keys(data13)){
if(!(((((key3 === "file") || (key3 === "file_index")) || (key3 === "line")) || (key3 === "code")) || (key3 === "message"))){
const err36 = {instancePath:instancePath+"/warnings/" + i2,schemaPath:"#/properties/warnings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data13.file !== undefined && func0.call(data13, "file")){
if(typeof data13.file !== "string"){
const err37 = {instancePath:instancePath+"/warnings/" + i2+"/file",schemaPath:"#/properties/warnings/items/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data13.file_index !== undefined && func0.call(data13, "file_index")){
let data15 = data13.file_index;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err38 = {instancePath:instancePath+"/warnings/" + i2+"/file_index",schemaPath:"#/properties/warnings/items/properties/file_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err39 = {instancePath:instancePath+"/warnings/" + i2+"/file_index",schemaPath:"#/properties/warnings/items/properties/file_index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data13.line !== undefined && func0.call(data13, "line")){
let data16 = data13.line;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err40 = {instancePath:instancePath+"/warnings/" + i2+"/line",schemaPath:"#/properties/warnings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 1 || isNaN(data16)){
const err41 = {instancePath:instancePath+"/warnings/" + i2+"/line",schemaPath:"#/properties/warnings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data13.code !== undefined && func0.call(data13, "code")){
let data17 = data13.code;
if(!((data17 === "duplicate_key") || (data17 === "skipped_line"))){
const err42 = {instancePath:instancePath+"/warnings/" + i2+"/code",schemaPath:"#/properties/warnings/items/properties/code/enum",keyword:"enum",params:{allowedValues: schema32.properties.warnings.items.properties.code.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data13.message !== undefined && func0.call(data13, "message")){
if(typeof data13.message !== "string"){
const err43 = {instancePath:instancePath+"/warnings/" + i2+"/message",schemaPath:"#/properties/warnings/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err44 = {instancePath:instancePath+"/warnings/" + i2,schemaPath:"#/properties/warnings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err45 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

