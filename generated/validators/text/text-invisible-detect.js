// generated from contracts/ — do not edit
// text-invisible-detect@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 2eb8f5eb18c8b9af82318e41853af8bf body 9514a19df86c9e586570b9ba7ee5031c
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","maxLength":262144,"description":"the text to check"},"kinds":{"type":"array","uniqueItems":true,"maxItems":8,"items":{"type":"string","enum":["bidi_control","zero_width","bom","tag","variation_selector","space","default_ignorable","control"]},"description":"which kinds of character to report (default all)"},"mixed_script":{"type":"boolean","default":true,"description":"also report words that mix scripts"}}};
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
if(!(((key0 === "text") || (key0 === "kinds")) || (key0 === "mixed_script"))){
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
if(data.kinds !== undefined && func0.call(data, "kinds")){
let data1 = data.kinds;
if(Array.isArray(data1)){
if(data1.length > 8){
const err4 = {instancePath:instancePath+"/kinds",schemaPath:"#/properties/kinds/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/kinds/" + i0,schemaPath:"#/properties/kinds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((((((((data2 === "bidi_control") || (data2 === "zero_width")) || (data2 === "bom")) || (data2 === "tag")) || (data2 === "variation_selector")) || (data2 === "space")) || (data2 === "default_ignorable")) || (data2 === "control"))){
const err6 = {instancePath:instancePath+"/kinds/" + i0,schemaPath:"#/properties/kinds/items/enum",keyword:"enum",params:{allowedValues: schema31.properties.kinds.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err7 = {instancePath:instancePath+"/kinds",schemaPath:"#/properties/kinds/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err8 = {instancePath:instancePath+"/kinds",schemaPath:"#/properties/kinds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.mixed_script !== undefined && func0.call(data, "mixed_script")){
if(typeof data.mixed_script !== "boolean"){
const err9 = {instancePath:instancePath+"/mixed_script",schemaPath:"#/properties/mixed_script/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["clean","truncated","counts","findings","mixed_script_words"],"properties":{"clean":{"type":"boolean"},"truncated":{"type":"boolean"},"counts":{"type":"object","additionalProperties":false,"properties":{"bidi_control":{"type":"integer","minimum":0,"maximum":262144},"zero_width":{"type":"integer","minimum":0,"maximum":262144},"bom":{"type":"integer","minimum":0,"maximum":262144},"tag":{"type":"integer","minimum":0,"maximum":262144},"variation_selector":{"type":"integer","minimum":0,"maximum":262144},"space":{"type":"integer","minimum":0,"maximum":262144},"default_ignorable":{"type":"integer","minimum":0,"maximum":262144},"control":{"type":"integer","minimum":0,"maximum":262144}}},"findings":{"type":"array","maxItems":500,"items":{"type":"object","additionalProperties":false,"required":["index","utf16_offset","code_point","name","kind"],"properties":{"index":{"type":"integer","minimum":0,"maximum":262143},"utf16_offset":{"type":"integer","minimum":0,"maximum":524287},"code_point":{"type":"string","pattern":"^U\\+[0-9A-F]{4,6}$","maxLength":8},"name":{"type":"string","maxLength":120},"kind":{"type":"string","enum":["bidi_control","zero_width","bom","tag","variation_selector","space","default_ignorable","control"]}}}},"mixed_script_words":{"type":"array","maxItems":200,"items":{"type":"object","additionalProperties":false,"required":["word","length","index","utf16_offset","scripts"],"properties":{"word":{"type":"string","maxLength":64},"length":{"type":"integer","minimum":1,"maximum":262144},"index":{"type":"integer","minimum":0,"maximum":262143},"utf16_offset":{"type":"integer","minimum":0,"maximum":524287},"scripts":{"type":"array","maxItems":8,"items":{"type":"string","maxLength":40}}}}}}};
const pattern4 = new RegExp("^U\\+[0-9A-F]{4,6}$", "u");

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
if((data.clean === undefined) || (!(func0.call(data, "clean")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "clean"},message:"must have required property '"+"clean"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.truncated === undefined) || (!(func0.call(data, "truncated")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "truncated"},message:"must have required property '"+"truncated"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.counts === undefined) || (!(func0.call(data, "counts")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "counts"},message:"must have required property '"+"counts"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.findings === undefined) || (!(func0.call(data, "findings")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.mixed_script_words === undefined) || (!(func0.call(data, "mixed_script_words")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mixed_script_words"},message:"must have required property '"+"mixed_script_words"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "clean") || (key0 === "truncated")) || (key0 === "counts")) || (key0 === "findings")) || (key0 === "mixed_script_words"))){
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
if(data.clean !== undefined && func0.call(data, "clean")){
if(typeof data.clean !== "boolean"){
const err6 = {instancePath:instancePath+"/clean",schemaPath:"#/properties/clean/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.truncated !== undefined && func0.call(data, "truncated")){
if(typeof data.truncated !== "boolean"){
const err7 = {instancePath:instancePath+"/truncated",schemaPath:"#/properties/truncated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.counts !== undefined && func0.call(data, "counts")){
let data2 = data.counts;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 of Object.keys(data2)){
if(!((((((((key1 === "bidi_control") || (key1 === "zero_width")) || (key1 === "bom")) || (key1 === "tag")) || (key1 === "variation_selector")) || (key1 === "space")) || (key1 === "default_ignorable")) || (key1 === "control"))){
const err8 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.bidi_control !== undefined && func0.call(data2, "bidi_control")){
let data3 = data2.bidi_control;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/counts/bidi_control",schemaPath:"#/properties/counts/properties/bidi_control/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 262144 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/counts/bidi_control",schemaPath:"#/properties/counts/properties/bidi_control/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/counts/bidi_control",schemaPath:"#/properties/counts/properties/bidi_control/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.zero_width !== undefined && func0.call(data2, "zero_width")){
let data4 = data2.zero_width;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err12 = {instancePath:instancePath+"/counts/zero_width",schemaPath:"#/properties/counts/properties/zero_width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 262144 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/counts/zero_width",schemaPath:"#/properties/counts/properties/zero_width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/counts/zero_width",schemaPath:"#/properties/counts/properties/zero_width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.bom !== undefined && func0.call(data2, "bom")){
let data5 = data2.bom;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err15 = {instancePath:instancePath+"/counts/bom",schemaPath:"#/properties/counts/properties/bom/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 262144 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/counts/bom",schemaPath:"#/properties/counts/properties/bom/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/counts/bom",schemaPath:"#/properties/counts/properties/bom/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.tag !== undefined && func0.call(data2, "tag")){
let data6 = data2.tag;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err18 = {instancePath:instancePath+"/counts/tag",schemaPath:"#/properties/counts/properties/tag/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 262144 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/counts/tag",schemaPath:"#/properties/counts/properties/tag/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/counts/tag",schemaPath:"#/properties/counts/properties/tag/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.variation_selector !== undefined && func0.call(data2, "variation_selector")){
let data7 = data2.variation_selector;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err21 = {instancePath:instancePath+"/counts/variation_selector",schemaPath:"#/properties/counts/properties/variation_selector/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 262144 || isNaN(data7)){
const err22 = {instancePath:instancePath+"/counts/variation_selector",schemaPath:"#/properties/counts/properties/variation_selector/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err23 = {instancePath:instancePath+"/counts/variation_selector",schemaPath:"#/properties/counts/properties/variation_selector/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.space !== undefined && func0.call(data2, "space")){
let data8 = data2.space;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err24 = {instancePath:instancePath+"/counts/space",schemaPath:"#/properties/counts/properties/space/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 262144 || isNaN(data8)){
const err25 = {instancePath:instancePath+"/counts/space",schemaPath:"#/properties/counts/properties/space/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err26 = {instancePath:instancePath+"/counts/space",schemaPath:"#/properties/counts/properties/space/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.default_ignorable !== undefined && func0.call(data2, "default_ignorable")){
let data9 = data2.default_ignorable;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err27 = {instancePath:instancePath+"/counts/default_ignorable",schemaPath:"#/properties/counts/properties/default_ignorable/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 262144 || isNaN(data9)){
const err28 = {instancePath:instancePath+"/counts/default_ignorable",schemaPath:"#/properties/counts/properties/default_ignorable/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err29 = {instancePath:instancePath+"/counts/default_ignorable",schemaPath:"#/properties/counts/properties/default_ignorable/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.control !== undefined && func0.call(data2, "control")){
let data10 = data2.control;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err30 = {instancePath:instancePath+"/counts/control",schemaPath:"#/properties/counts/properties/control/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 262144 || isNaN(data10)){
const err31 = {instancePath:instancePath+"/counts/control",schemaPath:"#/properties/counts/properties/control/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err32 = {instancePath:instancePath+"/counts/control",schemaPath:"#/properties/counts/properties/control/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err33 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.findings !== undefined && func0.call(data, "findings")){
let data11 = data.findings;
if(Array.isArray(data11)){
if(data11.length > 500){
const err34 = {instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
let data12 = data11[i0];
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if((data12.index === undefined) || (!(func0.call(data12, "index")))){
const err35 = {instancePath:instancePath+"/findings/" + i0,schemaPath:"#/properties/findings/items/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((data12.utf16_offset === undefined) || (!(func0.call(data12, "utf16_offset")))){
const err36 = {instancePath:instancePath+"/findings/" + i0,schemaPath:"#/properties/findings/items/required",keyword:"required",params:{missingProperty: "utf16_offset"},message:"must have required property '"+"utf16_offset"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((data12.code_point === undefined) || (!(func0.call(data12, "code_point")))){
const err37 = {instancePath:instancePath+"/findings/" + i0,schemaPath:"#/properties/findings/items/required",keyword:"required",params:{missingProperty: "code_point"},message:"must have required property '"+"code_point"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((data12.name === undefined) || (!(func0.call(data12, "name")))){
const err38 = {instancePath:instancePath+"/findings/" + i0,schemaPath:"#/properties/findings/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((data12.kind === undefined) || (!(func0.call(data12, "kind")))){
const err39 = {instancePath:instancePath+"/findings/" + i0,schemaPath:"#/properties/findings/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key2 of Object.keys(data12)){
if(!(((((key2 === "index") || (key2 === "utf16_offset")) || (key2 === "code_point")) || (key2 === "name")) || (key2 === "kind"))){
const err40 = {instancePath:instancePath+"/findings/" + i0,schemaPath:"#/properties/findings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data12.index !== undefined && func0.call(data12, "index")){
let data13 = data12.index;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err41 = {instancePath:instancePath+"/findings/" + i0+"/index",schemaPath:"#/properties/findings/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 262143 || isNaN(data13)){
const err42 = {instancePath:instancePath+"/findings/" + i0+"/index",schemaPath:"#/properties/findings/items/properties/index/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262143},message:"must be <= 262143"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err43 = {instancePath:instancePath+"/findings/" + i0+"/index",schemaPath:"#/properties/findings/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data12.utf16_offset !== undefined && func0.call(data12, "utf16_offset")){
let data14 = data12.utf16_offset;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err44 = {instancePath:instancePath+"/findings/" + i0+"/utf16_offset",schemaPath:"#/properties/findings/items/properties/utf16_offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 524287 || isNaN(data14)){
const err45 = {instancePath:instancePath+"/findings/" + i0+"/utf16_offset",schemaPath:"#/properties/findings/items/properties/utf16_offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 524287},message:"must be <= 524287"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err46 = {instancePath:instancePath+"/findings/" + i0+"/utf16_offset",schemaPath:"#/properties/findings/items/properties/utf16_offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
if(data12.code_point !== undefined && func0.call(data12, "code_point")){
let data15 = data12.code_point;
if(typeof data15 === "string"){
if(func62(data15) > 8){
const err47 = {instancePath:instancePath+"/findings/" + i0+"/code_point",schemaPath:"#/properties/findings/items/properties/code_point/maxLength",keyword:"maxLength",params:{limit: 8},message:"must NOT have more than 8 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!pattern4.test(data15)){
const err48 = {instancePath:instancePath+"/findings/" + i0+"/code_point",schemaPath:"#/properties/findings/items/properties/code_point/pattern",keyword:"pattern",params:{pattern: "^U\\+[0-9A-F]{4,6}$"},message:"must match pattern \""+"^U\\+[0-9A-F]{4,6}$"+"\""};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/findings/" + i0+"/code_point",schemaPath:"#/properties/findings/items/properties/code_point/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data12.name !== undefined && func0.call(data12, "name")){
let data16 = data12.name;
if(typeof data16 === "string"){
if(func62(data16) > 120){
const err50 = {instancePath:instancePath+"/findings/" + i0+"/name",schemaPath:"#/properties/findings/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/findings/" + i0+"/name",schemaPath:"#/properties/findings/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data12.kind !== undefined && func0.call(data12, "kind")){
let data17 = data12.kind;
if(typeof data17 !== "string"){
const err52 = {instancePath:instancePath+"/findings/" + i0+"/kind",schemaPath:"#/properties/findings/items/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(!((((((((data17 === "bidi_control") || (data17 === "zero_width")) || (data17 === "bom")) || (data17 === "tag")) || (data17 === "variation_selector")) || (data17 === "space")) || (data17 === "default_ignorable")) || (data17 === "control"))){
const err53 = {instancePath:instancePath+"/findings/" + i0+"/kind",schemaPath:"#/properties/findings/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema32.properties.findings.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/findings/" + i0,schemaPath:"#/properties/findings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.mixed_script_words !== undefined && func0.call(data, "mixed_script_words")){
let data18 = data.mixed_script_words;
if(Array.isArray(data18)){
if(data18.length > 200){
const err56 = {instancePath:instancePath+"/mixed_script_words",schemaPath:"#/properties/mixed_script_words/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
const len1 = data18.length;
for(let i1=0; i1<len1; i1++){
let data19 = data18[i1];
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if((data19.word === undefined) || (!(func0.call(data19, "word")))){
const err57 = {instancePath:instancePath+"/mixed_script_words/" + i1,schemaPath:"#/properties/mixed_script_words/items/required",keyword:"required",params:{missingProperty: "word"},message:"must have required property '"+"word"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((data19.length === undefined) || (!(func0.call(data19, "length")))){
const err58 = {instancePath:instancePath+"/mixed_script_words/" + i1,schemaPath:"#/properties/mixed_script_words/items/required",keyword:"required",params:{missingProperty: "length"},message:"must have required property '"+"length"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if((data19.index === undefined) || (!(func0.call(data19, "index")))){
const err59 = {instancePath:instancePath+"/mixed_script_words/" + i1,schemaPath:"#/properties/mixed_script_words/items/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((data19.utf16_offset === undefined) || (!(func0.call(data19, "utf16_offset")))){
const err60 = {instancePath:instancePath+"/mixed_script_words/" + i1,schemaPath:"#/properties/mixed_script_words/items/required",keyword:"required",params:{missingProperty: "utf16_offset"},message:"must have required property '"+"utf16_offset"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if((data19.scripts === undefined) || (!(func0.call(data19, "scripts")))){
const err61 = {instancePath:instancePath+"/mixed_script_words/" + i1,schemaPath:"#/properties/mixed_script_words/items/required",keyword:"required",params:{missingProperty: "scripts"},message:"must have required property '"+"scripts"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
for(const key3 of Object.keys(data19)){
if(!(((((key3 === "word") || (key3 === "length")) || (key3 === "index")) || (key3 === "utf16_offset")) || (key3 === "scripts"))){
const err62 = {instancePath:instancePath+"/mixed_script_words/" + i1,schemaPath:"#/properties/mixed_script_words/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data19.word !== undefined && func0.call(data19, "word")){
let data20 = data19.word;
if(typeof data20 === "string"){
if(func62(data20) > 64){
const err63 = {instancePath:instancePath+"/mixed_script_words/" + i1+"/word",schemaPath:"#/properties/mixed_script_words/items/properties/word/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/mixed_script_words/" + i1+"/word",schemaPath:"#/properties/mixed_script_words/items/properties/word/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data19.length !== undefined && func0.call(data19, "length")){
let data21 = data19.length;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err65 = {instancePath:instancePath+"/mixed_script_words/" + i1+"/length",schemaPath:"#/properties/mixed_script_words/items/properties/length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 > 262144 || isNaN(data21)){
const err66 = {instancePath:instancePath+"/mixed_script_words/" + i1+"/length",schemaPath:"#/properties/mixed_script_words/items/properties/length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data21 < 1 || isNaN(data21)){
const err67 = {instancePath:instancePath+"/mixed_script_words/" + i1+"/length",schemaPath:"#/properties/mixed_script_words/items/properties/length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
if(data19.index !== undefined && func0.call(data19, "index")){
let data22 = data19.index;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err68 = {instancePath:instancePath+"/mixed_script_words/" + i1+"/index",schemaPath:"#/properties/mixed_script_words/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 > 262143 || isNaN(data22)){
const err69 = {instancePath:instancePath+"/mixed_script_words/" + i1+"/index",schemaPath:"#/properties/mixed_script_words/items/properties/index/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262143},message:"must be <= 262143"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data22 < 0 || isNaN(data22)){
const err70 = {instancePath:instancePath+"/mixed_script_words/" + i1+"/index",schemaPath:"#/properties/mixed_script_words/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
if(data19.utf16_offset !== undefined && func0.call(data19, "utf16_offset")){
let data23 = data19.utf16_offset;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err71 = {instancePath:instancePath+"/mixed_script_words/" + i1+"/utf16_offset",schemaPath:"#/properties/mixed_script_words/items/properties/utf16_offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 > 524287 || isNaN(data23)){
const err72 = {instancePath:instancePath+"/mixed_script_words/" + i1+"/utf16_offset",schemaPath:"#/properties/mixed_script_words/items/properties/utf16_offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 524287},message:"must be <= 524287"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data23 < 0 || isNaN(data23)){
const err73 = {instancePath:instancePath+"/mixed_script_words/" + i1+"/utf16_offset",schemaPath:"#/properties/mixed_script_words/items/properties/utf16_offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
if(data19.scripts !== undefined && func0.call(data19, "scripts")){
let data24 = data19.scripts;
if(Array.isArray(data24)){
if(data24.length > 8){
const err74 = {instancePath:instancePath+"/mixed_script_words/" + i1+"/scripts",schemaPath:"#/properties/mixed_script_words/items/properties/scripts/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
const len2 = data24.length;
for(let i2=0; i2<len2; i2++){
let data25 = data24[i2];
if(typeof data25 === "string"){
if(func62(data25) > 40){
const err75 = {instancePath:instancePath+"/mixed_script_words/" + i1+"/scripts/" + i2,schemaPath:"#/properties/mixed_script_words/items/properties/scripts/items/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/mixed_script_words/" + i1+"/scripts/" + i2,schemaPath:"#/properties/mixed_script_words/items/properties/scripts/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/mixed_script_words/" + i1+"/scripts",schemaPath:"#/properties/mixed_script_words/items/properties/scripts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/mixed_script_words/" + i1,schemaPath:"#/properties/mixed_script_words/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/mixed_script_words",schemaPath:"#/properties/mixed_script_words/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
else {
const err80 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

