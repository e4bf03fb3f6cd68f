// generated from contracts/ — do not edit
// sequence-edit-script@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 752ec0a11d883dd952063c63e5841fcb body 29502cd2f7ff79fdaa7721222bb18e8b
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["a","b"],"properties":{"a":{"description":"The old sequence: a JSON array, or a text when `split` is set.","anyOf":[{"type":"array","maxItems":131072,"items":{"description":"Any JSON value."}},{"type":"string","maxLength":262144}]},"b":{"description":"The new sequence.","anyOf":[{"type":"array","maxItems":131072,"items":{"description":"Any JSON value."}},{"type":"string","maxLength":262144}]},"split":{"type":"string","enum":["none","lines","code_points"],"default":"none"}}};
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
if(!(((key0 === "a") || (key0 === "b")) || (key0 === "split"))){
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
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["distance","deletions","insertions","equal","script"],"properties":{"distance":{"type":"integer","minimum":0,"maximum":2000},"deletions":{"type":"integer","minimum":0,"maximum":2000},"insertions":{"type":"integer","minimum":0,"maximum":2000},"equal":{"type":"integer","minimum":0,"maximum":20000},"script":{"type":"array","maxItems":40000,"items":{"type":"object","additionalProperties":false,"required":["op","a_start","b_start","items"],"properties":{"op":{"type":"string","enum":["equal","delete","insert"]},"a_start":{"type":"integer","minimum":0,"maximum":20000},"b_start":{"type":"integer","minimum":0,"maximum":20000},"items":{"type":"array","maxItems":262144,"items":{"description":"An item of an input sequence."}}}}}}};

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
if((data.distance === undefined) || (!(func0.call(data, "distance")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "distance"},message:"must have required property '"+"distance"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.deletions === undefined) || (!(func0.call(data, "deletions")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deletions"},message:"must have required property '"+"deletions"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.insertions === undefined) || (!(func0.call(data, "insertions")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "insertions"},message:"must have required property '"+"insertions"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.equal === undefined) || (!(func0.call(data, "equal")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "equal"},message:"must have required property '"+"equal"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.script === undefined) || (!(func0.call(data, "script")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "script"},message:"must have required property '"+"script"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "distance") || (key0 === "deletions")) || (key0 === "insertions")) || (key0 === "equal")) || (key0 === "script"))){
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
if(data.distance !== undefined && func0.call(data, "distance")){
let data0 = data.distance;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err6 = {instancePath:instancePath+"/distance",schemaPath:"#/properties/distance/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2000 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/distance",schemaPath:"#/properties/distance/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err8 = {instancePath:instancePath+"/distance",schemaPath:"#/properties/distance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.deletions !== undefined && func0.call(data, "deletions")){
let data1 = data.deletions;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/deletions",schemaPath:"#/properties/deletions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2000 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/deletions",schemaPath:"#/properties/deletions/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err11 = {instancePath:instancePath+"/deletions",schemaPath:"#/properties/deletions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.insertions !== undefined && func0.call(data, "insertions")){
let data2 = data.insertions;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err12 = {instancePath:instancePath+"/insertions",schemaPath:"#/properties/insertions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2000 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/insertions",schemaPath:"#/properties/insertions/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err14 = {instancePath:instancePath+"/insertions",schemaPath:"#/properties/insertions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.equal !== undefined && func0.call(data, "equal")){
let data3 = data.equal;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err15 = {instancePath:instancePath+"/equal",schemaPath:"#/properties/equal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 20000 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/equal",schemaPath:"#/properties/equal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err17 = {instancePath:instancePath+"/equal",schemaPath:"#/properties/equal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.script !== undefined && func0.call(data, "script")){
let data4 = data.script;
if(Array.isArray(data4)){
if(data4.length > 40000){
const err18 = {instancePath:instancePath+"/script",schemaPath:"#/properties/script/maxItems",keyword:"maxItems",params:{limit: 40000},message:"must NOT have more than 40000 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if((data5.op === undefined) || (!(func0.call(data5, "op")))){
const err19 = {instancePath:instancePath+"/script/" + i0,schemaPath:"#/properties/script/items/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((data5.a_start === undefined) || (!(func0.call(data5, "a_start")))){
const err20 = {instancePath:instancePath+"/script/" + i0,schemaPath:"#/properties/script/items/required",keyword:"required",params:{missingProperty: "a_start"},message:"must have required property '"+"a_start"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((data5.b_start === undefined) || (!(func0.call(data5, "b_start")))){
const err21 = {instancePath:instancePath+"/script/" + i0,schemaPath:"#/properties/script/items/required",keyword:"required",params:{missingProperty: "b_start"},message:"must have required property '"+"b_start"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((data5.items === undefined) || (!(func0.call(data5, "items")))){
const err22 = {instancePath:instancePath+"/script/" + i0,schemaPath:"#/properties/script/items/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key1 of Object.keys(data5)){
if(!((((key1 === "op") || (key1 === "a_start")) || (key1 === "b_start")) || (key1 === "items"))){
const err23 = {instancePath:instancePath+"/script/" + i0,schemaPath:"#/properties/script/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data5.op !== undefined && func0.call(data5, "op")){
let data6 = data5.op;
if(typeof data6 !== "string"){
const err24 = {instancePath:instancePath+"/script/" + i0+"/op",schemaPath:"#/properties/script/items/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(((data6 === "equal") || (data6 === "delete")) || (data6 === "insert"))){
const err25 = {instancePath:instancePath+"/script/" + i0+"/op",schemaPath:"#/properties/script/items/properties/op/enum",keyword:"enum",params:{allowedValues: schema32.properties.script.items.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data5.a_start !== undefined && func0.call(data5, "a_start")){
let data7 = data5.a_start;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err26 = {instancePath:instancePath+"/script/" + i0+"/a_start",schemaPath:"#/properties/script/items/properties/a_start/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 20000 || isNaN(data7)){
const err27 = {instancePath:instancePath+"/script/" + i0+"/a_start",schemaPath:"#/properties/script/items/properties/a_start/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err28 = {instancePath:instancePath+"/script/" + i0+"/a_start",schemaPath:"#/properties/script/items/properties/a_start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data5.b_start !== undefined && func0.call(data5, "b_start")){
let data8 = data5.b_start;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err29 = {instancePath:instancePath+"/script/" + i0+"/b_start",schemaPath:"#/properties/script/items/properties/b_start/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 20000 || isNaN(data8)){
const err30 = {instancePath:instancePath+"/script/" + i0+"/b_start",schemaPath:"#/properties/script/items/properties/b_start/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err31 = {instancePath:instancePath+"/script/" + i0+"/b_start",schemaPath:"#/properties/script/items/properties/b_start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data5.items !== undefined && func0.call(data5, "items")){
let data9 = data5.items;
if(Array.isArray(data9)){
if(data9.length > 262144){
const err32 = {instancePath:instancePath+"/script/" + i0+"/items",schemaPath:"#/properties/script/items/properties/items/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
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
const err33 = {instancePath:instancePath+"/script/" + i0+"/items",schemaPath:"#/properties/script/items/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err34 = {instancePath:instancePath+"/script/" + i0,schemaPath:"#/properties/script/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err35 = {instancePath:instancePath+"/script",schemaPath:"#/properties/script/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

