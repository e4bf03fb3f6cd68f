// generated from contracts/ — do not edit
// date-fiscal-period@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 6c2139a357a5e848fe5f32f57886d88e body 503b037c465f0cccdc4408eddc155062
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["date"],"properties":{"date":{"description":"calendar date YYYY-MM-DD","type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"start_month":{"type":"integer","minimum":1,"maximum":12,"default":1,"description":"month the fiscal year starts in (10 = October)"},"start_day":{"type":"integer","minimum":1,"maximum":28,"default":1,"description":"day of start_month the fiscal year starts on (6 for the UK tax year)"},"year_naming":{"type":"string","enum":["end","start"],"default":"end","description":"name a fiscal year by the calendar year it ends (end) or starts (start) in"}}};
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
if(!((((key0 === "date") || (key0 === "start_month")) || (key0 === "start_day")) || (key0 === "year_naming"))){
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
if(data.start_month !== undefined && func0.call(data, "start_month")){
let data1 = data.start_month;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/start_month",schemaPath:"#/properties/start_month/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err7 = {instancePath:instancePath+"/start_month",schemaPath:"#/properties/start_month/maximum",keyword:"maximum",params:{comparison: "<=", limit: 12},message:"must be <= 12"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/start_month",schemaPath:"#/properties/start_month/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.start_day !== undefined && func0.call(data, "start_day")){
let data2 = data.start_day;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/start_day",schemaPath:"#/properties/start_day/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 28 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/start_day",schemaPath:"#/properties/start_day/maximum",keyword:"maximum",params:{comparison: "<=", limit: 28},message:"must be <= 28"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/start_day",schemaPath:"#/properties/start_day/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.year_naming !== undefined && func0.call(data, "year_naming")){
let data3 = data.year_naming;
if(typeof data3 !== "string"){
const err12 = {instancePath:instancePath+"/year_naming",schemaPath:"#/properties/year_naming/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data3 === "end") || (data3 === "start"))){
const err13 = {instancePath:instancePath+"/year_naming",schemaPath:"#/properties/year_naming/enum",keyword:"enum",params:{allowedValues: schema31.properties.year_naming.enum},message:"must be equal to one of the allowed values"};
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
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["fiscal_year","fiscal_quarter","fiscal_month","label","year_start","year_end","quarter_start","quarter_end","month_start","month_end","day_of_year","days_in_year"],"properties":{"fiscal_year":{"type":"integer","minimum":1,"maximum":9999},"fiscal_quarter":{"type":"integer","minimum":1,"maximum":4},"fiscal_month":{"type":"integer","minimum":1,"maximum":12},"label":{"type":"string","pattern":"^FY[0-9]{4} Q[1-4]$","maxLength":9},"year_start":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"year_end":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"quarter_start":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"quarter_end":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"month_start":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"month_end":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"day_of_year":{"type":"integer","minimum":1,"maximum":366},"days_in_year":{"type":"integer","minimum":365,"maximum":366}}};
const pattern5 = new RegExp("^FY[0-9]{4} Q[1-4]$", "u");

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
if((data.fiscal_year === undefined) || (!(func0.call(data, "fiscal_year")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fiscal_year"},message:"must have required property '"+"fiscal_year"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.fiscal_quarter === undefined) || (!(func0.call(data, "fiscal_quarter")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fiscal_quarter"},message:"must have required property '"+"fiscal_quarter"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.fiscal_month === undefined) || (!(func0.call(data, "fiscal_month")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fiscal_month"},message:"must have required property '"+"fiscal_month"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.label === undefined) || (!(func0.call(data, "label")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.year_start === undefined) || (!(func0.call(data, "year_start")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "year_start"},message:"must have required property '"+"year_start"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.year_end === undefined) || (!(func0.call(data, "year_end")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "year_end"},message:"must have required property '"+"year_end"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.quarter_start === undefined) || (!(func0.call(data, "quarter_start")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quarter_start"},message:"must have required property '"+"quarter_start"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data.quarter_end === undefined) || (!(func0.call(data, "quarter_end")))){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quarter_end"},message:"must have required property '"+"quarter_end"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data.month_start === undefined) || (!(func0.call(data, "month_start")))){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "month_start"},message:"must have required property '"+"month_start"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data.month_end === undefined) || (!(func0.call(data, "month_end")))){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "month_end"},message:"must have required property '"+"month_end"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data.day_of_year === undefined) || (!(func0.call(data, "day_of_year")))){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "day_of_year"},message:"must have required property '"+"day_of_year"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data.days_in_year === undefined) || (!(func0.call(data, "days_in_year")))){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "days_in_year"},message:"must have required property '"+"days_in_year"+"'"};
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
if(data.fiscal_year !== undefined && func0.call(data, "fiscal_year")){
let data0 = data.fiscal_year;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err13 = {instancePath:instancePath+"/fiscal_year",schemaPath:"#/properties/fiscal_year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err14 = {instancePath:instancePath+"/fiscal_year",schemaPath:"#/properties/fiscal_year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err15 = {instancePath:instancePath+"/fiscal_year",schemaPath:"#/properties/fiscal_year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.fiscal_quarter !== undefined && func0.call(data, "fiscal_quarter")){
let data1 = data.fiscal_quarter;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err16 = {instancePath:instancePath+"/fiscal_quarter",schemaPath:"#/properties/fiscal_quarter/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 4 || isNaN(data1)){
const err17 = {instancePath:instancePath+"/fiscal_quarter",schemaPath:"#/properties/fiscal_quarter/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4},message:"must be <= 4"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err18 = {instancePath:instancePath+"/fiscal_quarter",schemaPath:"#/properties/fiscal_quarter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.fiscal_month !== undefined && func0.call(data, "fiscal_month")){
let data2 = data.fiscal_month;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err19 = {instancePath:instancePath+"/fiscal_month",schemaPath:"#/properties/fiscal_month/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 12 || isNaN(data2)){
const err20 = {instancePath:instancePath+"/fiscal_month",schemaPath:"#/properties/fiscal_month/maximum",keyword:"maximum",params:{comparison: "<=", limit: 12},message:"must be <= 12"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err21 = {instancePath:instancePath+"/fiscal_month",schemaPath:"#/properties/fiscal_month/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.label !== undefined && func0.call(data, "label")){
let data3 = data.label;
if(typeof data3 === "string"){
if(func62(data3) > 9){
const err22 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/maxLength",keyword:"maxLength",params:{limit: 9},message:"must NOT have more than 9 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern5.test(data3)){
const err23 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/pattern",keyword:"pattern",params:{pattern: "^FY[0-9]{4} Q[1-4]$"},message:"must match pattern \""+"^FY[0-9]{4} Q[1-4]$"+"\""};
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
const err24 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.year_start !== undefined && func0.call(data, "year_start")){
let data4 = data.year_start;
if(typeof data4 === "string"){
if(func62(data4) > 10){
const err25 = {instancePath:instancePath+"/year_start",schemaPath:"#/properties/year_start/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func62(data4) < 10){
const err26 = {instancePath:instancePath+"/year_start",schemaPath:"#/properties/year_start/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern4.test(data4)){
const err27 = {instancePath:instancePath+"/year_start",schemaPath:"#/properties/year_start/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/year_start",schemaPath:"#/properties/year_start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.year_end !== undefined && func0.call(data, "year_end")){
let data5 = data.year_end;
if(typeof data5 === "string"){
if(func62(data5) > 10){
const err29 = {instancePath:instancePath+"/year_end",schemaPath:"#/properties/year_end/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(func62(data5) < 10){
const err30 = {instancePath:instancePath+"/year_end",schemaPath:"#/properties/year_end/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!pattern4.test(data5)){
const err31 = {instancePath:instancePath+"/year_end",schemaPath:"#/properties/year_end/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/year_end",schemaPath:"#/properties/year_end/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.quarter_start !== undefined && func0.call(data, "quarter_start")){
let data6 = data.quarter_start;
if(typeof data6 === "string"){
if(func62(data6) > 10){
const err33 = {instancePath:instancePath+"/quarter_start",schemaPath:"#/properties/quarter_start/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(func62(data6) < 10){
const err34 = {instancePath:instancePath+"/quarter_start",schemaPath:"#/properties/quarter_start/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!pattern4.test(data6)){
const err35 = {instancePath:instancePath+"/quarter_start",schemaPath:"#/properties/quarter_start/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
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
const err36 = {instancePath:instancePath+"/quarter_start",schemaPath:"#/properties/quarter_start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.quarter_end !== undefined && func0.call(data, "quarter_end")){
let data7 = data.quarter_end;
if(typeof data7 === "string"){
if(func62(data7) > 10){
const err37 = {instancePath:instancePath+"/quarter_end",schemaPath:"#/properties/quarter_end/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(func62(data7) < 10){
const err38 = {instancePath:instancePath+"/quarter_end",schemaPath:"#/properties/quarter_end/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!pattern4.test(data7)){
const err39 = {instancePath:instancePath+"/quarter_end",schemaPath:"#/properties/quarter_end/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
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
const err40 = {instancePath:instancePath+"/quarter_end",schemaPath:"#/properties/quarter_end/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.month_start !== undefined && func0.call(data, "month_start")){
let data8 = data.month_start;
if(typeof data8 === "string"){
if(func62(data8) > 10){
const err41 = {instancePath:instancePath+"/month_start",schemaPath:"#/properties/month_start/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(func62(data8) < 10){
const err42 = {instancePath:instancePath+"/month_start",schemaPath:"#/properties/month_start/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!pattern4.test(data8)){
const err43 = {instancePath:instancePath+"/month_start",schemaPath:"#/properties/month_start/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/month_start",schemaPath:"#/properties/month_start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.month_end !== undefined && func0.call(data, "month_end")){
let data9 = data.month_end;
if(typeof data9 === "string"){
if(func62(data9) > 10){
const err45 = {instancePath:instancePath+"/month_end",schemaPath:"#/properties/month_end/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(func62(data9) < 10){
const err46 = {instancePath:instancePath+"/month_end",schemaPath:"#/properties/month_end/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(!pattern4.test(data9)){
const err47 = {instancePath:instancePath+"/month_end",schemaPath:"#/properties/month_end/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/month_end",schemaPath:"#/properties/month_end/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.day_of_year !== undefined && func0.call(data, "day_of_year")){
let data10 = data.day_of_year;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err49 = {instancePath:instancePath+"/day_of_year",schemaPath:"#/properties/day_of_year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 366 || isNaN(data10)){
const err50 = {instancePath:instancePath+"/day_of_year",schemaPath:"#/properties/day_of_year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 366},message:"must be <= 366"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data10 < 1 || isNaN(data10)){
const err51 = {instancePath:instancePath+"/day_of_year",schemaPath:"#/properties/day_of_year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
if(data.days_in_year !== undefined && func0.call(data, "days_in_year")){
let data11 = data.days_in_year;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err52 = {instancePath:instancePath+"/days_in_year",schemaPath:"#/properties/days_in_year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 366 || isNaN(data11)){
const err53 = {instancePath:instancePath+"/days_in_year",schemaPath:"#/properties/days_in_year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 366},message:"must be <= 366"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data11 < 365 || isNaN(data11)){
const err54 = {instancePath:instancePath+"/days_in_year",schemaPath:"#/properties/days_in_year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 365},message:"must be >= 365"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
}
else {
const err55 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

