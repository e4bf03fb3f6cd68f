// generated from contracts/ — do not edit
// sequence-edit-script-apply@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs c9c244918b379228219e2a8a3c36cfaa body 0dda887e41e54e5eedb738f152bad8c3
/* eslint-disable */

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["sequence","script"],"properties":{"sequence":{"type":"array","maxItems":131072,"items":{"description":"Any JSON value."}},"script":{"type":"array","maxItems":131072,"items":{"type":"object","additionalProperties":false,"required":["op","items"],"properties":{"op":{"type":"string","enum":["equal","delete","insert"]},"items":{"type":"array","minItems":1,"maxItems":131072,"items":{"description":"Any JSON value."}},"a_start":{"type":"integer","minimum":0,"maximum":131072},"b_start":{"type":"integer","minimum":0,"maximum":262144}}}}}};
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
if((data.sequence === undefined) || (!(func0.call(data, "sequence")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sequence"},message:"must have required property '"+"sequence"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.script === undefined) || (!(func0.call(data, "script")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "script"},message:"must have required property '"+"script"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((key0 === "sequence") || (key0 === "script"))){
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
if(data.sequence !== undefined && func0.call(data, "sequence")){
let data0 = data.sequence;
if(Array.isArray(data0)){
if(data0.length > 131072){
const err3 = {instancePath:instancePath+"/sequence",schemaPath:"#/properties/sequence/maxItems",keyword:"maxItems",params:{limit: 131072},message:"must NOT have more than 131072 items"};
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
const err4 = {instancePath:instancePath+"/sequence",schemaPath:"#/properties/sequence/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.script !== undefined && func0.call(data, "script")){
let data1 = data.script;
if(Array.isArray(data1)){
if(data1.length > 131072){
const err5 = {instancePath:instancePath+"/script",schemaPath:"#/properties/script/maxItems",keyword:"maxItems",params:{limit: 131072},message:"must NOT have more than 131072 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if((data2.op === undefined) || (!(func0.call(data2, "op")))){
const err6 = {instancePath:instancePath+"/script/" + i0,schemaPath:"#/properties/script/items/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data2.items === undefined) || (!(func0.call(data2, "items")))){
const err7 = {instancePath:instancePath+"/script/" + i0,schemaPath:"#/properties/script/items/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 of Object.keys(data2)){
if(!((((key1 === "op") || (key1 === "items")) || (key1 === "a_start")) || (key1 === "b_start"))){
const err8 = {instancePath:instancePath+"/script/" + i0,schemaPath:"#/properties/script/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.op !== undefined && func0.call(data2, "op")){
let data3 = data2.op;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/script/" + i0+"/op",schemaPath:"#/properties/script/items/properties/op/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((data3 === "equal") || (data3 === "delete")) || (data3 === "insert"))){
const err10 = {instancePath:instancePath+"/script/" + i0+"/op",schemaPath:"#/properties/script/items/properties/op/enum",keyword:"enum",params:{allowedValues: schema31.properties.script.items.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.items !== undefined && func0.call(data2, "items")){
let data4 = data2.items;
if(Array.isArray(data4)){
if(data4.length > 131072){
const err11 = {instancePath:instancePath+"/script/" + i0+"/items",schemaPath:"#/properties/script/items/properties/items/maxItems",keyword:"maxItems",params:{limit: 131072},message:"must NOT have more than 131072 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4.length < 1){
const err12 = {instancePath:instancePath+"/script/" + i0+"/items",schemaPath:"#/properties/script/items/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
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
const err13 = {instancePath:instancePath+"/script/" + i0+"/items",schemaPath:"#/properties/script/items/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.a_start !== undefined && func0.call(data2, "a_start")){
let data5 = data2.a_start;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err14 = {instancePath:instancePath+"/script/" + i0+"/a_start",schemaPath:"#/properties/script/items/properties/a_start/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 131072 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/script/" + i0+"/a_start",schemaPath:"#/properties/script/items/properties/a_start/maximum",keyword:"maximum",params:{comparison: "<=", limit: 131072},message:"must be <= 131072"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/script/" + i0+"/a_start",schemaPath:"#/properties/script/items/properties/a_start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data2.b_start !== undefined && func0.call(data2, "b_start")){
let data6 = data2.b_start;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err17 = {instancePath:instancePath+"/script/" + i0+"/b_start",schemaPath:"#/properties/script/items/properties/b_start/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 262144 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/script/" + i0+"/b_start",schemaPath:"#/properties/script/items/properties/b_start/maximum",keyword:"maximum",params:{comparison: "<=", limit: 262144},message:"must be <= 262144"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/script/" + i0+"/b_start",schemaPath:"#/properties/script/items/properties/b_start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err20 = {instancePath:instancePath+"/script/" + i0,schemaPath:"#/properties/script/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/script",schemaPath:"#/properties/script/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["result","kept","deleted","inserted"],"properties":{"result":{"type":"array","maxItems":262144,"items":{"description":"An item of an input sequence."}},"kept":{"type":"integer","minimum":0,"maximum":131072},"deleted":{"type":"integer","minimum":0,"maximum":131072},"inserted":{"type":"integer","minimum":0,"maximum":131072}}};

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
if((data.kept === undefined) || (!(func0.call(data, "kept")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kept"},message:"must have required property '"+"kept"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.deleted === undefined) || (!(func0.call(data, "deleted")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deleted"},message:"must have required property '"+"deleted"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.inserted === undefined) || (!(func0.call(data, "inserted")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "inserted"},message:"must have required property '"+"inserted"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((key0 === "result") || (key0 === "kept")) || (key0 === "deleted")) || (key0 === "inserted"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.result !== undefined && func0.call(data, "result")){
let data0 = data.result;
if(Array.isArray(data0)){
if(data0.length > 262144){
const err5 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/maxItems",keyword:"maxItems",params:{limit: 262144},message:"must NOT have more than 262144 items"};
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
const err6 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.kept !== undefined && func0.call(data, "kept")){
let data1 = data.kept;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/kept",schemaPath:"#/properties/kept/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 131072 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/kept",schemaPath:"#/properties/kept/maximum",keyword:"maximum",params:{comparison: "<=", limit: 131072},message:"must be <= 131072"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/kept",schemaPath:"#/properties/kept/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.deleted !== undefined && func0.call(data, "deleted")){
let data2 = data.deleted;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 131072 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/maximum",keyword:"maximum",params:{comparison: "<=", limit: 131072},message:"must be <= 131072"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/deleted",schemaPath:"#/properties/deleted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.inserted !== undefined && func0.call(data, "inserted")){
let data3 = data.inserted;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err13 = {instancePath:instancePath+"/inserted",schemaPath:"#/properties/inserted/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 131072 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/inserted",schemaPath:"#/properties/inserted/maximum",keyword:"maximum",params:{comparison: "<=", limit: 131072},message:"must be <= 131072"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/inserted",schemaPath:"#/properties/inserted/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

