// generated from contracts/ — do not edit
// schedule-critical-path@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs b0f23abc13a81256a566ac0fe7168b87 body f81a3d3bd601080178da8efaba354622
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["tasks"],"properties":{"tasks":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","duration"],"properties":{"id":{"type":"string","not":{"const":""}},"duration":{"type":"string","minLength":1,"pattern":"^(0|[1-9][0-9]*)(\\.[0-9]+|/[1-9][0-9]*)?$"},"depends_on":{"type":"array","items":{"type":"string","not":{"const":""}}}}}},"max_paths":{"type":"integer","minimum":1,"default":10}}};
const func0 = Object.prototype.hasOwnProperty;
const func66 = __ajvRuntime0.default;
const pattern4 = new RegExp("^(0|[1-9][0-9]*)(\\.[0-9]+|/[1-9][0-9]*)?$", "u");

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
if((data.tasks === undefined) || (!(func0.call(data, "tasks")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tasks"},message:"must have required property '"+"tasks"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "tasks") || (key0 === "max_paths"))){
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
if(data.tasks !== undefined && func0.call(data, "tasks")){
let data0 = data.tasks;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.id === undefined) || (!(func0.call(data1, "id")))){
const err2 = {instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data1.duration === undefined) || (!(func0.call(data1, "duration")))){
const err3 = {instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/required",keyword:"required",params:{missingProperty: "duration"},message:"must have required property '"+"duration"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(((key1 === "id") || (key1 === "duration")) || (key1 === "depends_on"))){
const err4 = {instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.id !== undefined && func0.call(data1, "id")){
let data2 = data1.id;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/tasks/" + i0+"/id",schemaPath:"#/properties/tasks/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs9 = errors;
const _errs10 = errors;
if("" !== data2){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid4 = _errs10 === errors;
if(valid4){
const err7 = {instancePath:instancePath+"/tasks/" + i0+"/id",schemaPath:"#/properties/tasks/items/properties/id/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
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
if(data1.duration !== undefined && func0.call(data1, "duration")){
let data3 = data1.duration;
if(typeof data3 === "string"){
if(func66(data3) < 1){
const err8 = {instancePath:instancePath+"/tasks/" + i0+"/duration",schemaPath:"#/properties/tasks/items/properties/duration/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data3)){
const err9 = {instancePath:instancePath+"/tasks/" + i0+"/duration",schemaPath:"#/properties/tasks/items/properties/duration/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)(\\.[0-9]+|/[1-9][0-9]*)?$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)(\\.[0-9]+|/[1-9][0-9]*)?$"+"\""};
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
const err10 = {instancePath:instancePath+"/tasks/" + i0+"/duration",schemaPath:"#/properties/tasks/items/properties/duration/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.depends_on !== undefined && func0.call(data1, "depends_on")){
let data4 = data1.depends_on;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(typeof data5 !== "string"){
const err11 = {instancePath:instancePath+"/tasks/" + i0+"/depends_on/" + i1,schemaPath:"#/properties/tasks/items/properties/depends_on/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const _errs17 = errors;
const _errs18 = errors;
if("" !== data5){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var valid7 = _errs18 === errors;
if(valid7){
const err13 = {instancePath:instancePath+"/tasks/" + i0+"/depends_on/" + i1,schemaPath:"#/properties/tasks/items/properties/depends_on/items/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err14 = {instancePath:instancePath+"/tasks/" + i0+"/depends_on",schemaPath:"#/properties/tasks/items/properties/depends_on/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err15 = {instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err16 = {instancePath:instancePath+"/tasks",schemaPath:"#/properties/tasks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.max_paths !== undefined && func0.call(data, "max_paths")){
let data6 = data.max_paths;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err17 = {instancePath:instancePath+"/max_paths",schemaPath:"#/properties/max_paths/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/max_paths",schemaPath:"#/properties/max_paths/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["project_duration","tasks","critical_paths","critical_paths_truncated"],"properties":{"project_duration":{"type":"string"},"tasks":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","duration","earliest_start","earliest_finish","latest_start","latest_finish","slack","critical"],"properties":{"id":{"type":"string"},"duration":{"type":"string"},"earliest_start":{"type":"string"},"earliest_finish":{"type":"string"},"latest_start":{"type":"string"},"latest_finish":{"type":"string"},"slack":{"type":"string"},"critical":{"type":"boolean"}}}},"critical_paths":{"type":"array","items":{"type":"array","items":{"type":"string"}}},"critical_paths_truncated":{"type":"boolean"}}};

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
if((data.project_duration === undefined) || (!(func0.call(data, "project_duration")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project_duration"},message:"must have required property '"+"project_duration"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.tasks === undefined) || (!(func0.call(data, "tasks")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tasks"},message:"must have required property '"+"tasks"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.critical_paths === undefined) || (!(func0.call(data, "critical_paths")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "critical_paths"},message:"must have required property '"+"critical_paths"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.critical_paths_truncated === undefined) || (!(func0.call(data, "critical_paths_truncated")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "critical_paths_truncated"},message:"must have required property '"+"critical_paths_truncated"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "project_duration") || (key0 === "tasks")) || (key0 === "critical_paths")) || (key0 === "critical_paths_truncated"))){
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
if(data.project_duration !== undefined && func0.call(data, "project_duration")){
if(typeof data.project_duration !== "string"){
const err5 = {instancePath:instancePath+"/project_duration",schemaPath:"#/properties/project_duration/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.tasks !== undefined && func0.call(data, "tasks")){
let data1 = data.tasks;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if((data2.id === undefined) || (!(func0.call(data2, "id")))){
const err6 = {instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data2.duration === undefined) || (!(func0.call(data2, "duration")))){
const err7 = {instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/required",keyword:"required",params:{missingProperty: "duration"},message:"must have required property '"+"duration"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data2.earliest_start === undefined) || (!(func0.call(data2, "earliest_start")))){
const err8 = {instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/required",keyword:"required",params:{missingProperty: "earliest_start"},message:"must have required property '"+"earliest_start"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data2.earliest_finish === undefined) || (!(func0.call(data2, "earliest_finish")))){
const err9 = {instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/required",keyword:"required",params:{missingProperty: "earliest_finish"},message:"must have required property '"+"earliest_finish"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data2.latest_start === undefined) || (!(func0.call(data2, "latest_start")))){
const err10 = {instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/required",keyword:"required",params:{missingProperty: "latest_start"},message:"must have required property '"+"latest_start"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data2.latest_finish === undefined) || (!(func0.call(data2, "latest_finish")))){
const err11 = {instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/required",keyword:"required",params:{missingProperty: "latest_finish"},message:"must have required property '"+"latest_finish"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data2.slack === undefined) || (!(func0.call(data2, "slack")))){
const err12 = {instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/required",keyword:"required",params:{missingProperty: "slack"},message:"must have required property '"+"slack"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((data2.critical === undefined) || (!(func0.call(data2, "critical")))){
const err13 = {instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/required",keyword:"required",params:{missingProperty: "critical"},message:"must have required property '"+"critical"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 of Object.keys(data2)){
if(!((((((((key1 === "id") || (key1 === "duration")) || (key1 === "earliest_start")) || (key1 === "earliest_finish")) || (key1 === "latest_start")) || (key1 === "latest_finish")) || (key1 === "slack")) || (key1 === "critical"))){
const err14 = {instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.id !== undefined && func0.call(data2, "id")){
if(typeof data2.id !== "string"){
const err15 = {instancePath:instancePath+"/tasks/" + i0+"/id",schemaPath:"#/properties/tasks/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.duration !== undefined && func0.call(data2, "duration")){
if(typeof data2.duration !== "string"){
const err16 = {instancePath:instancePath+"/tasks/" + i0+"/duration",schemaPath:"#/properties/tasks/items/properties/duration/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.earliest_start !== undefined && func0.call(data2, "earliest_start")){
if(typeof data2.earliest_start !== "string"){
const err17 = {instancePath:instancePath+"/tasks/" + i0+"/earliest_start",schemaPath:"#/properties/tasks/items/properties/earliest_start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.earliest_finish !== undefined && func0.call(data2, "earliest_finish")){
if(typeof data2.earliest_finish !== "string"){
const err18 = {instancePath:instancePath+"/tasks/" + i0+"/earliest_finish",schemaPath:"#/properties/tasks/items/properties/earliest_finish/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.latest_start !== undefined && func0.call(data2, "latest_start")){
if(typeof data2.latest_start !== "string"){
const err19 = {instancePath:instancePath+"/tasks/" + i0+"/latest_start",schemaPath:"#/properties/tasks/items/properties/latest_start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.latest_finish !== undefined && func0.call(data2, "latest_finish")){
if(typeof data2.latest_finish !== "string"){
const err20 = {instancePath:instancePath+"/tasks/" + i0+"/latest_finish",schemaPath:"#/properties/tasks/items/properties/latest_finish/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.slack !== undefined && func0.call(data2, "slack")){
if(typeof data2.slack !== "string"){
const err21 = {instancePath:instancePath+"/tasks/" + i0+"/slack",schemaPath:"#/properties/tasks/items/properties/slack/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data2.critical !== undefined && func0.call(data2, "critical")){
if(typeof data2.critical !== "boolean"){
const err22 = {instancePath:instancePath+"/tasks/" + i0+"/critical",schemaPath:"#/properties/tasks/items/properties/critical/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err23 = {instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err24 = {instancePath:instancePath+"/tasks",schemaPath:"#/properties/tasks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.critical_paths !== undefined && func0.call(data, "critical_paths")){
let data11 = data.critical_paths;
if(Array.isArray(data11)){
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
if(Array.isArray(data12)){
const len2 = data12.length;
for(let i2=0; i2<len2; i2++){
if(typeof data12[i2] !== "string"){
const err25 = {instancePath:instancePath+"/critical_paths/" + i1+"/" + i2,schemaPath:"#/properties/critical_paths/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/critical_paths/" + i1,schemaPath:"#/properties/critical_paths/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err27 = {instancePath:instancePath+"/critical_paths",schemaPath:"#/properties/critical_paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.critical_paths_truncated !== undefined && func0.call(data, "critical_paths_truncated")){
if(typeof data.critical_paths_truncated !== "boolean"){
const err28 = {instancePath:instancePath+"/critical_paths_truncated",schemaPath:"#/properties/critical_paths_truncated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

