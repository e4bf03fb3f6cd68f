// generated from contracts/ — do not edit
// checksum-manifest-verify@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 80d1a7fc81f804afd156220139bb71b9 body b92ce631454b9643df4a14e171298772
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["manifest","files"],"properties":{"manifest":{"type":"string","maxLength":131072,"description":"Manifest text as written by sha256sum, md5sum, b2sum (optionally with --tag); at most 65536 UTF-8 bytes and 1000 lines."},"algorithm":{"type":"string","enum":["md5","sha1","sha224","sha256","sha384","sha512","blake2b-512"],"description":"Algorithm of the untagged lines; tagged lines name their own."},"files":{"type":"array","maxItems":100,"description":"The file contents to verify, each with a distinct name.","items":{"type":"object","additionalProperties":false,"required":["name","content"],"properties":{"name":{"type":"string","minLength":1,"maxLength":1024,"description":"Matched exactly against manifest names."},"content":{"type":"string","maxLength":349525,"description":"The file's bytes in content_encoding."},"content_encoding":{"default":"utf8","type":"string","enum":["utf8","hex","base64","base64url"]}}}}}};
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
if((data.manifest === undefined) || (!(func0.call(data, "manifest")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "manifest"},message:"must have required property '"+"manifest"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.files === undefined) || (!(func0.call(data, "files")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "manifest") || (key0 === "algorithm")) || (key0 === "files"))){
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
if(data.manifest !== undefined && func0.call(data, "manifest")){
let data0 = data.manifest;
if(typeof data0 === "string"){
if(func63(data0) > 131072){
const err3 = {instancePath:instancePath+"/manifest",schemaPath:"#/properties/manifest/maxLength",keyword:"maxLength",params:{limit: 131072},message:"must NOT have more than 131072 characters"};
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
const err4 = {instancePath:instancePath+"/manifest",schemaPath:"#/properties/manifest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.algorithm !== undefined && func0.call(data, "algorithm")){
let data1 = data.algorithm;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/algorithm",schemaPath:"#/properties/algorithm/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((((((data1 === "md5") || (data1 === "sha1")) || (data1 === "sha224")) || (data1 === "sha256")) || (data1 === "sha384")) || (data1 === "sha512")) || (data1 === "blake2b-512"))){
const err6 = {instancePath:instancePath+"/algorithm",schemaPath:"#/properties/algorithm/enum",keyword:"enum",params:{allowedValues: schema31.properties.algorithm.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.files !== undefined && func0.call(data, "files")){
let data2 = data.files;
if(Array.isArray(data2)){
if(data2.length > 100){
const err7 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
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
if((data3.name === undefined) || (!(func0.call(data3, "name")))){
const err8 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data3.content === undefined) || (!(func0.call(data3, "content")))){
const err9 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 of Object.keys(data3)){
if(!(((key1 === "name") || (key1 === "content")) || (key1 === "content_encoding"))){
const err10 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.name !== undefined && func0.call(data3, "name")){
let data4 = data3.name;
if(typeof data4 === "string"){
if(func63(data4) > 1024){
const err11 = {instancePath:instancePath+"/files/" + i0+"/name",schemaPath:"#/properties/files/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func63(data4) < 1){
const err12 = {instancePath:instancePath+"/files/" + i0+"/name",schemaPath:"#/properties/files/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/files/" + i0+"/name",schemaPath:"#/properties/files/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.content !== undefined && func0.call(data3, "content")){
let data5 = data3.content;
if(typeof data5 === "string"){
if(func63(data5) > 349525){
const err14 = {instancePath:instancePath+"/files/" + i0+"/content",schemaPath:"#/properties/files/items/properties/content/maxLength",keyword:"maxLength",params:{limit: 349525},message:"must NOT have more than 349525 characters"};
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
const err15 = {instancePath:instancePath+"/files/" + i0+"/content",schemaPath:"#/properties/files/items/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.content_encoding !== undefined && func0.call(data3, "content_encoding")){
let data6 = data3.content_encoding;
if(typeof data6 !== "string"){
const err16 = {instancePath:instancePath+"/files/" + i0+"/content_encoding",schemaPath:"#/properties/files/items/properties/content_encoding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((((data6 === "utf8") || (data6 === "hex")) || (data6 === "base64")) || (data6 === "base64url"))){
const err17 = {instancePath:instancePath+"/files/" + i0+"/content_encoding",schemaPath:"#/properties/files/items/properties/content_encoding/enum",keyword:"enum",params:{allowedValues: schema31.properties.files.items.properties.content_encoding.enum},message:"must be equal to one of the allowed values"};
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
const err18 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/properties/files/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err19 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["valid","results","unlisted_files","bad_lines","counts"],"properties":{"valid":{"type":"boolean"},"results":{"type":"array","maxItems":1000,"items":{"type":"object","additionalProperties":false,"required":["name","status"],"properties":{"name":{"type":"string","minLength":1,"maxLength":65536},"status":{"type":"string","enum":["ok","mismatch","missing"]}}}},"unlisted_files":{"type":"array","maxItems":100,"items":{"type":"string","minLength":1,"maxLength":1024}},"bad_lines":{"type":"array","maxItems":1000,"items":{"type":"object","additionalProperties":false,"required":["line","reason"],"properties":{"line":{"type":"integer","minimum":1,"maximum":1000},"reason":{"type":"string","enum":["unparsable_line","algorithm_required","unknown_algorithm_tag","digest_wrong_length_for_algorithm","duplicate_filename"]}}}},"counts":{"type":"object","additionalProperties":false,"required":["manifest_lines","checked","ok","mismatch","missing","unlisted","bad_lines"],"properties":{"manifest_lines":{"type":"integer","minimum":0,"maximum":1000},"checked":{"type":"integer","minimum":0,"maximum":1000},"ok":{"type":"integer","minimum":0,"maximum":1000},"mismatch":{"type":"integer","minimum":0,"maximum":1000},"missing":{"type":"integer","minimum":0,"maximum":1000},"unlisted":{"type":"integer","minimum":0,"maximum":100},"bad_lines":{"type":"integer","minimum":0,"maximum":1000}}}}};

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
if((data.valid === undefined) || (!(func0.call(data, "valid")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "valid"},message:"must have required property '"+"valid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.results === undefined) || (!(func0.call(data, "results")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "results"},message:"must have required property '"+"results"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.unlisted_files === undefined) || (!(func0.call(data, "unlisted_files")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unlisted_files"},message:"must have required property '"+"unlisted_files"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.bad_lines === undefined) || (!(func0.call(data, "bad_lines")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bad_lines"},message:"must have required property '"+"bad_lines"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.counts === undefined) || (!(func0.call(data, "counts")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "counts"},message:"must have required property '"+"counts"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "valid") || (key0 === "results")) || (key0 === "unlisted_files")) || (key0 === "bad_lines")) || (key0 === "counts"))){
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
if(data.valid !== undefined && func0.call(data, "valid")){
if(typeof data.valid !== "boolean"){
const err6 = {instancePath:instancePath+"/valid",schemaPath:"#/properties/valid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.results !== undefined && func0.call(data, "results")){
let data1 = data.results;
if(Array.isArray(data1)){
if(data1.length > 1000){
const err7 = {instancePath:instancePath+"/results",schemaPath:"#/properties/results/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if((data2.name === undefined) || (!(func0.call(data2, "name")))){
const err8 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data2.status === undefined) || (!(func0.call(data2, "status")))){
const err9 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 of Object.keys(data2)){
if(!((key1 === "name") || (key1 === "status"))){
const err10 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.name !== undefined && func0.call(data2, "name")){
let data3 = data2.name;
if(typeof data3 === "string"){
if(func63(data3) > 65536){
const err11 = {instancePath:instancePath+"/results/" + i0+"/name",schemaPath:"#/properties/results/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func63(data3) < 1){
const err12 = {instancePath:instancePath+"/results/" + i0+"/name",schemaPath:"#/properties/results/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/results/" + i0+"/name",schemaPath:"#/properties/results/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.status !== undefined && func0.call(data2, "status")){
let data4 = data2.status;
if(typeof data4 !== "string"){
const err14 = {instancePath:instancePath+"/results/" + i0+"/status",schemaPath:"#/properties/results/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((data4 === "ok") || (data4 === "mismatch")) || (data4 === "missing"))){
const err15 = {instancePath:instancePath+"/results/" + i0+"/status",schemaPath:"#/properties/results/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema32.properties.results.items.properties.status.enum},message:"must be equal to one of the allowed values"};
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
const err16 = {instancePath:instancePath+"/results/" + i0,schemaPath:"#/properties/results/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err17 = {instancePath:instancePath+"/results",schemaPath:"#/properties/results/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.unlisted_files !== undefined && func0.call(data, "unlisted_files")){
let data5 = data.unlisted_files;
if(Array.isArray(data5)){
if(data5.length > 100){
const err18 = {instancePath:instancePath+"/unlisted_files",schemaPath:"#/properties/unlisted_files/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
if(typeof data6 === "string"){
if(func63(data6) > 1024){
const err19 = {instancePath:instancePath+"/unlisted_files/" + i1,schemaPath:"#/properties/unlisted_files/items/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func63(data6) < 1){
const err20 = {instancePath:instancePath+"/unlisted_files/" + i1,schemaPath:"#/properties/unlisted_files/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err21 = {instancePath:instancePath+"/unlisted_files/" + i1,schemaPath:"#/properties/unlisted_files/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/unlisted_files",schemaPath:"#/properties/unlisted_files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.bad_lines !== undefined && func0.call(data, "bad_lines")){
let data7 = data.bad_lines;
if(Array.isArray(data7)){
if(data7.length > 1000){
const err23 = {instancePath:instancePath+"/bad_lines",schemaPath:"#/properties/bad_lines/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const len2 = data7.length;
for(let i2=0; i2<len2; i2++){
let data8 = data7[i2];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if((data8.line === undefined) || (!(func0.call(data8, "line")))){
const err24 = {instancePath:instancePath+"/bad_lines/" + i2,schemaPath:"#/properties/bad_lines/items/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((data8.reason === undefined) || (!(func0.call(data8, "reason")))){
const err25 = {instancePath:instancePath+"/bad_lines/" + i2,schemaPath:"#/properties/bad_lines/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key2 of Object.keys(data8)){
if(!((key2 === "line") || (key2 === "reason"))){
const err26 = {instancePath:instancePath+"/bad_lines/" + i2,schemaPath:"#/properties/bad_lines/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data8.line !== undefined && func0.call(data8, "line")){
let data9 = data8.line;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err27 = {instancePath:instancePath+"/bad_lines/" + i2+"/line",schemaPath:"#/properties/bad_lines/items/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 1000 || isNaN(data9)){
const err28 = {instancePath:instancePath+"/bad_lines/" + i2+"/line",schemaPath:"#/properties/bad_lines/items/properties/line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err29 = {instancePath:instancePath+"/bad_lines/" + i2+"/line",schemaPath:"#/properties/bad_lines/items/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data8.reason !== undefined && func0.call(data8, "reason")){
let data10 = data8.reason;
if(typeof data10 !== "string"){
const err30 = {instancePath:instancePath+"/bad_lines/" + i2+"/reason",schemaPath:"#/properties/bad_lines/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!(((((data10 === "unparsable_line") || (data10 === "algorithm_required")) || (data10 === "unknown_algorithm_tag")) || (data10 === "digest_wrong_length_for_algorithm")) || (data10 === "duplicate_filename"))){
const err31 = {instancePath:instancePath+"/bad_lines/" + i2+"/reason",schemaPath:"#/properties/bad_lines/items/properties/reason/enum",keyword:"enum",params:{allowedValues: schema32.properties.bad_lines.items.properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/bad_lines/" + i2,schemaPath:"#/properties/bad_lines/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err33 = {instancePath:instancePath+"/bad_lines",schemaPath:"#/properties/bad_lines/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.counts !== undefined && func0.call(data, "counts")){
let data11 = data.counts;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if((data11.manifest_lines === undefined) || (!(func0.call(data11, "manifest_lines")))){
const err34 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "manifest_lines"},message:"must have required property '"+"manifest_lines"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((data11.checked === undefined) || (!(func0.call(data11, "checked")))){
const err35 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "checked"},message:"must have required property '"+"checked"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((data11.ok === undefined) || (!(func0.call(data11, "ok")))){
const err36 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "ok"},message:"must have required property '"+"ok"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((data11.mismatch === undefined) || (!(func0.call(data11, "mismatch")))){
const err37 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "mismatch"},message:"must have required property '"+"mismatch"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((data11.missing === undefined) || (!(func0.call(data11, "missing")))){
const err38 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "missing"},message:"must have required property '"+"missing"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((data11.unlisted === undefined) || (!(func0.call(data11, "unlisted")))){
const err39 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "unlisted"},message:"must have required property '"+"unlisted"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((data11.bad_lines === undefined) || (!(func0.call(data11, "bad_lines")))){
const err40 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: "bad_lines"},message:"must have required property '"+"bad_lines"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
for(const key3 of Object.keys(data11)){
if(!(((((((key3 === "manifest_lines") || (key3 === "checked")) || (key3 === "ok")) || (key3 === "mismatch")) || (key3 === "missing")) || (key3 === "unlisted")) || (key3 === "bad_lines"))){
const err41 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data11.manifest_lines !== undefined && func0.call(data11, "manifest_lines")){
let data12 = data11.manifest_lines;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err42 = {instancePath:instancePath+"/counts/manifest_lines",schemaPath:"#/properties/counts/properties/manifest_lines/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 1000 || isNaN(data12)){
const err43 = {instancePath:instancePath+"/counts/manifest_lines",schemaPath:"#/properties/counts/properties/manifest_lines/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err44 = {instancePath:instancePath+"/counts/manifest_lines",schemaPath:"#/properties/counts/properties/manifest_lines/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data11.checked !== undefined && func0.call(data11, "checked")){
let data13 = data11.checked;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err45 = {instancePath:instancePath+"/counts/checked",schemaPath:"#/properties/counts/properties/checked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 1000 || isNaN(data13)){
const err46 = {instancePath:instancePath+"/counts/checked",schemaPath:"#/properties/counts/properties/checked/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err47 = {instancePath:instancePath+"/counts/checked",schemaPath:"#/properties/counts/properties/checked/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data11.ok !== undefined && func0.call(data11, "ok")){
let data14 = data11.ok;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err48 = {instancePath:instancePath+"/counts/ok",schemaPath:"#/properties/counts/properties/ok/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 1000 || isNaN(data14)){
const err49 = {instancePath:instancePath+"/counts/ok",schemaPath:"#/properties/counts/properties/ok/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err50 = {instancePath:instancePath+"/counts/ok",schemaPath:"#/properties/counts/properties/ok/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data11.mismatch !== undefined && func0.call(data11, "mismatch")){
let data15 = data11.mismatch;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err51 = {instancePath:instancePath+"/counts/mismatch",schemaPath:"#/properties/counts/properties/mismatch/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 1000 || isNaN(data15)){
const err52 = {instancePath:instancePath+"/counts/mismatch",schemaPath:"#/properties/counts/properties/mismatch/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err53 = {instancePath:instancePath+"/counts/mismatch",schemaPath:"#/properties/counts/properties/mismatch/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data11.missing !== undefined && func0.call(data11, "missing")){
let data16 = data11.missing;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err54 = {instancePath:instancePath+"/counts/missing",schemaPath:"#/properties/counts/properties/missing/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 1000 || isNaN(data16)){
const err55 = {instancePath:instancePath+"/counts/missing",schemaPath:"#/properties/counts/properties/missing/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err56 = {instancePath:instancePath+"/counts/missing",schemaPath:"#/properties/counts/properties/missing/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data11.unlisted !== undefined && func0.call(data11, "unlisted")){
let data17 = data11.unlisted;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err57 = {instancePath:instancePath+"/counts/unlisted",schemaPath:"#/properties/counts/properties/unlisted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 100 || isNaN(data17)){
const err58 = {instancePath:instancePath+"/counts/unlisted",schemaPath:"#/properties/counts/properties/unlisted/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data17 < 0 || isNaN(data17)){
const err59 = {instancePath:instancePath+"/counts/unlisted",schemaPath:"#/properties/counts/properties/unlisted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
if(data11.bad_lines !== undefined && func0.call(data11, "bad_lines")){
let data18 = data11.bad_lines;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err60 = {instancePath:instancePath+"/counts/bad_lines",schemaPath:"#/properties/counts/properties/bad_lines/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 1000 || isNaN(data18)){
const err61 = {instancePath:instancePath+"/counts/bad_lines",schemaPath:"#/properties/counts/properties/bad_lines/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data18 < 0 || isNaN(data18)){
const err62 = {instancePath:instancePath+"/counts/bad_lines",schemaPath:"#/properties/counts/properties/bad_lines/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
}
else {
const err63 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err64 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

