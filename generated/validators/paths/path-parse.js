// generated from contracts/ — do not edit
// path-parse@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 14b3f522b435184244894e4a38142d9c body 46d0524f2148be09dc10d3bce9fc571c
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["path","style"],"properties":{"path":{"type":"string","maxLength":1000000},"style":{"type":"string","enum":["posix","windows"]}}};
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
if((data.path === undefined) || (!(func0.call(data, "path")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.style === undefined) || (!(func0.call(data, "style")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "style"},message:"must have required property '"+"style"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "path") || (key0 === "style"))){
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
if(data.path !== undefined && func0.call(data, "path")){
let data0 = data.path;
if(typeof data0 === "string"){
if(func63(data0) > 1000000){
const err3 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/maxLength",keyword:"maxLength",params:{limit: 1000000},message:"must NOT have more than 1000000 characters"};
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
const err4 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.style !== undefined && func0.call(data, "style")){
let data1 = data.style;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data1 === "posix") || (data1 === "windows"))){
const err6 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/enum",keyword:"enum",params:{allowedValues: schema31.properties.style.enum},message:"must be equal to one of the allowed values"};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["kind","root","drive","server","share","segments","trailing_separator","rooted","fully_qualified","dirname","basename","stem","extension","suffixes"],"properties":{"kind":{"type":"string","enum":["relative","absolute","rooted","drive_relative","drive_absolute","unc","device","verbatim"]},"root":{"type":"string","maxLength":32768},"drive":{"type":"string","maxLength":2},"server":{"type":"string","maxLength":32767},"share":{"type":"string","maxLength":32767},"segments":{"type":"array","maxItems":16384,"items":{"type":"string","maxLength":32767}},"trailing_separator":{"type":"boolean"},"rooted":{"type":"boolean"},"fully_qualified":{"type":"boolean"},"dirname":{"type":"string","maxLength":32768},"basename":{"type":"string","maxLength":32767},"stem":{"type":"string","maxLength":32767},"extension":{"type":"string","maxLength":32767},"suffixes":{"type":"array","maxItems":32767,"items":{"type":"string","maxLength":32767}}}};

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
if((data.kind === undefined) || (!(func0.call(data, "kind")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.root === undefined) || (!(func0.call(data, "root")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "root"},message:"must have required property '"+"root"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.drive === undefined) || (!(func0.call(data, "drive")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "drive"},message:"must have required property '"+"drive"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.server === undefined) || (!(func0.call(data, "server")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "server"},message:"must have required property '"+"server"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.share === undefined) || (!(func0.call(data, "share")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "share"},message:"must have required property '"+"share"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.segments === undefined) || (!(func0.call(data, "segments")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "segments"},message:"must have required property '"+"segments"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.trailing_separator === undefined) || (!(func0.call(data, "trailing_separator")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "trailing_separator"},message:"must have required property '"+"trailing_separator"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data.rooted === undefined) || (!(func0.call(data, "rooted")))){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rooted"},message:"must have required property '"+"rooted"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data.fully_qualified === undefined) || (!(func0.call(data, "fully_qualified")))){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fully_qualified"},message:"must have required property '"+"fully_qualified"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data.dirname === undefined) || (!(func0.call(data, "dirname")))){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dirname"},message:"must have required property '"+"dirname"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data.basename === undefined) || (!(func0.call(data, "basename")))){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "basename"},message:"must have required property '"+"basename"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data.stem === undefined) || (!(func0.call(data, "stem")))){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stem"},message:"must have required property '"+"stem"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data.extension === undefined) || (!(func0.call(data, "extension")))){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "extension"},message:"must have required property '"+"extension"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((data.suffixes === undefined) || (!(func0.call(data, "suffixes")))){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "suffixes"},message:"must have required property '"+"suffixes"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(func0.call(schema32.properties, key0))){
const err14 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.kind !== undefined && func0.call(data, "kind")){
let data0 = data.kind;
if(typeof data0 !== "string"){
const err15 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((((((((data0 === "relative") || (data0 === "absolute")) || (data0 === "rooted")) || (data0 === "drive_relative")) || (data0 === "drive_absolute")) || (data0 === "unc")) || (data0 === "device")) || (data0 === "verbatim"))){
const err16 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema32.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.root !== undefined && func0.call(data, "root")){
let data1 = data.root;
if(typeof data1 === "string"){
if(func63(data1) > 32768){
const err17 = {instancePath:instancePath+"/root",schemaPath:"#/properties/root/maxLength",keyword:"maxLength",params:{limit: 32768},message:"must NOT have more than 32768 characters"};
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
const err18 = {instancePath:instancePath+"/root",schemaPath:"#/properties/root/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.drive !== undefined && func0.call(data, "drive")){
let data2 = data.drive;
if(typeof data2 === "string"){
if(func63(data2) > 2){
const err19 = {instancePath:instancePath+"/drive",schemaPath:"#/properties/drive/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters"};
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
const err20 = {instancePath:instancePath+"/drive",schemaPath:"#/properties/drive/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.server !== undefined && func0.call(data, "server")){
let data3 = data.server;
if(typeof data3 === "string"){
if(func63(data3) > 32767){
const err21 = {instancePath:instancePath+"/server",schemaPath:"#/properties/server/maxLength",keyword:"maxLength",params:{limit: 32767},message:"must NOT have more than 32767 characters"};
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
const err22 = {instancePath:instancePath+"/server",schemaPath:"#/properties/server/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.share !== undefined && func0.call(data, "share")){
let data4 = data.share;
if(typeof data4 === "string"){
if(func63(data4) > 32767){
const err23 = {instancePath:instancePath+"/share",schemaPath:"#/properties/share/maxLength",keyword:"maxLength",params:{limit: 32767},message:"must NOT have more than 32767 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/share",schemaPath:"#/properties/share/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.segments !== undefined && func0.call(data, "segments")){
let data5 = data.segments;
if(Array.isArray(data5)){
if(data5.length > 16384){
const err25 = {instancePath:instancePath+"/segments",schemaPath:"#/properties/segments/maxItems",keyword:"maxItems",params:{limit: 16384},message:"must NOT have more than 16384 items"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 === "string"){
if(func63(data6) > 32767){
const err26 = {instancePath:instancePath+"/segments/" + i0,schemaPath:"#/properties/segments/items/maxLength",keyword:"maxLength",params:{limit: 32767},message:"must NOT have more than 32767 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/segments/" + i0,schemaPath:"#/properties/segments/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err28 = {instancePath:instancePath+"/segments",schemaPath:"#/properties/segments/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.trailing_separator !== undefined && func0.call(data, "trailing_separator")){
if(typeof data.trailing_separator !== "boolean"){
const err29 = {instancePath:instancePath+"/trailing_separator",schemaPath:"#/properties/trailing_separator/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.rooted !== undefined && func0.call(data, "rooted")){
if(typeof data.rooted !== "boolean"){
const err30 = {instancePath:instancePath+"/rooted",schemaPath:"#/properties/rooted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.fully_qualified !== undefined && func0.call(data, "fully_qualified")){
if(typeof data.fully_qualified !== "boolean"){
const err31 = {instancePath:instancePath+"/fully_qualified",schemaPath:"#/properties/fully_qualified/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.dirname !== undefined && func0.call(data, "dirname")){
let data10 = data.dirname;
if(typeof data10 === "string"){
if(func63(data10) > 32768){
const err32 = {instancePath:instancePath+"/dirname",schemaPath:"#/properties/dirname/maxLength",keyword:"maxLength",params:{limit: 32768},message:"must NOT have more than 32768 characters"};
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
const err33 = {instancePath:instancePath+"/dirname",schemaPath:"#/properties/dirname/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.basename !== undefined && func0.call(data, "basename")){
let data11 = data.basename;
if(typeof data11 === "string"){
if(func63(data11) > 32767){
const err34 = {instancePath:instancePath+"/basename",schemaPath:"#/properties/basename/maxLength",keyword:"maxLength",params:{limit: 32767},message:"must NOT have more than 32767 characters"};
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
const err35 = {instancePath:instancePath+"/basename",schemaPath:"#/properties/basename/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.stem !== undefined && func0.call(data, "stem")){
let data12 = data.stem;
if(typeof data12 === "string"){
if(func63(data12) > 32767){
const err36 = {instancePath:instancePath+"/stem",schemaPath:"#/properties/stem/maxLength",keyword:"maxLength",params:{limit: 32767},message:"must NOT have more than 32767 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/stem",schemaPath:"#/properties/stem/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.extension !== undefined && func0.call(data, "extension")){
let data13 = data.extension;
if(typeof data13 === "string"){
if(func63(data13) > 32767){
const err38 = {instancePath:instancePath+"/extension",schemaPath:"#/properties/extension/maxLength",keyword:"maxLength",params:{limit: 32767},message:"must NOT have more than 32767 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/extension",schemaPath:"#/properties/extension/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.suffixes !== undefined && func0.call(data, "suffixes")){
let data14 = data.suffixes;
if(Array.isArray(data14)){
if(data14.length > 32767){
const err40 = {instancePath:instancePath+"/suffixes",schemaPath:"#/properties/suffixes/maxItems",keyword:"maxItems",params:{limit: 32767},message:"must NOT have more than 32767 items"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
if(typeof data15 === "string"){
if(func63(data15) > 32767){
const err41 = {instancePath:instancePath+"/suffixes/" + i1,schemaPath:"#/properties/suffixes/items/maxLength",keyword:"maxLength",params:{limit: 32767},message:"must NOT have more than 32767 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/suffixes/" + i1,schemaPath:"#/properties/suffixes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/suffixes",schemaPath:"#/properties/suffixes/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err44 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

