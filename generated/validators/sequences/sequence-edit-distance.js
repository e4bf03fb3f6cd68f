// generated from contracts/ — do not edit
// sequence-edit-distance@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs faa8c1e1c376254fa3b8df4e7a75c7e3 body 68e0ec323be27aedd66c89eb6563d5f0
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["a","b"],"properties":{"a":{"anyOf":[{"type":"array","maxItems":131072,"items":{"description":"Any JSON value."}},{"type":"string","maxLength":262144}]},"b":{"anyOf":[{"type":"array","maxItems":131072,"items":{"description":"Any JSON value."}},{"type":"string","maxLength":262144}]},"split":{"type":"string","enum":["none","lines","code_points"],"default":"none"},"costs":{"type":"object","additionalProperties":false,"properties":{"insert":{"type":"integer","minimum":0,"maximum":1000,"default":1},"delete":{"type":"integer","minimum":0,"maximum":1000,"default":1},"substitute":{"type":"integer","minimum":0,"maximum":1000,"default":1},"transpose":{"type":"integer","minimum":0,"maximum":1000,"description":"Absent: no transposition step."}}}}};
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
if(!((((key0 === "a") || (key0 === "b")) || (key0 === "split")) || (key0 === "costs"))){
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
if(data.costs !== undefined && func0.call(data, "costs")){
let data3 = data.costs;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 of Object.keys(data3)){
if(!((((key1 === "insert") || (key1 === "delete")) || (key1 === "substitute")) || (key1 === "transpose"))){
const err15 = {instancePath:instancePath+"/costs",schemaPath:"#/properties/costs/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.insert !== undefined && func0.call(data3, "insert")){
let data4 = data3.insert;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err16 = {instancePath:instancePath+"/costs/insert",schemaPath:"#/properties/costs/properties/insert/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1000 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/costs/insert",schemaPath:"#/properties/costs/properties/insert/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/costs/insert",schemaPath:"#/properties/costs/properties/insert/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data3.delete !== undefined && func0.call(data3, "delete")){
let data5 = data3.delete;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err19 = {instancePath:instancePath+"/costs/delete",schemaPath:"#/properties/costs/properties/delete/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1000 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/costs/delete",schemaPath:"#/properties/costs/properties/delete/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/costs/delete",schemaPath:"#/properties/costs/properties/delete/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data3.substitute !== undefined && func0.call(data3, "substitute")){
let data6 = data3.substitute;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err22 = {instancePath:instancePath+"/costs/substitute",schemaPath:"#/properties/costs/properties/substitute/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 1000 || isNaN(data6)){
const err23 = {instancePath:instancePath+"/costs/substitute",schemaPath:"#/properties/costs/properties/substitute/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err24 = {instancePath:instancePath+"/costs/substitute",schemaPath:"#/properties/costs/properties/substitute/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data3.transpose !== undefined && func0.call(data3, "transpose")){
let data7 = data3.transpose;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err25 = {instancePath:instancePath+"/costs/transpose",schemaPath:"#/properties/costs/properties/transpose/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 1000 || isNaN(data7)){
const err26 = {instancePath:instancePath+"/costs/transpose",schemaPath:"#/properties/costs/properties/transpose/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err27 = {instancePath:instancePath+"/costs/transpose",schemaPath:"#/properties/costs/properties/transpose/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err28 = {instancePath:instancePath+"/costs",schemaPath:"#/properties/costs/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["distance","counts","alignment"],"properties":{"distance":{"type":"integer","minimum":0,"maximum":40000000},"counts":{"type":"object","additionalProperties":false,"required":["equal","substitute","transpose","insert","delete"],"properties":{"equal":{"type":"integer","minimum":0,"maximum":20000},"substitute":{"type":"integer","minimum":0,"maximum":20000},"transpose":{"type":"integer","minimum":0,"maximum":10000},"insert":{"type":"integer","minimum":0,"maximum":20000},"delete":{"type":"integer","minimum":0,"maximum":20000}}},"alignment":{"type":"array","maxItems":40000,"items":{"type":"object","additionalProperties":false,"required":["op","a_index","b_index"],"properties":{"op":{"type":"string","enum":["equal","substitute","transpose","insert","delete"]},"a_index":{"type":"integer","minimum":0,"maximum":20000},"b_index":{"type":"integer","minimum":0,"maximum":20000}}}}}};

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
if((data.counts === undefined) || (!(func0.call(data, "counts")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "counts"},message:"must have required property '"+"counts"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.alignment === undefined) || (!(func0.call(data, "alignment")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "alignment"},message:"must have required property '"+"alignment"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "distance") || (key0 === "counts")) || (key0 === "alignment"))){
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
if(data.distance !== undefined && func0.call(data, "distance")){
let data0 = data.distance;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/distance",schemaPath:"#/properties/distance/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 40000000 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/distance",schemaPath:"#/properties/distance/maximum",keyword:"maximum",params:{comparison: "<=", limit: 40000000},message:"must be <= 40000000"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/distance",schemaPath:"#/properties/distance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.counts !== undefined && func0.call(data, "counts")){
let data1 = data.counts;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.equal === undefined) || (!(func0.call(data1, "equal")))){
const err7 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "equal"},message:"must have required property '"+"equal"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data1.substitute === undefined) || (!(func0.call(data1, "substitute")))){
const err8 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "substitute"},message:"must have required property '"+"substitute"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data1.transpose === undefined) || (!(func0.call(data1, "transpose")))){
const err9 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "transpose"},message:"must have required property '"+"transpose"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data1.insert === undefined) || (!(func0.call(data1, "insert")))){
const err10 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "insert"},message:"must have required property '"+"insert"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data1.delete === undefined) || (!(func0.call(data1, "delete")))){
const err11 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "delete"},message:"must have required property '"+"delete"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(((((key1 === "equal") || (key1 === "substitute")) || (key1 === "transpose")) || (key1 === "insert")) || (key1 === "delete"))){
const err12 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.equal !== undefined && func0.call(data1, "equal")){
let data2 = data1.equal;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err13 = {instancePath:instancePath+"/counts/equal",schemaPath:"#/properties/counts/properties/equal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 20000 || isNaN(data2)){
const err14 = {instancePath:instancePath+"/counts/equal",schemaPath:"#/properties/counts/properties/equal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err15 = {instancePath:instancePath+"/counts/equal",schemaPath:"#/properties/counts/properties/equal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.substitute !== undefined && func0.call(data1, "substitute")){
let data3 = data1.substitute;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err16 = {instancePath:instancePath+"/counts/substitute",schemaPath:"#/properties/counts/properties/substitute/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 20000 || isNaN(data3)){
const err17 = {instancePath:instancePath+"/counts/substitute",schemaPath:"#/properties/counts/properties/substitute/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err18 = {instancePath:instancePath+"/counts/substitute",schemaPath:"#/properties/counts/properties/substitute/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.transpose !== undefined && func0.call(data1, "transpose")){
let data4 = data1.transpose;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err19 = {instancePath:instancePath+"/counts/transpose",schemaPath:"#/properties/counts/properties/transpose/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 10000 || isNaN(data4)){
const err20 = {instancePath:instancePath+"/counts/transpose",schemaPath:"#/properties/counts/properties/transpose/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err21 = {instancePath:instancePath+"/counts/transpose",schemaPath:"#/properties/counts/properties/transpose/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.insert !== undefined && func0.call(data1, "insert")){
let data5 = data1.insert;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err22 = {instancePath:instancePath+"/counts/insert",schemaPath:"#/properties/counts/properties/insert/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 20000 || isNaN(data5)){
const err23 = {instancePath:instancePath+"/counts/insert",schemaPath:"#/properties/counts/properties/insert/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err24 = {instancePath:instancePath+"/counts/insert",schemaPath:"#/properties/counts/properties/insert/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.delete !== undefined && func0.call(data1, "delete")){
let data6 = data1.delete;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err25 = {instancePath:instancePath+"/counts/delete",schemaPath:"#/properties/counts/properties/delete/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err26 = {instancePath:instancePath+"/counts/delete",schemaPath:"#/properties/counts/properties/delete/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err27 = {instancePath:instancePath+"/counts/delete",schemaPath:"#/properties/counts/properties/delete/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err28 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.alignment !== undefined && func0.call(data, "alignment")){
let data7 = data.alignment;
if(Array.isArray(data7)){
if(data7.length > 40000){
const err29 = {instancePath:instancePath+"/alignment",schemaPath:"#/properties/alignment/maxItems",keyword:"maxItems",params:{limit: 40000},message:"must NOT have more than 40000 items"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if((data8.op === undefined) || (!(func0.call(data8, "op")))){
const err30 = {instancePath:instancePath+"/alignment/" + i0,schemaPath:"#/properties/alignment/items/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((data8.a_index === undefined) || (!(func0.call(data8, "a_index")))){
const err31 = {instancePath:instancePath+"/alignment/" + i0,schemaPath:"#/properties/alignment/items/required",keyword:"required",params:{missingProperty: "a_index"},message:"must have required property '"+"a_index"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((data8.b_index === undefined) || (!(func0.call(data8, "b_index")))){
const err32 = {instancePath:instancePath+"/alignment/" + i0,schemaPath:"#/properties/alignment/items/required",keyword:"required",params:{missingProperty: "b_index"},message:"must have required property '"+"b_index"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key2 of Object.keys(data8)){
if(!(((key2 === "op") || (key2 === "a_index")) || (key2 === "b_index"))){
const err33 = {instancePath:instancePath+"/alignment/" + i0,schemaPath:"#/properties/alignment/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data8.op !== undefined && func0.call(data8, "op")){
let data9 = data8.op;
if(typeof data9 !== "string"){
const err34 = {instancePath:instancePath+"/alignment/" + i0+"/op",schemaPath:"#/properties/alignment/items/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!(((((data9 === "equal") || (data9 === "substitute")) || (data9 === "transpose")) || (data9 === "insert")) || (data9 === "delete"))){
const err35 = {instancePath:instancePath+"/alignment/" + i0+"/op",schemaPath:"#/properties/alignment/items/properties/op/enum",keyword:"enum",params:{allowedValues: schema32.properties.alignment.items.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data8.a_index !== undefined && func0.call(data8, "a_index")){
let data10 = data8.a_index;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err36 = {instancePath:instancePath+"/alignment/" + i0+"/a_index",schemaPath:"#/properties/alignment/items/properties/a_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 20000 || isNaN(data10)){
const err37 = {instancePath:instancePath+"/alignment/" + i0+"/a_index",schemaPath:"#/properties/alignment/items/properties/a_index/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err38 = {instancePath:instancePath+"/alignment/" + i0+"/a_index",schemaPath:"#/properties/alignment/items/properties/a_index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data8.b_index !== undefined && func0.call(data8, "b_index")){
let data11 = data8.b_index;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err39 = {instancePath:instancePath+"/alignment/" + i0+"/b_index",schemaPath:"#/properties/alignment/items/properties/b_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 20000 || isNaN(data11)){
const err40 = {instancePath:instancePath+"/alignment/" + i0+"/b_index",schemaPath:"#/properties/alignment/items/properties/b_index/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err41 = {instancePath:instancePath+"/alignment/" + i0+"/b_index",schemaPath:"#/properties/alignment/items/properties/b_index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err42 = {instancePath:instancePath+"/alignment/" + i0,schemaPath:"#/properties/alignment/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err43 = {instancePath:instancePath+"/alignment",schemaPath:"#/properties/alignment/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err44 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

