// generated from contracts/ — do not edit
// text-merge-three-way@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 1e597ab4d7ecd0cc00d8227ce9daeac6 body c584e7697db7c640df8aade17e473d21
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["base","ours","theirs"],"properties":{"base":{"type":"string","maxLength":262144,"description":"The common ancestor."},"ours":{"type":"string","maxLength":262144,"description":"Our edited version."},"theirs":{"type":"string","maxLength":262144,"description":"Their edited version."},"style":{"type":"string","enum":["merge","diff3"],"default":"merge","description":"Conflict markers without (merge) or with (diff3) the base lines."},"resolve":{"type":"string","enum":["markers","ours","theirs","union"],"default":"markers","description":"How conflicts are written."},"ours_label":{"type":"string","maxLength":1024,"pattern":"^[^\\r\\n]*$","default":"ours"},"base_label":{"type":"string","maxLength":1024,"pattern":"^[^\\r\\n]*$","default":"base"},"theirs_label":{"type":"string","maxLength":1024,"pattern":"^[^\\r\\n]*$","default":"theirs"}}};
const func0 = Object.prototype.hasOwnProperty;
const func64 = __ajvRuntime0.default;
const pattern4 = new RegExp("^[^\\r\\n]*$", "u");

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
if((data.base === undefined) || (!(func0.call(data, "base")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "base"},message:"must have required property '"+"base"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.ours === undefined) || (!(func0.call(data, "ours")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ours"},message:"must have required property '"+"ours"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.theirs === undefined) || (!(func0.call(data, "theirs")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "theirs"},message:"must have required property '"+"theirs"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((((key0 === "base") || (key0 === "ours")) || (key0 === "theirs")) || (key0 === "style")) || (key0 === "resolve")) || (key0 === "ours_label")) || (key0 === "base_label")) || (key0 === "theirs_label"))){
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
if(data.base !== undefined && func0.call(data, "base")){
let data0 = data.base;
if(typeof data0 === "string"){
if(func64(data0) > 262144){
const err4 = {instancePath:instancePath+"/base",schemaPath:"#/properties/base/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err5 = {instancePath:instancePath+"/base",schemaPath:"#/properties/base/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.ours !== undefined && func0.call(data, "ours")){
let data1 = data.ours;
if(typeof data1 === "string"){
if(func64(data1) > 262144){
const err6 = {instancePath:instancePath+"/ours",schemaPath:"#/properties/ours/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err7 = {instancePath:instancePath+"/ours",schemaPath:"#/properties/ours/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.theirs !== undefined && func0.call(data, "theirs")){
let data2 = data.theirs;
if(typeof data2 === "string"){
if(func64(data2) > 262144){
const err8 = {instancePath:instancePath+"/theirs",schemaPath:"#/properties/theirs/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err9 = {instancePath:instancePath+"/theirs",schemaPath:"#/properties/theirs/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.style !== undefined && func0.call(data, "style")){
let data3 = data.style;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data3 === "merge") || (data3 === "diff3"))){
const err11 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/enum",keyword:"enum",params:{allowedValues: schema31.properties.style.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.resolve !== undefined && func0.call(data, "resolve")){
let data4 = data.resolve;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/resolve",schemaPath:"#/properties/resolve/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((((data4 === "markers") || (data4 === "ours")) || (data4 === "theirs")) || (data4 === "union"))){
const err13 = {instancePath:instancePath+"/resolve",schemaPath:"#/properties/resolve/enum",keyword:"enum",params:{allowedValues: schema31.properties.resolve.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.ours_label !== undefined && func0.call(data, "ours_label")){
let data5 = data.ours_label;
if(typeof data5 === "string"){
if(func64(data5) > 1024){
const err14 = {instancePath:instancePath+"/ours_label",schemaPath:"#/properties/ours_label/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern4.test(data5)){
const err15 = {instancePath:instancePath+"/ours_label",schemaPath:"#/properties/ours_label/pattern",keyword:"pattern",params:{pattern: "^[^\\r\\n]*$"},message:"must match pattern \""+"^[^\\r\\n]*$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/ours_label",schemaPath:"#/properties/ours_label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.base_label !== undefined && func0.call(data, "base_label")){
let data6 = data.base_label;
if(typeof data6 === "string"){
if(func64(data6) > 1024){
const err17 = {instancePath:instancePath+"/base_label",schemaPath:"#/properties/base_label/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern4.test(data6)){
const err18 = {instancePath:instancePath+"/base_label",schemaPath:"#/properties/base_label/pattern",keyword:"pattern",params:{pattern: "^[^\\r\\n]*$"},message:"must match pattern \""+"^[^\\r\\n]*$"+"\""};
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
const err19 = {instancePath:instancePath+"/base_label",schemaPath:"#/properties/base_label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.theirs_label !== undefined && func0.call(data, "theirs_label")){
let data7 = data.theirs_label;
if(typeof data7 === "string"){
if(func64(data7) > 1024){
const err20 = {instancePath:instancePath+"/theirs_label",schemaPath:"#/properties/theirs_label/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern4.test(data7)){
const err21 = {instancePath:instancePath+"/theirs_label",schemaPath:"#/properties/theirs_label/pattern",keyword:"pattern",params:{pattern: "^[^\\r\\n]*$"},message:"must match pattern \""+"^[^\\r\\n]*$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/theirs_label",schemaPath:"#/properties/theirs_label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["text","clean","conflicts"],"properties":{"text":{"type":"string","maxLength":262144},"clean":{"type":"boolean"},"conflicts":{"type":"integer","minimum":0,"maximum":20001}}};

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
if((data.text === undefined) || (!(func0.call(data, "text")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.clean === undefined) || (!(func0.call(data, "clean")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "clean"},message:"must have required property '"+"clean"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.conflicts === undefined) || (!(func0.call(data, "conflicts")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "conflicts"},message:"must have required property '"+"conflicts"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "text") || (key0 === "clean")) || (key0 === "conflicts"))){
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
if(data.text !== undefined && func0.call(data, "text")){
let data0 = data.text;
if(typeof data0 === "string"){
if(func64(data0) > 262144){
const err4 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err5 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.clean !== undefined && func0.call(data, "clean")){
if(typeof data.clean !== "boolean"){
const err6 = {instancePath:instancePath+"/clean",schemaPath:"#/properties/clean/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.conflicts !== undefined && func0.call(data, "conflicts")){
let data2 = data.conflicts;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/conflicts",schemaPath:"#/properties/conflicts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 20001 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/conflicts",schemaPath:"#/properties/conflicts/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20001},message:"must be <= 20001"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/conflicts",schemaPath:"#/properties/conflicts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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

