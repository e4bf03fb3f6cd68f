// generated from contracts/ — do not edit
// text-lines-set-compare@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 595bf90b551a41821abba02aa0977df1 body af1c7e740a2a39c91545c1c98c51a78e
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["first","second"],"properties":{"first":{"type":"string","maxLength":262144,"description":"The first text; its lines need not be sorted."},"second":{"type":"string","maxLength":262144,"description":"The second text; its lines need not be sorted."},"multiplicity":{"type":"boolean","default":false,"description":"Count repeated lines (multiset, like comm on sorted input) instead of treating each text as a set."},"order":{"type":"string","enum":["input","code_point"],"default":"input","description":"input: each list in its text's order; code_point: each list sorted like LC_ALL=C sort."},"trim":{"type":"boolean","default":false,"description":"Ignore leading and trailing whitespace when matching lines."},"case_fold":{"type":"boolean","default":false,"description":"Match lines caselessly (Unicode full case folding)."}}};
const func0 = Object.prototype.hasOwnProperty;
const func63 = __ajvRuntime0.default;

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
if(!((((((key0 === "first") || (key0 === "second")) || (key0 === "multiplicity")) || (key0 === "order")) || (key0 === "trim")) || (key0 === "case_fold"))){
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
if(typeof data0 === "string"){
if(func63(data0) > 262144){
const err3 = {instancePath:instancePath+"/first",schemaPath:"#/properties/first/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err4 = {instancePath:instancePath+"/first",schemaPath:"#/properties/first/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(typeof data1 === "string"){
if(func63(data1) > 262144){
const err5 = {instancePath:instancePath+"/second",schemaPath:"#/properties/second/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err6 = {instancePath:instancePath+"/second",schemaPath:"#/properties/second/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.multiplicity !== undefined && func0.call(data, "multiplicity")){
if(typeof data.multiplicity !== "boolean"){
const err7 = {instancePath:instancePath+"/multiplicity",schemaPath:"#/properties/multiplicity/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.order !== undefined && func0.call(data, "order")){
let data3 = data.order;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data3 === "input") || (data3 === "code_point"))){
const err9 = {instancePath:instancePath+"/order",schemaPath:"#/properties/order/enum",keyword:"enum",params:{allowedValues: schema31.properties.order.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.trim !== undefined && func0.call(data, "trim")){
if(typeof data.trim !== "boolean"){
const err10 = {instancePath:instancePath+"/trim",schemaPath:"#/properties/trim/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.case_fold !== undefined && func0.call(data, "case_fold")){
if(typeof data.case_fold !== "boolean"){
const err11 = {instancePath:instancePath+"/case_fold",schemaPath:"#/properties/case_fold/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["only_in_first","only_in_second","common","counts","same_lines"],"properties":{"only_in_first":{"type":"array","maxItems":262144,"items":{"type":"object","additionalProperties":false,"required":["text","line"],"properties":{"text":{"type":"string","maxLength":262144},"line":{"type":"integer","minimum":1,"maximum":262144}}}},"only_in_second":{"type":"array","maxItems":262144,"items":{"type":"object","additionalProperties":false,"required":["text","line"],"properties":{"text":{"type":"string","maxLength":262144},"line":{"type":"integer","minimum":1,"maximum":262144}}}},"common":{"type":"array","maxItems":262144,"items":{"type":"object","additionalProperties":false,"required":["text","first_line","second_line"],"properties":{"text":{"type":"string","maxLength":262144},"first_line":{"type":"integer","minimum":1,"maximum":262144},"second_line":{"type":"integer","minimum":1,"maximum":262144}}}},"counts":{"type":"object","additionalProperties":false,"required":["only_in_first","only_in_second","common"],"properties":{"only_in_first":{"type":"integer","minimum":0,"maximum":262144},"only_in_second":{"type":"integer","minimum":0,"maximum":262144},"common":{"type":"integer","minimum":0,"maximum":262144}}},"same_lines":{"type":"boolean"}}};

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
if((data.counts === undefined) || (!(func0.call(data, "counts")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "counts"},message:"must have required property '"+"counts"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.same_lines === undefined) || (!(func0.call(data, "same_lines")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "same_lines"},message:"must have required property '"+"same_lines"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "only_in_first") || (key0 === "only_in_second")) || (key0 === "common")) || (key0 === "counts")) || (key0 === "same_lines"))){
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
if(data0.length > 262144){
const err6 = {instancePath:instancePath+"/only_in_first",schemaPath:"#/properties/only_in_first/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.text === undefined) || (!(func0.call(data1, "text")))){
const err7 = {instancePath:instancePath+"/only_in_first/" + i0,schemaPath:"#/properties/only_in_first/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data1.line === undefined) || (!(func0.call(data1, "line")))){
const err8 = {instancePath:instancePath+"/only_in_first/" + i0,schemaPath:"#/properties/only_in_first/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!((key1 === "text") || (key1 === "line"))){
const err9 = {instancePath:instancePath+"/only_in_first/" + i0,schemaPath:"#/properties/only_in_first/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.text !== undefined && func0.call(data1, "text")){
let data2 = data1.text;
if(typeof data2 === "string"){
if(func63(data2) > 262144){
const err10 = {instancePath:instancePath+"/only_in_first/" + i0+"/text",schemaPath:"#/properties/only_in_first/items/properties/text/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err11 = {instancePath:instancePath+"/only_in_first/" + i0+"/text",schemaPath:"#/properties/only_in_first/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.line !== undefined && func0.call(data1, "line")){
let data3 = data1.line;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/only_in_first/" + i0+"/line",schemaPath:"#/properties/only_in_first/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 262144 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/only_in_first/" + i0+"/line",schemaPath:"#/properties/only_in_first/items/properties/line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/only_in_first/" + i0+"/line",schemaPath:"#/properties/only_in_first/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
}
else {
const err15 = {instancePath:instancePath+"/only_in_first/" + i0,schemaPath:"#/properties/only_in_first/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err16 = {instancePath:instancePath+"/only_in_first",schemaPath:"#/properties/only_in_first/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.only_in_second !== undefined && func0.call(data, "only_in_second")){
let data4 = data.only_in_second;
if(Array.isArray(data4)){
if(data4.length > 262144){
const err17 = {instancePath:instancePath+"/only_in_second",schemaPath:"#/properties/only_in_second/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if((data5.text === undefined) || (!(func0.call(data5, "text")))){
const err18 = {instancePath:instancePath+"/only_in_second/" + i1,schemaPath:"#/properties/only_in_second/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((data5.line === undefined) || (!(func0.call(data5, "line")))){
const err19 = {instancePath:instancePath+"/only_in_second/" + i1,schemaPath:"#/properties/only_in_second/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key2 of Object.keys(data5)){
if(!((key2 === "text") || (key2 === "line"))){
const err20 = {instancePath:instancePath+"/only_in_second/" + i1,schemaPath:"#/properties/only_in_second/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data5.text !== undefined && func0.call(data5, "text")){
let data6 = data5.text;
if(typeof data6 === "string"){
if(func63(data6) > 262144){
const err21 = {instancePath:instancePath+"/only_in_second/" + i1+"/text",schemaPath:"#/properties/only_in_second/items/properties/text/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/only_in_second/" + i1+"/text",schemaPath:"#/properties/only_in_second/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data5.line !== undefined && func0.call(data5, "line")){
let data7 = data5.line;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err23 = {instancePath:instancePath+"/only_in_second/" + i1+"/line",schemaPath:"#/properties/only_in_second/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 262144 || isNaN(data7)){
const err24 = {instancePath:instancePath+"/only_in_second/" + i1+"/line",schemaPath:"#/properties/only_in_second/items/properties/line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err25 = {instancePath:instancePath+"/only_in_second/" + i1+"/line",schemaPath:"#/properties/only_in_second/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err26 = {instancePath:instancePath+"/only_in_second/" + i1,schemaPath:"#/properties/only_in_second/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err27 = {instancePath:instancePath+"/only_in_second",schemaPath:"#/properties/only_in_second/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.common !== undefined && func0.call(data, "common")){
let data8 = data.common;
if(Array.isArray(data8)){
if(data8.length > 262144){
const err28 = {instancePath:instancePath+"/common",schemaPath:"#/properties/common/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
let data9 = data8[i2];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if((data9.text === undefined) || (!(func0.call(data9, "text")))){
const err29 = {instancePath:instancePath+"/common/" + i2,schemaPath:"#/properties/common/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((data9.first_line === undefined) || (!(func0.call(data9, "first_line")))){
const err30 = {instancePath:instancePath+"/common/" + i2,schemaPath:"#/properties/common/items/required",keyword:"required",params:{missingProperty: "first_line"},message:"must have required property '"+"first_line"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((data9.second_line === undefined) || (!(func0.call(data9, "second_line")))){
const err31 = {instancePath:instancePath+"/common/" + i2,schemaPath:"#/properties/common/items/required",keyword:"required",params:{missingProperty: "second_line"},message:"must have required property '"+"second_line"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
for(const key3 of Object.keys(data9)){
if(!(((key3 === "text") || (key3 === "first_line")) || (key3 === "second_line"))){
const err32 = {instancePath:instancePath+"/common/" + i2,schemaPath:"#/properties/common/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data9.text !== undefined && func0.call(data9, "text")){
let data10 = data9.text;
if(typeof data10 === "string"){
if(func63(data10) > 262144){
const err33 = {instancePath:instancePath+"/common/" + i2+"/text",schemaPath:"#/properties/common/items/properties/text/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err34 = {instancePath:instancePath+"/common/" + i2+"/text",schemaPath:"#/properties/common/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data9.first_line !== undefined && func0.call(data9, "first_line")){
let data11 = data9.first_line;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err35 = {instancePath:instancePath+"/common/" + i2+"/first_line",schemaPath:"#/properties/common/items/properties/first_line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 262144 || isNaN(data11)){
const err36 = {instancePath:instancePath+"/common/" + i2+"/first_line",schemaPath:"#/properties/common/items/properties/first_line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err37 = {instancePath:instancePath+"/common/" + i2+"/first_line",schemaPath:"#/properties/common/items/properties/first_line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
if(data9.second_line !== undefined && func0.call(data9, "second_line")){
let data12 = data9.second_line;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err38 = {instancePath:instancePath+"/common/" + i2+"/second_line",schemaPath:"#/properties/common/items/properties/second_line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 262144 || isNaN(data12)){
const err39 = {instancePath:instancePath+"/common/" + i2+"/second_line",schemaPath:"#/properties/common/items/properties/second_line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data12 < 1 || isNaN(data12)){
const err40 = {instancePath:instancePath+"/common/" + i2+"/second_line",schemaPath:"#/properties/common/items/properties/second_line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err41 = {instancePath:instancePath+"/common/" + i2,schemaPath:"#/properties/common/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/common",schemaPath:"#/properties/common/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.counts !== undefined && func0.call(data, "counts")){
let data13 = data.counts;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if((data13.only_in_first === undefined) || (!(func0.call(data13, "only_in_first")))){
const err43 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "only_in_first"},message:"must have required property '"+"only_in_first"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((data13.only_in_second === undefined) || (!(func0.call(data13, "only_in_second")))){
const err44 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "only_in_second"},message:"must have required property '"+"only_in_second"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((data13.common === undefined) || (!(func0.call(data13, "common")))){
const err45 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "common"},message:"must have required property '"+"common"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key4 of Object.keys(data13)){
if(!(((key4 === "only_in_first") || (key4 === "only_in_second")) || (key4 === "common"))){
const err46 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data13.only_in_first !== undefined && func0.call(data13, "only_in_first")){
let data14 = data13.only_in_first;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err47 = {instancePath:instancePath+"/counts/only_in_first",schemaPath:"#/properties/counts/properties/only_in_first/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 262144 || isNaN(data14)){
const err48 = {instancePath:instancePath+"/counts/only_in_first",schemaPath:"#/properties/counts/properties/only_in_first/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err49 = {instancePath:instancePath+"/counts/only_in_first",schemaPath:"#/properties/counts/properties/only_in_first/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
if(data13.only_in_second !== undefined && func0.call(data13, "only_in_second")){
let data15 = data13.only_in_second;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err50 = {instancePath:instancePath+"/counts/only_in_second",schemaPath:"#/properties/counts/properties/only_in_second/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 262144 || isNaN(data15)){
const err51 = {instancePath:instancePath+"/counts/only_in_second",schemaPath:"#/properties/counts/properties/only_in_second/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err52 = {instancePath:instancePath+"/counts/only_in_second",schemaPath:"#/properties/counts/properties/only_in_second/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
if(data13.common !== undefined && func0.call(data13, "common")){
let data16 = data13.common;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err53 = {instancePath:instancePath+"/counts/common",schemaPath:"#/properties/counts/properties/common/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 262144 || isNaN(data16)){
const err54 = {instancePath:instancePath+"/counts/common",schemaPath:"#/properties/counts/properties/common/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err55 = {instancePath:instancePath+"/counts/common",schemaPath:"#/properties/counts/properties/common/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
}
else {
const err56 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.same_lines !== undefined && func0.call(data, "same_lines")){
if(typeof data.same_lines !== "boolean"){
const err57 = {instancePath:instancePath+"/same_lines",schemaPath:"#/properties/same_lines/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

