// generated from contracts/ — do not edit
// datetime-round@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 94564b552aa2b7a26fa0e4657a23a4eb body 82019ed977bb3a9d3f491e1f6b8bcbdc
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["datetime","interval"],"properties":{"datetime":{"type":"string","minLength":1,"maxLength":64},"interval":{"type":"string","minLength":1,"maxLength":64},"mode":{"type":"string","enum":["floor","ceil","nearest"],"default":"nearest","description":"floor (down), ceil (up) or nearest (ties to the later boundary)"},"offset":{"type":"string","minLength":1,"maxLength":64},"origin":{"type":"string","minLength":1,"maxLength":18,"default":"00:00:00","description":"a time of day on which a boundary falls: HH:MM, HH:MM:SS or HH:MM:SS.fraction"}}};
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
if((data.datetime === undefined) || (!(func0.call(data, "datetime")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "datetime"},message:"must have required property '"+"datetime"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.interval === undefined) || (!(func0.call(data, "interval")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "interval"},message:"must have required property '"+"interval"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "datetime") || (key0 === "interval")) || (key0 === "mode")) || (key0 === "offset")) || (key0 === "origin"))){
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
if(data.datetime !== undefined && func0.call(data, "datetime")){
let data0 = data.datetime;
if(typeof data0 === "string"){
if(func63(data0) > 64){
const err3 = {instancePath:instancePath+"/datetime",schemaPath:"#/properties/datetime/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func63(data0) < 1){
const err4 = {instancePath:instancePath+"/datetime",schemaPath:"#/properties/datetime/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/datetime",schemaPath:"#/properties/datetime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.interval !== undefined && func0.call(data, "interval")){
let data1 = data.interval;
if(typeof data1 === "string"){
if(func63(data1) > 64){
const err6 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func63(data1) < 1){
const err7 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.mode !== undefined && func0.call(data, "mode")){
let data2 = data.mode;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((data2 === "floor") || (data2 === "ceil")) || (data2 === "nearest"))){
const err10 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema31.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.offset !== undefined && func0.call(data, "offset")){
let data3 = data.offset;
if(typeof data3 === "string"){
if(func63(data3) > 64){
const err11 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func63(data3) < 1){
const err12 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.origin !== undefined && func0.call(data, "origin")){
let data4 = data.origin;
if(typeof data4 === "string"){
if(func63(data4) > 18){
const err14 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/maxLength",keyword:"maxLength",params:{limit: 18},message:"must NOT have more than 18 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func63(data4) < 1){
const err15 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err16 = {instancePath:instancePath+"/origin",schemaPath:"#/properties/origin/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["datetime","difference_seconds","epoch_nanoseconds"],"properties":{"datetime":{"type":"string","maxLength":35},"difference_seconds":{"type":"string","pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$","maxLength":16},"epoch_nanoseconds":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1001}}};
const pattern4 = new RegExp("^-?(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$", "u");
const pattern5 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");

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
if((data.datetime === undefined) || (!(func0.call(data, "datetime")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "datetime"},message:"must have required property '"+"datetime"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.difference_seconds === undefined) || (!(func0.call(data, "difference_seconds")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "difference_seconds"},message:"must have required property '"+"difference_seconds"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.epoch_nanoseconds === undefined) || (!(func0.call(data, "epoch_nanoseconds")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "epoch_nanoseconds"},message:"must have required property '"+"epoch_nanoseconds"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "datetime") || (key0 === "difference_seconds")) || (key0 === "epoch_nanoseconds"))){
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
if(data.datetime !== undefined && func0.call(data, "datetime")){
let data0 = data.datetime;
if(typeof data0 === "string"){
if(func63(data0) > 35){
const err4 = {instancePath:instancePath+"/datetime",schemaPath:"#/properties/datetime/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"};
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
const err5 = {instancePath:instancePath+"/datetime",schemaPath:"#/properties/datetime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.difference_seconds !== undefined && func0.call(data, "difference_seconds")){
let data1 = data.difference_seconds;
if(typeof data1 === "string"){
if(func63(data1) > 16){
const err6 = {instancePath:instancePath+"/difference_seconds",schemaPath:"#/properties/difference_seconds/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data1)){
const err7 = {instancePath:instancePath+"/difference_seconds",schemaPath:"#/properties/difference_seconds/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]{1,9})?$"+"\""};
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
const err8 = {instancePath:instancePath+"/difference_seconds",schemaPath:"#/properties/difference_seconds/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.epoch_nanoseconds !== undefined && func0.call(data, "epoch_nanoseconds")){
let data2 = data.epoch_nanoseconds;
if(typeof data2 === "string"){
if(func63(data2) > 1001){
const err9 = {instancePath:instancePath+"/epoch_nanoseconds",schemaPath:"#/properties/epoch_nanoseconds/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern5.test(data2)){
const err10 = {instancePath:instancePath+"/epoch_nanoseconds",schemaPath:"#/properties/epoch_nanoseconds/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err11 = {instancePath:instancePath+"/epoch_nanoseconds",schemaPath:"#/properties/epoch_nanoseconds/type",keyword:"type",params:{type: "string"},message:"must be string"};
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

