// generated from contracts/ — do not edit
// form-responses-tally@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 2b49bc986d7a61d2950f6fcc513f24b1 body 33a3255f6f48955013cd83ad9cb3e0c3
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["definition","responses"],"properties":{"definition":{"type":"object","additionalProperties":false,"required":["fields"],"properties":{"fields":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["id","label","type","required"],"properties":{"id":{"type":"string","minLength":1,"maxLength":128,"description":"Field id; at most 128 UTF-8 bytes."},"label":{"type":"string","maxLength":256,"description":"Display label; at most 256 UTF-8 bytes."},"type":{"type":"string","enum":["string","number","integer","boolean","choice","multi","json"]},"required":{"type":"boolean"},"choices":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string","minLength":1,"maxLength":128,"description":"Option id and label; at most 128 UTF-8 bytes."}},"min":{"description":"Least allowed value (number, integer fields), inclusive.","type":"string","minLength":1,"maxLength":100,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},"max":{"description":"Greatest allowed value (number, integer fields), inclusive.","type":"string","minLength":1,"maxLength":100,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},"min_length":{"type":"integer","minimum":0,"maximum":1000000,"description":"Fewest code points of a string answer."},"max_length":{"type":"integer","minimum":0,"maximum":1000000,"description":"Most code points of a string answer."},"min_selections":{"type":"integer","minimum":0,"maximum":1000,"description":"Fewest selections of a multi answer."},"max_selections":{"type":"integer","minimum":0,"maximum":1000,"description":"Most selections of a multi answer."},"allow_other":{"type":"boolean","description":"A choice or multi answer may hold one text outside the choices."},"show_if":{"type":"array","minItems":1,"maxItems":10,"items":{"type":"object","additionalProperties":false,"required":["field","op","value"],"properties":{"field":{"type":"string","minLength":1,"maxLength":128,"description":"The id of an earlier field."},"op":{"type":"string","enum":["equals","includes"]},"value":{"anyOf":[{"type":"string","maxLength":4096},{"type":"boolean"}]}}}}}}}}},"responses":{"type":"array","maxItems":2000,"items":{"type":"object","description":"One respondent's answers keyed by field id.","maxProperties":200,"propertyNames":{"maxLength":128},"additionalProperties":true}}}};
const func0 = Object.prototype.hasOwnProperty;
const func71 = __ajvRuntime0.default;
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
if((data.responses === undefined) || (!(func0.call(data, "responses")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "responses"},message:"must have required property '"+"responses"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "definition") || (key0 === "responses"))){
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
if(data.definition !== undefined && func0.call(data, "definition")){
let data0 = data.definition;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if((data0.fields === undefined) || (!(func0.call(data0, "fields")))){
const err3 = {instancePath:instancePath+"/definition",schemaPath:"#/properties/definition/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 of Object.keys(data0)){
if(!(key1 === "fields")){
const err4 = {instancePath:instancePath+"/definition",schemaPath:"#/properties/definition/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.fields !== undefined && func0.call(data0, "fields")){
let data1 = data0.fields;
if(Array.isArray(data1)){
if(data1.length > 100){
const err5 = {instancePath:instancePath+"/definition/fields",schemaPath:"#/properties/definition/properties/fields/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
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
if((data2.id === undefined) || (!(func0.call(data2, "id")))){
const err6 = {instancePath:instancePath+"/definition/fields/" + i0,schemaPath:"#/properties/definition/properties/fields/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data2.label === undefined) || (!(func0.call(data2, "label")))){
const err7 = {instancePath:instancePath+"/definition/fields/" + i0,schemaPath:"#/properties/definition/properties/fields/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data2.type === undefined) || (!(func0.call(data2, "type")))){
const err8 = {instancePath:instancePath+"/definition/fields/" + i0,schemaPath:"#/properties/definition/properties/fields/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data2.required === undefined) || (!(func0.call(data2, "required")))){
const err9 = {instancePath:instancePath+"/definition/fields/" + i0,schemaPath:"#/properties/definition/properties/fields/items/required",keyword:"required",params:{missingProperty: "required"},message:"must have required property '"+"required"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key2 of Object.keys(data2)){
if(!(func0.call(schema31.properties.definition.properties.fields.items.properties, key2))){
const err10 = {instancePath:instancePath+"/definition/fields/" + i0,schemaPath:"#/properties/definition/properties/fields/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.id !== undefined && func0.call(data2, "id")){
let data3 = data2.id;
if(typeof data3 === "string"){
if(func71(data3) > 128){
const err11 = {instancePath:instancePath+"/definition/fields/" + i0+"/id",schemaPath:"#/properties/definition/properties/fields/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func71(data3) < 1){
const err12 = {instancePath:instancePath+"/definition/fields/" + i0+"/id",schemaPath:"#/properties/definition/properties/fields/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/definition/fields/" + i0+"/id",schemaPath:"#/properties/definition/properties/fields/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.label !== undefined && func0.call(data2, "label")){
let data4 = data2.label;
if(typeof data4 === "string"){
if(func71(data4) > 256){
const err14 = {instancePath:instancePath+"/definition/fields/" + i0+"/label",schemaPath:"#/properties/definition/properties/fields/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err15 = {instancePath:instancePath+"/definition/fields/" + i0+"/label",schemaPath:"#/properties/definition/properties/fields/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.type !== undefined && func0.call(data2, "type")){
let data5 = data2.type;
if(typeof data5 !== "string"){
const err16 = {instancePath:instancePath+"/definition/fields/" + i0+"/type",schemaPath:"#/properties/definition/properties/fields/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(((((((data5 === "string") || (data5 === "number")) || (data5 === "integer")) || (data5 === "boolean")) || (data5 === "choice")) || (data5 === "multi")) || (data5 === "json"))){
const err17 = {instancePath:instancePath+"/definition/fields/" + i0+"/type",schemaPath:"#/properties/definition/properties/fields/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema31.properties.definition.properties.fields.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.required !== undefined && func0.call(data2, "required")){
if(typeof data2.required !== "boolean"){
const err18 = {instancePath:instancePath+"/definition/fields/" + i0+"/required",schemaPath:"#/properties/definition/properties/fields/items/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.choices !== undefined && func0.call(data2, "choices")){
let data7 = data2.choices;
if(Array.isArray(data7)){
if(data7.length > 50){
const err19 = {instancePath:instancePath+"/definition/fields/" + i0+"/choices",schemaPath:"#/properties/definition/properties/fields/items/properties/choices/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data7.length < 1){
const err20 = {instancePath:instancePath+"/definition/fields/" + i0+"/choices",schemaPath:"#/properties/definition/properties/fields/items/properties/choices/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(typeof data8 === "string"){
if(func71(data8) > 128){
const err21 = {instancePath:instancePath+"/definition/fields/" + i0+"/choices/" + i1,schemaPath:"#/properties/definition/properties/fields/items/properties/choices/items/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func71(data8) < 1){
const err22 = {instancePath:instancePath+"/definition/fields/" + i0+"/choices/" + i1,schemaPath:"#/properties/definition/properties/fields/items/properties/choices/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err23 = {instancePath:instancePath+"/definition/fields/" + i0+"/choices/" + i1,schemaPath:"#/properties/definition/properties/fields/items/properties/choices/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err24 = {instancePath:instancePath+"/definition/fields/" + i0+"/choices",schemaPath:"#/properties/definition/properties/fields/items/properties/choices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data2.min !== undefined && func0.call(data2, "min")){
let data9 = data2.min;
if(typeof data9 === "string"){
if(func71(data9) > 100){
const err25 = {instancePath:instancePath+"/definition/fields/" + i0+"/min",schemaPath:"#/properties/definition/properties/fields/items/properties/min/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func71(data9) < 1){
const err26 = {instancePath:instancePath+"/definition/fields/" + i0+"/min",schemaPath:"#/properties/definition/properties/fields/items/properties/min/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern4.test(data9)){
const err27 = {instancePath:instancePath+"/definition/fields/" + i0+"/min",schemaPath:"#/properties/definition/properties/fields/items/properties/min/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/definition/fields/" + i0+"/min",schemaPath:"#/properties/definition/properties/fields/items/properties/min/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data2.max !== undefined && func0.call(data2, "max")){
let data10 = data2.max;
if(typeof data10 === "string"){
if(func71(data10) > 100){
const err29 = {instancePath:instancePath+"/definition/fields/" + i0+"/max",schemaPath:"#/properties/definition/properties/fields/items/properties/max/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(func71(data10) < 1){
const err30 = {instancePath:instancePath+"/definition/fields/" + i0+"/max",schemaPath:"#/properties/definition/properties/fields/items/properties/max/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!pattern4.test(data10)){
const err31 = {instancePath:instancePath+"/definition/fields/" + i0+"/max",schemaPath:"#/properties/definition/properties/fields/items/properties/max/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/definition/fields/" + i0+"/max",schemaPath:"#/properties/definition/properties/fields/items/properties/max/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data2.min_length !== undefined && func0.call(data2, "min_length")){
let data11 = data2.min_length;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err33 = {instancePath:instancePath+"/definition/fields/" + i0+"/min_length",schemaPath:"#/properties/definition/properties/fields/items/properties/min_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 1000000 || isNaN(data11)){
const err34 = {instancePath:instancePath+"/definition/fields/" + i0+"/min_length",schemaPath:"#/properties/definition/properties/fields/items/properties/min_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err35 = {instancePath:instancePath+"/definition/fields/" + i0+"/min_length",schemaPath:"#/properties/definition/properties/fields/items/properties/min_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.max_length !== undefined && func0.call(data2, "max_length")){
let data12 = data2.max_length;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err36 = {instancePath:instancePath+"/definition/fields/" + i0+"/max_length",schemaPath:"#/properties/definition/properties/fields/items/properties/max_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 1000000 || isNaN(data12)){
const err37 = {instancePath:instancePath+"/definition/fields/" + i0+"/max_length",schemaPath:"#/properties/definition/properties/fields/items/properties/max_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err38 = {instancePath:instancePath+"/definition/fields/" + i0+"/max_length",schemaPath:"#/properties/definition/properties/fields/items/properties/max_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data2.min_selections !== undefined && func0.call(data2, "min_selections")){
let data13 = data2.min_selections;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err39 = {instancePath:instancePath+"/definition/fields/" + i0+"/min_selections",schemaPath:"#/properties/definition/properties/fields/items/properties/min_selections/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 1000 || isNaN(data13)){
const err40 = {instancePath:instancePath+"/definition/fields/" + i0+"/min_selections",schemaPath:"#/properties/definition/properties/fields/items/properties/min_selections/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err41 = {instancePath:instancePath+"/definition/fields/" + i0+"/min_selections",schemaPath:"#/properties/definition/properties/fields/items/properties/min_selections/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.max_selections !== undefined && func0.call(data2, "max_selections")){
let data14 = data2.max_selections;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err42 = {instancePath:instancePath+"/definition/fields/" + i0+"/max_selections",schemaPath:"#/properties/definition/properties/fields/items/properties/max_selections/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 1000 || isNaN(data14)){
const err43 = {instancePath:instancePath+"/definition/fields/" + i0+"/max_selections",schemaPath:"#/properties/definition/properties/fields/items/properties/max_selections/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err44 = {instancePath:instancePath+"/definition/fields/" + i0+"/max_selections",schemaPath:"#/properties/definition/properties/fields/items/properties/max_selections/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.allow_other !== undefined && func0.call(data2, "allow_other")){
if(typeof data2.allow_other !== "boolean"){
const err45 = {instancePath:instancePath+"/definition/fields/" + i0+"/allow_other",schemaPath:"#/properties/definition/properties/fields/items/properties/allow_other/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data2.show_if !== undefined && func0.call(data2, "show_if")){
let data16 = data2.show_if;
if(Array.isArray(data16)){
if(data16.length > 10){
const err46 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data16.length < 1){
const err47 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
let data17 = data16[i2];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if((data17.field === undefined) || (!(func0.call(data17, "field")))){
const err48 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2,schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((data17.op === undefined) || (!(func0.call(data17, "op")))){
const err49 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2,schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((data17.value === undefined) || (!(func0.call(data17, "value")))){
const err50 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2,schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key3 of Object.keys(data17)){
if(!(((key3 === "field") || (key3 === "op")) || (key3 === "value"))){
const err51 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2,schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data17.field !== undefined && func0.call(data17, "field")){
let data18 = data17.field;
if(typeof data18 === "string"){
if(func71(data18) > 128){
const err52 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2+"/field",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/properties/field/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(func71(data18) < 1){
const err53 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2+"/field",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2+"/field",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data17.op !== undefined && func0.call(data17, "op")){
let data19 = data17.op;
if(typeof data19 !== "string"){
const err55 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2+"/op",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(!((data19 === "equals") || (data19 === "includes"))){
const err56 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2+"/op",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/properties/op/enum",keyword:"enum",params:{allowedValues: schema31.properties.definition.properties.fields.items.properties.show_if.items.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
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
if(func71(data20) > 4096){
const err57 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2+"/value",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/properties/value/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2+"/value",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/properties/value/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid0 = _errs47 === errors;
valid10 = valid10 || _valid0;
const _errs49 = errors;
if(typeof data20 !== "boolean"){
const err59 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2+"/value",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/properties/value/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid0 = _errs49 === errors;
valid10 = valid10 || _valid0;
if(!valid10){
const err60 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2+"/value",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
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
const err61 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if/" + i2,schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err62 = {instancePath:instancePath+"/definition/fields/" + i0+"/show_if",schemaPath:"#/properties/definition/properties/fields/items/properties/show_if/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err63 = {instancePath:instancePath+"/definition/fields/" + i0,schemaPath:"#/properties/definition/properties/fields/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err64 = {instancePath:instancePath+"/definition/fields",schemaPath:"#/properties/definition/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err65 = {instancePath:instancePath+"/definition",schemaPath:"#/properties/definition/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.responses !== undefined && func0.call(data, "responses")){
let data21 = data.responses;
if(Array.isArray(data21)){
if(data21.length > 2000){
const err66 = {instancePath:instancePath+"/responses",schemaPath:"#/properties/responses/maxItems",keyword:"maxItems",params:{limit: 2000},message:"must NOT have more than 2000 items"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
const len3 = data21.length;
for(let i3=0; i3<len3; i3++){
let data22 = data21[i3];
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(Object.keys(data22).length > 200){
const err67 = {instancePath:instancePath+"/responses/" + i3,schemaPath:"#/properties/responses/items/maxProperties",keyword:"maxProperties",params:{limit: 200},message:"must NOT have more than 200 properties"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
for(const key4 of Object.keys(data22)){
const _errs55 = errors;
if(typeof key4 === "string"){
if(func71(key4) > 128){
const err68 = {instancePath:instancePath+"/responses/" + i3,schemaPath:"#/properties/responses/items/propertyNames/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",propertyName:key4};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
var valid13 = _errs55 === errors;
if(!valid13){
const err69 = {instancePath:instancePath+"/responses/" + i3,schemaPath:"#/properties/responses/items/propertyNames",keyword:"propertyNames",params:{propertyName: key4},message:"property name must be valid"};
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
const err70 = {instancePath:instancePath+"/responses/" + i3,schemaPath:"#/properties/responses/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath:instancePath+"/responses",schemaPath:"#/properties/responses/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
else {
const err72 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["responses","fields"],"properties":{"responses":{"type":"integer","minimum":0},"fields":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["field","type","answered","missing","skipped","invalid"],"properties":{"field":{"type":"string"},"type":{"type":"string","enum":["string","number","integer","boolean","choice","multi","json"]},"answered":{"type":"integer","minimum":0},"missing":{"type":"integer","minimum":0},"skipped":{"type":"integer","minimum":0},"invalid":{"type":"integer","minimum":0},"options":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["choice","count"],"properties":{"choice":{"type":"string"},"count":{"type":"integer","minimum":0}}}},"other":{"type":"object","additionalProperties":false,"required":["count","texts"],"properties":{"count":{"type":"integer","minimum":0},"texts":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["text","count"],"properties":{"text":{"type":"string"},"count":{"type":"integer","minimum":1}}}}}},"booleans":{"type":"object","additionalProperties":false,"required":["true","false"],"properties":{"true":{"type":"integer","minimum":0},"false":{"type":"integer","minimum":0}}},"stats":{"type":"object","additionalProperties":false,"required":["count","sum","min","max","mean"],"properties":{"count":{"type":"integer","minimum":0},"sum":{"type":"string"},"min":{"type":["string","null"]},"max":{"type":["string","null"]},"mean":{"oneOf":[{"type":"null"},{"type":"object","additionalProperties":false,"required":["numerator","denominator"],"properties":{"numerator":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1100},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$","maxLength":1100}}}]}}}}}}}};
const pattern6 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");
const pattern7 = new RegExp("^[1-9][0-9]*$", "u");

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
if((data.responses === undefined) || (!(func0.call(data, "responses")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "responses"},message:"must have required property '"+"responses"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.fields === undefined) || (!(func0.call(data, "fields")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "responses") || (key0 === "fields"))){
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
if(data.responses !== undefined && func0.call(data, "responses")){
let data0 = data.responses;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/responses",schemaPath:"#/properties/responses/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/responses",schemaPath:"#/properties/responses/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.fields !== undefined && func0.call(data, "fields")){
let data1 = data.fields;
if(Array.isArray(data1)){
if(data1.length > 100){
const err5 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
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
const err6 = {instancePath:instancePath+"/fields/" + i0,schemaPath:"#/properties/fields/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data2.type === undefined) || (!(func0.call(data2, "type")))){
const err7 = {instancePath:instancePath+"/fields/" + i0,schemaPath:"#/properties/fields/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data2.answered === undefined) || (!(func0.call(data2, "answered")))){
const err8 = {instancePath:instancePath+"/fields/" + i0,schemaPath:"#/properties/fields/items/required",keyword:"required",params:{missingProperty: "answered"},message:"must have required property '"+"answered"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data2.missing === undefined) || (!(func0.call(data2, "missing")))){
const err9 = {instancePath:instancePath+"/fields/" + i0,schemaPath:"#/properties/fields/items/required",keyword:"required",params:{missingProperty: "missing"},message:"must have required property '"+"missing"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data2.skipped === undefined) || (!(func0.call(data2, "skipped")))){
const err10 = {instancePath:instancePath+"/fields/" + i0,schemaPath:"#/properties/fields/items/required",keyword:"required",params:{missingProperty: "skipped"},message:"must have required property '"+"skipped"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data2.invalid === undefined) || (!(func0.call(data2, "invalid")))){
const err11 = {instancePath:instancePath+"/fields/" + i0,schemaPath:"#/properties/fields/items/required",keyword:"required",params:{missingProperty: "invalid"},message:"must have required property '"+"invalid"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 of Object.keys(data2)){
if(!(func0.call(schema32.properties.fields.items.properties, key1))){
const err12 = {instancePath:instancePath+"/fields/" + i0,schemaPath:"#/properties/fields/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.field !== undefined && func0.call(data2, "field")){
if(typeof data2.field !== "string"){
const err13 = {instancePath:instancePath+"/fields/" + i0+"/field",schemaPath:"#/properties/fields/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.type !== undefined && func0.call(data2, "type")){
let data4 = data2.type;
if(typeof data4 !== "string"){
const err14 = {instancePath:instancePath+"/fields/" + i0+"/type",schemaPath:"#/properties/fields/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((((((data4 === "string") || (data4 === "number")) || (data4 === "integer")) || (data4 === "boolean")) || (data4 === "choice")) || (data4 === "multi")) || (data4 === "json"))){
const err15 = {instancePath:instancePath+"/fields/" + i0+"/type",schemaPath:"#/properties/fields/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema32.properties.fields.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.answered !== undefined && func0.call(data2, "answered")){
let data5 = data2.answered;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err16 = {instancePath:instancePath+"/fields/" + i0+"/answered",schemaPath:"#/properties/fields/items/properties/answered/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/fields/" + i0+"/answered",schemaPath:"#/properties/fields/items/properties/answered/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.missing !== undefined && func0.call(data2, "missing")){
let data6 = data2.missing;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err18 = {instancePath:instancePath+"/fields/" + i0+"/missing",schemaPath:"#/properties/fields/items/properties/missing/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/fields/" + i0+"/missing",schemaPath:"#/properties/fields/items/properties/missing/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.skipped !== undefined && func0.call(data2, "skipped")){
let data7 = data2.skipped;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err20 = {instancePath:instancePath+"/fields/" + i0+"/skipped",schemaPath:"#/properties/fields/items/properties/skipped/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err21 = {instancePath:instancePath+"/fields/" + i0+"/skipped",schemaPath:"#/properties/fields/items/properties/skipped/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.invalid !== undefined && func0.call(data2, "invalid")){
let data8 = data2.invalid;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err22 = {instancePath:instancePath+"/fields/" + i0+"/invalid",schemaPath:"#/properties/fields/items/properties/invalid/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err23 = {instancePath:instancePath+"/fields/" + i0+"/invalid",schemaPath:"#/properties/fields/items/properties/invalid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.options !== undefined && func0.call(data2, "options")){
let data9 = data2.options;
if(Array.isArray(data9)){
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if((data10.choice === undefined) || (!(func0.call(data10, "choice")))){
const err24 = {instancePath:instancePath+"/fields/" + i0+"/options/" + i1,schemaPath:"#/properties/fields/items/properties/options/items/required",keyword:"required",params:{missingProperty: "choice"},message:"must have required property '"+"choice"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((data10.count === undefined) || (!(func0.call(data10, "count")))){
const err25 = {instancePath:instancePath+"/fields/" + i0+"/options/" + i1,schemaPath:"#/properties/fields/items/properties/options/items/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key2 of Object.keys(data10)){
if(!((key2 === "choice") || (key2 === "count"))){
const err26 = {instancePath:instancePath+"/fields/" + i0+"/options/" + i1,schemaPath:"#/properties/fields/items/properties/options/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data10.choice !== undefined && func0.call(data10, "choice")){
if(typeof data10.choice !== "string"){
const err27 = {instancePath:instancePath+"/fields/" + i0+"/options/" + i1+"/choice",schemaPath:"#/properties/fields/items/properties/options/items/properties/choice/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data10.count !== undefined && func0.call(data10, "count")){
let data12 = data10.count;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err28 = {instancePath:instancePath+"/fields/" + i0+"/options/" + i1+"/count",schemaPath:"#/properties/fields/items/properties/options/items/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err29 = {instancePath:instancePath+"/fields/" + i0+"/options/" + i1+"/count",schemaPath:"#/properties/fields/items/properties/options/items/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err30 = {instancePath:instancePath+"/fields/" + i0+"/options/" + i1,schemaPath:"#/properties/fields/items/properties/options/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err31 = {instancePath:instancePath+"/fields/" + i0+"/options",schemaPath:"#/properties/fields/items/properties/options/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data2.other !== undefined && func0.call(data2, "other")){
let data13 = data2.other;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if((data13.count === undefined) || (!(func0.call(data13, "count")))){
const err32 = {instancePath:instancePath+"/fields/" + i0+"/other",schemaPath:"#/properties/fields/items/properties/other/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((data13.texts === undefined) || (!(func0.call(data13, "texts")))){
const err33 = {instancePath:instancePath+"/fields/" + i0+"/other",schemaPath:"#/properties/fields/items/properties/other/required",keyword:"required",params:{missingProperty: "texts"},message:"must have required property '"+"texts"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
for(const key3 of Object.keys(data13)){
if(!((key3 === "count") || (key3 === "texts"))){
const err34 = {instancePath:instancePath+"/fields/" + i0+"/other",schemaPath:"#/properties/fields/items/properties/other/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data13.count !== undefined && func0.call(data13, "count")){
let data14 = data13.count;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err35 = {instancePath:instancePath+"/fields/" + i0+"/other/count",schemaPath:"#/properties/fields/items/properties/other/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err36 = {instancePath:instancePath+"/fields/" + i0+"/other/count",schemaPath:"#/properties/fields/items/properties/other/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data13.texts !== undefined && func0.call(data13, "texts")){
let data15 = data13.texts;
if(Array.isArray(data15)){
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if((data16.text === undefined) || (!(func0.call(data16, "text")))){
const err37 = {instancePath:instancePath+"/fields/" + i0+"/other/texts/" + i2,schemaPath:"#/properties/fields/items/properties/other/properties/texts/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((data16.count === undefined) || (!(func0.call(data16, "count")))){
const err38 = {instancePath:instancePath+"/fields/" + i0+"/other/texts/" + i2,schemaPath:"#/properties/fields/items/properties/other/properties/texts/items/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key4 of Object.keys(data16)){
if(!((key4 === "text") || (key4 === "count"))){
const err39 = {instancePath:instancePath+"/fields/" + i0+"/other/texts/" + i2,schemaPath:"#/properties/fields/items/properties/other/properties/texts/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data16.text !== undefined && func0.call(data16, "text")){
if(typeof data16.text !== "string"){
const err40 = {instancePath:instancePath+"/fields/" + i0+"/other/texts/" + i2+"/text",schemaPath:"#/properties/fields/items/properties/other/properties/texts/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data16.count !== undefined && func0.call(data16, "count")){
let data18 = data16.count;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err41 = {instancePath:instancePath+"/fields/" + i0+"/other/texts/" + i2+"/count",schemaPath:"#/properties/fields/items/properties/other/properties/texts/items/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 1 || isNaN(data18)){
const err42 = {instancePath:instancePath+"/fields/" + i0+"/other/texts/" + i2+"/count",schemaPath:"#/properties/fields/items/properties/other/properties/texts/items/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err43 = {instancePath:instancePath+"/fields/" + i0+"/other/texts/" + i2,schemaPath:"#/properties/fields/items/properties/other/properties/texts/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err44 = {instancePath:instancePath+"/fields/" + i0+"/other/texts",schemaPath:"#/properties/fields/items/properties/other/properties/texts/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err45 = {instancePath:instancePath+"/fields/" + i0+"/other",schemaPath:"#/properties/fields/items/properties/other/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data2.booleans !== undefined && func0.call(data2, "booleans")){
let data19 = data2.booleans;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if((data19.true === undefined) || (!(func0.call(data19, "true")))){
const err46 = {instancePath:instancePath+"/fields/" + i0+"/booleans",schemaPath:"#/properties/fields/items/properties/booleans/required",keyword:"required",params:{missingProperty: "true"},message:"must have required property '"+"true"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if((data19.false === undefined) || (!(func0.call(data19, "false")))){
const err47 = {instancePath:instancePath+"/fields/" + i0+"/booleans",schemaPath:"#/properties/fields/items/properties/booleans/required",keyword:"required",params:{missingProperty: "false"},message:"must have required property '"+"false"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
for(const key5 of Object.keys(data19)){
if(!((key5 === "true") || (key5 === "false"))){
const err48 = {instancePath:instancePath+"/fields/" + i0+"/booleans",schemaPath:"#/properties/fields/items/properties/booleans/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data19.true !== undefined && func0.call(data19, "true")){
let data20 = data19.true;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err49 = {instancePath:instancePath+"/fields/" + i0+"/booleans/true",schemaPath:"#/properties/fields/items/properties/booleans/properties/true/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err50 = {instancePath:instancePath+"/fields/" + i0+"/booleans/true",schemaPath:"#/properties/fields/items/properties/booleans/properties/true/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
if(data19.false !== undefined && func0.call(data19, "false")){
let data21 = data19.false;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err51 = {instancePath:instancePath+"/fields/" + i0+"/booleans/false",schemaPath:"#/properties/fields/items/properties/booleans/properties/false/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err52 = {instancePath:instancePath+"/fields/" + i0+"/booleans/false",schemaPath:"#/properties/fields/items/properties/booleans/properties/false/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err53 = {instancePath:instancePath+"/fields/" + i0+"/booleans",schemaPath:"#/properties/fields/items/properties/booleans/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data2.stats !== undefined && func0.call(data2, "stats")){
let data22 = data2.stats;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if((data22.count === undefined) || (!(func0.call(data22, "count")))){
const err54 = {instancePath:instancePath+"/fields/" + i0+"/stats",schemaPath:"#/properties/fields/items/properties/stats/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if((data22.sum === undefined) || (!(func0.call(data22, "sum")))){
const err55 = {instancePath:instancePath+"/fields/" + i0+"/stats",schemaPath:"#/properties/fields/items/properties/stats/required",keyword:"required",params:{missingProperty: "sum"},message:"must have required property '"+"sum"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((data22.min === undefined) || (!(func0.call(data22, "min")))){
const err56 = {instancePath:instancePath+"/fields/" + i0+"/stats",schemaPath:"#/properties/fields/items/properties/stats/required",keyword:"required",params:{missingProperty: "min"},message:"must have required property '"+"min"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if((data22.max === undefined) || (!(func0.call(data22, "max")))){
const err57 = {instancePath:instancePath+"/fields/" + i0+"/stats",schemaPath:"#/properties/fields/items/properties/stats/required",keyword:"required",params:{missingProperty: "max"},message:"must have required property '"+"max"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((data22.mean === undefined) || (!(func0.call(data22, "mean")))){
const err58 = {instancePath:instancePath+"/fields/" + i0+"/stats",schemaPath:"#/properties/fields/items/properties/stats/required",keyword:"required",params:{missingProperty: "mean"},message:"must have required property '"+"mean"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
for(const key6 of Object.keys(data22)){
if(!(((((key6 === "count") || (key6 === "sum")) || (key6 === "min")) || (key6 === "max")) || (key6 === "mean"))){
const err59 = {instancePath:instancePath+"/fields/" + i0+"/stats",schemaPath:"#/properties/fields/items/properties/stats/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data22.count !== undefined && func0.call(data22, "count")){
let data23 = data22.count;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err60 = {instancePath:instancePath+"/fields/" + i0+"/stats/count",schemaPath:"#/properties/fields/items/properties/stats/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err61 = {instancePath:instancePath+"/fields/" + i0+"/stats/count",schemaPath:"#/properties/fields/items/properties/stats/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data22.sum !== undefined && func0.call(data22, "sum")){
if(typeof data22.sum !== "string"){
const err62 = {instancePath:instancePath+"/fields/" + i0+"/stats/sum",schemaPath:"#/properties/fields/items/properties/stats/properties/sum/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data22.min !== undefined && func0.call(data22, "min")){
let data25 = data22.min;
if((typeof data25 !== "string") && (data25 !== null)){
const err63 = {instancePath:instancePath+"/fields/" + i0+"/stats/min",schemaPath:"#/properties/fields/items/properties/stats/properties/min/type",keyword:"type",params:{type: schema32.properties.fields.items.properties.stats.properties.min.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data22.max !== undefined && func0.call(data22, "max")){
let data26 = data22.max;
if((typeof data26 !== "string") && (data26 !== null)){
const err64 = {instancePath:instancePath+"/fields/" + i0+"/stats/max",schemaPath:"#/properties/fields/items/properties/stats/properties/max/type",keyword:"type",params:{type: schema32.properties.fields.items.properties.stats.properties.max.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data22.mean !== undefined && func0.call(data22, "mean")){
let data27 = data22.mean;
const _errs63 = errors;
let valid13 = false;
let passing0 = null;
const _errs64 = errors;
if(data27 !== null){
const err65 = {instancePath:instancePath+"/fields/" + i0+"/stats/mean",schemaPath:"#/properties/fields/items/properties/stats/properties/mean/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid0 = _errs64 === errors;
if(_valid0){
valid13 = true;
passing0 = 0;
}
const _errs66 = errors;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if((data27.numerator === undefined) || (!(func0.call(data27, "numerator")))){
const err66 = {instancePath:instancePath+"/fields/" + i0+"/stats/mean",schemaPath:"#/properties/fields/items/properties/stats/properties/mean/oneOf/1/required",keyword:"required",params:{missingProperty: "numerator"},message:"must have required property '"+"numerator"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if((data27.denominator === undefined) || (!(func0.call(data27, "denominator")))){
const err67 = {instancePath:instancePath+"/fields/" + i0+"/stats/mean",schemaPath:"#/properties/fields/items/properties/stats/properties/mean/oneOf/1/required",keyword:"required",params:{missingProperty: "denominator"},message:"must have required property '"+"denominator"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
for(const key7 of Object.keys(data27)){
if(!((key7 === "numerator") || (key7 === "denominator"))){
const err68 = {instancePath:instancePath+"/fields/" + i0+"/stats/mean",schemaPath:"#/properties/fields/items/properties/stats/properties/mean/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data27.numerator !== undefined && func0.call(data27, "numerator")){
let data28 = data27.numerator;
if(typeof data28 === "string"){
if(func71(data28) > 1100){
const err69 = {instancePath:instancePath+"/fields/" + i0+"/stats/mean/numerator",schemaPath:"#/properties/fields/items/properties/stats/properties/mean/oneOf/1/properties/numerator/maxLength",keyword:"maxLength",params:{limit: 1100},message:"must NOT have more than 1100 characters"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(!pattern6.test(data28)){
const err70 = {instancePath:instancePath+"/fields/" + i0+"/stats/mean/numerator",schemaPath:"#/properties/fields/items/properties/stats/properties/mean/oneOf/1/properties/numerator/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/fields/" + i0+"/stats/mean/numerator",schemaPath:"#/properties/fields/items/properties/stats/properties/mean/oneOf/1/properties/numerator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data27.denominator !== undefined && func0.call(data27, "denominator")){
let data29 = data27.denominator;
if(typeof data29 === "string"){
if(func71(data29) > 1100){
const err72 = {instancePath:instancePath+"/fields/" + i0+"/stats/mean/denominator",schemaPath:"#/properties/fields/items/properties/stats/properties/mean/oneOf/1/properties/denominator/maxLength",keyword:"maxLength",params:{limit: 1100},message:"must NOT have more than 1100 characters"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(!pattern7.test(data29)){
const err73 = {instancePath:instancePath+"/fields/" + i0+"/stats/mean/denominator",schemaPath:"#/properties/fields/items/properties/stats/properties/mean/oneOf/1/properties/denominator/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/fields/" + i0+"/stats/mean/denominator",schemaPath:"#/properties/fields/items/properties/stats/properties/mean/oneOf/1/properties/denominator/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err75 = {instancePath:instancePath+"/fields/" + i0+"/stats/mean",schemaPath:"#/properties/fields/items/properties/stats/properties/mean/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid0 = _errs66 === errors;
if(_valid0 && valid13){
valid13 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid13 = true;
passing0 = 1;
}
}
if(!valid13){
const err76 = {instancePath:instancePath+"/fields/" + i0+"/stats/mean",schemaPath:"#/properties/fields/items/properties/stats/properties/mean/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
else {
errors = _errs63;
if(vErrors !== null){
if(_errs63){
vErrors.length = _errs63;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err77 = {instancePath:instancePath+"/fields/" + i0+"/stats",schemaPath:"#/properties/fields/items/properties/stats/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err78 = {instancePath:instancePath+"/fields/" + i0,schemaPath:"#/properties/fields/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
else {
const err80 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

