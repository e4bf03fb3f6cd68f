// generated from contracts/ — do not edit
// csv-reconcile@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs b2d0d6a919b6572cc50484ed78c5f9b6 body 13abbba558a071bc07573411dbddd81d
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["left","right","key"],"properties":{"left":{"type":"string","maxLength":262144},"right":{"type":"string","maxLength":262144},"dialect":{"type":"object","additionalProperties":false,"properties":{"delimiter":{"type":"string","description":"Field separator, exactly one character (code point), not CR or LF, different from `quote`. Default \",\".","pattern":"^[^\\r\\n]$","minLength":1,"maxLength":1,"default":","},"quote":{"type":"string","description":"Quote character, exactly one character (code point), not CR or LF, different from `delimiter`. Default \"\\\"\".","pattern":"^[^\\r\\n]$","minLength":1,"maxLength":1,"default":"\""},"header":{"type":"boolean","description":"Whether the first record is a header of column names. Default true.","default":true}}},"key":{"type":"array","minItems":1,"maxItems":16,"items":{"type":"string","maxLength":4096}},"compare":{"type":"array","maxItems":10000,"items":{"type":"string","maxLength":4096}}}};
const func0 = Object.prototype.hasOwnProperty;
const func64 = __ajvRuntime0.default;
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
if((data.key === undefined) || (!(func0.call(data, "key")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "left") || (key0 === "right")) || (key0 === "dialect")) || (key0 === "key")) || (key0 === "compare"))){
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
if(typeof data0 === "string"){
if(func64(data0) > 262144){
const err4 = {instancePath:instancePath+"/left",schemaPath:"#/properties/left/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err5 = {instancePath:instancePath+"/left",schemaPath:"#/properties/left/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(typeof data1 === "string"){
if(func64(data1) > 262144){
const err6 = {instancePath:instancePath+"/right",schemaPath:"#/properties/right/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err7 = {instancePath:instancePath+"/right",schemaPath:"#/properties/right/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.dialect !== undefined && func0.call(data, "dialect")){
let data2 = data.dialect;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 of Object.keys(data2)){
if(!(((key1 === "delimiter") || (key1 === "quote")) || (key1 === "header"))){
const err8 = {instancePath:instancePath+"/dialect",schemaPath:"#/properties/dialect/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.delimiter !== undefined && func0.call(data2, "delimiter")){
let data3 = data2.delimiter;
if(typeof data3 === "string"){
if(func64(data3) > 1){
const err9 = {instancePath:instancePath+"/dialect/delimiter",schemaPath:"#/properties/dialect/properties/delimiter/maxLength",keyword:"maxLength",params:{limit: 1},message:"must NOT have more than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func64(data3) < 1){
const err10 = {instancePath:instancePath+"/dialect/delimiter",schemaPath:"#/properties/dialect/properties/delimiter/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern4.test(data3)){
const err11 = {instancePath:instancePath+"/dialect/delimiter",schemaPath:"#/properties/dialect/properties/delimiter/pattern",keyword:"pattern",params:{pattern: "^[^\\r\\n]$"},message:"must match pattern \""+"^[^\\r\\n]$"+"\""};
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
const err12 = {instancePath:instancePath+"/dialect/delimiter",schemaPath:"#/properties/dialect/properties/delimiter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.quote !== undefined && func0.call(data2, "quote")){
let data4 = data2.quote;
if(typeof data4 === "string"){
if(func64(data4) > 1){
const err13 = {instancePath:instancePath+"/dialect/quote",schemaPath:"#/properties/dialect/properties/quote/maxLength",keyword:"maxLength",params:{limit: 1},message:"must NOT have more than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func64(data4) < 1){
const err14 = {instancePath:instancePath+"/dialect/quote",schemaPath:"#/properties/dialect/properties/quote/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern4.test(data4)){
const err15 = {instancePath:instancePath+"/dialect/quote",schemaPath:"#/properties/dialect/properties/quote/pattern",keyword:"pattern",params:{pattern: "^[^\\r\\n]$"},message:"must match pattern \""+"^[^\\r\\n]$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/dialect/quote",schemaPath:"#/properties/dialect/properties/quote/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.header !== undefined && func0.call(data2, "header")){
if(typeof data2.header !== "boolean"){
const err17 = {instancePath:instancePath+"/dialect/header",schemaPath:"#/properties/dialect/properties/header/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err18 = {instancePath:instancePath+"/dialect",schemaPath:"#/properties/dialect/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.key !== undefined && func0.call(data, "key")){
let data6 = data.key;
if(Array.isArray(data6)){
if(data6.length > 16){
const err19 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6.length < 1){
const err20 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 === "string"){
if(func64(data7) > 4096){
const err21 = {instancePath:instancePath+"/key/" + i0,schemaPath:"#/properties/key/items/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/key/" + i0,schemaPath:"#/properties/key/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err23 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.compare !== undefined && func0.call(data, "compare")){
let data8 = data.compare;
if(Array.isArray(data8)){
if(data8.length > 10000){
const err24 = {instancePath:instancePath+"/compare",schemaPath:"#/properties/compare/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(typeof data9 === "string"){
if(func64(data9) > 4096){
const err25 = {instancePath:instancePath+"/compare/" + i1,schemaPath:"#/properties/compare/items/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
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
const err26 = {instancePath:instancePath+"/compare/" + i1,schemaPath:"#/properties/compare/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err27 = {instancePath:instancePath+"/compare",schemaPath:"#/properties/compare/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["in_sync","columns","added","removed","changed","unchanged_rows","duplicate_keys"],"$defs":{"names":{"type":"array","maxItems":10000,"items":{"type":"string","maxLength":262144}},"key":{"type":"array","minItems":1,"maxItems":16,"items":{"type":"string","maxLength":262144}},"row":{"type":"integer","minimum":1,"maximum":262144},"side_row":{"type":"object","additionalProperties":false,"required":["row","key","values"],"properties":{"row":{"type":"integer","minimum":1,"maximum":262144},"key":{"type":"array","minItems":1,"maxItems":16,"items":{"type":"string","maxLength":262144}},"values":{"type":"object","description":"Column name -> cell; the keys are the table's column names.","maxProperties":10000,"additionalProperties":{"type":"string","maxLength":262144}}}}},"properties":{"in_sync":{"type":"boolean"},"columns":{"type":"object","additionalProperties":false,"required":["compared","left_only","right_only"],"properties":{"compared":{"type":"array","maxItems":10000,"items":{"type":"string","maxLength":262144}},"left_only":{"type":"array","maxItems":10000,"items":{"type":"string","maxLength":262144}},"right_only":{"type":"array","maxItems":10000,"items":{"type":"string","maxLength":262144}}}},"added":{"type":"array","maxItems":262144,"items":{"type":"object","additionalProperties":false,"required":["row","key","values"],"properties":{"row":{"type":"integer","minimum":1,"maximum":262144},"key":{"type":"array","minItems":1,"maxItems":16,"items":{"type":"string","maxLength":262144}},"values":{"type":"object","description":"Column name -> cell; the keys are the table's column names.","maxProperties":10000,"additionalProperties":{"type":"string","maxLength":262144}}}}},"removed":{"type":"array","maxItems":262144,"items":{"type":"object","additionalProperties":false,"required":["row","key","values"],"properties":{"row":{"type":"integer","minimum":1,"maximum":262144},"key":{"type":"array","minItems":1,"maxItems":16,"items":{"type":"string","maxLength":262144}},"values":{"type":"object","description":"Column name -> cell; the keys are the table's column names.","maxProperties":10000,"additionalProperties":{"type":"string","maxLength":262144}}}}},"changed":{"type":"array","maxItems":262144,"items":{"type":"object","additionalProperties":false,"required":["key","left_row","right_row","cells"],"properties":{"key":{"type":"array","minItems":1,"maxItems":16,"items":{"type":"string","maxLength":262144}},"left_row":{"type":"integer","minimum":1,"maximum":262144},"right_row":{"type":"integer","minimum":1,"maximum":262144},"cells":{"type":"array","minItems":1,"maxItems":10000,"items":{"type":"object","additionalProperties":false,"required":["column","old","new"],"properties":{"column":{"type":"string","maxLength":262144},"old":{"type":"string","maxLength":262144},"new":{"type":"string","maxLength":262144}}}}}}},"unchanged_rows":{"type":"integer","minimum":0,"maximum":262144},"duplicate_keys":{"type":"array","maxItems":262144,"items":{"type":"object","additionalProperties":false,"required":["side","key","rows"],"properties":{"side":{"type":"string","enum":["left","right"]},"key":{"type":"array","minItems":1,"maxItems":16,"items":{"type":"string","maxLength":262144}},"rows":{"type":"array","minItems":2,"maxItems":262144,"items":{"type":"integer","minimum":1,"maximum":262144}}}}}}};

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
if((data.in_sync === undefined) || (!(func0.call(data, "in_sync")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "in_sync"},message:"must have required property '"+"in_sync"+"'"};
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
if((data.added === undefined) || (!(func0.call(data, "added")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "added"},message:"must have required property '"+"added"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.removed === undefined) || (!(func0.call(data, "removed")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "removed"},message:"must have required property '"+"removed"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.changed === undefined) || (!(func0.call(data, "changed")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "changed"},message:"must have required property '"+"changed"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.unchanged_rows === undefined) || (!(func0.call(data, "unchanged_rows")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unchanged_rows"},message:"must have required property '"+"unchanged_rows"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.duplicate_keys === undefined) || (!(func0.call(data, "duplicate_keys")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "duplicate_keys"},message:"must have required property '"+"duplicate_keys"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((((key0 === "in_sync") || (key0 === "columns")) || (key0 === "added")) || (key0 === "removed")) || (key0 === "changed")) || (key0 === "unchanged_rows")) || (key0 === "duplicate_keys"))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.in_sync !== undefined && func0.call(data, "in_sync")){
if(typeof data.in_sync !== "boolean"){
const err8 = {instancePath:instancePath+"/in_sync",schemaPath:"#/properties/in_sync/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.columns !== undefined && func0.call(data, "columns")){
let data1 = data.columns;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.compared === undefined) || (!(func0.call(data1, "compared")))){
const err9 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/required",keyword:"required",params:{missingProperty: "compared"},message:"must have required property '"+"compared"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data1.left_only === undefined) || (!(func0.call(data1, "left_only")))){
const err10 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/required",keyword:"required",params:{missingProperty: "left_only"},message:"must have required property '"+"left_only"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data1.right_only === undefined) || (!(func0.call(data1, "right_only")))){
const err11 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/required",keyword:"required",params:{missingProperty: "right_only"},message:"must have required property '"+"right_only"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(((key1 === "compared") || (key1 === "left_only")) || (key1 === "right_only"))){
const err12 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.compared !== undefined && func0.call(data1, "compared")){
let data2 = data1.compared;
if(Array.isArray(data2)){
if(data2.length > 10000){
const err13 = {instancePath:instancePath+"/columns/compared",schemaPath:"#/properties/columns/properties/compared/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 === "string"){
if(func64(data3) > 262144){
const err14 = {instancePath:instancePath+"/columns/compared/" + i0,schemaPath:"#/properties/columns/properties/compared/items/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err15 = {instancePath:instancePath+"/columns/compared/" + i0,schemaPath:"#/properties/columns/properties/compared/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err16 = {instancePath:instancePath+"/columns/compared",schemaPath:"#/properties/columns/properties/compared/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.left_only !== undefined && func0.call(data1, "left_only")){
let data4 = data1.left_only;
if(Array.isArray(data4)){
if(data4.length > 10000){
const err17 = {instancePath:instancePath+"/columns/left_only",schemaPath:"#/properties/columns/properties/left_only/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(typeof data5 === "string"){
if(func64(data5) > 262144){
const err18 = {instancePath:instancePath+"/columns/left_only/" + i1,schemaPath:"#/properties/columns/properties/left_only/items/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/columns/left_only/" + i1,schemaPath:"#/properties/columns/properties/left_only/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/columns/left_only",schemaPath:"#/properties/columns/properties/left_only/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.right_only !== undefined && func0.call(data1, "right_only")){
let data6 = data1.right_only;
if(Array.isArray(data6)){
if(data6.length > 10000){
const err21 = {instancePath:instancePath+"/columns/right_only",schemaPath:"#/properties/columns/properties/right_only/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const len2 = data6.length;
for(let i2=0; i2<len2; i2++){
let data7 = data6[i2];
if(typeof data7 === "string"){
if(func64(data7) > 262144){
const err22 = {instancePath:instancePath+"/columns/right_only/" + i2,schemaPath:"#/properties/columns/properties/right_only/items/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err23 = {instancePath:instancePath+"/columns/right_only/" + i2,schemaPath:"#/properties/columns/properties/right_only/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err24 = {instancePath:instancePath+"/columns/right_only",schemaPath:"#/properties/columns/properties/right_only/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err25 = {instancePath:instancePath+"/columns",schemaPath:"#/properties/columns/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.added !== undefined && func0.call(data, "added")){
let data8 = data.added;
if(Array.isArray(data8)){
if(data8.length > 262144){
const err26 = {instancePath:instancePath+"/added",schemaPath:"#/properties/added/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const len3 = data8.length;
for(let i3=0; i3<len3; i3++){
let data9 = data8[i3];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if((data9.row === undefined) || (!(func0.call(data9, "row")))){
const err27 = {instancePath:instancePath+"/added/" + i3,schemaPath:"#/properties/added/items/required",keyword:"required",params:{missingProperty: "row"},message:"must have required property '"+"row"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((data9.key === undefined) || (!(func0.call(data9, "key")))){
const err28 = {instancePath:instancePath+"/added/" + i3,schemaPath:"#/properties/added/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((data9.values === undefined) || (!(func0.call(data9, "values")))){
const err29 = {instancePath:instancePath+"/added/" + i3,schemaPath:"#/properties/added/items/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key2 of Object.keys(data9)){
if(!(((key2 === "row") || (key2 === "key")) || (key2 === "values"))){
const err30 = {instancePath:instancePath+"/added/" + i3,schemaPath:"#/properties/added/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data9.row !== undefined && func0.call(data9, "row")){
let data10 = data9.row;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err31 = {instancePath:instancePath+"/added/" + i3+"/row",schemaPath:"#/properties/added/items/properties/row/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 262144 || isNaN(data10)){
const err32 = {instancePath:instancePath+"/added/" + i3+"/row",schemaPath:"#/properties/added/items/properties/row/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data10 < 1 || isNaN(data10)){
const err33 = {instancePath:instancePath+"/added/" + i3+"/row",schemaPath:"#/properties/added/items/properties/row/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data9.key !== undefined && func0.call(data9, "key")){
let data11 = data9.key;
if(Array.isArray(data11)){
if(data11.length > 16){
const err34 = {instancePath:instancePath+"/added/" + i3+"/key",schemaPath:"#/properties/added/items/properties/key/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data11.length < 1){
const err35 = {instancePath:instancePath+"/added/" + i3+"/key",schemaPath:"#/properties/added/items/properties/key/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
const len4 = data11.length;
for(let i4=0; i4<len4; i4++){
let data12 = data11[i4];
if(typeof data12 === "string"){
if(func64(data12) > 262144){
const err36 = {instancePath:instancePath+"/added/" + i3+"/key/" + i4,schemaPath:"#/properties/added/items/properties/key/items/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/added/" + i3+"/key/" + i4,schemaPath:"#/properties/added/items/properties/key/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err38 = {instancePath:instancePath+"/added/" + i3+"/key",schemaPath:"#/properties/added/items/properties/key/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data9.values !== undefined && func0.call(data9, "values")){
let data13 = data9.values;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(Object.keys(data13).length > 10000){
const err39 = {instancePath:instancePath+"/added/" + i3+"/values",schemaPath:"#/properties/added/items/properties/values/maxProperties",keyword:"maxProperties",params:{limit: 10000},message:"must NOT have more than 10000 properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key3 of Object.keys(data13)){
let data14 = data13[key3];
if(typeof data14 === "string"){
if(func64(data14) > 262144){
const err40 = {instancePath:instancePath+"/added/" + i3+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/added/items/properties/values/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/added/" + i3+"/values/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/added/items/properties/values/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err42 = {instancePath:instancePath+"/added/" + i3+"/values",schemaPath:"#/properties/added/items/properties/values/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/added/" + i3,schemaPath:"#/properties/added/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err44 = {instancePath:instancePath+"/added",schemaPath:"#/properties/added/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.removed !== undefined && func0.call(data, "removed")){
let data15 = data.removed;
if(Array.isArray(data15)){
if(data15.length > 262144){
const err45 = {instancePath:instancePath+"/removed",schemaPath:"#/properties/removed/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
const len5 = data15.length;
for(let i5=0; i5<len5; i5++){
let data16 = data15[i5];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if((data16.row === undefined) || (!(func0.call(data16, "row")))){
const err46 = {instancePath:instancePath+"/removed/" + i5,schemaPath:"#/properties/removed/items/required",keyword:"required",params:{missingProperty: "row"},message:"must have required property '"+"row"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if((data16.key === undefined) || (!(func0.call(data16, "key")))){
const err47 = {instancePath:instancePath+"/removed/" + i5,schemaPath:"#/properties/removed/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((data16.values === undefined) || (!(func0.call(data16, "values")))){
const err48 = {instancePath:instancePath+"/removed/" + i5,schemaPath:"#/properties/removed/items/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
for(const key4 of Object.keys(data16)){
if(!(((key4 === "row") || (key4 === "key")) || (key4 === "values"))){
const err49 = {instancePath:instancePath+"/removed/" + i5,schemaPath:"#/properties/removed/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data16.row !== undefined && func0.call(data16, "row")){
let data17 = data16.row;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err50 = {instancePath:instancePath+"/removed/" + i5+"/row",schemaPath:"#/properties/removed/items/properties/row/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 262144 || isNaN(data17)){
const err51 = {instancePath:instancePath+"/removed/" + i5+"/row",schemaPath:"#/properties/removed/items/properties/row/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data17 < 1 || isNaN(data17)){
const err52 = {instancePath:instancePath+"/removed/" + i5+"/row",schemaPath:"#/properties/removed/items/properties/row/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data16.key !== undefined && func0.call(data16, "key")){
let data18 = data16.key;
if(Array.isArray(data18)){
if(data18.length > 16){
const err53 = {instancePath:instancePath+"/removed/" + i5+"/key",schemaPath:"#/properties/removed/items/properties/key/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data18.length < 1){
const err54 = {instancePath:instancePath+"/removed/" + i5+"/key",schemaPath:"#/properties/removed/items/properties/key/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
const len6 = data18.length;
for(let i6=0; i6<len6; i6++){
let data19 = data18[i6];
if(typeof data19 === "string"){
if(func64(data19) > 262144){
const err55 = {instancePath:instancePath+"/removed/" + i5+"/key/" + i6,schemaPath:"#/properties/removed/items/properties/key/items/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/removed/" + i5+"/key/" + i6,schemaPath:"#/properties/removed/items/properties/key/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err57 = {instancePath:instancePath+"/removed/" + i5+"/key",schemaPath:"#/properties/removed/items/properties/key/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data16.values !== undefined && func0.call(data16, "values")){
let data20 = data16.values;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(Object.keys(data20).length > 10000){
const err58 = {instancePath:instancePath+"/removed/" + i5+"/values",schemaPath:"#/properties/removed/items/properties/values/maxProperties",keyword:"maxProperties",params:{limit: 10000},message:"must NOT have more than 10000 properties"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
for(const key5 of Object.keys(data20)){
let data21 = data20[key5];
if(typeof data21 === "string"){
if(func64(data21) > 262144){
const err59 = {instancePath:instancePath+"/removed/" + i5+"/values/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/removed/items/properties/values/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err60 = {instancePath:instancePath+"/removed/" + i5+"/values/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/removed/items/properties/values/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err61 = {instancePath:instancePath+"/removed/" + i5+"/values",schemaPath:"#/properties/removed/items/properties/values/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err62 = {instancePath:instancePath+"/removed/" + i5,schemaPath:"#/properties/removed/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err63 = {instancePath:instancePath+"/removed",schemaPath:"#/properties/removed/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.changed !== undefined && func0.call(data, "changed")){
let data22 = data.changed;
if(Array.isArray(data22)){
if(data22.length > 262144){
const err64 = {instancePath:instancePath+"/changed",schemaPath:"#/properties/changed/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
const len7 = data22.length;
for(let i7=0; i7<len7; i7++){
let data23 = data22[i7];
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if((data23.key === undefined) || (!(func0.call(data23, "key")))){
const err65 = {instancePath:instancePath+"/changed/" + i7,schemaPath:"#/properties/changed/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if((data23.left_row === undefined) || (!(func0.call(data23, "left_row")))){
const err66 = {instancePath:instancePath+"/changed/" + i7,schemaPath:"#/properties/changed/items/required",keyword:"required",params:{missingProperty: "left_row"},message:"must have required property '"+"left_row"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if((data23.right_row === undefined) || (!(func0.call(data23, "right_row")))){
const err67 = {instancePath:instancePath+"/changed/" + i7,schemaPath:"#/properties/changed/items/required",keyword:"required",params:{missingProperty: "right_row"},message:"must have required property '"+"right_row"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if((data23.cells === undefined) || (!(func0.call(data23, "cells")))){
const err68 = {instancePath:instancePath+"/changed/" + i7,schemaPath:"#/properties/changed/items/required",keyword:"required",params:{missingProperty: "cells"},message:"must have required property '"+"cells"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
for(const key6 of Object.keys(data23)){
if(!((((key6 === "key") || (key6 === "left_row")) || (key6 === "right_row")) || (key6 === "cells"))){
const err69 = {instancePath:instancePath+"/changed/" + i7,schemaPath:"#/properties/changed/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data23.key !== undefined && func0.call(data23, "key")){
let data24 = data23.key;
if(Array.isArray(data24)){
if(data24.length > 16){
const err70 = {instancePath:instancePath+"/changed/" + i7+"/key",schemaPath:"#/properties/changed/items/properties/key/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data24.length < 1){
const err71 = {instancePath:instancePath+"/changed/" + i7+"/key",schemaPath:"#/properties/changed/items/properties/key/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
const len8 = data24.length;
for(let i8=0; i8<len8; i8++){
let data25 = data24[i8];
if(typeof data25 === "string"){
if(func64(data25) > 262144){
const err72 = {instancePath:instancePath+"/changed/" + i7+"/key/" + i8,schemaPath:"#/properties/changed/items/properties/key/items/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/changed/" + i7+"/key/" + i8,schemaPath:"#/properties/changed/items/properties/key/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath:instancePath+"/changed/" + i7+"/key",schemaPath:"#/properties/changed/items/properties/key/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data23.left_row !== undefined && func0.call(data23, "left_row")){
let data26 = data23.left_row;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err75 = {instancePath:instancePath+"/changed/" + i7+"/left_row",schemaPath:"#/properties/changed/items/properties/left_row/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 > 262144 || isNaN(data26)){
const err76 = {instancePath:instancePath+"/changed/" + i7+"/left_row",schemaPath:"#/properties/changed/items/properties/left_row/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data26 < 1 || isNaN(data26)){
const err77 = {instancePath:instancePath+"/changed/" + i7+"/left_row",schemaPath:"#/properties/changed/items/properties/left_row/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
if(data23.right_row !== undefined && func0.call(data23, "right_row")){
let data27 = data23.right_row;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err78 = {instancePath:instancePath+"/changed/" + i7+"/right_row",schemaPath:"#/properties/changed/items/properties/right_row/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 > 262144 || isNaN(data27)){
const err79 = {instancePath:instancePath+"/changed/" + i7+"/right_row",schemaPath:"#/properties/changed/items/properties/right_row/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data27 < 1 || isNaN(data27)){
const err80 = {instancePath:instancePath+"/changed/" + i7+"/right_row",schemaPath:"#/properties/changed/items/properties/right_row/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
if(data23.cells !== undefined && func0.call(data23, "cells")){
let data28 = data23.cells;
if(Array.isArray(data28)){
if(data28.length > 10000){
const err81 = {instancePath:instancePath+"/changed/" + i7+"/cells",schemaPath:"#/properties/changed/items/properties/cells/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data28.length < 1){
const err82 = {instancePath:instancePath+"/changed/" + i7+"/cells",schemaPath:"#/properties/changed/items/properties/cells/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
const len9 = data28.length;
for(let i9=0; i9<len9; i9++){
let data29 = data28[i9];
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if((data29.column === undefined) || (!(func0.call(data29, "column")))){
const err83 = {instancePath:instancePath+"/changed/" + i7+"/cells/" + i9,schemaPath:"#/properties/changed/items/properties/cells/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if((data29.old === undefined) || (!(func0.call(data29, "old")))){
const err84 = {instancePath:instancePath+"/changed/" + i7+"/cells/" + i9,schemaPath:"#/properties/changed/items/properties/cells/items/required",keyword:"required",params:{missingProperty: "old"},message:"must have required property '"+"old"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if((data29.new === undefined) || (!(func0.call(data29, "new")))){
const err85 = {instancePath:instancePath+"/changed/" + i7+"/cells/" + i9,schemaPath:"#/properties/changed/items/properties/cells/items/required",keyword:"required",params:{missingProperty: "new"},message:"must have required property '"+"new"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
for(const key7 of Object.keys(data29)){
if(!(((key7 === "column") || (key7 === "old")) || (key7 === "new"))){
const err86 = {instancePath:instancePath+"/changed/" + i7+"/cells/" + i9,schemaPath:"#/properties/changed/items/properties/cells/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data29.column !== undefined && func0.call(data29, "column")){
let data30 = data29.column;
if(typeof data30 === "string"){
if(func64(data30) > 262144){
const err87 = {instancePath:instancePath+"/changed/" + i7+"/cells/" + i9+"/column",schemaPath:"#/properties/changed/items/properties/cells/items/properties/column/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/changed/" + i7+"/cells/" + i9+"/column",schemaPath:"#/properties/changed/items/properties/cells/items/properties/column/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data29.old !== undefined && func0.call(data29, "old")){
let data31 = data29.old;
if(typeof data31 === "string"){
if(func64(data31) > 262144){
const err89 = {instancePath:instancePath+"/changed/" + i7+"/cells/" + i9+"/old",schemaPath:"#/properties/changed/items/properties/cells/items/properties/old/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/changed/" + i7+"/cells/" + i9+"/old",schemaPath:"#/properties/changed/items/properties/cells/items/properties/old/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data29.new !== undefined && func0.call(data29, "new")){
let data32 = data29.new;
if(typeof data32 === "string"){
if(func64(data32) > 262144){
const err91 = {instancePath:instancePath+"/changed/" + i7+"/cells/" + i9+"/new",schemaPath:"#/properties/changed/items/properties/cells/items/properties/new/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/changed/" + i7+"/cells/" + i9+"/new",schemaPath:"#/properties/changed/items/properties/cells/items/properties/new/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
else {
const err93 = {instancePath:instancePath+"/changed/" + i7+"/cells/" + i9,schemaPath:"#/properties/changed/items/properties/cells/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
else {
const err94 = {instancePath:instancePath+"/changed/" + i7+"/cells",schemaPath:"#/properties/changed/items/properties/cells/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
else {
const err95 = {instancePath:instancePath+"/changed/" + i7,schemaPath:"#/properties/changed/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
}
else {
const err96 = {instancePath:instancePath+"/changed",schemaPath:"#/properties/changed/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data.unchanged_rows !== undefined && func0.call(data, "unchanged_rows")){
let data33 = data.unchanged_rows;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err97 = {instancePath:instancePath+"/unchanged_rows",schemaPath:"#/properties/unchanged_rows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 > 262144 || isNaN(data33)){
const err98 = {instancePath:instancePath+"/unchanged_rows",schemaPath:"#/properties/unchanged_rows/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(data33 < 0 || isNaN(data33)){
const err99 = {instancePath:instancePath+"/unchanged_rows",schemaPath:"#/properties/unchanged_rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
if(data.duplicate_keys !== undefined && func0.call(data, "duplicate_keys")){
let data34 = data.duplicate_keys;
if(Array.isArray(data34)){
if(data34.length > 262144){
const err100 = {instancePath:instancePath+"/duplicate_keys",schemaPath:"#/properties/duplicate_keys/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
const len10 = data34.length;
for(let i10=0; i10<len10; i10++){
let data35 = data34[i10];
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if((data35.side === undefined) || (!(func0.call(data35, "side")))){
const err101 = {instancePath:instancePath+"/duplicate_keys/" + i10,schemaPath:"#/properties/duplicate_keys/items/required",keyword:"required",params:{missingProperty: "side"},message:"must have required property '"+"side"+"'"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if((data35.key === undefined) || (!(func0.call(data35, "key")))){
const err102 = {instancePath:instancePath+"/duplicate_keys/" + i10,schemaPath:"#/properties/duplicate_keys/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if((data35.rows === undefined) || (!(func0.call(data35, "rows")))){
const err103 = {instancePath:instancePath+"/duplicate_keys/" + i10,schemaPath:"#/properties/duplicate_keys/items/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
for(const key8 of Object.keys(data35)){
if(!(((key8 === "side") || (key8 === "key")) || (key8 === "rows"))){
const err104 = {instancePath:instancePath+"/duplicate_keys/" + i10,schemaPath:"#/properties/duplicate_keys/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data35.side !== undefined && func0.call(data35, "side")){
let data36 = data35.side;
if(typeof data36 !== "string"){
const err105 = {instancePath:instancePath+"/duplicate_keys/" + i10+"/side",schemaPath:"#/properties/duplicate_keys/items/properties/side/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if(!((data36 === "left") || (data36 === "right"))){
const err106 = {instancePath:instancePath+"/duplicate_keys/" + i10+"/side",schemaPath:"#/properties/duplicate_keys/items/properties/side/enum",keyword:"enum",params:{allowedValues: schema32.properties.duplicate_keys.items.properties.side.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data35.key !== undefined && func0.call(data35, "key")){
let data37 = data35.key;
if(Array.isArray(data37)){
if(data37.length > 16){
const err107 = {instancePath:instancePath+"/duplicate_keys/" + i10+"/key",schemaPath:"#/properties/duplicate_keys/items/properties/key/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(data37.length < 1){
const err108 = {instancePath:instancePath+"/duplicate_keys/" + i10+"/key",schemaPath:"#/properties/duplicate_keys/items/properties/key/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
const len11 = data37.length;
for(let i11=0; i11<len11; i11++){
let data38 = data37[i11];
if(typeof data38 === "string"){
if(func64(data38) > 262144){
const err109 = {instancePath:instancePath+"/duplicate_keys/" + i10+"/key/" + i11,schemaPath:"#/properties/duplicate_keys/items/properties/key/items/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
else {
const err110 = {instancePath:instancePath+"/duplicate_keys/" + i10+"/key/" + i11,schemaPath:"#/properties/duplicate_keys/items/properties/key/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
else {
const err111 = {instancePath:instancePath+"/duplicate_keys/" + i10+"/key",schemaPath:"#/properties/duplicate_keys/items/properties/key/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data35.rows !== undefined && func0.call(data35, "rows")){
let data39 = data35.rows;
if(Array.isArray(data39)){
if(data39.length > 262144){
const err112 = {instancePath:instancePath+"/duplicate_keys/" + i10+"/rows",schemaPath:"#/properties/duplicate_keys/items/properties/rows/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(data39.length < 2){
const err113 = {instancePath:instancePath+"/duplicate_keys/" + i10+"/rows",schemaPath:"#/properties/duplicate_keys/items/properties/rows/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
const len12 = data39.length;
for(let i12=0; i12<len12; i12++){
let data40 = data39[i12];
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err114 = {instancePath:instancePath+"/duplicate_keys/" + i10+"/rows/" + i12,schemaPath:"#/properties/duplicate_keys/items/properties/rows/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 > 262144 || isNaN(data40)){
const err115 = {instancePath:instancePath+"/duplicate_keys/" + i10+"/rows/" + i12,schemaPath:"#/properties/duplicate_keys/items/properties/rows/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data40 < 1 || isNaN(data40)){
const err116 = {instancePath:instancePath+"/duplicate_keys/" + i10+"/rows/" + i12,schemaPath:"#/properties/duplicate_keys/items/properties/rows/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
}
}
else {
const err117 = {instancePath:instancePath+"/duplicate_keys/" + i10+"/rows",schemaPath:"#/properties/duplicate_keys/items/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
}
else {
const err118 = {instancePath:instancePath+"/duplicate_keys/" + i10,schemaPath:"#/properties/duplicate_keys/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
else {
const err119 = {instancePath:instancePath+"/duplicate_keys",schemaPath:"#/properties/duplicate_keys/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
else {
const err120 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

