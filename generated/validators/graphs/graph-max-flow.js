// generated from contracts/ — do not edit
// graph-max-flow@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 261f06057d15cb69f3df21594c6e568a body 31c573d5ddd930011c0b1893f27c4499
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["edges","source","sink"],"properties":{"nodes":{"type":"array","items":{"type":"string","not":{"const":""}}},"edges":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["from","to"],"properties":{"from":{"type":"string","not":{"const":""}},"to":{"type":"string","not":{"const":""}},"weight":{"type":"string","minLength":1,"maxLength":2003,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"}}}},"directed":{"const":true,"default":true},"source":{"type":"string","not":{"const":""}},"sink":{"type":"string","not":{"const":""}}}};
const func0 = Object.prototype.hasOwnProperty;
const func70 = __ajvRuntime0.default;
const pattern4 = new RegExp("^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$", "u");

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
if((data.edges === undefined) || (!(func0.call(data, "edges")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "edges"},message:"must have required property '"+"edges"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.source === undefined) || (!(func0.call(data, "source")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.sink === undefined) || (!(func0.call(data, "sink")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sink"},message:"must have required property '"+"sink"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "nodes") || (key0 === "edges")) || (key0 === "directed")) || (key0 === "source")) || (key0 === "sink"))){
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
if(data.nodes !== undefined && func0.call(data, "nodes")){
let data0 = data.nodes;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/nodes/" + i0,schemaPath:"#/properties/nodes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs6 = errors;
const _errs7 = errors;
if("" !== data1){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid3 = _errs7 === errors;
if(valid3){
const err6 = {instancePath:instancePath+"/nodes/" + i0,schemaPath:"#/properties/nodes/items/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err7 = {instancePath:instancePath+"/nodes",schemaPath:"#/properties/nodes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.edges !== undefined && func0.call(data, "edges")){
let data2 = data.edges;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if((data3.from === undefined) || (!(func0.call(data3, "from")))){
const err8 = {instancePath:instancePath+"/edges/" + i1,schemaPath:"#/properties/edges/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data3.to === undefined) || (!(func0.call(data3, "to")))){
const err9 = {instancePath:instancePath+"/edges/" + i1,schemaPath:"#/properties/edges/items/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 of Object.keys(data3)){
if(!(((key1 === "from") || (key1 === "to")) || (key1 === "weight"))){
const err10 = {instancePath:instancePath+"/edges/" + i1,schemaPath:"#/properties/edges/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.from !== undefined && func0.call(data3, "from")){
let data4 = data3.from;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/edges/" + i1+"/from",schemaPath:"#/properties/edges/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const _errs15 = errors;
const _errs16 = errors;
if("" !== data4){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var valid7 = _errs16 === errors;
if(valid7){
const err13 = {instancePath:instancePath+"/edges/" + i1+"/from",schemaPath:"#/properties/edges/items/properties/from/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
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
if(data3.to !== undefined && func0.call(data3, "to")){
let data5 = data3.to;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/edges/" + i1+"/to",schemaPath:"#/properties/edges/items/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const _errs19 = errors;
const _errs20 = errors;
if("" !== data5){
const err15 = {};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var valid8 = _errs20 === errors;
if(valid8){
const err16 = {instancePath:instancePath+"/edges/" + i1+"/to",schemaPath:"#/properties/edges/items/properties/to/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data3.weight !== undefined && func0.call(data3, "weight")){
let data6 = data3.weight;
if(typeof data6 === "string"){
if(func70(data6) > 2003){
const err17 = {instancePath:instancePath+"/edges/" + i1+"/weight",schemaPath:"#/properties/edges/items/properties/weight/maxLength",keyword:"maxLength",params:{limit: 2003},message:"must NOT have more than 2003 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func70(data6) < 1){
const err18 = {instancePath:instancePath+"/edges/" + i1+"/weight",schemaPath:"#/properties/edges/items/properties/weight/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern4.test(data6)){
const err19 = {instancePath:instancePath+"/edges/" + i1+"/weight",schemaPath:"#/properties/edges/items/properties/weight/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/edges/" + i1+"/weight",schemaPath:"#/properties/edges/items/properties/weight/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err21 = {instancePath:instancePath+"/edges/" + i1,schemaPath:"#/properties/edges/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err22 = {instancePath:instancePath+"/edges",schemaPath:"#/properties/edges/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.directed !== undefined && func0.call(data, "directed")){
if(true !== data.directed){
const err23 = {instancePath:instancePath+"/directed",schemaPath:"#/properties/directed/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.source !== undefined && func0.call(data, "source")){
let data8 = data.source;
if(typeof data8 !== "string"){
const err24 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const _errs26 = errors;
const _errs27 = errors;
if("" !== data8){
const err25 = {};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var valid9 = _errs27 === errors;
if(valid9){
const err26 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
}
if(data.sink !== undefined && func0.call(data, "sink")){
let data9 = data.sink;
if(typeof data9 !== "string"){
const err27 = {instancePath:instancePath+"/sink",schemaPath:"#/properties/sink/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const _errs30 = errors;
const _errs31 = errors;
if("" !== data9){
const err28 = {};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var valid10 = _errs31 === errors;
if(valid10){
const err29 = {instancePath:instancePath+"/sink",schemaPath:"#/properties/sink/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["value","flows","source_side","cut_edges"],"properties":{"value":{"type":"string"},"flows":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["from","to","capacity","flow","index"],"properties":{"from":{"type":"string"},"to":{"type":"string"},"capacity":{"type":"string"},"flow":{"type":"string"},"index":{"type":"integer","minimum":0}}}},"source_side":{"type":"array","items":{"type":"string"}},"cut_edges":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["from","to","capacity","index"],"properties":{"from":{"type":"string"},"to":{"type":"string"},"capacity":{"type":"string"},"index":{"type":"integer","minimum":0}}}}}};

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
if((data.value === undefined) || (!(func0.call(data, "value")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.flows === undefined) || (!(func0.call(data, "flows")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "flows"},message:"must have required property '"+"flows"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.source_side === undefined) || (!(func0.call(data, "source_side")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source_side"},message:"must have required property '"+"source_side"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.cut_edges === undefined) || (!(func0.call(data, "cut_edges")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cut_edges"},message:"must have required property '"+"cut_edges"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "value") || (key0 === "flows")) || (key0 === "source_side")) || (key0 === "cut_edges"))){
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
if(data.value !== undefined && func0.call(data, "value")){
if(typeof data.value !== "string"){
const err5 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.flows !== undefined && func0.call(data, "flows")){
let data1 = data.flows;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if((data2.from === undefined) || (!(func0.call(data2, "from")))){
const err6 = {instancePath:instancePath+"/flows/" + i0,schemaPath:"#/properties/flows/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data2.to === undefined) || (!(func0.call(data2, "to")))){
const err7 = {instancePath:instancePath+"/flows/" + i0,schemaPath:"#/properties/flows/items/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data2.capacity === undefined) || (!(func0.call(data2, "capacity")))){
const err8 = {instancePath:instancePath+"/flows/" + i0,schemaPath:"#/properties/flows/items/required",keyword:"required",params:{missingProperty: "capacity"},message:"must have required property '"+"capacity"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data2.flow === undefined) || (!(func0.call(data2, "flow")))){
const err9 = {instancePath:instancePath+"/flows/" + i0,schemaPath:"#/properties/flows/items/required",keyword:"required",params:{missingProperty: "flow"},message:"must have required property '"+"flow"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data2.index === undefined) || (!(func0.call(data2, "index")))){
const err10 = {instancePath:instancePath+"/flows/" + i0,schemaPath:"#/properties/flows/items/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 of Object.keys(data2)){
if(!(((((key1 === "from") || (key1 === "to")) || (key1 === "capacity")) || (key1 === "flow")) || (key1 === "index"))){
const err11 = {instancePath:instancePath+"/flows/" + i0,schemaPath:"#/properties/flows/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.from !== undefined && func0.call(data2, "from")){
if(typeof data2.from !== "string"){
const err12 = {instancePath:instancePath+"/flows/" + i0+"/from",schemaPath:"#/properties/flows/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.to !== undefined && func0.call(data2, "to")){
if(typeof data2.to !== "string"){
const err13 = {instancePath:instancePath+"/flows/" + i0+"/to",schemaPath:"#/properties/flows/items/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.capacity !== undefined && func0.call(data2, "capacity")){
if(typeof data2.capacity !== "string"){
const err14 = {instancePath:instancePath+"/flows/" + i0+"/capacity",schemaPath:"#/properties/flows/items/properties/capacity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.flow !== undefined && func0.call(data2, "flow")){
if(typeof data2.flow !== "string"){
const err15 = {instancePath:instancePath+"/flows/" + i0+"/flow",schemaPath:"#/properties/flows/items/properties/flow/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.index !== undefined && func0.call(data2, "index")){
let data7 = data2.index;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err16 = {instancePath:instancePath+"/flows/" + i0+"/index",schemaPath:"#/properties/flows/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err17 = {instancePath:instancePath+"/flows/" + i0+"/index",schemaPath:"#/properties/flows/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err18 = {instancePath:instancePath+"/flows/" + i0,schemaPath:"#/properties/flows/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err19 = {instancePath:instancePath+"/flows",schemaPath:"#/properties/flows/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.source_side !== undefined && func0.call(data, "source_side")){
let data8 = data.source_side;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
if(typeof data8[i1] !== "string"){
const err20 = {instancePath:instancePath+"/source_side/" + i1,schemaPath:"#/properties/source_side/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err21 = {instancePath:instancePath+"/source_side",schemaPath:"#/properties/source_side/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.cut_edges !== undefined && func0.call(data, "cut_edges")){
let data10 = data.cut_edges;
if(Array.isArray(data10)){
const len2 = data10.length;
for(let i2=0; i2<len2; i2++){
let data11 = data10[i2];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if((data11.from === undefined) || (!(func0.call(data11, "from")))){
const err22 = {instancePath:instancePath+"/cut_edges/" + i2,schemaPath:"#/properties/cut_edges/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((data11.to === undefined) || (!(func0.call(data11, "to")))){
const err23 = {instancePath:instancePath+"/cut_edges/" + i2,schemaPath:"#/properties/cut_edges/items/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((data11.capacity === undefined) || (!(func0.call(data11, "capacity")))){
const err24 = {instancePath:instancePath+"/cut_edges/" + i2,schemaPath:"#/properties/cut_edges/items/required",keyword:"required",params:{missingProperty: "capacity"},message:"must have required property '"+"capacity"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((data11.index === undefined) || (!(func0.call(data11, "index")))){
const err25 = {instancePath:instancePath+"/cut_edges/" + i2,schemaPath:"#/properties/cut_edges/items/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key2 of Object.keys(data11)){
if(!((((key2 === "from") || (key2 === "to")) || (key2 === "capacity")) || (key2 === "index"))){
const err26 = {instancePath:instancePath+"/cut_edges/" + i2,schemaPath:"#/properties/cut_edges/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data11.from !== undefined && func0.call(data11, "from")){
if(typeof data11.from !== "string"){
const err27 = {instancePath:instancePath+"/cut_edges/" + i2+"/from",schemaPath:"#/properties/cut_edges/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data11.to !== undefined && func0.call(data11, "to")){
if(typeof data11.to !== "string"){
const err28 = {instancePath:instancePath+"/cut_edges/" + i2+"/to",schemaPath:"#/properties/cut_edges/items/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data11.capacity !== undefined && func0.call(data11, "capacity")){
if(typeof data11.capacity !== "string"){
const err29 = {instancePath:instancePath+"/cut_edges/" + i2+"/capacity",schemaPath:"#/properties/cut_edges/items/properties/capacity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data11.index !== undefined && func0.call(data11, "index")){
let data15 = data11.index;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err30 = {instancePath:instancePath+"/cut_edges/" + i2+"/index",schemaPath:"#/properties/cut_edges/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err31 = {instancePath:instancePath+"/cut_edges/" + i2+"/index",schemaPath:"#/properties/cut_edges/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err32 = {instancePath:instancePath+"/cut_edges/" + i2,schemaPath:"#/properties/cut_edges/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err33 = {instancePath:instancePath+"/cut_edges",schemaPath:"#/properties/cut_edges/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

