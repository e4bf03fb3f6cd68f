// generated from contracts/ — do not edit
// form-field-map@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 831ac9d11c6b014d3a47246cfc8c4c02 body 203e7a9c457b7f25742b47014380b50d
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["definition","mapping","unmapped"],"properties":{"definition":{"type":"object","additionalProperties":false,"required":["fields"],"properties":{"fields":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["id","label","type","required"],"properties":{"id":{"type":"string","minLength":1,"maxLength":128,"description":"Field id; at most 128 UTF-8 bytes."},"label":{"type":"string","maxLength":256,"description":"Display label; at most 256 UTF-8 bytes."},"type":{"type":"string","enum":["string","number","integer","boolean","choice","multi","json"]},"required":{"type":"boolean"},"choices":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string","minLength":1,"maxLength":128,"description":"At most 128 UTF-8 bytes."}}}}}}},"answers":{"type":"object","description":"One respondent's answers keyed by original field id; values are any JSON (depth 6, 50 nodes, strings 4096 UTF-8 bytes).","propertyNames":{"maxLength":128},"additionalProperties":true},"mapping":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["from","to"],"properties":{"from":{"type":"string","minLength":1,"maxLength":128,"description":"A current field id."},"to":{"type":"string","minLength":1,"maxLength":128,"description":"The new id."}}}},"unmapped":{"type":"string","enum":["keep","drop"],"description":"What happens to fields no mapping entry names."}}};
const func0 = Object.prototype.hasOwnProperty;
const func71 = __ajvRuntime0.default;

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
if((data.mapping === undefined) || (!(func0.call(data, "mapping")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mapping"},message:"must have required property '"+"mapping"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.unmapped === undefined) || (!(func0.call(data, "unmapped")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unmapped"},message:"must have required property '"+"unmapped"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "definition") || (key0 === "answers")) || (key0 === "mapping")) || (key0 === "unmapped"))){
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
if(!(((((key2 === "id") || (key2 === "label")) || (key2 === "type")) || (key2 === "required")) || (key2 === "choices"))){
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
if(func71(data3) > 128){
const err12 = {instancePath:instancePath+"/definition/fields/" + i0+"/id",schemaPath:"#/properties/definition/properties/fields/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func71(data3) < 1){
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
if(func71(data4) > 256){
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
if(func71(data8) > 128){
const err22 = {instancePath:instancePath+"/definition/fields/" + i0+"/choices/" + i1,schemaPath:"#/properties/definition/properties/fields/items/properties/choices/items/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func71(data8) < 1){
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
}
else {
const err26 = {instancePath:instancePath+"/definition/fields/" + i0,schemaPath:"#/properties/definition/properties/fields/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err27 = {instancePath:instancePath+"/definition/fields",schemaPath:"#/properties/definition/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err28 = {instancePath:instancePath+"/definition",schemaPath:"#/properties/definition/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.answers !== undefined && func0.call(data, "answers")){
let data9 = data.answers;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key3 of Object.keys(data9)){
const _errs24 = errors;
if(typeof key3 === "string"){
if(func71(key3) > 128){
const err29 = {instancePath:instancePath+"/answers",schemaPath:"#/properties/answers/propertyNames/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",propertyName:key3};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
var valid7 = _errs24 === errors;
if(!valid7){
const err30 = {instancePath:instancePath+"/answers",schemaPath:"#/properties/answers/propertyNames",keyword:"propertyNames",params:{propertyName: key3},message:"property name must be valid"};
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
const err31 = {instancePath:instancePath+"/answers",schemaPath:"#/properties/answers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.mapping !== undefined && func0.call(data, "mapping")){
let data10 = data.mapping;
if(Array.isArray(data10)){
if(data10.length > 100){
const err32 = {instancePath:instancePath+"/mapping",schemaPath:"#/properties/mapping/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const len2 = data10.length;
for(let i2=0; i2<len2; i2++){
let data11 = data10[i2];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if((data11.from === undefined) || (!(func0.call(data11, "from")))){
const err33 = {instancePath:instancePath+"/mapping/" + i2,schemaPath:"#/properties/mapping/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((data11.to === undefined) || (!(func0.call(data11, "to")))){
const err34 = {instancePath:instancePath+"/mapping/" + i2,schemaPath:"#/properties/mapping/items/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key4 of Object.keys(data11)){
if(!((key4 === "from") || (key4 === "to"))){
const err35 = {instancePath:instancePath+"/mapping/" + i2,schemaPath:"#/properties/mapping/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data11.from !== undefined && func0.call(data11, "from")){
let data12 = data11.from;
if(typeof data12 === "string"){
if(func71(data12) > 128){
const err36 = {instancePath:instancePath+"/mapping/" + i2+"/from",schemaPath:"#/properties/mapping/items/properties/from/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(func71(data12) < 1){
const err37 = {instancePath:instancePath+"/mapping/" + i2+"/from",schemaPath:"#/properties/mapping/items/properties/from/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err38 = {instancePath:instancePath+"/mapping/" + i2+"/from",schemaPath:"#/properties/mapping/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data11.to !== undefined && func0.call(data11, "to")){
let data13 = data11.to;
if(typeof data13 === "string"){
if(func71(data13) > 128){
const err39 = {instancePath:instancePath+"/mapping/" + i2+"/to",schemaPath:"#/properties/mapping/items/properties/to/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(func71(data13) < 1){
const err40 = {instancePath:instancePath+"/mapping/" + i2+"/to",schemaPath:"#/properties/mapping/items/properties/to/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err41 = {instancePath:instancePath+"/mapping/" + i2+"/to",schemaPath:"#/properties/mapping/items/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err42 = {instancePath:instancePath+"/mapping/" + i2,schemaPath:"#/properties/mapping/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err43 = {instancePath:instancePath+"/mapping",schemaPath:"#/properties/mapping/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.unmapped !== undefined && func0.call(data, "unmapped")){
let data14 = data.unmapped;
if(typeof data14 !== "string"){
const err44 = {instancePath:instancePath+"/unmapped",schemaPath:"#/properties/unmapped/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(!((data14 === "keep") || (data14 === "drop"))){
const err45 = {instancePath:instancePath+"/unmapped",schemaPath:"#/properties/unmapped/enum",keyword:"enum",params:{allowedValues: schema31.properties.unmapped.enum},message:"must be equal to one of the allowed values"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["definition","answers","renamed","dropped","unchanged_ids","counts"],"properties":{"definition":{"type":"object","additionalProperties":false,"required":["fields"],"properties":{"fields":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["id","label","type","required"],"properties":{"id":{"type":"string","minLength":1,"maxLength":128,"description":"Field id; at most 128 UTF-8 bytes."},"label":{"type":"string","maxLength":256,"description":"Display label; at most 256 UTF-8 bytes."},"type":{"type":"string","enum":["string","number","integer","boolean","choice","multi","json"]},"required":{"type":"boolean"},"choices":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string","minLength":1,"maxLength":128,"description":"At most 128 UTF-8 bytes."}}}}}}},"answers":{"type":"object","propertyNames":{"minLength":1,"maxLength":128},"additionalProperties":true},"renamed":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["from","to"],"properties":{"from":{"type":"string","minLength":1,"maxLength":128},"to":{"type":"string","minLength":1,"maxLength":128}}}},"dropped":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["id","has_answer"],"properties":{"id":{"type":"string","minLength":1,"maxLength":128},"has_answer":{"type":"boolean"},"answer":{}}}},"unchanged_ids":{"type":"array","maxItems":100,"items":{"type":"string","minLength":1,"maxLength":128}},"counts":{"type":"object","additionalProperties":false,"required":["fields_in","fields_out","renamed","dropped","unchanged_ids","answers_moved","answers_dropped","answers_kept"],"properties":{"fields_in":{"type":"integer","minimum":0,"maximum":100},"fields_out":{"type":"integer","minimum":0,"maximum":100},"renamed":{"type":"integer","minimum":0,"maximum":100},"dropped":{"type":"integer","minimum":0,"maximum":100},"unchanged_ids":{"type":"integer","minimum":0,"maximum":100},"answers_moved":{"type":"integer","minimum":0,"maximum":100},"answers_dropped":{"type":"integer","minimum":0,"maximum":100},"answers_kept":{"type":"integer","minimum":0,"maximum":100}}}}};

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
if((data.answers === undefined) || (!(func0.call(data, "answers")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "answers"},message:"must have required property '"+"answers"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.renamed === undefined) || (!(func0.call(data, "renamed")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "renamed"},message:"must have required property '"+"renamed"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.dropped === undefined) || (!(func0.call(data, "dropped")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dropped"},message:"must have required property '"+"dropped"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.unchanged_ids === undefined) || (!(func0.call(data, "unchanged_ids")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unchanged_ids"},message:"must have required property '"+"unchanged_ids"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.counts === undefined) || (!(func0.call(data, "counts")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "counts"},message:"must have required property '"+"counts"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "definition") || (key0 === "answers")) || (key0 === "renamed")) || (key0 === "dropped")) || (key0 === "unchanged_ids")) || (key0 === "counts"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.definition !== undefined && func0.call(data, "definition")){
let data0 = data.definition;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if((data0.fields === undefined) || (!(func0.call(data0, "fields")))){
const err7 = {instancePath:instancePath+"/definition",schemaPath:"#/properties/definition/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 of Object.keys(data0)){
if(!(key1 === "fields")){
const err8 = {instancePath:instancePath+"/definition",schemaPath:"#/properties/definition/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.fields !== undefined && func0.call(data0, "fields")){
let data1 = data0.fields;
if(Array.isArray(data1)){
if(data1.length > 100){
const err9 = {instancePath:instancePath+"/definition/fields",schemaPath:"#/properties/definition/properties/fields/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if((data2.id === undefined) || (!(func0.call(data2, "id")))){
const err10 = {instancePath:instancePath+"/definition/fields/" + i0,schemaPath:"#/properties/definition/properties/fields/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data2.label === undefined) || (!(func0.call(data2, "label")))){
const err11 = {instancePath:instancePath+"/definition/fields/" + i0,schemaPath:"#/properties/definition/properties/fields/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data2.type === undefined) || (!(func0.call(data2, "type")))){
const err12 = {instancePath:instancePath+"/definition/fields/" + i0,schemaPath:"#/properties/definition/properties/fields/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((data2.required === undefined) || (!(func0.call(data2, "required")))){
const err13 = {instancePath:instancePath+"/definition/fields/" + i0,schemaPath:"#/properties/definition/properties/fields/items/required",keyword:"required",params:{missingProperty: "required"},message:"must have required property '"+"required"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key2 of Object.keys(data2)){
if(!(((((key2 === "id") || (key2 === "label")) || (key2 === "type")) || (key2 === "required")) || (key2 === "choices"))){
const err14 = {instancePath:instancePath+"/definition/fields/" + i0,schemaPath:"#/properties/definition/properties/fields/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.id !== undefined && func0.call(data2, "id")){
let data3 = data2.id;
if(typeof data3 === "string"){
if(func71(data3) > 128){
const err15 = {instancePath:instancePath+"/definition/fields/" + i0+"/id",schemaPath:"#/properties/definition/properties/fields/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func71(data3) < 1){
const err16 = {instancePath:instancePath+"/definition/fields/" + i0+"/id",schemaPath:"#/properties/definition/properties/fields/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err17 = {instancePath:instancePath+"/definition/fields/" + i0+"/id",schemaPath:"#/properties/definition/properties/fields/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.label !== undefined && func0.call(data2, "label")){
let data4 = data2.label;
if(typeof data4 === "string"){
if(func71(data4) > 256){
const err18 = {instancePath:instancePath+"/definition/fields/" + i0+"/label",schemaPath:"#/properties/definition/properties/fields/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
const err19 = {instancePath:instancePath+"/definition/fields/" + i0+"/label",schemaPath:"#/properties/definition/properties/fields/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.type !== undefined && func0.call(data2, "type")){
let data5 = data2.type;
if(typeof data5 !== "string"){
const err20 = {instancePath:instancePath+"/definition/fields/" + i0+"/type",schemaPath:"#/properties/definition/properties/fields/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(((((((data5 === "string") || (data5 === "number")) || (data5 === "integer")) || (data5 === "boolean")) || (data5 === "choice")) || (data5 === "multi")) || (data5 === "json"))){
const err21 = {instancePath:instancePath+"/definition/fields/" + i0+"/type",schemaPath:"#/properties/definition/properties/fields/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema32.properties.definition.properties.fields.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data2.required !== undefined && func0.call(data2, "required")){
if(typeof data2.required !== "boolean"){
const err22 = {instancePath:instancePath+"/definition/fields/" + i0+"/required",schemaPath:"#/properties/definition/properties/fields/items/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data2.choices !== undefined && func0.call(data2, "choices")){
let data7 = data2.choices;
if(Array.isArray(data7)){
if(data7.length > 50){
const err23 = {instancePath:instancePath+"/definition/fields/" + i0+"/choices",schemaPath:"#/properties/definition/properties/fields/items/properties/choices/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data7.length < 1){
const err24 = {instancePath:instancePath+"/definition/fields/" + i0+"/choices",schemaPath:"#/properties/definition/properties/fields/items/properties/choices/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(typeof data8 === "string"){
if(func71(data8) > 128){
const err25 = {instancePath:instancePath+"/definition/fields/" + i0+"/choices/" + i1,schemaPath:"#/properties/definition/properties/fields/items/properties/choices/items/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func71(data8) < 1){
const err26 = {instancePath:instancePath+"/definition/fields/" + i0+"/choices/" + i1,schemaPath:"#/properties/definition/properties/fields/items/properties/choices/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/definition/fields/" + i0+"/choices/" + i1,schemaPath:"#/properties/definition/properties/fields/items/properties/choices/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err28 = {instancePath:instancePath+"/definition/fields/" + i0+"/choices",schemaPath:"#/properties/definition/properties/fields/items/properties/choices/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err29 = {instancePath:instancePath+"/definition/fields/" + i0,schemaPath:"#/properties/definition/properties/fields/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err30 = {instancePath:instancePath+"/definition/fields",schemaPath:"#/properties/definition/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err31 = {instancePath:instancePath+"/definition",schemaPath:"#/properties/definition/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.answers !== undefined && func0.call(data, "answers")){
let data9 = data.answers;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key3 of Object.keys(data9)){
const _errs24 = errors;
if(typeof key3 === "string"){
if(func71(key3) > 128){
const err32 = {instancePath:instancePath+"/answers",schemaPath:"#/properties/answers/propertyNames/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",propertyName:key3};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(func71(key3) < 1){
const err33 = {instancePath:instancePath+"/answers",schemaPath:"#/properties/answers/propertyNames/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",propertyName:key3};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
var valid7 = _errs24 === errors;
if(!valid7){
const err34 = {instancePath:instancePath+"/answers",schemaPath:"#/properties/answers/propertyNames",keyword:"propertyNames",params:{propertyName: key3},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/answers",schemaPath:"#/properties/answers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.renamed !== undefined && func0.call(data, "renamed")){
let data10 = data.renamed;
if(Array.isArray(data10)){
if(data10.length > 100){
const err36 = {instancePath:instancePath+"/renamed",schemaPath:"#/properties/renamed/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
const len2 = data10.length;
for(let i2=0; i2<len2; i2++){
let data11 = data10[i2];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if((data11.from === undefined) || (!(func0.call(data11, "from")))){
const err37 = {instancePath:instancePath+"/renamed/" + i2,schemaPath:"#/properties/renamed/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((data11.to === undefined) || (!(func0.call(data11, "to")))){
const err38 = {instancePath:instancePath+"/renamed/" + i2,schemaPath:"#/properties/renamed/items/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key4 of Object.keys(data11)){
if(!((key4 === "from") || (key4 === "to"))){
const err39 = {instancePath:instancePath+"/renamed/" + i2,schemaPath:"#/properties/renamed/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data11.from !== undefined && func0.call(data11, "from")){
let data12 = data11.from;
if(typeof data12 === "string"){
if(func71(data12) > 128){
const err40 = {instancePath:instancePath+"/renamed/" + i2+"/from",schemaPath:"#/properties/renamed/items/properties/from/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(func71(data12) < 1){
const err41 = {instancePath:instancePath+"/renamed/" + i2+"/from",schemaPath:"#/properties/renamed/items/properties/from/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/renamed/" + i2+"/from",schemaPath:"#/properties/renamed/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data11.to !== undefined && func0.call(data11, "to")){
let data13 = data11.to;
if(typeof data13 === "string"){
if(func71(data13) > 128){
const err43 = {instancePath:instancePath+"/renamed/" + i2+"/to",schemaPath:"#/properties/renamed/items/properties/to/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(func71(data13) < 1){
const err44 = {instancePath:instancePath+"/renamed/" + i2+"/to",schemaPath:"#/properties/renamed/items/properties/to/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/renamed/" + i2+"/to",schemaPath:"#/properties/renamed/items/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err46 = {instancePath:instancePath+"/renamed/" + i2,schemaPath:"#/properties/renamed/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/renamed",schemaPath:"#/properties/renamed/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.dropped !== undefined && func0.call(data, "dropped")){
let data14 = data.dropped;
if(Array.isArray(data14)){
if(data14.length > 100){
const err48 = {instancePath:instancePath+"/dropped",schemaPath:"#/properties/dropped/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
const len3 = data14.length;
for(let i3=0; i3<len3; i3++){
let data15 = data14[i3];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if((data15.id === undefined) || (!(func0.call(data15, "id")))){
const err49 = {instancePath:instancePath+"/dropped/" + i3,schemaPath:"#/properties/dropped/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((data15.has_answer === undefined) || (!(func0.call(data15, "has_answer")))){
const err50 = {instancePath:instancePath+"/dropped/" + i3,schemaPath:"#/properties/dropped/items/required",keyword:"required",params:{missingProperty: "has_answer"},message:"must have required property '"+"has_answer"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key5 of Object.keys(data15)){
if(!(((key5 === "id") || (key5 === "has_answer")) || (key5 === "answer"))){
const err51 = {instancePath:instancePath+"/dropped/" + i3,schemaPath:"#/properties/dropped/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data15.id !== undefined && func0.call(data15, "id")){
let data16 = data15.id;
if(typeof data16 === "string"){
if(func71(data16) > 128){
const err52 = {instancePath:instancePath+"/dropped/" + i3+"/id",schemaPath:"#/properties/dropped/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(func71(data16) < 1){
const err53 = {instancePath:instancePath+"/dropped/" + i3+"/id",schemaPath:"#/properties/dropped/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err54 = {instancePath:instancePath+"/dropped/" + i3+"/id",schemaPath:"#/properties/dropped/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data15.has_answer !== undefined && func0.call(data15, "has_answer")){
if(typeof data15.has_answer !== "boolean"){
const err55 = {instancePath:instancePath+"/dropped/" + i3+"/has_answer",schemaPath:"#/properties/dropped/items/properties/has_answer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/dropped/" + i3,schemaPath:"#/properties/dropped/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err57 = {instancePath:instancePath+"/dropped",schemaPath:"#/properties/dropped/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.unchanged_ids !== undefined && func0.call(data, "unchanged_ids")){
let data18 = data.unchanged_ids;
if(Array.isArray(data18)){
if(data18.length > 100){
const err58 = {instancePath:instancePath+"/unchanged_ids",schemaPath:"#/properties/unchanged_ids/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
const len4 = data18.length;
for(let i4=0; i4<len4; i4++){
let data19 = data18[i4];
if(typeof data19 === "string"){
if(func71(data19) > 128){
const err59 = {instancePath:instancePath+"/unchanged_ids/" + i4,schemaPath:"#/properties/unchanged_ids/items/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(func71(data19) < 1){
const err60 = {instancePath:instancePath+"/unchanged_ids/" + i4,schemaPath:"#/properties/unchanged_ids/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/unchanged_ids/" + i4,schemaPath:"#/properties/unchanged_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err62 = {instancePath:instancePath+"/unchanged_ids",schemaPath:"#/properties/unchanged_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.counts !== undefined && func0.call(data, "counts")){
let data20 = data.counts;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if((data20.fields_in === undefined) || (!(func0.call(data20, "fields_in")))){
const err63 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "fields_in"},message:"must have required property '"+"fields_in"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if((data20.fields_out === undefined) || (!(func0.call(data20, "fields_out")))){
const err64 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "fields_out"},message:"must have required property '"+"fields_out"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if((data20.renamed === undefined) || (!(func0.call(data20, "renamed")))){
const err65 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "renamed"},message:"must have required property '"+"renamed"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if((data20.dropped === undefined) || (!(func0.call(data20, "dropped")))){
const err66 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "dropped"},message:"must have required property '"+"dropped"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if((data20.unchanged_ids === undefined) || (!(func0.call(data20, "unchanged_ids")))){
const err67 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "unchanged_ids"},message:"must have required property '"+"unchanged_ids"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if((data20.answers_moved === undefined) || (!(func0.call(data20, "answers_moved")))){
const err68 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "answers_moved"},message:"must have required property '"+"answers_moved"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if((data20.answers_dropped === undefined) || (!(func0.call(data20, "answers_dropped")))){
const err69 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "answers_dropped"},message:"must have required property '"+"answers_dropped"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if((data20.answers_kept === undefined) || (!(func0.call(data20, "answers_kept")))){
const err70 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "answers_kept"},message:"must have required property '"+"answers_kept"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
for(const key6 of Object.keys(data20)){
if(!((((((((key6 === "fields_in") || (key6 === "fields_out")) || (key6 === "renamed")) || (key6 === "dropped")) || (key6 === "unchanged_ids")) || (key6 === "answers_moved")) || (key6 === "answers_dropped")) || (key6 === "answers_kept"))){
const err71 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data20.fields_in !== undefined && func0.call(data20, "fields_in")){
let data21 = data20.fields_in;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err72 = {instancePath:instancePath+"/counts/fields_in",schemaPath:"#/properties/counts/properties/fields_in/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 > 100 || isNaN(data21)){
const err73 = {instancePath:instancePath+"/counts/fields_in",schemaPath:"#/properties/counts/properties/fields_in/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data21 < 0 || isNaN(data21)){
const err74 = {instancePath:instancePath+"/counts/fields_in",schemaPath:"#/properties/counts/properties/fields_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data20.fields_out !== undefined && func0.call(data20, "fields_out")){
let data22 = data20.fields_out;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err75 = {instancePath:instancePath+"/counts/fields_out",schemaPath:"#/properties/counts/properties/fields_out/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 > 100 || isNaN(data22)){
const err76 = {instancePath:instancePath+"/counts/fields_out",schemaPath:"#/properties/counts/properties/fields_out/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data22 < 0 || isNaN(data22)){
const err77 = {instancePath:instancePath+"/counts/fields_out",schemaPath:"#/properties/counts/properties/fields_out/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data20.renamed !== undefined && func0.call(data20, "renamed")){
let data23 = data20.renamed;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err78 = {instancePath:instancePath+"/counts/renamed",schemaPath:"#/properties/counts/properties/renamed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 > 100 || isNaN(data23)){
const err79 = {instancePath:instancePath+"/counts/renamed",schemaPath:"#/properties/counts/properties/renamed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data23 < 0 || isNaN(data23)){
const err80 = {instancePath:instancePath+"/counts/renamed",schemaPath:"#/properties/counts/properties/renamed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data20.dropped !== undefined && func0.call(data20, "dropped")){
let data24 = data20.dropped;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err81 = {instancePath:instancePath+"/counts/dropped",schemaPath:"#/properties/counts/properties/dropped/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 > 100 || isNaN(data24)){
const err82 = {instancePath:instancePath+"/counts/dropped",schemaPath:"#/properties/counts/properties/dropped/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data24 < 0 || isNaN(data24)){
const err83 = {instancePath:instancePath+"/counts/dropped",schemaPath:"#/properties/counts/properties/dropped/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
if(data20.unchanged_ids !== undefined && func0.call(data20, "unchanged_ids")){
let data25 = data20.unchanged_ids;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err84 = {instancePath:instancePath+"/counts/unchanged_ids",schemaPath:"#/properties/counts/properties/unchanged_ids/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 > 100 || isNaN(data25)){
const err85 = {instancePath:instancePath+"/counts/unchanged_ids",schemaPath:"#/properties/counts/properties/unchanged_ids/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data25 < 0 || isNaN(data25)){
const err86 = {instancePath:instancePath+"/counts/unchanged_ids",schemaPath:"#/properties/counts/properties/unchanged_ids/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data20.answers_moved !== undefined && func0.call(data20, "answers_moved")){
let data26 = data20.answers_moved;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err87 = {instancePath:instancePath+"/counts/answers_moved",schemaPath:"#/properties/counts/properties/answers_moved/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 > 100 || isNaN(data26)){
const err88 = {instancePath:instancePath+"/counts/answers_moved",schemaPath:"#/properties/counts/properties/answers_moved/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data26 < 0 || isNaN(data26)){
const err89 = {instancePath:instancePath+"/counts/answers_moved",schemaPath:"#/properties/counts/properties/answers_moved/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
if(data20.answers_dropped !== undefined && func0.call(data20, "answers_dropped")){
let data27 = data20.answers_dropped;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err90 = {instancePath:instancePath+"/counts/answers_dropped",schemaPath:"#/properties/counts/properties/answers_dropped/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 > 100 || isNaN(data27)){
const err91 = {instancePath:instancePath+"/counts/answers_dropped",schemaPath:"#/properties/counts/properties/answers_dropped/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data27 < 0 || isNaN(data27)){
const err92 = {instancePath:instancePath+"/counts/answers_dropped",schemaPath:"#/properties/counts/properties/answers_dropped/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data20.answers_kept !== undefined && func0.call(data20, "answers_kept")){
let data28 = data20.answers_kept;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err93 = {instancePath:instancePath+"/counts/answers_kept",schemaPath:"#/properties/counts/properties/answers_kept/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 > 100 || isNaN(data28)){
const err94 = {instancePath:instancePath+"/counts/answers_kept",schemaPath:"#/properties/counts/properties/answers_kept/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data28 < 0 || isNaN(data28)){
const err95 = {instancePath:instancePath+"/counts/answers_kept",schemaPath:"#/properties/counts/properties/answers_kept/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err96 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
}
else {
const err97 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

