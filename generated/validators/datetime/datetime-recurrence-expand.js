// generated from contracts/ — do not edit
// datetime-recurrence-expand@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 6a47c3ff4f9765133575bc310c049ca5 body f9367417b47b6e442503d58bd1ddcb28
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["rrule","dtstart"],"properties":{"rrule":{"type":"string","description":"RFC 5545 RRULE value, e.g. FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10"},"dtstart":{"type":"string","maxLength":64,"description":"RFC 3339 date-time with an offset: the first occurrence"},"limit":{"type":"integer","minimum":1,"default":100,"description":"the most occurrences to list (DTSTART included)"},"search_years":{"type":"integer","minimum":1,"default":100,"description":"how many years past DTSTART's year to search"},"after":{"type":"string","maxLength":64,"description":"RFC 3339 date-time: list only occurrences strictly after it (they still count toward COUNT)"}}};
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
if((data.rrule === undefined) || (!(func0.call(data, "rrule")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rrule"},message:"must have required property '"+"rrule"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.dtstart === undefined) || (!(func0.call(data, "dtstart")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dtstart"},message:"must have required property '"+"dtstart"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "rrule") || (key0 === "dtstart")) || (key0 === "limit")) || (key0 === "search_years")) || (key0 === "after"))){
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
if(data.rrule !== undefined && func0.call(data, "rrule")){
if(typeof data.rrule !== "string"){
const err3 = {instancePath:instancePath+"/rrule",schemaPath:"#/properties/rrule/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.dtstart !== undefined && func0.call(data, "dtstart")){
let data1 = data.dtstart;
if(typeof data1 === "string"){
if(func64(data1) > 64){
const err4 = {instancePath:instancePath+"/dtstart",schemaPath:"#/properties/dtstart/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err5 = {instancePath:instancePath+"/dtstart",schemaPath:"#/properties/dtstart/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.limit !== undefined && func0.call(data, "limit")){
let data2 = data.limit;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.search_years !== undefined && func0.call(data, "search_years")){
let data3 = data.search_years;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err8 = {instancePath:instancePath+"/search_years",schemaPath:"#/properties/search_years/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/search_years",schemaPath:"#/properties/search_years/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.after !== undefined && func0.call(data, "after")){
let data4 = data.after;
if(typeof data4 === "string"){
if(func64(data4) > 64){
const err10 = {instancePath:instancePath+"/after",schemaPath:"#/properties/after/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err11 = {instancePath:instancePath+"/after",schemaPath:"#/properties/after/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["occurrences","count","first_index","stopped_by","dtstart_matches_rule"],"properties":{"occurrences":{"type":"array","maxItems":1000,"items":{"type":"string","maxLength":64}},"count":{"type":"integer","minimum":0,"maximum":1000},"first_index":{"anyOf":[{"type":"null"},{"type":"integer","minimum":0}]},"stopped_by":{"type":"string","enum":["count","until","end_of_calendar","limit","search_years"]},"dtstart_matches_rule":{"type":"boolean"}}};

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
if((data.occurrences === undefined) || (!(func0.call(data, "occurrences")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "occurrences"},message:"must have required property '"+"occurrences"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.count === undefined) || (!(func0.call(data, "count")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.first_index === undefined) || (!(func0.call(data, "first_index")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_index"},message:"must have required property '"+"first_index"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.stopped_by === undefined) || (!(func0.call(data, "stopped_by")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stopped_by"},message:"must have required property '"+"stopped_by"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.dtstart_matches_rule === undefined) || (!(func0.call(data, "dtstart_matches_rule")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dtstart_matches_rule"},message:"must have required property '"+"dtstart_matches_rule"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "occurrences") || (key0 === "count")) || (key0 === "first_index")) || (key0 === "stopped_by")) || (key0 === "dtstart_matches_rule"))){
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
if(data.occurrences !== undefined && func0.call(data, "occurrences")){
let data0 = data.occurrences;
if(Array.isArray(data0)){
if(data0.length > 1000){
const err6 = {instancePath:instancePath+"/occurrences",schemaPath:"#/properties/occurrences/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func64(data1) > 64){
const err7 = {instancePath:instancePath+"/occurrences/" + i0,schemaPath:"#/properties/occurrences/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err8 = {instancePath:instancePath+"/occurrences/" + i0,schemaPath:"#/properties/occurrences/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath:instancePath+"/occurrences",schemaPath:"#/properties/occurrences/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.count !== undefined && func0.call(data, "count")){
let data2 = data.count;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.first_index !== undefined && func0.call(data, "first_index")){
let data3 = data.first_index;
const _errs9 = errors;
let valid3 = false;
const _errs10 = errors;
if(data3 !== null){
const err13 = {instancePath:instancePath+"/first_index",schemaPath:"#/properties/first_index/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid3 = valid3 || _valid0;
const _errs12 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err14 = {instancePath:instancePath+"/first_index",schemaPath:"#/properties/first_index/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/first_index",schemaPath:"#/properties/first_index/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
var _valid0 = _errs12 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err16 = {instancePath:instancePath+"/first_index",schemaPath:"#/properties/first_index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
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
if(data.stopped_by !== undefined && func0.call(data, "stopped_by")){
let data4 = data.stopped_by;
if(typeof data4 !== "string"){
const err17 = {instancePath:instancePath+"/stopped_by",schemaPath:"#/properties/stopped_by/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(((((data4 === "count") || (data4 === "until")) || (data4 === "end_of_calendar")) || (data4 === "limit")) || (data4 === "search_years"))){
const err18 = {instancePath:instancePath+"/stopped_by",schemaPath:"#/properties/stopped_by/enum",keyword:"enum",params:{allowedValues: schema32.properties.stopped_by.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.dtstart_matches_rule !== undefined && func0.call(data, "dtstart_matches_rule")){
if(typeof data.dtstart_matches_rule !== "boolean"){
const err19 = {instancePath:instancePath+"/dtstart_matches_rule",schemaPath:"#/properties/dtstart_matches_rule/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

