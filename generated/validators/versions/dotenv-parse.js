// generated from contracts/ — do not edit
// dotenv-parse@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs ba92b1ad1bf1b0a93f27c50e97be3f79 body fa7cd7c1de369382249c33094537e7f7
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","maxLength":2000000},"duplicates":{"enum":["last_wins","first_wins"],"default":"last_wins"}}};
const func0 = Object.prototype.hasOwnProperty;
const func62 = __ajvRuntime0.default;

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
for(const key0 of Object.keys(data)){
if(!((key0 === "text") || (key0 === "duplicates"))){
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
if(data.text !== undefined && func0.call(data, "text")){
let data0 = data.text;
if(typeof data0 === "string"){
if(func62(data0) > 2000000){
const err2 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 2000000},message:"must NOT have more than 2000000 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.duplicates !== undefined && func0.call(data, "duplicates")){
let data1 = data.duplicates;
if(!((data1 === "last_wins") || (data1 === "first_wins"))){
const err4 = {instancePath:instancePath+"/duplicates",schemaPath:"#/properties/duplicates/enum",keyword:"enum",params:{allowedValues: schema31.properties.duplicates.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["pairs","warnings"],"properties":{"pairs":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["key","value","line","wins"],"properties":{"key":{"type":"string","minLength":1},"value":{"type":"string"},"line":{"type":"integer","minimum":1},"wins":{"type":"boolean"}}}},"warnings":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["line","message"],"properties":{"line":{"type":"integer","minimum":1},"message":{"type":"string"}}}}}};

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
if((data.pairs === undefined) || (!(func0.call(data, "pairs")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pairs"},message:"must have required property '"+"pairs"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.warnings === undefined) || (!(func0.call(data, "warnings")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "warnings"},message:"must have required property '"+"warnings"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "pairs") || (key0 === "warnings"))){
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
if(data.pairs !== undefined && func0.call(data, "pairs")){
let data0 = data.pairs;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.key === undefined) || (!(func0.call(data1, "key")))){
const err3 = {instancePath:instancePath+"/pairs/" + i0,schemaPath:"#/properties/pairs/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data1.value === undefined) || (!(func0.call(data1, "value")))){
const err4 = {instancePath:instancePath+"/pairs/" + i0,schemaPath:"#/properties/pairs/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data1.line === undefined) || (!(func0.call(data1, "line")))){
const err5 = {instancePath:instancePath+"/pairs/" + i0,schemaPath:"#/properties/pairs/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data1.wins === undefined) || (!(func0.call(data1, "wins")))){
const err6 = {instancePath:instancePath+"/pairs/" + i0,schemaPath:"#/properties/pairs/items/required",keyword:"required",params:{missingProperty: "wins"},message:"must have required property '"+"wins"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!((((key1 === "key") || (key1 === "value")) || (key1 === "line")) || (key1 === "wins"))){
const err7 = {instancePath:instancePath+"/pairs/" + i0,schemaPath:"#/properties/pairs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.key !== undefined && func0.call(data1, "key")){
let data2 = data1.key;
if(typeof data2 === "string"){
if(func62(data2) < 1){
const err8 = {instancePath:instancePath+"/pairs/" + i0+"/key",schemaPath:"#/properties/pairs/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/pairs/" + i0+"/key",schemaPath:"#/properties/pairs/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.value !== undefined && func0.call(data1, "value")){
if(typeof data1.value !== "string"){
const err10 = {instancePath:instancePath+"/pairs/" + i0+"/value",schemaPath:"#/properties/pairs/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.line !== undefined && func0.call(data1, "line")){
let data4 = data1.line;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err11 = {instancePath:instancePath+"/pairs/" + i0+"/line",schemaPath:"#/properties/pairs/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/pairs/" + i0+"/line",schemaPath:"#/properties/pairs/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data1.wins !== undefined && func0.call(data1, "wins")){
if(typeof data1.wins !== "boolean"){
const err13 = {instancePath:instancePath+"/pairs/" + i0+"/wins",schemaPath:"#/properties/pairs/items/properties/wins/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err14 = {instancePath:instancePath+"/pairs/" + i0,schemaPath:"#/properties/pairs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err15 = {instancePath:instancePath+"/pairs",schemaPath:"#/properties/pairs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.warnings !== undefined && func0.call(data, "warnings")){
let data6 = data.warnings;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if((data7.line === undefined) || (!(func0.call(data7, "line")))){
const err16 = {instancePath:instancePath+"/warnings/" + i1,schemaPath:"#/properties/warnings/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((data7.message === undefined) || (!(func0.call(data7, "message")))){
const err17 = {instancePath:instancePath+"/warnings/" + i1,schemaPath:"#/properties/warnings/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key2 of Object.keys(data7)){
if(!((key2 === "line") || (key2 === "message"))){
const err18 = {instancePath:instancePath+"/warnings/" + i1,schemaPath:"#/properties/warnings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data7.line !== undefined && func0.call(data7, "line")){
let data8 = data7.line;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err19 = {instancePath:instancePath+"/warnings/" + i1+"/line",schemaPath:"#/properties/warnings/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 1 || isNaN(data8)){
const err20 = {instancePath:instancePath+"/warnings/" + i1+"/line",schemaPath:"#/properties/warnings/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data7.message !== undefined && func0.call(data7, "message")){
if(typeof data7.message !== "string"){
const err21 = {instancePath:instancePath+"/warnings/" + i1+"/message",schemaPath:"#/properties/warnings/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/warnings/" + i1,schemaPath:"#/properties/warnings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err23 = {instancePath:instancePath+"/warnings",schemaPath:"#/properties/warnings/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

