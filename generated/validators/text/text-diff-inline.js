// generated from contracts/ — do not edit
// text-diff-inline@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs d9d042a1163dda5c5ef647e12653aee5 body f743150852723008f65ae6ba4162cd2a
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["old","new"],"properties":{"old":{"type":"string","maxLength":262144,"description":"the original text"},"new":{"type":"string","maxLength":262144,"description":"the changed text"},"granularity":{"type":"string","enum":["words","graphemes"],"default":"words","description":"compare UAX #29 words (whitespace runs are tokens) or grapheme clusters"}}};
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
if((data.old === undefined) || (!(func0.call(data, "old")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "old"},message:"must have required property '"+"old"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.new === undefined) || (!(func0.call(data, "new")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "new"},message:"must have required property '"+"new"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "old") || (key0 === "new")) || (key0 === "granularity"))){
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
if(data.old !== undefined && func0.call(data, "old")){
let data0 = data.old;
if(typeof data0 === "string"){
if(func63(data0) > 262144){
const err3 = {instancePath:instancePath+"/old",schemaPath:"#/properties/old/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err4 = {instancePath:instancePath+"/old",schemaPath:"#/properties/old/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.new !== undefined && func0.call(data, "new")){
let data1 = data.new;
if(typeof data1 === "string"){
if(func63(data1) > 262144){
const err5 = {instancePath:instancePath+"/new",schemaPath:"#/properties/new/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err6 = {instancePath:instancePath+"/new",schemaPath:"#/properties/new/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.granularity !== undefined && func0.call(data, "granularity")){
let data2 = data.granularity;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/granularity",schemaPath:"#/properties/granularity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data2 === "words") || (data2 === "graphemes"))){
const err8 = {instancePath:instancePath+"/granularity",schemaPath:"#/properties/granularity/enum",keyword:"enum",params:{allowedValues: schema31.properties.granularity.enum},message:"must be equal to one of the allowed values"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["segments","equal_tokens","deleted_tokens","inserted_tokens","distance"],"properties":{"segments":{"type":"array","maxItems":40001,"items":{"type":"object","additionalProperties":false,"required":["op","text","old_offset","new_offset"],"properties":{"op":{"type":"string","enum":["equal","delete","insert"]},"text":{"type":"string","minLength":1,"maxLength":262144},"old_offset":{"type":"integer","minimum":0,"maximum":262144},"new_offset":{"type":"integer","minimum":0,"maximum":262144}}}},"equal_tokens":{"type":"integer","minimum":0,"maximum":20000},"deleted_tokens":{"type":"integer","minimum":0,"maximum":20000},"inserted_tokens":{"type":"integer","minimum":0,"maximum":20000},"distance":{"type":"integer","minimum":0,"maximum":2000}}};

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
if((data.segments === undefined) || (!(func0.call(data, "segments")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "segments"},message:"must have required property '"+"segments"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.equal_tokens === undefined) || (!(func0.call(data, "equal_tokens")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "equal_tokens"},message:"must have required property '"+"equal_tokens"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.deleted_tokens === undefined) || (!(func0.call(data, "deleted_tokens")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deleted_tokens"},message:"must have required property '"+"deleted_tokens"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.inserted_tokens === undefined) || (!(func0.call(data, "inserted_tokens")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "inserted_tokens"},message:"must have required property '"+"inserted_tokens"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.distance === undefined) || (!(func0.call(data, "distance")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "distance"},message:"must have required property '"+"distance"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "segments") || (key0 === "equal_tokens")) || (key0 === "deleted_tokens")) || (key0 === "inserted_tokens")) || (key0 === "distance"))){
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
if(data.segments !== undefined && func0.call(data, "segments")){
let data0 = data.segments;
if(Array.isArray(data0)){
if(data0.length > 40001){
const err6 = {instancePath:instancePath+"/segments",schemaPath:"#/properties/segments/maxItems",keyword:"maxItems",params:{limit: 40001},message:"must NOT have more than 40001 items"};
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
if((data1.op === undefined) || (!(func0.call(data1, "op")))){
const err7 = {instancePath:instancePath+"/segments/" + i0,schemaPath:"#/properties/segments/items/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data1.text === undefined) || (!(func0.call(data1, "text")))){
const err8 = {instancePath:instancePath+"/segments/" + i0,schemaPath:"#/properties/segments/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data1.old_offset === undefined) || (!(func0.call(data1, "old_offset")))){
const err9 = {instancePath:instancePath+"/segments/" + i0,schemaPath:"#/properties/segments/items/required",keyword:"required",params:{missingProperty: "old_offset"},message:"must have required property '"+"old_offset"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data1.new_offset === undefined) || (!(func0.call(data1, "new_offset")))){
const err10 = {instancePath:instancePath+"/segments/" + i0,schemaPath:"#/properties/segments/items/required",keyword:"required",params:{missingProperty: "new_offset"},message:"must have required property '"+"new_offset"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!((((key1 === "op") || (key1 === "text")) || (key1 === "old_offset")) || (key1 === "new_offset"))){
const err11 = {instancePath:instancePath+"/segments/" + i0,schemaPath:"#/properties/segments/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.op !== undefined && func0.call(data1, "op")){
let data2 = data1.op;
if(typeof data2 !== "string"){
const err12 = {instancePath:instancePath+"/segments/" + i0+"/op",schemaPath:"#/properties/segments/items/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((data2 === "equal") || (data2 === "delete")) || (data2 === "insert"))){
const err13 = {instancePath:instancePath+"/segments/" + i0+"/op",schemaPath:"#/properties/segments/items/properties/op/enum",keyword:"enum",params:{allowedValues: schema32.properties.segments.items.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.text !== undefined && func0.call(data1, "text")){
let data3 = data1.text;
if(typeof data3 === "string"){
if(func63(data3) > 262144){
const err14 = {instancePath:instancePath+"/segments/" + i0+"/text",schemaPath:"#/properties/segments/items/properties/text/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func63(data3) < 1){
const err15 = {instancePath:instancePath+"/segments/" + i0+"/text",schemaPath:"#/properties/segments/items/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err16 = {instancePath:instancePath+"/segments/" + i0+"/text",schemaPath:"#/properties/segments/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.old_offset !== undefined && func0.call(data1, "old_offset")){
let data4 = data1.old_offset;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err17 = {instancePath:instancePath+"/segments/" + i0+"/old_offset",schemaPath:"#/properties/segments/items/properties/old_offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 262144 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/segments/" + i0+"/old_offset",schemaPath:"#/properties/segments/items/properties/old_offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err19 = {instancePath:instancePath+"/segments/" + i0+"/old_offset",schemaPath:"#/properties/segments/items/properties/old_offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.new_offset !== undefined && func0.call(data1, "new_offset")){
let data5 = data1.new_offset;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err20 = {instancePath:instancePath+"/segments/" + i0+"/new_offset",schemaPath:"#/properties/segments/items/properties/new_offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 262144 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/segments/" + i0+"/new_offset",schemaPath:"#/properties/segments/items/properties/new_offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err22 = {instancePath:instancePath+"/segments/" + i0+"/new_offset",schemaPath:"#/properties/segments/items/properties/new_offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err23 = {instancePath:instancePath+"/segments/" + i0,schemaPath:"#/properties/segments/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err24 = {instancePath:instancePath+"/segments",schemaPath:"#/properties/segments/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.equal_tokens !== undefined && func0.call(data, "equal_tokens")){
let data6 = data.equal_tokens;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err25 = {instancePath:instancePath+"/equal_tokens",schemaPath:"#/properties/equal_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 20000 || isNaN(data6)){
const err26 = {instancePath:instancePath+"/equal_tokens",schemaPath:"#/properties/equal_tokens/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err27 = {instancePath:instancePath+"/equal_tokens",schemaPath:"#/properties/equal_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.deleted_tokens !== undefined && func0.call(data, "deleted_tokens")){
let data7 = data.deleted_tokens;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err28 = {instancePath:instancePath+"/deleted_tokens",schemaPath:"#/properties/deleted_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 20000 || isNaN(data7)){
const err29 = {instancePath:instancePath+"/deleted_tokens",schemaPath:"#/properties/deleted_tokens/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err30 = {instancePath:instancePath+"/deleted_tokens",schemaPath:"#/properties/deleted_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data.inserted_tokens !== undefined && func0.call(data, "inserted_tokens")){
let data8 = data.inserted_tokens;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err31 = {instancePath:instancePath+"/inserted_tokens",schemaPath:"#/properties/inserted_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 20000 || isNaN(data8)){
const err32 = {instancePath:instancePath+"/inserted_tokens",schemaPath:"#/properties/inserted_tokens/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20000},message:"must be <= 20000"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err33 = {instancePath:instancePath+"/inserted_tokens",schemaPath:"#/properties/inserted_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.distance !== undefined && func0.call(data, "distance")){
let data9 = data.distance;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err34 = {instancePath:instancePath+"/distance",schemaPath:"#/properties/distance/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 2000 || isNaN(data9)){
const err35 = {instancePath:instancePath+"/distance",schemaPath:"#/properties/distance/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2000},message:"must be <= 2000"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err36 = {instancePath:instancePath+"/distance",schemaPath:"#/properties/distance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
}
else {
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

