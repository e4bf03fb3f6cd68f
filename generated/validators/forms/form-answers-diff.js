// generated from contracts/ — do not edit
// form-answers-diff@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs e69411bffbfec644c6e76c7742c6d10e body 8dbd044e4aebd6f084b364e0ed47ccc6
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["definition","before","after"],"properties":{"definition":{"type":"object","additionalProperties":false,"required":["fields"],"properties":{"fields":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["id","label","type","required"],"properties":{"id":{"type":"string","minLength":1,"maxLength":128,"description":"Field id; at most 128 UTF-8 bytes."},"label":{"type":"string","maxLength":256,"description":"Display label; at most 256 UTF-8 bytes."},"type":{"type":"string","enum":["string","number","integer","boolean","choice","multi","json"]},"required":{"type":"boolean"},"choices":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string","minLength":1,"maxLength":128,"description":"Option id and label; at most 128 UTF-8 bytes."}},"min":{"description":"Least allowed value (number, integer fields), inclusive.","type":"string","minLength":1,"maxLength":100,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},"max":{"description":"Greatest allowed value (number, integer fields), inclusive.","type":"string","minLength":1,"maxLength":100,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},"min_length":{"type":"integer","minimum":0,"maximum":1000000,"description":"Fewest code points of a string answer."},"max_length":{"type":"integer","minimum":0,"maximum":1000000,"description":"Most code points of a string answer."},"min_selections":{"type":"integer","minimum":0,"maximum":1000,"description":"Fewest selections of a multi answer."},"max_selections":{"type":"integer","minimum":0,"maximum":1000,"description":"Most selections of a multi answer."},"allow_other":{"type":"boolean","description":"A choice or multi answer may hold one text outside the choices."},"show_if":{"type":"array","minItems":1,"maxItems":10,"items":{"type":"object","additionalProperties":false,"required":["field","op","value"],"properties":{"field":{"type":"string","minLength":1,"maxLength":128,"description":"The id of an earlier field."},"op":{"type":"string","enum":["equals","includes"]},"value":{"anyOf":[{"type":"string","maxLength":4096},{"type":"boolean"}]}}}}}}}}},"before":{"type":"object","description":"The earlier answer set, keyed by field id.","maxProperties":200,"propertyNames":{"maxLength":128},"additionalProperties":true},"after":{"type":"object","description":"The later answer set, keyed by field id.","maxProperties":200,"propertyNames":{"maxLength":128},"additionalProperties":true}}};
const func0 = Object.prototype.hasOwnProperty;
const func72 = __ajvRuntime0.default;
const pattern4 = new RegExp("^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$", "u");

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
if((data.definition === undefined) || (!(func0.call(data, "definition")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "definition"},message:"must have required property '"+"definition"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.before === undefined) || (!(func0.call(data, "before")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "before"},message:"must have required property '"+"before"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.after === undefined) || (!(func0.call(data, "after")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "after"},message:"must have required property '"+"after"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "definition") || (key0 === "before")) || (key0 === "after"))){
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
if(data.definition !== undefined && func0.call(data, "definition")){
let data0 = data.definition;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if((data0.fields === undefined) || (!(func0.call(data0, "fields")))){
const err4 = {instancePath:instancePath+"/definition",schemaPath:"#/properties/definition/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 of Object.keys(data0)){
if(!(key1 === "fields")){
const err5 = {instancePath:instancePath+"/definition",schemaPath:"#/properties/definition/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.fields !== undefined && func0.call(data0, "fields")){
let data1 = data0.fields;
if(Array.isArray(data1)){
if(data1.length > 100){
const err6 = {instancePath:instancePath+"/definition/fields",schemaPath:"#/properties/definition/properties/fields/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
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
if((data2.id === undefined) || (!(func0.call(data2, "id")))){
const err7 = {instancePath:instancePath+"/definition/fields/" + i0,schemaPath:"#/properties/definition/properties/fields/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data2.label === undefined) || (!(func0.call(data2, "label")))){
const err8 = {instancePath:instancePath+"/definition/fields/" + i0,schemaPath:"#/properties/definition/properties/fields/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data2.type === undefined) || (!(func0.call(data2, "type")))){
const err9 = {instancePath:instancePath+"/definition/fields/" + i0,schemaPath:"#/properties/definition/properties/fields/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data2.required === undefined) || (!(func0.call(data2, "required")))){
const err10 = {instancePath:instancePath+"/definition/fields/" + i0,schemaPath:"#/properties/definition/properties/fields/items/required",keyword:"required",params:{missingProperty: "required"},message:"must have required property '"+"required"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key2 of Object.keys(data2)){
if(!(func0.call(schema31.properties.definition.properties.fields.items.properties, key2))){
const err11 = {instancePath:instancePath+"/definition/fields/" + i0,schemaPath:"#/properties/definition/properties/fields/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.id !== undefined && func0.call(data2, "id")){
let data3 = data2.id;
if(typeof data3 === "string"){
if(func72(data3) > 128){
const err12 = {instancePath:instancePath+"/definition/fields/" + i0+"/id",schemaPath:"#/properties/definition/properties/fields/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func72(data3) < 1){
const err13 = {instancePath:instancePath+"/definition/fields/" + i0+"/id",schemaPath:"#/properties/definition/properties/fields/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/definition/fields/" + i0+"/id",schemaPath:"#/properties/definition/properties/fields/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.label !== undefined && func0.call(data2, "label")){
let data4 = data2.label;
if(typeof data4 === "string"){
if(func72(data4) > 256){
const err15 = {instancePath:instancePath+"/definition/fields/" + i0+"/label",schemaPath:"#/properties/definition/properties/fields/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err16 = {instancePath:instancePath+"/definition/fields/" + i0+"/label",schemaPath:"#/properties/definition/properties/fields/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.type !== undefined && func0.call(data2, "type")){
let data5 = data2.type;
if(typeof data5 !== "string"){
const err17 = {instancePath:instancePath+"/definition/fields/" + i0+"/type",schemaPath:"#/properties/definition/properties/fields/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(((((((data5 === "string") || (data5 === "number")) || (data5 === "integer")) || (data5 === "boolean")) || (data5 === "choice")) || (data5 === "multi")) || (data5 === "json"))){
const err18 = {instancePath:instancePath+"/definition/fields/" + i0+"/type",schemaPath:"#/properties/definition/properties/fields/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema31.properties.definition.properties.fields.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.required !== undefined && func0.call(data2, "required")){
if(typeof data2.required !== "boolean"){
const err19 = {instancePath:instancePath+"/definition/fields/" + i0+"/required",schemaPath:"#/properties/definition/properties/fields/items/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.choices !== undefined && func0.call(data2, "choices")){
let data7 = data2.choices;
if(Array.isArray(data7)){
if(data7.length > 50){
const err20 = {instancePath:instancePath+"/definition/fields/" + i0+"/choices",schemaPath:"#/properties/definition/properties/fields/items/properties/choices/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7.length < 1){
const err21 = {instancePath:instancePath+"/definition/fields/" + i0+"/choices",schemaPath:"#/properties/definition/properties/fields/items/properties/choices/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(typeof data8 === "string"){
if(func72(data8) > 128){
const err22 = {instancePath:instancePath+"/definition/fields/" + i0+"/choices/" + i1,schemaPath:"#/properties/definition/properties/fields/items/properties/choices/items/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func72(data8) < 1){
const err23 = {instancePath:instancePath+"/definition/fields/" + i0+"/choices/" + i1,schemaPath:"#/properties/definition/properties/fields/items/properties/choices/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/definition/fields/" + i0+"/choices/" + i1,schemaPath:"#/properties/definition/properties/fields/items/properties/choices/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err25 = {instancePath:instancePath+"/definition/fields/" + i0+"/choices",schemaPath:"#/properties/definition/properties/fields/items/properties/choices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data2.min !== undefined && func0.call(data2, "min")){
let data9 = data2.min;
if(typeof data9 === "string"){
if(func72(data9) > 100){
const err26 = {instancePath:instancePath+"/definition/fields/" + i0+"/min",schemaPath:"#/properties/definition/properties/fields/items/properties/min/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func72(data9) < 1){
const err27 = {instancePath:instancePath+"/definition/fields/" + i0+"/min",schemaPath:"#/properties/definition/properties/fields/items/properties/min/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!pattern4.test(data9)){
const err28 = {instancePath:instancePath+"/definition/fields/" + i0+"/min",schemaPath:"#/properties/definition/properties/fields/items/properties/min/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/definition/fields/" + i0+"/min",schemaPath:"#/properties/definition/properties/fields/items/properties/min/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data2.max !== undefined && func0.call(data2, "max")){
let data10 = data2.max;
if(typeof data10 === "string"){
if(func72(data10) > 100){
const err30 = {instancePath:instancePath+"/definition/fields/" + i0+"/max",schemaPath:"#/properties/definition/properties/fields/items/properties/max/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(func72(data10) < 1){
const err31 = {instancePath:instancePath+"/definition/fields/" + i0+"/max",schemaPath:"#/properties/definition/properties/fields/items/properties/max/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!pattern4.test(data10)){
const err32 = {instancePath:instancePath+"/definition/fields/" + i0+"/max",schemaPath:"#/properties/definition/properties/fields/items/properties/max/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/definition/fields/" + i0+"/max",schemaPath:"#/properties/definition/properties/fields/items/properties/max/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data2.min_length !== undefined && func0.call(data2, "min_length")){
let data11 = data2.min_length;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err34 = {instancePath:instancePath+"/definition/fields/" + i0+"/min_length",schemaPath:"#/properties/definition/properties/fields/items/properties/min_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 1000000 || isNaN(data11)){
const err35 = {instancePath:instancePath+"/definition/fields/" + i0+"/min_length",schemaPath:"#/properties/definition/properties/fields/items/properties/min_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err36 = {instancePath:instancePath+"/definition/fields/" + i0+"/min_length",schemaPath:"#/properties/definition/properties/fields/items/properties/min_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.max_length !== undefined && func0.call(data2, "max_length")){
let data12 = data2.max_length;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err37 = {instancePath:instancePath+"/definition/fields/" + i0+"/max_length",schemaPath:"#/properties/definition/properties/fields/items/properties/max_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 1000000 || isNaN(data12)){
const err38 = {instancePath:instancePath+"/definition/fields/" + i0+"/max_length",schemaPath:"#/properties/definition/properties/fields/items/properties/max_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err39 = {instancePath:instancePath+"/definition/fields/" + i0+"/max_length",schemaPath:"#/properties/definition/properties/fields/items/properties/max_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.min_selections !== undefined && func0.call(data2, "min_selections")){
let data13 = data2.min_selections;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err40 = {instancePath:instancePath+"/definition/fields/" + i0+"/min_selections",schemaPath:"#/properties/definition/properties/fields/items/properties/min_selections/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 1000 || isNaN(data13)){
const err41 = {instancePath:instancePath+"/definition/fields/" + i0+"/min_selections",schemaPath:"#/properties/definition/properties/fields/items/properties/min_selections/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err42 = {instancePath:instancePath+"/definition/fields/" + i0+"/min_selections",schemaPath:"#/properties/definition/properties/fields/items/properties/min_selections/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.max_selections !== undefined && func0.call(data2, "max_selections")){
let data14 = data2.max_selections;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err43 = {instancePath:instancePath+"/definition/fields/" + i0+"/max_selections",schemaPath:"#/properties/definition/properties/fields/items/properties/max_selections/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 1000 || isNaN(data14)){
const err44 = {instancePath:instancePath+"/definition/fields/" + i0+"/max_selections",schemaPath:"#/properties/definition/properties/fields/items/properties/max_selections/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err45 = {instancePath:instancePath+"/definition/fields/" + i0+"/max_selections",schemaPath:"#/properties/definition/properties/fields/items/properties/max_selections/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.allow_other !== undefined && func0.call(data2, "allow_other")){
if(typeof data2.allow_other !== "boolean"){
const err46 = {instancePath:instancePath+"/definition/fields/" + i0+"/allow_other",schemaPath:"#/properties/definition/properties/fields/items/properties/allow_other/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data2.show_if !== undefined && func0.call(data2, "show_if")){
let data16 = data2.show_if;
if(Array.isArray(data16)){
if(data16.length > 10){
const err47 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data16.length < 1){
const err48 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
let data17 = data16[i2];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if((data17.field === undefined) || (!(func0.call(data17, "field")))){
const err49 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2,schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((data17.op === undefined) || (!(func0.call(data17, "op")))){
const err50 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2,schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((data17.value === undefined) || (!(func0.call(data17, "value")))){
const err51 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2,schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
for(const key3 of Object.keys(data17)){
if(!(((key3 === "field") || (key3 === "op")) || (key3 === "value"))){
const err52 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2,schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data17.field !== undefined && func0.call(data17, "field")){
let data18 = data17.field;
if(typeof data18 === "string"){
if(func72(data18) > 128){
const err53 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2+"/field",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/properties/field/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(func72(data18) < 1){
const err54 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2+"/field",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err55 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2+"/field",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data17.op !== undefined && func0.call(data17, "op")){
let data19 = data17.op;
if(typeof data19 !== "string"){
const err56 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2+"/op",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(!((data19 === "equals") || (data19 === "includes"))){
const err57 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2+"/op",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/properties/op/enum",keyword:"enum",params:{allowedValues: schema31.properties.definition.properties.fields.items.properties.show_if.items.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data17.value !== undefined && func0.call(data17, "value")){
let data20 = data17.value;
const _errs46 = errors;
let valid10 = false;
const _errs47 = errors;
if(typeof data20 === "string"){
if(func72(data20) > 4096){
const err58 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2+"/value",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/properties/value/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2+"/value",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/properties/value/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid0 = _errs47 === errors;
valid10 = valid10 || _valid0;
const _errs49 = errors;
if(typeof data20 !== "boolean"){
const err60 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2+"/value",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/properties/value/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid0 = _errs49 === errors;
valid10 = valid10 || _valid0;
if(!valid10){
const err61 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2+"/value",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
else {
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err62 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2,schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err63 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err64 = {instancePath:instancePath+"/definition/fields/" + i0,schemaPath:"#/properties/definition/properties/fields/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err65 = {instancePath:instancePath+"/definition/fields",schemaPath:"#/properties/definition/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/definition",schemaPath:"#/properties/definition/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.before !== undefined && func0.call(data, "before")){
let data21 = data.before;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(Object.keys(data21).length > 200){
const err67 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/maxProperties",keyword:"maxProperties",params:{limit: 200},message:"must NOT have more than 200 properties"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
for(const key4 of Object.keys(data21)){
const _errs53 = errors;
if(typeof key4 === "string"){
if(func72(key4) > 128){
const err68 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/propertyNames/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",propertyName:key4};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
var valid11 = _errs53 === errors;
if(!valid11){
const err69 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/propertyNames",keyword:"propertyNames",params:{propertyName: key4},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.after !== undefined && func0.call(data, "after")){
let data22 = data.after;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(Object.keys(data22).length > 200){
const err71 = {instancePath:instancePath+"/after",schemaPath:"#/properties/after/maxProperties",keyword:"maxProperties",params:{limit: 200},message:"must NOT have more than 200 properties"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
for(const key5 of Object.keys(data22)){
const _errs57 = errors;
if(typeof key5 === "string"){
if(func72(key5) > 128){
const err72 = {instancePath:instancePath+"/after",schemaPath:"#/properties/after/propertyNames/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",propertyName:key5};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
var valid12 = _errs57 === errors;
if(!valid12){
const err73 = {instancePath:instancePath+"/after",schemaPath:"#/properties/after/propertyNames",keyword:"propertyNames",params:{propertyName: key5},message:"property name must be valid"};
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
const err74 = {instancePath:instancePath+"/after",schemaPath:"#/properties/after/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["changed","changes","counts"],"properties":{"changed":{"type":"boolean"},"changes":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["field","pointer","status"],"properties":{"field":{"type":"string"},"pointer":{"type":"string"},"status":{"type":"string","enum":["added","changed","cleared"]},"before":{"description":"The before answer (changed, cleared)."},"after":{"description":"The after answer (added, changed)."},"selections_added":{"type":"array","items":{"type":"string"}},"selections_removed":{"type":"array","items":{"type":"string"}}}}},"counts":{"type":"object","additionalProperties":false,"required":["added","changed","cleared","unchanged","unanswered"],"properties":{"added":{"type":"integer","minimum":0},"changed":{"type":"integer","minimum":0},"cleared":{"type":"integer","minimum":0},"unchanged":{"type":"integer","minimum":0},"unanswered":{"type":"integer","minimum":0}}}}};

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
if((data.changed === undefined) || (!(func0.call(data, "changed")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "changed"},message:"must have required property '"+"changed"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.changes === undefined) || (!(func0.call(data, "changes")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "changes"},message:"must have required property '"+"changes"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.counts === undefined) || (!(func0.call(data, "counts")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "counts"},message:"must have required property '"+"counts"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "changed") || (key0 === "changes")) || (key0 === "counts"))){
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
if(data.changed !== undefined && func0.call(data, "changed")){
if(typeof data.changed !== "boolean"){
const err4 = {instancePath:instancePath+"/changed",schemaPath:"#/properties/changed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.changes !== undefined && func0.call(data, "changes")){
let data1 = data.changes;
if(Array.isArray(data1)){
if(data1.length > 100){
const err5 = {instancePath:instancePath+"/changes",schemaPath:"#/properties/changes/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if((data2.field === undefined) || (!(func0.call(data2, "field")))){
const err6 = {instancePath:instancePath+"/changes/" + i0,schemaPath:"#/properties/changes/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data2.pointer === undefined) || (!(func0.call(data2, "pointer")))){
const err7 = {instancePath:instancePath+"/changes/" + i0,schemaPath:"#/properties/changes/items/required",keyword:"required",params:{missingProperty: "pointer"},message:"must have required property '"+"pointer"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data2.status === undefined) || (!(func0.call(data2, "status")))){
const err8 = {instancePath:instancePath+"/changes/" + i0,schemaPath:"#/properties/changes/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 of Object.keys(data2)){
if(!(((((((key1 === "field") || (key1 === "pointer")) || (key1 === "status")) || (key1 === "before")) || (key1 === "after")) || (key1 === "selections_added")) || (key1 === "selections_removed"))){
const err9 = {instancePath:instancePath+"/changes/" + i0,schemaPath:"#/properties/changes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.field !== undefined && func0.call(data2, "field")){
if(typeof data2.field !== "string"){
const err10 = {instancePath:instancePath+"/changes/" + i0+"/field",schemaPath:"#/properties/changes/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.pointer !== undefined && func0.call(data2, "pointer")){
if(typeof data2.pointer !== "string"){
const err11 = {instancePath:instancePath+"/changes/" + i0+"/pointer",schemaPath:"#/properties/changes/items/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.status !== undefined && func0.call(data2, "status")){
let data5 = data2.status;
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/changes/" + i0+"/status",schemaPath:"#/properties/changes/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((data5 === "added") || (data5 === "changed")) || (data5 === "cleared"))){
const err13 = {instancePath:instancePath+"/changes/" + i0+"/status",schemaPath:"#/properties/changes/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema32.properties.changes.items.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.selections_added !== undefined && func0.call(data2, "selections_added")){
let data6 = data2.selections_added;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
if(typeof data6[i1] !== "string"){
const err14 = {instancePath:instancePath+"/changes/" + i0+"/selections_added/" + i1,schemaPath:"#/properties/changes/items/properties/selections_added/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err15 = {instancePath:instancePath+"/changes/" + i0+"/selections_added",schemaPath:"#/properties/changes/items/properties/selections_added/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.selections_removed !== undefined && func0.call(data2, "selections_removed")){
let data8 = data2.selections_removed;
if(Array.isArray(data8)){
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
if(typeof data8[i2] !== "string"){
const err16 = {instancePath:instancePath+"/changes/" + i0+"/selections_removed/" + i2,schemaPath:"#/properties/changes/items/properties/selections_removed/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err17 = {instancePath:instancePath+"/changes/" + i0+"/selections_removed",schemaPath:"#/properties/changes/items/properties/selections_removed/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err18 = {instancePath:instancePath+"/changes/" + i0,schemaPath:"#/properties/changes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err19 = {instancePath:instancePath+"/changes",schemaPath:"#/properties/changes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.counts !== undefined && func0.call(data, "counts")){
let data10 = data.counts;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if((data10.added === undefined) || (!(func0.call(data10, "added")))){
const err20 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "added"},message:"must have required property '"+"added"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((data10.changed === undefined) || (!(func0.call(data10, "changed")))){
const err21 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "changed"},message:"must have required property '"+"changed"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((data10.cleared === undefined) || (!(func0.call(data10, "cleared")))){
const err22 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "cleared"},message:"must have required property '"+"cleared"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((data10.unchanged === undefined) || (!(func0.call(data10, "unchanged")))){
const err23 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "unchanged"},message:"must have required property '"+"unchanged"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((data10.unanswered === undefined) || (!(func0.call(data10, "unanswered")))){
const err24 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "unanswered"},message:"must have required property '"+"unanswered"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key2 of Object.keys(data10)){
if(!(((((key2 === "added") || (key2 === "changed")) || (key2 === "cleared")) || (key2 === "unchanged")) || (key2 === "unanswered"))){
const err25 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data10.added !== undefined && func0.call(data10, "added")){
let data11 = data10.added;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err26 = {instancePath:instancePath+"/counts/added",schemaPath:"#/properties/counts/properties/added/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err27 = {instancePath:instancePath+"/counts/added",schemaPath:"#/properties/counts/properties/added/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data10.changed !== undefined && func0.call(data10, "changed")){
let data12 = data10.changed;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err28 = {instancePath:instancePath+"/counts/changed",schemaPath:"#/properties/counts/properties/changed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err29 = {instancePath:instancePath+"/counts/changed",schemaPath:"#/properties/counts/properties/changed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data10.cleared !== undefined && func0.call(data10, "cleared")){
let data13 = data10.cleared;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err30 = {instancePath:instancePath+"/counts/cleared",schemaPath:"#/properties/counts/properties/cleared/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err31 = {instancePath:instancePath+"/counts/cleared",schemaPath:"#/properties/counts/properties/cleared/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data10.unchanged !== undefined && func0.call(data10, "unchanged")){
let data14 = data10.unchanged;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err32 = {instancePath:instancePath+"/counts/unchanged",schemaPath:"#/properties/counts/properties/unchanged/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err33 = {instancePath:instancePath+"/counts/unchanged",schemaPath:"#/properties/counts/properties/unchanged/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data10.unanswered !== undefined && func0.call(data10, "unanswered")){
let data15 = data10.unanswered;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err34 = {instancePath:instancePath+"/counts/unanswered",schemaPath:"#/properties/counts/properties/unanswered/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err35 = {instancePath:instancePath+"/counts/unanswered",schemaPath:"#/properties/counts/properties/unanswered/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err36 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

