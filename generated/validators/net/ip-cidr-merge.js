// generated from contracts/ — do not edit
// ip-cidr-merge@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 1c7222ce9f861ebd1fd59fb69a8acee6 body f5c61410fc137836524b8ca4f99d839b
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["cidrs"],"properties":{"cidrs":{"type":"array","minItems":1,"maxItems":1000000,"items":{"type":"string","minLength":1,"maxLength":100}},"normalize":{"type":"boolean","default":false}}};
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
if((data.cidrs === undefined) || (!(func0.call(data, "cidrs")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cidrs"},message:"must have required property '"+"cidrs"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "cidrs") || (key0 === "normalize"))){
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
if(data.cidrs !== undefined && func0.call(data, "cidrs")){
let data0 = data.cidrs;
if(Array.isArray(data0)){
if(data0.length > 1000000){
const err2 = {instancePath:instancePath+"/cidrs",schemaPath:"#/properties/cidrs/maxItems",keyword:"maxItems",params:{limit: 1000000},message:"must NOT have more than 1000000 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/cidrs",schemaPath:"#/properties/cidrs/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func62(data1) > 100){
const err4 = {instancePath:instancePath+"/cidrs/" + i0,schemaPath:"#/properties/cidrs/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func62(data1) < 1){
const err5 = {instancePath:instancePath+"/cidrs/" + i0,schemaPath:"#/properties/cidrs/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/cidrs/" + i0,schemaPath:"#/properties/cidrs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/cidrs",schemaPath:"#/properties/cidrs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.normalize !== undefined && func0.call(data, "normalize")){
if(typeof data.normalize !== "boolean"){
const err8 = {instancePath:instancePath+"/normalize",schemaPath:"#/properties/normalize/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["cidrs","ipv4_addresses","ipv6_addresses"],"properties":{"cidrs":{"type":"array","items":{"type":"string"}},"ipv4_addresses":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1001},"ipv6_addresses":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1001}}};
const pattern4 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");

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
if((data.cidrs === undefined) || (!(func0.call(data, "cidrs")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cidrs"},message:"must have required property '"+"cidrs"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.ipv4_addresses === undefined) || (!(func0.call(data, "ipv4_addresses")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ipv4_addresses"},message:"must have required property '"+"ipv4_addresses"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.ipv6_addresses === undefined) || (!(func0.call(data, "ipv6_addresses")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ipv6_addresses"},message:"must have required property '"+"ipv6_addresses"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "cidrs") || (key0 === "ipv4_addresses")) || (key0 === "ipv6_addresses"))){
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
if(data.cidrs !== undefined && func0.call(data, "cidrs")){
let data0 = data.cidrs;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(typeof data0[i0] !== "string"){
const err4 = {instancePath:instancePath+"/cidrs/" + i0,schemaPath:"#/properties/cidrs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err5 = {instancePath:instancePath+"/cidrs",schemaPath:"#/properties/cidrs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.ipv4_addresses !== undefined && func0.call(data, "ipv4_addresses")){
let data2 = data.ipv4_addresses;
if(typeof data2 === "string"){
if(func62(data2) > 1001){
const err6 = {instancePath:instancePath+"/ipv4_addresses",schemaPath:"#/properties/ipv4_addresses/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data2)){
const err7 = {instancePath:instancePath+"/ipv4_addresses",schemaPath:"#/properties/ipv4_addresses/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err8 = {instancePath:instancePath+"/ipv4_addresses",schemaPath:"#/properties/ipv4_addresses/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.ipv6_addresses !== undefined && func0.call(data, "ipv6_addresses")){
let data3 = data.ipv6_addresses;
if(typeof data3 === "string"){
if(func62(data3) > 1001){
const err9 = {instancePath:instancePath+"/ipv6_addresses",schemaPath:"#/properties/ipv6_addresses/maxLength",keyword:"maxLength",params:{limit: 1001},message:"must NOT have more than 1001 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern4.test(data3)){
const err10 = {instancePath:instancePath+"/ipv6_addresses",schemaPath:"#/properties/ipv6_addresses/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
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
const err11 = {instancePath:instancePath+"/ipv6_addresses",schemaPath:"#/properties/ipv6_addresses/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

