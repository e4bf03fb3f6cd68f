// generated from contracts/ — do not edit
// json-unflatten@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 9343c2ab937ec048b530130f531aeb8a body ef2c4f166ddc739b558ec690cd206b08
/* eslint-disable */

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["flat"],"properties":{"flat":{"type":"object","description":"Path -> value; the keys are paths (user data).","maxProperties":100000,"additionalProperties":{"description":"The value at that path."}},"style":{"type":"string","enum":["pointer","dotted"],"default":"pointer"},"array_indices":{"type":"boolean","default":false}}};
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
if((data.flat === undefined) || (!(func0.call(data, "flat")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "flat"},message:"must have required property '"+"flat"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "flat") || (key0 === "style")) || (key0 === "array_indices"))){
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
if(data.flat !== undefined && func0.call(data, "flat")){
let data0 = data.flat;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length > 100000){
const err2 = {instancePath:instancePath+"/flat",schemaPath:"#/properties/flat/maxProperties",keyword:"maxProperties",params:{limit: 100000},message:"must NOT have more than 100000 properties"};
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
const err3 = {instancePath:instancePath+"/flat",schemaPath:"#/properties/flat/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.style !== undefined && func0.call(data, "style")){
let data1 = data.style;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data1 === "pointer") || (data1 === "dotted"))){
const err5 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/enum",keyword:"enum",params:{allowedValues: schema31.properties.style.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.array_indices !== undefined && func0.call(data, "array_indices")){
if(typeof data.array_indices !== "boolean"){
const err6 = {instancePath:instancePath+"/array_indices",schemaPath:"#/properties/array_indices/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["result"],"properties":{"result":{"description":"The nested document."}}};

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
if((data.result === undefined) || (!(func0.call(data, "result")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "result"},message:"must have required property '"+"result"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "result")){
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
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

