// generated from contracts/ — do not edit
// text-diff-unified@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs dc3e28eb346b4f07e184ea24cbb77a6f body 6f92ed779cbda267d3809af02afbcdbb
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["old_text","new_text"],"properties":{"old_text":{"type":"string","maxLength":262144,"description":"The original text."},"new_text":{"type":"string","maxLength":262144,"description":"The changed text."},"old_label":{"type":"string","maxLength":1024,"pattern":"^[^\\r\\n]*$","default":"a","description":"Written after `--- `."},"new_label":{"type":"string","maxLength":1024,"pattern":"^[^\\r\\n]*$","default":"b","description":"Written after `+++ `."},"context":{"type":"integer","minimum":0,"maximum":10000,"default":3,"description":"Unchanged lines kept around each change."}}};
const func0 = Object.prototype.hasOwnProperty;
const func63 = __ajvRuntime0.default;
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
if((data.old_text === undefined) || (!(func0.call(data, "old_text")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "old_text"},message:"must have required property '"+"old_text"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.new_text === undefined) || (!(func0.call(data, "new_text")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "new_text"},message:"must have required property '"+"new_text"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "old_text") || (key0 === "new_text")) || (key0 === "old_label")) || (key0 === "new_label")) || (key0 === "context"))){
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
if(data.old_text !== undefined && func0.call(data, "old_text")){
let data0 = data.old_text;
if(typeof data0 === "string"){
if(func63(data0) > 262144){
const err3 = {instancePath:instancePath+"/old_text",schemaPath:"#/properties/old_text/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err4 = {instancePath:instancePath+"/old_text",schemaPath:"#/properties/old_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.new_text !== undefined && func0.call(data, "new_text")){
let data1 = data.new_text;
if(typeof data1 === "string"){
if(func63(data1) > 262144){
const err5 = {instancePath:instancePath+"/new_text",schemaPath:"#/properties/new_text/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err6 = {instancePath:instancePath+"/new_text",schemaPath:"#/properties/new_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.old_label !== undefined && func0.call(data, "old_label")){
let data2 = data.old_label;
if(typeof data2 === "string"){
if(func63(data2) > 1024){
const err7 = {instancePath:instancePath+"/old_label",schemaPath:"#/properties/old_label/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern4.test(data2)){
const err8 = {instancePath:instancePath+"/old_label",schemaPath:"#/properties/old_label/pattern",keyword:"pattern",params:{pattern: "^[^\\r\\n]*$"},message:"must match pattern \""+"^[^\\r\\n]*$"+"\""};
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
const err9 = {instancePath:instancePath+"/old_label",schemaPath:"#/properties/old_label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.new_label !== undefined && func0.call(data, "new_label")){
let data3 = data.new_label;
if(typeof data3 === "string"){
if(func63(data3) > 1024){
const err10 = {instancePath:instancePath+"/new_label",schemaPath:"#/properties/new_label/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern4.test(data3)){
const err11 = {instancePath:instancePath+"/new_label",schemaPath:"#/properties/new_label/pattern",keyword:"pattern",params:{pattern: "^[^\\r\\n]*$"},message:"must match pattern \""+"^[^\\r\\n]*$"+"\""};
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
const err12 = {instancePath:instancePath+"/new_label",schemaPath:"#/properties/new_label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.context !== undefined && func0.call(data, "context")){
let data4 = data.context;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err13 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 10000 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["diff","identical","hunks","deleted","inserted"],"properties":{"diff":{"type":"string","maxLength":262144},"identical":{"type":"boolean"},"hunks":{"type":"integer","minimum":0,"maximum":2000},"deleted":{"type":"integer","minimum":0,"maximum":2000},"inserted":{"type":"integer","minimum":0,"maximum":2000}}};

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
if((data.diff === undefined) || (!(func0.call(data, "diff")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "diff"},message:"must have required property '"+"diff"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.identical === undefined) || (!(func0.call(data, "identical")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "identical"},message:"must have required property '"+"identical"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.hunks === undefined) || (!(func0.call(data, "hunks")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hunks"},message:"must have required property '"+"hunks"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.deleted === undefined) || (!(func0.call(data, "deleted")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deleted"},message:"must have required property '"+"deleted"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.inserted === undefined) || (!(func0.call(data, "inserted")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "inserted"},message:"must have required property '"+"inserted"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "diff") || (key0 === "identical")) || (key0 === "hunks")) || (key0 === "deleted")) || (key0 === "inserted"))){
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
if(data.diff !== undefined && func0.call(data, "diff")){
let data0 = data.diff;
if(typeof data0 === "string"){
if(func63(data0) > 262144){
const err6 = {instancePath:instancePath+"/diff",schemaPath:"#/properties/diff/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err7 = {instancePath:instancePath+"/diff",schemaPath:"#/properties/diff/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.identical !== undefined && func0.call(data, "identical")){
if(typeof data.identical !== "boolean"){
const err8 = {instancePath:instancePath+"/identical",schemaPath:"#/properties/identical/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.hunks !== undefined && func0.call(data, "hunks")){
let data2 = data.hunks;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/hunks",schemaPath:"#/properties/hunks/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 2000 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/hunks",schemaPath:"#/properties/hunks/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/hunks",schemaPath:"#/properties/hunks/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.deleted !== undefined && func0.call(data, "deleted")){
let data3 = data.deleted;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 2000 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.inserted !== undefined && func0.call(data, "inserted")){
let data4 = data.inserted;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err15 = {instancePath:instancePath+"/inserted",schemaPath:"#/properties/inserted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 2000 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/inserted",schemaPath:"#/properties/inserted/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/inserted",schemaPath:"#/properties/inserted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

