// generated from contracts/ — do not edit
// schedule-workers-assign@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs af26708a778c4d218e4826b1dbfb198c body 05b94ceb79aa19d101cdc6161f4596f9
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["tasks","workers"],"properties":{"tasks":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","duration"],"properties":{"id":{"type":"string","not":{"const":""}},"duration":{"type":"string","minLength":1,"pattern":"^(0|[1-9][0-9]*)(\\.[0-9]+|/[1-9][0-9]*)?$"},"depends_on":{"type":"array","items":{"type":"string","not":{"const":""}}}}}},"workers":{"type":"integer","minimum":1},"priority":{"enum":["critical_path","longest_duration","most_successors","id"],"default":"critical_path"}}};
const func0 = Object.prototype.hasOwnProperty;
const func67 = __ajvRuntime0.default;
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
if((data.workers === undefined) || (!(func0.call(data, "workers")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workers"},message:"must have required property '"+"workers"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "tasks") || (key0 === "workers")) || (key0 === "priority"))){
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
if(data.tasks !== undefined && func0.call(data, "tasks")){
let data0 = data.tasks;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.id === undefined) || (!(func0.call(data1, "id")))){
const err3 = {instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data1.duration === undefined) || (!(func0.call(data1, "duration")))){
const err4 = {instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/required",keyword:"required",params:{missingProperty: "duration"},message:"must have required property '"+"duration"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(((key1 === "id") || (key1 === "duration")) || (key1 === "depends_on"))){
const err5 = {instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
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
const err6 = {instancePath:instancePath+"/tasks/" + i0+"/id",schemaPath:"#/properties/tasks/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath:instancePath+"/tasks/" + i0+"/id",schemaPath:"#/properties/tasks/items/properties/id/not",keyword:"not",params:{},message:"must NOT be valid"};
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
if(data1.duration !== undefined && func0.call(data1, "duration")){
let data3 = data1.duration;
if(typeof data3 === "string"){
if(func67(data3) < 1){
const err9 = {instancePath:instancePath+"/tasks/" + i0+"/duration",schemaPath:"#/properties/tasks/items/properties/duration/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern4.test(data3)){
const err10 = {instancePath:instancePath+"/tasks/" + i0+"/duration",schemaPath:"#/properties/tasks/items/properties/duration/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)(\\.[0-9]+|/[1-9][0-9]*)?$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)(\\.[0-9]+|/[1-9][0-9]*)?$"+"\""};
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
const err11 = {instancePath:instancePath+"/tasks/" + i0+"/duration",schemaPath:"#/properties/tasks/items/properties/duration/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
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
const err12 = {instancePath:instancePath+"/tasks/" + i0+"/depends_on/" + i1,schemaPath:"#/properties/tasks/items/properties/depends_on/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const _errs17 = errors;
const _errs18 = errors;
if("" !== data5){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid7 = _errs18 === errors;
if(valid7){
const err14 = {instancePath:instancePath+"/tasks/" + i0+"/depends_on/" + i1,schemaPath:"#/properties/tasks/items/properties/depends_on/items/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
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
const err15 = {instancePath:instancePath+"/tasks/" + i0+"/depends_on",schemaPath:"#/properties/tasks/items/properties/depends_on/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err16 = {instancePath:instancePath+"/tasks/" + i0,schemaPath:"#/properties/tasks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err17 = {instancePath:instancePath+"/tasks",schemaPath:"#/properties/tasks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.workers !== undefined && func0.call(data, "workers")){
let data6 = data.workers;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err18 = {instancePath:instancePath+"/workers",schemaPath:"#/properties/workers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/workers",schemaPath:"#/properties/workers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.priority !== undefined && func0.call(data, "priority")){
let data7 = data.priority;
if(!((((data7 === "critical_path") || (data7 === "longest_duration")) || (data7 === "most_successors")) || (data7 === "id"))){
const err20 = {instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/enum",keyword:"enum",params:{allowedValues: schema31.properties.priority.enum},message:"must be equal to one of the allowed values"};
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
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["makespan","assignments"],"properties":{"makespan":{"type":"string"},"assignments":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","worker","start","finish"],"properties":{"id":{"type":"string"},"worker":{"type":"integer"},"start":{"type":"string"},"finish":{"type":"string"}}}}}};

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
if((data.makespan === undefined) || (!(func0.call(data, "makespan")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "makespan"},message:"must have required property '"+"makespan"+"'"};
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
for(const key0 of Object.keys(data)){
if(!((key0 === "makespan") || (key0 === "assignments"))){
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
if(data.makespan !== undefined && func0.call(data, "makespan")){
if(typeof data.makespan !== "string"){
const err3 = {instancePath:instancePath+"/makespan",schemaPath:"#/properties/makespan/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
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
const err4 = {instancePath:instancePath+"/assignments/" + i0,schemaPath:"#/properties/assignments/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data2.worker === undefined) || (!(func0.call(data2, "worker")))){
const err5 = {instancePath:instancePath+"/assignments/" + i0,schemaPath:"#/properties/assignments/items/required",keyword:"required",params:{missingProperty: "worker"},message:"must have required property '"+"worker"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data2.start === undefined) || (!(func0.call(data2, "start")))){
const err6 = {instancePath:instancePath+"/assignments/" + i0,schemaPath:"#/properties/assignments/items/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data2.finish === undefined) || (!(func0.call(data2, "finish")))){
const err7 = {instancePath:instancePath+"/assignments/" + i0,schemaPath:"#/properties/assignments/items/required",keyword:"required",params:{missingProperty: "finish"},message:"must have required property '"+"finish"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 of Object.keys(data2)){
if(!((((key1 === "id") || (key1 === "worker")) || (key1 === "start")) || (key1 === "finish"))){
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
if(data2.worker !== undefined && func0.call(data2, "worker")){
let data4 = data2.worker;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/assignments/" + i0+"/worker",schemaPath:"#/properties/assignments/items/properties/worker/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.start !== undefined && func0.call(data2, "start")){
if(typeof data2.start !== "string"){
const err11 = {instancePath:instancePath+"/assignments/" + i0+"/start",schemaPath:"#/properties/assignments/items/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.finish !== undefined && func0.call(data2, "finish")){
if(typeof data2.finish !== "string"){
const err12 = {instancePath:instancePath+"/assignments/" + i0+"/finish",schemaPath:"#/properties/assignments/items/properties/finish/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath:instancePath+"/assignments/" + i0,schemaPath:"#/properties/assignments/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err14 = {instancePath:instancePath+"/assignments",schemaPath:"#/properties/assignments/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

