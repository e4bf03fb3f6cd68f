// generated from contracts/ — do not edit
// crc32@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 26a2e9dcaf506af6536c299c503c6b0b body eea57dd08244d4f919930128026c3456
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["input"],"properties":{"input":{"type":"string","maxLength":262144},"input_encoding":{"type":"string","enum":["utf8","hex"],"default":"utf8"},"variant":{"type":"string","default":"CRC-32/ISO-HDLC","enum":["CRC-32/AIXM","CRC-32/AUTOSAR","CRC-32/BASE91-D","CRC-32/BZIP2","CRC-32/CD-ROM-EDC","CRC-32/CKSUM","CRC-32/ISCSI","CRC-32/ISO-HDLC","CRC-32/JAMCRC","CRC-32/MEF","CRC-32/MPEG-2","CRC-32/XFER","CRC-32","CRC-32/ADCCP","CRC-32/V-42","CRC-32/XZ","PKZIP","CRC-32C","CRC-32/BASE91-C","CRC-32/CASTAGNOLI","CRC-32/INTERLAKEN","CRC-32D","CRC-32Q","CRC-32/AAL5","CRC-32/DECT-B","B-CRC-32","CRC-32/POSIX","JAMCRC","XFER"]}}};
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
if((data.input === undefined) || (!(func0.call(data, "input")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "input") || (key0 === "input_encoding")) || (key0 === "variant"))){
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
if(data.input !== undefined && func0.call(data, "input")){
let data0 = data.input;
if(typeof data0 === "string"){
if(func62(data0) > 262144){
const err2 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/maxLength",keyword:"maxLength",params:{limit: 262144},message:"must NOT have more than 262144 characters"};
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
const err3 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.input_encoding !== undefined && func0.call(data, "input_encoding")){
let data1 = data.input_encoding;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/input_encoding",schemaPath:"#/properties/input_encoding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data1 === "utf8") || (data1 === "hex"))){
const err5 = {instancePath:instancePath+"/input_encoding",schemaPath:"#/properties/input_encoding/enum",keyword:"enum",params:{allowedValues: schema31.properties.input_encoding.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.variant !== undefined && func0.call(data, "variant")){
let data2 = data.variant;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/variant",schemaPath:"#/properties/variant/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((((((((((((((((((((((((((((data2 === "CRC-32/AIXM") || (data2 === "CRC-32/AUTOSAR")) || (data2 === "CRC-32/BASE91-D")) || (data2 === "CRC-32/BZIP2")) || (data2 === "CRC-32/CD-ROM-EDC")) || (data2 === "CRC-32/CKSUM")) || (data2 === "CRC-32/ISCSI")) || (data2 === "CRC-32/ISO-HDLC")) || (data2 === "CRC-32/JAMCRC")) || (data2 === "CRC-32/MEF")) || (data2 === "CRC-32/MPEG-2")) || (data2 === "CRC-32/XFER")) || (data2 === "CRC-32")) || (data2 === "CRC-32/ADCCP")) || (data2 === "CRC-32/V-42")) || (data2 === "CRC-32/XZ")) || (data2 === "PKZIP")) || (data2 === "CRC-32C")) || (data2 === "CRC-32/BASE91-C")) || (data2 === "CRC-32/CASTAGNOLI")) || (data2 === "CRC-32/INTERLAKEN")) || (data2 === "CRC-32D")) || (data2 === "CRC-32Q")) || (data2 === "CRC-32/AAL5")) || (data2 === "CRC-32/DECT-B")) || (data2 === "B-CRC-32")) || (data2 === "CRC-32/POSIX")) || (data2 === "JAMCRC")) || (data2 === "XFER"))){
const err7 = {instancePath:instancePath+"/variant",schemaPath:"#/properties/variant/enum",keyword:"enum",params:{allowedValues: schema31.properties.variant.enum},message:"must be equal to one of the allowed values"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["variant","hex","value","byte_length","parameters"],"properties":{"variant":{"type":"string","enum":["CRC-32/AIXM","CRC-32/AUTOSAR","CRC-32/BASE91-D","CRC-32/BZIP2","CRC-32/CD-ROM-EDC","CRC-32/CKSUM","CRC-32/ISCSI","CRC-32/ISO-HDLC","CRC-32/JAMCRC","CRC-32/MEF","CRC-32/MPEG-2","CRC-32/XFER"]},"hex":{"type":"string","pattern":"^[0-9a-f]{8}$"},"value":{"type":"integer","minimum":0,"maximum":4294967295},"byte_length":{"type":"integer","minimum":0,"maximum":786432},"parameters":{"type":"object","additionalProperties":false,"required":["width","poly","init","refin","refout","xorout","check"],"properties":{"width":{"type":"integer","const":32},"poly":{"type":"string","pattern":"^[0-9a-f]{8}$"},"init":{"type":"string","pattern":"^[0-9a-f]{8}$"},"refin":{"type":"boolean"},"refout":{"type":"boolean"},"xorout":{"type":"string","pattern":"^[0-9a-f]{8}$"},"check":{"type":"string","pattern":"^[0-9a-f]{8}$"}}}}};
const pattern4 = new RegExp("^[0-9a-f]{8}$", "u");

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
if((data.variant === undefined) || (!(func0.call(data, "variant")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "variant"},message:"must have required property '"+"variant"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.hex === undefined) || (!(func0.call(data, "hex")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hex"},message:"must have required property '"+"hex"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.value === undefined) || (!(func0.call(data, "value")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.byte_length === undefined) || (!(func0.call(data, "byte_length")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "byte_length"},message:"must have required property '"+"byte_length"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.parameters === undefined) || (!(func0.call(data, "parameters")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "parameters"},message:"must have required property '"+"parameters"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "variant") || (key0 === "hex")) || (key0 === "value")) || (key0 === "byte_length")) || (key0 === "parameters"))){
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
if(data.variant !== undefined && func0.call(data, "variant")){
let data0 = data.variant;
if(typeof data0 !== "string"){
const err6 = {instancePath:instancePath+"/variant",schemaPath:"#/properties/variant/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((((((((((((data0 === "CRC-32/AIXM") || (data0 === "CRC-32/AUTOSAR")) || (data0 === "CRC-32/BASE91-D")) || (data0 === "CRC-32/BZIP2")) || (data0 === "CRC-32/CD-ROM-EDC")) || (data0 === "CRC-32/CKSUM")) || (data0 === "CRC-32/ISCSI")) || (data0 === "CRC-32/ISO-HDLC")) || (data0 === "CRC-32/JAMCRC")) || (data0 === "CRC-32/MEF")) || (data0 === "CRC-32/MPEG-2")) || (data0 === "CRC-32/XFER"))){
const err7 = {instancePath:instancePath+"/variant",schemaPath:"#/properties/variant/enum",keyword:"enum",params:{allowedValues: schema32.properties.variant.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.hex !== undefined && func0.call(data, "hex")){
let data1 = data.hex;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err8 = {instancePath:instancePath+"/hex",schemaPath:"#/properties/hex/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}$"},message:"must match pattern \""+"^[0-9a-f]{8}$"+"\""};
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
const err9 = {instancePath:instancePath+"/hex",schemaPath:"#/properties/hex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.value !== undefined && func0.call(data, "value")){
let data2 = data.value;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 4294967295 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.byte_length !== undefined && func0.call(data, "byte_length")){
let data3 = data.byte_length;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err13 = {instancePath:instancePath+"/byte_length",schemaPath:"#/properties/byte_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 786432 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/byte_length",schemaPath:"#/properties/byte_length/maximum",keyword:"maximum",params:{comparison: "<=", limit: 786432},message:"must be <= 786432"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/byte_length",schemaPath:"#/properties/byte_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.parameters !== undefined && func0.call(data, "parameters")){
let data4 = data.parameters;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if((data4.width === undefined) || (!(func0.call(data4, "width")))){
const err16 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/required",keyword:"required",params:{missingProperty: "width"},message:"must have required property '"+"width"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((data4.poly === undefined) || (!(func0.call(data4, "poly")))){
const err17 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/required",keyword:"required",params:{missingProperty: "poly"},message:"must have required property '"+"poly"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((data4.init === undefined) || (!(func0.call(data4, "init")))){
const err18 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/required",keyword:"required",params:{missingProperty: "init"},message:"must have required property '"+"init"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((data4.refin === undefined) || (!(func0.call(data4, "refin")))){
const err19 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/required",keyword:"required",params:{missingProperty: "refin"},message:"must have required property '"+"refin"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((data4.refout === undefined) || (!(func0.call(data4, "refout")))){
const err20 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/required",keyword:"required",params:{missingProperty: "refout"},message:"must have required property '"+"refout"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((data4.xorout === undefined) || (!(func0.call(data4, "xorout")))){
const err21 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/required",keyword:"required",params:{missingProperty: "xorout"},message:"must have required property '"+"xorout"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((data4.check === undefined) || (!(func0.call(data4, "check")))){
const err22 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/required",keyword:"required",params:{missingProperty: "check"},message:"must have required property '"+"check"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key1 of Object.keys(data4)){
if(!(((((((key1 === "width") || (key1 === "poly")) || (key1 === "init")) || (key1 === "refin")) || (key1 === "refout")) || (key1 === "xorout")) || (key1 === "check"))){
const err23 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data4.width !== undefined && func0.call(data4, "width")){
let data5 = data4.width;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err24 = {instancePath:instancePath+"/parameters/width",schemaPath:"#/properties/parameters/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(32 !== data5){
const err25 = {instancePath:instancePath+"/parameters/width",schemaPath:"#/properties/parameters/properties/width/const",keyword:"const",params:{allowedValue: 32},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data4.poly !== undefined && func0.call(data4, "poly")){
let data6 = data4.poly;
if(typeof data6 === "string"){
if(!pattern4.test(data6)){
const err26 = {instancePath:instancePath+"/parameters/poly",schemaPath:"#/properties/parameters/properties/poly/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}$"},message:"must match pattern \""+"^[0-9a-f]{8}$"+"\""};
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
const err27 = {instancePath:instancePath+"/parameters/poly",schemaPath:"#/properties/parameters/properties/poly/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data4.init !== undefined && func0.call(data4, "init")){
let data7 = data4.init;
if(typeof data7 === "string"){
if(!pattern4.test(data7)){
const err28 = {instancePath:instancePath+"/parameters/init",schemaPath:"#/properties/parameters/properties/init/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}$"},message:"must match pattern \""+"^[0-9a-f]{8}$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/parameters/init",schemaPath:"#/properties/parameters/properties/init/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data4.refin !== undefined && func0.call(data4, "refin")){
if(typeof data4.refin !== "boolean"){
const err30 = {instancePath:instancePath+"/parameters/refin",schemaPath:"#/properties/parameters/properties/refin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data4.refout !== undefined && func0.call(data4, "refout")){
if(typeof data4.refout !== "boolean"){
const err31 = {instancePath:instancePath+"/parameters/refout",schemaPath:"#/properties/parameters/properties/refout/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data4.xorout !== undefined && func0.call(data4, "xorout")){
let data10 = data4.xorout;
if(typeof data10 === "string"){
if(!pattern4.test(data10)){
const err32 = {instancePath:instancePath+"/parameters/xorout",schemaPath:"#/properties/parameters/properties/xorout/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}$"},message:"must match pattern \""+"^[0-9a-f]{8}$"+"\""};
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
const err33 = {instancePath:instancePath+"/parameters/xorout",schemaPath:"#/properties/parameters/properties/xorout/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data4.check !== undefined && func0.call(data4, "check")){
let data11 = data4.check;
if(typeof data11 === "string"){
if(!pattern4.test(data11)){
const err34 = {instancePath:instancePath+"/parameters/check",schemaPath:"#/properties/parameters/properties/check/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{8}$"},message:"must match pattern \""+"^[0-9a-f]{8}$"+"\""};
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
const err35 = {instancePath:instancePath+"/parameters/check",schemaPath:"#/properties/parameters/properties/check/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err36 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "object"},message:"must be object"};
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

