// generated from contracts/ — do not edit
// json-ref-resolve@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs e4c87cc85886667456b00387285065e9 body 36b59d9065c0e7c0eb7dd92e000595db
/* eslint-disable */

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["document"],"properties":{"document":{},"sibling_keys":{"type":"string","enum":["error","drop","override"],"default":"error"},"non_local":{"type":"string","enum":["error","keep"],"default":"error"}}};
const func0 = Object.prototype.hasOwnProperty;

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
if((data.document === undefined) || (!(func0.call(data, "document")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "document"},message:"must have required property '"+"document"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "document") || (key0 === "sibling_keys")) || (key0 === "non_local"))){
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
if(data.sibling_keys !== undefined && func0.call(data, "sibling_keys")){
let data0 = data.sibling_keys;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/sibling_keys",schemaPath:"#/properties/sibling_keys/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((data0 === "error") || (data0 === "drop")) || (data0 === "override"))){
const err3 = {instancePath:instancePath+"/sibling_keys",schemaPath:"#/properties/sibling_keys/enum",keyword:"enum",params:{allowedValues: schema31.properties.sibling_keys.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.non_local !== undefined && func0.call(data, "non_local")){
let data1 = data.non_local;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/non_local",schemaPath:"#/properties/non_local/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data1 === "error") || (data1 === "keep"))){
const err5 = {instancePath:instancePath+"/non_local",schemaPath:"#/properties/non_local/enum",keyword:"enum",params:{allowedValues: schema31.properties.non_local.enum},message:"must be equal to one of the allowed values"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["document","references_resolved"],"properties":{"document":{},"references_resolved":{"type":"integer","minimum":0,"maximum":100000}}};

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
if((data.document === undefined) || (!(func0.call(data, "document")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "document"},message:"must have required property '"+"document"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.references_resolved === undefined) || (!(func0.call(data, "references_resolved")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "references_resolved"},message:"must have required property '"+"references_resolved"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "document") || (key0 === "references_resolved"))){
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
if(data.references_resolved !== undefined && func0.call(data, "references_resolved")){
let data0 = data.references_resolved;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/references_resolved",schemaPath:"#/properties/references_resolved/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 100000 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/references_resolved",schemaPath:"#/properties/references_resolved/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/references_resolved",schemaPath:"#/properties/references_resolved/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

