// generated from contracts/ — do not edit
// cron-expression-parse@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 06bf94e8dbe72ec74b94c8a1a055752e body 3d8380a9c25abf1dc43f5b44170053ac
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["expression"],"properties":{"expression":{"type":"string","description":"a 5-field cron expression or an @ macro"},"wildcard_days":{"type":"string","enum":["vixie","literal"],"default":"vixie","description":"whether a day field that starts with * (like */2) is unrestricted (vixie) or only an exact * is (literal)"}}};
const func0 = Object.prototype.hasOwnProperty;

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
if((data.expression === undefined) || (!(func0.call(data, "expression")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expression"},message:"must have required property '"+"expression"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "expression") || (key0 === "wildcard_days"))){
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
if(data.expression !== undefined && func0.call(data, "expression")){
if(typeof data.expression !== "string"){
const err2 = {instancePath:instancePath+"/expression",schemaPath:"#/properties/expression/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.wildcard_days !== undefined && func0.call(data, "wildcard_days")){
let data1 = data.wildcard_days;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/wildcard_days",schemaPath:"#/properties/wildcard_days/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((data1 === "vixie") || (data1 === "literal"))){
const err4 = {instancePath:instancePath+"/wildcard_days",schemaPath:"#/properties/wildcard_days/enum",keyword:"enum",params:{allowedValues: schema31.properties.wildcard_days.enum},message:"must be equal to one of the allowed values"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["valid","error","schedule"],"properties":{"valid":{"type":"boolean"},"error":{"anyOf":[{"type":"null"},{"type":"object","additionalProperties":false,"required":["field","offset","message"],"properties":{"field":{"anyOf":[{"type":"null"},{"type":"string","enum":["minute","hour","day_of_month","month","day_of_week"]}]},"offset":{"type":"integer","minimum":0,"maximum":1000},"message":{"type":"string","maxLength":400}}}]},"schedule":{"anyOf":[{"type":"null"},{"type":"object","additionalProperties":false,"required":["macro","minute","hour","day_of_month","month","day_of_week","day_of_month_restricted","day_of_week_restricted","day_rule","can_run"],"properties":{"macro":{"anyOf":[{"type":"null"},{"type":"string","enum":["@yearly","@annually","@monthly","@weekly","@daily","@midnight","@hourly"]}]},"minute":{"type":"array","maxItems":60,"items":{"type":"integer","minimum":0,"maximum":59}},"hour":{"type":"array","maxItems":24,"items":{"type":"integer","minimum":0,"maximum":23}},"day_of_month":{"type":"array","maxItems":31,"items":{"type":"integer","minimum":1,"maximum":31}},"month":{"type":"array","maxItems":12,"items":{"type":"integer","minimum":1,"maximum":12}},"day_of_week":{"type":"array","maxItems":7,"items":{"type":"integer","minimum":0,"maximum":6}},"day_of_month_restricted":{"type":"boolean"},"day_of_week_restricted":{"type":"boolean"},"day_rule":{"type":"string","enum":["either","both"]},"can_run":{"type":"boolean"}}}]}}};
const func74 = __ajvRuntime0.default;

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
if((data.valid === undefined) || (!(func0.call(data, "valid")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "valid"},message:"must have required property '"+"valid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.error === undefined) || (!(func0.call(data, "error")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.schedule === undefined) || (!(func0.call(data, "schedule")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schedule"},message:"must have required property '"+"schedule"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "valid") || (key0 === "error")) || (key0 === "schedule"))){
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
if(data.valid !== undefined && func0.call(data, "valid")){
if(typeof data.valid !== "boolean"){
const err4 = {instancePath:instancePath+"/valid",schemaPath:"#/properties/valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.error !== undefined && func0.call(data, "error")){
let data1 = data.error;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(data1 !== null){
const err5 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
const _errs8 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.field === undefined) || (!(func0.call(data1, "field")))){
const err6 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/1/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data1.offset === undefined) || (!(func0.call(data1, "offset")))){
const err7 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/1/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data1.message === undefined) || (!(func0.call(data1, "message")))){
const err8 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/1/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(((key1 === "field") || (key1 === "offset")) || (key1 === "message"))){
const err9 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.field !== undefined && func0.call(data1, "field")){
let data2 = data1.field;
const _errs12 = errors;
let valid3 = false;
const _errs13 = errors;
if(data2 !== null){
const err10 = {instancePath:instancePath+"/error/field",schemaPath:"#/properties/error/anyOf/1/properties/field/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs13 === errors;
valid3 = valid3 || _valid1;
const _errs15 = errors;
if(typeof data2 !== "string"){
const err11 = {instancePath:instancePath+"/error/field",schemaPath:"#/properties/error/anyOf/1/properties/field/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(((((data2 === "minute") || (data2 === "hour")) || (data2 === "day_of_month")) || (data2 === "month")) || (data2 === "day_of_week"))){
const err12 = {instancePath:instancePath+"/error/field",schemaPath:"#/properties/error/anyOf/1/properties/field/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema32.properties.error.anyOf[1].properties.field.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err13 = {instancePath:instancePath+"/error/field",schemaPath:"#/properties/error/anyOf/1/properties/field/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data1.offset !== undefined && func0.call(data1, "offset")){
let data3 = data1.offset;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err14 = {instancePath:instancePath+"/error/offset",schemaPath:"#/properties/error/anyOf/1/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1000 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/error/offset",schemaPath:"#/properties/error/anyOf/1/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/error/offset",schemaPath:"#/properties/error/anyOf/1/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.message !== undefined && func0.call(data1, "message")){
let data4 = data1.message;
if(typeof data4 === "string"){
if(func74(data4) > 400){
const err17 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/anyOf/1/properties/message/maxLength",keyword:"maxLength",params:{limit: 400},message:"must NOT have more than 400 characters"};
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
const err18 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/anyOf/1/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err19 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err20 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.schedule !== undefined && func0.call(data, "schedule")){
let data5 = data.schedule;
const _errs22 = errors;
let valid4 = false;
const _errs23 = errors;
if(data5 !== null){
const err21 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid2 = _errs23 === errors;
valid4 = valid4 || _valid2;
const _errs25 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if((data5.macro === undefined) || (!(func0.call(data5, "macro")))){
const err22 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/anyOf/1/required",keyword:"required",params:{missingProperty: "macro"},message:"must have required property '"+"macro"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((data5.minute === undefined) || (!(func0.call(data5, "minute")))){
const err23 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/anyOf/1/required",keyword:"required",params:{missingProperty: "minute"},message:"must have required property '"+"minute"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((data5.hour === undefined) || (!(func0.call(data5, "hour")))){
const err24 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/anyOf/1/required",keyword:"required",params:{missingProperty: "hour"},message:"must have required property '"+"hour"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((data5.day_of_month === undefined) || (!(func0.call(data5, "day_of_month")))){
const err25 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/anyOf/1/required",keyword:"required",params:{missingProperty: "day_of_month"},message:"must have required property '"+"day_of_month"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((data5.month === undefined) || (!(func0.call(data5, "month")))){
const err26 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/anyOf/1/required",keyword:"required",params:{missingProperty: "month"},message:"must have required property '"+"month"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((data5.day_of_week === undefined) || (!(func0.call(data5, "day_of_week")))){
const err27 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/anyOf/1/required",keyword:"required",params:{missingProperty: "day_of_week"},message:"must have required property '"+"day_of_week"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((data5.day_of_month_restricted === undefined) || (!(func0.call(data5, "day_of_month_restricted")))){
const err28 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/anyOf/1/required",keyword:"required",params:{missingProperty: "day_of_month_restricted"},message:"must have required property '"+"day_of_month_restricted"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((data5.day_of_week_restricted === undefined) || (!(func0.call(data5, "day_of_week_restricted")))){
const err29 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/anyOf/1/required",keyword:"required",params:{missingProperty: "day_of_week_restricted"},message:"must have required property '"+"day_of_week_restricted"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((data5.day_rule === undefined) || (!(func0.call(data5, "day_rule")))){
const err30 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/anyOf/1/required",keyword:"required",params:{missingProperty: "day_rule"},message:"must have required property '"+"day_rule"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((data5.can_run === undefined) || (!(func0.call(data5, "can_run")))){
const err31 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/anyOf/1/required",keyword:"required",params:{missingProperty: "can_run"},message:"must have required property '"+"can_run"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
for(const key2 of Object.keys(data5)){
if(!(func0.call(schema32.properties.schedule.anyOf[1].properties, key2))){
const err32 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data5.macro !== undefined && func0.call(data5, "macro")){
let data6 = data5.macro;
const _errs29 = errors;
let valid6 = false;
const _errs30 = errors;
if(data6 !== null){
const err33 = {instancePath:instancePath+"/schedule/macro",schemaPath:"#/properties/schedule/anyOf/1/properties/macro/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid3 = _errs30 === errors;
valid6 = valid6 || _valid3;
const _errs32 = errors;
if(typeof data6 !== "string"){
const err34 = {instancePath:instancePath+"/schedule/macro",schemaPath:"#/properties/schedule/anyOf/1/properties/macro/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!(((((((data6 === "@yearly") || (data6 === "@annually")) || (data6 === "@monthly")) || (data6 === "@weekly")) || (data6 === "@daily")) || (data6 === "@midnight")) || (data6 === "@hourly"))){
const err35 = {instancePath:instancePath+"/schedule/macro",schemaPath:"#/properties/schedule/anyOf/1/properties/macro/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema32.properties.schedule.anyOf[1].properties.macro.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid3 = _errs32 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const err36 = {instancePath:instancePath+"/schedule/macro",schemaPath:"#/properties/schedule/anyOf/1/properties/macro/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
}
if(data5.minute !== undefined && func0.call(data5, "minute")){
let data7 = data5.minute;
if(Array.isArray(data7)){
if(data7.length > 60){
const err37 = {instancePath:instancePath+"/schedule/minute",schemaPath:"#/properties/schedule/anyOf/1/properties/minute/maxItems",keyword:"maxItems",params:{limit: 60},message:"must NOT have more than 60 items"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err38 = {instancePath:instancePath+"/schedule/minute/" + i0,schemaPath:"#/properties/schedule/anyOf/1/properties/minute/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 59 || isNaN(data8)){
const err39 = {instancePath:instancePath+"/schedule/minute/" + i0,schemaPath:"#/properties/schedule/anyOf/1/properties/minute/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 59},message:"must be <= 59"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err40 = {instancePath:instancePath+"/schedule/minute/" + i0,schemaPath:"#/properties/schedule/anyOf/1/properties/minute/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
}
else {
const err41 = {instancePath:instancePath+"/schedule/minute",schemaPath:"#/properties/schedule/anyOf/1/properties/minute/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data5.hour !== undefined && func0.call(data5, "hour")){
let data9 = data5.hour;
if(Array.isArray(data9)){
if(data9.length > 24){
const err42 = {instancePath:instancePath+"/schedule/hour",schemaPath:"#/properties/schedule/anyOf/1/properties/hour/maxItems",keyword:"maxItems",params:{limit: 24},message:"must NOT have more than 24 items"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err43 = {instancePath:instancePath+"/schedule/hour/" + i1,schemaPath:"#/properties/schedule/anyOf/1/properties/hour/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 23 || isNaN(data10)){
const err44 = {instancePath:instancePath+"/schedule/hour/" + i1,schemaPath:"#/properties/schedule/anyOf/1/properties/hour/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 23},message:"must be <= 23"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err45 = {instancePath:instancePath+"/schedule/hour/" + i1,schemaPath:"#/properties/schedule/anyOf/1/properties/hour/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
}
else {
const err46 = {instancePath:instancePath+"/schedule/hour",schemaPath:"#/properties/schedule/anyOf/1/properties/hour/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data5.day_of_month !== undefined && func0.call(data5, "day_of_month")){
let data11 = data5.day_of_month;
if(Array.isArray(data11)){
if(data11.length > 31){
const err47 = {instancePath:instancePath+"/schedule/day_of_month",schemaPath:"#/properties/schedule/anyOf/1/properties/day_of_month/maxItems",keyword:"maxItems",params:{limit: 31},message:"must NOT have more than 31 items"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
const len2 = data11.length;
for(let i2=0; i2<len2; i2++){
let data12 = data11[i2];
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err48 = {instancePath:instancePath+"/schedule/day_of_month/" + i2,schemaPath:"#/properties/schedule/anyOf/1/properties/day_of_month/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 31 || isNaN(data12)){
const err49 = {instancePath:instancePath+"/schedule/day_of_month/" + i2,schemaPath:"#/properties/schedule/anyOf/1/properties/day_of_month/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 31},message:"must be <= 31"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data12 < 1 || isNaN(data12)){
const err50 = {instancePath:instancePath+"/schedule/day_of_month/" + i2,schemaPath:"#/properties/schedule/anyOf/1/properties/day_of_month/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
}
else {
const err51 = {instancePath:instancePath+"/schedule/day_of_month",schemaPath:"#/properties/schedule/anyOf/1/properties/day_of_month/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data5.month !== undefined && func0.call(data5, "month")){
let data13 = data5.month;
if(Array.isArray(data13)){
if(data13.length > 12){
const err52 = {instancePath:instancePath+"/schedule/month",schemaPath:"#/properties/schedule/anyOf/1/properties/month/maxItems",keyword:"maxItems",params:{limit: 12},message:"must NOT have more than 12 items"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
const len3 = data13.length;
for(let i3=0; i3<len3; i3++){
let data14 = data13[i3];
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err53 = {instancePath:instancePath+"/schedule/month/" + i3,schemaPath:"#/properties/schedule/anyOf/1/properties/month/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 12 || isNaN(data14)){
const err54 = {instancePath:instancePath+"/schedule/month/" + i3,schemaPath:"#/properties/schedule/anyOf/1/properties/month/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 12},message:"must be <= 12"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data14 < 1 || isNaN(data14)){
const err55 = {instancePath:instancePath+"/schedule/month/" + i3,schemaPath:"#/properties/schedule/anyOf/1/properties/month/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
}
else {
const err56 = {instancePath:instancePath+"/schedule/month",schemaPath:"#/properties/schedule/anyOf/1/properties/month/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data5.day_of_week !== undefined && func0.call(data5, "day_of_week")){
let data15 = data5.day_of_week;
if(Array.isArray(data15)){
if(data15.length > 7){
const err57 = {instancePath:instancePath+"/schedule/day_of_week",schemaPath:"#/properties/schedule/anyOf/1/properties/day_of_week/maxItems",keyword:"maxItems",params:{limit: 7},message:"must NOT have more than 7 items"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
const len4 = data15.length;
for(let i4=0; i4<len4; i4++){
let data16 = data15[i4];
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err58 = {instancePath:instancePath+"/schedule/day_of_week/" + i4,schemaPath:"#/properties/schedule/anyOf/1/properties/day_of_week/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 6 || isNaN(data16)){
const err59 = {instancePath:instancePath+"/schedule/day_of_week/" + i4,schemaPath:"#/properties/schedule/anyOf/1/properties/day_of_week/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 6},message:"must be <= 6"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err60 = {instancePath:instancePath+"/schedule/day_of_week/" + i4,schemaPath:"#/properties/schedule/anyOf/1/properties/day_of_week/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
}
else {
const err61 = {instancePath:instancePath+"/schedule/day_of_week",schemaPath:"#/properties/schedule/anyOf/1/properties/day_of_week/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data5.day_of_month_restricted !== undefined && func0.call(data5, "day_of_month_restricted")){
if(typeof data5.day_of_month_restricted !== "boolean"){
const err62 = {instancePath:instancePath+"/schedule/day_of_month_restricted",schemaPath:"#/properties/schedule/anyOf/1/properties/day_of_month_restricted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data5.day_of_week_restricted !== undefined && func0.call(data5, "day_of_week_restricted")){
if(typeof data5.day_of_week_restricted !== "boolean"){
const err63 = {instancePath:instancePath+"/schedule/day_of_week_restricted",schemaPath:"#/properties/schedule/anyOf/1/properties/day_of_week_restricted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data5.day_rule !== undefined && func0.call(data5, "day_rule")){
let data19 = data5.day_rule;
if(typeof data19 !== "string"){
const err64 = {instancePath:instancePath+"/schedule/day_rule",schemaPath:"#/properties/schedule/anyOf/1/properties/day_rule/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(!((data19 === "either") || (data19 === "both"))){
const err65 = {instancePath:instancePath+"/schedule/day_rule",schemaPath:"#/properties/schedule/anyOf/1/properties/day_rule/enum",keyword:"enum",params:{allowedValues: schema32.properties.schedule.anyOf[1].properties.day_rule.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data5.can_run !== undefined && func0.call(data5, "can_run")){
if(typeof data5.can_run !== "boolean"){
const err66 = {instancePath:instancePath+"/schedule/can_run",schemaPath:"#/properties/schedule/anyOf/1/properties/can_run/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid2 = _errs25 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err68 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
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
const err69 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

