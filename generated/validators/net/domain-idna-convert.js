// generated from contracts/ — do not edit
// domain-idna-convert@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs f2e404e87925b23d7828fe9bc0fc79af body c9577a5ce976045e323df8a07b6e2da2
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["domain"],"properties":{"domain":{"type":"string","maxLength":100000},"direction":{"enum":["to_ascii","to_unicode","both"],"default":"both"},"check_hyphens":{"type":"boolean","default":true},"check_bidi":{"type":"boolean","default":true},"check_joiners":{"type":"boolean","default":true},"use_std3_ascii_rules":{"type":"boolean","default":true},"verify_dns_length":{"type":"boolean","default":true}}};
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
if((data.domain === undefined) || (!(func0.call(data, "domain")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "domain"},message:"must have required property '"+"domain"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((((key0 === "domain") || (key0 === "direction")) || (key0 === "check_hyphens")) || (key0 === "check_bidi")) || (key0 === "check_joiners")) || (key0 === "use_std3_ascii_rules")) || (key0 === "verify_dns_length"))){
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
if(data.domain !== undefined && func0.call(data, "domain")){
let data0 = data.domain;
if(typeof data0 === "string"){
if(func62(data0) > 100000){
const err2 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/maxLength",keyword:"maxLength",params:{limit: 100000},message:"must NOT have more than 100000 characters"};
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
const err3 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.direction !== undefined && func0.call(data, "direction")){
let data1 = data.direction;
if(!(((data1 === "to_ascii") || (data1 === "to_unicode")) || (data1 === "both"))){
const err4 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema31.properties.direction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.check_hyphens !== undefined && func0.call(data, "check_hyphens")){
if(typeof data.check_hyphens !== "boolean"){
const err5 = {instancePath:instancePath+"/check_hyphens",schemaPath:"#/properties/check_hyphens/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.check_bidi !== undefined && func0.call(data, "check_bidi")){
if(typeof data.check_bidi !== "boolean"){
const err6 = {instancePath:instancePath+"/check_bidi",schemaPath:"#/properties/check_bidi/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.check_joiners !== undefined && func0.call(data, "check_joiners")){
if(typeof data.check_joiners !== "boolean"){
const err7 = {instancePath:instancePath+"/check_joiners",schemaPath:"#/properties/check_joiners/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.use_std3_ascii_rules !== undefined && func0.call(data, "use_std3_ascii_rules")){
if(typeof data.use_std3_ascii_rules !== "boolean"){
const err8 = {instancePath:instancePath+"/use_std3_ascii_rules",schemaPath:"#/properties/use_std3_ascii_rules/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.verify_dns_length !== undefined && func0.call(data, "verify_dns_length")){
if(typeof data.verify_dns_length !== "boolean"){
const err9 = {instancePath:instancePath+"/verify_dns_length",schemaPath:"#/properties/verify_dns_length/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["ascii","unicode","valid","labels","problems"],"properties":{"ascii":{"anyOf":[{"type":"string"},{"type":"null"}]},"unicode":{"anyOf":[{"type":"string"},{"type":"null"}]},"valid":{"type":"boolean"},"labels":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["unicode","ascii"],"properties":{"unicode":{"type":"string"},"ascii":{"anyOf":[{"type":"string"},{"type":"null"}]}}}},"problems":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["label_index","code","step","message"],"properties":{"label_index":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}]},"code":{"enum":["disallowed_code_point","std3_disallowed","punycode_invalid","punycode_ascii_only","not_nfc","hyphen_3_4","leading_hyphen","trailing_hyphen","xn_prefix","leading_combining_mark","contextj","bidi","empty_label","label_too_long","domain_too_long","invalid_label"]},"step":{"type":"string"},"message":{"type":"string"}}}}}};

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
if((data.ascii === undefined) || (!(func0.call(data, "ascii")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ascii"},message:"must have required property '"+"ascii"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.unicode === undefined) || (!(func0.call(data, "unicode")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unicode"},message:"must have required property '"+"unicode"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.valid === undefined) || (!(func0.call(data, "valid")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "valid"},message:"must have required property '"+"valid"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.labels === undefined) || (!(func0.call(data, "labels")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "labels"},message:"must have required property '"+"labels"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.problems === undefined) || (!(func0.call(data, "problems")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "problems"},message:"must have required property '"+"problems"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "ascii") || (key0 === "unicode")) || (key0 === "valid")) || (key0 === "labels")) || (key0 === "problems"))){
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
if(data.ascii !== undefined && func0.call(data, "ascii")){
let data0 = data.ascii;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err6 = {instancePath:instancePath+"/ascii",schemaPath:"#/properties/ascii/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data0 !== null){
const err7 = {instancePath:instancePath+"/ascii",schemaPath:"#/properties/ascii/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err8 = {instancePath:instancePath+"/ascii",schemaPath:"#/properties/ascii/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data.unicode !== undefined && func0.call(data, "unicode")){
let data1 = data.unicode;
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(typeof data1 !== "string"){
const err9 = {instancePath:instancePath+"/unicode",schemaPath:"#/properties/unicode/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
const _errs12 = errors;
if(data1 !== null){
const err10 = {instancePath:instancePath+"/unicode",schemaPath:"#/properties/unicode/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err11 = {instancePath:instancePath+"/unicode",schemaPath:"#/properties/unicode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.valid !== undefined && func0.call(data, "valid")){
if(typeof data.valid !== "boolean"){
const err12 = {instancePath:instancePath+"/valid",schemaPath:"#/properties/valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.labels !== undefined && func0.call(data, "labels")){
let data3 = data.labels;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if((data4.unicode === undefined) || (!(func0.call(data4, "unicode")))){
const err13 = {instancePath:instancePath+"/labels/" + i0,schemaPath:"#/properties/labels/items/required",keyword:"required",params:{missingProperty: "unicode"},message:"must have required property '"+"unicode"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((data4.ascii === undefined) || (!(func0.call(data4, "ascii")))){
const err14 = {instancePath:instancePath+"/labels/" + i0,schemaPath:"#/properties/labels/items/required",keyword:"required",params:{missingProperty: "ascii"},message:"must have required property '"+"ascii"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 of Object.keys(data4)){
if(!((key1 === "unicode") || (key1 === "ascii"))){
const err15 = {instancePath:instancePath+"/labels/" + i0,schemaPath:"#/properties/labels/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data4.unicode !== undefined && func0.call(data4, "unicode")){
if(typeof data4.unicode !== "string"){
const err16 = {instancePath:instancePath+"/labels/" + i0+"/unicode",schemaPath:"#/properties/labels/items/properties/unicode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.ascii !== undefined && func0.call(data4, "ascii")){
let data6 = data4.ascii;
const _errs24 = errors;
let valid6 = false;
const _errs25 = errors;
if(typeof data6 !== "string"){
const err17 = {instancePath:instancePath+"/labels/" + i0+"/ascii",schemaPath:"#/properties/labels/items/properties/ascii/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid2 = _errs25 === errors;
valid6 = valid6 || _valid2;
const _errs27 = errors;
if(data6 !== null){
const err18 = {instancePath:instancePath+"/labels/" + i0+"/ascii",schemaPath:"#/properties/labels/items/properties/ascii/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid2 = _errs27 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const err19 = {instancePath:instancePath+"/labels/" + i0+"/ascii",schemaPath:"#/properties/labels/items/properties/ascii/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err20 = {instancePath:instancePath+"/labels/" + i0,schemaPath:"#/properties/labels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err21 = {instancePath:instancePath+"/labels",schemaPath:"#/properties/labels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.problems !== undefined && func0.call(data, "problems")){
let data7 = data.problems;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if((data8.label_index === undefined) || (!(func0.call(data8, "label_index")))){
const err22 = {instancePath:instancePath+"/problems/" + i1,schemaPath:"#/properties/problems/items/required",keyword:"required",params:{missingProperty: "label_index"},message:"must have required property '"+"label_index"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((data8.code === undefined) || (!(func0.call(data8, "code")))){
const err23 = {instancePath:instancePath+"/problems/" + i1,schemaPath:"#/properties/problems/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((data8.step === undefined) || (!(func0.call(data8, "step")))){
const err24 = {instancePath:instancePath+"/problems/" + i1,schemaPath:"#/properties/problems/items/required",keyword:"required",params:{missingProperty: "step"},message:"must have required property '"+"step"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((data8.message === undefined) || (!(func0.call(data8, "message")))){
const err25 = {instancePath:instancePath+"/problems/" + i1,schemaPath:"#/properties/problems/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key2 of Object.keys(data8)){
if(!((((key2 === "label_index") || (key2 === "code")) || (key2 === "step")) || (key2 === "message"))){
const err26 = {instancePath:instancePath+"/problems/" + i1,schemaPath:"#/properties/problems/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data8.label_index !== undefined && func0.call(data8, "label_index")){
let data9 = data8.label_index;
const _errs35 = errors;
let valid10 = false;
const _errs36 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err27 = {instancePath:instancePath+"/problems/" + i1+"/label_index",schemaPath:"#/properties/problems/items/properties/label_index/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err28 = {instancePath:instancePath+"/problems/" + i1+"/label_index",schemaPath:"#/properties/problems/items/properties/label_index/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
var _valid3 = _errs36 === errors;
valid10 = valid10 || _valid3;
const _errs38 = errors;
if(data9 !== null){
const err29 = {instancePath:instancePath+"/problems/" + i1+"/label_index",schemaPath:"#/properties/problems/items/properties/label_index/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid3 = _errs38 === errors;
valid10 = valid10 || _valid3;
if(!valid10){
const err30 = {instancePath:instancePath+"/problems/" + i1+"/label_index",schemaPath:"#/properties/problems/items/properties/label_index/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs35;
if(vErrors !== null){
if(_errs35){
vErrors.length = _errs35;
}
else {
vErrors = null;
}
}
}
}
if(data8.code !== undefined && func0.call(data8, "code")){
let data10 = data8.code;
if(!((((((((((((((((data10 === "disallowed_code_point") || (data10 === "std3_disallowed")) || (data10 === "punycode_invalid")) || (data10 === "punycode_ascii_only")) || (data10 === "not_nfc")) || (data10 === "hyphen_3_4")) || (data10 === "leading_hyphen")) || (data10 === "trailing_hyphen")) || (data10 === "xn_prefix")) || (data10 === "leading_combining_mark")) || (data10 === "contextj")) || (data10 === "bidi")) || (data10 === "empty_label")) || (data10 === "label_too_long")) || (data10 === "domain_too_long")) || (data10 === "invalid_label"))){
const err31 = {instancePath:instancePath+"/problems/" + i1+"/code",schemaPath:"#/properties/problems/items/properties/code/enum",keyword:"enum",params:{allowedValues: schema32.properties.problems.items.properties.code.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data8.step !== undefined && func0.call(data8, "step")){
if(typeof data8.step !== "string"){
const err32 = {instancePath:instancePath+"/problems/" + i1+"/step",schemaPath:"#/properties/problems/items/properties/step/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data8.message !== undefined && func0.call(data8, "message")){
if(typeof data8.message !== "string"){
const err33 = {instancePath:instancePath+"/problems/" + i1+"/message",schemaPath:"#/properties/problems/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err34 = {instancePath:instancePath+"/problems/" + i1,schemaPath:"#/properties/problems/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/problems",schemaPath:"#/properties/problems/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

