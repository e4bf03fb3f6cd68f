// generated from contracts/ — do not edit
// schedule-round-robin@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 137924cd603b1d032ba9c665783b6300 body af5295cd6d4ad33ebed5519069f76a99
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["teams"],"properties":{"teams":{"type":"array","minItems":2,"items":{"type":"string","minLength":1}}}};
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
if((data.teams === undefined) || (!(func0.call(data, "teams")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "teams"},message:"must have required property '"+"teams"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "teams")){
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
if(data.teams !== undefined && func0.call(data, "teams")){
let data0 = data.teams;
if(Array.isArray(data0)){
if(data0.length < 2){
const err2 = {instancePath:instancePath+"/teams",schemaPath:"#/properties/teams/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
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
if(typeof data1 === "string"){
if(func62(data1) < 1){
const err3 = {instancePath:instancePath+"/teams/" + i0,schemaPath:"#/properties/teams/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/teams/" + i0,schemaPath:"#/properties/teams/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath:instancePath+"/teams",schemaPath:"#/properties/teams/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["rounds"],"properties":{"rounds":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["round","matches","bye"],"properties":{"round":{"type":"integer"},"matches":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["home","away"],"properties":{"home":{"type":"string"},"away":{"type":"string"}}}},"bye":{"type":["string","null"]}}}}}};

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
if((data.rounds === undefined) || (!(func0.call(data, "rounds")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rounds"},message:"must have required property '"+"rounds"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(key0 === "rounds")){
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
if(data.rounds !== undefined && func0.call(data, "rounds")){
let data0 = data.rounds;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if((data1.round === undefined) || (!(func0.call(data1, "round")))){
const err2 = {instancePath:instancePath+"/rounds/" + i0,schemaPath:"#/properties/rounds/items/required",keyword:"required",params:{missingProperty: "round"},message:"must have required property '"+"round"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data1.matches === undefined) || (!(func0.call(data1, "matches")))){
const err3 = {instancePath:instancePath+"/rounds/" + i0,schemaPath:"#/properties/rounds/items/required",keyword:"required",params:{missingProperty: "matches"},message:"must have required property '"+"matches"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data1.bye === undefined) || (!(func0.call(data1, "bye")))){
const err4 = {instancePath:instancePath+"/rounds/" + i0,schemaPath:"#/properties/rounds/items/required",keyword:"required",params:{missingProperty: "bye"},message:"must have required property '"+"bye"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 of Object.keys(data1)){
if(!(((key1 === "round") || (key1 === "matches")) || (key1 === "bye"))){
const err5 = {instancePath:instancePath+"/rounds/" + i0,schemaPath:"#/properties/rounds/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.round !== undefined && func0.call(data1, "round")){
let data2 = data1.round;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/rounds/" + i0+"/round",schemaPath:"#/properties/rounds/items/properties/round/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.matches !== undefined && func0.call(data1, "matches")){
let data3 = data1.matches;
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if((data4.home === undefined) || (!(func0.call(data4, "home")))){
const err7 = {instancePath:instancePath+"/rounds/" + i0+"/matches/" + i1,schemaPath:"#/properties/rounds/items/properties/matches/items/required",keyword:"required",params:{missingProperty: "home"},message:"must have required property '"+"home"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data4.away === undefined) || (!(func0.call(data4, "away")))){
const err8 = {instancePath:instancePath+"/rounds/" + i0+"/matches/" + i1,schemaPath:"#/properties/rounds/items/properties/matches/items/required",keyword:"required",params:{missingProperty: "away"},message:"must have required property '"+"away"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key2 of Object.keys(data4)){
if(!((key2 === "home") || (key2 === "away"))){
const err9 = {instancePath:instancePath+"/rounds/" + i0+"/matches/" + i1,schemaPath:"#/properties/rounds/items/properties/matches/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data4.home !== undefined && func0.call(data4, "home")){
if(typeof data4.home !== "string"){
const err10 = {instancePath:instancePath+"/rounds/" + i0+"/matches/" + i1+"/home",schemaPath:"#/properties/rounds/items/properties/matches/items/properties/home/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data4.away !== undefined && func0.call(data4, "away")){
if(typeof data4.away !== "string"){
const err11 = {instancePath:instancePath+"/rounds/" + i0+"/matches/" + i1+"/away",schemaPath:"#/properties/rounds/items/properties/matches/items/properties/away/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err12 = {instancePath:instancePath+"/rounds/" + i0+"/matches/" + i1,schemaPath:"#/properties/rounds/items/properties/matches/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err13 = {instancePath:instancePath+"/rounds/" + i0+"/matches",schemaPath:"#/properties/rounds/items/properties/matches/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.bye !== undefined && func0.call(data1, "bye")){
let data7 = data1.bye;
if((typeof data7 !== "string") && (data7 !== null)){
const err14 = {instancePath:instancePath+"/rounds/" + i0+"/bye",schemaPath:"#/properties/rounds/items/properties/bye/type",keyword:"type",params:{type: schema32.properties.rounds.items.properties.bye.type},message:"must be string,null"};
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
else {
const err15 = {instancePath:instancePath+"/rounds/" + i0,schemaPath:"#/properties/rounds/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err16 = {instancePath:instancePath+"/rounds",schemaPath:"#/properties/rounds/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

