// generated from contracts/ — do not edit
// Validators of the API operations (contracts/api): <operationId>Body, Form, Query and Params.
// @ts-nocheck
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const confirm_subscriptionQuery = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["token"],"properties":{"token":{"type":"string","minLength":1,"maxLength":64}}};
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
if((data.token === undefined) || (!(func0.call(data, "token")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "token")){
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
if(data.token !== undefined && func0.call(data, "token")){
let data0 = data.token;
if(typeof data0 === "string"){
if(func62(data0) > 64){
const err2 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func62(data0) < 1){
const err3 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
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

export const create_email_accountBody = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["email","consent"],"properties":{"email":{"type":"string","format":"email","minLength":3,"maxLength":254},"consent":{"const":true,"description":"Must be true to create the account."},"newsletter":{"type":"boolean"}}};
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

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
if((data.email === undefined) || (!(func0.call(data, "email")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.consent === undefined) || (!(func0.call(data, "consent")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consent"},message:"must have required property '"+"consent"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "email") || (key0 === "consent")) || (key0 === "newsletter"))){
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
if(data.email !== undefined && func0.call(data, "email")){
let data0 = data.email;
if(typeof data0 === "string"){
if(func62(data0) > 254){
const err3 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func62(data0) < 3){
const err4 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(formats0.test(data0))){
const err5 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.consent !== undefined && func0.call(data, "consent")){
if(true !== data.consent){
const err7 = {instancePath:instancePath+"/consent",schemaPath:"#/properties/consent/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.newsletter !== undefined && func0.call(data, "newsletter")){
if(typeof data.newsletter !== "boolean"){
const err8 = {instancePath:instancePath+"/newsletter",schemaPath:"#/properties/newsletter/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const create_tool_requestBody = validate22;
const schema33 = {"type":"object","additionalProperties":false,"required":["description"],"properties":{"description":{"type":"string","minLength":1,"maxLength":4096},"example_input":{"description":"Text or JSON, at most 4096 bytes."},"example_output":{"description":"Text or JSON, at most 4096 bytes."},"contact_email":{"type":"string","format":"email","maxLength":254},"email_consent":{"type":"boolean"}},"dependentSchemas":{"contact_email":{"type":"object","required":["email_consent"],"properties":{"email_consent":{"const":true,"description":"A contact email needs consent to be stored and used."}}}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.description === undefined) || (!(func0.call(data, "description")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "description") || (key0 === "example_input")) || (key0 === "example_output")) || (key0 === "contact_email")) || (key0 === "email_consent"))){
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
if(data.description !== undefined && func0.call(data, "description")){
let data0 = data.description;
if(typeof data0 === "string"){
if(func62(data0) > 4096){
const err2 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func62(data0) < 1){
const err3 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.contact_email !== undefined && func0.call(data, "contact_email")){
let data1 = data.contact_email;
if(typeof data1 === "string"){
if(func62(data1) > 254){
const err5 = {instancePath:instancePath+"/contact_email",schemaPath:"#/properties/contact_email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats0.test(data1))){
const err6 = {instancePath:instancePath+"/contact_email",schemaPath:"#/properties/contact_email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/contact_email",schemaPath:"#/properties/contact_email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.email_consent !== undefined && func0.call(data, "email_consent")){
if(typeof data.email_consent !== "boolean"){
const err8 = {instancePath:instancePath+"/email_consent",schemaPath:"#/properties/email_consent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.contact_email !== undefined && func0.call(data, "contact_email")){
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.email_consent === undefined) || (!(func0.call(data, "email_consent")))){
const err9 = {instancePath,schemaPath:"#/dependentSchemas/contact_email/required",keyword:"required",params:{missingProperty: "email_consent"},message:"must have required property '"+"email_consent"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.email_consent !== undefined && func0.call(data, "email_consent")){
if(true !== data.email_consent){
const err10 = {instancePath:instancePath+"/email_consent",schemaPath:"#/dependentSchemas/contact_email/properties/email_consent/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/dependentSchemas/contact_email/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const discoverQuery = validate23;
const schema34 = {"type":"object","additionalProperties":false,"required":["q"],"properties":{"q":{"type":"string","minLength":1,"maxLength":256},"limit":{"type":"integer","minimum":1,"maximum":5,"default":3},"include_contract":{"type":"integer","enum":[0,1],"default":0}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.q === undefined) || (!(func0.call(data, "q")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "q"},message:"must have required property '"+"q"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "q") || (key0 === "limit")) || (key0 === "include_contract"))){
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
if(data.q !== undefined && func0.call(data, "q")){
let data0 = data.q;
if(typeof data0 === "string"){
if(func62(data0) > 256){
const err2 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func62(data0) < 1){
const err3 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.limit !== undefined && func0.call(data, "limit")){
let data1 = data.limit;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 5 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.include_contract !== undefined && func0.call(data, "include_contract")){
let data2 = data.include_contract;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/include_contract",schemaPath:"#/properties/include_contract/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data2 === 0) || (data2 === 1))){
const err9 = {instancePath:instancePath+"/include_contract",schemaPath:"#/properties/include_contract/enum",keyword:"enum",params:{allowedValues: schema34.properties.include_contract.enum},message:"must be equal to one of the allowed values"};
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
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const execute_batchBody = validate24;
const schema35 = {"type":"object","additionalProperties":false,"required":["operations"],"properties":{"operations":{"type":"array","minItems":1,"maxItems":20,"items":{"type":"object","additionalProperties":false,"required":["id","version","input"],"properties":{"id":{"type":"string","pattern":"^[a-z0-9_-]+$","minLength":1,"maxLength":100},"version":{"type":"string","pattern":"^[a-zA-Z0-9.+_-]+$","minLength":1,"maxLength":100},"input":{"type":"object","additionalProperties":true,"description":"The tool's input (bound keys are added to it); the tool's input_schema decides what it may hold."},"include_result":{"type":"boolean","default":true},"bindings":{"type":"array","maxItems":16,"items":{"type":"object","additionalProperties":false,"required":["key","from","path"],"properties":{"key":{"type":"string","minLength":1,"maxLength":100,"description":"The top-level input key to fill."},"from":{"type":"integer","minimum":0,"maximum":19,"description":"Zero-based index of an earlier item."},"path":{"type":"string","maxLength":1024,"description":"RFC 6901 JSON Pointer into that item's result; \"\" is the whole result."}}}}}}}}};
const pattern4 = new RegExp("^[a-z0-9_-]+$", "u");
const pattern5 = new RegExp("^[a-zA-Z0-9.+_-]+$", "u");

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.operations === undefined) || (!(func0.call(data, "operations")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operations"},message:"must have required property '"+"operations"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "operations")){
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
if(data.operations !== undefined && func0.call(data, "operations")){
let data0 = data.operations;
if(Array.isArray(data0)){
if(data0.length > 20){
const err2 = {instancePath:instancePath+"/operations",schemaPath:"#/properties/operations/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/operations",schemaPath:"#/properties/operations/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.id === undefined) || (!(func0.call(data1, "id")))){
const err4 = {instancePath:instancePath+"/operations/" + i0,schemaPath:"#/properties/operations/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data1.version === undefined) || (!(func0.call(data1, "version")))){
const err5 = {instancePath:instancePath+"/operations/" + i0,schemaPath:"#/properties/operations/items/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((data1.input === undefined) || (!(func0.call(data1, "input")))){
const err6 = {instancePath:instancePath+"/operations/" + i0,schemaPath:"#/properties/operations/items/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(((((key1 === "id") || (key1 === "version")) || (key1 === "input")) || (key1 === "include_result")) || (key1 === "bindings"))){
const err7 = {instancePath:instancePath+"/operations/" + i0,schemaPath:"#/properties/operations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.id !== undefined && func0.call(data1, "id")){
let data2 = data1.id;
if(typeof data2 === "string"){
if(func62(data2) > 100){
const err8 = {instancePath:instancePath+"/operations/" + i0+"/id",schemaPath:"#/properties/operations/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func62(data2) < 1){
const err9 = {instancePath:instancePath+"/operations/" + i0+"/id",schemaPath:"#/properties/operations/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern4.test(data2)){
const err10 = {instancePath:instancePath+"/operations/" + i0+"/id",schemaPath:"#/properties/operations/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_-]+$"},message:"must match pattern \""+"^[a-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/operations/" + i0+"/id",schemaPath:"#/properties/operations/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.version !== undefined && func0.call(data1, "version")){
let data3 = data1.version;
if(typeof data3 === "string"){
if(func62(data3) > 100){
const err12 = {instancePath:instancePath+"/operations/" + i0+"/version",schemaPath:"#/properties/operations/items/properties/version/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func62(data3) < 1){
const err13 = {instancePath:instancePath+"/operations/" + i0+"/version",schemaPath:"#/properties/operations/items/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern5.test(data3)){
const err14 = {instancePath:instancePath+"/operations/" + i0+"/version",schemaPath:"#/properties/operations/items/properties/version/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9.+_-]+$"},message:"must match pattern \""+"^[a-zA-Z0-9.+_-]+$"+"\""};
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
const err15 = {instancePath:instancePath+"/operations/" + i0+"/version",schemaPath:"#/properties/operations/items/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.input !== undefined && func0.call(data1, "input")){
let data4 = data1.input;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
}
else {
const err16 = {instancePath:instancePath+"/operations/" + i0+"/input",schemaPath:"#/properties/operations/items/properties/input/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.include_result !== undefined && func0.call(data1, "include_result")){
if(typeof data1.include_result !== "boolean"){
const err17 = {instancePath:instancePath+"/operations/" + i0+"/include_result",schemaPath:"#/properties/operations/items/properties/include_result/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.bindings !== undefined && func0.call(data1, "bindings")){
let data6 = data1.bindings;
if(Array.isArray(data6)){
if(data6.length > 16){
const err18 = {instancePath:instancePath+"/operations/" + i0+"/bindings",schemaPath:"#/properties/operations/items/properties/bindings/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if((data7.key === undefined) || (!(func0.call(data7, "key")))){
const err19 = {instancePath:instancePath+"/operations/" + i0+"/bindings/" + i1,schemaPath:"#/properties/operations/items/properties/bindings/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((data7.from === undefined) || (!(func0.call(data7, "from")))){
const err20 = {instancePath:instancePath+"/operations/" + i0+"/bindings/" + i1,schemaPath:"#/properties/operations/items/properties/bindings/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((data7.path === undefined) || (!(func0.call(data7, "path")))){
const err21 = {instancePath:instancePath+"/operations/" + i0+"/bindings/" + i1,schemaPath:"#/properties/operations/items/properties/bindings/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key2 of Object.keys(data7)){
if(!(((key2 === "key") || (key2 === "from")) || (key2 === "path"))){
const err22 = {instancePath:instancePath+"/operations/" + i0+"/bindings/" + i1,schemaPath:"#/properties/operations/items/properties/bindings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data7.key !== undefined && func0.call(data7, "key")){
let data8 = data7.key;
if(typeof data8 === "string"){
if(func62(data8) > 100){
const err23 = {instancePath:instancePath+"/operations/" + i0+"/bindings/" + i1+"/key",schemaPath:"#/properties/operations/items/properties/bindings/items/properties/key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func62(data8) < 1){
const err24 = {instancePath:instancePath+"/operations/" + i0+"/bindings/" + i1+"/key",schemaPath:"#/properties/operations/items/properties/bindings/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err25 = {instancePath:instancePath+"/operations/" + i0+"/bindings/" + i1+"/key",schemaPath:"#/properties/operations/items/properties/bindings/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data7.from !== undefined && func0.call(data7, "from")){
let data9 = data7.from;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err26 = {instancePath:instancePath+"/operations/" + i0+"/bindings/" + i1+"/from",schemaPath:"#/properties/operations/items/properties/bindings/items/properties/from/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 19 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/operations/" + i0+"/bindings/" + i1+"/from",schemaPath:"#/properties/operations/items/properties/bindings/items/properties/from/maximum",keyword:"maximum",params:{comparison: "<=", limit: 19},message:"must be <= 19"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err28 = {instancePath:instancePath+"/operations/" + i0+"/bindings/" + i1+"/from",schemaPath:"#/properties/operations/items/properties/bindings/items/properties/from/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data7.path !== undefined && func0.call(data7, "path")){
let data10 = data7.path;
if(typeof data10 === "string"){
if(func62(data10) > 1024){
const err29 = {instancePath:instancePath+"/operations/" + i0+"/bindings/" + i1+"/path",schemaPath:"#/properties/operations/items/properties/bindings/items/properties/path/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/operations/" + i0+"/bindings/" + i1+"/path",schemaPath:"#/properties/operations/items/properties/bindings/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err31 = {instancePath:instancePath+"/operations/" + i0+"/bindings/" + i1,schemaPath:"#/properties/operations/items/properties/bindings/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err32 = {instancePath:instancePath+"/operations/" + i0+"/bindings",schemaPath:"#/properties/operations/items/properties/bindings/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err33 = {instancePath:instancePath+"/operations/" + i0,schemaPath:"#/properties/operations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err34 = {instancePath:instancePath+"/operations",schemaPath:"#/properties/operations/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const execute_toolParams = validate25;
const schema36 = {"type":"object","additionalProperties":false,"required":["id","version"],"properties":{"id":{"type":"string","pattern":"^[a-z0-9_-]+$","maxLength":100},"version":{"type":"string","pattern":"^[a-zA-Z0-9.+_-]+$","maxLength":100}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.id === undefined) || (!(func0.call(data, "id")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.version === undefined) || (!(func0.call(data, "version")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "id") || (key0 === "version"))){
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
if(data.id !== undefined && func0.call(data, "id")){
let data0 = data.id;
if(typeof data0 === "string"){
if(func62(data0) > 100){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_-]+$"},message:"must match pattern \""+"^[a-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.version !== undefined && func0.call(data, "version")){
let data1 = data.version;
if(typeof data1 === "string"){
if(func62(data1) > 100){
const err6 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern5.test(data1)){
const err7 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9.+_-]+$"},message:"must match pattern \""+"^[a-zA-Z0-9.+_-]+$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_docs_assetParams = validate26;
const schema37 = {"type":"object","additionalProperties":false,"required":["file"],"properties":{"file":{"type":"string","pattern":"^[a-z0-9.-]+\\.js$","maxLength":100}}};
const pattern8 = new RegExp("^[a-z0-9.-]+\\.js$", "u");

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.file === undefined) || (!(func0.call(data, "file")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "file")){
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
if(data.file !== undefined && func0.call(data, "file")){
let data0 = data.file;
if(typeof data0 === "string"){
if(func62(data0) > 100){
const err2 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern8.test(data0)){
const err3 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9.-]+\\.js$"},message:"must match pattern \""+"^[a-z0-9.-]+\\.js$"+"\""};
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
const err4 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_my_savingsQuery = validate27;
const schema38 = {"type":"object","additionalProperties":false,"required":[],"properties":{"model":{"type":"string","minLength":1,"maxLength":100},"detail":{"type":"string","enum":["1"]}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 of Object.keys(data)){
if(!((key0 === "model") || (key0 === "detail"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.model !== undefined && func0.call(data, "model")){
let data0 = data.model;
if(typeof data0 === "string"){
if(func62(data0) > 100){
const err1 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func62(data0) < 1){
const err2 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.detail !== undefined && func0.call(data, "detail")){
let data1 = data.detail;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(data1 === "1")){
const err5 = {instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/enum",keyword:"enum",params:{allowedValues: schema38.properties.detail.enum},message:"must be equal to one of the allowed values"};
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
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_problem_typeParams = validate28;
const schema39 = {"type":"object","additionalProperties":false,"required":["code"],"properties":{"code":{"type":"string","pattern":"^[a-z][a-z0-9_]*$","maxLength":64}}};
const pattern9 = new RegExp("^[a-z][a-z0-9_]*$", "u");

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.code === undefined) || (!(func0.call(data, "code")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "code")){
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
if(data.code !== undefined && func0.call(data, "code")){
let data0 = data.code;
if(typeof data0 === "string"){
if(func62(data0) > 64){
const err2 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern9.test(data0)){
const err3 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_]*$"},message:"must match pattern \""+"^[a-z][a-z0-9_]*$"+"\""};
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
const err4 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_toolParams = validate29;
const schema40 = {"type":"object","additionalProperties":false,"required":["id"],"properties":{"id":{"type":"string","pattern":"^[a-z0-9_-]+$","maxLength":100}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.id === undefined) || (!(func0.call(data, "id")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "id")){
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
if(data.id !== undefined && func0.call(data, "id")){
let data0 = data.id;
if(typeof data0 === "string"){
if(func62(data0) > 100){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_-]+$"},message:"must match pattern \""+"^[a-z0-9_-]+$"+"\""};
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
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const get_tool_contractParams = validate30;
const schema41 = {"type":"object","additionalProperties":false,"required":["id","version"],"properties":{"id":{"type":"string","pattern":"^[a-z0-9_-]+$","maxLength":100},"version":{"type":"string","pattern":"^[a-zA-Z0-9.+_-]+$","maxLength":100}}};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.id === undefined) || (!(func0.call(data, "id")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.version === undefined) || (!(func0.call(data, "version")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "id") || (key0 === "version"))){
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
if(data.id !== undefined && func0.call(data, "id")){
let data0 = data.id;
if(typeof data0 === "string"){
if(func62(data0) > 100){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_-]+$"},message:"must match pattern \""+"^[a-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.version !== undefined && func0.call(data, "version")){
let data1 = data.version;
if(typeof data1 === "string"){
if(func62(data1) > 100){
const err6 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern5.test(data1)){
const err7 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9.+_-]+$"},message:"must match pattern \""+"^[a-zA-Z0-9.+_-]+$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const list_activityQuery = validate31;
const schema42 = {"type":"object","additionalProperties":false,"required":[],"properties":{"limit":{"type":"integer","minimum":1,"maximum":50,"default":20},"before":{"type":"string","maxLength":64}}};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 of Object.keys(data)){
if(!((key0 === "limit") || (key0 === "before"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.limit !== undefined && func0.call(data, "limit")){
let data0 = data.limit;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 50 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.before !== undefined && func0.call(data, "before")){
let data1 = data.before;
if(typeof data1 === "string"){
if(func62(data1) > 64){
const err4 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const list_toolsQuery = validate32;
const schema43 = {"type":"object","additionalProperties":false,"required":[],"properties":{"category":{"type":"string","pattern":"^[a-z0-9-]+$","maxLength":100}}};
const pattern13 = new RegExp("^[a-z0-9-]+$", "u");

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 of Object.keys(data)){
if(!(key0 === "category")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.category !== undefined && func0.call(data, "category")){
let data0 = data.category;
if(typeof data0 === "string"){
if(func62(data0) > 100){
const err1 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern13.test(data0)){
const err2 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9-]+$"},message:"must match pattern \""+"^[a-z0-9-]+$"+"\""};
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
const err3 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const remove_saved_toolBody = validate33;
const schema44 = {"type":"object","additionalProperties":false,"required":["tool","version"],"properties":{"tool":{"type":"string","pattern":"^[a-z0-9_-]+$","minLength":1,"maxLength":100},"version":{"type":"string","pattern":"^[a-zA-Z0-9.+_-]+$","minLength":1,"maxLength":100}}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.tool === undefined) || (!(func0.call(data, "tool")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tool"},message:"must have required property '"+"tool"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.version === undefined) || (!(func0.call(data, "version")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "tool") || (key0 === "version"))){
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
if(data.tool !== undefined && func0.call(data, "tool")){
let data0 = data.tool;
if(typeof data0 === "string"){
if(func62(data0) > 100){
const err3 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func62(data0) < 1){
const err4 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_-]+$"},message:"must match pattern \""+"^[a-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.version !== undefined && func0.call(data, "version")){
let data1 = data.version;
if(typeof data1 === "string"){
if(func62(data1) > 100){
const err7 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func62(data1) < 1){
const err8 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern5.test(data1)){
const err9 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9.+_-]+$"},message:"must match pattern \""+"^[a-zA-Z0-9.+_-]+$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const report_my_savingsBody = validate34;
const schema45 = {"type":"object","additionalProperties":false,"required":["model"],"description":"A model report (model, optional provider, estimated_tokens_saved, execution_ref) or a measured comparison (model with task_id, baseline_id, baseline and actual, all four together; optional execution_ref and whole_task). estimated_tokens_saved does not go with comparison fields.","properties":{"model":{"type":"string","minLength":1,"maxLength":100},"provider":{"type":"string","maxLength":40},"execution_ref":{"type":"string","format":"uuid"},"estimated_tokens_saved":{"type":"object","additionalProperties":false,"required":["input","output"],"properties":{"input":{"type":"integer","minimum":0,"maximum":10000000},"output":{"type":"integer","minimum":0,"maximum":10000000}}},"task_id":{"type":"string","minLength":1,"maxLength":100},"baseline_id":{"type":"string","minLength":1,"maxLength":100},"whole_task":{"const":true},"baseline":{"type":"object","additionalProperties":false,"required":["input","cached_input","output"],"properties":{"input":{"type":"integer","minimum":0,"maximum":10000000},"cached_input":{"type":"integer","minimum":0,"maximum":10000000},"output":{"type":"integer","minimum":0,"maximum":10000000}}},"actual":{"type":"object","additionalProperties":false,"required":["input","cached_input","output"],"properties":{"input":{"type":"integer","minimum":0,"maximum":10000000},"cached_input":{"type":"integer","minimum":0,"maximum":10000000},"output":{"type":"integer","minimum":0,"maximum":10000000}}}}};
const formats4 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.model === undefined) || (!(func0.call(data, "model")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(func0.call(schema45.properties, key0))){
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
if(data.model !== undefined && func0.call(data, "model")){
let data0 = data.model;
if(typeof data0 === "string"){
if(func62(data0) > 100){
const err2 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func62(data0) < 1){
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.provider !== undefined && func0.call(data, "provider")){
let data1 = data.provider;
if(typeof data1 === "string"){
if(func62(data1) > 40){
const err5 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.execution_ref !== undefined && func0.call(data, "execution_ref")){
let data2 = data.execution_ref;
if(typeof data2 === "string"){
if(!(formats4.test(data2))){
const err7 = {instancePath:instancePath+"/execution_ref",schemaPath:"#/properties/execution_ref/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/execution_ref",schemaPath:"#/properties/execution_ref/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.estimated_tokens_saved !== undefined && func0.call(data, "estimated_tokens_saved")){
let data3 = data.estimated_tokens_saved;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if((data3.input === undefined) || (!(func0.call(data3, "input")))){
const err9 = {instancePath:instancePath+"/estimated_tokens_saved",schemaPath:"#/properties/estimated_tokens_saved/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data3.output === undefined) || (!(func0.call(data3, "output")))){
const err10 = {instancePath:instancePath+"/estimated_tokens_saved",schemaPath:"#/properties/estimated_tokens_saved/required",keyword:"required",params:{missingProperty: "output"},message:"must have required property '"+"output"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 of Object.keys(data3)){
if(!((key1 === "input") || (key1 === "output"))){
const err11 = {instancePath:instancePath+"/estimated_tokens_saved",schemaPath:"#/properties/estimated_tokens_saved/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.input !== undefined && func0.call(data3, "input")){
let data4 = data3.input;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err12 = {instancePath:instancePath+"/estimated_tokens_saved/input",schemaPath:"#/properties/estimated_tokens_saved/properties/input/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 10000000 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/estimated_tokens_saved/input",schemaPath:"#/properties/estimated_tokens_saved/properties/input/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/estimated_tokens_saved/input",schemaPath:"#/properties/estimated_tokens_saved/properties/input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data3.output !== undefined && func0.call(data3, "output")){
let data5 = data3.output;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err15 = {instancePath:instancePath+"/estimated_tokens_saved/output",schemaPath:"#/properties/estimated_tokens_saved/properties/output/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 10000000 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/estimated_tokens_saved/output",schemaPath:"#/properties/estimated_tokens_saved/properties/output/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/estimated_tokens_saved/output",schemaPath:"#/properties/estimated_tokens_saved/properties/output/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err18 = {instancePath:instancePath+"/estimated_tokens_saved",schemaPath:"#/properties/estimated_tokens_saved/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.task_id !== undefined && func0.call(data, "task_id")){
let data6 = data.task_id;
if(typeof data6 === "string"){
if(func62(data6) > 100){
const err19 = {instancePath:instancePath+"/task_id",schemaPath:"#/properties/task_id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func62(data6) < 1){
const err20 = {instancePath:instancePath+"/task_id",schemaPath:"#/properties/task_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err21 = {instancePath:instancePath+"/task_id",schemaPath:"#/properties/task_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.baseline_id !== undefined && func0.call(data, "baseline_id")){
let data7 = data.baseline_id;
if(typeof data7 === "string"){
if(func62(data7) > 100){
const err22 = {instancePath:instancePath+"/baseline_id",schemaPath:"#/properties/baseline_id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func62(data7) < 1){
const err23 = {instancePath:instancePath+"/baseline_id",schemaPath:"#/properties/baseline_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err24 = {instancePath:instancePath+"/baseline_id",schemaPath:"#/properties/baseline_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.whole_task !== undefined && func0.call(data, "whole_task")){
if(true !== data.whole_task){
const err25 = {instancePath:instancePath+"/whole_task",schemaPath:"#/properties/whole_task/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.baseline !== undefined && func0.call(data, "baseline")){
let data9 = data.baseline;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if((data9.input === undefined) || (!(func0.call(data9, "input")))){
const err26 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((data9.cached_input === undefined) || (!(func0.call(data9, "cached_input")))){
const err27 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/required",keyword:"required",params:{missingProperty: "cached_input"},message:"must have required property '"+"cached_input"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((data9.output === undefined) || (!(func0.call(data9, "output")))){
const err28 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/required",keyword:"required",params:{missingProperty: "output"},message:"must have required property '"+"output"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key2 of Object.keys(data9)){
if(!(((key2 === "input") || (key2 === "cached_input")) || (key2 === "output"))){
const err29 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data9.input !== undefined && func0.call(data9, "input")){
let data10 = data9.input;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err30 = {instancePath:instancePath+"/baseline/input",schemaPath:"#/properties/baseline/properties/input/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 10000000 || isNaN(data10)){
const err31 = {instancePath:instancePath+"/baseline/input",schemaPath:"#/properties/baseline/properties/input/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err32 = {instancePath:instancePath+"/baseline/input",schemaPath:"#/properties/baseline/properties/input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data9.cached_input !== undefined && func0.call(data9, "cached_input")){
let data11 = data9.cached_input;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err33 = {instancePath:instancePath+"/baseline/cached_input",schemaPath:"#/properties/baseline/properties/cached_input/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 10000000 || isNaN(data11)){
const err34 = {instancePath:instancePath+"/baseline/cached_input",schemaPath:"#/properties/baseline/properties/cached_input/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err35 = {instancePath:instancePath+"/baseline/cached_input",schemaPath:"#/properties/baseline/properties/cached_input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data9.output !== undefined && func0.call(data9, "output")){
let data12 = data9.output;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err36 = {instancePath:instancePath+"/baseline/output",schemaPath:"#/properties/baseline/properties/output/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 10000000 || isNaN(data12)){
const err37 = {instancePath:instancePath+"/baseline/output",schemaPath:"#/properties/baseline/properties/output/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err38 = {instancePath:instancePath+"/baseline/output",schemaPath:"#/properties/baseline/properties/output/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
}
else {
const err39 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.actual !== undefined && func0.call(data, "actual")){
let data13 = data.actual;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if((data13.input === undefined) || (!(func0.call(data13, "input")))){
const err40 = {instancePath:instancePath+"/actual",schemaPath:"#/properties/actual/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((data13.cached_input === undefined) || (!(func0.call(data13, "cached_input")))){
const err41 = {instancePath:instancePath+"/actual",schemaPath:"#/properties/actual/required",keyword:"required",params:{missingProperty: "cached_input"},message:"must have required property '"+"cached_input"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((data13.output === undefined) || (!(func0.call(data13, "output")))){
const err42 = {instancePath:instancePath+"/actual",schemaPath:"#/properties/actual/required",keyword:"required",params:{missingProperty: "output"},message:"must have required property '"+"output"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
for(const key3 of Object.keys(data13)){
if(!(((key3 === "input") || (key3 === "cached_input")) || (key3 === "output"))){
const err43 = {instancePath:instancePath+"/actual",schemaPath:"#/properties/actual/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data13.input !== undefined && func0.call(data13, "input")){
let data14 = data13.input;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err44 = {instancePath:instancePath+"/actual/input",schemaPath:"#/properties/actual/properties/input/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 10000000 || isNaN(data14)){
const err45 = {instancePath:instancePath+"/actual/input",schemaPath:"#/properties/actual/properties/input/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err46 = {instancePath:instancePath+"/actual/input",schemaPath:"#/properties/actual/properties/input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data13.cached_input !== undefined && func0.call(data13, "cached_input")){
let data15 = data13.cached_input;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err47 = {instancePath:instancePath+"/actual/cached_input",schemaPath:"#/properties/actual/properties/cached_input/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 10000000 || isNaN(data15)){
const err48 = {instancePath:instancePath+"/actual/cached_input",schemaPath:"#/properties/actual/properties/cached_input/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err49 = {instancePath:instancePath+"/actual/cached_input",schemaPath:"#/properties/actual/properties/cached_input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
if(data13.output !== undefined && func0.call(data13, "output")){
let data16 = data13.output;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err50 = {instancePath:instancePath+"/actual/output",schemaPath:"#/properties/actual/properties/output/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 10000000 || isNaN(data16)){
const err51 = {instancePath:instancePath+"/actual/output",schemaPath:"#/properties/actual/properties/output/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err52 = {instancePath:instancePath+"/actual/output",schemaPath:"#/properties/actual/properties/output/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
}
else {
const err53 = {instancePath:instancePath+"/actual",schemaPath:"#/properties/actual/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err54 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const report_savingsBody = validate35;
const schema46 = {"type":"object","additionalProperties":false,"required":["model"],"description":"A model report (model, optional provider, estimated_tokens_saved, execution_ref) or a measured comparison (model with task_id, baseline_id, baseline and actual, all four together; optional execution_ref and whole_task). estimated_tokens_saved does not go with comparison fields.","properties":{"model":{"type":"string","minLength":1,"maxLength":100},"provider":{"type":"string","maxLength":40},"execution_ref":{"type":"string","format":"uuid"},"estimated_tokens_saved":{"type":"object","additionalProperties":false,"required":["input","output"],"properties":{"input":{"type":"integer","minimum":0,"maximum":10000000},"output":{"type":"integer","minimum":0,"maximum":10000000}}},"task_id":{"type":"string","minLength":1,"maxLength":100},"baseline_id":{"type":"string","minLength":1,"maxLength":100},"whole_task":{"const":true},"baseline":{"type":"object","additionalProperties":false,"required":["input","cached_input","output"],"properties":{"input":{"type":"integer","minimum":0,"maximum":10000000},"cached_input":{"type":"integer","minimum":0,"maximum":10000000},"output":{"type":"integer","minimum":0,"maximum":10000000}}},"actual":{"type":"object","additionalProperties":false,"required":["input","cached_input","output"],"properties":{"input":{"type":"integer","minimum":0,"maximum":10000000},"cached_input":{"type":"integer","minimum":0,"maximum":10000000},"output":{"type":"integer","minimum":0,"maximum":10000000}}}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.model === undefined) || (!(func0.call(data, "model")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(func0.call(schema46.properties, key0))){
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
if(data.model !== undefined && func0.call(data, "model")){
let data0 = data.model;
if(typeof data0 === "string"){
if(func62(data0) > 100){
const err2 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func62(data0) < 1){
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.provider !== undefined && func0.call(data, "provider")){
let data1 = data.provider;
if(typeof data1 === "string"){
if(func62(data1) > 40){
const err5 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.execution_ref !== undefined && func0.call(data, "execution_ref")){
let data2 = data.execution_ref;
if(typeof data2 === "string"){
if(!(formats4.test(data2))){
const err7 = {instancePath:instancePath+"/execution_ref",schemaPath:"#/properties/execution_ref/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/execution_ref",schemaPath:"#/properties/execution_ref/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.estimated_tokens_saved !== undefined && func0.call(data, "estimated_tokens_saved")){
let data3 = data.estimated_tokens_saved;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if((data3.input === undefined) || (!(func0.call(data3, "input")))){
const err9 = {instancePath:instancePath+"/estimated_tokens_saved",schemaPath:"#/properties/estimated_tokens_saved/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data3.output === undefined) || (!(func0.call(data3, "output")))){
const err10 = {instancePath:instancePath+"/estimated_tokens_saved",schemaPath:"#/properties/estimated_tokens_saved/required",keyword:"required",params:{missingProperty: "output"},message:"must have required property '"+"output"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 of Object.keys(data3)){
if(!((key1 === "input") || (key1 === "output"))){
const err11 = {instancePath:instancePath+"/estimated_tokens_saved",schemaPath:"#/properties/estimated_tokens_saved/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.input !== undefined && func0.call(data3, "input")){
let data4 = data3.input;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err12 = {instancePath:instancePath+"/estimated_tokens_saved/input",schemaPath:"#/properties/estimated_tokens_saved/properties/input/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 10000000 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/estimated_tokens_saved/input",schemaPath:"#/properties/estimated_tokens_saved/properties/input/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/estimated_tokens_saved/input",schemaPath:"#/properties/estimated_tokens_saved/properties/input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data3.output !== undefined && func0.call(data3, "output")){
let data5 = data3.output;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err15 = {instancePath:instancePath+"/estimated_tokens_saved/output",schemaPath:"#/properties/estimated_tokens_saved/properties/output/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 10000000 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/estimated_tokens_saved/output",schemaPath:"#/properties/estimated_tokens_saved/properties/output/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/estimated_tokens_saved/output",schemaPath:"#/properties/estimated_tokens_saved/properties/output/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err18 = {instancePath:instancePath+"/estimated_tokens_saved",schemaPath:"#/properties/estimated_tokens_saved/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.task_id !== undefined && func0.call(data, "task_id")){
let data6 = data.task_id;
if(typeof data6 === "string"){
if(func62(data6) > 100){
const err19 = {instancePath:instancePath+"/task_id",schemaPath:"#/properties/task_id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func62(data6) < 1){
const err20 = {instancePath:instancePath+"/task_id",schemaPath:"#/properties/task_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err21 = {instancePath:instancePath+"/task_id",schemaPath:"#/properties/task_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.baseline_id !== undefined && func0.call(data, "baseline_id")){
let data7 = data.baseline_id;
if(typeof data7 === "string"){
if(func62(data7) > 100){
const err22 = {instancePath:instancePath+"/baseline_id",schemaPath:"#/properties/baseline_id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func62(data7) < 1){
const err23 = {instancePath:instancePath+"/baseline_id",schemaPath:"#/properties/baseline_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err24 = {instancePath:instancePath+"/baseline_id",schemaPath:"#/properties/baseline_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.whole_task !== undefined && func0.call(data, "whole_task")){
if(true !== data.whole_task){
const err25 = {instancePath:instancePath+"/whole_task",schemaPath:"#/properties/whole_task/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.baseline !== undefined && func0.call(data, "baseline")){
let data9 = data.baseline;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if((data9.input === undefined) || (!(func0.call(data9, "input")))){
const err26 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((data9.cached_input === undefined) || (!(func0.call(data9, "cached_input")))){
const err27 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/required",keyword:"required",params:{missingProperty: "cached_input"},message:"must have required property '"+"cached_input"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((data9.output === undefined) || (!(func0.call(data9, "output")))){
const err28 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/required",keyword:"required",params:{missingProperty: "output"},message:"must have required property '"+"output"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key2 of Object.keys(data9)){
if(!(((key2 === "input") || (key2 === "cached_input")) || (key2 === "output"))){
const err29 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data9.input !== undefined && func0.call(data9, "input")){
let data10 = data9.input;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err30 = {instancePath:instancePath+"/baseline/input",schemaPath:"#/properties/baseline/properties/input/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 10000000 || isNaN(data10)){
const err31 = {instancePath:instancePath+"/baseline/input",schemaPath:"#/properties/baseline/properties/input/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err32 = {instancePath:instancePath+"/baseline/input",schemaPath:"#/properties/baseline/properties/input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data9.cached_input !== undefined && func0.call(data9, "cached_input")){
let data11 = data9.cached_input;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err33 = {instancePath:instancePath+"/baseline/cached_input",schemaPath:"#/properties/baseline/properties/cached_input/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 10000000 || isNaN(data11)){
const err34 = {instancePath:instancePath+"/baseline/cached_input",schemaPath:"#/properties/baseline/properties/cached_input/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err35 = {instancePath:instancePath+"/baseline/cached_input",schemaPath:"#/properties/baseline/properties/cached_input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data9.output !== undefined && func0.call(data9, "output")){
let data12 = data9.output;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err36 = {instancePath:instancePath+"/baseline/output",schemaPath:"#/properties/baseline/properties/output/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 10000000 || isNaN(data12)){
const err37 = {instancePath:instancePath+"/baseline/output",schemaPath:"#/properties/baseline/properties/output/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err38 = {instancePath:instancePath+"/baseline/output",schemaPath:"#/properties/baseline/properties/output/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
}
else {
const err39 = {instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.actual !== undefined && func0.call(data, "actual")){
let data13 = data.actual;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if((data13.input === undefined) || (!(func0.call(data13, "input")))){
const err40 = {instancePath:instancePath+"/actual",schemaPath:"#/properties/actual/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((data13.cached_input === undefined) || (!(func0.call(data13, "cached_input")))){
const err41 = {instancePath:instancePath+"/actual",schemaPath:"#/properties/actual/required",keyword:"required",params:{missingProperty: "cached_input"},message:"must have required property '"+"cached_input"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((data13.output === undefined) || (!(func0.call(data13, "output")))){
const err42 = {instancePath:instancePath+"/actual",schemaPath:"#/properties/actual/required",keyword:"required",params:{missingProperty: "output"},message:"must have required property '"+"output"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
for(const key3 of Object.keys(data13)){
if(!(((key3 === "input") || (key3 === "cached_input")) || (key3 === "output"))){
const err43 = {instancePath:instancePath+"/actual",schemaPath:"#/properties/actual/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data13.input !== undefined && func0.call(data13, "input")){
let data14 = data13.input;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err44 = {instancePath:instancePath+"/actual/input",schemaPath:"#/properties/actual/properties/input/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 10000000 || isNaN(data14)){
const err45 = {instancePath:instancePath+"/actual/input",schemaPath:"#/properties/actual/properties/input/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err46 = {instancePath:instancePath+"/actual/input",schemaPath:"#/properties/actual/properties/input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data13.cached_input !== undefined && func0.call(data13, "cached_input")){
let data15 = data13.cached_input;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err47 = {instancePath:instancePath+"/actual/cached_input",schemaPath:"#/properties/actual/properties/cached_input/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 10000000 || isNaN(data15)){
const err48 = {instancePath:instancePath+"/actual/cached_input",schemaPath:"#/properties/actual/properties/cached_input/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err49 = {instancePath:instancePath+"/actual/cached_input",schemaPath:"#/properties/actual/properties/cached_input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
if(data13.output !== undefined && func0.call(data13, "output")){
let data16 = data13.output;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err50 = {instancePath:instancePath+"/actual/output",schemaPath:"#/properties/actual/properties/output/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 10000000 || isNaN(data16)){
const err51 = {instancePath:instancePath+"/actual/output",schemaPath:"#/properties/actual/properties/output/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err52 = {instancePath:instancePath+"/actual/output",schemaPath:"#/properties/actual/properties/output/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
}
else {
const err53 = {instancePath:instancePath+"/actual",schemaPath:"#/properties/actual/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err54 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const save_toolBody = validate36;
const schema47 = {"type":"object","additionalProperties":false,"required":["tool","version"],"properties":{"tool":{"type":"string","pattern":"^[a-z0-9_-]+$","minLength":1,"maxLength":100},"version":{"type":"string","pattern":"^[a-zA-Z0-9.+_-]+$","minLength":1,"maxLength":100},"note":{"type":"string","maxLength":200}}};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.tool === undefined) || (!(func0.call(data, "tool")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tool"},message:"must have required property '"+"tool"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.version === undefined) || (!(func0.call(data, "version")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "tool") || (key0 === "version")) || (key0 === "note"))){
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
if(data.tool !== undefined && func0.call(data, "tool")){
let data0 = data.tool;
if(typeof data0 === "string"){
if(func62(data0) > 100){
const err3 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func62(data0) < 1){
const err4 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9_-]+$"},message:"must match pattern \""+"^[a-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.version !== undefined && func0.call(data, "version")){
let data1 = data.version;
if(typeof data1 === "string"){
if(func62(data1) > 100){
const err7 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func62(data1) < 1){
const err8 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern5.test(data1)){
const err9 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9.+_-]+$"},message:"must match pattern \""+"^[a-zA-Z0-9.+_-]+$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.note !== undefined && func0.call(data, "note")){
let data2 = data.note;
if(typeof data2 === "string"){
if(func62(data2) > 200){
const err11 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err12 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const search_toolsQuery = validate37;
const schema48 = {"type":"object","additionalProperties":false,"required":["q"],"properties":{"q":{"type":"string","minLength":1,"maxLength":256},"limit":{"type":"integer","minimum":1,"maximum":5,"default":1}}};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.q === undefined) || (!(func0.call(data, "q")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "q"},message:"must have required property '"+"q"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "q") || (key0 === "limit"))){
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
if(data.q !== undefined && func0.call(data, "q")){
let data0 = data.q;
if(typeof data0 === "string"){
if(func62(data0) > 256){
const err2 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func62(data0) < 1){
const err3 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.limit !== undefined && func0.call(data, "limit")){
let data1 = data.limit;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 5 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const show_confirm_pageQuery = validate38;
const schema49 = {"type":"object","additionalProperties":false,"required":["token"],"properties":{"token":{"type":"string","minLength":1,"maxLength":64}}};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.token === undefined) || (!(func0.call(data, "token")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "token")){
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
if(data.token !== undefined && func0.call(data, "token")){
let data0 = data.token;
if(typeof data0 === "string"){
if(func62(data0) > 64){
const err2 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func62(data0) < 1){
const err3 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const submit_feedbackBody = validate39;
const schema50 = {"type":"object","additionalProperties":false,"required":["category","idempotency_key"],"properties":{"category":{"type":"string","enum":["useful","wrong_result","missing_capability","hard_to_use","other"]},"idempotency_key":{"type":"string","minLength":1,"maxLength":100},"note":{"type":"string","maxLength":1000},"tool":{"type":"string","maxLength":100},"version":{"type":"string","maxLength":100},"execution_ref":{"type":"string","maxLength":100}}};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.category === undefined) || (!(func0.call(data, "category")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "category"},message:"must have required property '"+"category"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.idempotency_key === undefined) || (!(func0.call(data, "idempotency_key")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "idempotency_key"},message:"must have required property '"+"idempotency_key"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "category") || (key0 === "idempotency_key")) || (key0 === "note")) || (key0 === "tool")) || (key0 === "version")) || (key0 === "execution_ref"))){
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
if(data.category !== undefined && func0.call(data, "category")){
let data0 = data.category;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((((data0 === "useful") || (data0 === "wrong_result")) || (data0 === "missing_capability")) || (data0 === "hard_to_use")) || (data0 === "other"))){
const err4 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/enum",keyword:"enum",params:{allowedValues: schema50.properties.category.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.idempotency_key !== undefined && func0.call(data, "idempotency_key")){
let data1 = data.idempotency_key;
if(typeof data1 === "string"){
if(func62(data1) > 100){
const err5 = {instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func62(data1) < 1){
const err6 = {instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/idempotency_key",schemaPath:"#/properties/idempotency_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.note !== undefined && func0.call(data, "note")){
let data2 = data.note;
if(typeof data2 === "string"){
if(func62(data2) > 1000){
const err8 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err9 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.tool !== undefined && func0.call(data, "tool")){
let data3 = data.tool;
if(typeof data3 === "string"){
if(func62(data3) > 100){
const err10 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.version !== undefined && func0.call(data, "version")){
let data4 = data.version;
if(typeof data4 === "string"){
if(func62(data4) > 100){
const err12 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err13 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.execution_ref !== undefined && func0.call(data, "execution_ref")){
let data5 = data.execution_ref;
if(typeof data5 === "string"){
if(func62(data5) > 100){
const err14 = {instancePath:instancePath+"/execution_ref",schemaPath:"#/properties/execution_ref/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err15 = {instancePath:instancePath+"/execution_ref",schemaPath:"#/properties/execution_ref/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const subscribeBody = validate40;
const schema51 = {"type":"object","additionalProperties":false,"required":["email","consent"],"properties":{"email":{"type":"string","format":"email","minLength":3,"maxLength":254},"consent":{"const":true}}};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.email === undefined) || (!(func0.call(data, "email")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.consent === undefined) || (!(func0.call(data, "consent")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consent"},message:"must have required property '"+"consent"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "email") || (key0 === "consent"))){
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
if(data.email !== undefined && func0.call(data, "email")){
let data0 = data.email;
if(typeof data0 === "string"){
if(func62(data0) > 254){
const err3 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func62(data0) < 3){
const err4 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(formats0.test(data0))){
const err5 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.consent !== undefined && func0.call(data, "consent")){
if(true !== data.consent){
const err7 = {instancePath:instancePath+"/consent",schemaPath:"#/properties/consent/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
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
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const subscribeForm = validate41;
const schema52 = {"type":"object","additionalProperties":false,"required":["email","consent"],"properties":{"email":{"type":"string","format":"email","maxLength":254},"consent":{"type":"string","enum":["true","on","1","yes"]}}};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.email === undefined) || (!(func0.call(data, "email")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.consent === undefined) || (!(func0.call(data, "consent")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consent"},message:"must have required property '"+"consent"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "email") || (key0 === "consent"))){
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
if(data.email !== undefined && func0.call(data, "email")){
let data0 = data.email;
if(typeof data0 === "string"){
if(func62(data0) > 254){
const err3 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(formats0.test(data0))){
const err4 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.consent !== undefined && func0.call(data, "consent")){
let data1 = data.consent;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/consent",schemaPath:"#/properties/consent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((((data1 === "true") || (data1 === "on")) || (data1 === "1")) || (data1 === "yes"))){
const err7 = {instancePath:instancePath+"/consent",schemaPath:"#/properties/consent/enum",keyword:"enum",params:{allowedValues: schema52.properties.consent.enum},message:"must be equal to one of the allowed values"};
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
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const unsubscribe_linkQuery = validate42;
const schema53 = {"type":"object","additionalProperties":false,"required":["token"],"properties":{"token":{"type":"string","minLength":1,"maxLength":64}}};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.token === undefined) || (!(func0.call(data, "token")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "token")){
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
if(data.token !== undefined && func0.call(data, "token")){
let data0 = data.token;
if(typeof data0 === "string"){
if(func62(data0) > 64){
const err2 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func62(data0) < 1){
const err3 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const unsubscribe_one_clickQuery = validate43;
const schema54 = {"type":"object","additionalProperties":false,"required":["token"],"properties":{"token":{"type":"string","minLength":1,"maxLength":64}}};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if((data.token === undefined) || (!(func0.call(data, "token")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "token")){
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
if(data.token !== undefined && func0.call(data, "token")){
let data0 = data.token;
if(typeof data0 === "string"){
if(func62(data0) > 64){
const err2 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func62(data0) < 1){
const err3 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

