// generated from contracts/ — do not edit
// date-diff@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 051259d0911a0f26682cc234777a2ffd body 0d05880f7624b4dfc039b0a6c2d06277
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["start","end"],"properties":{"start":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"end":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"largest_unit":{"type":"string","enum":["years","months","weeks","days"],"default":"years"}}};
const func0 = Object.prototype.hasOwnProperty;
const func63 = __ajvRuntime0.default;
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
if(func63(data0) > 10){
const err3 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func63(data0) < 10){
const err4 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.end !== undefined && func0.call(data, "end")){
let data1 = data.end;
if(typeof data1 === "string"){
if(func63(data1) > 10){
const err7 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func63(data1) < 10){
const err8 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data1)){
const err9 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
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
const err10 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.largest_unit !== undefined && func0.call(data, "largest_unit")){
let data2 = data.largest_unit;
if(typeof data2 !== "string"){
const err11 = {instancePath:instancePath+"/largest_unit",schemaPath:"#/properties/largest_unit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((data2 === "years") || (data2 === "months")) || (data2 === "weeks")) || (data2 === "days"))){
const err12 = {instancePath:instancePath+"/largest_unit",schemaPath:"#/properties/largest_unit/enum",keyword:"enum",params:{allowedValues: schema31.properties.largest_unit.enum},message:"must be equal to one of the allowed values"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["years","months","weeks","days","total_days","duration"],"properties":{"years":{"type":"integer","minimum":-9999,"maximum":9999},"months":{"type":"integer","minimum":-120000,"maximum":120000},"weeks":{"type":"integer","minimum":-530000,"maximum":530000},"days":{"type":"integer","minimum":-3652059,"maximum":3652059},"total_days":{"type":"integer","minimum":-3652059,"maximum":3652059},"duration":{"type":"string","maxLength":40}}};

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
if((data.years === undefined) || (!(func0.call(data, "years")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "years"},message:"must have required property '"+"years"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.months === undefined) || (!(func0.call(data, "months")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "months"},message:"must have required property '"+"months"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.weeks === undefined) || (!(func0.call(data, "weeks")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "weeks"},message:"must have required property '"+"weeks"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.days === undefined) || (!(func0.call(data, "days")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "days"},message:"must have required property '"+"days"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.total_days === undefined) || (!(func0.call(data, "total_days")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_days"},message:"must have required property '"+"total_days"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.duration === undefined) || (!(func0.call(data, "duration")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "duration"},message:"must have required property '"+"duration"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "years") || (key0 === "months")) || (key0 === "weeks")) || (key0 === "days")) || (key0 === "total_days")) || (key0 === "duration"))){
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
if(data.years !== undefined && func0.call(data, "years")){
let data0 = data.years;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err7 = {instancePath:instancePath+"/years",schemaPath:"#/properties/years/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err8 = {instancePath:instancePath+"/years",schemaPath:"#/properties/years/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0 < -9999 || isNaN(data0)){
const err9 = {instancePath:instancePath+"/years",schemaPath:"#/properties/years/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9999},message:"must be >= -9999"};
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
if(data.months !== undefined && func0.call(data, "months")){
let data1 = data.months;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err10 = {instancePath:instancePath+"/months",schemaPath:"#/properties/months/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 120000 || isNaN(data1)){
const err11 = {instancePath:instancePath+"/months",schemaPath:"#/properties/months/maximum",keyword:"maximum",params:{comparison: "<=", limit: 120000},message:"must be <= 120000"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1 < -120000 || isNaN(data1)){
const err12 = {instancePath:instancePath+"/months",schemaPath:"#/properties/months/minimum",keyword:"minimum",params:{comparison: ">=", limit: -120000},message:"must be >= -120000"};
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
if(data.weeks !== undefined && func0.call(data, "weeks")){
let data2 = data.weeks;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err13 = {instancePath:instancePath+"/weeks",schemaPath:"#/properties/weeks/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 530000 || isNaN(data2)){
const err14 = {instancePath:instancePath+"/weeks",schemaPath:"#/properties/weeks/maximum",keyword:"maximum",params:{comparison: "<=", limit: 530000},message:"must be <= 530000"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data2 < -530000 || isNaN(data2)){
const err15 = {instancePath:instancePath+"/weeks",schemaPath:"#/properties/weeks/minimum",keyword:"minimum",params:{comparison: ">=", limit: -530000},message:"must be >= -530000"};
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
if(data.days !== undefined && func0.call(data, "days")){
let data3 = data.days;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err16 = {instancePath:instancePath+"/days",schemaPath:"#/properties/days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 3652059 || isNaN(data3)){
const err17 = {instancePath:instancePath+"/days",schemaPath:"#/properties/days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3652059},message:"must be <= 3652059"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data3 < -3652059 || isNaN(data3)){
const err18 = {instancePath:instancePath+"/days",schemaPath:"#/properties/days/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3652059},message:"must be >= -3652059"};
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
if(data.total_days !== undefined && func0.call(data, "total_days")){
let data4 = data.total_days;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err19 = {instancePath:instancePath+"/total_days",schemaPath:"#/properties/total_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 3652059 || isNaN(data4)){
const err20 = {instancePath:instancePath+"/total_days",schemaPath:"#/properties/total_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3652059},message:"must be <= 3652059"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data4 < -3652059 || isNaN(data4)){
const err21 = {instancePath:instancePath+"/total_days",schemaPath:"#/properties/total_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: -3652059},message:"must be >= -3652059"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.duration !== undefined && func0.call(data, "duration")){
let data5 = data.duration;
if(typeof data5 === "string"){
if(func63(data5) > 40){
const err22 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

