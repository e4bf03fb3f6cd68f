// generated from contracts/ — do not edit
// sequence-merge-three-way@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 8b29a6398b1b35145f7324a68a68e7d5 body 2abe52e4ecd3c428e77dd818206e6e37
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["base","ours","theirs"],"properties":{"base":{"anyOf":[{"type":"array","maxItems":131072,"items":{"description":"Any JSON value."}},{"type":"string","maxLength":262144}]},"ours":{"anyOf":[{"type":"array","maxItems":131072,"items":{"description":"Any JSON value."}},{"type":"string","maxLength":262144}]},"theirs":{"anyOf":[{"type":"array","maxItems":131072,"items":{"description":"Any JSON value."}},{"type":"string","maxLength":262144}]},"split":{"type":"string","enum":["none","lines","code_points"],"default":"none"}}};
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
if((data.base === undefined) || (!(func0.call(data, "base")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "base"},message:"must have required property '"+"base"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.ours === undefined) || (!(func0.call(data, "ours")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ours"},message:"must have required property '"+"ours"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.theirs === undefined) || (!(func0.call(data, "theirs")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "theirs"},message:"must have required property '"+"theirs"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "base") || (key0 === "ours")) || (key0 === "theirs")) || (key0 === "split"))){
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
if(data.base !== undefined && func0.call(data, "base")){
let data0 = data.base;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(Array.isArray(data0)){
if(data0.length > 131072){
const err4 = {instancePath:instancePath+"/base",schemaPath:"#/properties/base/anyOf/0/maxItems",keyword:"maxItems",params:{limit: 131072},message:"must NOT have more than 131072 items"};
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
const err5 = {instancePath:instancePath+"/base",schemaPath:"#/properties/base/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(typeof data0 === "string"){
if(func64(data0) > 262144){
const err6 = {instancePath:instancePath+"/base",schemaPath:"#/properties/base/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err7 = {instancePath:instancePath+"/base",schemaPath:"#/properties/base/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err8 = {instancePath:instancePath+"/base",schemaPath:"#/properties/base/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.ours !== undefined && func0.call(data, "ours")){
let data1 = data.ours;
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(Array.isArray(data1)){
if(data1.length > 131072){
const err9 = {instancePath:instancePath+"/ours",schemaPath:"#/properties/ours/anyOf/0/maxItems",keyword:"maxItems",params:{limit: 131072},message:"must NOT have more than 131072 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/ours",schemaPath:"#/properties/ours/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
const _errs12 = errors;
if(typeof data1 === "string"){
if(func64(data1) > 262144){
const err11 = {instancePath:instancePath+"/ours",schemaPath:"#/properties/ours/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err12 = {instancePath:instancePath+"/ours",schemaPath:"#/properties/ours/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err13 = {instancePath:instancePath+"/ours",schemaPath:"#/properties/ours/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.theirs !== undefined && func0.call(data, "theirs")){
let data2 = data.theirs;
const _errs15 = errors;
let valid3 = false;
const _errs16 = errors;
if(Array.isArray(data2)){
if(data2.length > 131072){
const err14 = {instancePath:instancePath+"/theirs",schemaPath:"#/properties/theirs/anyOf/0/maxItems",keyword:"maxItems",params:{limit: 131072},message:"must NOT have more than 131072 items"};
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
const err15 = {instancePath:instancePath+"/theirs",schemaPath:"#/properties/theirs/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid2 = _errs16 === errors;
valid3 = valid3 || _valid2;
const _errs18 = errors;
if(typeof data2 === "string"){
if(func64(data2) > 262144){
const err16 = {instancePath:instancePath+"/theirs",schemaPath:"#/properties/theirs/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err17 = {instancePath:instancePath+"/theirs",schemaPath:"#/properties/theirs/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid2 = _errs18 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err18 = {instancePath:instancePath+"/theirs",schemaPath:"#/properties/theirs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data.split !== undefined && func0.call(data, "split")){
let data3 = data.split;
if(typeof data3 !== "string"){
const err19 = {instancePath:instancePath+"/split",schemaPath:"#/properties/split/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(((data3 === "none") || (data3 === "lines")) || (data3 === "code_points"))){
const err20 = {instancePath:instancePath+"/split",schemaPath:"#/properties/split/enum",keyword:"enum",params:{allowedValues: schema31.properties.split.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["clean","conflicts","merged","regions"],"properties":{"clean":{"type":"boolean"},"conflicts":{"type":"integer","minimum":0,"maximum":20001},"merged":{"anyOf":[{"type":"array","maxItems":262144,"items":{"description":"An item of an input sequence."}},{"type":"null"}]},"regions":{"type":"array","maxItems":60003,"items":{"type":"object","additionalProperties":false,"required":["kind","base_start","base_length","ours_start","ours_length","theirs_start","theirs_length","items"],"properties":{"kind":{"type":"string","enum":["stable","ours","theirs","both","conflict"]},"base_start":{"type":"integer","minimum":0,"maximum":20000},"base_length":{"type":"integer","minimum":0,"maximum":20000},"ours_start":{"type":"integer","minimum":0,"maximum":20000},"ours_length":{"type":"integer","minimum":0,"maximum":20000},"theirs_start":{"type":"integer","minimum":0,"maximum":20000},"theirs_length":{"type":"integer","minimum":0,"maximum":20000},"items":{"anyOf":[{"type":"array","maxItems":262144,"items":{"description":"An item of an input sequence."}},{"type":"null"}]},"base":{"type":"array","maxItems":262144,"items":{"description":"An item of an input sequence."}},"ours":{"type":"array","maxItems":262144,"items":{"description":"An item of an input sequence."}},"theirs":{"type":"array","maxItems":262144,"items":{"description":"An item of an input sequence."}}}}}}};

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
if((data.clean === undefined) || (!(func0.call(data, "clean")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "clean"},message:"must have required property '"+"clean"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.conflicts === undefined) || (!(func0.call(data, "conflicts")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "conflicts"},message:"must have required property '"+"conflicts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.merged === undefined) || (!(func0.call(data, "merged")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "merged"},message:"must have required property '"+"merged"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.regions === undefined) || (!(func0.call(data, "regions")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "regions"},message:"must have required property '"+"regions"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "clean") || (key0 === "conflicts")) || (key0 === "merged")) || (key0 === "regions"))){
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
if(data.clean !== undefined && func0.call(data, "clean")){
if(typeof data.clean !== "boolean"){
const err5 = {instancePath:instancePath+"/clean",schemaPath:"#/properties/clean/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.conflicts !== undefined && func0.call(data, "conflicts")){
let data1 = data.conflicts;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/conflicts",schemaPath:"#/properties/conflicts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 20001 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/conflicts",schemaPath:"#/properties/conflicts/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20001},message:"must be <= 20001"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/conflicts",schemaPath:"#/properties/conflicts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.merged !== undefined && func0.call(data, "merged")){
let data2 = data.merged;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(Array.isArray(data2)){
if(data2.length > 262144){
const err9 = {instancePath:instancePath+"/merged",schemaPath:"#/properties/merged/anyOf/0/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/merged",schemaPath:"#/properties/merged/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 !== null){
const err11 = {instancePath:instancePath+"/merged",schemaPath:"#/properties/merged/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err12 = {instancePath:instancePath+"/merged",schemaPath:"#/properties/merged/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.regions !== undefined && func0.call(data, "regions")){
let data3 = data.regions;
if(Array.isArray(data3)){
if(data3.length > 60003){
const err13 = {instancePath:instancePath+"/regions",schemaPath:"#/properties/regions/maxItems",keyword:"maxItems",params:{limit: 60003},message:"must NOT have more than 60003 items"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if((data4.kind === undefined) || (!(func0.call(data4, "kind")))){
const err14 = {instancePath:instancePath+"/regions/" + i0,schemaPath:"#/properties/regions/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((data4.base_start === undefined) || (!(func0.call(data4, "base_start")))){
const err15 = {instancePath:instancePath+"/regions/" + i0,schemaPath:"#/properties/regions/items/required",keyword:"required",params:{missingProperty: "base_start"},message:"must have required property '"+"base_start"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((data4.base_length === undefined) || (!(func0.call(data4, "base_length")))){
const err16 = {instancePath:instancePath+"/regions/" + i0,schemaPath:"#/properties/regions/items/required",keyword:"required",params:{missingProperty: "base_length"},message:"must have required property '"+"base_length"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((data4.ours_start === undefined) || (!(func0.call(data4, "ours_start")))){
const err17 = {instancePath:instancePath+"/regions/" + i0,schemaPath:"#/properties/regions/items/required",keyword:"required",params:{missingProperty: "ours_start"},message:"must have required property '"+"ours_start"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((data4.ours_length === undefined) || (!(func0.call(data4, "ours_length")))){
const err18 = {instancePath:instancePath+"/regions/" + i0,schemaPath:"#/properties/regions/items/required",keyword:"required",params:{missingProperty: "ours_length"},message:"must have required property '"+"ours_length"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((data4.theirs_start === undefined) || (!(func0.call(data4, "theirs_start")))){
const err19 = {instancePath:instancePath+"/regions/" + i0,schemaPath:"#/properties/regions/items/required",keyword:"required",params:{missingProperty: "theirs_start"},message:"must have required property '"+"theirs_start"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((data4.theirs_length === undefined) || (!(func0.call(data4, "theirs_length")))){
const err20 = {instancePath:instancePath+"/regions/" + i0,schemaPath:"#/properties/regions/items/required",keyword:"required",params:{missingProperty: "theirs_length"},message:"must have required property '"+"theirs_length"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((data4.items === undefined) || (!(func0.call(data4, "items")))){
const err21 = {instancePath:instancePath+"/regions/" + i0,schemaPath:"#/properties/regions/items/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key1 of Object.keys(data4)){
if(!(func0.call(schema32.properties.regions.items.properties, key1))){
const err22 = {instancePath:instancePath+"/regions/" + i0,schemaPath:"#/properties/regions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.kind !== undefined && func0.call(data4, "kind")){
let data5 = data4.kind;
if(typeof data5 !== "string"){
const err23 = {instancePath:instancePath+"/regions/" + i0+"/kind",schemaPath:"#/properties/regions/items/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((((data5 === "stable") || (data5 === "ours")) || (data5 === "theirs")) || (data5 === "both")) || (data5 === "conflict"))){
const err24 = {instancePath:instancePath+"/regions/" + i0+"/kind",schemaPath:"#/properties/regions/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema32.properties.regions.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data4.base_start !== undefined && func0.call(data4, "base_start")){
let data6 = data4.base_start;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err25 = {instancePath:instancePath+"/regions/" + i0+"/base_start",schemaPath:"#/properties/regions/items/properties/base_start/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 20000 || isNaN(data6)){
const err26 = {instancePath:instancePath+"/regions/" + i0+"/base_start",schemaPath:"#/properties/regions/items/properties/base_start/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err27 = {instancePath:instancePath+"/regions/" + i0+"/base_start",schemaPath:"#/properties/regions/items/properties/base_start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4.base_length !== undefined && func0.call(data4, "base_length")){
let data7 = data4.base_length;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err28 = {instancePath:instancePath+"/regions/" + i0+"/base_length",schemaPath:"#/properties/regions/items/properties/base_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 20000 || isNaN(data7)){
const err29 = {instancePath:instancePath+"/regions/" + i0+"/base_length",schemaPath:"#/properties/regions/items/properties/base_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err30 = {instancePath:instancePath+"/regions/" + i0+"/base_length",schemaPath:"#/properties/regions/items/properties/base_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4.ours_start !== undefined && func0.call(data4, "ours_start")){
let data8 = data4.ours_start;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err31 = {instancePath:instancePath+"/regions/" + i0+"/ours_start",schemaPath:"#/properties/regions/items/properties/ours_start/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 20000 || isNaN(data8)){
const err32 = {instancePath:instancePath+"/regions/" + i0+"/ours_start",schemaPath:"#/properties/regions/items/properties/ours_start/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err33 = {instancePath:instancePath+"/regions/" + i0+"/ours_start",schemaPath:"#/properties/regions/items/properties/ours_start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4.ours_length !== undefined && func0.call(data4, "ours_length")){
let data9 = data4.ours_length;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err34 = {instancePath:instancePath+"/regions/" + i0+"/ours_length",schemaPath:"#/properties/regions/items/properties/ours_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 20000 || isNaN(data9)){
const err35 = {instancePath:instancePath+"/regions/" + i0+"/ours_length",schemaPath:"#/properties/regions/items/properties/ours_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err36 = {instancePath:instancePath+"/regions/" + i0+"/ours_length",schemaPath:"#/properties/regions/items/properties/ours_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4.theirs_start !== undefined && func0.call(data4, "theirs_start")){
let data10 = data4.theirs_start;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err37 = {instancePath:instancePath+"/regions/" + i0+"/theirs_start",schemaPath:"#/properties/regions/items/properties/theirs_start/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 20000 || isNaN(data10)){
const err38 = {instancePath:instancePath+"/regions/" + i0+"/theirs_start",schemaPath:"#/properties/regions/items/properties/theirs_start/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err39 = {instancePath:instancePath+"/regions/" + i0+"/theirs_start",schemaPath:"#/properties/regions/items/properties/theirs_start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4.theirs_length !== undefined && func0.call(data4, "theirs_length")){
let data11 = data4.theirs_length;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err40 = {instancePath:instancePath+"/regions/" + i0+"/theirs_length",schemaPath:"#/properties/regions/items/properties/theirs_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 20000 || isNaN(data11)){
const err41 = {instancePath:instancePath+"/regions/" + i0+"/theirs_length",schemaPath:"#/properties/regions/items/properties/theirs_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err42 = {instancePath:instancePath+"/regions/" + i0+"/theirs_length",schemaPath:"#/properties/regions/items/properties/theirs_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4.items !== undefined && func0.call(data4, "items")){
let data12 = data4.items;
const _errs32 = errors;
let valid5 = false;
const _errs33 = errors;
if(Array.isArray(data12)){
if(data12.length > 262144){
const err43 = {instancePath:instancePath+"/regions/" + i0+"/items",schemaPath:"#/properties/regions/items/properties/items/anyOf/0/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
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
const err44 = {instancePath:instancePath+"/regions/" + i0+"/items",schemaPath:"#/properties/regions/items/properties/items/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid1 = _errs33 === errors;
valid5 = valid5 || _valid1;
const _errs35 = errors;
if(data12 !== null){
const err45 = {instancePath:instancePath+"/regions/" + i0+"/items",schemaPath:"#/properties/regions/items/properties/items/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid1 = _errs35 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err46 = {instancePath:instancePath+"/regions/" + i0+"/items",schemaPath:"#/properties/regions/items/properties/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
}
if(data4.base !== undefined && func0.call(data4, "base")){
let data13 = data4.base;
if(Array.isArray(data13)){
if(data13.length > 262144){
const err47 = {instancePath:instancePath+"/regions/" + i0+"/base",schemaPath:"#/properties/regions/items/properties/base/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/regions/" + i0+"/base",schemaPath:"#/properties/regions/items/properties/base/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data4.ours !== undefined && func0.call(data4, "ours")){
let data14 = data4.ours;
if(Array.isArray(data14)){
if(data14.length > 262144){
const err49 = {instancePath:instancePath+"/regions/" + i0+"/ours",schemaPath:"#/properties/regions/items/properties/ours/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/regions/" + i0+"/ours",schemaPath:"#/properties/regions/items/properties/ours/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data4.theirs !== undefined && func0.call(data4, "theirs")){
let data15 = data4.theirs;
if(Array.isArray(data15)){
if(data15.length > 262144){
const err51 = {instancePath:instancePath+"/regions/" + i0+"/theirs",schemaPath:"#/properties/regions/items/properties/theirs/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/regions/" + i0+"/theirs",schemaPath:"#/properties/regions/items/properties/theirs/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err53 = {instancePath:instancePath+"/regions/" + i0,schemaPath:"#/properties/regions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/regions",schemaPath:"#/properties/regions/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err55 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

