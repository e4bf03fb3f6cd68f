// generated from contracts/ — do not edit
// date-year-info@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 776928a29e2cc83d5a65b2c79563b70c body 73a45ffa4d5e64e5da5b676d88c22909
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["year"],"properties":{"year":{"type":"integer","minimum":1,"maximum":9999,"description":"Gregorian year 1-9999"}}};
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
for(const key0 of Object.keys(data)){
if(!(key0 === "year")){
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
if(data.year !== undefined && func0.call(data, "year")){
let data0 = data.year;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9999 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["year","leap_year","days_in_year","month_days","iso_weeks","jan1_weekday","jan1_weekday_name","dec31_weekday","dec31_weekday_name","iso_week1_monday"],"properties":{"year":{"type":"integer","minimum":1,"maximum":9999},"leap_year":{"type":"boolean"},"days_in_year":{"type":"integer","minimum":365,"maximum":366},"month_days":{"type":"array","minItems":12,"maxItems":12,"items":{"type":"integer","minimum":28,"maximum":31}},"iso_weeks":{"type":"integer","minimum":52,"maximum":53},"jan1_weekday":{"type":"integer","minimum":1,"maximum":7},"jan1_weekday_name":{"type":"string","enum":["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"]},"dec31_weekday":{"type":"integer","minimum":1,"maximum":7},"dec31_weekday_name":{"type":"string","enum":["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"]},"iso_week1_monday":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10}}};
const func83 = __ajvRuntime0.default;
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
if((data.leap_year === undefined) || (!(func0.call(data, "leap_year")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "leap_year"},message:"must have required property '"+"leap_year"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.days_in_year === undefined) || (!(func0.call(data, "days_in_year")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "days_in_year"},message:"must have required property '"+"days_in_year"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.month_days === undefined) || (!(func0.call(data, "month_days")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "month_days"},message:"must have required property '"+"month_days"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.iso_weeks === undefined) || (!(func0.call(data, "iso_weeks")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "iso_weeks"},message:"must have required property '"+"iso_weeks"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.jan1_weekday === undefined) || (!(func0.call(data, "jan1_weekday")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jan1_weekday"},message:"must have required property '"+"jan1_weekday"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.jan1_weekday_name === undefined) || (!(func0.call(data, "jan1_weekday_name")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jan1_weekday_name"},message:"must have required property '"+"jan1_weekday_name"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data.dec31_weekday === undefined) || (!(func0.call(data, "dec31_weekday")))){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dec31_weekday"},message:"must have required property '"+"dec31_weekday"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data.dec31_weekday_name === undefined) || (!(func0.call(data, "dec31_weekday_name")))){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dec31_weekday_name"},message:"must have required property '"+"dec31_weekday_name"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data.iso_week1_monday === undefined) || (!(func0.call(data, "iso_week1_monday")))){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "iso_week1_monday"},message:"must have required property '"+"iso_week1_monday"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(func0.call(schema32.properties, key0))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.year !== undefined && func0.call(data, "year")){
let data0 = data.year;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err11 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9999 || isNaN(data0)){
const err12 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err13 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.leap_year !== undefined && func0.call(data, "leap_year")){
if(typeof data.leap_year !== "boolean"){
const err14 = {instancePath:instancePath+"/leap_year",schemaPath:"#/properties/leap_year/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.days_in_year !== undefined && func0.call(data, "days_in_year")){
let data2 = data.days_in_year;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err15 = {instancePath:instancePath+"/days_in_year",schemaPath:"#/properties/days_in_year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 366 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/days_in_year",schemaPath:"#/properties/days_in_year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 366},message:"must be <= 366"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data2 < 365 || isNaN(data2)){
const err17 = {instancePath:instancePath+"/days_in_year",schemaPath:"#/properties/days_in_year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 365},message:"must be >= 365"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.month_days !== undefined && func0.call(data, "month_days")){
let data3 = data.month_days;
if(Array.isArray(data3)){
if(data3.length > 12){
const err18 = {instancePath:instancePath+"/month_days",schemaPath:"#/properties/month_days/maxItems",keyword:"maxItems",params:{limit: 12},message:"must NOT have more than 12 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data3.length < 12){
const err19 = {instancePath:instancePath+"/month_days",schemaPath:"#/properties/month_days/minItems",keyword:"minItems",params:{limit: 12},message:"must NOT have fewer than 12 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err20 = {instancePath:instancePath+"/month_days/" + i0,schemaPath:"#/properties/month_days/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 31 || isNaN(data4)){
const err21 = {instancePath:instancePath+"/month_days/" + i0,schemaPath:"#/properties/month_days/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 31},message:"must be <= 31"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data4 < 28 || isNaN(data4)){
const err22 = {instancePath:instancePath+"/month_days/" + i0,schemaPath:"#/properties/month_days/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 28},message:"must be >= 28"};
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
}
else {
const err23 = {instancePath:instancePath+"/month_days",schemaPath:"#/properties/month_days/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.iso_weeks !== undefined && func0.call(data, "iso_weeks")){
let data5 = data.iso_weeks;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err24 = {instancePath:instancePath+"/iso_weeks",schemaPath:"#/properties/iso_weeks/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 53 || isNaN(data5)){
const err25 = {instancePath:instancePath+"/iso_weeks",schemaPath:"#/properties/iso_weeks/maximum",keyword:"maximum",params:{comparison: "<=", limit: 53},message:"must be <= 53"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data5 < 52 || isNaN(data5)){
const err26 = {instancePath:instancePath+"/iso_weeks",schemaPath:"#/properties/iso_weeks/minimum",keyword:"minimum",params:{comparison: ">=", limit: 52},message:"must be >= 52"};
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
if(data.jan1_weekday !== undefined && func0.call(data, "jan1_weekday")){
let data6 = data.jan1_weekday;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err27 = {instancePath:instancePath+"/jan1_weekday",schemaPath:"#/properties/jan1_weekday/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 7 || isNaN(data6)){
const err28 = {instancePath:instancePath+"/jan1_weekday",schemaPath:"#/properties/jan1_weekday/maximum",keyword:"maximum",params:{comparison: "<=", limit: 7},message:"must be <= 7"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err29 = {instancePath:instancePath+"/jan1_weekday",schemaPath:"#/properties/jan1_weekday/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.jan1_weekday_name !== undefined && func0.call(data, "jan1_weekday_name")){
let data7 = data.jan1_weekday_name;
if(typeof data7 !== "string"){
const err30 = {instancePath:instancePath+"/jan1_weekday_name",schemaPath:"#/properties/jan1_weekday_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!(((((((data7 === "Monday") || (data7 === "Tuesday")) || (data7 === "Wednesday")) || (data7 === "Thursday")) || (data7 === "Friday")) || (data7 === "Saturday")) || (data7 === "Sunday"))){
const err31 = {instancePath:instancePath+"/jan1_weekday_name",schemaPath:"#/properties/jan1_weekday_name/enum",keyword:"enum",params:{allowedValues: schema32.properties.jan1_weekday_name.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.dec31_weekday !== undefined && func0.call(data, "dec31_weekday")){
let data8 = data.dec31_weekday;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err32 = {instancePath:instancePath+"/dec31_weekday",schemaPath:"#/properties/dec31_weekday/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 7 || isNaN(data8)){
const err33 = {instancePath:instancePath+"/dec31_weekday",schemaPath:"#/properties/dec31_weekday/maximum",keyword:"maximum",params:{comparison: "<=", limit: 7},message:"must be <= 7"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err34 = {instancePath:instancePath+"/dec31_weekday",schemaPath:"#/properties/dec31_weekday/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.dec31_weekday_name !== undefined && func0.call(data, "dec31_weekday_name")){
let data9 = data.dec31_weekday_name;
if(typeof data9 !== "string"){
const err35 = {instancePath:instancePath+"/dec31_weekday_name",schemaPath:"#/properties/dec31_weekday_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!(((((((data9 === "Monday") || (data9 === "Tuesday")) || (data9 === "Wednesday")) || (data9 === "Thursday")) || (data9 === "Friday")) || (data9 === "Saturday")) || (data9 === "Sunday"))){
const err36 = {instancePath:instancePath+"/dec31_weekday_name",schemaPath:"#/properties/dec31_weekday_name/enum",keyword:"enum",params:{allowedValues: schema32.properties.dec31_weekday_name.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.iso_week1_monday !== undefined && func0.call(data, "iso_week1_monday")){
let data10 = data.iso_week1_monday;
if(typeof data10 === "string"){
if(func83(data10) > 10){
const err37 = {instancePath:instancePath+"/iso_week1_monday",schemaPath:"#/properties/iso_week1_monday/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(func83(data10) < 10){
const err38 = {instancePath:instancePath+"/iso_week1_monday",schemaPath:"#/properties/iso_week1_monday/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!pattern4.test(data10)){
const err39 = {instancePath:instancePath+"/iso_week1_monday",schemaPath:"#/properties/iso_week1_monday/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/iso_week1_monday",schemaPath:"#/properties/iso_week1_monday/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err41 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

