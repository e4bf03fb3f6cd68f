// generated from contracts/ — do not edit
// interval-union@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 344b16ad101d850253d0c6ab4dc5f62b body 4b2db0687ff8b2de164df3079939d1e3
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["intervals"],"properties":{"intervals":{"type":"array","maxItems":10000,"items":{"type":"string","minLength":5,"maxLength":520,"pattern":"^[\\[(] *[^ ,\\[\\]()]+ *, *[^ ,\\[\\]()]+ *[\\])]$"}}}};
const func0 = Object.prototype.hasOwnProperty;
const func62 = __ajvRuntime0.default;
const pattern4 = new RegExp("^[\\[(] *[^ ,\\[\\]()]+ *, *[^ ,\\[\\]()]+ *[\\])]$", "u");

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
if((data.intervals === undefined) || (!(func0.call(data, "intervals")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "intervals"},message:"must have required property '"+"intervals"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "intervals")){
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
if(data.intervals !== undefined && func0.call(data, "intervals")){
let data0 = data.intervals;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err2 = {instancePath:instancePath+"/intervals",schemaPath:"#/properties/intervals/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func62(data1) > 520){
const err3 = {instancePath:instancePath+"/intervals/" + i0,schemaPath:"#/properties/intervals/items/maxLength",keyword:"maxLength",params:{limit: 520},message:"must NOT have more than 520 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func62(data1) < 5){
const err4 = {instancePath:instancePath+"/intervals/" + i0,schemaPath:"#/properties/intervals/items/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data1)){
const err5 = {instancePath:instancePath+"/intervals/" + i0,schemaPath:"#/properties/intervals/items/pattern",keyword:"pattern",params:{pattern: "^[\\[(] *[^ ,\\[\\]()]+ *, *[^ ,\\[\\]()]+ *[\\])]$"},message:"must match pattern \""+"^[\\[(] *[^ ,\\[\\]()]+ *, *[^ ,\\[\\]()]+ *[\\])]$"+"\""};
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
const err6 = {instancePath:instancePath+"/intervals/" + i0,schemaPath:"#/properties/intervals/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/intervals",schemaPath:"#/properties/intervals/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["intervals"],"properties":{"intervals":{"type":"array","maxItems":10000,"items":{"type":"object","additionalProperties":false,"required":["text","lower","upper","lower_closed","upper_closed"],"properties":{"text":{"type":"string","minLength":5,"maxLength":2100},"lower":{"oneOf":[{"type":"null"},{"type":"object","additionalProperties":false,"required":["numerator","denominator"],"properties":{"numerator":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1100},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$","maxLength":1100}}}]},"upper":{"oneOf":[{"type":"null"},{"type":"object","additionalProperties":false,"required":["numerator","denominator"],"properties":{"numerator":{"type":"string","pattern":"^(0|-?[1-9][0-9]*)$","maxLength":1100},"denominator":{"type":"string","pattern":"^[1-9][0-9]*$","maxLength":1100}}}]},"lower_closed":{"type":"boolean"},"upper_closed":{"type":"boolean"}}}}}};
const pattern5 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");
const pattern6 = new RegExp("^[1-9][0-9]*$", "u");

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
if((data.intervals === undefined) || (!(func0.call(data, "intervals")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "intervals"},message:"must have required property '"+"intervals"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "intervals")){
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
if(data.intervals !== undefined && func0.call(data, "intervals")){
let data0 = data.intervals;
if(Array.isArray(data0)){
if(data0.length > 10000){
const err2 = {instancePath:instancePath+"/intervals",schemaPath:"#/properties/intervals/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.text === undefined) || (!(func0.call(data1, "text")))){
const err3 = {instancePath:instancePath+"/intervals/" + i0,schemaPath:"#/properties/intervals/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data1.lower === undefined) || (!(func0.call(data1, "lower")))){
const err4 = {instancePath:instancePath+"/intervals/" + i0,schemaPath:"#/properties/intervals/items/required",keyword:"required",params:{missingProperty: "lower"},message:"must have required property '"+"lower"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data1.upper === undefined) || (!(func0.call(data1, "upper")))){
const err5 = {instancePath:instancePath+"/intervals/" + i0,schemaPath:"#/properties/intervals/items/required",keyword:"required",params:{missingProperty: "upper"},message:"must have required property '"+"upper"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data1.lower_closed === undefined) || (!(func0.call(data1, "lower_closed")))){
const err6 = {instancePath:instancePath+"/intervals/" + i0,schemaPath:"#/properties/intervals/items/required",keyword:"required",params:{missingProperty: "lower_closed"},message:"must have required property '"+"lower_closed"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data1.upper_closed === undefined) || (!(func0.call(data1, "upper_closed")))){
const err7 = {instancePath:instancePath+"/intervals/" + i0,schemaPath:"#/properties/intervals/items/required",keyword:"required",params:{missingProperty: "upper_closed"},message:"must have required property '"+"upper_closed"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(((((key1 === "text") || (key1 === "lower")) || (key1 === "upper")) || (key1 === "lower_closed")) || (key1 === "upper_closed"))){
const err8 = {instancePath:instancePath+"/intervals/" + i0,schemaPath:"#/properties/intervals/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.text !== undefined && func0.call(data1, "text")){
let data2 = data1.text;
if(typeof data2 === "string"){
if(func62(data2) > 2100){
const err9 = {instancePath:instancePath+"/intervals/" + i0+"/text",schemaPath:"#/properties/intervals/items/properties/text/maxLength",keyword:"maxLength",params:{limit: 2100},message:"must NOT have more than 2100 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func62(data2) < 5){
const err10 = {instancePath:instancePath+"/intervals/" + i0+"/text",schemaPath:"#/properties/intervals/items/properties/text/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters"};
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
const err11 = {instancePath:instancePath+"/intervals/" + i0+"/text",schemaPath:"#/properties/intervals/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.lower !== undefined && func0.call(data1, "lower")){
let data3 = data1.lower;
const _errs10 = errors;
let valid4 = false;
let passing0 = null;
const _errs11 = errors;
if(data3 !== null){
const err12 = {instancePath:instancePath+"/intervals/" + i0+"/lower",schemaPath:"#/properties/intervals/items/properties/lower/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0){
valid4 = true;
passing0 = 0;
}
const _errs13 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if((data3.numerator === undefined) || (!(func0.call(data3, "numerator")))){
const err13 = {instancePath:instancePath+"/intervals/" + i0+"/lower",schemaPath:"#/properties/intervals/items/properties/lower/oneOf/1/required",keyword:"required",params:{missingProperty: "numerator"},message:"must have required property '"+"numerator"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((data3.denominator === undefined) || (!(func0.call(data3, "denominator")))){
const err14 = {instancePath:instancePath+"/intervals/" + i0+"/lower",schemaPath:"#/properties/intervals/items/properties/lower/oneOf/1/required",keyword:"required",params:{missingProperty: "denominator"},message:"must have required property '"+"denominator"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key2 of Object.keys(data3)){
if(!((key2 === "numerator") || (key2 === "denominator"))){
const err15 = {instancePath:instancePath+"/intervals/" + i0+"/lower",schemaPath:"#/properties/intervals/items/properties/lower/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.numerator !== undefined && func0.call(data3, "numerator")){
let data4 = data3.numerator;
if(typeof data4 === "string"){
if(func62(data4) > 1100){
const err16 = {instancePath:instancePath+"/intervals/" + i0+"/lower/numerator",schemaPath:"#/properties/intervals/items/properties/lower/oneOf/1/properties/numerator/maxLength",keyword:"maxLength",params:{limit: 1100},message:"must NOT have more than 1100 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern5.test(data4)){
const err17 = {instancePath:instancePath+"/intervals/" + i0+"/lower/numerator",schemaPath:"#/properties/intervals/items/properties/lower/oneOf/1/properties/numerator/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/intervals/" + i0+"/lower/numerator",schemaPath:"#/properties/intervals/items/properties/lower/oneOf/1/properties/numerator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data3.denominator !== undefined && func0.call(data3, "denominator")){
let data5 = data3.denominator;
if(typeof data5 === "string"){
if(func62(data5) > 1100){
const err19 = {instancePath:instancePath+"/intervals/" + i0+"/lower/denominator",schemaPath:"#/properties/intervals/items/properties/lower/oneOf/1/properties/denominator/maxLength",keyword:"maxLength",params:{limit: 1100},message:"must NOT have more than 1100 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern6.test(data5)){
const err20 = {instancePath:instancePath+"/intervals/" + i0+"/lower/denominator",schemaPath:"#/properties/intervals/items/properties/lower/oneOf/1/properties/denominator/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/intervals/" + i0+"/lower/denominator",schemaPath:"#/properties/intervals/items/properties/lower/oneOf/1/properties/denominator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/intervals/" + i0+"/lower",schemaPath:"#/properties/intervals/items/properties/lower/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err23 = {instancePath:instancePath+"/intervals/" + i0+"/lower",schemaPath:"#/properties/intervals/items/properties/lower/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
if(data1.upper !== undefined && func0.call(data1, "upper")){
let data6 = data1.upper;
const _errs21 = errors;
let valid6 = false;
let passing1 = null;
const _errs22 = errors;
if(data6 !== null){
const err24 = {instancePath:instancePath+"/intervals/" + i0+"/upper",schemaPath:"#/properties/intervals/items/properties/upper/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid1 = _errs22 === errors;
if(_valid1){
valid6 = true;
passing1 = 0;
}
const _errs24 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if((data6.numerator === undefined) || (!(func0.call(data6, "numerator")))){
const err25 = {instancePath:instancePath+"/intervals/" + i0+"/upper",schemaPath:"#/properties/intervals/items/properties/upper/oneOf/1/required",keyword:"required",params:{missingProperty: "numerator"},message:"must have required property '"+"numerator"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((data6.denominator === undefined) || (!(func0.call(data6, "denominator")))){
const err26 = {instancePath:instancePath+"/intervals/" + i0+"/upper",schemaPath:"#/properties/intervals/items/properties/upper/oneOf/1/required",keyword:"required",params:{missingProperty: "denominator"},message:"must have required property '"+"denominator"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key3 of Object.keys(data6)){
if(!((key3 === "numerator") || (key3 === "denominator"))){
const err27 = {instancePath:instancePath+"/intervals/" + i0+"/upper",schemaPath:"#/properties/intervals/items/properties/upper/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data6.numerator !== undefined && func0.call(data6, "numerator")){
let data7 = data6.numerator;
if(typeof data7 === "string"){
if(func62(data7) > 1100){
const err28 = {instancePath:instancePath+"/intervals/" + i0+"/upper/numerator",schemaPath:"#/properties/intervals/items/properties/upper/oneOf/1/properties/numerator/maxLength",keyword:"maxLength",params:{limit: 1100},message:"must NOT have more than 1100 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!pattern5.test(data7)){
const err29 = {instancePath:instancePath+"/intervals/" + i0+"/upper/numerator",schemaPath:"#/properties/intervals/items/properties/upper/oneOf/1/properties/numerator/pattern",keyword:"pattern",params:{pattern: "^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/intervals/" + i0+"/upper/numerator",schemaPath:"#/properties/intervals/items/properties/upper/oneOf/1/properties/numerator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data6.denominator !== undefined && func0.call(data6, "denominator")){
let data8 = data6.denominator;
if(typeof data8 === "string"){
if(func62(data8) > 1100){
const err31 = {instancePath:instancePath+"/intervals/" + i0+"/upper/denominator",schemaPath:"#/properties/intervals/items/properties/upper/oneOf/1/properties/denominator/maxLength",keyword:"maxLength",params:{limit: 1100},message:"must NOT have more than 1100 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!pattern6.test(data8)){
const err32 = {instancePath:instancePath+"/intervals/" + i0+"/upper/denominator",schemaPath:"#/properties/intervals/items/properties/upper/oneOf/1/properties/denominator/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]*$"},message:"must match pattern \""+"^[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/intervals/" + i0+"/upper/denominator",schemaPath:"#/properties/intervals/items/properties/upper/oneOf/1/properties/denominator/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err34 = {instancePath:instancePath+"/intervals/" + i0+"/upper",schemaPath:"#/properties/intervals/items/properties/upper/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid1 = _errs24 === errors;
if(_valid1 && valid6){
valid6 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid6 = true;
passing1 = 1;
}
}
if(!valid6){
const err35 = {instancePath:instancePath+"/intervals/" + i0+"/upper",schemaPath:"#/properties/intervals/items/properties/upper/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data1.lower_closed !== undefined && func0.call(data1, "lower_closed")){
if(typeof data1.lower_closed !== "boolean"){
const err36 = {instancePath:instancePath+"/intervals/" + i0+"/lower_closed",schemaPath:"#/properties/intervals/items/properties/lower_closed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data1.upper_closed !== undefined && func0.call(data1, "upper_closed")){
if(typeof data1.upper_closed !== "boolean"){
const err37 = {instancePath:instancePath+"/intervals/" + i0+"/upper_closed",schemaPath:"#/properties/intervals/items/properties/upper_closed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err38 = {instancePath:instancePath+"/intervals/" + i0,schemaPath:"#/properties/intervals/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err39 = {instancePath:instancePath+"/intervals",schemaPath:"#/properties/intervals/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

