// generated from contracts/ — do not edit
// date-easter@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 238eb3086cc21acd199059faa23bceb1 body 48ef61a4e630ea0fdcd4281fd382af6e
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["year"],"properties":{"year":{"type":"integer","minimum":1583,"maximum":9999,"description":"Gregorian year 1583-9999"},"tradition":{"type":"string","enum":["western","orthodox"],"default":"western","description":"western (Gregorian computus) or orthodox (Julian computus)"}}};
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
if(!((key0 === "year") || (key0 === "tradition"))){
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
if(data0 < 1583 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1583},message:"must be >= 1583"};
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
if(data.tradition !== undefined && func0.call(data, "tradition")){
let data1 = data.tradition;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/tradition",schemaPath:"#/properties/tradition/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data1 === "western") || (data1 === "orthodox"))){
const err6 = {instancePath:instancePath+"/tradition",schemaPath:"#/properties/tradition/enum",keyword:"enum",params:{allowedValues: schema31.properties.tradition.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["year","tradition","date","julian_calendar_date","good_friday","easter_monday","ascension","pentecost"],"properties":{"year":{"type":"integer","minimum":1583,"maximum":9999},"tradition":{"type":"string","enum":["western","orthodox"]},"date":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"julian_calendar_date":{"anyOf":[{"type":"string","pattern":"^[0-9]{4}-0[345]-[0-9]{2}$","maxLength":10},{"type":"null"}]},"good_friday":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"easter_monday":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"ascension":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10},"pentecost":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","minLength":10,"maxLength":10}}};
const func74 = __ajvRuntime0.default;
const pattern4 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");
const pattern5 = new RegExp("^[0-9]{4}-0[345]-[0-9]{2}$", "u");

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
if((data.tradition === undefined) || (!(func0.call(data, "tradition")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tradition"},message:"must have required property '"+"tradition"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.date === undefined) || (!(func0.call(data, "date")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.julian_calendar_date === undefined) || (!(func0.call(data, "julian_calendar_date")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "julian_calendar_date"},message:"must have required property '"+"julian_calendar_date"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.good_friday === undefined) || (!(func0.call(data, "good_friday")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "good_friday"},message:"must have required property '"+"good_friday"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.easter_monday === undefined) || (!(func0.call(data, "easter_monday")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "easter_monday"},message:"must have required property '"+"easter_monday"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.ascension === undefined) || (!(func0.call(data, "ascension")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ascension"},message:"must have required property '"+"ascension"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data.pentecost === undefined) || (!(func0.call(data, "pentecost")))){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pentecost"},message:"must have required property '"+"pentecost"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((((key0 === "year") || (key0 === "tradition")) || (key0 === "date")) || (key0 === "julian_calendar_date")) || (key0 === "good_friday")) || (key0 === "easter_monday")) || (key0 === "ascension")) || (key0 === "pentecost"))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.year !== undefined && func0.call(data, "year")){
let data0 = data.year;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err9 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9999 || isNaN(data0)){
const err10 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data0 < 1583 || isNaN(data0)){
const err11 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1583},message:"must be >= 1583"};
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
if(data.tradition !== undefined && func0.call(data, "tradition")){
let data1 = data.tradition;
if(typeof data1 !== "string"){
const err12 = {instancePath:instancePath+"/tradition",schemaPath:"#/properties/tradition/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data1 === "western") || (data1 === "orthodox"))){
const err13 = {instancePath:instancePath+"/tradition",schemaPath:"#/properties/tradition/enum",keyword:"enum",params:{allowedValues: schema32.properties.tradition.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.date !== undefined && func0.call(data, "date")){
let data2 = data.date;
if(typeof data2 === "string"){
if(func74(data2) > 10){
const err14 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func74(data2) < 10){
const err15 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern4.test(data2)){
const err16 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
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
const err17 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.julian_calendar_date !== undefined && func0.call(data, "julian_calendar_date")){
let data3 = data.julian_calendar_date;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(typeof data3 === "string"){
if(func74(data3) > 10){
const err18 = {instancePath:instancePath+"/julian_calendar_date",schemaPath:"#/properties/julian_calendar_date/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern5.test(data3)){
const err19 = {instancePath:instancePath+"/julian_calendar_date",schemaPath:"#/properties/julian_calendar_date/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-0[345]-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-0[345]-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/julian_calendar_date",schemaPath:"#/properties/julian_calendar_date/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(data3 !== null){
const err21 = {instancePath:instancePath+"/julian_calendar_date",schemaPath:"#/properties/julian_calendar_date/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err22 = {instancePath:instancePath+"/julian_calendar_date",schemaPath:"#/properties/julian_calendar_date/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
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
if(data.good_friday !== undefined && func0.call(data, "good_friday")){
let data4 = data.good_friday;
if(typeof data4 === "string"){
if(func74(data4) > 10){
const err23 = {instancePath:instancePath+"/good_friday",schemaPath:"#/properties/good_friday/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func74(data4) < 10){
const err24 = {instancePath:instancePath+"/good_friday",schemaPath:"#/properties/good_friday/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern4.test(data4)){
const err25 = {instancePath:instancePath+"/good_friday",schemaPath:"#/properties/good_friday/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/good_friday",schemaPath:"#/properties/good_friday/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.easter_monday !== undefined && func0.call(data, "easter_monday")){
let data5 = data.easter_monday;
if(typeof data5 === "string"){
if(func74(data5) > 10){
const err27 = {instancePath:instancePath+"/easter_monday",schemaPath:"#/properties/easter_monday/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func74(data5) < 10){
const err28 = {instancePath:instancePath+"/easter_monday",schemaPath:"#/properties/easter_monday/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!pattern4.test(data5)){
const err29 = {instancePath:instancePath+"/easter_monday",schemaPath:"#/properties/easter_monday/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
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
const err30 = {instancePath:instancePath+"/easter_monday",schemaPath:"#/properties/easter_monday/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.ascension !== undefined && func0.call(data, "ascension")){
let data6 = data.ascension;
if(typeof data6 === "string"){
if(func74(data6) > 10){
const err31 = {instancePath:instancePath+"/ascension",schemaPath:"#/properties/ascension/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(func74(data6) < 10){
const err32 = {instancePath:instancePath+"/ascension",schemaPath:"#/properties/ascension/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern4.test(data6)){
const err33 = {instancePath:instancePath+"/ascension",schemaPath:"#/properties/ascension/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/ascension",schemaPath:"#/properties/ascension/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.pentecost !== undefined && func0.call(data, "pentecost")){
let data7 = data.pentecost;
if(typeof data7 === "string"){
if(func74(data7) > 10){
const err35 = {instancePath:instancePath+"/pentecost",schemaPath:"#/properties/pentecost/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(func74(data7) < 10){
const err36 = {instancePath:instancePath+"/pentecost",schemaPath:"#/properties/pentecost/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!pattern4.test(data7)){
const err37 = {instancePath:instancePath+"/pentecost",schemaPath:"#/properties/pentecost/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/pentecost",schemaPath:"#/properties/pentecost/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

