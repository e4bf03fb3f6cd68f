// generated from contracts/ — do not edit
// path-gitignore-match@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 638de8cd0ca530c8ed23133da24e2713 body 9efb8437b065488c6dd752957992d0b0
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["paths","gitignore"],"properties":{"paths":{"type":"array","maxItems":1000000,"items":{"type":"string","maxLength":1000000}},"gitignore":{"type":"string","maxLength":10000000}}};
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
if((data.paths === undefined) || (!(func0.call(data, "paths")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paths"},message:"must have required property '"+"paths"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.gitignore === undefined) || (!(func0.call(data, "gitignore")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "gitignore"},message:"must have required property '"+"gitignore"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "paths") || (key0 === "gitignore"))){
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
if(data.paths !== undefined && func0.call(data, "paths")){
let data0 = data.paths;
if(Array.isArray(data0)){
if(data0.length > 1000000){
const err3 = {instancePath:instancePath+"/paths",schemaPath:"#/properties/paths/maxItems",keyword:"maxItems",params:{limit: 1000000},message:"must NOT have more than 1000000 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func63(data1) > 1000000){
const err4 = {instancePath:instancePath+"/paths/" + i0,schemaPath:"#/properties/paths/items/maxLength",keyword:"maxLength",params:{limit: 1000000},message:"must NOT have more than 1000000 characters"};
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
const err5 = {instancePath:instancePath+"/paths/" + i0,schemaPath:"#/properties/paths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/paths",schemaPath:"#/properties/paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.gitignore !== undefined && func0.call(data, "gitignore")){
let data2 = data.gitignore;
if(typeof data2 === "string"){
if(func63(data2) > 10000000){
const err7 = {instancePath:instancePath+"/gitignore",schemaPath:"#/properties/gitignore/maxLength",keyword:"maxLength",params:{limit: 10000000},message:"must NOT have more than 10000000 characters"};
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
const err8 = {instancePath:instancePath+"/gitignore",schemaPath:"#/properties/gitignore/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["results"],"properties":{"results":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["path","ignored","match"],"properties":{"path":{"type":"string"},"ignored":{"type":"boolean"},"match":{"anyOf":[{"type":"null"},{"type":"object","additionalProperties":false,"required":["line","text","negated","directory"],"properties":{"line":{"type":"integer","minimum":1},"text":{"type":"string"},"negated":{"type":"boolean"},"directory":{"anyOf":[{"type":"string"},{"type":"null"}]}}}]}}}}}};

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
if((data.results === undefined) || (!(func0.call(data, "results")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "results"},message:"must have required property '"+"results"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "results")){
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
if(data.results !== undefined && func0.call(data, "results")){
let data0 = data.results;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.path === undefined) || (!(func0.call(data1, "path")))){
const err2 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data1.ignored === undefined) || (!(func0.call(data1, "ignored")))){
const err3 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "ignored"},message:"must have required property '"+"ignored"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data1.match === undefined) || (!(func0.call(data1, "match")))){
const err4 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "match"},message:"must have required property '"+"match"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(((key1 === "path") || (key1 === "ignored")) || (key1 === "match"))){
const err5 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.path !== undefined && func0.call(data1, "path")){
if(typeof data1.path !== "string"){
const err6 = {instancePath:instancePath+"/results/" + i0+"/path",schemaPath:"#/properties/results/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.ignored !== undefined && func0.call(data1, "ignored")){
if(typeof data1.ignored !== "boolean"){
const err7 = {instancePath:instancePath+"/results/" + i0+"/ignored",schemaPath:"#/properties/results/items/properties/ignored/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.match !== undefined && func0.call(data1, "match")){
let data4 = data1.match;
const _errs12 = errors;
let valid4 = false;
const _errs13 = errors;
if(data4 !== null){
const err8 = {instancePath:instancePath+"/results/" + i0+"/match",schemaPath:"#/properties/results/items/properties/match/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid4 = valid4 || _valid0;
const _errs15 = errors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if((data4.line === undefined) || (!(func0.call(data4, "line")))){
const err9 = {instancePath:instancePath+"/results/" + i0+"/match",schemaPath:"#/properties/results/items/properties/match/anyOf/1/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data4.text === undefined) || (!(func0.call(data4, "text")))){
const err10 = {instancePath:instancePath+"/results/" + i0+"/match",schemaPath:"#/properties/results/items/properties/match/anyOf/1/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data4.negated === undefined) || (!(func0.call(data4, "negated")))){
const err11 = {instancePath:instancePath+"/results/" + i0+"/match",schemaPath:"#/properties/results/items/properties/match/anyOf/1/required",keyword:"required",params:{missingProperty: "negated"},message:"must have required property '"+"negated"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data4.directory === undefined) || (!(func0.call(data4, "directory")))){
const err12 = {instancePath:instancePath+"/results/" + i0+"/match",schemaPath:"#/properties/results/items/properties/match/anyOf/1/required",keyword:"required",params:{missingProperty: "directory"},message:"must have required property '"+"directory"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key2 of Object.keys(data4)){
if(!((((key2 === "line") || (key2 === "text")) || (key2 === "negated")) || (key2 === "directory"))){
const err13 = {instancePath:instancePath+"/results/" + i0+"/match",schemaPath:"#/properties/results/items/properties/match/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data4.line !== undefined && func0.call(data4, "line")){
let data5 = data4.line;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err14 = {instancePath:instancePath+"/results/" + i0+"/match/line",schemaPath:"#/properties/results/items/properties/match/anyOf/1/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/results/" + i0+"/match/line",schemaPath:"#/properties/results/items/properties/match/anyOf/1/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data4.text !== undefined && func0.call(data4, "text")){
if(typeof data4.text !== "string"){
const err16 = {instancePath:instancePath+"/results/" + i0+"/match/text",schemaPath:"#/properties/results/items/properties/match/anyOf/1/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.negated !== undefined && func0.call(data4, "negated")){
if(typeof data4.negated !== "boolean"){
const err17 = {instancePath:instancePath+"/results/" + i0+"/match/negated",schemaPath:"#/properties/results/items/properties/match/anyOf/1/properties/negated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data4.directory !== undefined && func0.call(data4, "directory")){
let data8 = data4.directory;
const _errs25 = errors;
let valid6 = false;
const _errs26 = errors;
if(typeof data8 !== "string"){
const err18 = {instancePath:instancePath+"/results/" + i0+"/match/directory",schemaPath:"#/properties/results/items/properties/match/anyOf/1/properties/directory/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs26 === errors;
valid6 = valid6 || _valid1;
const _errs28 = errors;
if(data8 !== null){
const err19 = {instancePath:instancePath+"/results/" + i0+"/match/directory",schemaPath:"#/properties/results/items/properties/match/anyOf/1/properties/directory/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid1 = _errs28 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const err20 = {instancePath:instancePath+"/results/" + i0+"/match/directory",schemaPath:"#/properties/results/items/properties/match/anyOf/1/properties/directory/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err21 = {instancePath:instancePath+"/results/" + i0+"/match",schemaPath:"#/properties/results/items/properties/match/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err22 = {instancePath:instancePath+"/results/" + i0+"/match",schemaPath:"#/properties/results/items/properties/match/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err23 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err24 = {instancePath:instancePath+"/results",schemaPath:"#/properties/results/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

