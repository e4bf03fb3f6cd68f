// generated from contracts/ — do not edit
// json-array-set-compare@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs e6ca3a53cfb414d23a7de947ccc31e22 body 3214dc503eccedab1e72fc049185251c
/* eslint-disable */

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["first","second"],"properties":{"first":{"type":"array","maxItems":10000},"second":{"type":"array","maxItems":10000},"multiset":{"type":"boolean","default":false}}};
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
if((data.first === undefined) || (!(func0.call(data, "first")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first"},message:"must have required property '"+"first"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.second === undefined) || (!(func0.call(data, "second")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "second"},message:"must have required property '"+"second"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "first") || (key0 === "second")) || (key0 === "multiset"))){
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
if(data.first !== undefined && func0.call(data, "first")){
let data0 = data.first;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err3 = {instancePath:instancePath+"/first",schemaPath:"#/properties/first/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
const err4 = {instancePath:instancePath+"/first",schemaPath:"#/properties/first/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.second !== undefined && func0.call(data, "second")){
let data1 = data.second;
if(Array.isArray(data1)){
if(data1.length > 10000){
const err5 = {instancePath:instancePath+"/second",schemaPath:"#/properties/second/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
const err6 = {instancePath:instancePath+"/second",schemaPath:"#/properties/second/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.multiset !== undefined && func0.call(data, "multiset")){
if(typeof data.multiset !== "boolean"){
const err7 = {instancePath:instancePath+"/multiset",schemaPath:"#/properties/multiset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["only_in_first","only_in_second","common","equal","counts"],"properties":{"only_in_first":{"type":"array","maxItems":10000},"only_in_second":{"type":"array","maxItems":10000},"common":{"type":"array","maxItems":10000},"equal":{"type":"boolean"},"counts":{"type":"object","additionalProperties":false,"required":["only_in_first","only_in_second","common"],"properties":{"only_in_first":{"type":"integer","minimum":0,"maximum":10000},"only_in_second":{"type":"integer","minimum":0,"maximum":10000},"common":{"type":"integer","minimum":0,"maximum":10000}}}}};

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
if((data.only_in_first === undefined) || (!(func0.call(data, "only_in_first")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "only_in_first"},message:"must have required property '"+"only_in_first"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.only_in_second === undefined) || (!(func0.call(data, "only_in_second")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "only_in_second"},message:"must have required property '"+"only_in_second"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.common === undefined) || (!(func0.call(data, "common")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "common"},message:"must have required property '"+"common"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.equal === undefined) || (!(func0.call(data, "equal")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "equal"},message:"must have required property '"+"equal"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.counts === undefined) || (!(func0.call(data, "counts")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "counts"},message:"must have required property '"+"counts"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "only_in_first") || (key0 === "only_in_second")) || (key0 === "common")) || (key0 === "equal")) || (key0 === "counts"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.only_in_first !== undefined && func0.call(data, "only_in_first")){
let data0 = data.only_in_first;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err6 = {instancePath:instancePath+"/only_in_first",schemaPath:"#/properties/only_in_first/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
const err7 = {instancePath:instancePath+"/only_in_first",schemaPath:"#/properties/only_in_first/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.only_in_second !== undefined && func0.call(data, "only_in_second")){
let data1 = data.only_in_second;
if(Array.isArray(data1)){
if(data1.length > 10000){
const err8 = {instancePath:instancePath+"/only_in_second",schemaPath:"#/properties/only_in_second/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
const err9 = {instancePath:instancePath+"/only_in_second",schemaPath:"#/properties/only_in_second/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.common !== undefined && func0.call(data, "common")){
let data2 = data.common;
if(Array.isArray(data2)){
if(data2.length > 10000){
const err10 = {instancePath:instancePath+"/common",schemaPath:"#/properties/common/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
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
const err11 = {instancePath:instancePath+"/common",schemaPath:"#/properties/common/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.equal !== undefined && func0.call(data, "equal")){
if(typeof data.equal !== "boolean"){
const err12 = {instancePath:instancePath+"/equal",schemaPath:"#/properties/equal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.counts !== undefined && func0.call(data, "counts")){
let data4 = data.counts;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if((data4.only_in_first === undefined) || (!(func0.call(data4, "only_in_first")))){
const err13 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "only_in_first"},message:"must have required property '"+"only_in_first"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((data4.only_in_second === undefined) || (!(func0.call(data4, "only_in_second")))){
const err14 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "only_in_second"},message:"must have required property '"+"only_in_second"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((data4.common === undefined) || (!(func0.call(data4, "common")))){
const err15 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "common"},message:"must have required property '"+"common"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 of Object.keys(data4)){
if(!(((key1 === "only_in_first") || (key1 === "only_in_second")) || (key1 === "common"))){
const err16 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.only_in_first !== undefined && func0.call(data4, "only_in_first")){
let data5 = data4.only_in_first;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err17 = {instancePath:instancePath+"/counts/only_in_first",schemaPath:"#/properties/counts/properties/only_in_first/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 10000 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/counts/only_in_first",schemaPath:"#/properties/counts/properties/only_in_first/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/counts/only_in_first",schemaPath:"#/properties/counts/properties/only_in_first/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4.only_in_second !== undefined && func0.call(data4, "only_in_second")){
let data6 = data4.only_in_second;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err20 = {instancePath:instancePath+"/counts/only_in_second",schemaPath:"#/properties/counts/properties/only_in_second/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 10000 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/counts/only_in_second",schemaPath:"#/properties/counts/properties/only_in_second/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err22 = {instancePath:instancePath+"/counts/only_in_second",schemaPath:"#/properties/counts/properties/only_in_second/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4.common !== undefined && func0.call(data4, "common")){
let data7 = data4.common;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err23 = {instancePath:instancePath+"/counts/common",schemaPath:"#/properties/counts/properties/common/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 10000 || isNaN(data7)){
const err24 = {instancePath:instancePath+"/counts/common",schemaPath:"#/properties/counts/properties/common/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err25 = {instancePath:instancePath+"/counts/common",schemaPath:"#/properties/counts/properties/common/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
}
else {
const err26 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

