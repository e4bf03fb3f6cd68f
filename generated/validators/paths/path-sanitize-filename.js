// generated from contracts/ — do not edit
// path-sanitize-filename@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs a8e892afa9f39baaee5619aa5a4e16ff body 3e9930a52261dacb9f2bb368d476499a
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["name"],"properties":{"name":{"type":"string","maxLength":1000000},"target":{"type":"string","enum":["windows","posix"],"default":"windows"},"replacement":{"type":"string","maxLength":16,"default":"_"},"reserved_suffix":{"type":"string","maxLength":16,"default":"_"},"fallback":{"type":"string","maxLength":255,"default":"unnamed"},"keep_extension":{"type":"boolean","default":true}}};
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
if((data.name === undefined) || (!(func0.call(data, "name")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "name") || (key0 === "target")) || (key0 === "replacement")) || (key0 === "reserved_suffix")) || (key0 === "fallback")) || (key0 === "keep_extension"))){
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
if(data.name !== undefined && func0.call(data, "name")){
let data0 = data.name;
if(typeof data0 === "string"){
if(func62(data0) > 1000000){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 1000000},message:"must NOT have more than 1000000 characters"};
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
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.target !== undefined && func0.call(data, "target")){
let data1 = data.target;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data1 === "windows") || (data1 === "posix"))){
const err5 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/enum",keyword:"enum",params:{allowedValues: schema31.properties.target.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.replacement !== undefined && func0.call(data, "replacement")){
let data2 = data.replacement;
if(typeof data2 === "string"){
if(func62(data2) > 16){
const err6 = {instancePath:instancePath+"/replacement",schemaPath:"#/properties/replacement/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"};
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
const err7 = {instancePath:instancePath+"/replacement",schemaPath:"#/properties/replacement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.reserved_suffix !== undefined && func0.call(data, "reserved_suffix")){
let data3 = data.reserved_suffix;
if(typeof data3 === "string"){
if(func62(data3) > 16){
const err8 = {instancePath:instancePath+"/reserved_suffix",schemaPath:"#/properties/reserved_suffix/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters"};
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
const err9 = {instancePath:instancePath+"/reserved_suffix",schemaPath:"#/properties/reserved_suffix/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.fallback !== undefined && func0.call(data, "fallback")){
let data4 = data.fallback;
if(typeof data4 === "string"){
if(func62(data4) > 255){
const err10 = {instancePath:instancePath+"/fallback",schemaPath:"#/properties/fallback/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
const err11 = {instancePath:instancePath+"/fallback",schemaPath:"#/properties/fallback/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.keep_extension !== undefined && func0.call(data, "keep_extension")){
if(typeof data.keep_extension !== "boolean"){
const err12 = {instancePath:instancePath+"/keep_extension",schemaPath:"#/properties/keep_extension/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["name","changed","changes"],"properties":{"name":{"type":"string","maxLength":255},"changed":{"type":"boolean"},"changes":{"type":"array","maxItems":5,"items":{"type":"object","additionalProperties":false,"required":["change","count"],"properties":{"change":{"type":"string","enum":["replaced_characters","removed_trailing","reserved_suffix_added","truncated","fallback_used"]},"count":{"type":"integer","minimum":1}}}}}};

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
if((data.name === undefined) || (!(func0.call(data, "name")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.changed === undefined) || (!(func0.call(data, "changed")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "changed"},message:"must have required property '"+"changed"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.changes === undefined) || (!(func0.call(data, "changes")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "changes"},message:"must have required property '"+"changes"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "name") || (key0 === "changed")) || (key0 === "changes"))){
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
if(data.name !== undefined && func0.call(data, "name")){
let data0 = data.name;
if(typeof data0 === "string"){
if(func62(data0) > 255){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
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
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.changed !== undefined && func0.call(data, "changed")){
if(typeof data.changed !== "boolean"){
const err6 = {instancePath:instancePath+"/changed",schemaPath:"#/properties/changed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.changes !== undefined && func0.call(data, "changes")){
let data2 = data.changes;
if(Array.isArray(data2)){
if(data2.length > 5){
const err7 = {instancePath:instancePath+"/changes",schemaPath:"#/properties/changes/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if((data3.change === undefined) || (!(func0.call(data3, "change")))){
const err8 = {instancePath:instancePath+"/changes/" + i0,schemaPath:"#/properties/changes/items/required",keyword:"required",params:{missingProperty: "change"},message:"must have required property '"+"change"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data3.count === undefined) || (!(func0.call(data3, "count")))){
const err9 = {instancePath:instancePath+"/changes/" + i0,schemaPath:"#/properties/changes/items/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 of Object.keys(data3)){
if(!((key1 === "change") || (key1 === "count"))){
const err10 = {instancePath:instancePath+"/changes/" + i0,schemaPath:"#/properties/changes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.change !== undefined && func0.call(data3, "change")){
let data4 = data3.change;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/changes/" + i0+"/change",schemaPath:"#/properties/changes/items/properties/change/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(((((data4 === "replaced_characters") || (data4 === "removed_trailing")) || (data4 === "reserved_suffix_added")) || (data4 === "truncated")) || (data4 === "fallback_used"))){
const err12 = {instancePath:instancePath+"/changes/" + i0+"/change",schemaPath:"#/properties/changes/items/properties/change/enum",keyword:"enum",params:{allowedValues: schema32.properties.changes.items.properties.change.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.count !== undefined && func0.call(data3, "count")){
let data5 = data3.count;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err13 = {instancePath:instancePath+"/changes/" + i0+"/count",schemaPath:"#/properties/changes/items/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/changes/" + i0+"/count",schemaPath:"#/properties/changes/items/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err15 = {instancePath:instancePath+"/changes/" + i0,schemaPath:"#/properties/changes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err16 = {instancePath:instancePath+"/changes",schemaPath:"#/properties/changes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

