// generated from contracts/ — do not edit
// text-patch-parse@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 4c1774d5061600eda2487592dd74576a body 6c18dc63594614eb19f1023cec5aa010
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["patch"],"properties":{"patch":{"type":"string","maxLength":262144,"description":"A unified diff, possibly of several files, possibly inside a mail or git diff output."}}};
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
if((data.patch === undefined) || (!(func0.call(data, "patch")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "patch"},message:"must have required property '"+"patch"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "patch")){
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
if(data.patch !== undefined && func0.call(data, "patch")){
let data0 = data.patch;
if(typeof data0 === "string"){
if(func62(data0) > 262144){
const err2 = {instancePath:instancePath+"/patch",schemaPath:"#/properties/patch/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err3 = {instancePath:instancePath+"/patch",schemaPath:"#/properties/patch/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["files"],"properties":{"files":{"type":"array","maxItems":65536,"items":{"type":"object","additionalProperties":false,"required":["old_name","old_timestamp","new_name","new_timestamp","kind","line","deleted","inserted","hunks"],"properties":{"old_name":{"type":"string","maxLength":262144},"old_timestamp":{"anyOf":[{"type":"string","maxLength":262144},{"type":"null"}]},"new_name":{"type":"string","maxLength":262144},"new_timestamp":{"anyOf":[{"type":"string","maxLength":262144},{"type":"null"}]},"kind":{"type":"string","enum":["modify","create","delete"]},"line":{"type":"integer","minimum":1,"maximum":262145},"deleted":{"type":"integer","minimum":0,"maximum":262145},"inserted":{"type":"integer","minimum":0,"maximum":262145},"hunks":{"type":"array","maxItems":131072,"items":{"type":"object","additionalProperties":false,"required":["old_start","old_length","new_start","new_length","section","line","lines"],"properties":{"old_start":{"type":"integer","minimum":0,"maximum":99999999},"old_length":{"type":"integer","minimum":0,"maximum":99999999},"new_start":{"type":"integer","minimum":0,"maximum":99999999},"new_length":{"type":"integer","minimum":0,"maximum":99999999},"section":{"anyOf":[{"type":"string","maxLength":262144},{"type":"null"}]},"line":{"type":"integer","minimum":1,"maximum":262145},"lines":{"type":"array","maxItems":262145,"items":{"type":"object","additionalProperties":false,"required":["op","text","newline"],"properties":{"op":{"type":"string","enum":["context","delete","insert"]},"text":{"type":"string","maxLength":262144},"newline":{"type":"boolean"}}}}}}}}}}}};

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
if((data.files === undefined) || (!(func0.call(data, "files")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "files")){
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
if(data.files !== undefined && func0.call(data, "files")){
let data0 = data.files;
if(Array.isArray(data0)){
if(data0.length > 65536){
const err2 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/maxItems",keyword:"maxItems",params:{limit: 65536},message:"must NOT have more than 65536 items"};
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
if((data1.old_name === undefined) || (!(func0.call(data1, "old_name")))){
const err3 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "old_name"},message:"must have required property '"+"old_name"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data1.old_timestamp === undefined) || (!(func0.call(data1, "old_timestamp")))){
const err4 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "old_timestamp"},message:"must have required property '"+"old_timestamp"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data1.new_name === undefined) || (!(func0.call(data1, "new_name")))){
const err5 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "new_name"},message:"must have required property '"+"new_name"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data1.new_timestamp === undefined) || (!(func0.call(data1, "new_timestamp")))){
const err6 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "new_timestamp"},message:"must have required property '"+"new_timestamp"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data1.kind === undefined) || (!(func0.call(data1, "kind")))){
const err7 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data1.line === undefined) || (!(func0.call(data1, "line")))){
const err8 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data1.deleted === undefined) || (!(func0.call(data1, "deleted")))){
const err9 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "deleted"},message:"must have required property '"+"deleted"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data1.inserted === undefined) || (!(func0.call(data1, "inserted")))){
const err10 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "inserted"},message:"must have required property '"+"inserted"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data1.hunks === undefined) || (!(func0.call(data1, "hunks")))){
const err11 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "hunks"},message:"must have required property '"+"hunks"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(func0.call(schema32.properties.files.items.properties, key1))){
const err12 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.old_name !== undefined && func0.call(data1, "old_name")){
let data2 = data1.old_name;
if(typeof data2 === "string"){
if(func62(data2) > 262144){
const err13 = {instancePath:instancePath+"/files/" + i0+"/old_name",schemaPath:"#/properties/files/items/properties/old_name/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err14 = {instancePath:instancePath+"/files/" + i0+"/old_name",schemaPath:"#/properties/files/items/properties/old_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.old_timestamp !== undefined && func0.call(data1, "old_timestamp")){
let data3 = data1.old_timestamp;
const _errs10 = errors;
let valid4 = false;
const _errs11 = errors;
if(typeof data3 === "string"){
if(func62(data3) > 262144){
const err15 = {instancePath:instancePath+"/files/" + i0+"/old_timestamp",schemaPath:"#/properties/files/items/properties/old_timestamp/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err16 = {instancePath:instancePath+"/files/" + i0+"/old_timestamp",schemaPath:"#/properties/files/items/properties/old_timestamp/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid4 = valid4 || _valid0;
const _errs13 = errors;
if(data3 !== null){
const err17 = {instancePath:instancePath+"/files/" + i0+"/old_timestamp",schemaPath:"#/properties/files/items/properties/old_timestamp/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err18 = {instancePath:instancePath+"/files/" + i0+"/old_timestamp",schemaPath:"#/properties/files/items/properties/old_timestamp/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
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
if(data1.new_name !== undefined && func0.call(data1, "new_name")){
let data4 = data1.new_name;
if(typeof data4 === "string"){
if(func62(data4) > 262144){
const err19 = {instancePath:instancePath+"/files/" + i0+"/new_name",schemaPath:"#/properties/files/items/properties/new_name/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err20 = {instancePath:instancePath+"/files/" + i0+"/new_name",schemaPath:"#/properties/files/items/properties/new_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data1.new_timestamp !== undefined && func0.call(data1, "new_timestamp")){
let data5 = data1.new_timestamp;
const _errs18 = errors;
let valid5 = false;
const _errs19 = errors;
if(typeof data5 === "string"){
if(func62(data5) > 262144){
const err21 = {instancePath:instancePath+"/files/" + i0+"/new_timestamp",schemaPath:"#/properties/files/items/properties/new_timestamp/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err22 = {instancePath:instancePath+"/files/" + i0+"/new_timestamp",schemaPath:"#/properties/files/items/properties/new_timestamp/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid5 = valid5 || _valid1;
const _errs21 = errors;
if(data5 !== null){
const err23 = {instancePath:instancePath+"/files/" + i0+"/new_timestamp",schemaPath:"#/properties/files/items/properties/new_timestamp/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err24 = {instancePath:instancePath+"/files/" + i0+"/new_timestamp",schemaPath:"#/properties/files/items/properties/new_timestamp/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(data1.kind !== undefined && func0.call(data1, "kind")){
let data6 = data1.kind;
if(typeof data6 !== "string"){
const err25 = {instancePath:instancePath+"/files/" + i0+"/kind",schemaPath:"#/properties/files/items/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!(((data6 === "modify") || (data6 === "create")) || (data6 === "delete"))){
const err26 = {instancePath:instancePath+"/files/" + i0+"/kind",schemaPath:"#/properties/files/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema32.properties.files.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data1.line !== undefined && func0.call(data1, "line")){
let data7 = data1.line;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err27 = {instancePath:instancePath+"/files/" + i0+"/line",schemaPath:"#/properties/files/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 262145 || isNaN(data7)){
const err28 = {instancePath:instancePath+"/files/" + i0+"/line",schemaPath:"#/properties/files/items/properties/line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err29 = {instancePath:instancePath+"/files/" + i0+"/line",schemaPath:"#/properties/files/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data1.deleted !== undefined && func0.call(data1, "deleted")){
let data8 = data1.deleted;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err30 = {instancePath:instancePath+"/files/" + i0+"/deleted",schemaPath:"#/properties/files/items/properties/deleted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 262145 || isNaN(data8)){
const err31 = {instancePath:instancePath+"/files/" + i0+"/deleted",schemaPath:"#/properties/files/items/properties/deleted/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err32 = {instancePath:instancePath+"/files/" + i0+"/deleted",schemaPath:"#/properties/files/items/properties/deleted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.inserted !== undefined && func0.call(data1, "inserted")){
let data9 = data1.inserted;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err33 = {instancePath:instancePath+"/files/" + i0+"/inserted",schemaPath:"#/properties/files/items/properties/inserted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 262145 || isNaN(data9)){
const err34 = {instancePath:instancePath+"/files/" + i0+"/inserted",schemaPath:"#/properties/files/items/properties/inserted/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err35 = {instancePath:instancePath+"/files/" + i0+"/inserted",schemaPath:"#/properties/files/items/properties/inserted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data1.hunks !== undefined && func0.call(data1, "hunks")){
let data10 = data1.hunks;
if(Array.isArray(data10)){
if(data10.length > 131072){
const err36 = {instancePath:instancePath+"/files/" + i0+"/hunks",schemaPath:"#/properties/files/items/properties/hunks/maxItems",keyword:"maxItems",params:{limit: 131072},message:"must NOT have more than 131072 items"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if((data11.old_start === undefined) || (!(func0.call(data11, "old_start")))){
const err37 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1,schemaPath:"#/properties/files/items/properties/hunks/items/required",keyword:"required",params:{missingProperty: "old_start"},message:"must have required property '"+"old_start"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((data11.old_length === undefined) || (!(func0.call(data11, "old_length")))){
const err38 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1,schemaPath:"#/properties/files/items/properties/hunks/items/required",keyword:"required",params:{missingProperty: "old_length"},message:"must have required property '"+"old_length"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((data11.new_start === undefined) || (!(func0.call(data11, "new_start")))){
const err39 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1,schemaPath:"#/properties/files/items/properties/hunks/items/required",keyword:"required",params:{missingProperty: "new_start"},message:"must have required property '"+"new_start"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((data11.new_length === undefined) || (!(func0.call(data11, "new_length")))){
const err40 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1,schemaPath:"#/properties/files/items/properties/hunks/items/required",keyword:"required",params:{missingProperty: "new_length"},message:"must have required property '"+"new_length"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((data11.section === undefined) || (!(func0.call(data11, "section")))){
const err41 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1,schemaPath:"#/properties/files/items/properties/hunks/items/required",keyword:"required",params:{missingProperty: "section"},message:"must have required property '"+"section"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((data11.line === undefined) || (!(func0.call(data11, "line")))){
const err42 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1,schemaPath:"#/properties/files/items/properties/hunks/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((data11.lines === undefined) || (!(func0.call(data11, "lines")))){
const err43 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1,schemaPath:"#/properties/files/items/properties/hunks/items/required",keyword:"required",params:{missingProperty: "lines"},message:"must have required property '"+"lines"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
for(const key2 of Object.keys(data11)){
if(!(((((((key2 === "old_start") || (key2 === "old_length")) || (key2 === "new_start")) || (key2 === "new_length")) || (key2 === "section")) || (key2 === "line")) || (key2 === "lines"))){
const err44 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1,schemaPath:"#/properties/files/items/properties/hunks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data11.old_start !== undefined && func0.call(data11, "old_start")){
let data12 = data11.old_start;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err45 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/old_start",schemaPath:"#/properties/files/items/properties/hunks/items/properties/old_start/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 99999999 || isNaN(data12)){
const err46 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/old_start",schemaPath:"#/properties/files/items/properties/hunks/items/properties/old_start/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999},message:"must be <= 99999999"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err47 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/old_start",schemaPath:"#/properties/files/items/properties/hunks/items/properties/old_start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
if(data11.old_length !== undefined && func0.call(data11, "old_length")){
let data13 = data11.old_length;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err48 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/old_length",schemaPath:"#/properties/files/items/properties/hunks/items/properties/old_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 99999999 || isNaN(data13)){
const err49 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/old_length",schemaPath:"#/properties/files/items/properties/hunks/items/properties/old_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999},message:"must be <= 99999999"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err50 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/old_length",schemaPath:"#/properties/files/items/properties/hunks/items/properties/old_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
if(data11.new_start !== undefined && func0.call(data11, "new_start")){
let data14 = data11.new_start;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err51 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/new_start",schemaPath:"#/properties/files/items/properties/hunks/items/properties/new_start/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 99999999 || isNaN(data14)){
const err52 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/new_start",schemaPath:"#/properties/files/items/properties/hunks/items/properties/new_start/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999},message:"must be <= 99999999"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err53 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/new_start",schemaPath:"#/properties/files/items/properties/hunks/items/properties/new_start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data11.new_length !== undefined && func0.call(data11, "new_length")){
let data15 = data11.new_length;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err54 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/new_length",schemaPath:"#/properties/files/items/properties/hunks/items/properties/new_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 99999999 || isNaN(data15)){
const err55 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/new_length",schemaPath:"#/properties/files/items/properties/hunks/items/properties/new_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999999},message:"must be <= 99999999"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err56 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/new_length",schemaPath:"#/properties/files/items/properties/hunks/items/properties/new_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
if(data11.section !== undefined && func0.call(data11, "section")){
let data16 = data11.section;
const _errs45 = errors;
let valid9 = false;
const _errs46 = errors;
if(typeof data16 === "string"){
if(func62(data16) > 262144){
const err57 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/section",schemaPath:"#/properties/files/items/properties/hunks/items/properties/section/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/section",schemaPath:"#/properties/files/items/properties/hunks/items/properties/section/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid2 = _errs46 === errors;
valid9 = valid9 || _valid2;
const _errs48 = errors;
if(data16 !== null){
const err59 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/section",schemaPath:"#/properties/files/items/properties/hunks/items/properties/section/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid2 = _errs48 === errors;
valid9 = valid9 || _valid2;
if(!valid9){
const err60 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/section",schemaPath:"#/properties/files/items/properties/hunks/items/properties/section/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
else {
errors = _errs45;
if(vErrors !== null){
if(_errs45){
vErrors.length = _errs45;
}
else {
vErrors = null;
}
}
}
}
if(data11.line !== undefined && func0.call(data11, "line")){
let data17 = data11.line;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err61 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/line",schemaPath:"#/properties/files/items/properties/hunks/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 262145 || isNaN(data17)){
const err62 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/line",schemaPath:"#/properties/files/items/properties/hunks/items/properties/line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262145},message:"must be <= 262145"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data17 < 1 || isNaN(data17)){
const err63 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/line",schemaPath:"#/properties/files/items/properties/hunks/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
if(data11.lines !== undefined && func0.call(data11, "lines")){
let data18 = data11.lines;
if(Array.isArray(data18)){
if(data18.length > 262145){
const err64 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/lines",schemaPath:"#/properties/files/items/properties/hunks/items/properties/lines/maxItems",keyword:"maxItems",params:{limit: 262145},message:"must NOT have more than 262145 items"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
const len2 = data18.length;
for(let i2=0; i2<len2; i2++){
let data19 = data18[i2];
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if((data19.op === undefined) || (!(func0.call(data19, "op")))){
const err65 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/lines/" + i2,schemaPath:"#/properties/files/items/properties/hunks/items/properties/lines/items/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if((data19.text === undefined) || (!(func0.call(data19, "text")))){
const err66 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/lines/" + i2,schemaPath:"#/properties/files/items/properties/hunks/items/properties/lines/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if((data19.newline === undefined) || (!(func0.call(data19, "newline")))){
const err67 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/lines/" + i2,schemaPath:"#/properties/files/items/properties/hunks/items/properties/lines/items/required",keyword:"required",params:{missingProperty: "newline"},message:"must have required property '"+"newline"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
for(const key3 of Object.keys(data19)){
if(!(((key3 === "op") || (key3 === "text")) || (key3 === "newline"))){
const err68 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/lines/" + i2,schemaPath:"#/properties/files/items/properties/hunks/items/properties/lines/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data19.op !== undefined && func0.call(data19, "op")){
let data20 = data19.op;
if(typeof data20 !== "string"){
const err69 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/lines/" + i2+"/op",schemaPath:"#/properties/files/items/properties/hunks/items/properties/lines/items/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(!(((data20 === "context") || (data20 === "delete")) || (data20 === "insert"))){
const err70 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/lines/" + i2+"/op",schemaPath:"#/properties/files/items/properties/hunks/items/properties/lines/items/properties/op/enum",keyword:"enum",params:{allowedValues: schema32.properties.files.items.properties.hunks.items.properties.lines.items.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data19.text !== undefined && func0.call(data19, "text")){
let data21 = data19.text;
if(typeof data21 === "string"){
if(func62(data21) > 262144){
const err71 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/lines/" + i2+"/text",schemaPath:"#/properties/files/items/properties/hunks/items/properties/lines/items/properties/text/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/lines/" + i2+"/text",schemaPath:"#/properties/files/items/properties/hunks/items/properties/lines/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data19.newline !== undefined && func0.call(data19, "newline")){
if(typeof data19.newline !== "boolean"){
const err73 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/lines/" + i2+"/newline",schemaPath:"#/properties/files/items/properties/hunks/items/properties/lines/items/properties/newline/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err74 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/lines/" + i2,schemaPath:"#/properties/files/items/properties/hunks/items/properties/lines/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1+"/lines",schemaPath:"#/properties/files/items/properties/hunks/items/properties/lines/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
else {
const err76 = {instancePath:instancePath+"/files/" + i0+"/hunks/" + i1,schemaPath:"#/properties/files/items/properties/hunks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err77 = {instancePath:instancePath+"/files/" + i0+"/hunks",schemaPath:"#/properties/files/items/properties/hunks/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err78 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err79 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
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

