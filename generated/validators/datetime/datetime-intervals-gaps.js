// generated from contracts/ — do not edit
// datetime-intervals-gaps@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 94516a0fa769d65b08661e0e7d60ae6d body 846dcf66cab353e4aed375c57825a5c6
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["busy","window"],"$defs":{"interval":{"type":"object","additionalProperties":false,"required":["start","end"],"properties":{"start":{"type":"string","maxLength":64,"description":"RFC 3339 date-time, included"},"end":{"type":"string","maxLength":64,"description":"RFC 3339 date-time, excluded"}}}},"properties":{"busy":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["start","end"],"properties":{"start":{"type":"string","maxLength":64,"description":"RFC 3339 date-time, included"},"end":{"type":"string","maxLength":64,"description":"RFC 3339 date-time, excluded"}}}},"window":{"type":"object","additionalProperties":false,"required":["start","end"],"properties":{"start":{"type":"string","maxLength":64,"description":"RFC 3339 date-time, included"},"end":{"type":"string","maxLength":64,"description":"RFC 3339 date-time, excluded"}}},"min_length":{"type":"string","maxLength":64,"default":"PT0S","description":"ISO 8601 duration without years or months; shorter gaps are left out"},"output_offset":{"type":"string","maxLength":64,"description":"render the gap bounds in this offset (Z or +-HH:MM) instead of as written"}}};
const func0 = Object.prototype.hasOwnProperty;
const func66 = __ajvRuntime0.default;

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
if((data.busy === undefined) || (!(func0.call(data, "busy")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "busy"},message:"must have required property '"+"busy"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.window === undefined) || (!(func0.call(data, "window")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "window"},message:"must have required property '"+"window"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "busy") || (key0 === "window")) || (key0 === "min_length")) || (key0 === "output_offset"))){
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
if(data.busy !== undefined && func0.call(data, "busy")){
let data0 = data.busy;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.start === undefined) || (!(func0.call(data1, "start")))){
const err3 = {instancePath:instancePath+"/busy/" + i0,schemaPath:"#/properties/busy/items/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data1.end === undefined) || (!(func0.call(data1, "end")))){
const err4 = {instancePath:instancePath+"/busy/" + i0,schemaPath:"#/properties/busy/items/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!((key1 === "start") || (key1 === "end"))){
const err5 = {instancePath:instancePath+"/busy/" + i0,schemaPath:"#/properties/busy/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.start !== undefined && func0.call(data1, "start")){
let data2 = data1.start;
if(typeof data2 === "string"){
if(func66(data2) > 64){
const err6 = {instancePath:instancePath+"/busy/" + i0+"/start",schemaPath:"#/properties/busy/items/properties/start/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err7 = {instancePath:instancePath+"/busy/" + i0+"/start",schemaPath:"#/properties/busy/items/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.end !== undefined && func0.call(data1, "end")){
let data3 = data1.end;
if(typeof data3 === "string"){
if(func66(data3) > 64){
const err8 = {instancePath:instancePath+"/busy/" + i0+"/end",schemaPath:"#/properties/busy/items/properties/end/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err9 = {instancePath:instancePath+"/busy/" + i0+"/end",schemaPath:"#/properties/busy/items/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/busy/" + i0,schemaPath:"#/properties/busy/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath:instancePath+"/busy",schemaPath:"#/properties/busy/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.window !== undefined && func0.call(data, "window")){
let data4 = data.window;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if((data4.start === undefined) || (!(func0.call(data4, "start")))){
const err12 = {instancePath:instancePath+"/window",schemaPath:"#/properties/window/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((data4.end === undefined) || (!(func0.call(data4, "end")))){
const err13 = {instancePath:instancePath+"/window",schemaPath:"#/properties/window/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key2 of Object.keys(data4)){
if(!((key2 === "start") || (key2 === "end"))){
const err14 = {instancePath:instancePath+"/window",schemaPath:"#/properties/window/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data4.start !== undefined && func0.call(data4, "start")){
let data5 = data4.start;
if(typeof data5 === "string"){
if(func66(data5) > 64){
const err15 = {instancePath:instancePath+"/window/start",schemaPath:"#/properties/window/properties/start/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err16 = {instancePath:instancePath+"/window/start",schemaPath:"#/properties/window/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.end !== undefined && func0.call(data4, "end")){
let data6 = data4.end;
if(typeof data6 === "string"){
if(func66(data6) > 64){
const err17 = {instancePath:instancePath+"/window/end",schemaPath:"#/properties/window/properties/end/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/window/end",schemaPath:"#/properties/window/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err19 = {instancePath:instancePath+"/window",schemaPath:"#/properties/window/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.min_length !== undefined && func0.call(data, "min_length")){
let data7 = data.min_length;
if(typeof data7 === "string"){
if(func66(data7) > 64){
const err20 = {instancePath:instancePath+"/min_length",schemaPath:"#/properties/min_length/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/min_length",schemaPath:"#/properties/min_length/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.output_offset !== undefined && func0.call(data, "output_offset")){
let data8 = data.output_offset;
if(typeof data8 === "string"){
if(func66(data8) > 64){
const err22 = {instancePath:instancePath+"/output_offset",schemaPath:"#/properties/output_offset/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err23 = {instancePath:instancePath+"/output_offset",schemaPath:"#/properties/output_offset/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["gaps","free_seconds","busy_seconds"],"properties":{"gaps":{"type":"array","maxItems":10001,"items":{"type":"object","additionalProperties":false,"required":["start","end","seconds"],"properties":{"start":{"type":"string","maxLength":64},"end":{"type":"string","maxLength":64},"seconds":{"type":"string","pattern":"^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$","maxLength":32}}}},"free_seconds":{"type":"string","pattern":"^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$","maxLength":32},"busy_seconds":{"type":"string","pattern":"^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$","maxLength":32}}};
const pattern4 = new RegExp("^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$", "u");

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
if((data.gaps === undefined) || (!(func0.call(data, "gaps")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "gaps"},message:"must have required property '"+"gaps"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.free_seconds === undefined) || (!(func0.call(data, "free_seconds")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "free_seconds"},message:"must have required property '"+"free_seconds"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.busy_seconds === undefined) || (!(func0.call(data, "busy_seconds")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "busy_seconds"},message:"must have required property '"+"busy_seconds"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "gaps") || (key0 === "free_seconds")) || (key0 === "busy_seconds"))){
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
if(data.gaps !== undefined && func0.call(data, "gaps")){
let data0 = data.gaps;
if(Array.isArray(data0)){
if(data0.length > 10001){
const err4 = {instancePath:instancePath+"/gaps",schemaPath:"#/properties/gaps/maxItems",keyword:"maxItems",params:{limit: 10001},message:"must NOT have more than 10001 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.start === undefined) || (!(func0.call(data1, "start")))){
const err5 = {instancePath:instancePath+"/gaps/" + i0,schemaPath:"#/properties/gaps/items/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data1.end === undefined) || (!(func0.call(data1, "end")))){
const err6 = {instancePath:instancePath+"/gaps/" + i0,schemaPath:"#/properties/gaps/items/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data1.seconds === undefined) || (!(func0.call(data1, "seconds")))){
const err7 = {instancePath:instancePath+"/gaps/" + i0,schemaPath:"#/properties/gaps/items/required",keyword:"required",params:{missingProperty: "seconds"},message:"must have required property '"+"seconds"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(((key1 === "start") || (key1 === "end")) || (key1 === "seconds"))){
const err8 = {instancePath:instancePath+"/gaps/" + i0,schemaPath:"#/properties/gaps/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.start !== undefined && func0.call(data1, "start")){
let data2 = data1.start;
if(typeof data2 === "string"){
if(func66(data2) > 64){
const err9 = {instancePath:instancePath+"/gaps/" + i0+"/start",schemaPath:"#/properties/gaps/items/properties/start/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/gaps/" + i0+"/start",schemaPath:"#/properties/gaps/items/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.end !== undefined && func0.call(data1, "end")){
let data3 = data1.end;
if(typeof data3 === "string"){
if(func66(data3) > 64){
const err11 = {instancePath:instancePath+"/gaps/" + i0+"/end",schemaPath:"#/properties/gaps/items/properties/end/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err12 = {instancePath:instancePath+"/gaps/" + i0+"/end",schemaPath:"#/properties/gaps/items/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.seconds !== undefined && func0.call(data1, "seconds")){
let data4 = data1.seconds;
if(typeof data4 === "string"){
if(func66(data4) > 32){
const err13 = {instancePath:instancePath+"/gaps/" + i0+"/seconds",schemaPath:"#/properties/gaps/items/properties/seconds/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern4.test(data4)){
const err14 = {instancePath:instancePath+"/gaps/" + i0+"/seconds",schemaPath:"#/properties/gaps/items/properties/seconds/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/gaps/" + i0+"/seconds",schemaPath:"#/properties/gaps/items/properties/seconds/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err16 = {instancePath:instancePath+"/gaps/" + i0,schemaPath:"#/properties/gaps/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err17 = {instancePath:instancePath+"/gaps",schemaPath:"#/properties/gaps/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.free_seconds !== undefined && func0.call(data, "free_seconds")){
let data5 = data.free_seconds;
if(typeof data5 === "string"){
if(func66(data5) > 32){
const err18 = {instancePath:instancePath+"/free_seconds",schemaPath:"#/properties/free_seconds/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern4.test(data5)){
const err19 = {instancePath:instancePath+"/free_seconds",schemaPath:"#/properties/free_seconds/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/free_seconds",schemaPath:"#/properties/free_seconds/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.busy_seconds !== undefined && func0.call(data, "busy_seconds")){
let data6 = data.busy_seconds;
if(typeof data6 === "string"){
if(func66(data6) > 32){
const err21 = {instancePath:instancePath+"/busy_seconds",schemaPath:"#/properties/busy_seconds/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern4.test(data6)){
const err22 = {instancePath:instancePath+"/busy_seconds",schemaPath:"#/properties/busy_seconds/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$"+"\""};
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
const err23 = {instancePath:instancePath+"/busy_seconds",schemaPath:"#/properties/busy_seconds/type",keyword:"type",params:{type: "string"},message:"must be string"};
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

