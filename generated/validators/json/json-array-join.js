// generated from contracts/ — do not edit
// json-array-join@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs e73885ade8e6340a8193535df30d88bb body 051c2992878eb2587360110e8ffe0e4e
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["left","right","on"],"properties":{"left":{"type":"array","maxItems":10000},"right":{"type":"array","maxItems":10000},"on":{"type":"array","minItems":1,"maxItems":8,"items":{"type":"object","additionalProperties":false,"required":["left"],"properties":{"left":{"type":"string","maxLength":1024,"pattern":"^(/([^~/]|~[01])*)*$"},"right":{"type":"string","maxLength":1024,"pattern":"^(/([^~/]|~[01])*)*$"}}}},"type":{"type":"string","enum":["inner","left","right","full"],"default":"inner"}}};
const func0 = Object.prototype.hasOwnProperty;
const func68 = __ajvRuntime0.default;
const pattern4 = new RegExp("^(/([^~/]|~[01])*)*$", "u");

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
if((data.on === undefined) || (!(func0.call(data, "on")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "on"},message:"must have required property '"+"on"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "left") || (key0 === "right")) || (key0 === "on")) || (key0 === "type"))){
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
if(data.left !== undefined && func0.call(data, "left")){
let data0 = data.left;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err4 = {instancePath:instancePath+"/left",schemaPath:"#/properties/left/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
const err5 = {instancePath:instancePath+"/left",schemaPath:"#/properties/left/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.right !== undefined && func0.call(data, "right")){
let data1 = data.right;
if(Array.isArray(data1)){
if(data1.length > 10000){
const err6 = {instancePath:instancePath+"/right",schemaPath:"#/properties/right/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
const err7 = {instancePath:instancePath+"/right",schemaPath:"#/properties/right/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.on !== undefined && func0.call(data, "on")){
let data2 = data.on;
if(Array.isArray(data2)){
if(data2.length > 8){
const err8 = {instancePath:instancePath+"/on",schemaPath:"#/properties/on/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.length < 1){
const err9 = {instancePath:instancePath+"/on",schemaPath:"#/properties/on/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
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
if((data3.left === undefined) || (!(func0.call(data3, "left")))){
const err10 = {instancePath:instancePath+"/on/" + i0,schemaPath:"#/properties/on/items/required",keyword:"required",params:{missingProperty: "left"},message:"must have required property '"+"left"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 of Object.keys(data3)){
if(!((key1 === "left") || (key1 === "right"))){
const err11 = {instancePath:instancePath+"/on/" + i0,schemaPath:"#/properties/on/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.left !== undefined && func0.call(data3, "left")){
let data4 = data3.left;
if(typeof data4 === "string"){
if(func68(data4) > 1024){
const err12 = {instancePath:instancePath+"/on/" + i0+"/left",schemaPath:"#/properties/on/items/properties/left/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern4.test(data4)){
const err13 = {instancePath:instancePath+"/on/" + i0+"/left",schemaPath:"#/properties/on/items/properties/left/pattern",keyword:"pattern",params:{pattern: "^(/([^~/]|~[01])*)*$"},message:"must match pattern \""+"^(/([^~/]|~[01])*)*$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/on/" + i0+"/left",schemaPath:"#/properties/on/items/properties/left/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.right !== undefined && func0.call(data3, "right")){
let data5 = data3.right;
if(typeof data5 === "string"){
if(func68(data5) > 1024){
const err15 = {instancePath:instancePath+"/on/" + i0+"/right",schemaPath:"#/properties/on/items/properties/right/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern4.test(data5)){
const err16 = {instancePath:instancePath+"/on/" + i0+"/right",schemaPath:"#/properties/on/items/properties/right/pattern",keyword:"pattern",params:{pattern: "^(/([^~/]|~[01])*)*$"},message:"must match pattern \""+"^(/([^~/]|~[01])*)*$"+"\""};
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
const err17 = {instancePath:instancePath+"/on/" + i0+"/right",schemaPath:"#/properties/on/items/properties/right/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/on/" + i0,schemaPath:"#/properties/on/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err19 = {instancePath:instancePath+"/on",schemaPath:"#/properties/on/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.type !== undefined && func0.call(data, "type")){
let data6 = data.type;
if(typeof data6 !== "string"){
const err20 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!((((data6 === "inner") || (data6 === "left")) || (data6 === "right")) || (data6 === "full"))){
const err21 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema31.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["rows","counts"],"properties":{"rows":{"type":"array","maxItems":10000,"items":{"type":"object","additionalProperties":false,"required":["left_index","right_index"],"properties":{"left_index":{"type":["integer","null"],"minimum":0,"maximum":9999},"right_index":{"type":["integer","null"],"minimum":0,"maximum":9999},"left":{},"right":{}}}},"counts":{"type":"object","additionalProperties":false,"required":["rows","pairs","left_only","right_only"],"properties":{"rows":{"type":"integer","minimum":0,"maximum":10000},"pairs":{"type":"integer","minimum":0,"maximum":10000},"left_only":{"type":"integer","minimum":0,"maximum":10000},"right_only":{"type":"integer","minimum":0,"maximum":10000}}}}};

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
if((data.counts === undefined) || (!(func0.call(data, "counts")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "counts"},message:"must have required property '"+"counts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "rows") || (key0 === "counts"))){
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
if(Array.isArray(data0)){
if(data0.length > 10000){
const err3 = {instancePath:instancePath+"/rows",schemaPath:"#/properties/rows/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
if((data1.left_index === undefined) || (!(func0.call(data1, "left_index")))){
const err4 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "left_index"},message:"must have required property '"+"left_index"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data1.right_index === undefined) || (!(func0.call(data1, "right_index")))){
const err5 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/required",keyword:"required",params:{missingProperty: "right_index"},message:"must have required property '"+"right_index"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!((((key1 === "left_index") || (key1 === "right_index")) || (key1 === "left")) || (key1 === "right"))){
const err6 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.left_index !== undefined && func0.call(data1, "left_index")){
let data2 = data1.left_index;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
const err7 = {instancePath:instancePath+"/rows/" + i0+"/left_index",schemaPath:"#/properties/rows/items/properties/left_index/type",keyword:"type",params:{type: schema32.properties.rows.items.properties.left_index.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9999 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/rows/" + i0+"/left_index",schemaPath:"#/properties/rows/items/properties/left_index/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/rows/" + i0+"/left_index",schemaPath:"#/properties/rows/items/properties/left_index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.right_index !== undefined && func0.call(data1, "right_index")){
let data3 = data1.right_index;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
const err10 = {instancePath:instancePath+"/rows/" + i0+"/right_index",schemaPath:"#/properties/rows/items/properties/right_index/type",keyword:"type",params:{type: schema32.properties.rows.items.properties.right_index.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9999 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/rows/" + i0+"/right_index",schemaPath:"#/properties/rows/items/properties/right_index/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/rows/" + i0+"/right_index",schemaPath:"#/properties/rows/items/properties/right_index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err13 = {instancePath:instancePath+"/rows/" + i0,schemaPath:"#/properties/rows/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
if(data.counts !== undefined && func0.call(data, "counts")){
let data4 = data.counts;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if((data4.rows === undefined) || (!(func0.call(data4, "rows")))){
const err15 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((data4.pairs === undefined) || (!(func0.call(data4, "pairs")))){
const err16 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "pairs"},message:"must have required property '"+"pairs"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((data4.left_only === undefined) || (!(func0.call(data4, "left_only")))){
const err17 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "left_only"},message:"must have required property '"+"left_only"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((data4.right_only === undefined) || (!(func0.call(data4, "right_only")))){
const err18 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "right_only"},message:"must have required property '"+"right_only"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key2 of Object.keys(data4)){
if(!((((key2 === "rows") || (key2 === "pairs")) || (key2 === "left_only")) || (key2 === "right_only"))){
const err19 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.rows !== undefined && func0.call(data4, "rows")){
let data5 = data4.rows;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err20 = {instancePath:instancePath+"/counts/rows",schemaPath:"#/properties/counts/properties/rows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 10000 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/counts/rows",schemaPath:"#/properties/counts/properties/rows/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err22 = {instancePath:instancePath+"/counts/rows",schemaPath:"#/properties/counts/properties/rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4.pairs !== undefined && func0.call(data4, "pairs")){
let data6 = data4.pairs;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err23 = {instancePath:instancePath+"/counts/pairs",schemaPath:"#/properties/counts/properties/pairs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 10000 || isNaN(data6)){
const err24 = {instancePath:instancePath+"/counts/pairs",schemaPath:"#/properties/counts/properties/pairs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err25 = {instancePath:instancePath+"/counts/pairs",schemaPath:"#/properties/counts/properties/pairs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4.left_only !== undefined && func0.call(data4, "left_only")){
let data7 = data4.left_only;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err26 = {instancePath:instancePath+"/counts/left_only",schemaPath:"#/properties/counts/properties/left_only/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 10000 || isNaN(data7)){
const err27 = {instancePath:instancePath+"/counts/left_only",schemaPath:"#/properties/counts/properties/left_only/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err28 = {instancePath:instancePath+"/counts/left_only",schemaPath:"#/properties/counts/properties/left_only/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4.right_only !== undefined && func0.call(data4, "right_only")){
let data8 = data4.right_only;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err29 = {instancePath:instancePath+"/counts/right_only",schemaPath:"#/properties/counts/properties/right_only/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 10000 || isNaN(data8)){
const err30 = {instancePath:instancePath+"/counts/right_only",schemaPath:"#/properties/counts/properties/right_only/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err31 = {instancePath:instancePath+"/counts/right_only",schemaPath:"#/properties/counts/properties/right_only/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err32 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

