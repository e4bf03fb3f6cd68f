// generated from contracts/ — do not edit
// mac-address-normalize@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 0d6606c02a1b664b951b08106cf21d77 body 7729433825843904f6b17ea1629792eb
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["mac"],"properties":{"mac":{"type":"string","minLength":1,"maxLength":64},"format":{"type":"string","enum":["colon","hyphen","dot","bare"],"default":"colon"},"case":{"type":"string","enum":["lower","upper"],"default":"lower"}}};
const func0 = Object.prototype.hasOwnProperty;
const func62 = __ajvRuntime0.default;

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
if((data.mac === undefined) || (!(func0.call(data, "mac")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mac"},message:"must have required property '"+"mac"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "mac") || (key0 === "format")) || (key0 === "case"))){
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
if(data.mac !== undefined && func0.call(data, "mac")){
let data0 = data.mac;
if(typeof data0 === "string"){
if(func62(data0) > 64){
const err2 = {instancePath:instancePath+"/mac",schemaPath:"#/properties/mac/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func62(data0) < 1){
const err3 = {instancePath:instancePath+"/mac",schemaPath:"#/properties/mac/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/mac",schemaPath:"#/properties/mac/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.format !== undefined && func0.call(data, "format")){
let data1 = data.format;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((((data1 === "colon") || (data1 === "hyphen")) || (data1 === "dot")) || (data1 === "bare"))){
const err6 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema31.properties.format.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.case !== undefined && func0.call(data, "case")){
let data2 = data.case;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/case",schemaPath:"#/properties/case/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data2 === "lower") || (data2 === "upper"))){
const err8 = {instancePath:instancePath+"/case",schemaPath:"#/properties/case/enum",keyword:"enum",params:{allowedValues: schema31.properties.case.enum},message:"must be equal to one of the allowed values"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["mac","bits","multicast","locally_administered","broadcast","oui"],"properties":{"mac":{"type":"string","maxLength":23},"bits":{"type":"integer","enum":[48,64]},"multicast":{"type":"boolean"},"locally_administered":{"type":"boolean"},"broadcast":{"type":"boolean"},"oui":{"anyOf":[{"type":"string","pattern":"^[0-9a-fA-F]{6}$"},{"type":"null"}]}}};
const pattern4 = new RegExp("^[0-9a-fA-F]{6}$", "u");

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
if((data.mac === undefined) || (!(func0.call(data, "mac")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mac"},message:"must have required property '"+"mac"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.bits === undefined) || (!(func0.call(data, "bits")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bits"},message:"must have required property '"+"bits"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.multicast === undefined) || (!(func0.call(data, "multicast")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "multicast"},message:"must have required property '"+"multicast"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.locally_administered === undefined) || (!(func0.call(data, "locally_administered")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "locally_administered"},message:"must have required property '"+"locally_administered"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.broadcast === undefined) || (!(func0.call(data, "broadcast")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "broadcast"},message:"must have required property '"+"broadcast"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.oui === undefined) || (!(func0.call(data, "oui")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "oui"},message:"must have required property '"+"oui"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "mac") || (key0 === "bits")) || (key0 === "multicast")) || (key0 === "locally_administered")) || (key0 === "broadcast")) || (key0 === "oui"))){
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
if(data.mac !== undefined && func0.call(data, "mac")){
let data0 = data.mac;
if(typeof data0 === "string"){
if(func62(data0) > 23){
const err7 = {instancePath:instancePath+"/mac",schemaPath:"#/properties/mac/maxLength",keyword:"maxLength",params:{limit: 23},message:"must NOT have more than 23 characters"};
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
const err8 = {instancePath:instancePath+"/mac",schemaPath:"#/properties/mac/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.bits !== undefined && func0.call(data, "bits")){
let data1 = data.bits;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/bits",schemaPath:"#/properties/bits/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data1 === 48) || (data1 === 64))){
const err10 = {instancePath:instancePath+"/bits",schemaPath:"#/properties/bits/enum",keyword:"enum",params:{allowedValues: schema32.properties.bits.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.multicast !== undefined && func0.call(data, "multicast")){
if(typeof data.multicast !== "boolean"){
const err11 = {instancePath:instancePath+"/multicast",schemaPath:"#/properties/multicast/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.locally_administered !== undefined && func0.call(data, "locally_administered")){
if(typeof data.locally_administered !== "boolean"){
const err12 = {instancePath:instancePath+"/locally_administered",schemaPath:"#/properties/locally_administered/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.broadcast !== undefined && func0.call(data, "broadcast")){
if(typeof data.broadcast !== "boolean"){
const err13 = {instancePath:instancePath+"/broadcast",schemaPath:"#/properties/broadcast/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.oui !== undefined && func0.call(data, "oui")){
let data5 = data.oui;
const _errs13 = errors;
let valid1 = false;
const _errs14 = errors;
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
const err14 = {instancePath:instancePath+"/oui",schemaPath:"#/properties/oui/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{6}$"},message:"must match pattern \""+"^[0-9a-fA-F]{6}$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/oui",schemaPath:"#/properties/oui/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
const _errs16 = errors;
if(data5 !== null){
const err16 = {instancePath:instancePath+"/oui",schemaPath:"#/properties/oui/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err17 = {instancePath:instancePath+"/oui",schemaPath:"#/properties/oui/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

