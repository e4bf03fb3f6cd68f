// generated from contracts/ — do not edit
// datetime-business-hours-count@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs d196aca4f131a2b9e6339ee30c0e1675 body 4723eb879a99b0a75b376037a1121f14
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["start","end"],"properties":{"start":{"type":"string","minLength":1,"maxLength":64},"end":{"type":"string","minLength":1,"maxLength":64},"hours":{"type":"array","maxItems":1000,"description":"weekly business hours; default Monday-Friday 09:00-17:00; the schema bound is looser than the tool's max_hours_entries (limit_exceeded)","items":{"type":"object","additionalProperties":false,"required":["days","start","end"],"properties":{"days":{"type":"array","minItems":1,"maxItems":7,"uniqueItems":true,"items":{"type":"integer","minimum":1,"maximum":7},"description":"ISO weekdays, Monday 1 ... Sunday 7"},"start":{"type":"string","minLength":1,"maxLength":18,"description":"opening time HH:MM[:SS[.fraction]]"},"end":{"type":"string","minLength":1,"maxLength":18,"description":"closing time HH:MM[:SS[.fraction]] or 24:00; before start for an overnight shift"}}}},"holidays":{"type":"array","maxItems":20000,"description":"closed dates YYYY-MM-DD; the schema bound is what a 256 KiB request can hold, the tool's own max_holidays (limit_exceeded) is smaller","items":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10}},"offset":{"type":"string","minLength":1,"maxLength":64}}};
const func0 = Object.prototype.hasOwnProperty;
const func63 = __ajvRuntime0.default;
const pattern4 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");

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
if((data.start === undefined) || (!(func0.call(data, "start")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.end === undefined) || (!(func0.call(data, "end")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "start") || (key0 === "end")) || (key0 === "hours")) || (key0 === "holidays")) || (key0 === "offset"))){
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
if(data.start !== undefined && func0.call(data, "start")){
let data0 = data.start;
if(typeof data0 === "string"){
if(func63(data0) > 64){
const err3 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func63(data0) < 1){
const err4 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.end !== undefined && func0.call(data, "end")){
let data1 = data.end;
if(typeof data1 === "string"){
if(func63(data1) > 64){
const err6 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func63(data1) < 1){
const err7 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.hours !== undefined && func0.call(data, "hours")){
let data2 = data.hours;
if(Array.isArray(data2)){
if(data2.length > 1000){
const err9 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if((data3.days === undefined) || (!(func0.call(data3, "days")))){
const err10 = {instancePath:instancePath+"/hours/" + i0,schemaPath:"#/properties/hours/items/required",keyword:"required",params:{missingProperty: "days"},message:"must have required property '"+"days"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data3.start === undefined) || (!(func0.call(data3, "start")))){
const err11 = {instancePath:instancePath+"/hours/" + i0,schemaPath:"#/properties/hours/items/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data3.end === undefined) || (!(func0.call(data3, "end")))){
const err12 = {instancePath:instancePath+"/hours/" + i0,schemaPath:"#/properties/hours/items/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 of Object.keys(data3)){
if(!(((key1 === "days") || (key1 === "start")) || (key1 === "end"))){
const err13 = {instancePath:instancePath+"/hours/" + i0,schemaPath:"#/properties/hours/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.days !== undefined && func0.call(data3, "days")){
let data4 = data3.days;
if(Array.isArray(data4)){
if(data4.length > 7){
const err14 = {instancePath:instancePath+"/hours/" + i0+"/days",schemaPath:"#/properties/hours/items/properties/days/maxItems",keyword:"maxItems",params:{limit: 7},message:"must NOT have more than 7 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4.length < 1){
const err15 = {instancePath:instancePath+"/hours/" + i0+"/days",schemaPath:"#/properties/hours/items/properties/days/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err16 = {instancePath:instancePath+"/hours/" + i0+"/days/" + i1,schemaPath:"#/properties/hours/items/properties/days/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 7 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/hours/" + i0+"/days/" + i1,schemaPath:"#/properties/hours/items/properties/days/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 7},message:"must be <= 7"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/hours/" + i0+"/days/" + i1,schemaPath:"#/properties/hours/items/properties/days/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
let i2 = data4.length;
let j0;
if(i2 > 1){
const indices0 = {};
for(;i2--;){
let item0 = data4[i2];
if(!(((typeof item0 == "number") && (!(item0 % 1) && !isNaN(item0))) && (isFinite(item0)))){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err19 = {instancePath:instancePath+"/hours/" + i0+"/days",schemaPath:"#/properties/hours/items/properties/days/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
break;
}
indices0[item0] = i2;
}
}
}
else {
const err20 = {instancePath:instancePath+"/hours/" + i0+"/days",schemaPath:"#/properties/hours/items/properties/days/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data3.start !== undefined && func0.call(data3, "start")){
let data6 = data3.start;
if(typeof data6 === "string"){
if(func63(data6) > 18){
const err21 = {instancePath:instancePath+"/hours/" + i0+"/start",schemaPath:"#/properties/hours/items/properties/start/maxLength",keyword:"maxLength",params:{limit: 18},message:"must NOT have more than 18 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func63(data6) < 1){
const err22 = {instancePath:instancePath+"/hours/" + i0+"/start",schemaPath:"#/properties/hours/items/properties/start/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/hours/" + i0+"/start",schemaPath:"#/properties/hours/items/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data3.end !== undefined && func0.call(data3, "end")){
let data7 = data3.end;
if(typeof data7 === "string"){
if(func63(data7) > 18){
const err24 = {instancePath:instancePath+"/hours/" + i0+"/end",schemaPath:"#/properties/hours/items/properties/end/maxLength",keyword:"maxLength",params:{limit: 18},message:"must NOT have more than 18 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func63(data7) < 1){
const err25 = {instancePath:instancePath+"/hours/" + i0+"/end",schemaPath:"#/properties/hours/items/properties/end/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/hours/" + i0+"/end",schemaPath:"#/properties/hours/items/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err27 = {instancePath:instancePath+"/hours/" + i0,schemaPath:"#/properties/hours/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err28 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.holidays !== undefined && func0.call(data, "holidays")){
let data8 = data.holidays;
if(Array.isArray(data8)){
if(data8.length > 20000){
const err29 = {instancePath:instancePath+"/holidays",schemaPath:"#/properties/holidays/maxItems",keyword:"maxItems",params:{limit: 20000},message:"must NOT have more than 20000 items"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const len2 = data8.length;
for(let i3=0; i3<len2; i3++){
let data9 = data8[i3];
if(typeof data9 === "string"){
if(func63(data9) > 10){
const err30 = {instancePath:instancePath+"/holidays/" + i3,schemaPath:"#/properties/holidays/items/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(func63(data9) < 10){
const err31 = {instancePath:instancePath+"/holidays/" + i3,schemaPath:"#/properties/holidays/items/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!pattern4.test(data9)){
const err32 = {instancePath:instancePath+"/holidays/" + i3,schemaPath:"#/properties/holidays/items/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/holidays/" + i3,schemaPath:"#/properties/holidays/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/holidays",schemaPath:"#/properties/holidays/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.offset !== undefined && func0.call(data, "offset")){
let data10 = data.offset;
if(typeof data10 === "string"){
if(func63(data10) > 64){
const err35 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(func63(data10) < 1){
const err36 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["business_seconds","business_duration","elapsed_seconds"],"properties":{"business_seconds":{"type":"string","pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$","maxLength":32},"business_duration":{"type":"string","maxLength":40},"elapsed_seconds":{"type":"string","pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$","maxLength":32}}};
const pattern5 = new RegExp("^-?(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$", "u");

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
if((data.business_seconds === undefined) || (!(func0.call(data, "business_seconds")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "business_seconds"},message:"must have required property '"+"business_seconds"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.business_duration === undefined) || (!(func0.call(data, "business_duration")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "business_duration"},message:"must have required property '"+"business_duration"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.elapsed_seconds === undefined) || (!(func0.call(data, "elapsed_seconds")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "elapsed_seconds"},message:"must have required property '"+"elapsed_seconds"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "business_seconds") || (key0 === "business_duration")) || (key0 === "elapsed_seconds"))){
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
if(data.business_seconds !== undefined && func0.call(data, "business_seconds")){
let data0 = data.business_seconds;
if(typeof data0 === "string"){
if(func63(data0) > 32){
const err4 = {instancePath:instancePath+"/business_seconds",schemaPath:"#/properties/business_seconds/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern5.test(data0)){
const err5 = {instancePath:instancePath+"/business_seconds",schemaPath:"#/properties/business_seconds/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$"+"\""};
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
const err6 = {instancePath:instancePath+"/business_seconds",schemaPath:"#/properties/business_seconds/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.business_duration !== undefined && func0.call(data, "business_duration")){
let data1 = data.business_duration;
if(typeof data1 === "string"){
if(func63(data1) > 40){
const err7 = {instancePath:instancePath+"/business_duration",schemaPath:"#/properties/business_duration/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
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
const err8 = {instancePath:instancePath+"/business_duration",schemaPath:"#/properties/business_duration/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.elapsed_seconds !== undefined && func0.call(data, "elapsed_seconds")){
let data2 = data.elapsed_seconds;
if(typeof data2 === "string"){
if(func63(data2) > 32){
const err9 = {instancePath:instancePath+"/elapsed_seconds",schemaPath:"#/properties/elapsed_seconds/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern5.test(data2)){
const err10 = {instancePath:instancePath+"/elapsed_seconds",schemaPath:"#/properties/elapsed_seconds/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$"+"\""};
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
const err11 = {instancePath:instancePath+"/elapsed_seconds",schemaPath:"#/properties/elapsed_seconds/type",keyword:"type",params:{type: "string"},message:"must be string"};
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

