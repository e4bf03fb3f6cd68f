// generated from contracts/ — do not edit
// decimal-float-inspect@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs a7401442dcd9505cff73e09e36a7c3bd body 04a3a12ad055a30f7b486443fc0b1692
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"type":"string","minLength":1,"maxLength":1100,"description":"Decimal literal: \"0.1\", \"-2.5e-3\", \"9007199254740993\", \".5\"."}}};
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
if((data.value === undefined) || (!(func0.call(data, "value")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "value")){
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
if(data.value !== undefined && func0.call(data, "value")){
let data0 = data.value;
if(typeof data0 === "string"){
if(func62(data0) > 1100){
const err2 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maxLength",keyword:"maxLength",params:{limit: 1100},message:"must NOT have more than 1100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func62(data0) < 1){
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["shortest","exact_value","input_exact","rounding_direction","class","sign_bit","exponent_bits","fraction_bits","biased_exponent","bits_hex","hex_float","next_down","next_up"],"$defs":{"neighbour":{"type":"object","additionalProperties":false,"required":["shortest","exact_value","bits_hex"],"properties":{"shortest":{"type":"string"},"exact_value":{"type":["string","null"]},"bits_hex":{"type":"string","pattern":"^[0-9A-F]{16}$"}}}},"properties":{"shortest":{"type":"string"},"exact_value":{"type":["string","null"]},"input_exact":{"type":"boolean"},"rounding_direction":{"enum":["none","up","down"]},"class":{"enum":["zero","subnormal","normal","infinity"]},"sign_bit":{"enum":[0,1]},"exponent_bits":{"type":"string","pattern":"^[01]{11}$"},"fraction_bits":{"type":"string","pattern":"^[01]{52}$"},"biased_exponent":{"type":"integer","minimum":0,"maximum":2047},"bits_hex":{"type":"string","pattern":"^[0-9A-F]{16}$"},"hex_float":{"type":"string"},"next_down":{"type":"object","additionalProperties":false,"required":["shortest","exact_value","bits_hex"],"properties":{"shortest":{"type":"string"},"exact_value":{"type":["string","null"]},"bits_hex":{"type":"string","pattern":"^[0-9A-F]{16}$"}}},"next_up":{"type":"object","additionalProperties":false,"required":["shortest","exact_value","bits_hex"],"properties":{"shortest":{"type":"string"},"exact_value":{"type":["string","null"]},"bits_hex":{"type":"string","pattern":"^[0-9A-F]{16}$"}}}}};
const pattern4 = new RegExp("^[01]{11}$", "u");
const pattern5 = new RegExp("^[01]{52}$", "u");
const pattern6 = new RegExp("^[0-9A-F]{16}$", "u");

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
if((data.shortest === undefined) || (!(func0.call(data, "shortest")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "shortest"},message:"must have required property '"+"shortest"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.exact_value === undefined) || (!(func0.call(data, "exact_value")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exact_value"},message:"must have required property '"+"exact_value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.input_exact === undefined) || (!(func0.call(data, "input_exact")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input_exact"},message:"must have required property '"+"input_exact"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.rounding_direction === undefined) || (!(func0.call(data, "rounding_direction")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rounding_direction"},message:"must have required property '"+"rounding_direction"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.class === undefined) || (!(func0.call(data, "class")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "class"},message:"must have required property '"+"class"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.sign_bit === undefined) || (!(func0.call(data, "sign_bit")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sign_bit"},message:"must have required property '"+"sign_bit"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.exponent_bits === undefined) || (!(func0.call(data, "exponent_bits")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exponent_bits"},message:"must have required property '"+"exponent_bits"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data.fraction_bits === undefined) || (!(func0.call(data, "fraction_bits")))){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fraction_bits"},message:"must have required property '"+"fraction_bits"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data.biased_exponent === undefined) || (!(func0.call(data, "biased_exponent")))){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "biased_exponent"},message:"must have required property '"+"biased_exponent"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data.bits_hex === undefined) || (!(func0.call(data, "bits_hex")))){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bits_hex"},message:"must have required property '"+"bits_hex"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data.hex_float === undefined) || (!(func0.call(data, "hex_float")))){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hex_float"},message:"must have required property '"+"hex_float"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data.next_down === undefined) || (!(func0.call(data, "next_down")))){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "next_down"},message:"must have required property '"+"next_down"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data.next_up === undefined) || (!(func0.call(data, "next_up")))){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "next_up"},message:"must have required property '"+"next_up"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(func0.call(schema32.properties, key0))){
const err13 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.shortest !== undefined && func0.call(data, "shortest")){
if(typeof data.shortest !== "string"){
const err14 = {instancePath:instancePath+"/shortest",schemaPath:"#/properties/shortest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.exact_value !== undefined && func0.call(data, "exact_value")){
let data1 = data.exact_value;
if((typeof data1 !== "string") && (data1 !== null)){
const err15 = {instancePath:instancePath+"/exact_value",schemaPath:"#/properties/exact_value/type",keyword:"type",params:{type: schema32.properties.exact_value.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.input_exact !== undefined && func0.call(data, "input_exact")){
if(typeof data.input_exact !== "boolean"){
const err16 = {instancePath:instancePath+"/input_exact",schemaPath:"#/properties/input_exact/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.rounding_direction !== undefined && func0.call(data, "rounding_direction")){
let data3 = data.rounding_direction;
if(!(((data3 === "none") || (data3 === "up")) || (data3 === "down"))){
const err17 = {instancePath:instancePath+"/rounding_direction",schemaPath:"#/properties/rounding_direction/enum",keyword:"enum",params:{allowedValues: schema32.properties.rounding_direction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.class !== undefined && func0.call(data, "class")){
let data4 = data.class;
if(!((((data4 === "zero") || (data4 === "subnormal")) || (data4 === "normal")) || (data4 === "infinity"))){
const err18 = {instancePath:instancePath+"/class",schemaPath:"#/properties/class/enum",keyword:"enum",params:{allowedValues: schema32.properties.class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.sign_bit !== undefined && func0.call(data, "sign_bit")){
let data5 = data.sign_bit;
if(!((data5 === 0) || (data5 === 1))){
const err19 = {instancePath:instancePath+"/sign_bit",schemaPath:"#/properties/sign_bit/enum",keyword:"enum",params:{allowedValues: schema32.properties.sign_bit.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.exponent_bits !== undefined && func0.call(data, "exponent_bits")){
let data6 = data.exponent_bits;
if(typeof data6 === "string"){
if(!pattern4.test(data6)){
const err20 = {instancePath:instancePath+"/exponent_bits",schemaPath:"#/properties/exponent_bits/pattern",keyword:"pattern",params:{pattern: "^[01]{11}$"},message:"must match pattern \""+"^[01]{11}$"+"\""};
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
const err21 = {instancePath:instancePath+"/exponent_bits",schemaPath:"#/properties/exponent_bits/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.fraction_bits !== undefined && func0.call(data, "fraction_bits")){
let data7 = data.fraction_bits;
if(typeof data7 === "string"){
if(!pattern5.test(data7)){
const err22 = {instancePath:instancePath+"/fraction_bits",schemaPath:"#/properties/fraction_bits/pattern",keyword:"pattern",params:{pattern: "^[01]{52}$"},message:"must match pattern \""+"^[01]{52}$"+"\""};
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
const err23 = {instancePath:instancePath+"/fraction_bits",schemaPath:"#/properties/fraction_bits/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.biased_exponent !== undefined && func0.call(data, "biased_exponent")){
let data8 = data.biased_exponent;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err24 = {instancePath:instancePath+"/biased_exponent",schemaPath:"#/properties/biased_exponent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 2047 || isNaN(data8)){
const err25 = {instancePath:instancePath+"/biased_exponent",schemaPath:"#/properties/biased_exponent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2047},message:"must be <= 2047"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err26 = {instancePath:instancePath+"/biased_exponent",schemaPath:"#/properties/biased_exponent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.bits_hex !== undefined && func0.call(data, "bits_hex")){
let data9 = data.bits_hex;
if(typeof data9 === "string"){
if(!pattern6.test(data9)){
const err27 = {instancePath:instancePath+"/bits_hex",schemaPath:"#/properties/bits_hex/pattern",keyword:"pattern",params:{pattern: "^[0-9A-F]{16}$"},message:"must match pattern \""+"^[0-9A-F]{16}$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/bits_hex",schemaPath:"#/properties/bits_hex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.hex_float !== undefined && func0.call(data, "hex_float")){
if(typeof data.hex_float !== "string"){
const err29 = {instancePath:instancePath+"/hex_float",schemaPath:"#/properties/hex_float/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.next_down !== undefined && func0.call(data, "next_down")){
let data11 = data.next_down;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if((data11.shortest === undefined) || (!(func0.call(data11, "shortest")))){
const err30 = {instancePath:instancePath+"/next_down",schemaPath:"#/properties/next_down/required",keyword:"required",params:{missingProperty: "shortest"},message:"must have required property '"+"shortest"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((data11.exact_value === undefined) || (!(func0.call(data11, "exact_value")))){
const err31 = {instancePath:instancePath+"/next_down",schemaPath:"#/properties/next_down/required",keyword:"required",params:{missingProperty: "exact_value"},message:"must have required property '"+"exact_value"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((data11.bits_hex === undefined) || (!(func0.call(data11, "bits_hex")))){
const err32 = {instancePath:instancePath+"/next_down",schemaPath:"#/properties/next_down/required",keyword:"required",params:{missingProperty: "bits_hex"},message:"must have required property '"+"bits_hex"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key1 of Object.keys(data11)){
if(!(((key1 === "shortest") || (key1 === "exact_value")) || (key1 === "bits_hex"))){
const err33 = {instancePath:instancePath+"/next_down",schemaPath:"#/properties/next_down/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data11.shortest !== undefined && func0.call(data11, "shortest")){
if(typeof data11.shortest !== "string"){
const err34 = {instancePath:instancePath+"/next_down/shortest",schemaPath:"#/properties/next_down/properties/shortest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data11.exact_value !== undefined && func0.call(data11, "exact_value")){
let data13 = data11.exact_value;
if((typeof data13 !== "string") && (data13 !== null)){
const err35 = {instancePath:instancePath+"/next_down/exact_value",schemaPath:"#/properties/next_down/properties/exact_value/type",keyword:"type",params:{type: schema32.properties.next_down.properties.exact_value.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data11.bits_hex !== undefined && func0.call(data11, "bits_hex")){
let data14 = data11.bits_hex;
if(typeof data14 === "string"){
if(!pattern6.test(data14)){
const err36 = {instancePath:instancePath+"/next_down/bits_hex",schemaPath:"#/properties/next_down/properties/bits_hex/pattern",keyword:"pattern",params:{pattern: "^[0-9A-F]{16}$"},message:"must match pattern \""+"^[0-9A-F]{16}$"+"\""};
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
const err37 = {instancePath:instancePath+"/next_down/bits_hex",schemaPath:"#/properties/next_down/properties/bits_hex/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err38 = {instancePath:instancePath+"/next_down",schemaPath:"#/properties/next_down/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.next_up !== undefined && func0.call(data, "next_up")){
let data15 = data.next_up;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if((data15.shortest === undefined) || (!(func0.call(data15, "shortest")))){
const err39 = {instancePath:instancePath+"/next_up",schemaPath:"#/properties/next_up/required",keyword:"required",params:{missingProperty: "shortest"},message:"must have required property '"+"shortest"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((data15.exact_value === undefined) || (!(func0.call(data15, "exact_value")))){
const err40 = {instancePath:instancePath+"/next_up",schemaPath:"#/properties/next_up/required",keyword:"required",params:{missingProperty: "exact_value"},message:"must have required property '"+"exact_value"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((data15.bits_hex === undefined) || (!(func0.call(data15, "bits_hex")))){
const err41 = {instancePath:instancePath+"/next_up",schemaPath:"#/properties/next_up/required",keyword:"required",params:{missingProperty: "bits_hex"},message:"must have required property '"+"bits_hex"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
for(const key2 of Object.keys(data15)){
if(!(((key2 === "shortest") || (key2 === "exact_value")) || (key2 === "bits_hex"))){
const err42 = {instancePath:instancePath+"/next_up",schemaPath:"#/properties/next_up/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data15.shortest !== undefined && func0.call(data15, "shortest")){
if(typeof data15.shortest !== "string"){
const err43 = {instancePath:instancePath+"/next_up/shortest",schemaPath:"#/properties/next_up/properties/shortest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data15.exact_value !== undefined && func0.call(data15, "exact_value")){
let data17 = data15.exact_value;
if((typeof data17 !== "string") && (data17 !== null)){
const err44 = {instancePath:instancePath+"/next_up/exact_value",schemaPath:"#/properties/next_up/properties/exact_value/type",keyword:"type",params:{type: schema32.properties.next_up.properties.exact_value.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data15.bits_hex !== undefined && func0.call(data15, "bits_hex")){
let data18 = data15.bits_hex;
if(typeof data18 === "string"){
if(!pattern6.test(data18)){
const err45 = {instancePath:instancePath+"/next_up/bits_hex",schemaPath:"#/properties/next_up/properties/bits_hex/pattern",keyword:"pattern",params:{pattern: "^[0-9A-F]{16}$"},message:"must match pattern \""+"^[0-9A-F]{16}$"+"\""};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/next_up/bits_hex",schemaPath:"#/properties/next_up/properties/bits_hex/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err47 = {instancePath:instancePath+"/next_up",schemaPath:"#/properties/next_up/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

