// generated from contracts/ — do not edit
// date-ordinal-convert@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 7ef7dfbd62d7033927371b884a1e5f50 body cf13f0bab63ef097f7a85fcc12fa664c
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"properties":{"date":{"description":"calendar date YYYY-MM-DD, years 0001-9999","type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"ordinal_date":{"type":"string","pattern":"^[0-9]{4}-?[0-9]{3}$","maxLength":8,"description":"ordinal date YYYY-DDD or YYYYDDD"}}};
const func0 = Object.prototype.hasOwnProperty;
const func61 = __ajvRuntime0.default;
const pattern4 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");
const pattern5 = new RegExp("^[0-9]{4}-?[0-9]{3}$", "u");

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
for(const key0 of Object.keys(data)){
if(!((key0 === "date") || (key0 === "ordinal_date"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.date !== undefined && func0.call(data, "date")){
let data0 = data.date;
if(typeof data0 === "string"){
if(func61(data0) > 10){
const err1 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func61(data0) < 10){
const err2 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.ordinal_date !== undefined && func0.call(data, "ordinal_date")){
let data1 = data.ordinal_date;
if(typeof data1 === "string"){
if(func61(data1) > 8){
const err5 = {instancePath:instancePath+"/ordinal_date",schemaPath:"#/properties/ordinal_date/maxLength",keyword:"maxLength",params:{limit: 8},message:"must NOT have more than 8 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern5.test(data1)){
const err6 = {instancePath:instancePath+"/ordinal_date",schemaPath:"#/properties/ordinal_date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-?[0-9]{3}$"},message:"must match pattern \""+"^[0-9]{4}-?[0-9]{3}$"+"\""};
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
const err7 = {instancePath:instancePath+"/ordinal_date",schemaPath:"#/properties/ordinal_date/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["date","ordinal_date","ordinal_date_basic","year","day_of_year","days_in_year","days_remaining"],"properties":{"date":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"ordinal_date":{"type":"string","pattern":"^[0-9]{4}-[0-9]{3}$","maxLength":8},"ordinal_date_basic":{"type":"string","pattern":"^[0-9]{7}$","maxLength":7},"year":{"type":"integer","minimum":1,"maximum":9999},"day_of_year":{"type":"integer","minimum":1,"maximum":366},"days_in_year":{"type":"integer","minimum":365,"maximum":366},"days_remaining":{"type":"integer","minimum":0,"maximum":365}}};
const pattern7 = new RegExp("^[0-9]{4}-[0-9]{3}$", "u");
const pattern8 = new RegExp("^[0-9]{7}$", "u");

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
if((data.ordinal_date === undefined) || (!(func0.call(data, "ordinal_date")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ordinal_date"},message:"must have required property '"+"ordinal_date"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.ordinal_date_basic === undefined) || (!(func0.call(data, "ordinal_date_basic")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ordinal_date_basic"},message:"must have required property '"+"ordinal_date_basic"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.year === undefined) || (!(func0.call(data, "year")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "year"},message:"must have required property '"+"year"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.day_of_year === undefined) || (!(func0.call(data, "day_of_year")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "day_of_year"},message:"must have required property '"+"day_of_year"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.days_in_year === undefined) || (!(func0.call(data, "days_in_year")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "days_in_year"},message:"must have required property '"+"days_in_year"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.days_remaining === undefined) || (!(func0.call(data, "days_remaining")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "days_remaining"},message:"must have required property '"+"days_remaining"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((((key0 === "date") || (key0 === "ordinal_date")) || (key0 === "ordinal_date_basic")) || (key0 === "year")) || (key0 === "day_of_year")) || (key0 === "days_in_year")) || (key0 === "days_remaining"))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.date !== undefined && func0.call(data, "date")){
let data0 = data.date;
if(typeof data0 === "string"){
if(func61(data0) > 10){
const err8 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func61(data0) < 10){
const err9 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern4.test(data0)){
const err10 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
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
const err11 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.ordinal_date !== undefined && func0.call(data, "ordinal_date")){
let data1 = data.ordinal_date;
if(typeof data1 === "string"){
if(func61(data1) > 8){
const err12 = {instancePath:instancePath+"/ordinal_date",schemaPath:"#/properties/ordinal_date/maxLength",keyword:"maxLength",params:{limit: 8},message:"must NOT have more than 8 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern7.test(data1)){
const err13 = {instancePath:instancePath+"/ordinal_date",schemaPath:"#/properties/ordinal_date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{3}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{3}$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/ordinal_date",schemaPath:"#/properties/ordinal_date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.ordinal_date_basic !== undefined && func0.call(data, "ordinal_date_basic")){
let data2 = data.ordinal_date_basic;
if(typeof data2 === "string"){
if(func61(data2) > 7){
const err15 = {instancePath:instancePath+"/ordinal_date_basic",schemaPath:"#/properties/ordinal_date_basic/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern8.test(data2)){
const err16 = {instancePath:instancePath+"/ordinal_date_basic",schemaPath:"#/properties/ordinal_date_basic/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
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
const err17 = {instancePath:instancePath+"/ordinal_date_basic",schemaPath:"#/properties/ordinal_date_basic/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.year !== undefined && func0.call(data, "year")){
let data3 = data.year;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err18 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9999 || isNaN(data3)){
const err19 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err20 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.day_of_year !== undefined && func0.call(data, "day_of_year")){
let data4 = data.day_of_year;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err21 = {instancePath:instancePath+"/day_of_year",schemaPath:"#/properties/day_of_year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 366 || isNaN(data4)){
const err22 = {instancePath:instancePath+"/day_of_year",schemaPath:"#/properties/day_of_year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 366},message:"must be <= 366"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err23 = {instancePath:instancePath+"/day_of_year",schemaPath:"#/properties/day_of_year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.days_in_year !== undefined && func0.call(data, "days_in_year")){
let data5 = data.days_in_year;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err24 = {instancePath:instancePath+"/days_in_year",schemaPath:"#/properties/days_in_year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 366 || isNaN(data5)){
const err25 = {instancePath:instancePath+"/days_in_year",schemaPath:"#/properties/days_in_year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 366},message:"must be <= 366"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data5 < 365 || isNaN(data5)){
const err26 = {instancePath:instancePath+"/days_in_year",schemaPath:"#/properties/days_in_year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 365},message:"must be >= 365"};
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
if(data.days_remaining !== undefined && func0.call(data, "days_remaining")){
let data6 = data.days_remaining;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err27 = {instancePath:instancePath+"/days_remaining",schemaPath:"#/properties/days_remaining/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 365 || isNaN(data6)){
const err28 = {instancePath:instancePath+"/days_remaining",schemaPath:"#/properties/days_remaining/maximum",keyword:"maximum",params:{comparison: "<=", limit: 365},message:"must be <= 365"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err29 = {instancePath:instancePath+"/days_remaining",schemaPath:"#/properties/days_remaining/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

