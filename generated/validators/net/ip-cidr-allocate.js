// generated from contracts/ — do not edit
// ip-cidr-allocate@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs f068a6db1baa83fb260c57d041871475 body 744a7d74759766a89ce78dda47cc77dc
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["parent","requests"],"properties":{"parent":{"type":"string","minLength":1,"maxLength":100},"requests":{"type":"array","minItems":1,"maxItems":1000000,"items":{"type":"object","additionalProperties":false,"minProperties":1,"maxProperties":1,"properties":{"prefix":{"type":"integer","minimum":0,"maximum":128},"hosts":{"type":"integer","minimum":1,"maximum":9007199254740991}}}},"reserve_network_broadcast":{"type":"boolean","default":true},"normalize":{"type":"boolean","default":false}}};
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
if((data.parent === undefined) || (!(func0.call(data, "parent")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "parent"},message:"must have required property '"+"parent"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.requests === undefined) || (!(func0.call(data, "requests")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requests"},message:"must have required property '"+"requests"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "parent") || (key0 === "requests")) || (key0 === "reserve_network_broadcast")) || (key0 === "normalize"))){
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
if(data.parent !== undefined && func0.call(data, "parent")){
let data0 = data.parent;
if(typeof data0 === "string"){
if(func63(data0) > 100){
const err3 = {instancePath:instancePath+"/parent",schemaPath:"#/properties/parent/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func63(data0) < 1){
const err4 = {instancePath:instancePath+"/parent",schemaPath:"#/properties/parent/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/parent",schemaPath:"#/properties/parent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.requests !== undefined && func0.call(data, "requests")){
let data1 = data.requests;
if(Array.isArray(data1)){
if(data1.length > 1000000){
const err6 = {instancePath:instancePath+"/requests",schemaPath:"#/properties/requests/maxItems",keyword:"maxItems",params:{limit: 1000000},message:"must NOT have more than 1000000 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.length < 1){
const err7 = {instancePath:instancePath+"/requests",schemaPath:"#/properties/requests/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
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
if(Object.keys(data2).length > 1){
const err8 = {instancePath:instancePath+"/requests/" + i0,schemaPath:"#/properties/requests/items/maxProperties",keyword:"maxProperties",params:{limit: 1},message:"must NOT have more than 1 properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(Object.keys(data2).length < 1){
const err9 = {instancePath:instancePath+"/requests/" + i0,schemaPath:"#/properties/requests/items/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 of Object.keys(data2)){
if(!((key1 === "prefix") || (key1 === "hosts"))){
const err10 = {instancePath:instancePath+"/requests/" + i0,schemaPath:"#/properties/requests/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.prefix !== undefined && func0.call(data2, "prefix")){
let data3 = data2.prefix;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err11 = {instancePath:instancePath+"/requests/" + i0+"/prefix",schemaPath:"#/properties/requests/items/properties/prefix/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 128 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/requests/" + i0+"/prefix",schemaPath:"#/properties/requests/items/properties/prefix/maximum",keyword:"maximum",params:{comparison: "<=", limit: 128},message:"must be <= 128"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/requests/" + i0+"/prefix",schemaPath:"#/properties/requests/items/properties/prefix/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data2.hosts !== undefined && func0.call(data2, "hosts")){
let data4 = data2.hosts;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err14 = {instancePath:instancePath+"/requests/" + i0+"/hosts",schemaPath:"#/properties/requests/items/properties/hosts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 9007199254740991 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/requests/" + i0+"/hosts",schemaPath:"#/properties/requests/items/properties/hosts/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/requests/" + i0+"/hosts",schemaPath:"#/properties/requests/items/properties/hosts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err17 = {instancePath:instancePath+"/requests/" + i0,schemaPath:"#/properties/requests/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err18 = {instancePath:instancePath+"/requests",schemaPath:"#/properties/requests/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.reserve_network_broadcast !== undefined && func0.call(data, "reserve_network_broadcast")){
if(typeof data.reserve_network_broadcast !== "boolean"){
const err19 = {instancePath:instancePath+"/reserve_network_broadcast",schemaPath:"#/properties/reserve_network_broadcast/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.normalize !== undefined && func0.call(data, "normalize")){
if(typeof data.normalize !== "boolean"){
const err20 = {instancePath:instancePath+"/normalize",schemaPath:"#/properties/normalize/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["allocations","unallocated","free"],"properties":{"allocations":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["index","cidr","addresses"],"properties":{"index":{"type":"integer","minimum":0},"cidr":{"type":"string"},"addresses":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1001}}}},"unallocated":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["index","prefix"],"properties":{"index":{"type":"integer","minimum":0},"prefix":{"type":"integer","minimum":0,"maximum":128}}}},"free":{"type":"array","items":{"type":"string"}}}};
const pattern4 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");

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
if((data.allocations === undefined) || (!(func0.call(data, "allocations")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "allocations"},message:"must have required property '"+"allocations"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.unallocated === undefined) || (!(func0.call(data, "unallocated")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unallocated"},message:"must have required property '"+"unallocated"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.free === undefined) || (!(func0.call(data, "free")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "free"},message:"must have required property '"+"free"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "allocations") || (key0 === "unallocated")) || (key0 === "free"))){
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
if(data.allocations !== undefined && func0.call(data, "allocations")){
let data0 = data.allocations;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.index === undefined) || (!(func0.call(data1, "index")))){
const err4 = {instancePath:instancePath+"/allocations/" + i0,schemaPath:"#/properties/allocations/items/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data1.cidr === undefined) || (!(func0.call(data1, "cidr")))){
const err5 = {instancePath:instancePath+"/allocations/" + i0,schemaPath:"#/properties/allocations/items/required",keyword:"required",params:{missingProperty: "cidr"},message:"must have required property '"+"cidr"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data1.addresses === undefined) || (!(func0.call(data1, "addresses")))){
const err6 = {instancePath:instancePath+"/allocations/" + i0,schemaPath:"#/properties/allocations/items/required",keyword:"required",params:{missingProperty: "addresses"},message:"must have required property '"+"addresses"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(((key1 === "index") || (key1 === "cidr")) || (key1 === "addresses"))){
const err7 = {instancePath:instancePath+"/allocations/" + i0,schemaPath:"#/properties/allocations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.index !== undefined && func0.call(data1, "index")){
let data2 = data1.index;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/allocations/" + i0+"/index",schemaPath:"#/properties/allocations/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/allocations/" + i0+"/index",schemaPath:"#/properties/allocations/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data1.cidr !== undefined && func0.call(data1, "cidr")){
if(typeof data1.cidr !== "string"){
const err10 = {instancePath:instancePath+"/allocations/" + i0+"/cidr",schemaPath:"#/properties/allocations/items/properties/cidr/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.addresses !== undefined && func0.call(data1, "addresses")){
let data4 = data1.addresses;
if(typeof data4 === "string"){
if(func63(data4) > 1001){
const err11 = {instancePath:instancePath+"/allocations/" + i0+"/addresses",schemaPath:"#/properties/allocations/items/properties/addresses/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern4.test(data4)){
const err12 = {instancePath:instancePath+"/allocations/" + i0+"/addresses",schemaPath:"#/properties/allocations/items/properties/addresses/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err13 = {instancePath:instancePath+"/allocations/" + i0+"/addresses",schemaPath:"#/properties/allocations/items/properties/addresses/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/allocations/" + i0,schemaPath:"#/properties/allocations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err15 = {instancePath:instancePath+"/allocations",schemaPath:"#/properties/allocations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.unallocated !== undefined && func0.call(data, "unallocated")){
let data5 = data.unallocated;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if((data6.index === undefined) || (!(func0.call(data6, "index")))){
const err16 = {instancePath:instancePath+"/unallocated/" + i1,schemaPath:"#/properties/unallocated/items/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((data6.prefix === undefined) || (!(func0.call(data6, "prefix")))){
const err17 = {instancePath:instancePath+"/unallocated/" + i1,schemaPath:"#/properties/unallocated/items/required",keyword:"required",params:{missingProperty: "prefix"},message:"must have required property '"+"prefix"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key2 of Object.keys(data6)){
if(!((key2 === "index") || (key2 === "prefix"))){
const err18 = {instancePath:instancePath+"/unallocated/" + i1,schemaPath:"#/properties/unallocated/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data6.index !== undefined && func0.call(data6, "index")){
let data7 = data6.index;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err19 = {instancePath:instancePath+"/unallocated/" + i1+"/index",schemaPath:"#/properties/unallocated/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err20 = {instancePath:instancePath+"/unallocated/" + i1+"/index",schemaPath:"#/properties/unallocated/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data6.prefix !== undefined && func0.call(data6, "prefix")){
let data8 = data6.prefix;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err21 = {instancePath:instancePath+"/unallocated/" + i1+"/prefix",schemaPath:"#/properties/unallocated/items/properties/prefix/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 128 || isNaN(data8)){
const err22 = {instancePath:instancePath+"/unallocated/" + i1+"/prefix",schemaPath:"#/properties/unallocated/items/properties/prefix/maximum",keyword:"maximum",params:{comparison: "<=", limit: 128},message:"must be <= 128"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err23 = {instancePath:instancePath+"/unallocated/" + i1+"/prefix",schemaPath:"#/properties/unallocated/items/properties/prefix/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err24 = {instancePath:instancePath+"/unallocated/" + i1,schemaPath:"#/properties/unallocated/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err25 = {instancePath:instancePath+"/unallocated",schemaPath:"#/properties/unallocated/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.free !== undefined && func0.call(data, "free")){
let data9 = data.free;
if(Array.isArray(data9)){
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
if(typeof data9[i2] !== "string"){
const err26 = {instancePath:instancePath+"/free/" + i2,schemaPath:"#/properties/free/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err27 = {instancePath:instancePath+"/free",schemaPath:"#/properties/free/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

