// generated from contracts/ — do not edit
// time-of-day-add@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs ca928f50a15b894516ef7a8370c1e82c body 7b40ab45c6335bef91c4a361e938b170
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["time","duration"],"properties":{"time":{"type":"string","minLength":1,"maxLength":18,"description":"HH:MM, HH:MM:SS or HH:MM:SS.fraction (24-hour)"},"duration":{"type":"string","minLength":1,"maxLength":64}}};
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
if((data.time === undefined) || (!(func0.call(data, "time")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "time"},message:"must have required property '"+"time"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.duration === undefined) || (!(func0.call(data, "duration")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "duration"},message:"must have required property '"+"duration"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "time") || (key0 === "duration"))){
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
if(data.time !== undefined && func0.call(data, "time")){
let data0 = data.time;
if(typeof data0 === "string"){
if(func63(data0) > 18){
const err3 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/maxLength",keyword:"maxLength",params:{limit: 18},message:"must NOT have more than 18 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func63(data0) < 1){
const err4 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.duration !== undefined && func0.call(data, "duration")){
let data1 = data.duration;
if(typeof data1 === "string"){
if(func63(data1) > 64){
const err6 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func63(data1) < 1){
const err7 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["time","day_carry","nanoseconds_of_day"],"properties":{"time":{"type":"string","maxLength":18},"day_carry":{"type":"integer","minimum":-1000000000,"maximum":1000000000},"nanoseconds_of_day":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1001}}};
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
if((data.time === undefined) || (!(func0.call(data, "time")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "time"},message:"must have required property '"+"time"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.day_carry === undefined) || (!(func0.call(data, "day_carry")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "day_carry"},message:"must have required property '"+"day_carry"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.nanoseconds_of_day === undefined) || (!(func0.call(data, "nanoseconds_of_day")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nanoseconds_of_day"},message:"must have required property '"+"nanoseconds_of_day"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "time") || (key0 === "day_carry")) || (key0 === "nanoseconds_of_day"))){
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
if(data.time !== undefined && func0.call(data, "time")){
let data0 = data.time;
if(typeof data0 === "string"){
if(func63(data0) > 18){
const err4 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/maxLength",keyword:"maxLength",params:{limit: 18},message:"must NOT have more than 18 characters"};
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
const err5 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.day_carry !== undefined && func0.call(data, "day_carry")){
let data1 = data.day_carry;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/day_carry",schemaPath:"#/properties/day_carry/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1000000000 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/day_carry",schemaPath:"#/properties/day_carry/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < -1000000000 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/day_carry",schemaPath:"#/properties/day_carry/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1000000000},message:"must be >= -1000000000"};
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
if(data.nanoseconds_of_day !== undefined && func0.call(data, "nanoseconds_of_day")){
let data2 = data.nanoseconds_of_day;
if(typeof data2 === "string"){
if(func63(data2) > 1001){
const err9 = {instancePath:instancePath+"/nanoseconds_of_day",schemaPath:"#/properties/nanoseconds_of_day/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern4.test(data2)){
const err10 = {instancePath:instancePath+"/nanoseconds_of_day",schemaPath:"#/properties/nanoseconds_of_day/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err11 = {instancePath:instancePath+"/nanoseconds_of_day",schemaPath:"#/properties/nanoseconds_of_day/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

