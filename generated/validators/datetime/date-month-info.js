// generated from contracts/ — do not edit
// date-month-info@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 18ffea9ca4976ae49d577d8e5f92d38b body e317b0825c4e594165a978377f3b553a
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["year","month"],"properties":{"year":{"type":"integer","minimum":1,"maximum":9999,"description":"Gregorian year 1-9999"},"month":{"type":"integer","minimum":1,"maximum":12,"description":"month 1 (January) to 12 (December)"}}};
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
if((data.year === undefined) || (!(func0.call(data, "year")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "year"},message:"must have required property '"+"year"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.month === undefined) || (!(func0.call(data, "month")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "month"},message:"must have required property '"+"month"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "year") || (key0 === "month"))){
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
if(data.year !== undefined && func0.call(data, "year")){
let data0 = data.year;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9999 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.month !== undefined && func0.call(data, "month")){
let data1 = data.month;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/month",schemaPath:"#/properties/month/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 12 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/month",schemaPath:"#/properties/month/maximum",keyword:"maximum",params:{comparison: "<=", limit: 12},message:"must be <= 12"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/month",schemaPath:"#/properties/month/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["year","month","month_name","days_in_month","first_date","first_weekday","first_weekday_name","last_date","last_weekday","last_weekday_name","weekday_counts","iso_weeks"],"properties":{"year":{"type":"integer","minimum":1,"maximum":9999},"month":{"type":"integer","minimum":1,"maximum":12},"month_name":{"type":"string","enum":["January","February","March","April","May","June","July","August","September","October","November","December"]},"days_in_month":{"type":"integer","minimum":28,"maximum":31},"first_date":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"first_weekday":{"type":"integer","minimum":1,"maximum":7},"first_weekday_name":{"type":"string","enum":["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"]},"last_date":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"last_weekday":{"type":"integer","minimum":1,"maximum":7},"last_weekday_name":{"type":"string","enum":["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"]},"weekday_counts":{"type":"array","minItems":7,"maxItems":7,"items":{"type":"integer","minimum":4,"maximum":5}},"iso_weeks":{"type":"array","minItems":4,"maxItems":6,"items":{"type":"object","additionalProperties":false,"required":["week_year","week","days_in_month"],"properties":{"week_year":{"type":"integer","minimum":1,"maximum":9999},"week":{"type":"integer","minimum":1,"maximum":53},"days_in_month":{"type":"integer","minimum":1,"maximum":7}}}}}};
const func82 = __ajvRuntime0.default;
const pattern4 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");

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
if((data.year === undefined) || (!(func0.call(data, "year")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "year"},message:"must have required property '"+"year"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.month === undefined) || (!(func0.call(data, "month")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "month"},message:"must have required property '"+"month"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.month_name === undefined) || (!(func0.call(data, "month_name")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "month_name"},message:"must have required property '"+"month_name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.days_in_month === undefined) || (!(func0.call(data, "days_in_month")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "days_in_month"},message:"must have required property '"+"days_in_month"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.first_date === undefined) || (!(func0.call(data, "first_date")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_date"},message:"must have required property '"+"first_date"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.first_weekday === undefined) || (!(func0.call(data, "first_weekday")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_weekday"},message:"must have required property '"+"first_weekday"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.first_weekday_name === undefined) || (!(func0.call(data, "first_weekday_name")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_weekday_name"},message:"must have required property '"+"first_weekday_name"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data.last_date === undefined) || (!(func0.call(data, "last_date")))){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_date"},message:"must have required property '"+"last_date"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data.last_weekday === undefined) || (!(func0.call(data, "last_weekday")))){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_weekday"},message:"must have required property '"+"last_weekday"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data.last_weekday_name === undefined) || (!(func0.call(data, "last_weekday_name")))){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_weekday_name"},message:"must have required property '"+"last_weekday_name"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data.weekday_counts === undefined) || (!(func0.call(data, "weekday_counts")))){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "weekday_counts"},message:"must have required property '"+"weekday_counts"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data.iso_weeks === undefined) || (!(func0.call(data, "iso_weeks")))){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "iso_weeks"},message:"must have required property '"+"iso_weeks"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(func0.call(schema32.properties, key0))){
const err12 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.year !== undefined && func0.call(data, "year")){
let data0 = data.year;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err13 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9999 || isNaN(data0)){
const err14 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err15 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.month !== undefined && func0.call(data, "month")){
let data1 = data.month;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err16 = {instancePath:instancePath+"/month",schemaPath:"#/properties/month/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 12 || isNaN(data1)){
const err17 = {instancePath:instancePath+"/month",schemaPath:"#/properties/month/maximum",keyword:"maximum",params:{comparison: "<=", limit: 12},message:"must be <= 12"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err18 = {instancePath:instancePath+"/month",schemaPath:"#/properties/month/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.month_name !== undefined && func0.call(data, "month_name")){
let data2 = data.month_name;
if(typeof data2 !== "string"){
const err19 = {instancePath:instancePath+"/month_name",schemaPath:"#/properties/month_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((((((((((((data2 === "January") || (data2 === "February")) || (data2 === "March")) || (data2 === "April")) || (data2 === "May")) || (data2 === "June")) || (data2 === "July")) || (data2 === "August")) || (data2 === "September")) || (data2 === "October")) || (data2 === "November")) || (data2 === "December"))){
const err20 = {instancePath:instancePath+"/month_name",schemaPath:"#/properties/month_name/enum",keyword:"enum",params:{allowedValues: schema32.properties.month_name.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.days_in_month !== undefined && func0.call(data, "days_in_month")){
let data3 = data.days_in_month;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err21 = {instancePath:instancePath+"/days_in_month",schemaPath:"#/properties/days_in_month/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 31 || isNaN(data3)){
const err22 = {instancePath:instancePath+"/days_in_month",schemaPath:"#/properties/days_in_month/maximum",keyword:"maximum",params:{comparison: "<=", limit: 31},message:"must be <= 31"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data3 < 28 || isNaN(data3)){
const err23 = {instancePath:instancePath+"/days_in_month",schemaPath:"#/properties/days_in_month/minimum",keyword:"minimum",params:{comparison: ">=", limit: 28},message:"must be >= 28"};
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
if(data.first_date !== undefined && func0.call(data, "first_date")){
let data4 = data.first_date;
if(typeof data4 === "string"){
if(func82(data4) > 10){
const err24 = {instancePath:instancePath+"/first_date",schemaPath:"#/properties/first_date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func82(data4) < 10){
const err25 = {instancePath:instancePath+"/first_date",schemaPath:"#/properties/first_date/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern4.test(data4)){
const err26 = {instancePath:instancePath+"/first_date",schemaPath:"#/properties/first_date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
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
const err27 = {instancePath:instancePath+"/first_date",schemaPath:"#/properties/first_date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.first_weekday !== undefined && func0.call(data, "first_weekday")){
let data5 = data.first_weekday;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err28 = {instancePath:instancePath+"/first_weekday",schemaPath:"#/properties/first_weekday/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 7 || isNaN(data5)){
const err29 = {instancePath:instancePath+"/first_weekday",schemaPath:"#/properties/first_weekday/maximum",keyword:"maximum",params:{comparison: "<=", limit: 7},message:"must be <= 7"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err30 = {instancePath:instancePath+"/first_weekday",schemaPath:"#/properties/first_weekday/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data.first_weekday_name !== undefined && func0.call(data, "first_weekday_name")){
let data6 = data.first_weekday_name;
if(typeof data6 !== "string"){
const err31 = {instancePath:instancePath+"/first_weekday_name",schemaPath:"#/properties/first_weekday_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!(((((((data6 === "Monday") || (data6 === "Tuesday")) || (data6 === "Wednesday")) || (data6 === "Thursday")) || (data6 === "Friday")) || (data6 === "Saturday")) || (data6 === "Sunday"))){
const err32 = {instancePath:instancePath+"/first_weekday_name",schemaPath:"#/properties/first_weekday_name/enum",keyword:"enum",params:{allowedValues: schema32.properties.first_weekday_name.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.last_date !== undefined && func0.call(data, "last_date")){
let data7 = data.last_date;
if(typeof data7 === "string"){
if(func82(data7) > 10){
const err33 = {instancePath:instancePath+"/last_date",schemaPath:"#/properties/last_date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(func82(data7) < 10){
const err34 = {instancePath:instancePath+"/last_date",schemaPath:"#/properties/last_date/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!pattern4.test(data7)){
const err35 = {instancePath:instancePath+"/last_date",schemaPath:"#/properties/last_date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/last_date",schemaPath:"#/properties/last_date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.last_weekday !== undefined && func0.call(data, "last_weekday")){
let data8 = data.last_weekday;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err37 = {instancePath:instancePath+"/last_weekday",schemaPath:"#/properties/last_weekday/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 7 || isNaN(data8)){
const err38 = {instancePath:instancePath+"/last_weekday",schemaPath:"#/properties/last_weekday/maximum",keyword:"maximum",params:{comparison: "<=", limit: 7},message:"must be <= 7"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err39 = {instancePath:instancePath+"/last_weekday",schemaPath:"#/properties/last_weekday/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
if(data.last_weekday_name !== undefined && func0.call(data, "last_weekday_name")){
let data9 = data.last_weekday_name;
if(typeof data9 !== "string"){
const err40 = {instancePath:instancePath+"/last_weekday_name",schemaPath:"#/properties/last_weekday_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!(((((((data9 === "Monday") || (data9 === "Tuesday")) || (data9 === "Wednesday")) || (data9 === "Thursday")) || (data9 === "Friday")) || (data9 === "Saturday")) || (data9 === "Sunday"))){
const err41 = {instancePath:instancePath+"/last_weekday_name",schemaPath:"#/properties/last_weekday_name/enum",keyword:"enum",params:{allowedValues: schema32.properties.last_weekday_name.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.weekday_counts !== undefined && func0.call(data, "weekday_counts")){
let data10 = data.weekday_counts;
if(Array.isArray(data10)){
if(data10.length > 7){
const err42 = {instancePath:instancePath+"/weekday_counts",schemaPath:"#/properties/weekday_counts/maxItems",keyword:"maxItems",params:{limit: 7},message:"must NOT have more than 7 items"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data10.length < 7){
const err43 = {instancePath:instancePath+"/weekday_counts",schemaPath:"#/properties/weekday_counts/minItems",keyword:"minItems",params:{limit: 7},message:"must NOT have fewer than 7 items"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err44 = {instancePath:instancePath+"/weekday_counts/" + i0,schemaPath:"#/properties/weekday_counts/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 5 || isNaN(data11)){
const err45 = {instancePath:instancePath+"/weekday_counts/" + i0,schemaPath:"#/properties/weekday_counts/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data11 < 4 || isNaN(data11)){
const err46 = {instancePath:instancePath+"/weekday_counts/" + i0,schemaPath:"#/properties/weekday_counts/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 4},message:"must be >= 4"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
}
else {
const err47 = {instancePath:instancePath+"/weekday_counts",schemaPath:"#/properties/weekday_counts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.iso_weeks !== undefined && func0.call(data, "iso_weeks")){
let data12 = data.iso_weeks;
if(Array.isArray(data12)){
if(data12.length > 6){
const err48 = {instancePath:instancePath+"/iso_weeks",schemaPath:"#/properties/iso_weeks/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data12.length < 4){
const err49 = {instancePath:instancePath+"/iso_weeks",schemaPath:"#/properties/iso_weeks/minItems",keyword:"minItems",params:{limit: 4},message:"must NOT have fewer than 4 items"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
const len1 = data12.length;
for(let i1=0; i1<len1; i1++){
let data13 = data12[i1];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if((data13.week_year === undefined) || (!(func0.call(data13, "week_year")))){
const err50 = {instancePath:instancePath+"/iso_weeks/" + i1,schemaPath:"#/properties/iso_weeks/items/required",keyword:"required",params:{missingProperty: "week_year"},message:"must have required property '"+"week_year"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((data13.week === undefined) || (!(func0.call(data13, "week")))){
const err51 = {instancePath:instancePath+"/iso_weeks/" + i1,schemaPath:"#/properties/iso_weeks/items/required",keyword:"required",params:{missingProperty: "week"},message:"must have required property '"+"week"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((data13.days_in_month === undefined) || (!(func0.call(data13, "days_in_month")))){
const err52 = {instancePath:instancePath+"/iso_weeks/" + i1,schemaPath:"#/properties/iso_weeks/items/required",keyword:"required",params:{missingProperty: "days_in_month"},message:"must have required property '"+"days_in_month"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
for(const key1 of Object.keys(data13)){
if(!(((key1 === "week_year") || (key1 === "week")) || (key1 === "days_in_month"))){
const err53 = {instancePath:instancePath+"/iso_weeks/" + i1,schemaPath:"#/properties/iso_weeks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data13.week_year !== undefined && func0.call(data13, "week_year")){
let data14 = data13.week_year;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err54 = {instancePath:instancePath+"/iso_weeks/" + i1+"/week_year",schemaPath:"#/properties/iso_weeks/items/properties/week_year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 9999 || isNaN(data14)){
const err55 = {instancePath:instancePath+"/iso_weeks/" + i1+"/week_year",schemaPath:"#/properties/iso_weeks/items/properties/week_year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data14 < 1 || isNaN(data14)){
const err56 = {instancePath:instancePath+"/iso_weeks/" + i1+"/week_year",schemaPath:"#/properties/iso_weeks/items/properties/week_year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
if(data13.week !== undefined && func0.call(data13, "week")){
let data15 = data13.week;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err57 = {instancePath:instancePath+"/iso_weeks/" + i1+"/week",schemaPath:"#/properties/iso_weeks/items/properties/week/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 53 || isNaN(data15)){
const err58 = {instancePath:instancePath+"/iso_weeks/" + i1+"/week",schemaPath:"#/properties/iso_weeks/items/properties/week/maximum",keyword:"maximum",params:{comparison: "<=", limit: 53},message:"must be <= 53"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data15 < 1 || isNaN(data15)){
const err59 = {instancePath:instancePath+"/iso_weeks/" + i1+"/week",schemaPath:"#/properties/iso_weeks/items/properties/week/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
if(data13.days_in_month !== undefined && func0.call(data13, "days_in_month")){
let data16 = data13.days_in_month;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err60 = {instancePath:instancePath+"/iso_weeks/" + i1+"/days_in_month",schemaPath:"#/properties/iso_weeks/items/properties/days_in_month/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 7 || isNaN(data16)){
const err61 = {instancePath:instancePath+"/iso_weeks/" + i1+"/days_in_month",schemaPath:"#/properties/iso_weeks/items/properties/days_in_month/maximum",keyword:"maximum",params:{comparison: "<=", limit: 7},message:"must be <= 7"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data16 < 1 || isNaN(data16)){
const err62 = {instancePath:instancePath+"/iso_weeks/" + i1+"/days_in_month",schemaPath:"#/properties/iso_weeks/items/properties/days_in_month/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
}
else {
const err63 = {instancePath:instancePath+"/iso_weeks/" + i1,schemaPath:"#/properties/iso_weeks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/iso_weeks",schemaPath:"#/properties/iso_weeks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

