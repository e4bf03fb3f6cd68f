// generated from contracts/ — do not edit
// date-weekday@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs c72d7b5398a70bc8dfa2d9c5edaef400 body 15faeca49e2f17665a69bf07784361dc
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["date"],"properties":{"date":{"description":"calendar date YYYY-MM-DD, years 0001-9999","type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"weekend":{"type":"array","uniqueItems":true,"maxItems":7,"default":[6,7],"description":"ISO weekdays that count as the weekend (Monday 1 ... Sunday 7)","items":{"type":"integer","minimum":1,"maximum":7}}}};
const func0 = Object.prototype.hasOwnProperty;
const func62 = __ajvRuntime0.default;
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
if((data.date === undefined) || (!(func0.call(data, "date")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "date") || (key0 === "weekend"))){
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
if(data.date !== undefined && func0.call(data, "date")){
let data0 = data.date;
if(typeof data0 === "string"){
if(func62(data0) > 10){
const err2 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func62(data0) < 10){
const err3 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
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
const err5 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.weekend !== undefined && func0.call(data, "weekend")){
let data1 = data.weekend;
if(Array.isArray(data1)){
if(data1.length > 7){
const err6 = {instancePath:instancePath+"/weekend",schemaPath:"#/properties/weekend/maxItems",keyword:"maxItems",params:{limit: 7},message:"must NOT have more than 7 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/weekend/" + i0,schemaPath:"#/properties/weekend/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 7 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/weekend/" + i0,schemaPath:"#/properties/weekend/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 7},message:"must be <= 7"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/weekend/" + i0,schemaPath:"#/properties/weekend/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(!(((typeof item0 == "number") && (!(item0 % 1) && !isNaN(item0))) && (isFinite(item0)))){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err10 = {instancePath:instancePath+"/weekend",schemaPath:"#/properties/weekend/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err11 = {instancePath:instancePath+"/weekend",schemaPath:"#/properties/weekend/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["weekday","name","abbreviation","is_weekend"],"properties":{"weekday":{"type":"integer","minimum":1,"maximum":7},"name":{"type":"string","enum":["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"]},"abbreviation":{"type":"string","enum":["Mon","Tue","Wed","Thu","Fri","Sat","Sun"]},"is_weekend":{"type":"boolean"}}};

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
if((data.weekday === undefined) || (!(func0.call(data, "weekday")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "weekday"},message:"must have required property '"+"weekday"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.name === undefined) || (!(func0.call(data, "name")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.abbreviation === undefined) || (!(func0.call(data, "abbreviation")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "abbreviation"},message:"must have required property '"+"abbreviation"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.is_weekend === undefined) || (!(func0.call(data, "is_weekend")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "is_weekend"},message:"must have required property '"+"is_weekend"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "weekday") || (key0 === "name")) || (key0 === "abbreviation")) || (key0 === "is_weekend"))){
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
if(data.weekday !== undefined && func0.call(data, "weekday")){
let data0 = data.weekday;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/weekday",schemaPath:"#/properties/weekday/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 7 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/weekday",schemaPath:"#/properties/weekday/maximum",keyword:"maximum",params:{comparison: "<=", limit: 7},message:"must be <= 7"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/weekday",schemaPath:"#/properties/weekday/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.name !== undefined && func0.call(data, "name")){
let data1 = data.name;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((((((data1 === "Monday") || (data1 === "Tuesday")) || (data1 === "Wednesday")) || (data1 === "Thursday")) || (data1 === "Friday")) || (data1 === "Saturday")) || (data1 === "Sunday"))){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/enum",keyword:"enum",params:{allowedValues: schema32.properties.name.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.abbreviation !== undefined && func0.call(data, "abbreviation")){
let data2 = data.abbreviation;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/abbreviation",schemaPath:"#/properties/abbreviation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((((((data2 === "Mon") || (data2 === "Tue")) || (data2 === "Wed")) || (data2 === "Thu")) || (data2 === "Fri")) || (data2 === "Sat")) || (data2 === "Sun"))){
const err11 = {instancePath:instancePath+"/abbreviation",schemaPath:"#/properties/abbreviation/enum",keyword:"enum",params:{allowedValues: schema32.properties.abbreviation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.is_weekend !== undefined && func0.call(data, "is_weekend")){
if(typeof data.is_weekend !== "boolean"){
const err12 = {instancePath:instancePath+"/is_weekend",schemaPath:"#/properties/is_weekend/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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

