// generated from contracts/ — do not edit
// datetime-add-duration@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 7765c9c7b5feba886b2a46db8edf0963 body b9970de080e3a25f8a3e7ea19b99be7d
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["datetime","duration"],"properties":{"datetime":{"type":"string","minLength":1,"maxLength":64},"duration":{"type":"string","minLength":1,"maxLength":64},"end_of_month":{"type":"string","enum":["clamp","reject"],"default":"clamp"}}};
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
if((data.datetime === undefined) || (!(func0.call(data, "datetime")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "datetime"},message:"must have required property '"+"datetime"+"'"};
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
if(!(((key0 === "datetime") || (key0 === "duration")) || (key0 === "end_of_month"))){
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
if(data.datetime !== undefined && func0.call(data, "datetime")){
let data0 = data.datetime;
if(typeof data0 === "string"){
if(func63(data0) > 64){
const err3 = {instancePath:instancePath+"/datetime",schemaPath:"#/properties/datetime/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func63(data0) < 1){
const err4 = {instancePath:instancePath+"/datetime",schemaPath:"#/properties/datetime/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/datetime",schemaPath:"#/properties/datetime/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data.end_of_month !== undefined && func0.call(data, "end_of_month")){
let data2 = data.end_of_month;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/end_of_month",schemaPath:"#/properties/end_of_month/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data2 === "clamp") || (data2 === "reject"))){
const err10 = {instancePath:instancePath+"/end_of_month",schemaPath:"#/properties/end_of_month/enum",keyword:"enum",params:{allowedValues: schema31.properties.end_of_month.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["datetime","epoch_nanoseconds","clamped"],"properties":{"datetime":{"type":"string","maxLength":35},"epoch_nanoseconds":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1001},"clamped":{"type":"boolean"}}};
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
if((data.datetime === undefined) || (!(func0.call(data, "datetime")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "datetime"},message:"must have required property '"+"datetime"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.epoch_nanoseconds === undefined) || (!(func0.call(data, "epoch_nanoseconds")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "epoch_nanoseconds"},message:"must have required property '"+"epoch_nanoseconds"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.clamped === undefined) || (!(func0.call(data, "clamped")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "clamped"},message:"must have required property '"+"clamped"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "datetime") || (key0 === "epoch_nanoseconds")) || (key0 === "clamped"))){
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
if(data.datetime !== undefined && func0.call(data, "datetime")){
let data0 = data.datetime;
if(typeof data0 === "string"){
if(func63(data0) > 35){
const err4 = {instancePath:instancePath+"/datetime",schemaPath:"#/properties/datetime/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"};
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
const err5 = {instancePath:instancePath+"/datetime",schemaPath:"#/properties/datetime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.epoch_nanoseconds !== undefined && func0.call(data, "epoch_nanoseconds")){
let data1 = data.epoch_nanoseconds;
if(typeof data1 === "string"){
if(func63(data1) > 1001){
const err6 = {instancePath:instancePath+"/epoch_nanoseconds",schemaPath:"#/properties/epoch_nanoseconds/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data1)){
const err7 = {instancePath:instancePath+"/epoch_nanoseconds",schemaPath:"#/properties/epoch_nanoseconds/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err8 = {instancePath:instancePath+"/epoch_nanoseconds",schemaPath:"#/properties/epoch_nanoseconds/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.clamped !== undefined && func0.call(data, "clamped")){
if(typeof data.clamped !== "boolean"){
const err9 = {instancePath:instancePath+"/clamped",schemaPath:"#/properties/clamped/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

