// generated from contracts/ — do not edit
// time-of-day-range-contains@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 7fb70e40b3313ea4a44481234a02abdf body 884f31b4ce6d76aefb41cbfa3950a6ca
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["time","start","end"],"properties":{"time":{"type":"string","maxLength":32,"description":"the time of day to test, HH:MM[:SS[.fraction]]"},"start":{"type":"string","maxLength":32,"description":"start of the daily range"},"end":{"type":"string","maxLength":32,"description":"end of the daily range (24:00 allowed); before start means the range crosses midnight"},"include_start":{"type":"boolean","default":true},"include_end":{"type":"boolean","default":false},"equal_bounds":{"type":"string","enum":["empty","full_day"],"default":"empty","description":"what a range with start equal to end means"}}};
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
if((data.start === undefined) || (!(func0.call(data, "start")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.end === undefined) || (!(func0.call(data, "end")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "time") || (key0 === "start")) || (key0 === "end")) || (key0 === "include_start")) || (key0 === "include_end")) || (key0 === "equal_bounds"))){
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
if(func64(data0) > 32){
const err4 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
if(data.start !== undefined && func0.call(data, "start")){
let data1 = data.start;
if(typeof data1 === "string"){
if(func64(data1) > 32){
const err6 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
const err7 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.end !== undefined && func0.call(data, "end")){
let data2 = data.end;
if(typeof data2 === "string"){
if(func64(data2) > 32){
const err8 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
const err9 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.include_start !== undefined && func0.call(data, "include_start")){
if(typeof data.include_start !== "boolean"){
const err10 = {instancePath:instancePath+"/include_start",schemaPath:"#/properties/include_start/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.include_end !== undefined && func0.call(data, "include_end")){
if(typeof data.include_end !== "boolean"){
const err11 = {instancePath:instancePath+"/include_end",schemaPath:"#/properties/include_end/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.equal_bounds !== undefined && func0.call(data, "equal_bounds")){
let data5 = data.equal_bounds;
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/equal_bounds",schemaPath:"#/properties/equal_bounds/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data5 === "empty") || (data5 === "full_day"))){
const err13 = {instancePath:instancePath+"/equal_bounds",schemaPath:"#/properties/equal_bounds/enum",keyword:"enum",params:{allowedValues: schema31.properties.equal_bounds.enum},message:"must be equal to one of the allowed values"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["inside","wraps_midnight","range_seconds","range_duration"],"properties":{"inside":{"type":"boolean"},"wraps_midnight":{"type":"boolean"},"range_seconds":{"type":"string","pattern":"^(0|[1-9][0-9]{0,4})(\\.[0-9]{1,9})?$","maxLength":16},"range_duration":{"type":"string","pattern":"^PT","maxLength":32}}};
const pattern4 = new RegExp("^(0|[1-9][0-9]{0,4})(\\.[0-9]{1,9})?$", "u");
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
if((data.inside === undefined) || (!(func0.call(data, "inside")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "inside"},message:"must have required property '"+"inside"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.wraps_midnight === undefined) || (!(func0.call(data, "wraps_midnight")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "wraps_midnight"},message:"must have required property '"+"wraps_midnight"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.range_seconds === undefined) || (!(func0.call(data, "range_seconds")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "range_seconds"},message:"must have required property '"+"range_seconds"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.range_duration === undefined) || (!(func0.call(data, "range_duration")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "range_duration"},message:"must have required property '"+"range_duration"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "inside") || (key0 === "wraps_midnight")) || (key0 === "range_seconds")) || (key0 === "range_duration"))){
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
if(data.inside !== undefined && func0.call(data, "inside")){
if(typeof data.inside !== "boolean"){
const err5 = {instancePath:instancePath+"/inside",schemaPath:"#/properties/inside/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.wraps_midnight !== undefined && func0.call(data, "wraps_midnight")){
if(typeof data.wraps_midnight !== "boolean"){
const err6 = {instancePath:instancePath+"/wraps_midnight",schemaPath:"#/properties/wraps_midnight/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.range_seconds !== undefined && func0.call(data, "range_seconds")){
let data2 = data.range_seconds;
if(typeof data2 === "string"){
if(func64(data2) > 16){
const err7 = {instancePath:instancePath+"/range_seconds",schemaPath:"#/properties/range_seconds/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern4.test(data2)){
const err8 = {instancePath:instancePath+"/range_seconds",schemaPath:"#/properties/range_seconds/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]{0,4})(\\.[0-9]{1,9})?$"},message:"must match pattern \""+"^(0|[1-9][0-9]{0,4})(\\.[0-9]{1,9})?$"+"\""};
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
const err9 = {instancePath:instancePath+"/range_seconds",schemaPath:"#/properties/range_seconds/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.range_duration !== undefined && func0.call(data, "range_duration")){
let data3 = data.range_duration;
if(typeof data3 === "string"){
if(func64(data3) > 32){
const err10 = {instancePath:instancePath+"/range_duration",schemaPath:"#/properties/range_duration/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern5.test(data3)){
const err11 = {instancePath:instancePath+"/range_duration",schemaPath:"#/properties/range_duration/pattern",keyword:"pattern",params:{pattern: "^PT"},message:"must match pattern \""+"^PT"+"\""};
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
const err12 = {instancePath:instancePath+"/range_duration",schemaPath:"#/properties/range_duration/type",keyword:"type",params:{type: "string"},message:"must be string"};
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

