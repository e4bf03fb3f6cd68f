// generated from contracts/ — do not edit
// data-transfer-time@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 22f8981df07374fb536c7823b681c2ce body 3b9cc4571f59cc0355d8e0e9bfcbc0a4
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["size","size_unit","rate","rate_unit"],"properties":{"size":{"type":"string","minLength":1,"maxLength":200,"pattern":"^(0|[1-9][0-9]*)(\\.[0-9]+)?$"},"size_unit":{"type":"string","enum":["bit","kbit","Mbit","Gbit","Tbit","Pbit","Ebit","Zbit","Ybit","Kibit","Mibit","Gibit","Tibit","Pibit","Eibit","Zibit","Yibit","B","kB","KB","MB","GB","TB","PB","EB","ZB","YB","KiB","MiB","GiB","TiB","PiB","EiB","ZiB","YiB"]},"rate":{"type":"string","minLength":1,"maxLength":200,"pattern":"^(0|[1-9][0-9]*)(\\.[0-9]+)?$"},"rate_unit":{"type":"string","enum":["bit/s","kbit/s","Mbit/s","Gbit/s","Tbit/s","Pbit/s","Ebit/s","Zbit/s","Ybit/s","Kibit/s","Mibit/s","Gibit/s","Tibit/s","Pibit/s","Eibit/s","Zibit/s","Yibit/s","B/s","kB/s","KB/s","MB/s","GB/s","TB/s","PB/s","EB/s","ZB/s","YB/s","KiB/s","MiB/s","GiB/s","TiB/s","PiB/s","EiB/s","ZiB/s","YiB/s"]},"convention":{"type":"string","enum":["si","jedec"],"default":"si"},"decimals":{"type":"integer","minimum":0,"maximum":20,"default":3},"rounding":{"type":"string","enum":["half_even","half_up","half_down","up","down","ceiling","floor"]}}};
const func0 = Object.prototype.hasOwnProperty;
const func65 = __ajvRuntime0.default;
const pattern4 = new RegExp("^(0|[1-9][0-9]*)(\\.[0-9]+)?$", "u");

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
if((data.size === undefined) || (!(func0.call(data, "size")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.size_unit === undefined) || (!(func0.call(data, "size_unit")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "size_unit"},message:"must have required property '"+"size_unit"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.rate === undefined) || (!(func0.call(data, "rate")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rate"},message:"must have required property '"+"rate"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.rate_unit === undefined) || (!(func0.call(data, "rate_unit")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rate_unit"},message:"must have required property '"+"rate_unit"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((((key0 === "size") || (key0 === "size_unit")) || (key0 === "rate")) || (key0 === "rate_unit")) || (key0 === "convention")) || (key0 === "decimals")) || (key0 === "rounding"))){
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
if(data.size !== undefined && func0.call(data, "size")){
let data0 = data.size;
if(typeof data0 === "string"){
if(func65(data0) > 200){
const err5 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func65(data0) < 1){
const err6 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data0)){
const err7 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)(\\.[0-9]+)?$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)(\\.[0-9]+)?$"+"\""};
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
const err8 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.size_unit !== undefined && func0.call(data, "size_unit")){
let data1 = data.size_unit;
if(typeof data1 !== "string"){
const err9 = {instancePath:instancePath+"/size_unit",schemaPath:"#/properties/size_unit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((((((((((((((((((((((((((((((((((data1 === "bit") || (data1 === "kbit")) || (data1 === "Mbit")) || (data1 === "Gbit")) || (data1 === "Tbit")) || (data1 === "Pbit")) || (data1 === "Ebit")) || (data1 === "Zbit")) || (data1 === "Ybit")) || (data1 === "Kibit")) || (data1 === "Mibit")) || (data1 === "Gibit")) || (data1 === "Tibit")) || (data1 === "Pibit")) || (data1 === "Eibit")) || (data1 === "Zibit")) || (data1 === "Yibit")) || (data1 === "B")) || (data1 === "kB")) || (data1 === "KB")) || (data1 === "MB")) || (data1 === "GB")) || (data1 === "TB")) || (data1 === "PB")) || (data1 === "EB")) || (data1 === "ZB")) || (data1 === "YB")) || (data1 === "KiB")) || (data1 === "MiB")) || (data1 === "GiB")) || (data1 === "TiB")) || (data1 === "PiB")) || (data1 === "EiB")) || (data1 === "ZiB")) || (data1 === "YiB"))){
const err10 = {instancePath:instancePath+"/size_unit",schemaPath:"#/properties/size_unit/enum",keyword:"enum",params:{allowedValues: schema31.properties.size_unit.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.rate !== undefined && func0.call(data, "rate")){
let data2 = data.rate;
if(typeof data2 === "string"){
if(func65(data2) > 200){
const err11 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func65(data2) < 1){
const err12 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern4.test(data2)){
const err13 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)(\\.[0-9]+)?$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)(\\.[0-9]+)?$"+"\""};
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
const err14 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.rate_unit !== undefined && func0.call(data, "rate_unit")){
let data3 = data.rate_unit;
if(typeof data3 !== "string"){
const err15 = {instancePath:instancePath+"/rate_unit",schemaPath:"#/properties/rate_unit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((((((((((((((((((((((((((((((((((data3 === "bit/s") || (data3 === "kbit/s")) || (data3 === "Mbit/s")) || (data3 === "Gbit/s")) || (data3 === "Tbit/s")) || (data3 === "Pbit/s")) || (data3 === "Ebit/s")) || (data3 === "Zbit/s")) || (data3 === "Ybit/s")) || (data3 === "Kibit/s")) || (data3 === "Mibit/s")) || (data3 === "Gibit/s")) || (data3 === "Tibit/s")) || (data3 === "Pibit/s")) || (data3 === "Eibit/s")) || (data3 === "Zibit/s")) || (data3 === "Yibit/s")) || (data3 === "B/s")) || (data3 === "kB/s")) || (data3 === "KB/s")) || (data3 === "MB/s")) || (data3 === "GB/s")) || (data3 === "TB/s")) || (data3 === "PB/s")) || (data3 === "EB/s")) || (data3 === "ZB/s")) || (data3 === "YB/s")) || (data3 === "KiB/s")) || (data3 === "MiB/s")) || (data3 === "GiB/s")) || (data3 === "TiB/s")) || (data3 === "PiB/s")) || (data3 === "EiB/s")) || (data3 === "ZiB/s")) || (data3 === "YiB/s"))){
const err16 = {instancePath:instancePath+"/rate_unit",schemaPath:"#/properties/rate_unit/enum",keyword:"enum",params:{allowedValues: schema31.properties.rate_unit.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.convention !== undefined && func0.call(data, "convention")){
let data4 = data.convention;
if(typeof data4 !== "string"){
const err17 = {instancePath:instancePath+"/convention",schemaPath:"#/properties/convention/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((data4 === "si") || (data4 === "jedec"))){
const err18 = {instancePath:instancePath+"/convention",schemaPath:"#/properties/convention/enum",keyword:"enum",params:{allowedValues: schema31.properties.convention.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.decimals !== undefined && func0.call(data, "decimals")){
let data5 = data.decimals;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err19 = {instancePath:instancePath+"/decimals",schemaPath:"#/properties/decimals/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 20 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/decimals",schemaPath:"#/properties/decimals/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/decimals",schemaPath:"#/properties/decimals/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.rounding !== undefined && func0.call(data, "rounding")){
let data6 = data.rounding;
if(typeof data6 !== "string"){
const err22 = {instancePath:instancePath+"/rounding",schemaPath:"#/properties/rounding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!(((((((data6 === "half_even") || (data6 === "half_up")) || (data6 === "half_down")) || (data6 === "up")) || (data6 === "down")) || (data6 === "ceiling")) || (data6 === "floor"))){
const err23 = {instancePath:instancePath+"/rounding",schemaPath:"#/properties/rounding/enum",keyword:"enum",params:{allowedValues: schema31.properties.rounding.enum},message:"must be equal to one of the allowed values"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["seconds","duration"],"properties":{"seconds":{"type":"object","additionalProperties":false,"required":["value","exact","rational"],"properties":{"value":{"type":"string","maxLength":1200,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},"exact":{"type":"boolean"},"rational":{"type":"object","additionalProperties":false,"required":["numerator","denominator"],"properties":{"numerator":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1200},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$","maxLength":1200}}}}},"duration":{"type":"string","maxLength":1200,"pattern":"^PT([0-9]+H)?([0-9]+M)?([0-9]+(\\.[0-9]+)?S)?$"}}};
const pattern6 = new RegExp("^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$", "u");
const pattern7 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");
const pattern8 = new RegExp("^[1-9][0-9]*$", "u");
const pattern9 = new RegExp("^PT([0-9]+H)?([0-9]+M)?([0-9]+(\\.[0-9]+)?S)?$", "u");

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
if((data.duration === undefined) || (!(func0.call(data, "duration")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "duration"},message:"must have required property '"+"duration"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "seconds") || (key0 === "duration"))){
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
if(data.seconds !== undefined && func0.call(data, "seconds")){
let data0 = data.seconds;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if((data0.value === undefined) || (!(func0.call(data0, "value")))){
const err3 = {instancePath:instancePath+"/seconds",schemaPath:"#/properties/seconds/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data0.exact === undefined) || (!(func0.call(data0, "exact")))){
const err4 = {instancePath:instancePath+"/seconds",schemaPath:"#/properties/seconds/required",keyword:"required",params:{missingProperty: "exact"},message:"must have required property '"+"exact"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data0.rational === undefined) || (!(func0.call(data0, "rational")))){
const err5 = {instancePath:instancePath+"/seconds",schemaPath:"#/properties/seconds/required",keyword:"required",params:{missingProperty: "rational"},message:"must have required property '"+"rational"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 of Object.keys(data0)){
if(!(((key1 === "value") || (key1 === "exact")) || (key1 === "rational"))){
const err6 = {instancePath:instancePath+"/seconds",schemaPath:"#/properties/seconds/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.value !== undefined && func0.call(data0, "value")){
let data1 = data0.value;
if(typeof data1 === "string"){
if(func65(data1) > 1200){
const err7 = {instancePath:instancePath+"/seconds/value",schemaPath:"#/properties/seconds/properties/value/maxLength",keyword:"maxLength",params:{limit: 1200},message:"must NOT have more than 1200 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern6.test(data1)){
const err8 = {instancePath:instancePath+"/seconds/value",schemaPath:"#/properties/seconds/properties/value/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/seconds/value",schemaPath:"#/properties/seconds/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.exact !== undefined && func0.call(data0, "exact")){
if(typeof data0.exact !== "boolean"){
const err10 = {instancePath:instancePath+"/seconds/exact",schemaPath:"#/properties/seconds/properties/exact/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.rational !== undefined && func0.call(data0, "rational")){
let data3 = data0.rational;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if((data3.numerator === undefined) || (!(func0.call(data3, "numerator")))){
const err11 = {instancePath:instancePath+"/seconds/rational",schemaPath:"#/properties/seconds/properties/rational/required",keyword:"required",params:{missingProperty: "numerator"},message:"must have required property '"+"numerator"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data3.denominator === undefined) || (!(func0.call(data3, "denominator")))){
const err12 = {instancePath:instancePath+"/seconds/rational",schemaPath:"#/properties/seconds/properties/rational/required",keyword:"required",params:{missingProperty: "denominator"},message:"must have required property '"+"denominator"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key2 of Object.keys(data3)){
if(!((key2 === "numerator") || (key2 === "denominator"))){
const err13 = {instancePath:instancePath+"/seconds/rational",schemaPath:"#/properties/seconds/properties/rational/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.numerator !== undefined && func0.call(data3, "numerator")){
let data4 = data3.numerator;
if(typeof data4 === "string"){
if(func65(data4) > 1200){
const err14 = {instancePath:instancePath+"/seconds/rational/numerator",schemaPath:"#/properties/seconds/properties/rational/properties/numerator/maxLength",keyword:"maxLength",params:{limit: 1200},message:"must NOT have more than 1200 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern7.test(data4)){
const err15 = {instancePath:instancePath+"/seconds/rational/numerator",schemaPath:"#/properties/seconds/properties/rational/properties/numerator/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err16 = {instancePath:instancePath+"/seconds/rational/numerator",schemaPath:"#/properties/seconds/properties/rational/properties/numerator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.denominator !== undefined && func0.call(data3, "denominator")){
let data5 = data3.denominator;
if(typeof data5 === "string"){
if(func65(data5) > 1200){
const err17 = {instancePath:instancePath+"/seconds/rational/denominator",schemaPath:"#/properties/seconds/properties/rational/properties/denominator/maxLength",keyword:"maxLength",params:{limit: 1200},message:"must NOT have more than 1200 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern8.test(data5)){
const err18 = {instancePath:instancePath+"/seconds/rational/denominator",schemaPath:"#/properties/seconds/properties/rational/properties/denominator/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/seconds/rational/denominator",schemaPath:"#/properties/seconds/properties/rational/properties/denominator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/seconds/rational",schemaPath:"#/properties/seconds/properties/rational/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err21 = {instancePath:instancePath+"/seconds",schemaPath:"#/properties/seconds/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.duration !== undefined && func0.call(data, "duration")){
let data6 = data.duration;
if(typeof data6 === "string"){
if(func65(data6) > 1200){
const err22 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/maxLength",keyword:"maxLength",params:{limit: 1200},message:"must NOT have more than 1200 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern9.test(data6)){
const err23 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/pattern",keyword:"pattern",params:{pattern: "^PT([0-9]+H)?([0-9]+M)?([0-9]+(\\.[0-9]+)?S)?$"},message:"must match pattern \""+"^PT([0-9]+H)?([0-9]+M)?([0-9]+(\\.[0-9]+)?S)?$"+"\""};
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
const err24 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

