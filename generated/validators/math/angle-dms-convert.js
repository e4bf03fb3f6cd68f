// generated from contracts/ — do not edit
// angle-dms-convert@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 881131e8fcf5b06a426a297f347f289b body 6ebb3d5518b6ab2462dcc3d6423384b3
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["value","from","to"],"properties":{"value":{"type":"string","minLength":1,"maxLength":1001,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},"from":{"type":"string","enum":["deg","arcmin","arcsec"]},"to":{"type":"string","enum":["deg","arcmin","arcsec"]}}};
const func0 = Object.prototype.hasOwnProperty;
const func64 = __ajvRuntime0.default;
const pattern4 = new RegExp("^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$", "u");

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
if((data.value === undefined) || (!(func0.call(data, "value")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.from === undefined) || (!(func0.call(data, "from")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.to === undefined) || (!(func0.call(data, "to")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "value") || (key0 === "from")) || (key0 === "to"))){
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
if(data.value !== undefined && func0.call(data, "value")){
let data0 = data.value;
if(typeof data0 === "string"){
if(func64(data0) > 1001){
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func64(data0) < 1){
const err5 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data0)){
const err6 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$"+"\""};
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
const err7 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.from !== undefined && func0.call(data, "from")){
let data1 = data.from;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((data1 === "deg") || (data1 === "arcmin")) || (data1 === "arcsec"))){
const err9 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/enum",keyword:"enum",params:{allowedValues: schema31.properties.from.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.to !== undefined && func0.call(data, "to")){
let data2 = data.to;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((data2 === "deg") || (data2 === "arcmin")) || (data2 === "arcsec"))){
const err11 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/enum",keyword:"enum",params:{allowedValues: schema31.properties.to.enum},message:"must be equal to one of the allowed values"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["numerator","denominator"],"properties":{"numerator":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1005},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$","maxLength":1003}}};
const pattern5 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");
const pattern6 = new RegExp("^[1-9][0-9]*$", "u");

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
if((data.numerator === undefined) || (!(func0.call(data, "numerator")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "numerator"},message:"must have required property '"+"numerator"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.denominator === undefined) || (!(func0.call(data, "denominator")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "denominator"},message:"must have required property '"+"denominator"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "numerator") || (key0 === "denominator"))){
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
if(data.numerator !== undefined && func0.call(data, "numerator")){
let data0 = data.numerator;
if(typeof data0 === "string"){
if(func64(data0) > 1005){
const err3 = {instancePath:instancePath+"/numerator",schemaPath:"#/properties/numerator/maxLength",keyword:"maxLength",params:{limit: 1005},message:"must NOT have more than 1005 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern5.test(data0)){
const err4 = {instancePath:instancePath+"/numerator",schemaPath:"#/properties/numerator/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err5 = {instancePath:instancePath+"/numerator",schemaPath:"#/properties/numerator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.denominator !== undefined && func0.call(data, "denominator")){
let data1 = data.denominator;
if(typeof data1 === "string"){
if(func64(data1) > 1003){
const err6 = {instancePath:instancePath+"/denominator",schemaPath:"#/properties/denominator/maxLength",keyword:"maxLength",params:{limit: 1003},message:"must NOT have more than 1003 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern6.test(data1)){
const err7 = {instancePath:instancePath+"/denominator",schemaPath:"#/properties/denominator/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
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
const err8 = {instancePath:instancePath+"/denominator",schemaPath:"#/properties/denominator/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

