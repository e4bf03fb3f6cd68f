// generated from contracts/ — do not edit
// text-lines-split@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs de36ca23aecd7505f58ea3d140292fb2 body e47d57a3ad62c3221accb0cc5350d91e
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"type":"string","maxLength":262144,"description":"The text to split into lines."},"include_lines":{"type":"boolean","default":true,"description":"false: return only the counts, with an empty lines list."}}};
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
if(!((key0 === "text") || (key0 === "include_lines"))){
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
if(data.include_lines !== undefined && func0.call(data, "include_lines")){
if(typeof data.include_lines !== "boolean"){
const err4 = {instancePath:instancePath+"/include_lines",schemaPath:"#/properties/include_lines/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["lines","line_count","endings","mixed_endings","final_terminator"],"properties":{"lines":{"type":"array","maxItems":262144,"items":{"type":"object","additionalProperties":false,"required":["number","text","terminator"],"properties":{"number":{"type":"integer","minimum":1,"maximum":262144},"text":{"type":"string","maxLength":262144},"terminator":{"type":"string","enum":["lf","crlf","cr","none"]}}}},"line_count":{"type":"integer","minimum":0,"maximum":262144},"endings":{"type":"object","additionalProperties":false,"required":["lf","crlf","cr"],"properties":{"lf":{"type":"integer","minimum":0,"maximum":262144},"crlf":{"type":"integer","minimum":0,"maximum":131072},"cr":{"type":"integer","minimum":0,"maximum":262144}}},"mixed_endings":{"type":"boolean"},"final_terminator":{"type":"boolean"}}};

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
if((data.lines === undefined) || (!(func0.call(data, "lines")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lines"},message:"must have required property '"+"lines"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.line_count === undefined) || (!(func0.call(data, "line_count")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "line_count"},message:"must have required property '"+"line_count"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.endings === undefined) || (!(func0.call(data, "endings")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "endings"},message:"must have required property '"+"endings"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.mixed_endings === undefined) || (!(func0.call(data, "mixed_endings")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mixed_endings"},message:"must have required property '"+"mixed_endings"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.final_terminator === undefined) || (!(func0.call(data, "final_terminator")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "final_terminator"},message:"must have required property '"+"final_terminator"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "lines") || (key0 === "line_count")) || (key0 === "endings")) || (key0 === "mixed_endings")) || (key0 === "final_terminator"))){
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
if(data.lines !== undefined && func0.call(data, "lines")){
let data0 = data.lines;
if(Array.isArray(data0)){
if(data0.length > 262144){
const err6 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
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
if((data1.number === undefined) || (!(func0.call(data1, "number")))){
const err7 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data1.text === undefined) || (!(func0.call(data1, "text")))){
const err8 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data1.terminator === undefined) || (!(func0.call(data1, "terminator")))){
const err9 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/required",keyword:"required",params:{missingProperty: "terminator"},message:"must have required property '"+"terminator"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(((key1 === "number") || (key1 === "text")) || (key1 === "terminator"))){
const err10 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.number !== undefined && func0.call(data1, "number")){
let data2 = data1.number;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/lines/" + i0+"/number",schemaPath:"#/properties/lines/items/properties/number/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 262144 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/lines/" + i0+"/number",schemaPath:"#/properties/lines/items/properties/number/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/lines/" + i0+"/number",schemaPath:"#/properties/lines/items/properties/number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data1.text !== undefined && func0.call(data1, "text")){
let data3 = data1.text;
if(typeof data3 === "string"){
if(func62(data3) > 262144){
const err14 = {instancePath:instancePath+"/lines/" + i0+"/text",schemaPath:"#/properties/lines/items/properties/text/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err15 = {instancePath:instancePath+"/lines/" + i0+"/text",schemaPath:"#/properties/lines/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.terminator !== undefined && func0.call(data1, "terminator")){
let data4 = data1.terminator;
if(typeof data4 !== "string"){
const err16 = {instancePath:instancePath+"/lines/" + i0+"/terminator",schemaPath:"#/properties/lines/items/properties/terminator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((((data4 === "lf") || (data4 === "crlf")) || (data4 === "cr")) || (data4 === "none"))){
const err17 = {instancePath:instancePath+"/lines/" + i0+"/terminator",schemaPath:"#/properties/lines/items/properties/terminator/enum",keyword:"enum",params:{allowedValues: schema32.properties.lines.items.properties.terminator.enum},message:"must be equal to one of the allowed values"};
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
else {
const err18 = {instancePath:instancePath+"/lines/" + i0,schemaPath:"#/properties/lines/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err19 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.line_count !== undefined && func0.call(data, "line_count")){
let data5 = data.line_count;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err20 = {instancePath:instancePath+"/line_count",schemaPath:"#/properties/line_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err21 = {instancePath:instancePath+"/line_count",schemaPath:"#/properties/line_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err22 = {instancePath:instancePath+"/line_count",schemaPath:"#/properties/line_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.endings !== undefined && func0.call(data, "endings")){
let data6 = data.endings;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if((data6.lf === undefined) || (!(func0.call(data6, "lf")))){
const err23 = {instancePath:instancePath+"/endings",schemaPath:"#/properties/endings/required",keyword:"required",params:{missingProperty: "lf"},message:"must have required property '"+"lf"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((data6.crlf === undefined) || (!(func0.call(data6, "crlf")))){
const err24 = {instancePath:instancePath+"/endings",schemaPath:"#/properties/endings/required",keyword:"required",params:{missingProperty: "crlf"},message:"must have required property '"+"crlf"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((data6.cr === undefined) || (!(func0.call(data6, "cr")))){
const err25 = {instancePath:instancePath+"/endings",schemaPath:"#/properties/endings/required",keyword:"required",params:{missingProperty: "cr"},message:"must have required property '"+"cr"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key2 of Object.keys(data6)){
if(!(((key2 === "lf") || (key2 === "crlf")) || (key2 === "cr"))){
const err26 = {instancePath:instancePath+"/endings",schemaPath:"#/properties/endings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data6.lf !== undefined && func0.call(data6, "lf")){
let data7 = data6.lf;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err27 = {instancePath:instancePath+"/endings/lf",schemaPath:"#/properties/endings/properties/lf/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 262144 || isNaN(data7)){
const err28 = {instancePath:instancePath+"/endings/lf",schemaPath:"#/properties/endings/properties/lf/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err29 = {instancePath:instancePath+"/endings/lf",schemaPath:"#/properties/endings/properties/lf/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data6.crlf !== undefined && func0.call(data6, "crlf")){
let data8 = data6.crlf;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err30 = {instancePath:instancePath+"/endings/crlf",schemaPath:"#/properties/endings/properties/crlf/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 131072 || isNaN(data8)){
const err31 = {instancePath:instancePath+"/endings/crlf",schemaPath:"#/properties/endings/properties/crlf/maximum",keyword:"maximum",params:{comparison: "<=", limit: 131072},message:"must be <= 131072"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err32 = {instancePath:instancePath+"/endings/crlf",schemaPath:"#/properties/endings/properties/crlf/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data6.cr !== undefined && func0.call(data6, "cr")){
let data9 = data6.cr;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err33 = {instancePath:instancePath+"/endings/cr",schemaPath:"#/properties/endings/properties/cr/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 262144 || isNaN(data9)){
const err34 = {instancePath:instancePath+"/endings/cr",schemaPath:"#/properties/endings/properties/cr/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err35 = {instancePath:instancePath+"/endings/cr",schemaPath:"#/properties/endings/properties/cr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
}
else {
const err36 = {instancePath:instancePath+"/endings",schemaPath:"#/properties/endings/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.mixed_endings !== undefined && func0.call(data, "mixed_endings")){
if(typeof data.mixed_endings !== "boolean"){
const err37 = {instancePath:instancePath+"/mixed_endings",schemaPath:"#/properties/mixed_endings/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.final_terminator !== undefined && func0.call(data, "final_terminator")){
if(typeof data.final_terminator !== "boolean"){
const err38 = {instancePath:instancePath+"/final_terminator",schemaPath:"#/properties/final_terminator/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

