// generated from contracts/ — do not edit
// ip-address-parse@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs ff0e04452d975a69bf1e35ae16a896ed body ef98fba7e8a95102e844890ea3e21b34
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["address"],"properties":{"address":{"type":"string","maxLength":1000},"version":{"enum":["any","ipv4","ipv6"],"default":"any"},"zone":{"enum":["allow","reject"],"default":"allow"}}};
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
if((data.address === undefined) || (!(func0.call(data, "address")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "address") || (key0 === "version")) || (key0 === "zone"))){
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
if(data.address !== undefined && func0.call(data, "address")){
let data0 = data.address;
if(typeof data0 === "string"){
if(func62(data0) > 1000){
const err2 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err3 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.version !== undefined && func0.call(data, "version")){
let data1 = data.version;
if(!(((data1 === "any") || (data1 === "ipv4")) || (data1 === "ipv6"))){
const err4 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/enum",keyword:"enum",params:{allowedValues: schema31.properties.version.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.zone !== undefined && func0.call(data, "zone")){
let data2 = data.zone;
if(!((data2 === "allow") || (data2 === "reject"))){
const err5 = {instancePath:instancePath+"/zone",schemaPath:"#/properties/zone/enum",keyword:"enum",params:{allowedValues: schema31.properties.zone.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["version","canonical","compressed_hex","expanded","integer","hex","zone","ipv4_mapped","is_canonical"],"properties":{"version":{"enum":[4,6]},"canonical":{"type":"string","maxLength":45},"compressed_hex":{"anyOf":[{"type":"string","maxLength":39},{"type":"null"}]},"expanded":{"type":"string","maxLength":39},"integer":{"type":"string","pattern":"^(0|[1-9][0-9]*)$","maxLength":39},"hex":{"type":"string","pattern":"^0x([0-9a-f]{8}|[0-9a-f]{32})$"},"zone":{"anyOf":[{"type":"string","maxLength":64},{"type":"null"}]},"ipv4_mapped":{"anyOf":[{"type":"string","maxLength":15},{"type":"null"}]},"is_canonical":{"type":"boolean"}}};
const pattern4 = new RegExp("^(0|[1-9][0-9]*)$", "u");
const pattern5 = new RegExp("^0x([0-9a-f]{8}|[0-9a-f]{32})$", "u");

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
if((data.version === undefined) || (!(func0.call(data, "version")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.canonical === undefined) || (!(func0.call(data, "canonical")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "canonical"},message:"must have required property '"+"canonical"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.compressed_hex === undefined) || (!(func0.call(data, "compressed_hex")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "compressed_hex"},message:"must have required property '"+"compressed_hex"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.expanded === undefined) || (!(func0.call(data, "expanded")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expanded"},message:"must have required property '"+"expanded"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.integer === undefined) || (!(func0.call(data, "integer")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "integer"},message:"must have required property '"+"integer"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.hex === undefined) || (!(func0.call(data, "hex")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hex"},message:"must have required property '"+"hex"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.zone === undefined) || (!(func0.call(data, "zone")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "zone"},message:"must have required property '"+"zone"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data.ipv4_mapped === undefined) || (!(func0.call(data, "ipv4_mapped")))){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ipv4_mapped"},message:"must have required property '"+"ipv4_mapped"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data.is_canonical === undefined) || (!(func0.call(data, "is_canonical")))){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "is_canonical"},message:"must have required property '"+"is_canonical"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(func0.call(schema32.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.version !== undefined && func0.call(data, "version")){
let data0 = data.version;
if(!((data0 === 4) || (data0 === 6))){
const err10 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/enum",keyword:"enum",params:{allowedValues: schema32.properties.version.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.canonical !== undefined && func0.call(data, "canonical")){
let data1 = data.canonical;
if(typeof data1 === "string"){
if(func62(data1) > 45){
const err11 = {instancePath:instancePath+"/canonical",schemaPath:"#/properties/canonical/maxLength",keyword:"maxLength",params:{limit: 45},message:"must NOT have more than 45 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/canonical",schemaPath:"#/properties/canonical/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.compressed_hex !== undefined && func0.call(data, "compressed_hex")){
let data2 = data.compressed_hex;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
if(typeof data2 === "string"){
if(func62(data2) > 39){
const err13 = {instancePath:instancePath+"/compressed_hex",schemaPath:"#/properties/compressed_hex/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 39},message:"must NOT have more than 39 characters"};
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
const err14 = {instancePath:instancePath+"/compressed_hex",schemaPath:"#/properties/compressed_hex/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
const _errs9 = errors;
if(data2 !== null){
const err15 = {instancePath:instancePath+"/compressed_hex",schemaPath:"#/properties/compressed_hex/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err16 = {instancePath:instancePath+"/compressed_hex",schemaPath:"#/properties/compressed_hex/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.expanded !== undefined && func0.call(data, "expanded")){
let data3 = data.expanded;
if(typeof data3 === "string"){
if(func62(data3) > 39){
const err17 = {instancePath:instancePath+"/expanded",schemaPath:"#/properties/expanded/maxLength",keyword:"maxLength",params:{limit: 39},message:"must NOT have more than 39 characters"};
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
const err18 = {instancePath:instancePath+"/expanded",schemaPath:"#/properties/expanded/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.integer !== undefined && func0.call(data, "integer")){
let data4 = data.integer;
if(typeof data4 === "string"){
if(func62(data4) > 39){
const err19 = {instancePath:instancePath+"/integer",schemaPath:"#/properties/integer/maxLength",keyword:"maxLength",params:{limit: 39},message:"must NOT have more than 39 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern4.test(data4)){
const err20 = {instancePath:instancePath+"/integer",schemaPath:"#/properties/integer/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*)$"+"\""};
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
const err21 = {instancePath:instancePath+"/integer",schemaPath:"#/properties/integer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.hex !== undefined && func0.call(data, "hex")){
let data5 = data.hex;
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
const err22 = {instancePath:instancePath+"/hex",schemaPath:"#/properties/hex/pattern",keyword:"pattern",params:{pattern: "^0x([0-9a-f]{8}|[0-9a-f]{32})$"},message:"must match pattern \""+"^0x([0-9a-f]{8}|[0-9a-f]{32})$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/hex",schemaPath:"#/properties/hex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.zone !== undefined && func0.call(data, "zone")){
let data6 = data.zone;
const _errs18 = errors;
let valid2 = false;
const _errs19 = errors;
if(typeof data6 === "string"){
if(func62(data6) > 64){
const err24 = {instancePath:instancePath+"/zone",schemaPath:"#/properties/zone/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/zone",schemaPath:"#/properties/zone/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid2 = valid2 || _valid1;
const _errs21 = errors;
if(data6 !== null){
const err26 = {instancePath:instancePath+"/zone",schemaPath:"#/properties/zone/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid1 = _errs21 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err27 = {instancePath:instancePath+"/zone",schemaPath:"#/properties/zone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
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
if(data.ipv4_mapped !== undefined && func0.call(data, "ipv4_mapped")){
let data7 = data.ipv4_mapped;
const _errs24 = errors;
let valid3 = false;
const _errs25 = errors;
if(typeof data7 === "string"){
if(func62(data7) > 15){
const err28 = {instancePath:instancePath+"/ipv4_mapped",schemaPath:"#/properties/ipv4_mapped/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
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
const err29 = {instancePath:instancePath+"/ipv4_mapped",schemaPath:"#/properties/ipv4_mapped/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid2 = _errs25 === errors;
valid3 = valid3 || _valid2;
const _errs27 = errors;
if(data7 !== null){
const err30 = {instancePath:instancePath+"/ipv4_mapped",schemaPath:"#/properties/ipv4_mapped/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid2 = _errs27 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err31 = {instancePath:instancePath+"/ipv4_mapped",schemaPath:"#/properties/ipv4_mapped/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
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
if(data.is_canonical !== undefined && func0.call(data, "is_canonical")){
if(typeof data.is_canonical !== "boolean"){
const err32 = {instancePath:instancePath+"/is_canonical",schemaPath:"#/properties/is_canonical/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

