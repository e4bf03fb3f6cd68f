// generated from contracts/ — do not edit
// date-iso-week@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 87575e38e21ffa9c716faef357cdeeb4 body f30e0c511b5d4284d7d07f33f4cfd56a
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["date"],"properties":{"date":{"description":"calendar date YYYY-MM-DD, years 0001-9999","type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10}}};
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
if(!(key0 === "date")){
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
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["week_year","week","weekday","week_date","week_date_basic","week_start"],"properties":{"week_year":{"type":"integer","minimum":1,"maximum":9999},"week":{"type":"integer","minimum":1,"maximum":53},"weekday":{"type":"integer","minimum":1,"maximum":7},"week_date":{"type":"string","pattern":"^[0-9]{4}-W[0-9]{2}-[1-7]$","maxLength":10},"week_date_basic":{"type":"string","pattern":"^[0-9]{4}W[0-9]{2}[1-7]$","maxLength":8},"week_start":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10}}};
const pattern5 = new RegExp("^[0-9]{4}-W[0-9]{2}-[1-7]$", "u");
const pattern6 = new RegExp("^[0-9]{4}W[0-9]{2}[1-7]$", "u");

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
if((data.week_year === undefined) || (!(func0.call(data, "week_year")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "week_year"},message:"must have required property '"+"week_year"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.week === undefined) || (!(func0.call(data, "week")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "week"},message:"must have required property '"+"week"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.weekday === undefined) || (!(func0.call(data, "weekday")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "weekday"},message:"must have required property '"+"weekday"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.week_date === undefined) || (!(func0.call(data, "week_date")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "week_date"},message:"must have required property '"+"week_date"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.week_date_basic === undefined) || (!(func0.call(data, "week_date_basic")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "week_date_basic"},message:"must have required property '"+"week_date_basic"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.week_start === undefined) || (!(func0.call(data, "week_start")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "week_start"},message:"must have required property '"+"week_start"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "week_year") || (key0 === "week")) || (key0 === "weekday")) || (key0 === "week_date")) || (key0 === "week_date_basic")) || (key0 === "week_start"))){
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
if(data.week_year !== undefined && func0.call(data, "week_year")){
let data0 = data.week_year;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err7 = {instancePath:instancePath+"/week_year",schemaPath:"#/properties/week_year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9999 || isNaN(data0)){
const err8 = {instancePath:instancePath+"/week_year",schemaPath:"#/properties/week_year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err9 = {instancePath:instancePath+"/week_year",schemaPath:"#/properties/week_year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.week !== undefined && func0.call(data, "week")){
let data1 = data.week;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err10 = {instancePath:instancePath+"/week",schemaPath:"#/properties/week/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 53 || isNaN(data1)){
const err11 = {instancePath:instancePath+"/week",schemaPath:"#/properties/week/maximum",keyword:"maximum",params:{comparison: "<=", limit: 53},message:"must be <= 53"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err12 = {instancePath:instancePath+"/week",schemaPath:"#/properties/week/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.weekday !== undefined && func0.call(data, "weekday")){
let data2 = data.weekday;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err13 = {instancePath:instancePath+"/weekday",schemaPath:"#/properties/weekday/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 7 || isNaN(data2)){
const err14 = {instancePath:instancePath+"/weekday",schemaPath:"#/properties/weekday/maximum",keyword:"maximum",params:{comparison: "<=", limit: 7},message:"must be <= 7"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err15 = {instancePath:instancePath+"/weekday",schemaPath:"#/properties/weekday/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.week_date !== undefined && func0.call(data, "week_date")){
let data3 = data.week_date;
if(typeof data3 === "string"){
if(func62(data3) > 10){
const err16 = {instancePath:instancePath+"/week_date",schemaPath:"#/properties/week_date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern5.test(data3)){
const err17 = {instancePath:instancePath+"/week_date",schemaPath:"#/properties/week_date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-W[0-9]{2}-[1-7]$"},message:"must match pattern \""+"^[0-9]{4}-W[0-9]{2}-[1-7]$"+"\""};
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
const err18 = {instancePath:instancePath+"/week_date",schemaPath:"#/properties/week_date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.week_date_basic !== undefined && func0.call(data, "week_date_basic")){
let data4 = data.week_date_basic;
if(typeof data4 === "string"){
if(func62(data4) > 8){
const err19 = {instancePath:instancePath+"/week_date_basic",schemaPath:"#/properties/week_date_basic/maxLength",keyword:"maxLength",params:{limit: 8},message:"must NOT have more than 8 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern6.test(data4)){
const err20 = {instancePath:instancePath+"/week_date_basic",schemaPath:"#/properties/week_date_basic/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}W[0-9]{2}[1-7]$"},message:"must match pattern \""+"^[0-9]{4}W[0-9]{2}[1-7]$"+"\""};
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
const err21 = {instancePath:instancePath+"/week_date_basic",schemaPath:"#/properties/week_date_basic/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.week_start !== undefined && func0.call(data, "week_start")){
let data5 = data.week_start;
if(typeof data5 === "string"){
if(func62(data5) > 10){
const err22 = {instancePath:instancePath+"/week_start",schemaPath:"#/properties/week_start/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func62(data5) < 10){
const err23 = {instancePath:instancePath+"/week_start",schemaPath:"#/properties/week_start/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern4.test(data5)){
const err24 = {instancePath:instancePath+"/week_start",schemaPath:"#/properties/week_start/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
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
const err25 = {instancePath:instancePath+"/week_start",schemaPath:"#/properties/week_start/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

