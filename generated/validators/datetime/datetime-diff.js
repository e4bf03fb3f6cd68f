// generated from contracts/ — do not edit
// datetime-diff@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs a9f271761577e527af57a5eb70ced0c6 body ccbceeeb952c897b5e39cd1c236e2d3d
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["start","end"],"properties":{"start":{"type":"string","minLength":1,"maxLength":64},"end":{"type":"string","minLength":1,"maxLength":64},"largest_unit":{"type":"string","enum":["weeks","days","hours","minutes","seconds"],"default":"hours"}}};
const func0 = Object.prototype.hasOwnProperty;
const func63 = __ajvRuntime0.default;

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
if(!(((key0 === "start") || (key0 === "end")) || (key0 === "largest_unit"))){
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
if(data.largest_unit !== undefined && func0.call(data, "largest_unit")){
let data2 = data.largest_unit;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/largest_unit",schemaPath:"#/properties/largest_unit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((((data2 === "weeks") || (data2 === "days")) || (data2 === "hours")) || (data2 === "minutes")) || (data2 === "seconds"))){
const err10 = {instancePath:instancePath+"/largest_unit",schemaPath:"#/properties/largest_unit/enum",keyword:"enum",params:{allowedValues: schema31.properties.largest_unit.enum},message:"must be equal to one of the allowed values"};
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"$defs":{"amount":{"type":"string","pattern":"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$","maxLength":40}},"type":"object","additionalProperties":false,"required":["seconds","nanoseconds","duration","components"],"properties":{"seconds":{"type":"string","pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$","maxLength":40},"nanoseconds":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1001},"duration":{"type":"string","maxLength":80},"components":{"type":"object","additionalProperties":false,"required":["weeks","days","hours","minutes","seconds"],"properties":{"weeks":{"type":"string","pattern":"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$","maxLength":40},"days":{"type":"string","pattern":"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$","maxLength":40},"hours":{"type":"string","pattern":"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$","maxLength":40},"minutes":{"type":"string","pattern":"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$","maxLength":40},"seconds":{"type":"string","pattern":"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$","maxLength":40}}}}};
const pattern4 = new RegExp("^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$", "u");
const pattern5 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");
const pattern6 = new RegExp("^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$", "u");

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
if((data.seconds === undefined) || (!(func0.call(data, "seconds")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "seconds"},message:"must have required property '"+"seconds"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.nanoseconds === undefined) || (!(func0.call(data, "nanoseconds")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nanoseconds"},message:"must have required property '"+"nanoseconds"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.duration === undefined) || (!(func0.call(data, "duration")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "duration"},message:"must have required property '"+"duration"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.components === undefined) || (!(func0.call(data, "components")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "components"},message:"must have required property '"+"components"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "seconds") || (key0 === "nanoseconds")) || (key0 === "duration")) || (key0 === "components"))){
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
if(data.seconds !== undefined && func0.call(data, "seconds")){
let data0 = data.seconds;
if(typeof data0 === "string"){
if(func63(data0) > 40){
const err5 = {instancePath:instancePath+"/seconds",schemaPath:"#/properties/seconds/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data0)){
const err6 = {instancePath:instancePath+"/seconds",schemaPath:"#/properties/seconds/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$"+"\""};
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
const err7 = {instancePath:instancePath+"/seconds",schemaPath:"#/properties/seconds/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.nanoseconds !== undefined && func0.call(data, "nanoseconds")){
let data1 = data.nanoseconds;
if(typeof data1 === "string"){
if(func63(data1) > 1001){
const err8 = {instancePath:instancePath+"/nanoseconds",schemaPath:"#/properties/nanoseconds/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern5.test(data1)){
const err9 = {instancePath:instancePath+"/nanoseconds",schemaPath:"#/properties/nanoseconds/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err10 = {instancePath:instancePath+"/nanoseconds",schemaPath:"#/properties/nanoseconds/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.duration !== undefined && func0.call(data, "duration")){
let data2 = data.duration;
if(typeof data2 === "string"){
if(func63(data2) > 80){
const err11 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
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
const err12 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.components !== undefined && func0.call(data, "components")){
let data3 = data.components;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if((data3.weeks === undefined) || (!(func0.call(data3, "weeks")))){
const err13 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/required",keyword:"required",params:{missingProperty: "weeks"},message:"must have required property '"+"weeks"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((data3.days === undefined) || (!(func0.call(data3, "days")))){
const err14 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/required",keyword:"required",params:{missingProperty: "days"},message:"must have required property '"+"days"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((data3.hours === undefined) || (!(func0.call(data3, "hours")))){
const err15 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/required",keyword:"required",params:{missingProperty: "hours"},message:"must have required property '"+"hours"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((data3.minutes === undefined) || (!(func0.call(data3, "minutes")))){
const err16 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/required",keyword:"required",params:{missingProperty: "minutes"},message:"must have required property '"+"minutes"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((data3.seconds === undefined) || (!(func0.call(data3, "seconds")))){
const err17 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/required",keyword:"required",params:{missingProperty: "seconds"},message:"must have required property '"+"seconds"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 of Object.keys(data3)){
if(!(((((key1 === "weeks") || (key1 === "days")) || (key1 === "hours")) || (key1 === "minutes")) || (key1 === "seconds"))){
const err18 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data3.weeks !== undefined && func0.call(data3, "weeks")){
let data4 = data3.weeks;
if(typeof data4 === "string"){
if(func63(data4) > 40){
const err19 = {instancePath:instancePath+"/components/weeks",schemaPath:"#/properties/components/properties/weeks/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern6.test(data4)){
const err20 = {instancePath:instancePath+"/components/weeks",schemaPath:"#/properties/components/properties/weeks/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"+"\""};
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
const err21 = {instancePath:instancePath+"/components/weeks",schemaPath:"#/properties/components/properties/weeks/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data3.days !== undefined && func0.call(data3, "days")){
let data5 = data3.days;
if(typeof data5 === "string"){
if(func63(data5) > 40){
const err22 = {instancePath:instancePath+"/components/days",schemaPath:"#/properties/components/properties/days/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern6.test(data5)){
const err23 = {instancePath:instancePath+"/components/days",schemaPath:"#/properties/components/properties/days/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/components/days",schemaPath:"#/properties/components/properties/days/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data3.hours !== undefined && func0.call(data3, "hours")){
let data6 = data3.hours;
if(typeof data6 === "string"){
if(func63(data6) > 40){
const err25 = {instancePath:instancePath+"/components/hours",schemaPath:"#/properties/components/properties/hours/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern6.test(data6)){
const err26 = {instancePath:instancePath+"/components/hours",schemaPath:"#/properties/components/properties/hours/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/components/hours",schemaPath:"#/properties/components/properties/hours/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data3.minutes !== undefined && func0.call(data3, "minutes")){
let data7 = data3.minutes;
if(typeof data7 === "string"){
if(func63(data7) > 40){
const err28 = {instancePath:instancePath+"/components/minutes",schemaPath:"#/properties/components/properties/minutes/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!pattern6.test(data7)){
const err29 = {instancePath:instancePath+"/components/minutes",schemaPath:"#/properties/components/properties/minutes/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/components/minutes",schemaPath:"#/properties/components/properties/minutes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data3.seconds !== undefined && func0.call(data3, "seconds")){
let data8 = data3.seconds;
if(typeof data8 === "string"){
if(func63(data8) > 40){
const err31 = {instancePath:instancePath+"/components/seconds",schemaPath:"#/properties/components/properties/seconds/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!pattern6.test(data8)){
const err32 = {instancePath:instancePath+"/components/seconds",schemaPath:"#/properties/components/properties/seconds/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*(\\.[0-9]*[1-9])?|-?0\\.[0-9]*[1-9])$"+"\""};
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
const err33 = {instancePath:instancePath+"/components/seconds",schemaPath:"#/properties/components/properties/seconds/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err34 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

