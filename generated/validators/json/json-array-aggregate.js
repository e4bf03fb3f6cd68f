// generated from contracts/ — do not edit
// json-array-aggregate@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 622080d799413a6ee68ab19d783a9c5b body 5c6c21c2531272c674afeae586a93559
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["array","aggregations"],"properties":{"array":{"type":"array","maxItems":10000},"group_by":{"type":"array","maxItems":8,"items":{"type":"string","maxLength":1024,"pattern":"^(/([^~/]|~[01])*)*$"}},"aggregations":{"type":"array","minItems":1,"maxItems":32,"items":{"type":"object","additionalProperties":false,"required":["op","as"],"properties":{"op":{"type":"string","enum":["count","sum","min","max","mean"]},"pointer":{"type":"string","maxLength":1024,"pattern":"^(/([^~/]|~[01])*)*$"},"as":{"type":"string","minLength":1,"maxLength":256}}}},"missing":{"type":"string","enum":["error","skip"],"default":"error"},"mean_scale":{"type":"integer","minimum":0,"maximum":100,"default":10},"rounding":{"type":"string","enum":["half_even","half_up","half_down","up","down","ceiling","floor"],"default":"half_even"}}};
const func0 = Object.prototype.hasOwnProperty;
const func64 = __ajvRuntime0.default;
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
if((data.array === undefined) || (!(func0.call(data, "array")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "array"},message:"must have required property '"+"array"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.aggregations === undefined) || (!(func0.call(data, "aggregations")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "aggregations"},message:"must have required property '"+"aggregations"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "array") || (key0 === "group_by")) || (key0 === "aggregations")) || (key0 === "missing")) || (key0 === "mean_scale")) || (key0 === "rounding"))){
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
if(data.array !== undefined && func0.call(data, "array")){
let data0 = data.array;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err3 = {instancePath:instancePath+"/array",schemaPath:"#/properties/array/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
const err4 = {instancePath:instancePath+"/array",schemaPath:"#/properties/array/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.group_by !== undefined && func0.call(data, "group_by")){
let data1 = data.group_by;
if(Array.isArray(data1)){
if(data1.length > 8){
const err5 = {instancePath:instancePath+"/group_by",schemaPath:"#/properties/group_by/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
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
if(typeof data2 === "string"){
if(func64(data2) > 1024){
const err6 = {instancePath:instancePath+"/group_by/" + i0,schemaPath:"#/properties/group_by/items/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data2)){
const err7 = {instancePath:instancePath+"/group_by/" + i0,schemaPath:"#/properties/group_by/items/pattern",keyword:"pattern",params:{pattern: "^(/([^~/]|~[01])*)*$"},message:"must match pattern \""+"^(/([^~/]|~[01])*)*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/group_by/" + i0,schemaPath:"#/properties/group_by/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err9 = {instancePath:instancePath+"/group_by",schemaPath:"#/properties/group_by/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.aggregations !== undefined && func0.call(data, "aggregations")){
let data3 = data.aggregations;
if(Array.isArray(data3)){
if(data3.length > 32){
const err10 = {instancePath:instancePath+"/aggregations",schemaPath:"#/properties/aggregations/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.length < 1){
const err11 = {instancePath:instancePath+"/aggregations",schemaPath:"#/properties/aggregations/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if((data4.op === undefined) || (!(func0.call(data4, "op")))){
const err12 = {instancePath:instancePath+"/aggregations/" + i1,schemaPath:"#/properties/aggregations/items/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((data4.as === undefined) || (!(func0.call(data4, "as")))){
const err13 = {instancePath:instancePath+"/aggregations/" + i1,schemaPath:"#/properties/aggregations/items/required",keyword:"required",params:{missingProperty: "as"},message:"must have required property '"+"as"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 of Object.keys(data4)){
if(!(((key1 === "op") || (key1 === "pointer")) || (key1 === "as"))){
const err14 = {instancePath:instancePath+"/aggregations/" + i1,schemaPath:"#/properties/aggregations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data4.op !== undefined && func0.call(data4, "op")){
let data5 = data4.op;
if(typeof data5 !== "string"){
const err15 = {instancePath:instancePath+"/aggregations/" + i1+"/op",schemaPath:"#/properties/aggregations/items/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((((data5 === "count") || (data5 === "sum")) || (data5 === "min")) || (data5 === "max")) || (data5 === "mean"))){
const err16 = {instancePath:instancePath+"/aggregations/" + i1+"/op",schemaPath:"#/properties/aggregations/items/properties/op/enum",keyword:"enum",params:{allowedValues: schema31.properties.aggregations.items.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.pointer !== undefined && func0.call(data4, "pointer")){
let data6 = data4.pointer;
if(typeof data6 === "string"){
if(func64(data6) > 1024){
const err17 = {instancePath:instancePath+"/aggregations/" + i1+"/pointer",schemaPath:"#/properties/aggregations/items/properties/pointer/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern4.test(data6)){
const err18 = {instancePath:instancePath+"/aggregations/" + i1+"/pointer",schemaPath:"#/properties/aggregations/items/properties/pointer/pattern",keyword:"pattern",params:{pattern: "^(/([^~/]|~[01])*)*$"},message:"must match pattern \""+"^(/([^~/]|~[01])*)*$"+"\""};
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
const err19 = {instancePath:instancePath+"/aggregations/" + i1+"/pointer",schemaPath:"#/properties/aggregations/items/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.as !== undefined && func0.call(data4, "as")){
let data7 = data4.as;
if(typeof data7 === "string"){
if(func64(data7) > 256){
const err20 = {instancePath:instancePath+"/aggregations/" + i1+"/as",schemaPath:"#/properties/aggregations/items/properties/as/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func64(data7) < 1){
const err21 = {instancePath:instancePath+"/aggregations/" + i1+"/as",schemaPath:"#/properties/aggregations/items/properties/as/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err22 = {instancePath:instancePath+"/aggregations/" + i1+"/as",schemaPath:"#/properties/aggregations/items/properties/as/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err23 = {instancePath:instancePath+"/aggregations/" + i1,schemaPath:"#/properties/aggregations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err24 = {instancePath:instancePath+"/aggregations",schemaPath:"#/properties/aggregations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.missing !== undefined && func0.call(data, "missing")){
let data8 = data.missing;
if(typeof data8 !== "string"){
const err25 = {instancePath:instancePath+"/missing",schemaPath:"#/properties/missing/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!((data8 === "error") || (data8 === "skip"))){
const err26 = {instancePath:instancePath+"/missing",schemaPath:"#/properties/missing/enum",keyword:"enum",params:{allowedValues: schema31.properties.missing.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.mean_scale !== undefined && func0.call(data, "mean_scale")){
let data9 = data.mean_scale;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err27 = {instancePath:instancePath+"/mean_scale",schemaPath:"#/properties/mean_scale/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 100 || isNaN(data9)){
const err28 = {instancePath:instancePath+"/mean_scale",schemaPath:"#/properties/mean_scale/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err29 = {instancePath:instancePath+"/mean_scale",schemaPath:"#/properties/mean_scale/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.rounding !== undefined && func0.call(data, "rounding")){
let data10 = data.rounding;
if(typeof data10 !== "string"){
const err30 = {instancePath:instancePath+"/rounding",schemaPath:"#/properties/rounding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!(((((((data10 === "half_even") || (data10 === "half_up")) || (data10 === "half_down")) || (data10 === "up")) || (data10 === "down")) || (data10 === "ceiling")) || (data10 === "floor"))){
const err31 = {instancePath:instancePath+"/rounding",schemaPath:"#/properties/rounding/enum",keyword:"enum",params:{allowedValues: schema31.properties.rounding.enum},message:"must be equal to one of the allowed values"};
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
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["groups"],"properties":{"groups":{"type":"array","maxItems":10000,"items":{"type":"object","additionalProperties":false,"required":["key","count","values"],"properties":{"key":{"type":"object","description":"Member names are the group_by pointers (user data).","maxProperties":8,"additionalProperties":{}},"count":{"type":"integer","minimum":0,"maximum":10000},"values":{"type":"object","description":"Member names are the aggregation names (user data).","maxProperties":32,"additionalProperties":{"anyOf":[{"type":"integer","minimum":0,"maximum":10000},{"type":"string","maxLength":1200,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"},{"type":"null"}]}}}}}}};
const pattern6 = new RegExp("^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$", "u");

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
if((data.groups === undefined) || (!(func0.call(data, "groups")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groups"},message:"must have required property '"+"groups"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "groups")){
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
if(data.groups !== undefined && func0.call(data, "groups")){
let data0 = data.groups;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err2 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.key === undefined) || (!(func0.call(data1, "key")))){
const err3 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data1.count === undefined) || (!(func0.call(data1, "count")))){
const err4 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data1.values === undefined) || (!(func0.call(data1, "values")))){
const err5 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/required",keyword:"required",params:{missingProperty: "values"},message:"must have required property '"+"values"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(((key1 === "key") || (key1 === "count")) || (key1 === "values"))){
const err6 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.key !== undefined && func0.call(data1, "key")){
let data2 = data1.key;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 8){
const err7 = {instancePath:instancePath+"/groups/" + i0+"/key",schemaPath:"#/properties/groups/items/properties/key/maxProperties",keyword:"maxProperties",params:{limit: 8},message:"must NOT have more than 8 properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/groups/" + i0+"/key",schemaPath:"#/properties/groups/items/properties/key/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.count !== undefined && func0.call(data1, "count")){
let data3 = data1.count;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/groups/" + i0+"/count",schemaPath:"#/properties/groups/items/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 10000 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/groups/" + i0+"/count",schemaPath:"#/properties/groups/items/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/groups/" + i0+"/count",schemaPath:"#/properties/groups/items/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.values !== undefined && func0.call(data1, "values")){
let data4 = data1.values;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(Object.keys(data4).length > 32){
const err12 = {instancePath:instancePath+"/groups/" + i0+"/values",schemaPath:"#/properties/groups/items/properties/values/maxProperties",keyword:"maxProperties",params:{limit: 32},message:"must NOT have more than 32 properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key2 of Object.keys(data4)){
let data5 = data4[key2];
const _errs16 = errors;
let valid5 = false;
const _errs17 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err13 = {instancePath:instancePath+"/groups/" + i0+"/values/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/groups/items/properties/values/additionalProperties/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 10000 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/groups/" + i0+"/values/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/groups/items/properties/values/additionalProperties/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/groups/" + i0+"/values/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/groups/items/properties/values/additionalProperties/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
var _valid0 = _errs17 === errors;
valid5 = valid5 || _valid0;
const _errs19 = errors;
if(typeof data5 === "string"){
if(func64(data5) > 1200){
const err16 = {instancePath:instancePath+"/groups/" + i0+"/values/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/groups/items/properties/values/additionalProperties/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 1200},message:"must NOT have more than 1200 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern6.test(data5)){
const err17 = {instancePath:instancePath+"/groups/" + i0+"/values/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/groups/items/properties/values/additionalProperties/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/groups/" + i0+"/values/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/groups/items/properties/values/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid5 = valid5 || _valid0;
const _errs21 = errors;
if(data5 !== null){
const err19 = {instancePath:instancePath+"/groups/" + i0+"/values/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/groups/items/properties/values/additionalProperties/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const err20 = {instancePath:instancePath+"/groups/" + i0+"/values/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/groups/items/properties/values/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err21 = {instancePath:instancePath+"/groups/" + i0+"/values",schemaPath:"#/properties/groups/items/properties/values/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err22 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err23 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

