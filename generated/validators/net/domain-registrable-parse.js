// generated from contracts/ — do not edit
// domain-registrable-parse@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 01e5da47e70b3e7771f0cdbf97949263 body 1ccc96228631ca9f7cd88d7731912db4
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["host"],"properties":{"host":{"type":"string","minLength":1,"maxLength":1000000},"include_private":{"type":"boolean","default":true}}};
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
if((data.host === undefined) || (!(func0.call(data, "host")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "host") || (key0 === "include_private"))){
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
if(data.host !== undefined && func0.call(data, "host")){
let data0 = data.host;
if(typeof data0 === "string"){
if(func62(data0) > 1000000){
const err2 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/maxLength",keyword:"maxLength",params:{limit: 1000000},message:"must NOT have more than 1000000 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func62(data0) < 1){
const err3 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.include_private !== undefined && func0.call(data, "include_private")){
if(typeof data.include_private !== "boolean"){
const err5 = {instancePath:instancePath+"/include_private",schemaPath:"#/properties/include_private/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["host","host_unicode","host_kind","fully_qualified","public_suffix","public_suffix_unicode","registrable_domain","registrable_domain_unicode","subdomain","subdomain_unicode","is_public_suffix","rule","rule_section","list_date","list_commit"],"properties":{"host":{"type":"string"},"host_unicode":{"type":"string"},"host_kind":{"enum":["domain","ipv4","ipv6"]},"fully_qualified":{"type":"boolean"},"public_suffix":{"type":["string","null"]},"public_suffix_unicode":{"type":["string","null"]},"registrable_domain":{"type":["string","null"]},"registrable_domain_unicode":{"type":["string","null"]},"subdomain":{"type":["string","null"]},"subdomain_unicode":{"type":["string","null"]},"is_public_suffix":{"type":"boolean"},"rule":{"type":["string","null"]},"rule_section":{"enum":["icann","private","implicit",null]},"list_date":{"type":"string"},"list_commit":{"type":"string"}}};

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
if((data.host === undefined) || (!(func0.call(data, "host")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.host_unicode === undefined) || (!(func0.call(data, "host_unicode")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "host_unicode"},message:"must have required property '"+"host_unicode"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.host_kind === undefined) || (!(func0.call(data, "host_kind")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "host_kind"},message:"must have required property '"+"host_kind"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.fully_qualified === undefined) || (!(func0.call(data, "fully_qualified")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fully_qualified"},message:"must have required property '"+"fully_qualified"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.public_suffix === undefined) || (!(func0.call(data, "public_suffix")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "public_suffix"},message:"must have required property '"+"public_suffix"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.public_suffix_unicode === undefined) || (!(func0.call(data, "public_suffix_unicode")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "public_suffix_unicode"},message:"must have required property '"+"public_suffix_unicode"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data.registrable_domain === undefined) || (!(func0.call(data, "registrable_domain")))){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "registrable_domain"},message:"must have required property '"+"registrable_domain"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data.registrable_domain_unicode === undefined) || (!(func0.call(data, "registrable_domain_unicode")))){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "registrable_domain_unicode"},message:"must have required property '"+"registrable_domain_unicode"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data.subdomain === undefined) || (!(func0.call(data, "subdomain")))){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subdomain"},message:"must have required property '"+"subdomain"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data.subdomain_unicode === undefined) || (!(func0.call(data, "subdomain_unicode")))){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subdomain_unicode"},message:"must have required property '"+"subdomain_unicode"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data.is_public_suffix === undefined) || (!(func0.call(data, "is_public_suffix")))){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "is_public_suffix"},message:"must have required property '"+"is_public_suffix"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data.rule === undefined) || (!(func0.call(data, "rule")))){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rule"},message:"must have required property '"+"rule"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data.rule_section === undefined) || (!(func0.call(data, "rule_section")))){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rule_section"},message:"must have required property '"+"rule_section"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((data.list_date === undefined) || (!(func0.call(data, "list_date")))){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "list_date"},message:"must have required property '"+"list_date"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((data.list_commit === undefined) || (!(func0.call(data, "list_commit")))){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "list_commit"},message:"must have required property '"+"list_commit"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(func0.call(schema32.properties, key0))){
const err15 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.host !== undefined && func0.call(data, "host")){
if(typeof data.host !== "string"){
const err16 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.host_unicode !== undefined && func0.call(data, "host_unicode")){
if(typeof data.host_unicode !== "string"){
const err17 = {instancePath:instancePath+"/host_unicode",schemaPath:"#/properties/host_unicode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.host_kind !== undefined && func0.call(data, "host_kind")){
let data2 = data.host_kind;
if(!(((data2 === "domain") || (data2 === "ipv4")) || (data2 === "ipv6"))){
const err18 = {instancePath:instancePath+"/host_kind",schemaPath:"#/properties/host_kind/enum",keyword:"enum",params:{allowedValues: schema32.properties.host_kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.fully_qualified !== undefined && func0.call(data, "fully_qualified")){
if(typeof data.fully_qualified !== "boolean"){
const err19 = {instancePath:instancePath+"/fully_qualified",schemaPath:"#/properties/fully_qualified/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.public_suffix !== undefined && func0.call(data, "public_suffix")){
let data4 = data.public_suffix;
if((typeof data4 !== "string") && (data4 !== null)){
const err20 = {instancePath:instancePath+"/public_suffix",schemaPath:"#/properties/public_suffix/type",keyword:"type",params:{type: schema32.properties.public_suffix.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.public_suffix_unicode !== undefined && func0.call(data, "public_suffix_unicode")){
let data5 = data.public_suffix_unicode;
if((typeof data5 !== "string") && (data5 !== null)){
const err21 = {instancePath:instancePath+"/public_suffix_unicode",schemaPath:"#/properties/public_suffix_unicode/type",keyword:"type",params:{type: schema32.properties.public_suffix_unicode.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.registrable_domain !== undefined && func0.call(data, "registrable_domain")){
let data6 = data.registrable_domain;
if((typeof data6 !== "string") && (data6 !== null)){
const err22 = {instancePath:instancePath+"/registrable_domain",schemaPath:"#/properties/registrable_domain/type",keyword:"type",params:{type: schema32.properties.registrable_domain.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.registrable_domain_unicode !== undefined && func0.call(data, "registrable_domain_unicode")){
let data7 = data.registrable_domain_unicode;
if((typeof data7 !== "string") && (data7 !== null)){
const err23 = {instancePath:instancePath+"/registrable_domain_unicode",schemaPath:"#/properties/registrable_domain_unicode/type",keyword:"type",params:{type: schema32.properties.registrable_domain_unicode.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.subdomain !== undefined && func0.call(data, "subdomain")){
let data8 = data.subdomain;
if((typeof data8 !== "string") && (data8 !== null)){
const err24 = {instancePath:instancePath+"/subdomain",schemaPath:"#/properties/subdomain/type",keyword:"type",params:{type: schema32.properties.subdomain.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.subdomain_unicode !== undefined && func0.call(data, "subdomain_unicode")){
let data9 = data.subdomain_unicode;
if((typeof data9 !== "string") && (data9 !== null)){
const err25 = {instancePath:instancePath+"/subdomain_unicode",schemaPath:"#/properties/subdomain_unicode/type",keyword:"type",params:{type: schema32.properties.subdomain_unicode.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.is_public_suffix !== undefined && func0.call(data, "is_public_suffix")){
if(typeof data.is_public_suffix !== "boolean"){
const err26 = {instancePath:instancePath+"/is_public_suffix",schemaPath:"#/properties/is_public_suffix/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.rule !== undefined && func0.call(data, "rule")){
let data11 = data.rule;
if((typeof data11 !== "string") && (data11 !== null)){
const err27 = {instancePath:instancePath+"/rule",schemaPath:"#/properties/rule/type",keyword:"type",params:{type: schema32.properties.rule.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.rule_section !== undefined && func0.call(data, "rule_section")){
let data12 = data.rule_section;
if(!((((data12 === "icann") || (data12 === "private")) || (data12 === "implicit")) || (data12 === null))){
const err28 = {instancePath:instancePath+"/rule_section",schemaPath:"#/properties/rule_section/enum",keyword:"enum",params:{allowedValues: schema32.properties.rule_section.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.list_date !== undefined && func0.call(data, "list_date")){
if(typeof data.list_date !== "string"){
const err29 = {instancePath:instancePath+"/list_date",schemaPath:"#/properties/list_date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.list_commit !== undefined && func0.call(data, "list_commit")){
if(typeof data.list_commit !== "string"){
const err30 = {instancePath:instancePath+"/list_commit",schemaPath:"#/properties/list_commit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

