// generated from contracts/ — do not edit
// json-number-inspect@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs ca37e3d4edf22744d2612ca5fe38e89d body 85641ad28fc537bf4da4cf49b31c7241
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","maxLength":262144,"description":"One JSON text."},"report":{"type":"string","enum":["flagged","all"],"default":"flagged"}}};
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
if((data.text === undefined) || (!(func0.call(data, "text")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "text") || (key0 === "report"))){
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
if(data.text !== undefined && func0.call(data, "text")){
let data0 = data.text;
if(typeof data0 === "string"){
if(func62(data0) > 262144){
const err2 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.report !== undefined && func0.call(data, "report")){
let data1 = data.report;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/report",schemaPath:"#/properties/report/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data1 === "flagged") || (data1 === "all"))){
const err5 = {instancePath:instancePath+"/report",schemaPath:"#/properties/report/enum",keyword:"enum",params:{allowedValues: schema31.properties.report.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["number_count","flagged_count","numbers"],"properties":{"number_count":{"type":"integer","minimum":0,"maximum":262144},"flagged_count":{"type":"integer","minimum":0,"maximum":262144},"numbers":{"type":"array","maxItems":1000,"items":{"type":"object","additionalProperties":false,"required":["pointer","line","column","offset","literal","literal_length","double","round_trips","out_of_range","exceeds_safe_integer"],"properties":{"pointer":{"type":"string","maxLength":1048576},"line":{"type":"integer","minimum":1,"maximum":262145},"column":{"type":"integer","minimum":1,"maximum":262145},"offset":{"type":"integer","minimum":0,"maximum":1048576},"literal":{"type":"string","minLength":1,"maxLength":1000},"literal_length":{"type":"integer","minimum":1,"maximum":262144},"double":{"type":["string","null"],"maxLength":32},"round_trips":{"type":"boolean"},"out_of_range":{"type":"boolean"},"exceeds_safe_integer":{"type":"boolean"}}}}}};

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
if((data.number_count === undefined) || (!(func0.call(data, "number_count")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "number_count"},message:"must have required property '"+"number_count"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.flagged_count === undefined) || (!(func0.call(data, "flagged_count")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "flagged_count"},message:"must have required property '"+"flagged_count"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.numbers === undefined) || (!(func0.call(data, "numbers")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "numbers"},message:"must have required property '"+"numbers"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "number_count") || (key0 === "flagged_count")) || (key0 === "numbers"))){
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
if(data.number_count !== undefined && func0.call(data, "number_count")){
let data0 = data.number_count;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/number_count",schemaPath:"#/properties/number_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 262144 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/number_count",schemaPath:"#/properties/number_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/number_count",schemaPath:"#/properties/number_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.flagged_count !== undefined && func0.call(data, "flagged_count")){
let data1 = data.flagged_count;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/flagged_count",schemaPath:"#/properties/flagged_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 262144 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/flagged_count",schemaPath:"#/properties/flagged_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/flagged_count",schemaPath:"#/properties/flagged_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.numbers !== undefined && func0.call(data, "numbers")){
let data2 = data.numbers;
if(Array.isArray(data2)){
if(data2.length > 1000){
const err10 = {instancePath:instancePath+"/numbers",schemaPath:"#/properties/numbers/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if((data3.pointer === undefined) || (!(func0.call(data3, "pointer")))){
const err11 = {instancePath:instancePath+"/numbers/" + i0,schemaPath:"#/properties/numbers/items/required",keyword:"required",params:{missingProperty: "pointer"},message:"must have required property '"+"pointer"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data3.line === undefined) || (!(func0.call(data3, "line")))){
const err12 = {instancePath:instancePath+"/numbers/" + i0,schemaPath:"#/properties/numbers/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((data3.column === undefined) || (!(func0.call(data3, "column")))){
const err13 = {instancePath:instancePath+"/numbers/" + i0,schemaPath:"#/properties/numbers/items/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((data3.offset === undefined) || (!(func0.call(data3, "offset")))){
const err14 = {instancePath:instancePath+"/numbers/" + i0,schemaPath:"#/properties/numbers/items/required",keyword:"required",params:{missingProperty: "offset"},message:"must have required property '"+"offset"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((data3.literal === undefined) || (!(func0.call(data3, "literal")))){
const err15 = {instancePath:instancePath+"/numbers/" + i0,schemaPath:"#/properties/numbers/items/required",keyword:"required",params:{missingProperty: "literal"},message:"must have required property '"+"literal"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((data3.literal_length === undefined) || (!(func0.call(data3, "literal_length")))){
const err16 = {instancePath:instancePath+"/numbers/" + i0,schemaPath:"#/properties/numbers/items/required",keyword:"required",params:{missingProperty: "literal_length"},message:"must have required property '"+"literal_length"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((data3.double === undefined) || (!(func0.call(data3, "double")))){
const err17 = {instancePath:instancePath+"/numbers/" + i0,schemaPath:"#/properties/numbers/items/required",keyword:"required",params:{missingProperty: "double"},message:"must have required property '"+"double"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((data3.round_trips === undefined) || (!(func0.call(data3, "round_trips")))){
const err18 = {instancePath:instancePath+"/numbers/" + i0,schemaPath:"#/properties/numbers/items/required",keyword:"required",params:{missingProperty: "round_trips"},message:"must have required property '"+"round_trips"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((data3.out_of_range === undefined) || (!(func0.call(data3, "out_of_range")))){
const err19 = {instancePath:instancePath+"/numbers/" + i0,schemaPath:"#/properties/numbers/items/required",keyword:"required",params:{missingProperty: "out_of_range"},message:"must have required property '"+"out_of_range"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((data3.exceeds_safe_integer === undefined) || (!(func0.call(data3, "exceeds_safe_integer")))){
const err20 = {instancePath:instancePath+"/numbers/" + i0,schemaPath:"#/properties/numbers/items/required",keyword:"required",params:{missingProperty: "exceeds_safe_integer"},message:"must have required property '"+"exceeds_safe_integer"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key1 of Object.keys(data3)){
if(!(func0.call(schema32.properties.numbers.items.properties, key1))){
const err21 = {instancePath:instancePath+"/numbers/" + i0,schemaPath:"#/properties/numbers/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data3.pointer !== undefined && func0.call(data3, "pointer")){
let data4 = data3.pointer;
if(typeof data4 === "string"){
if(func62(data4) > 1048576){
const err22 = {instancePath:instancePath+"/numbers/" + i0+"/pointer",schemaPath:"#/properties/numbers/items/properties/pointer/maxLength",keyword:"maxLength",params:{limit: 1048576},message:"must NOT have more than 1048576 characters"};
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
const err23 = {instancePath:instancePath+"/numbers/" + i0+"/pointer",schemaPath:"#/properties/numbers/items/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data3.line !== undefined && func0.call(data3, "line")){
let data5 = data3.line;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err24 = {instancePath:instancePath+"/numbers/" + i0+"/line",schemaPath:"#/properties/numbers/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 262145 || isNaN(data5)){
const err25 = {instancePath:instancePath+"/numbers/" + i0+"/line",schemaPath:"#/properties/numbers/items/properties/line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err26 = {instancePath:instancePath+"/numbers/" + i0+"/line",schemaPath:"#/properties/numbers/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data3.column !== undefined && func0.call(data3, "column")){
let data6 = data3.column;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err27 = {instancePath:instancePath+"/numbers/" + i0+"/column",schemaPath:"#/properties/numbers/items/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 262145 || isNaN(data6)){
const err28 = {instancePath:instancePath+"/numbers/" + i0+"/column",schemaPath:"#/properties/numbers/items/properties/column/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err29 = {instancePath:instancePath+"/numbers/" + i0+"/column",schemaPath:"#/properties/numbers/items/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data3.offset !== undefined && func0.call(data3, "offset")){
let data7 = data3.offset;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err30 = {instancePath:instancePath+"/numbers/" + i0+"/offset",schemaPath:"#/properties/numbers/items/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 1048576 || isNaN(data7)){
const err31 = {instancePath:instancePath+"/numbers/" + i0+"/offset",schemaPath:"#/properties/numbers/items/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1048576},message:"must be <= 1048576"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err32 = {instancePath:instancePath+"/numbers/" + i0+"/offset",schemaPath:"#/properties/numbers/items/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data3.literal !== undefined && func0.call(data3, "literal")){
let data8 = data3.literal;
if(typeof data8 === "string"){
if(func62(data8) > 1000){
const err33 = {instancePath:instancePath+"/numbers/" + i0+"/literal",schemaPath:"#/properties/numbers/items/properties/literal/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(func62(data8) < 1){
const err34 = {instancePath:instancePath+"/numbers/" + i0+"/literal",schemaPath:"#/properties/numbers/items/properties/literal/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/numbers/" + i0+"/literal",schemaPath:"#/properties/numbers/items/properties/literal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data3.literal_length !== undefined && func0.call(data3, "literal_length")){
let data9 = data3.literal_length;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err36 = {instancePath:instancePath+"/numbers/" + i0+"/literal_length",schemaPath:"#/properties/numbers/items/properties/literal_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 262144 || isNaN(data9)){
const err37 = {instancePath:instancePath+"/numbers/" + i0+"/literal_length",schemaPath:"#/properties/numbers/items/properties/literal_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err38 = {instancePath:instancePath+"/numbers/" + i0+"/literal_length",schemaPath:"#/properties/numbers/items/properties/literal_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data3.double !== undefined && func0.call(data3, "double")){
let data10 = data3.double;
if((typeof data10 !== "string") && (data10 !== null)){
const err39 = {instancePath:instancePath+"/numbers/" + i0+"/double",schemaPath:"#/properties/numbers/items/properties/double/type",keyword:"type",params:{type: schema32.properties.numbers.items.properties.double.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(typeof data10 === "string"){
if(func62(data10) > 32){
const err40 = {instancePath:instancePath+"/numbers/" + i0+"/double",schemaPath:"#/properties/numbers/items/properties/double/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
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
if(data3.round_trips !== undefined && func0.call(data3, "round_trips")){
if(typeof data3.round_trips !== "boolean"){
const err41 = {instancePath:instancePath+"/numbers/" + i0+"/round_trips",schemaPath:"#/properties/numbers/items/properties/round_trips/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data3.out_of_range !== undefined && func0.call(data3, "out_of_range")){
if(typeof data3.out_of_range !== "boolean"){
const err42 = {instancePath:instancePath+"/numbers/" + i0+"/out_of_range",schemaPath:"#/properties/numbers/items/properties/out_of_range/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data3.exceeds_safe_integer !== undefined && func0.call(data3, "exceeds_safe_integer")){
if(typeof data3.exceeds_safe_integer !== "boolean"){
const err43 = {instancePath:instancePath+"/numbers/" + i0+"/exceeds_safe_integer",schemaPath:"#/properties/numbers/items/properties/exceeds_safe_integer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/numbers/" + i0,schemaPath:"#/properties/numbers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/numbers",schemaPath:"#/properties/numbers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

