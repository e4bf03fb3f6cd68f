// generated from contracts/ — do not edit
// schedule-rooms-assign@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 11feed8a3cdcf4ba81238ea3bedcb81c body 19f7a5ced0aa135142734bb00c477a74
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["intervals"],"properties":{"intervals":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","start","end"],"properties":{"id":{"type":"string","not":{"const":""}},"start":{"type":"string","minLength":1,"maxLength":2003,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"},"end":{"type":"string","minLength":1,"maxLength":2003,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"}}}}}};
const func0 = Object.prototype.hasOwnProperty;
const func67 = __ajvRuntime0.default;
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
if((data.intervals === undefined) || (!(func0.call(data, "intervals")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "intervals"},message:"must have required property '"+"intervals"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "intervals")){
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
if(data.intervals !== undefined && func0.call(data, "intervals")){
let data0 = data.intervals;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.id === undefined) || (!(func0.call(data1, "id")))){
const err2 = {instancePath:instancePath+"/intervals/" + i0,schemaPath:"#/properties/intervals/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data1.start === undefined) || (!(func0.call(data1, "start")))){
const err3 = {instancePath:instancePath+"/intervals/" + i0,schemaPath:"#/properties/intervals/items/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data1.end === undefined) || (!(func0.call(data1, "end")))){
const err4 = {instancePath:instancePath+"/intervals/" + i0,schemaPath:"#/properties/intervals/items/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(((key1 === "id") || (key1 === "start")) || (key1 === "end"))){
const err5 = {instancePath:instancePath+"/intervals/" + i0,schemaPath:"#/properties/intervals/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.id !== undefined && func0.call(data1, "id")){
let data2 = data1.id;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/intervals/" + i0+"/id",schemaPath:"#/properties/intervals/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs9 = errors;
const _errs10 = errors;
if("" !== data2){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid4 = _errs10 === errors;
if(valid4){
const err8 = {instancePath:instancePath+"/intervals/" + i0+"/id",schemaPath:"#/properties/intervals/items/properties/id/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
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
if(data1.start !== undefined && func0.call(data1, "start")){
let data3 = data1.start;
if(typeof data3 === "string"){
if(func67(data3) > 2003){
const err9 = {instancePath:instancePath+"/intervals/" + i0+"/start",schemaPath:"#/properties/intervals/items/properties/start/maxLength",keyword:"maxLength",params:{limit: 2003},message:"must NOT have more than 2003 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func67(data3) < 1){
const err10 = {instancePath:instancePath+"/intervals/" + i0+"/start",schemaPath:"#/properties/intervals/items/properties/start/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern4.test(data3)){
const err11 = {instancePath:instancePath+"/intervals/" + i0+"/start",schemaPath:"#/properties/intervals/items/properties/start/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"+"\""};
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
const err12 = {instancePath:instancePath+"/intervals/" + i0+"/start",schemaPath:"#/properties/intervals/items/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.end !== undefined && func0.call(data1, "end")){
let data4 = data1.end;
if(typeof data4 === "string"){
if(func67(data4) > 2003){
const err13 = {instancePath:instancePath+"/intervals/" + i0+"/end",schemaPath:"#/properties/intervals/items/properties/end/maxLength",keyword:"maxLength",params:{limit: 2003},message:"must NOT have more than 2003 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func67(data4) < 1){
const err14 = {instancePath:instancePath+"/intervals/" + i0+"/end",schemaPath:"#/properties/intervals/items/properties/end/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern4.test(data4)){
const err15 = {instancePath:instancePath+"/intervals/" + i0+"/end",schemaPath:"#/properties/intervals/items/properties/end/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"+"\""};
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
const err16 = {instancePath:instancePath+"/intervals/" + i0+"/end",schemaPath:"#/properties/intervals/items/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err17 = {instancePath:instancePath+"/intervals/" + i0,schemaPath:"#/properties/intervals/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err18 = {instancePath:instancePath+"/intervals",schemaPath:"#/properties/intervals/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["rooms","assignments","by_room"],"properties":{"rooms":{"type":"integer","minimum":0},"assignments":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","room"],"properties":{"id":{"type":"string"},"room":{"type":"integer","minimum":1}}}},"by_room":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["room","ids"],"properties":{"room":{"type":"integer","minimum":1},"ids":{"type":"array","items":{"type":"string"}}}}}}};

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
if((data.rooms === undefined) || (!(func0.call(data, "rooms")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rooms"},message:"must have required property '"+"rooms"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.assignments === undefined) || (!(func0.call(data, "assignments")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "assignments"},message:"must have required property '"+"assignments"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.by_room === undefined) || (!(func0.call(data, "by_room")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "by_room"},message:"must have required property '"+"by_room"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "rooms") || (key0 === "assignments")) || (key0 === "by_room"))){
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
if(data.rooms !== undefined && func0.call(data, "rooms")){
let data0 = data.rooms;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/rooms",schemaPath:"#/properties/rooms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/rooms",schemaPath:"#/properties/rooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.assignments !== undefined && func0.call(data, "assignments")){
let data1 = data.assignments;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if((data2.id === undefined) || (!(func0.call(data2, "id")))){
const err6 = {instancePath:instancePath+"/assignments/" + i0,schemaPath:"#/properties/assignments/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data2.room === undefined) || (!(func0.call(data2, "room")))){
const err7 = {instancePath:instancePath+"/assignments/" + i0,schemaPath:"#/properties/assignments/items/required",keyword:"required",params:{missingProperty: "room"},message:"must have required property '"+"room"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 of Object.keys(data2)){
if(!((key1 === "id") || (key1 === "room"))){
const err8 = {instancePath:instancePath+"/assignments/" + i0,schemaPath:"#/properties/assignments/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.id !== undefined && func0.call(data2, "id")){
if(typeof data2.id !== "string"){
const err9 = {instancePath:instancePath+"/assignments/" + i0+"/id",schemaPath:"#/properties/assignments/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.room !== undefined && func0.call(data2, "room")){
let data4 = data2.room;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/assignments/" + i0+"/room",schemaPath:"#/properties/assignments/items/properties/room/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err11 = {instancePath:instancePath+"/assignments/" + i0+"/room",schemaPath:"#/properties/assignments/items/properties/room/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err12 = {instancePath:instancePath+"/assignments/" + i0,schemaPath:"#/properties/assignments/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err13 = {instancePath:instancePath+"/assignments",schemaPath:"#/properties/assignments/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.by_room !== undefined && func0.call(data, "by_room")){
let data5 = data.by_room;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if((data6.room === undefined) || (!(func0.call(data6, "room")))){
const err14 = {instancePath:instancePath+"/by_room/" + i1,schemaPath:"#/properties/by_room/items/required",keyword:"required",params:{missingProperty: "room"},message:"must have required property '"+"room"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((data6.ids === undefined) || (!(func0.call(data6, "ids")))){
const err15 = {instancePath:instancePath+"/by_room/" + i1,schemaPath:"#/properties/by_room/items/required",keyword:"required",params:{missingProperty: "ids"},message:"must have required property '"+"ids"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key2 of Object.keys(data6)){
if(!((key2 === "room") || (key2 === "ids"))){
const err16 = {instancePath:instancePath+"/by_room/" + i1,schemaPath:"#/properties/by_room/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data6.room !== undefined && func0.call(data6, "room")){
let data7 = data6.room;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err17 = {instancePath:instancePath+"/by_room/" + i1+"/room",schemaPath:"#/properties/by_room/items/properties/room/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
const err18 = {instancePath:instancePath+"/by_room/" + i1+"/room",schemaPath:"#/properties/by_room/items/properties/room/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data6.ids !== undefined && func0.call(data6, "ids")){
let data8 = data6.ids;
if(Array.isArray(data8)){
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
if(typeof data8[i2] !== "string"){
const err19 = {instancePath:instancePath+"/by_room/" + i1+"/ids/" + i2,schemaPath:"#/properties/by_room/items/properties/ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/by_room/" + i1+"/ids",schemaPath:"#/properties/by_room/items/properties/ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err21 = {instancePath:instancePath+"/by_room/" + i1,schemaPath:"#/properties/by_room/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err22 = {instancePath:instancePath+"/by_room",schemaPath:"#/properties/by_room/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

