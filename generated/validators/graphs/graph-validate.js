// generated from contracts/ — do not edit
// graph-validate@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs f199d2e090d630bffcdbaefc38e8c537 body 4547100265cfd0dda07e7ab27b90caee
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["nodes","edges"],"properties":{"nodes":{"type":"array","items":{"type":"string","not":{"const":""}}},"edges":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["from","to"],"properties":{"from":{"type":"string","not":{"const":""}},"to":{"type":"string","not":{"const":""}},"weight":{"type":"string","minLength":1,"maxLength":2003,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"}}}},"directed":{"type":"boolean","default":true},"allow_self_loops":{"type":"boolean","default":false},"allow_parallel_edges":{"type":"boolean","default":false}}};
const func0 = Object.prototype.hasOwnProperty;
const func69 = __ajvRuntime0.default;
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
if((data.nodes === undefined) || (!(func0.call(data, "nodes")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nodes"},message:"must have required property '"+"nodes"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.edges === undefined) || (!(func0.call(data, "edges")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "edges"},message:"must have required property '"+"edges"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "nodes") || (key0 === "edges")) || (key0 === "directed")) || (key0 === "allow_self_loops")) || (key0 === "allow_parallel_edges"))){
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
if(data.nodes !== undefined && func0.call(data, "nodes")){
let data0 = data.nodes;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/nodes/" + i0,schemaPath:"#/properties/nodes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs6 = errors;
const _errs7 = errors;
if("" !== data1){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid3 = _errs7 === errors;
if(valid3){
const err5 = {instancePath:instancePath+"/nodes/" + i0,schemaPath:"#/properties/nodes/items/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
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
const err6 = {instancePath:instancePath+"/nodes",schemaPath:"#/properties/nodes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
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
const err7 = {instancePath:instancePath+"/edges/" + i1,schemaPath:"#/properties/edges/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data3.to === undefined) || (!(func0.call(data3, "to")))){
const err8 = {instancePath:instancePath+"/edges/" + i1,schemaPath:"#/properties/edges/items/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 of Object.keys(data3)){
if(!(((key1 === "from") || (key1 === "to")) || (key1 === "weight"))){
const err9 = {instancePath:instancePath+"/edges/" + i1,schemaPath:"#/properties/edges/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.from !== undefined && func0.call(data3, "from")){
let data4 = data3.from;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/edges/" + i1+"/from",schemaPath:"#/properties/edges/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs15 = errors;
const _errs16 = errors;
if("" !== data4){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid7 = _errs16 === errors;
if(valid7){
const err12 = {instancePath:instancePath+"/edges/" + i1+"/from",schemaPath:"#/properties/edges/items/properties/from/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
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
const err13 = {instancePath:instancePath+"/edges/" + i1+"/to",schemaPath:"#/properties/edges/items/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const _errs19 = errors;
const _errs20 = errors;
if("" !== data5){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var valid8 = _errs20 === errors;
if(valid8){
const err15 = {instancePath:instancePath+"/edges/" + i1+"/to",schemaPath:"#/properties/edges/items/properties/to/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
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
if(func69(data6) > 2003){
const err16 = {instancePath:instancePath+"/edges/" + i1+"/weight",schemaPath:"#/properties/edges/items/properties/weight/maxLength",keyword:"maxLength",params:{limit: 2003},message:"must NOT have more than 2003 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func69(data6) < 1){
const err17 = {instancePath:instancePath+"/edges/" + i1+"/weight",schemaPath:"#/properties/edges/items/properties/weight/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern4.test(data6)){
const err18 = {instancePath:instancePath+"/edges/" + i1+"/weight",schemaPath:"#/properties/edges/items/properties/weight/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"+"\""};
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
const err19 = {instancePath:instancePath+"/edges/" + i1+"/weight",schemaPath:"#/properties/edges/items/properties/weight/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err20 = {instancePath:instancePath+"/edges/" + i1,schemaPath:"#/properties/edges/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err21 = {instancePath:instancePath+"/edges",schemaPath:"#/properties/edges/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.directed !== undefined && func0.call(data, "directed")){
if(typeof data.directed !== "boolean"){
const err22 = {instancePath:instancePath+"/directed",schemaPath:"#/properties/directed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.allow_self_loops !== undefined && func0.call(data, "allow_self_loops")){
if(typeof data.allow_self_loops !== "boolean"){
const err23 = {instancePath:instancePath+"/allow_self_loops",schemaPath:"#/properties/allow_self_loops/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.allow_parallel_edges !== undefined && func0.call(data, "allow_parallel_edges")){
if(typeof data.allow_parallel_edges !== "boolean"){
const err24 = {instancePath:instancePath+"/allow_parallel_edges",schemaPath:"#/properties/allow_parallel_edges/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["valid","node_count","edge_count","problems","degrees","sources","sinks","isolated"],"properties":{"valid":{"type":"boolean"},"node_count":{"type":"integer","minimum":0},"edge_count":{"type":"integer","minimum":0},"problems":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["code","pointer","message"],"properties":{"code":{"enum":["duplicate_node","unknown_endpoint","self_loop","duplicate_edge","invalid_weight"]},"pointer":{"type":"string"},"message":{"type":"string"}}}},"degrees":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","in_degree","out_degree","degree"],"properties":{"id":{"type":"string"},"in_degree":{"type":"integer","minimum":0},"out_degree":{"type":"integer","minimum":0},"degree":{"type":"integer","minimum":0}}}},"sources":{"type":"array","items":{"type":"string"}},"sinks":{"type":"array","items":{"type":"string"}},"isolated":{"type":"array","items":{"type":"string"}}}};

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
if((data.valid === undefined) || (!(func0.call(data, "valid")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "valid"},message:"must have required property '"+"valid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.node_count === undefined) || (!(func0.call(data, "node_count")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "node_count"},message:"must have required property '"+"node_count"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.edge_count === undefined) || (!(func0.call(data, "edge_count")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "edge_count"},message:"must have required property '"+"edge_count"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.problems === undefined) || (!(func0.call(data, "problems")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "problems"},message:"must have required property '"+"problems"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.degrees === undefined) || (!(func0.call(data, "degrees")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "degrees"},message:"must have required property '"+"degrees"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.sources === undefined) || (!(func0.call(data, "sources")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sources"},message:"must have required property '"+"sources"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.sinks === undefined) || (!(func0.call(data, "sinks")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sinks"},message:"must have required property '"+"sinks"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data.isolated === undefined) || (!(func0.call(data, "isolated")))){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isolated"},message:"must have required property '"+"isolated"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((((key0 === "valid") || (key0 === "node_count")) || (key0 === "edge_count")) || (key0 === "problems")) || (key0 === "degrees")) || (key0 === "sources")) || (key0 === "sinks")) || (key0 === "isolated"))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.valid !== undefined && func0.call(data, "valid")){
if(typeof data.valid !== "boolean"){
const err9 = {instancePath:instancePath+"/valid",schemaPath:"#/properties/valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.node_count !== undefined && func0.call(data, "node_count")){
let data1 = data.node_count;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err10 = {instancePath:instancePath+"/node_count",schemaPath:"#/properties/node_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err11 = {instancePath:instancePath+"/node_count",schemaPath:"#/properties/node_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.edge_count !== undefined && func0.call(data, "edge_count")){
let data2 = data.edge_count;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err12 = {instancePath:instancePath+"/edge_count",schemaPath:"#/properties/edge_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/edge_count",schemaPath:"#/properties/edge_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.problems !== undefined && func0.call(data, "problems")){
let data3 = data.problems;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if((data4.code === undefined) || (!(func0.call(data4, "code")))){
const err14 = {instancePath:instancePath+"/problems/" + i0,schemaPath:"#/properties/problems/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((data4.pointer === undefined) || (!(func0.call(data4, "pointer")))){
const err15 = {instancePath:instancePath+"/problems/" + i0,schemaPath:"#/properties/problems/items/required",keyword:"required",params:{missingProperty: "pointer"},message:"must have required property '"+"pointer"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((data4.message === undefined) || (!(func0.call(data4, "message")))){
const err16 = {instancePath:instancePath+"/problems/" + i0,schemaPath:"#/properties/problems/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key1 of Object.keys(data4)){
if(!(((key1 === "code") || (key1 === "pointer")) || (key1 === "message"))){
const err17 = {instancePath:instancePath+"/problems/" + i0,schemaPath:"#/properties/problems/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data4.code !== undefined && func0.call(data4, "code")){
let data5 = data4.code;
if(!(((((data5 === "duplicate_node") || (data5 === "unknown_endpoint")) || (data5 === "self_loop")) || (data5 === "duplicate_edge")) || (data5 === "invalid_weight"))){
const err18 = {instancePath:instancePath+"/problems/" + i0+"/code",schemaPath:"#/properties/problems/items/properties/code/enum",keyword:"enum",params:{allowedValues: schema32.properties.problems.items.properties.code.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.pointer !== undefined && func0.call(data4, "pointer")){
if(typeof data4.pointer !== "string"){
const err19 = {instancePath:instancePath+"/problems/" + i0+"/pointer",schemaPath:"#/properties/problems/items/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.message !== undefined && func0.call(data4, "message")){
if(typeof data4.message !== "string"){
const err20 = {instancePath:instancePath+"/problems/" + i0+"/message",schemaPath:"#/properties/problems/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err21 = {instancePath:instancePath+"/problems/" + i0,schemaPath:"#/properties/problems/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err22 = {instancePath:instancePath+"/problems",schemaPath:"#/properties/problems/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.degrees !== undefined && func0.call(data, "degrees")){
let data8 = data.degrees;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if((data9.id === undefined) || (!(func0.call(data9, "id")))){
const err23 = {instancePath:instancePath+"/degrees/" + i1,schemaPath:"#/properties/degrees/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((data9.in_degree === undefined) || (!(func0.call(data9, "in_degree")))){
const err24 = {instancePath:instancePath+"/degrees/" + i1,schemaPath:"#/properties/degrees/items/required",keyword:"required",params:{missingProperty: "in_degree"},message:"must have required property '"+"in_degree"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((data9.out_degree === undefined) || (!(func0.call(data9, "out_degree")))){
const err25 = {instancePath:instancePath+"/degrees/" + i1,schemaPath:"#/properties/degrees/items/required",keyword:"required",params:{missingProperty: "out_degree"},message:"must have required property '"+"out_degree"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((data9.degree === undefined) || (!(func0.call(data9, "degree")))){
const err26 = {instancePath:instancePath+"/degrees/" + i1,schemaPath:"#/properties/degrees/items/required",keyword:"required",params:{missingProperty: "degree"},message:"must have required property '"+"degree"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key2 of Object.keys(data9)){
if(!((((key2 === "id") || (key2 === "in_degree")) || (key2 === "out_degree")) || (key2 === "degree"))){
const err27 = {instancePath:instancePath+"/degrees/" + i1,schemaPath:"#/properties/degrees/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data9.id !== undefined && func0.call(data9, "id")){
if(typeof data9.id !== "string"){
const err28 = {instancePath:instancePath+"/degrees/" + i1+"/id",schemaPath:"#/properties/degrees/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data9.in_degree !== undefined && func0.call(data9, "in_degree")){
let data11 = data9.in_degree;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err29 = {instancePath:instancePath+"/degrees/" + i1+"/in_degree",schemaPath:"#/properties/degrees/items/properties/in_degree/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err30 = {instancePath:instancePath+"/degrees/" + i1+"/in_degree",schemaPath:"#/properties/degrees/items/properties/in_degree/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data9.out_degree !== undefined && func0.call(data9, "out_degree")){
let data12 = data9.out_degree;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err31 = {instancePath:instancePath+"/degrees/" + i1+"/out_degree",schemaPath:"#/properties/degrees/items/properties/out_degree/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err32 = {instancePath:instancePath+"/degrees/" + i1+"/out_degree",schemaPath:"#/properties/degrees/items/properties/out_degree/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data9.degree !== undefined && func0.call(data9, "degree")){
let data13 = data9.degree;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err33 = {instancePath:instancePath+"/degrees/" + i1+"/degree",schemaPath:"#/properties/degrees/items/properties/degree/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err34 = {instancePath:instancePath+"/degrees/" + i1+"/degree",schemaPath:"#/properties/degrees/items/properties/degree/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err35 = {instancePath:instancePath+"/degrees/" + i1,schemaPath:"#/properties/degrees/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err36 = {instancePath:instancePath+"/degrees",schemaPath:"#/properties/degrees/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.sources !== undefined && func0.call(data, "sources")){
let data14 = data.sources;
if(Array.isArray(data14)){
const len2 = data14.length;
for(let i2=0; i2<len2; i2++){
if(typeof data14[i2] !== "string"){
const err37 = {instancePath:instancePath+"/sources/" + i2,schemaPath:"#/properties/sources/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/sources",schemaPath:"#/properties/sources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.sinks !== undefined && func0.call(data, "sinks")){
let data16 = data.sinks;
if(Array.isArray(data16)){
const len3 = data16.length;
for(let i3=0; i3<len3; i3++){
if(typeof data16[i3] !== "string"){
const err39 = {instancePath:instancePath+"/sinks/" + i3,schemaPath:"#/properties/sinks/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err40 = {instancePath:instancePath+"/sinks",schemaPath:"#/properties/sinks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.isolated !== undefined && func0.call(data, "isolated")){
let data18 = data.isolated;
if(Array.isArray(data18)){
const len4 = data18.length;
for(let i4=0; i4<len4; i4++){
if(typeof data18[i4] !== "string"){
const err41 = {instancePath:instancePath+"/isolated/" + i4,schemaPath:"#/properties/isolated/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err42 = {instancePath:instancePath+"/isolated",schemaPath:"#/properties/isolated/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

