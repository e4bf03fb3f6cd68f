// generated from contracts/ — do not edit
// form-definition-diff@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs c30112382ada37c65ecde1be49b704b7 body 7d01e60666f4c6567d99e4ffe31915ae
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["before","after"],"properties":{"before":{"type":"object","additionalProperties":false,"required":["fields"],"properties":{"fields":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["id","label","type","required"],"properties":{"id":{"type":"string","minLength":1,"maxLength":128,"description":"Field id; at most 128 UTF-8 bytes."},"label":{"type":"string","maxLength":256,"description":"Display label; at most 256 UTF-8 bytes."},"type":{"type":"string","enum":["string","number","integer","boolean","choice","multi","json"]},"required":{"type":"boolean"},"choices":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string","minLength":1,"maxLength":128,"description":"Option id and label; at most 128 UTF-8 bytes."}},"min":{"description":"Least allowed value (number, integer fields), inclusive.","type":"string","minLength":1,"maxLength":100,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},"max":{"description":"Greatest allowed value (number, integer fields), inclusive.","type":"string","minLength":1,"maxLength":100,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},"min_length":{"type":"integer","minimum":0,"maximum":1000000,"description":"Fewest code points of a string answer."},"max_length":{"type":"integer","minimum":0,"maximum":1000000,"description":"Most code points of a string answer."},"min_selections":{"type":"integer","minimum":0,"maximum":1000,"description":"Fewest selections of a multi answer."},"max_selections":{"type":"integer","minimum":0,"maximum":1000,"description":"Most selections of a multi answer."},"allow_other":{"type":"boolean","description":"A choice or multi answer may hold one text outside the choices."},"show_if":{"type":"array","minItems":1,"maxItems":10,"items":{"type":"object","additionalProperties":false,"required":["field","op","value"],"properties":{"field":{"type":"string","minLength":1,"maxLength":128,"description":"The id of an earlier field."},"op":{"type":"string","enum":["equals","includes"]},"value":{"anyOf":[{"type":"string","maxLength":4096},{"type":"boolean"}]}}}}}}}}},"after":{"type":"object","additionalProperties":false,"required":["fields"],"properties":{"fields":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["id","label","type","required"],"properties":{"id":{"type":"string","minLength":1,"maxLength":128,"description":"Field id; at most 128 UTF-8 bytes."},"label":{"type":"string","maxLength":256,"description":"Display label; at most 256 UTF-8 bytes."},"type":{"type":"string","enum":["string","number","integer","boolean","choice","multi","json"]},"required":{"type":"boolean"},"choices":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string","minLength":1,"maxLength":128,"description":"Option id and label; at most 128 UTF-8 bytes."}},"min":{"description":"Least allowed value (number, integer fields), inclusive.","type":"string","minLength":1,"maxLength":100,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},"max":{"description":"Greatest allowed value (number, integer fields), inclusive.","type":"string","minLength":1,"maxLength":100,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},"min_length":{"type":"integer","minimum":0,"maximum":1000000,"description":"Fewest code points of a string answer."},"max_length":{"type":"integer","minimum":0,"maximum":1000000,"description":"Most code points of a string answer."},"min_selections":{"type":"integer","minimum":0,"maximum":1000,"description":"Fewest selections of a multi answer."},"max_selections":{"type":"integer","minimum":0,"maximum":1000,"description":"Most selections of a multi answer."},"allow_other":{"type":"boolean","description":"A choice or multi answer may hold one text outside the choices."},"show_if":{"type":"array","minItems":1,"maxItems":10,"items":{"type":"object","additionalProperties":false,"required":["field","op","value"],"properties":{"field":{"type":"string","minLength":1,"maxLength":128,"description":"The id of an earlier field."},"op":{"type":"string","enum":["equals","includes"]},"value":{"anyOf":[{"type":"string","maxLength":4096},{"type":"boolean"}]}}}}}}}}},"id_map":{"type":"array","maxItems":100,"description":"Explicit renames: the before field `from` is the after field `to`.","items":{"type":"object","additionalProperties":false,"required":["from","to"],"properties":{"from":{"type":"string","minLength":1,"maxLength":128},"to":{"type":"string","minLength":1,"maxLength":128}}}}}};
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
if((data.before === undefined) || (!(func0.call(data, "before")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "before"},message:"must have required property '"+"before"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.after === undefined) || (!(func0.call(data, "after")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "after"},message:"must have required property '"+"after"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "before") || (key0 === "after")) || (key0 === "id_map"))){
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
if(data.before !== undefined && func0.call(data, "before")){
let data0 = data.before;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if((data0.fields === undefined) || (!(func0.call(data0, "fields")))){
const err3 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
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
const err4 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
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
const err5 = {instancePath:instancePath+"/before/fields",schemaPath:"#/properties/before/properties/fields/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
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
const err6 = {instancePath:instancePath+"/before/fields/" + i0,schemaPath:"#/properties/before/properties/fields/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data2.label === undefined) || (!(func0.call(data2, "label")))){
const err7 = {instancePath:instancePath+"/before/fields/" + i0,schemaPath:"#/properties/before/properties/fields/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data2.type === undefined) || (!(func0.call(data2, "type")))){
const err8 = {instancePath:instancePath+"/before/fields/" + i0,schemaPath:"#/properties/before/properties/fields/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data2.required === undefined) || (!(func0.call(data2, "required")))){
const err9 = {instancePath:instancePath+"/before/fields/" + i0,schemaPath:"#/properties/before/properties/fields/items/required",keyword:"required",params:{missingProperty: "required"},message:"must have required property '"+"required"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key2 of Object.keys(data2)){
if(!(func0.call(schema31.properties.before.properties.fields.items.properties, key2))){
const err10 = {instancePath:instancePath+"/before/fields/" + i0,schemaPath:"#/properties/before/properties/fields/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
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
const err11 = {instancePath:instancePath+"/before/fields/" + i0+"/id",schemaPath:"#/properties/before/properties/fields/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func71(data3) < 1){
const err12 = {instancePath:instancePath+"/before/fields/" + i0+"/id",schemaPath:"#/properties/before/properties/fields/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/before/fields/" + i0+"/id",schemaPath:"#/properties/before/properties/fields/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err14 = {instancePath:instancePath+"/before/fields/" + i0+"/label",schemaPath:"#/properties/before/properties/fields/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err15 = {instancePath:instancePath+"/before/fields/" + i0+"/label",schemaPath:"#/properties/before/properties/fields/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err16 = {instancePath:instancePath+"/before/fields/" + i0+"/type",schemaPath:"#/properties/before/properties/fields/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(((((((data5 === "string") || (data5 === "number")) || (data5 === "integer")) || (data5 === "boolean")) || (data5 === "choice")) || (data5 === "multi")) || (data5 === "json"))){
const err17 = {instancePath:instancePath+"/before/fields/" + i0+"/type",schemaPath:"#/properties/before/properties/fields/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema31.properties.before.properties.fields.items.properties.type.enum},message:"must be equal to one of the allowed values"};
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
const err18 = {instancePath:instancePath+"/before/fields/" + i0+"/required",schemaPath:"#/properties/before/properties/fields/items/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err19 = {instancePath:instancePath+"/before/fields/" + i0+"/choices",schemaPath:"#/properties/before/properties/fields/items/properties/choices/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data7.length < 1){
const err20 = {instancePath:instancePath+"/before/fields/" + i0+"/choices",schemaPath:"#/properties/before/properties/fields/items/properties/choices/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
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
const err21 = {instancePath:instancePath+"/before/fields/" + i0+"/choices/" + i1,schemaPath:"#/properties/before/properties/fields/items/properties/choices/items/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func71(data8) < 1){
const err22 = {instancePath:instancePath+"/before/fields/" + i0+"/choices/" + i1,schemaPath:"#/properties/before/properties/fields/items/properties/choices/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err23 = {instancePath:instancePath+"/before/fields/" + i0+"/choices/" + i1,schemaPath:"#/properties/before/properties/fields/items/properties/choices/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err24 = {instancePath:instancePath+"/before/fields/" + i0+"/choices",schemaPath:"#/properties/before/properties/fields/items/properties/choices/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err25 = {instancePath:instancePath+"/before/fields/" + i0+"/min",schemaPath:"#/properties/before/properties/fields/items/properties/min/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func71(data9) < 1){
const err26 = {instancePath:instancePath+"/before/fields/" + i0+"/min",schemaPath:"#/properties/before/properties/fields/items/properties/min/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern4.test(data9)){
const err27 = {instancePath:instancePath+"/before/fields/" + i0+"/min",schemaPath:"#/properties/before/properties/fields/items/properties/min/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"+"\""};
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
const err28 = {instancePath:instancePath+"/before/fields/" + i0+"/min",schemaPath:"#/properties/before/properties/fields/items/properties/min/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err29 = {instancePath:instancePath+"/before/fields/" + i0+"/max",schemaPath:"#/properties/before/properties/fields/items/properties/max/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(func71(data10) < 1){
const err30 = {instancePath:instancePath+"/before/fields/" + i0+"/max",schemaPath:"#/properties/before/properties/fields/items/properties/max/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!pattern4.test(data10)){
const err31 = {instancePath:instancePath+"/before/fields/" + i0+"/max",schemaPath:"#/properties/before/properties/fields/items/properties/max/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"+"\""};
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
const err32 = {instancePath:instancePath+"/before/fields/" + i0+"/max",schemaPath:"#/properties/before/properties/fields/items/properties/max/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err33 = {instancePath:instancePath+"/before/fields/" + i0+"/min_length",schemaPath:"#/properties/before/properties/fields/items/properties/min_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err34 = {instancePath:instancePath+"/before/fields/" + i0+"/min_length",schemaPath:"#/properties/before/properties/fields/items/properties/min_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err35 = {instancePath:instancePath+"/before/fields/" + i0+"/min_length",schemaPath:"#/properties/before/properties/fields/items/properties/min_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err36 = {instancePath:instancePath+"/before/fields/" + i0+"/max_length",schemaPath:"#/properties/before/properties/fields/items/properties/max_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err37 = {instancePath:instancePath+"/before/fields/" + i0+"/max_length",schemaPath:"#/properties/before/properties/fields/items/properties/max_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err38 = {instancePath:instancePath+"/before/fields/" + i0+"/max_length",schemaPath:"#/properties/before/properties/fields/items/properties/max_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err39 = {instancePath:instancePath+"/before/fields/" + i0+"/min_selections",schemaPath:"#/properties/before/properties/fields/items/properties/min_selections/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err40 = {instancePath:instancePath+"/before/fields/" + i0+"/min_selections",schemaPath:"#/properties/before/properties/fields/items/properties/min_selections/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err41 = {instancePath:instancePath+"/before/fields/" + i0+"/min_selections",schemaPath:"#/properties/before/properties/fields/items/properties/min_selections/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err42 = {instancePath:instancePath+"/before/fields/" + i0+"/max_selections",schemaPath:"#/properties/before/properties/fields/items/properties/max_selections/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err43 = {instancePath:instancePath+"/before/fields/" + i0+"/max_selections",schemaPath:"#/properties/before/properties/fields/items/properties/max_selections/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err44 = {instancePath:instancePath+"/before/fields/" + i0+"/max_selections",schemaPath:"#/properties/before/properties/fields/items/properties/max_selections/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err45 = {instancePath:instancePath+"/before/fields/" + i0+"/allow_other",schemaPath:"#/properties/before/properties/fields/items/properties/allow_other/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err46 = {instancePath:instancePath+"/before/fields/" + i0+"/show_if",schemaPath:"#/properties/before/properties/fields/items/properties/show_if/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data16.length < 1){
const err47 = {instancePath:instancePath+"/before/fields/" + i0+"/show_if",schemaPath:"#/properties/before/properties/fields/items/properties/show_if/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
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
const err48 = {instancePath:instancePath+"/before/fields/" + i0+"/show_if/" + i2,schemaPath:"#/properties/before/properties/fields/items/properties/show_if/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((data17.op === undefined) || (!(func0.call(data17, "op")))){
const err49 = {instancePath:instancePath+"/before/fields/" + i0+"/show_if/" + i2,schemaPath:"#/properties/before/properties/fields/items/properties/show_if/items/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((data17.value === undefined) || (!(func0.call(data17, "value")))){
const err50 = {instancePath:instancePath+"/before/fields/" + i0+"/show_if/" + i2,schemaPath:"#/properties/before/properties/fields/items/properties/show_if/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
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
const err51 = {instancePath:instancePath+"/before/fields/" + i0+"/show_if/" + i2,schemaPath:"#/properties/before/properties/fields/items/properties/show_if/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
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
const err52 = {instancePath:instancePath+"/before/fields/" + i0+"/show_if/" + i2+"/field",schemaPath:"#/properties/before/properties/fields/items/properties/show_if/items/properties/field/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(func71(data18) < 1){
const err53 = {instancePath:instancePath+"/before/fields/" + i0+"/show_if/" + i2+"/field",schemaPath:"#/properties/before/properties/fields/items/properties/show_if/items/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err54 = {instancePath:instancePath+"/before/fields/" + i0+"/show_if/" + i2+"/field",schemaPath:"#/properties/before/properties/fields/items/properties/show_if/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err55 = {instancePath:instancePath+"/before/fields/" + i0+"/show_if/" + i2+"/op",schemaPath:"#/properties/before/properties/fields/items/properties/show_if/items/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(!((data19 === "equals") || (data19 === "includes"))){
const err56 = {instancePath:instancePath+"/before/fields/" + i0+"/show_if/" + i2+"/op",schemaPath:"#/properties/before/properties/fields/items/properties/show_if/items/properties/op/enum",keyword:"enum",params:{allowedValues: schema31.properties.before.properties.fields.items.properties.show_if.items.properties.op.enum},message:"must be equal to one of the allowed values"};
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
const err57 = {instancePath:instancePath+"/before/fields/" + i0+"/show_if/" + i2+"/value",schemaPath:"#/properties/before/properties/fields/items/properties/show_if/items/properties/value/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
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
const err58 = {instancePath:instancePath+"/before/fields/" + i0+"/show_if/" + i2+"/value",schemaPath:"#/properties/before/properties/fields/items/properties/show_if/items/properties/value/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err59 = {instancePath:instancePath+"/before/fields/" + i0+"/show_if/" + i2+"/value",schemaPath:"#/properties/before/properties/fields/items/properties/show_if/items/properties/value/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err60 = {instancePath:instancePath+"/before/fields/" + i0+"/show_if/" + i2+"/value",schemaPath:"#/properties/before/properties/fields/items/properties/show_if/items/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
const err61 = {instancePath:instancePath+"/before/fields/" + i0+"/show_if/" + i2,schemaPath:"#/properties/before/properties/fields/items/properties/show_if/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err62 = {instancePath:instancePath+"/before/fields/" + i0+"/show_if",schemaPath:"#/properties/before/properties/fields/items/properties/show_if/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err63 = {instancePath:instancePath+"/before/fields/" + i0,schemaPath:"#/properties/before/properties/fields/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err64 = {instancePath:instancePath+"/before/fields",schemaPath:"#/properties/before/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err65 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.after !== undefined && func0.call(data, "after")){
let data21 = data.after;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if((data21.fields === undefined) || (!(func0.call(data21, "fields")))){
const err66 = {instancePath:instancePath+"/after",schemaPath:"#/properties/after/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
for(const key4 of Object.keys(data21)){
if(!(key4 === "fields")){
const err67 = {instancePath:instancePath+"/after",schemaPath:"#/properties/after/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data21.fields !== undefined && func0.call(data21, "fields")){
let data22 = data21.fields;
if(Array.isArray(data22)){
if(data22.length > 100){
const err68 = {instancePath:instancePath+"/after/fields",schemaPath:"#/properties/after/properties/fields/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
const len3 = data22.length;
for(let i3=0; i3<len3; i3++){
let data23 = data22[i3];
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if((data23.id === undefined) || (!(func0.call(data23, "id")))){
const err69 = {instancePath:instancePath+"/after/fields/" + i3,schemaPath:"#/properties/after/properties/fields/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if((data23.label === undefined) || (!(func0.call(data23, "label")))){
const err70 = {instancePath:instancePath+"/after/fields/" + i3,schemaPath:"#/properties/after/properties/fields/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if((data23.type === undefined) || (!(func0.call(data23, "type")))){
const err71 = {instancePath:instancePath+"/after/fields/" + i3,schemaPath:"#/properties/after/properties/fields/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if((data23.required === undefined) || (!(func0.call(data23, "required")))){
const err72 = {instancePath:instancePath+"/after/fields/" + i3,schemaPath:"#/properties/after/properties/fields/items/required",keyword:"required",params:{missingProperty: "required"},message:"must have required property '"+"required"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
for(const key5 of Object.keys(data23)){
if(!(func0.call(schema31.properties.after.properties.fields.items.properties, key5))){
const err73 = {instancePath:instancePath+"/after/fields/" + i3,schemaPath:"#/properties/after/properties/fields/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data23.id !== undefined && func0.call(data23, "id")){
let data24 = data23.id;
if(typeof data24 === "string"){
if(func71(data24) > 128){
const err74 = {instancePath:instancePath+"/after/fields/" + i3+"/id",schemaPath:"#/properties/after/properties/fields/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(func71(data24) < 1){
const err75 = {instancePath:instancePath+"/after/fields/" + i3+"/id",schemaPath:"#/properties/after/properties/fields/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/after/fields/" + i3+"/id",schemaPath:"#/properties/after/properties/fields/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data23.label !== undefined && func0.call(data23, "label")){
let data25 = data23.label;
if(typeof data25 === "string"){
if(func71(data25) > 256){
const err77 = {instancePath:instancePath+"/after/fields/" + i3+"/label",schemaPath:"#/properties/after/properties/fields/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/after/fields/" + i3+"/label",schemaPath:"#/properties/after/properties/fields/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data23.type !== undefined && func0.call(data23, "type")){
let data26 = data23.type;
if(typeof data26 !== "string"){
const err79 = {instancePath:instancePath+"/after/fields/" + i3+"/type",schemaPath:"#/properties/after/properties/fields/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(!(((((((data26 === "string") || (data26 === "number")) || (data26 === "integer")) || (data26 === "boolean")) || (data26 === "choice")) || (data26 === "multi")) || (data26 === "json"))){
const err80 = {instancePath:instancePath+"/after/fields/" + i3+"/type",schemaPath:"#/properties/after/properties/fields/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema31.properties.after.properties.fields.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data23.required !== undefined && func0.call(data23, "required")){
if(typeof data23.required !== "boolean"){
const err81 = {instancePath:instancePath+"/after/fields/" + i3+"/required",schemaPath:"#/properties/after/properties/fields/items/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data23.choices !== undefined && func0.call(data23, "choices")){
let data28 = data23.choices;
if(Array.isArray(data28)){
if(data28.length > 50){
const err82 = {instancePath:instancePath+"/after/fields/" + i3+"/choices",schemaPath:"#/properties/after/properties/fields/items/properties/choices/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data28.length < 1){
const err83 = {instancePath:instancePath+"/after/fields/" + i3+"/choices",schemaPath:"#/properties/after/properties/fields/items/properties/choices/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
const len4 = data28.length;
for(let i4=0; i4<len4; i4++){
let data29 = data28[i4];
if(typeof data29 === "string"){
if(func71(data29) > 128){
const err84 = {instancePath:instancePath+"/after/fields/" + i3+"/choices/" + i4,schemaPath:"#/properties/after/properties/fields/items/properties/choices/items/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(func71(data29) < 1){
const err85 = {instancePath:instancePath+"/after/fields/" + i3+"/choices/" + i4,schemaPath:"#/properties/after/properties/fields/items/properties/choices/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
else {
const err86 = {instancePath:instancePath+"/after/fields/" + i3+"/choices/" + i4,schemaPath:"#/properties/after/properties/fields/items/properties/choices/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
else {
const err87 = {instancePath:instancePath+"/after/fields/" + i3+"/choices",schemaPath:"#/properties/after/properties/fields/items/properties/choices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data23.min !== undefined && func0.call(data23, "min")){
let data30 = data23.min;
if(typeof data30 === "string"){
if(func71(data30) > 100){
const err88 = {instancePath:instancePath+"/after/fields/" + i3+"/min",schemaPath:"#/properties/after/properties/fields/items/properties/min/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(func71(data30) < 1){
const err89 = {instancePath:instancePath+"/after/fields/" + i3+"/min",schemaPath:"#/properties/after/properties/fields/items/properties/min/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(!pattern4.test(data30)){
const err90 = {instancePath:instancePath+"/after/fields/" + i3+"/min",schemaPath:"#/properties/after/properties/fields/items/properties/min/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"+"\""};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
else {
const err91 = {instancePath:instancePath+"/after/fields/" + i3+"/min",schemaPath:"#/properties/after/properties/fields/items/properties/min/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data23.max !== undefined && func0.call(data23, "max")){
let data31 = data23.max;
if(typeof data31 === "string"){
if(func71(data31) > 100){
const err92 = {instancePath:instancePath+"/after/fields/" + i3+"/max",schemaPath:"#/properties/after/properties/fields/items/properties/max/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(func71(data31) < 1){
const err93 = {instancePath:instancePath+"/after/fields/" + i3+"/max",schemaPath:"#/properties/after/properties/fields/items/properties/max/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(!pattern4.test(data31)){
const err94 = {instancePath:instancePath+"/after/fields/" + i3+"/max",schemaPath:"#/properties/after/properties/fields/items/properties/max/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"+"\""};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
else {
const err95 = {instancePath:instancePath+"/after/fields/" + i3+"/max",schemaPath:"#/properties/after/properties/fields/items/properties/max/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data23.min_length !== undefined && func0.call(data23, "min_length")){
let data32 = data23.min_length;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err96 = {instancePath:instancePath+"/after/fields/" + i3+"/min_length",schemaPath:"#/properties/after/properties/fields/items/properties/min_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 > 1000000 || isNaN(data32)){
const err97 = {instancePath:instancePath+"/after/fields/" + i3+"/min_length",schemaPath:"#/properties/after/properties/fields/items/properties/min_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(data32 < 0 || isNaN(data32)){
const err98 = {instancePath:instancePath+"/after/fields/" + i3+"/min_length",schemaPath:"#/properties/after/properties/fields/items/properties/min_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
if(data23.max_length !== undefined && func0.call(data23, "max_length")){
let data33 = data23.max_length;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err99 = {instancePath:instancePath+"/after/fields/" + i3+"/max_length",schemaPath:"#/properties/after/properties/fields/items/properties/max_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 > 1000000 || isNaN(data33)){
const err100 = {instancePath:instancePath+"/after/fields/" + i3+"/max_length",schemaPath:"#/properties/after/properties/fields/items/properties/max_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(data33 < 0 || isNaN(data33)){
const err101 = {instancePath:instancePath+"/after/fields/" + i3+"/max_length",schemaPath:"#/properties/after/properties/fields/items/properties/max_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
if(data23.min_selections !== undefined && func0.call(data23, "min_selections")){
let data34 = data23.min_selections;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err102 = {instancePath:instancePath+"/after/fields/" + i3+"/min_selections",schemaPath:"#/properties/after/properties/fields/items/properties/min_selections/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 > 1000 || isNaN(data34)){
const err103 = {instancePath:instancePath+"/after/fields/" + i3+"/min_selections",schemaPath:"#/properties/after/properties/fields/items/properties/min_selections/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(data34 < 0 || isNaN(data34)){
const err104 = {instancePath:instancePath+"/after/fields/" + i3+"/min_selections",schemaPath:"#/properties/after/properties/fields/items/properties/min_selections/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
if(data23.max_selections !== undefined && func0.call(data23, "max_selections")){
let data35 = data23.max_selections;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
const err105 = {instancePath:instancePath+"/after/fields/" + i3+"/max_selections",schemaPath:"#/properties/after/properties/fields/items/properties/max_selections/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 > 1000 || isNaN(data35)){
const err106 = {instancePath:instancePath+"/after/fields/" + i3+"/max_selections",schemaPath:"#/properties/after/properties/fields/items/properties/max_selections/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(data35 < 0 || isNaN(data35)){
const err107 = {instancePath:instancePath+"/after/fields/" + i3+"/max_selections",schemaPath:"#/properties/after/properties/fields/items/properties/max_selections/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
if(data23.allow_other !== undefined && func0.call(data23, "allow_other")){
if(typeof data23.allow_other !== "boolean"){
const err108 = {instancePath:instancePath+"/after/fields/" + i3+"/allow_other",schemaPath:"#/properties/after/properties/fields/items/properties/allow_other/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data23.show_if !== undefined && func0.call(data23, "show_if")){
let data37 = data23.show_if;
if(Array.isArray(data37)){
if(data37.length > 10){
const err109 = {instancePath:instancePath+"/after/fields/" + i3+"/show_if",schemaPath:"#/properties/after/properties/fields/items/properties/show_if/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(data37.length < 1){
const err110 = {instancePath:instancePath+"/after/fields/" + i3+"/show_if",schemaPath:"#/properties/after/properties/fields/items/properties/show_if/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
const len5 = data37.length;
for(let i5=0; i5<len5; i5++){
let data38 = data37[i5];
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if((data38.field === undefined) || (!(func0.call(data38, "field")))){
const err111 = {instancePath:instancePath+"/after/fields/" + i3+"/show_if/" + i5,schemaPath:"#/properties/after/properties/fields/items/properties/show_if/items/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if((data38.op === undefined) || (!(func0.call(data38, "op")))){
const err112 = {instancePath:instancePath+"/after/fields/" + i3+"/show_if/" + i5,schemaPath:"#/properties/after/properties/fields/items/properties/show_if/items/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if((data38.value === undefined) || (!(func0.call(data38, "value")))){
const err113 = {instancePath:instancePath+"/after/fields/" + i3+"/show_if/" + i5,schemaPath:"#/properties/after/properties/fields/items/properties/show_if/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
for(const key6 of Object.keys(data38)){
if(!(((key6 === "field") || (key6 === "op")) || (key6 === "value"))){
const err114 = {instancePath:instancePath+"/after/fields/" + i3+"/show_if/" + i5,schemaPath:"#/properties/after/properties/fields/items/properties/show_if/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data38.field !== undefined && func0.call(data38, "field")){
let data39 = data38.field;
if(typeof data39 === "string"){
if(func71(data39) > 128){
const err115 = {instancePath:instancePath+"/after/fields/" + i3+"/show_if/" + i5+"/field",schemaPath:"#/properties/after/properties/fields/items/properties/show_if/items/properties/field/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(func71(data39) < 1){
const err116 = {instancePath:instancePath+"/after/fields/" + i3+"/show_if/" + i5+"/field",schemaPath:"#/properties/after/properties/fields/items/properties/show_if/items/properties/field/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
else {
const err117 = {instancePath:instancePath+"/after/fields/" + i3+"/show_if/" + i5+"/field",schemaPath:"#/properties/after/properties/fields/items/properties/show_if/items/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data38.op !== undefined && func0.call(data38, "op")){
let data40 = data38.op;
if(typeof data40 !== "string"){
const err118 = {instancePath:instancePath+"/after/fields/" + i3+"/show_if/" + i5+"/op",schemaPath:"#/properties/after/properties/fields/items/properties/show_if/items/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(!((data40 === "equals") || (data40 === "includes"))){
const err119 = {instancePath:instancePath+"/after/fields/" + i3+"/show_if/" + i5+"/op",schemaPath:"#/properties/after/properties/fields/items/properties/show_if/items/properties/op/enum",keyword:"enum",params:{allowedValues: schema31.properties.after.properties.fields.items.properties.show_if.items.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data38.value !== undefined && func0.call(data38, "value")){
let data41 = data38.value;
const _errs95 = errors;
let valid20 = false;
const _errs96 = errors;
if(typeof data41 === "string"){
if(func71(data41) > 4096){
const err120 = {instancePath:instancePath+"/after/fields/" + i3+"/show_if/" + i5+"/value",schemaPath:"#/properties/after/properties/fields/items/properties/show_if/items/properties/value/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
else {
const err121 = {instancePath:instancePath+"/after/fields/" + i3+"/show_if/" + i5+"/value",schemaPath:"#/properties/after/properties/fields/items/properties/show_if/items/properties/value/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
var _valid1 = _errs96 === errors;
valid20 = valid20 || _valid1;
const _errs98 = errors;
if(typeof data41 !== "boolean"){
const err122 = {instancePath:instancePath+"/after/fields/" + i3+"/show_if/" + i5+"/value",schemaPath:"#/properties/after/properties/fields/items/properties/show_if/items/properties/value/anyOf/1/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
var _valid1 = _errs98 === errors;
valid20 = valid20 || _valid1;
if(!valid20){
const err123 = {instancePath:instancePath+"/after/fields/" + i3+"/show_if/" + i5+"/value",schemaPath:"#/properties/after/properties/fields/items/properties/show_if/items/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
else {
errors = _errs95;
if(vErrors !== null){
if(_errs95){
vErrors.length = _errs95;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err124 = {instancePath:instancePath+"/after/fields/" + i3+"/show_if/" + i5,schemaPath:"#/properties/after/properties/fields/items/properties/show_if/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
}
else {
const err125 = {instancePath:instancePath+"/after/fields/" + i3+"/show_if",schemaPath:"#/properties/after/properties/fields/items/properties/show_if/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
}
else {
const err126 = {instancePath:instancePath+"/after/fields/" + i3,schemaPath:"#/properties/after/properties/fields/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
}
else {
const err127 = {instancePath:instancePath+"/after/fields",schemaPath:"#/properties/after/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
}
else {
const err128 = {instancePath:instancePath+"/after",schemaPath:"#/properties/after/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data.id_map !== undefined && func0.call(data, "id_map")){
let data42 = data.id_map;
if(Array.isArray(data42)){
if(data42.length > 100){
const err129 = {instancePath:instancePath+"/id_map",schemaPath:"#/properties/id_map/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
const len6 = data42.length;
for(let i6=0; i6<len6; i6++){
let data43 = data42[i6];
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
if((data43.from === undefined) || (!(func0.call(data43, "from")))){
const err130 = {instancePath:instancePath+"/id_map/" + i6,schemaPath:"#/properties/id_map/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if((data43.to === undefined) || (!(func0.call(data43, "to")))){
const err131 = {instancePath:instancePath+"/id_map/" + i6,schemaPath:"#/properties/id_map/items/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
for(const key7 of Object.keys(data43)){
if(!((key7 === "from") || (key7 === "to"))){
const err132 = {instancePath:instancePath+"/id_map/" + i6,schemaPath:"#/properties/id_map/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data43.from !== undefined && func0.call(data43, "from")){
let data44 = data43.from;
if(typeof data44 === "string"){
if(func71(data44) > 128){
const err133 = {instancePath:instancePath+"/id_map/" + i6+"/from",schemaPath:"#/properties/id_map/items/properties/from/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if(func71(data44) < 1){
const err134 = {instancePath:instancePath+"/id_map/" + i6+"/from",schemaPath:"#/properties/id_map/items/properties/from/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
else {
const err135 = {instancePath:instancePath+"/id_map/" + i6+"/from",schemaPath:"#/properties/id_map/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(data43.to !== undefined && func0.call(data43, "to")){
let data45 = data43.to;
if(typeof data45 === "string"){
if(func71(data45) > 128){
const err136 = {instancePath:instancePath+"/id_map/" + i6+"/to",schemaPath:"#/properties/id_map/items/properties/to/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(func71(data45) < 1){
const err137 = {instancePath:instancePath+"/id_map/" + i6+"/to",schemaPath:"#/properties/id_map/items/properties/to/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
else {
const err138 = {instancePath:instancePath+"/id_map/" + i6+"/to",schemaPath:"#/properties/id_map/items/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
}
else {
const err139 = {instancePath:instancePath+"/id_map/" + i6,schemaPath:"#/properties/id_map/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
}
else {
const err140 = {instancePath:instancePath+"/id_map",schemaPath:"#/properties/id_map/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
}
else {
const err141 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["breaking","added","removed","changed","counts"],"properties":{"breaking":{"type":"boolean"},"added":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["id","pointer","required","breaking"],"properties":{"id":{"type":"string"},"pointer":{"type":"string"},"required":{"type":"boolean"},"breaking":{"type":"boolean"}}}},"removed":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["id","pointer","breaking"],"properties":{"id":{"type":"string"},"pointer":{"type":"string"},"breaking":{"type":"boolean"}}}},"changed":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["before_id","after_id","pointer","changes","breaking"],"properties":{"before_id":{"type":"string"},"after_id":{"type":"string"},"pointer":{"type":"string"},"breaking":{"type":"boolean"},"changes":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["aspect","before","after","breaking"],"properties":{"aspect":{"type":"string","enum":["id","label","type","required","choice_removed","choice_added","allow_other","min","max","min_length","max_length","min_selections","max_selections","show_if"]},"before":{"description":"The before value, null when absent."},"after":{"description":"The after value, null when absent."},"breaking":{"type":"boolean"}}}}}}},"counts":{"type":"object","additionalProperties":false,"required":["added","removed","changed","unchanged","breaking"],"properties":{"added":{"type":"integer","minimum":0},"removed":{"type":"integer","minimum":0},"changed":{"type":"integer","minimum":0},"unchanged":{"type":"integer","minimum":0},"breaking":{"type":"integer","minimum":0}}}}};

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
if((data.breaking === undefined) || (!(func0.call(data, "breaking")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "breaking"},message:"must have required property '"+"breaking"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.added === undefined) || (!(func0.call(data, "added")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "added"},message:"must have required property '"+"added"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.removed === undefined) || (!(func0.call(data, "removed")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "removed"},message:"must have required property '"+"removed"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.changed === undefined) || (!(func0.call(data, "changed")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "changed"},message:"must have required property '"+"changed"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.counts === undefined) || (!(func0.call(data, "counts")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "counts"},message:"must have required property '"+"counts"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "breaking") || (key0 === "added")) || (key0 === "removed")) || (key0 === "changed")) || (key0 === "counts"))){
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
if(data.breaking !== undefined && func0.call(data, "breaking")){
if(typeof data.breaking !== "boolean"){
const err6 = {instancePath:instancePath+"/breaking",schemaPath:"#/properties/breaking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.added !== undefined && func0.call(data, "added")){
let data1 = data.added;
if(Array.isArray(data1)){
if(data1.length > 100){
const err7 = {instancePath:instancePath+"/added",schemaPath:"#/properties/added/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if((data2.id === undefined) || (!(func0.call(data2, "id")))){
const err8 = {instancePath:instancePath+"/added/" + i0,schemaPath:"#/properties/added/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data2.pointer === undefined) || (!(func0.call(data2, "pointer")))){
const err9 = {instancePath:instancePath+"/added/" + i0,schemaPath:"#/properties/added/items/required",keyword:"required",params:{missingProperty: "pointer"},message:"must have required property '"+"pointer"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data2.required === undefined) || (!(func0.call(data2, "required")))){
const err10 = {instancePath:instancePath+"/added/" + i0,schemaPath:"#/properties/added/items/required",keyword:"required",params:{missingProperty: "required"},message:"must have required property '"+"required"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data2.breaking === undefined) || (!(func0.call(data2, "breaking")))){
const err11 = {instancePath:instancePath+"/added/" + i0,schemaPath:"#/properties/added/items/required",keyword:"required",params:{missingProperty: "breaking"},message:"must have required property '"+"breaking"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 of Object.keys(data2)){
if(!((((key1 === "id") || (key1 === "pointer")) || (key1 === "required")) || (key1 === "breaking"))){
const err12 = {instancePath:instancePath+"/added/" + i0,schemaPath:"#/properties/added/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.id !== undefined && func0.call(data2, "id")){
if(typeof data2.id !== "string"){
const err13 = {instancePath:instancePath+"/added/" + i0+"/id",schemaPath:"#/properties/added/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.pointer !== undefined && func0.call(data2, "pointer")){
if(typeof data2.pointer !== "string"){
const err14 = {instancePath:instancePath+"/added/" + i0+"/pointer",schemaPath:"#/properties/added/items/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.required !== undefined && func0.call(data2, "required")){
if(typeof data2.required !== "boolean"){
const err15 = {instancePath:instancePath+"/added/" + i0+"/required",schemaPath:"#/properties/added/items/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.breaking !== undefined && func0.call(data2, "breaking")){
if(typeof data2.breaking !== "boolean"){
const err16 = {instancePath:instancePath+"/added/" + i0+"/breaking",schemaPath:"#/properties/added/items/properties/breaking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err17 = {instancePath:instancePath+"/added/" + i0,schemaPath:"#/properties/added/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err18 = {instancePath:instancePath+"/added",schemaPath:"#/properties/added/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.removed !== undefined && func0.call(data, "removed")){
let data7 = data.removed;
if(Array.isArray(data7)){
if(data7.length > 100){
const err19 = {instancePath:instancePath+"/removed",schemaPath:"#/properties/removed/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if((data8.id === undefined) || (!(func0.call(data8, "id")))){
const err20 = {instancePath:instancePath+"/removed/" + i1,schemaPath:"#/properties/removed/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((data8.pointer === undefined) || (!(func0.call(data8, "pointer")))){
const err21 = {instancePath:instancePath+"/removed/" + i1,schemaPath:"#/properties/removed/items/required",keyword:"required",params:{missingProperty: "pointer"},message:"must have required property '"+"pointer"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((data8.breaking === undefined) || (!(func0.call(data8, "breaking")))){
const err22 = {instancePath:instancePath+"/removed/" + i1,schemaPath:"#/properties/removed/items/required",keyword:"required",params:{missingProperty: "breaking"},message:"must have required property '"+"breaking"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key2 of Object.keys(data8)){
if(!(((key2 === "id") || (key2 === "pointer")) || (key2 === "breaking"))){
const err23 = {instancePath:instancePath+"/removed/" + i1,schemaPath:"#/properties/removed/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data8.id !== undefined && func0.call(data8, "id")){
if(typeof data8.id !== "string"){
const err24 = {instancePath:instancePath+"/removed/" + i1+"/id",schemaPath:"#/properties/removed/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data8.pointer !== undefined && func0.call(data8, "pointer")){
if(typeof data8.pointer !== "string"){
const err25 = {instancePath:instancePath+"/removed/" + i1+"/pointer",schemaPath:"#/properties/removed/items/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data8.breaking !== undefined && func0.call(data8, "breaking")){
if(typeof data8.breaking !== "boolean"){
const err26 = {instancePath:instancePath+"/removed/" + i1+"/breaking",schemaPath:"#/properties/removed/items/properties/breaking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err27 = {instancePath:instancePath+"/removed/" + i1,schemaPath:"#/properties/removed/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err28 = {instancePath:instancePath+"/removed",schemaPath:"#/properties/removed/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.changed !== undefined && func0.call(data, "changed")){
let data12 = data.changed;
if(Array.isArray(data12)){
if(data12.length > 100){
const err29 = {instancePath:instancePath+"/changed",schemaPath:"#/properties/changed/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const len2 = data12.length;
for(let i2=0; i2<len2; i2++){
let data13 = data12[i2];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if((data13.before_id === undefined) || (!(func0.call(data13, "before_id")))){
const err30 = {instancePath:instancePath+"/changed/" + i2,schemaPath:"#/properties/changed/items/required",keyword:"required",params:{missingProperty: "before_id"},message:"must have required property '"+"before_id"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((data13.after_id === undefined) || (!(func0.call(data13, "after_id")))){
const err31 = {instancePath:instancePath+"/changed/" + i2,schemaPath:"#/properties/changed/items/required",keyword:"required",params:{missingProperty: "after_id"},message:"must have required property '"+"after_id"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((data13.pointer === undefined) || (!(func0.call(data13, "pointer")))){
const err32 = {instancePath:instancePath+"/changed/" + i2,schemaPath:"#/properties/changed/items/required",keyword:"required",params:{missingProperty: "pointer"},message:"must have required property '"+"pointer"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((data13.changes === undefined) || (!(func0.call(data13, "changes")))){
const err33 = {instancePath:instancePath+"/changed/" + i2,schemaPath:"#/properties/changed/items/required",keyword:"required",params:{missingProperty: "changes"},message:"must have required property '"+"changes"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((data13.breaking === undefined) || (!(func0.call(data13, "breaking")))){
const err34 = {instancePath:instancePath+"/changed/" + i2,schemaPath:"#/properties/changed/items/required",keyword:"required",params:{missingProperty: "breaking"},message:"must have required property '"+"breaking"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key3 of Object.keys(data13)){
if(!(((((key3 === "before_id") || (key3 === "after_id")) || (key3 === "pointer")) || (key3 === "breaking")) || (key3 === "changes"))){
const err35 = {instancePath:instancePath+"/changed/" + i2,schemaPath:"#/properties/changed/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data13.before_id !== undefined && func0.call(data13, "before_id")){
if(typeof data13.before_id !== "string"){
const err36 = {instancePath:instancePath+"/changed/" + i2+"/before_id",schemaPath:"#/properties/changed/items/properties/before_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data13.after_id !== undefined && func0.call(data13, "after_id")){
if(typeof data13.after_id !== "string"){
const err37 = {instancePath:instancePath+"/changed/" + i2+"/after_id",schemaPath:"#/properties/changed/items/properties/after_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data13.pointer !== undefined && func0.call(data13, "pointer")){
if(typeof data13.pointer !== "string"){
const err38 = {instancePath:instancePath+"/changed/" + i2+"/pointer",schemaPath:"#/properties/changed/items/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data13.breaking !== undefined && func0.call(data13, "breaking")){
if(typeof data13.breaking !== "boolean"){
const err39 = {instancePath:instancePath+"/changed/" + i2+"/breaking",schemaPath:"#/properties/changed/items/properties/breaking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data13.changes !== undefined && func0.call(data13, "changes")){
let data18 = data13.changes;
if(Array.isArray(data18)){
const len3 = data18.length;
for(let i3=0; i3<len3; i3++){
let data19 = data18[i3];
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if((data19.aspect === undefined) || (!(func0.call(data19, "aspect")))){
const err40 = {instancePath:instancePath+"/changed/" + i2+"/changes/" + i3,schemaPath:"#/properties/changed/items/properties/changes/items/required",keyword:"required",params:{missingProperty: "aspect"},message:"must have required property '"+"aspect"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((data19.before === undefined) || (!(func0.call(data19, "before")))){
const err41 = {instancePath:instancePath+"/changed/" + i2+"/changes/" + i3,schemaPath:"#/properties/changed/items/properties/changes/items/required",keyword:"required",params:{missingProperty: "before"},message:"must have required property '"+"before"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((data19.after === undefined) || (!(func0.call(data19, "after")))){
const err42 = {instancePath:instancePath+"/changed/" + i2+"/changes/" + i3,schemaPath:"#/properties/changed/items/properties/changes/items/required",keyword:"required",params:{missingProperty: "after"},message:"must have required property '"+"after"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((data19.breaking === undefined) || (!(func0.call(data19, "breaking")))){
const err43 = {instancePath:instancePath+"/changed/" + i2+"/changes/" + i3,schemaPath:"#/properties/changed/items/properties/changes/items/required",keyword:"required",params:{missingProperty: "breaking"},message:"must have required property '"+"breaking"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
for(const key4 of Object.keys(data19)){
if(!((((key4 === "aspect") || (key4 === "before")) || (key4 === "after")) || (key4 === "breaking"))){
const err44 = {instancePath:instancePath+"/changed/" + i2+"/changes/" + i3,schemaPath:"#/properties/changed/items/properties/changes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data19.aspect !== undefined && func0.call(data19, "aspect")){
let data20 = data19.aspect;
if(typeof data20 !== "string"){
const err45 = {instancePath:instancePath+"/changed/" + i2+"/changes/" + i3+"/aspect",schemaPath:"#/properties/changed/items/properties/changes/items/properties/aspect/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!((((((((((((((data20 === "id") || (data20 === "label")) || (data20 === "type")) || (data20 === "required")) || (data20 === "choice_removed")) || (data20 === "choice_added")) || (data20 === "allow_other")) || (data20 === "min")) || (data20 === "max")) || (data20 === "min_length")) || (data20 === "max_length")) || (data20 === "min_selections")) || (data20 === "max_selections")) || (data20 === "show_if"))){
const err46 = {instancePath:instancePath+"/changed/" + i2+"/changes/" + i3+"/aspect",schemaPath:"#/properties/changed/items/properties/changes/items/properties/aspect/enum",keyword:"enum",params:{allowedValues: schema32.properties.changed.items.properties.changes.items.properties.aspect.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data19.breaking !== undefined && func0.call(data19, "breaking")){
if(typeof data19.breaking !== "boolean"){
const err47 = {instancePath:instancePath+"/changed/" + i2+"/changes/" + i3+"/breaking",schemaPath:"#/properties/changed/items/properties/changes/items/properties/breaking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/changed/" + i2+"/changes/" + i3,schemaPath:"#/properties/changed/items/properties/changes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err49 = {instancePath:instancePath+"/changed/" + i2+"/changes",schemaPath:"#/properties/changed/items/properties/changes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err50 = {instancePath:instancePath+"/changed/" + i2,schemaPath:"#/properties/changed/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err51 = {instancePath:instancePath+"/changed",schemaPath:"#/properties/changed/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.counts !== undefined && func0.call(data, "counts")){
let data22 = data.counts;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if((data22.added === undefined) || (!(func0.call(data22, "added")))){
const err52 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "added"},message:"must have required property '"+"added"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if((data22.removed === undefined) || (!(func0.call(data22, "removed")))){
const err53 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "removed"},message:"must have required property '"+"removed"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((data22.changed === undefined) || (!(func0.call(data22, "changed")))){
const err54 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "changed"},message:"must have required property '"+"changed"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if((data22.unchanged === undefined) || (!(func0.call(data22, "unchanged")))){
const err55 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "unchanged"},message:"must have required property '"+"unchanged"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((data22.breaking === undefined) || (!(func0.call(data22, "breaking")))){
const err56 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "breaking"},message:"must have required property '"+"breaking"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
for(const key5 of Object.keys(data22)){
if(!(((((key5 === "added") || (key5 === "removed")) || (key5 === "changed")) || (key5 === "unchanged")) || (key5 === "breaking"))){
const err57 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data22.added !== undefined && func0.call(data22, "added")){
let data23 = data22.added;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err58 = {instancePath:instancePath+"/counts/added",schemaPath:"#/properties/counts/properties/added/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err59 = {instancePath:instancePath+"/counts/added",schemaPath:"#/properties/counts/properties/added/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
if(data22.removed !== undefined && func0.call(data22, "removed")){
let data24 = data22.removed;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err60 = {instancePath:instancePath+"/counts/removed",schemaPath:"#/properties/counts/properties/removed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
const err61 = {instancePath:instancePath+"/counts/removed",schemaPath:"#/properties/counts/properties/removed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data22.changed !== undefined && func0.call(data22, "changed")){
let data25 = data22.changed;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err62 = {instancePath:instancePath+"/counts/changed",schemaPath:"#/properties/counts/properties/changed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
const err63 = {instancePath:instancePath+"/counts/changed",schemaPath:"#/properties/counts/properties/changed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data22.unchanged !== undefined && func0.call(data22, "unchanged")){
let data26 = data22.unchanged;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err64 = {instancePath:instancePath+"/counts/unchanged",schemaPath:"#/properties/counts/properties/unchanged/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err65 = {instancePath:instancePath+"/counts/unchanged",schemaPath:"#/properties/counts/properties/unchanged/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data22.breaking !== undefined && func0.call(data22, "breaking")){
let data27 = data22.breaking;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err66 = {instancePath:instancePath+"/counts/breaking",schemaPath:"#/properties/counts/properties/breaking/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 0 || isNaN(data27)){
const err67 = {instancePath:instancePath+"/counts/breaking",schemaPath:"#/properties/counts/properties/breaking/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
}
else {
const err68 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

