// generated from contracts/ — do not edit
// sequence-hunks@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 051c0c738c1ef31cd6ed827353161829 body f028a6a23a416ba1d083794417b6d183
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["a","b"],"properties":{"a":{"anyOf":[{"type":"array","maxItems":131072,"items":{"description":"Any JSON value."}},{"type":"string","maxLength":262144}]},"b":{"anyOf":[{"type":"array","maxItems":131072,"items":{"description":"Any JSON value."}},{"type":"string","maxLength":262144}]},"split":{"type":"string","enum":["none","lines","code_points"],"default":"none"},"context":{"type":"integer","minimum":0,"maximum":10000,"default":3}}};
const func0 = Object.prototype.hasOwnProperty;
const func63 = __ajvRuntime0.default;

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
if((data.a === undefined) || (!(func0.call(data, "a")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "a"},message:"must have required property '"+"a"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.b === undefined) || (!(func0.call(data, "b")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "b"},message:"must have required property '"+"b"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "a") || (key0 === "b")) || (key0 === "split")) || (key0 === "context"))){
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
if(data.a !== undefined && func0.call(data, "a")){
let data0 = data.a;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(Array.isArray(data0)){
if(data0.length > 131072){
const err3 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/anyOf/0/maxItems",keyword:"maxItems",params:{limit: 131072},message:"must NOT have more than 131072 items"};
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
const err4 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(typeof data0 === "string"){
if(func63(data0) > 262144){
const err5 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
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
if(data.b !== undefined && func0.call(data, "b")){
let data1 = data.b;
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(Array.isArray(data1)){
if(data1.length > 131072){
const err8 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/anyOf/0/maxItems",keyword:"maxItems",params:{limit: 131072},message:"must NOT have more than 131072 items"};
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
const err9 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
const _errs12 = errors;
if(typeof data1 === "string"){
if(func63(data1) > 262144){
const err10 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err11 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err12 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
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
if(data.split !== undefined && func0.call(data, "split")){
let data2 = data.split;
if(typeof data2 !== "string"){
const err13 = {instancePath:instancePath+"/split",schemaPath:"#/properties/split/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((data2 === "none") || (data2 === "lines")) || (data2 === "code_points"))){
const err14 = {instancePath:instancePath+"/split",schemaPath:"#/properties/split/enum",keyword:"enum",params:{allowedValues: schema31.properties.split.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.context !== undefined && func0.call(data, "context")){
let data3 = data.context;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err15 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 10000 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err17 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["hunks"],"properties":{"hunks":{"type":"array","maxItems":2000,"items":{"type":"object","additionalProperties":false,"required":["old_start","old_length","new_start","new_length","header","lines"],"properties":{"old_start":{"type":"integer","minimum":0,"maximum":20000},"old_length":{"type":"integer","minimum":0,"maximum":20000},"new_start":{"type":"integer","minimum":0,"maximum":20000},"new_length":{"type":"integer","minimum":0,"maximum":20000},"header":{"type":"string","maxLength":64},"lines":{"type":"array","maxItems":40000,"items":{"type":"object","additionalProperties":false,"required":["op","item"],"properties":{"op":{"type":"string","enum":["equal","delete","insert"]},"item":{"description":"An item of a or b."}}}}}}}}};

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
if((data.hunks === undefined) || (!(func0.call(data, "hunks")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hunks"},message:"must have required property '"+"hunks"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "hunks")){
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
if(data.hunks !== undefined && func0.call(data, "hunks")){
let data0 = data.hunks;
if(Array.isArray(data0)){
if(data0.length > 2000){
const err2 = {instancePath:instancePath+"/hunks",schemaPath:"#/properties/hunks/maxItems",keyword:"maxItems",params:{limit: 2000},message:"must NOT have more than 2000 items"};
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
if((data1.old_start === undefined) || (!(func0.call(data1, "old_start")))){
const err3 = {instancePath:instancePath+"/hunks/" + i0,schemaPath:"#/properties/hunks/items/required",keyword:"required",params:{missingProperty: "old_start"},message:"must have required property '"+"old_start"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data1.old_length === undefined) || (!(func0.call(data1, "old_length")))){
const err4 = {instancePath:instancePath+"/hunks/" + i0,schemaPath:"#/properties/hunks/items/required",keyword:"required",params:{missingProperty: "old_length"},message:"must have required property '"+"old_length"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data1.new_start === undefined) || (!(func0.call(data1, "new_start")))){
const err5 = {instancePath:instancePath+"/hunks/" + i0,schemaPath:"#/properties/hunks/items/required",keyword:"required",params:{missingProperty: "new_start"},message:"must have required property '"+"new_start"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data1.new_length === undefined) || (!(func0.call(data1, "new_length")))){
const err6 = {instancePath:instancePath+"/hunks/" + i0,schemaPath:"#/properties/hunks/items/required",keyword:"required",params:{missingProperty: "new_length"},message:"must have required property '"+"new_length"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data1.header === undefined) || (!(func0.call(data1, "header")))){
const err7 = {instancePath:instancePath+"/hunks/" + i0,schemaPath:"#/properties/hunks/items/required",keyword:"required",params:{missingProperty: "header"},message:"must have required property '"+"header"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data1.lines === undefined) || (!(func0.call(data1, "lines")))){
const err8 = {instancePath:instancePath+"/hunks/" + i0,schemaPath:"#/properties/hunks/items/required",keyword:"required",params:{missingProperty: "lines"},message:"must have required property '"+"lines"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!((((((key1 === "old_start") || (key1 === "old_length")) || (key1 === "new_start")) || (key1 === "new_length")) || (key1 === "header")) || (key1 === "lines"))){
const err9 = {instancePath:instancePath+"/hunks/" + i0,schemaPath:"#/properties/hunks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.old_start !== undefined && func0.call(data1, "old_start")){
let data2 = data1.old_start;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/hunks/" + i0+"/old_start",schemaPath:"#/properties/hunks/items/properties/old_start/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 20000 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/hunks/" + i0+"/old_start",schemaPath:"#/properties/hunks/items/properties/old_start/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/hunks/" + i0+"/old_start",schemaPath:"#/properties/hunks/items/properties/old_start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.old_length !== undefined && func0.call(data1, "old_length")){
let data3 = data1.old_length;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err13 = {instancePath:instancePath+"/hunks/" + i0+"/old_length",schemaPath:"#/properties/hunks/items/properties/old_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 20000 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/hunks/" + i0+"/old_length",schemaPath:"#/properties/hunks/items/properties/old_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/hunks/" + i0+"/old_length",schemaPath:"#/properties/hunks/items/properties/old_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.new_start !== undefined && func0.call(data1, "new_start")){
let data4 = data1.new_start;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err16 = {instancePath:instancePath+"/hunks/" + i0+"/new_start",schemaPath:"#/properties/hunks/items/properties/new_start/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 20000 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/hunks/" + i0+"/new_start",schemaPath:"#/properties/hunks/items/properties/new_start/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/hunks/" + i0+"/new_start",schemaPath:"#/properties/hunks/items/properties/new_start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.new_length !== undefined && func0.call(data1, "new_length")){
let data5 = data1.new_length;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err19 = {instancePath:instancePath+"/hunks/" + i0+"/new_length",schemaPath:"#/properties/hunks/items/properties/new_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 20000 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/hunks/" + i0+"/new_length",schemaPath:"#/properties/hunks/items/properties/new_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/hunks/" + i0+"/new_length",schemaPath:"#/properties/hunks/items/properties/new_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.header !== undefined && func0.call(data1, "header")){
let data6 = data1.header;
if(typeof data6 === "string"){
if(func63(data6) > 64){
const err22 = {instancePath:instancePath+"/hunks/" + i0+"/header",schemaPath:"#/properties/hunks/items/properties/header/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err23 = {instancePath:instancePath+"/hunks/" + i0+"/header",schemaPath:"#/properties/hunks/items/properties/header/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data1.lines !== undefined && func0.call(data1, "lines")){
let data7 = data1.lines;
if(Array.isArray(data7)){
if(data7.length > 40000){
const err24 = {instancePath:instancePath+"/hunks/" + i0+"/lines",schemaPath:"#/properties/hunks/items/properties/lines/maxItems",keyword:"maxItems",params:{limit: 40000},message:"must NOT have more than 40000 items"};
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
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if((data8.op === undefined) || (!(func0.call(data8, "op")))){
const err25 = {instancePath:instancePath+"/hunks/" + i0+"/lines/" + i1,schemaPath:"#/properties/hunks/items/properties/lines/items/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((data8.item === undefined) || (!(func0.call(data8, "item")))){
const err26 = {instancePath:instancePath+"/hunks/" + i0+"/lines/" + i1,schemaPath:"#/properties/hunks/items/properties/lines/items/required",keyword:"required",params:{missingProperty: "item"},message:"must have required property '"+"item"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key2 of Object.keys(data8)){
if(!((key2 === "op") || (key2 === "item"))){
const err27 = {instancePath:instancePath+"/hunks/" + i0+"/lines/" + i1,schemaPath:"#/properties/hunks/items/properties/lines/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data8.op !== undefined && func0.call(data8, "op")){
let data9 = data8.op;
if(typeof data9 !== "string"){
const err28 = {instancePath:instancePath+"/hunks/" + i0+"/lines/" + i1+"/op",schemaPath:"#/properties/hunks/items/properties/lines/items/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!(((data9 === "equal") || (data9 === "delete")) || (data9 === "insert"))){
const err29 = {instancePath:instancePath+"/hunks/" + i0+"/lines/" + i1+"/op",schemaPath:"#/properties/hunks/items/properties/lines/items/properties/op/enum",keyword:"enum",params:{allowedValues: schema32.properties.hunks.items.properties.lines.items.properties.op.enum},message:"must be equal to one of the allowed values"};
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
const err30 = {instancePath:instancePath+"/hunks/" + i0+"/lines/" + i1,schemaPath:"#/properties/hunks/items/properties/lines/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err31 = {instancePath:instancePath+"/hunks/" + i0+"/lines",schemaPath:"#/properties/hunks/items/properties/lines/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err32 = {instancePath:instancePath+"/hunks/" + i0,schemaPath:"#/properties/hunks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err33 = {instancePath:instancePath+"/hunks",schemaPath:"#/properties/hunks/type",keyword:"type",params:{type: "array"},message:"must be array"};
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

