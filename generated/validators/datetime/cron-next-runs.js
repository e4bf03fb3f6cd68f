// generated from contracts/ — do not edit
// cron-next-runs@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 6bba0d83d081186d64ce7b2a3ff8d78f body 3ec0e3be2d8bf2ebafd50faa12e0b17e
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["expression","after"],"properties":{"expression":{"type":"string","description":"a 5-field cron expression or an @ macro"},"after":{"type":"string","maxLength":64,"description":"RFC 3339 date-time; runs strictly after it are listed"},"count":{"type":"integer","minimum":1,"default":10},"offset":{"type":"string","maxLength":64,"default":"Z","description":"the fixed UTC offset whose wall clock the fields are read on: Z or +-HH:MM"},"search_years":{"type":"integer","minimum":1,"default":100,"description":"how many calendar years past after's year to search"},"wildcard_days":{"type":"string","enum":["vixie","literal"],"default":"vixie","description":"whether a day field that starts with * (like */2) is unrestricted (vixie) or only an exact * is (literal)"}}};
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
if((data.expression === undefined) || (!(func0.call(data, "expression")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expression"},message:"must have required property '"+"expression"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.after === undefined) || (!(func0.call(data, "after")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "after"},message:"must have required property '"+"after"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "expression") || (key0 === "after")) || (key0 === "count")) || (key0 === "offset")) || (key0 === "search_years")) || (key0 === "wildcard_days"))){
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
if(data.expression !== undefined && func0.call(data, "expression")){
if(typeof data.expression !== "string"){
const err3 = {instancePath:instancePath+"/expression",schemaPath:"#/properties/expression/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.after !== undefined && func0.call(data, "after")){
let data1 = data.after;
if(typeof data1 === "string"){
if(func64(data1) > 64){
const err4 = {instancePath:instancePath+"/after",schemaPath:"#/properties/after/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err5 = {instancePath:instancePath+"/after",schemaPath:"#/properties/after/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.count !== undefined && func0.call(data, "count")){
let data2 = data.count;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.offset !== undefined && func0.call(data, "offset")){
let data3 = data.offset;
if(typeof data3 === "string"){
if(func64(data3) > 64){
const err8 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err9 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.search_years !== undefined && func0.call(data, "search_years")){
let data4 = data.search_years;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/search_years",schemaPath:"#/properties/search_years/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/search_years",schemaPath:"#/properties/search_years/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.wildcard_days !== undefined && func0.call(data, "wildcard_days")){
let data5 = data.wildcard_days;
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/wildcard_days",schemaPath:"#/properties/wildcard_days/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data5 === "vixie") || (data5 === "literal"))){
const err13 = {instancePath:instancePath+"/wildcard_days",schemaPath:"#/properties/wildcard_days/enum",keyword:"enum",params:{allowedValues: schema31.properties.wildcard_days.enum},message:"must be equal to one of the allowed values"};
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
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["runs","complete","can_run","searched_until"],"properties":{"runs":{"type":"array","maxItems":1000,"items":{"type":"string","maxLength":32}},"complete":{"type":"boolean"},"can_run":{"type":"boolean"},"searched_until":{"type":"string","maxLength":32}}};

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
if((data.runs === undefined) || (!(func0.call(data, "runs")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "runs"},message:"must have required property '"+"runs"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.complete === undefined) || (!(func0.call(data, "complete")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "complete"},message:"must have required property '"+"complete"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.can_run === undefined) || (!(func0.call(data, "can_run")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "can_run"},message:"must have required property '"+"can_run"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.searched_until === undefined) || (!(func0.call(data, "searched_until")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "searched_until"},message:"must have required property '"+"searched_until"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "runs") || (key0 === "complete")) || (key0 === "can_run")) || (key0 === "searched_until"))){
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
if(data.runs !== undefined && func0.call(data, "runs")){
let data0 = data.runs;
if(Array.isArray(data0)){
if(data0.length > 1000){
const err5 = {instancePath:instancePath+"/runs",schemaPath:"#/properties/runs/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func64(data1) > 32){
const err6 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
const err7 = {instancePath:instancePath+"/runs/" + i0,schemaPath:"#/properties/runs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/runs",schemaPath:"#/properties/runs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.complete !== undefined && func0.call(data, "complete")){
if(typeof data.complete !== "boolean"){
const err9 = {instancePath:instancePath+"/complete",schemaPath:"#/properties/complete/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.can_run !== undefined && func0.call(data, "can_run")){
if(typeof data.can_run !== "boolean"){
const err10 = {instancePath:instancePath+"/can_run",schemaPath:"#/properties/can_run/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.searched_until !== undefined && func0.call(data, "searched_until")){
let data4 = data.searched_until;
if(typeof data4 === "string"){
if(func64(data4) > 32){
const err11 = {instancePath:instancePath+"/searched_until",schemaPath:"#/properties/searched_until/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
const err12 = {instancePath:instancePath+"/searched_until",schemaPath:"#/properties/searched_until/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

