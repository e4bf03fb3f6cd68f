// generated from contracts/ — do not edit
// datetime-interval-overlap@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs d0dd60a9440b56aeb9afa2c2ce135a28 body 67f566ab5b8cc42bad285e52b178b744
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["a","b"],"$defs":{"interval":{"type":"object","additionalProperties":false,"required":["start","end"],"properties":{"start":{"type":"string","maxLength":64,"description":"RFC 3339 date-time, included"},"end":{"type":"string","maxLength":64,"description":"RFC 3339 date-time, excluded"}}}},"properties":{"a":{"type":"object","additionalProperties":false,"required":["start","end"],"properties":{"start":{"type":"string","maxLength":64,"description":"RFC 3339 date-time, included"},"end":{"type":"string","maxLength":64,"description":"RFC 3339 date-time, excluded"}}},"b":{"type":"object","additionalProperties":false,"required":["start","end"],"properties":{"start":{"type":"string","maxLength":64,"description":"RFC 3339 date-time, included"},"end":{"type":"string","maxLength":64,"description":"RFC 3339 date-time, excluded"}}}}};
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
if((data.a === undefined) || (!(func0.call(data, "a")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "a"},message:"must have required property '"+"a"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.b === undefined) || (!(func0.call(data, "b")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "b"},message:"must have required property '"+"b"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "a") || (key0 === "b"))){
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
if(data.a !== undefined && func0.call(data, "a")){
let data0 = data.a;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if((data0.start === undefined) || (!(func0.call(data0, "start")))){
const err3 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data0.end === undefined) || (!(func0.call(data0, "end")))){
const err4 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 of Object.keys(data0)){
if(!((key1 === "start") || (key1 === "end"))){
const err5 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.start !== undefined && func0.call(data0, "start")){
let data1 = data0.start;
if(typeof data1 === "string"){
if(func66(data1) > 64){
const err6 = {instancePath:instancePath+"/a/start",schemaPath:"#/properties/a/properties/start/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err7 = {instancePath:instancePath+"/a/start",schemaPath:"#/properties/a/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.end !== undefined && func0.call(data0, "end")){
let data2 = data0.end;
if(typeof data2 === "string"){
if(func66(data2) > 64){
const err8 = {instancePath:instancePath+"/a/end",schemaPath:"#/properties/a/properties/end/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err9 = {instancePath:instancePath+"/a/end",schemaPath:"#/properties/a/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.b !== undefined && func0.call(data, "b")){
let data3 = data.b;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if((data3.start === undefined) || (!(func0.call(data3, "start")))){
const err11 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data3.end === undefined) || (!(func0.call(data3, "end")))){
const err12 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key2 of Object.keys(data3)){
if(!((key2 === "start") || (key2 === "end"))){
const err13 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.start !== undefined && func0.call(data3, "start")){
let data4 = data3.start;
if(typeof data4 === "string"){
if(func66(data4) > 64){
const err14 = {instancePath:instancePath+"/b/start",schemaPath:"#/properties/b/properties/start/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err15 = {instancePath:instancePath+"/b/start",schemaPath:"#/properties/b/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.end !== undefined && func0.call(data3, "end")){
let data5 = data3.end;
if(typeof data5 === "string"){
if(func66(data5) > 64){
const err16 = {instancePath:instancePath+"/b/end",schemaPath:"#/properties/b/properties/end/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/b/end",schemaPath:"#/properties/b/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["overlaps","relation","overlap","length_seconds","length_duration","gap_seconds"],"properties":{"overlaps":{"type":"boolean"},"relation":{"type":"string","enum":["before","meets","overlaps","starts","during","finishes","equals","after","met_by","overlapped_by","started_by","contains","finished_by"]},"overlap":{"anyOf":[{"type":"null"},{"type":"object","additionalProperties":false,"required":["start","end"],"properties":{"start":{"type":"string","maxLength":64},"end":{"type":"string","maxLength":64}}}]},"length_seconds":{"type":"string","pattern":"^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$","maxLength":32},"length_duration":{"type":"string","pattern":"^PT","maxLength":48},"gap_seconds":{"anyOf":[{"type":"null"},{"type":"string","pattern":"^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$","maxLength":32}]}}};
const pattern4 = new RegExp("^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$", "u");
const pattern5 = new RegExp("^PT", "u");

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
if((data.overlaps === undefined) || (!(func0.call(data, "overlaps")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "overlaps"},message:"must have required property '"+"overlaps"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.relation === undefined) || (!(func0.call(data, "relation")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "relation"},message:"must have required property '"+"relation"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.overlap === undefined) || (!(func0.call(data, "overlap")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "overlap"},message:"must have required property '"+"overlap"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.length_seconds === undefined) || (!(func0.call(data, "length_seconds")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "length_seconds"},message:"must have required property '"+"length_seconds"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.length_duration === undefined) || (!(func0.call(data, "length_duration")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "length_duration"},message:"must have required property '"+"length_duration"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.gap_seconds === undefined) || (!(func0.call(data, "gap_seconds")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "gap_seconds"},message:"must have required property '"+"gap_seconds"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "overlaps") || (key0 === "relation")) || (key0 === "overlap")) || (key0 === "length_seconds")) || (key0 === "length_duration")) || (key0 === "gap_seconds"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.overlaps !== undefined && func0.call(data, "overlaps")){
if(typeof data.overlaps !== "boolean"){
const err7 = {instancePath:instancePath+"/overlaps",schemaPath:"#/properties/overlaps/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.relation !== undefined && func0.call(data, "relation")){
let data1 = data.relation;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/relation",schemaPath:"#/properties/relation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((((((((((((data1 === "before") || (data1 === "meets")) || (data1 === "overlaps")) || (data1 === "starts")) || (data1 === "during")) || (data1 === "finishes")) || (data1 === "equals")) || (data1 === "after")) || (data1 === "met_by")) || (data1 === "overlapped_by")) || (data1 === "started_by")) || (data1 === "contains")) || (data1 === "finished_by"))){
const err9 = {instancePath:instancePath+"/relation",schemaPath:"#/properties/relation/enum",keyword:"enum",params:{allowedValues: schema32.properties.relation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.overlap !== undefined && func0.call(data, "overlap")){
let data2 = data.overlap;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(data2 !== null){
const err10 = {instancePath:instancePath+"/overlap",schemaPath:"#/properties/overlap/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if((data2.start === undefined) || (!(func0.call(data2, "start")))){
const err11 = {instancePath:instancePath+"/overlap",schemaPath:"#/properties/overlap/anyOf/1/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data2.end === undefined) || (!(func0.call(data2, "end")))){
const err12 = {instancePath:instancePath+"/overlap",schemaPath:"#/properties/overlap/anyOf/1/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 of Object.keys(data2)){
if(!((key1 === "start") || (key1 === "end"))){
const err13 = {instancePath:instancePath+"/overlap",schemaPath:"#/properties/overlap/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.start !== undefined && func0.call(data2, "start")){
let data3 = data2.start;
if(typeof data3 === "string"){
if(func66(data3) > 64){
const err14 = {instancePath:instancePath+"/overlap/start",schemaPath:"#/properties/overlap/anyOf/1/properties/start/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err15 = {instancePath:instancePath+"/overlap/start",schemaPath:"#/properties/overlap/anyOf/1/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.end !== undefined && func0.call(data2, "end")){
let data4 = data2.end;
if(typeof data4 === "string"){
if(func66(data4) > 64){
const err16 = {instancePath:instancePath+"/overlap/end",schemaPath:"#/properties/overlap/anyOf/1/properties/end/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/overlap/end",schemaPath:"#/properties/overlap/anyOf/1/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/overlap",schemaPath:"#/properties/overlap/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err19 = {instancePath:instancePath+"/overlap",schemaPath:"#/properties/overlap/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.length_seconds !== undefined && func0.call(data, "length_seconds")){
let data5 = data.length_seconds;
if(typeof data5 === "string"){
if(func66(data5) > 32){
const err20 = {instancePath:instancePath+"/length_seconds",schemaPath:"#/properties/length_seconds/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern4.test(data5)){
const err21 = {instancePath:instancePath+"/length_seconds",schemaPath:"#/properties/length_seconds/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$"+"\""};
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
const err22 = {instancePath:instancePath+"/length_seconds",schemaPath:"#/properties/length_seconds/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.length_duration !== undefined && func0.call(data, "length_duration")){
let data6 = data.length_duration;
if(typeof data6 === "string"){
if(func66(data6) > 48){
const err23 = {instancePath:instancePath+"/length_duration",schemaPath:"#/properties/length_duration/maxLength",keyword:"maxLength",params:{limit: 48},message:"must NOT have more than 48 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern5.test(data6)){
const err24 = {instancePath:instancePath+"/length_duration",schemaPath:"#/properties/length_duration/pattern",keyword:"pattern",params:{pattern: "^PT"},message:"must match pattern \""+"^PT"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/length_duration",schemaPath:"#/properties/length_duration/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.gap_seconds !== undefined && func0.call(data, "gap_seconds")){
let data7 = data.gap_seconds;
const _errs22 = errors;
let valid3 = false;
const _errs23 = errors;
if(data7 !== null){
const err26 = {instancePath:instancePath+"/gap_seconds",schemaPath:"#/properties/gap_seconds/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid1 = _errs23 === errors;
valid3 = valid3 || _valid1;
const _errs25 = errors;
if(typeof data7 === "string"){
if(func66(data7) > 32){
const err27 = {instancePath:instancePath+"/gap_seconds",schemaPath:"#/properties/gap_seconds/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!pattern4.test(data7)){
const err28 = {instancePath:instancePath+"/gap_seconds",schemaPath:"#/properties/gap_seconds/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/gap_seconds",schemaPath:"#/properties/gap_seconds/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid1 = _errs25 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err30 = {instancePath:instancePath+"/gap_seconds",schemaPath:"#/properties/gap_seconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

