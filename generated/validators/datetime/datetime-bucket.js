// generated from contracts/ — do not edit
// datetime-bucket@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs c5dce014090b9049913eb91f52203e2f body 82ca590588b41ff82da53dbad78b19f5
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["datetimes","unit"],"properties":{"datetimes":{"type":"array","items":{"type":"string","minLength":1,"maxLength":64}},"unit":{"type":"string","enum":["minute","hour","day","week","month","quarter","year"]},"step":{"type":"integer","minimum":1,"maximum":60,"default":1,"description":"units per bucket: minute 1-60 dividing 60, hour dividing 24, month dividing 12, else 1"},"offset":{"type":"string","minLength":1,"maxLength":64},"week_start":{"type":"integer","minimum":1,"maximum":7,"default":1,"description":"ISO weekday on which week buckets start (Monday 1 ... Sunday 7)"},"include_empty":{"type":"boolean","default":false,"description":"also list the empty buckets between the first and the last"}}};
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
if((data.datetimes === undefined) || (!(func0.call(data, "datetimes")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "datetimes"},message:"must have required property '"+"datetimes"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.unit === undefined) || (!(func0.call(data, "unit")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unit"},message:"must have required property '"+"unit"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "datetimes") || (key0 === "unit")) || (key0 === "step")) || (key0 === "offset")) || (key0 === "week_start")) || (key0 === "include_empty"))){
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
if(data.datetimes !== undefined && func0.call(data, "datetimes")){
let data0 = data.datetimes;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func63(data1) > 64){
const err3 = {instancePath:instancePath+"/datetimes/" + i0,schemaPath:"#/properties/datetimes/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func63(data1) < 1){
const err4 = {instancePath:instancePath+"/datetimes/" + i0,schemaPath:"#/properties/datetimes/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/datetimes/" + i0,schemaPath:"#/properties/datetimes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath:instancePath+"/datetimes",schemaPath:"#/properties/datetimes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.unit !== undefined && func0.call(data, "unit")){
let data2 = data.unit;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((((((data2 === "minute") || (data2 === "hour")) || (data2 === "day")) || (data2 === "week")) || (data2 === "month")) || (data2 === "quarter")) || (data2 === "year"))){
const err8 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/enum",keyword:"enum",params:{allowedValues: schema31.properties.unit.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.step !== undefined && func0.call(data, "step")){
let data3 = data.step;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/step",schemaPath:"#/properties/step/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 60 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/step",schemaPath:"#/properties/step/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60},message:"must be <= 60"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/step",schemaPath:"#/properties/step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.offset !== undefined && func0.call(data, "offset")){
let data4 = data.offset;
if(typeof data4 === "string"){
if(func63(data4) > 64){
const err12 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func63(data4) < 1){
const err13 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.week_start !== undefined && func0.call(data, "week_start")){
let data5 = data.week_start;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err15 = {instancePath:instancePath+"/week_start",schemaPath:"#/properties/week_start/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 7 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/week_start",schemaPath:"#/properties/week_start/maximum",keyword:"maximum",params:{comparison: "<=", limit: 7},message:"must be <= 7"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/week_start",schemaPath:"#/properties/week_start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.include_empty !== undefined && func0.call(data, "include_empty")){
if(typeof data.include_empty !== "boolean"){
const err18 = {instancePath:instancePath+"/include_empty",schemaPath:"#/properties/include_empty/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["item_buckets","buckets","bucket_count"],"properties":{"item_buckets":{"type":"array","maxItems":10000,"items":{"type":"string","maxLength":35}},"buckets":{"type":"array","maxItems":10000,"items":{"type":"object","additionalProperties":false,"required":["start","end","label","count","items"],"properties":{"start":{"type":"string","maxLength":35},"end":{"type":["string","null"],"maxLength":35},"label":{"type":"string","maxLength":16},"count":{"type":"integer","minimum":0,"maximum":10000},"items":{"type":"array","maxItems":10000,"items":{"type":"integer","minimum":0,"maximum":9999}}}}},"bucket_count":{"type":"integer","minimum":0,"maximum":10000}}};

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
if((data.item_buckets === undefined) || (!(func0.call(data, "item_buckets")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "item_buckets"},message:"must have required property '"+"item_buckets"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.buckets === undefined) || (!(func0.call(data, "buckets")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "buckets"},message:"must have required property '"+"buckets"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.bucket_count === undefined) || (!(func0.call(data, "bucket_count")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bucket_count"},message:"must have required property '"+"bucket_count"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "item_buckets") || (key0 === "buckets")) || (key0 === "bucket_count"))){
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
if(data.item_buckets !== undefined && func0.call(data, "item_buckets")){
let data0 = data.item_buckets;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err4 = {instancePath:instancePath+"/item_buckets",schemaPath:"#/properties/item_buckets/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func63(data1) > 35){
const err5 = {instancePath:instancePath+"/item_buckets/" + i0,schemaPath:"#/properties/item_buckets/items/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"};
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
const err6 = {instancePath:instancePath+"/item_buckets/" + i0,schemaPath:"#/properties/item_buckets/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/item_buckets",schemaPath:"#/properties/item_buckets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.buckets !== undefined && func0.call(data, "buckets")){
let data2 = data.buckets;
if(Array.isArray(data2)){
if(data2.length > 10000){
const err8 = {instancePath:instancePath+"/buckets",schemaPath:"#/properties/buckets/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if((data3.start === undefined) || (!(func0.call(data3, "start")))){
const err9 = {instancePath:instancePath+"/buckets/" + i1,schemaPath:"#/properties/buckets/items/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data3.end === undefined) || (!(func0.call(data3, "end")))){
const err10 = {instancePath:instancePath+"/buckets/" + i1,schemaPath:"#/properties/buckets/items/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data3.label === undefined) || (!(func0.call(data3, "label")))){
const err11 = {instancePath:instancePath+"/buckets/" + i1,schemaPath:"#/properties/buckets/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data3.count === undefined) || (!(func0.call(data3, "count")))){
const err12 = {instancePath:instancePath+"/buckets/" + i1,schemaPath:"#/properties/buckets/items/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((data3.items === undefined) || (!(func0.call(data3, "items")))){
const err13 = {instancePath:instancePath+"/buckets/" + i1,schemaPath:"#/properties/buckets/items/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 of Object.keys(data3)){
if(!(((((key1 === "start") || (key1 === "end")) || (key1 === "label")) || (key1 === "count")) || (key1 === "items"))){
const err14 = {instancePath:instancePath+"/buckets/" + i1,schemaPath:"#/properties/buckets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.start !== undefined && func0.call(data3, "start")){
let data4 = data3.start;
if(typeof data4 === "string"){
if(func63(data4) > 35){
const err15 = {instancePath:instancePath+"/buckets/" + i1+"/start",schemaPath:"#/properties/buckets/items/properties/start/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"};
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
const err16 = {instancePath:instancePath+"/buckets/" + i1+"/start",schemaPath:"#/properties/buckets/items/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.end !== undefined && func0.call(data3, "end")){
let data5 = data3.end;
if((typeof data5 !== "string") && (data5 !== null)){
const err17 = {instancePath:instancePath+"/buckets/" + i1+"/end",schemaPath:"#/properties/buckets/items/properties/end/type",keyword:"type",params:{type: schema32.properties.buckets.items.properties.end.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data5 === "string"){
if(func63(data5) > 35){
const err18 = {instancePath:instancePath+"/buckets/" + i1+"/end",schemaPath:"#/properties/buckets/items/properties/end/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters"};
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
if(data3.label !== undefined && func0.call(data3, "label")){
let data6 = data3.label;
if(typeof data6 === "string"){
if(func63(data6) > 16){
const err19 = {instancePath:instancePath+"/buckets/" + i1+"/label",schemaPath:"#/properties/buckets/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"};
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
const err20 = {instancePath:instancePath+"/buckets/" + i1+"/label",schemaPath:"#/properties/buckets/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data3.count !== undefined && func0.call(data3, "count")){
let data7 = data3.count;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err21 = {instancePath:instancePath+"/buckets/" + i1+"/count",schemaPath:"#/properties/buckets/items/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 10000 || isNaN(data7)){
const err22 = {instancePath:instancePath+"/buckets/" + i1+"/count",schemaPath:"#/properties/buckets/items/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err23 = {instancePath:instancePath+"/buckets/" + i1+"/count",schemaPath:"#/properties/buckets/items/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data3.items !== undefined && func0.call(data3, "items")){
let data8 = data3.items;
if(Array.isArray(data8)){
if(data8.length > 10000){
const err24 = {instancePath:instancePath+"/buckets/" + i1+"/items",schemaPath:"#/properties/buckets/items/properties/items/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
let data9 = data8[i2];
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err25 = {instancePath:instancePath+"/buckets/" + i1+"/items/" + i2,schemaPath:"#/properties/buckets/items/properties/items/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 9999 || isNaN(data9)){
const err26 = {instancePath:instancePath+"/buckets/" + i1+"/items/" + i2,schemaPath:"#/properties/buckets/items/properties/items/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/buckets/" + i1+"/items/" + i2,schemaPath:"#/properties/buckets/items/properties/items/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
}
else {
const err28 = {instancePath:instancePath+"/buckets/" + i1+"/items",schemaPath:"#/properties/buckets/items/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/buckets/" + i1,schemaPath:"#/properties/buckets/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err30 = {instancePath:instancePath+"/buckets",schemaPath:"#/properties/buckets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.bucket_count !== undefined && func0.call(data, "bucket_count")){
let data10 = data.bucket_count;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err31 = {instancePath:instancePath+"/bucket_count",schemaPath:"#/properties/bucket_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 10000 || isNaN(data10)){
const err32 = {instancePath:instancePath+"/bucket_count",schemaPath:"#/properties/bucket_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err33 = {instancePath:instancePath+"/bucket_count",schemaPath:"#/properties/bucket_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

