// generated from contracts/ — do not edit
// graph-diff@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs b8f91ddf9f81d8443cba732a351ef346 body 249a947f8834408dfb1ab515e41c8c49
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["before","after"],"properties":{"before":{"type":"object","additionalProperties":false,"required":["edges"],"properties":{"nodes":{"type":"array","items":{"type":"string","not":{"const":""}}},"edges":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["from","to"],"properties":{"from":{"type":"string","not":{"const":""}},"to":{"type":"string","not":{"const":""}},"weight":{"type":"string","minLength":1,"maxLength":2003,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"}}}}}},"after":{"type":"object","additionalProperties":false,"required":["edges"],"properties":{"nodes":{"type":"array","items":{"type":"string","not":{"const":""}}},"edges":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["from","to"],"properties":{"from":{"type":"string","not":{"const":""}},"to":{"type":"string","not":{"const":""}},"weight":{"type":"string","minLength":1,"maxLength":2003,"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"}}}}}},"directed":{"type":"boolean","default":true}}};
const func0 = Object.prototype.hasOwnProperty;
const func71 = __ajvRuntime0.default;
const pattern4 = new RegExp("^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$", "u");

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
if((data.before === undefined) || (!(func0.call(data, "before")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "before"},message:"must have required property '"+"before"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.after === undefined) || (!(func0.call(data, "after")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "after"},message:"must have required property '"+"after"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "before") || (key0 === "after")) || (key0 === "directed"))){
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
if(data.before !== undefined && func0.call(data, "before")){
let data0 = data.before;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if((data0.edges === undefined) || (!(func0.call(data0, "edges")))){
const err3 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/required",keyword:"required",params:{missingProperty: "edges"},message:"must have required property '"+"edges"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 of Object.keys(data0)){
if(!((key1 === "nodes") || (key1 === "edges"))){
const err4 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.nodes !== undefined && func0.call(data0, "nodes")){
let data1 = data0.nodes;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/before/nodes/" + i0,schemaPath:"#/properties/before/properties/nodes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs9 = errors;
const _errs10 = errors;
if("" !== data2){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid4 = _errs10 === errors;
if(valid4){
const err7 = {instancePath:instancePath+"/before/nodes/" + i0,schemaPath:"#/properties/before/properties/nodes/items/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err8 = {instancePath:instancePath+"/before/nodes",schemaPath:"#/properties/before/properties/nodes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.edges !== undefined && func0.call(data0, "edges")){
let data3 = data0.edges;
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if((data4.from === undefined) || (!(func0.call(data4, "from")))){
const err9 = {instancePath:instancePath+"/before/edges/" + i1,schemaPath:"#/properties/before/properties/edges/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data4.to === undefined) || (!(func0.call(data4, "to")))){
const err10 = {instancePath:instancePath+"/before/edges/" + i1,schemaPath:"#/properties/before/properties/edges/items/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key2 of Object.keys(data4)){
if(!(((key2 === "from") || (key2 === "to")) || (key2 === "weight"))){
const err11 = {instancePath:instancePath+"/before/edges/" + i1,schemaPath:"#/properties/before/properties/edges/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data4.from !== undefined && func0.call(data4, "from")){
let data5 = data4.from;
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/before/edges/" + i1+"/from",schemaPath:"#/properties/before/properties/edges/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const _errs18 = errors;
const _errs19 = errors;
if("" !== data5){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid8 = _errs19 === errors;
if(valid8){
const err14 = {instancePath:instancePath+"/before/edges/" + i1+"/from",schemaPath:"#/properties/before/properties/edges/items/properties/from/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
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
if(data4.to !== undefined && func0.call(data4, "to")){
let data6 = data4.to;
if(typeof data6 !== "string"){
const err15 = {instancePath:instancePath+"/before/edges/" + i1+"/to",schemaPath:"#/properties/before/properties/edges/items/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const _errs22 = errors;
const _errs23 = errors;
if("" !== data6){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var valid9 = _errs23 === errors;
if(valid9){
const err17 = {instancePath:instancePath+"/before/edges/" + i1+"/to",schemaPath:"#/properties/before/properties/edges/items/properties/to/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data4.weight !== undefined && func0.call(data4, "weight")){
let data7 = data4.weight;
if(typeof data7 === "string"){
if(func71(data7) > 2003){
const err18 = {instancePath:instancePath+"/before/edges/" + i1+"/weight",schemaPath:"#/properties/before/properties/edges/items/properties/weight/maxLength",keyword:"maxLength",params:{limit: 2003},message:"must NOT have more than 2003 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func71(data7) < 1){
const err19 = {instancePath:instancePath+"/before/edges/" + i1+"/weight",schemaPath:"#/properties/before/properties/edges/items/properties/weight/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern4.test(data7)){
const err20 = {instancePath:instancePath+"/before/edges/" + i1+"/weight",schemaPath:"#/properties/before/properties/edges/items/properties/weight/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"+"\""};
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
const err21 = {instancePath:instancePath+"/before/edges/" + i1+"/weight",schemaPath:"#/properties/before/properties/edges/items/properties/weight/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath:instancePath+"/before/edges/" + i1,schemaPath:"#/properties/before/properties/edges/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/before/edges",schemaPath:"#/properties/before/properties/edges/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.after !== undefined && func0.call(data, "after")){
let data8 = data.after;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if((data8.edges === undefined) || (!(func0.call(data8, "edges")))){
const err25 = {instancePath:instancePath+"/after",schemaPath:"#/properties/after/required",keyword:"required",params:{missingProperty: "edges"},message:"must have required property '"+"edges"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key3 of Object.keys(data8)){
if(!((key3 === "nodes") || (key3 === "edges"))){
const err26 = {instancePath:instancePath+"/after",schemaPath:"#/properties/after/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data8.nodes !== undefined && func0.call(data8, "nodes")){
let data9 = data8.nodes;
if(Array.isArray(data9)){
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
let data10 = data9[i2];
if(typeof data10 !== "string"){
const err27 = {instancePath:instancePath+"/after/nodes/" + i2,schemaPath:"#/properties/after/properties/nodes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const _errs33 = errors;
const _errs34 = errors;
if("" !== data10){
const err28 = {};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var valid13 = _errs34 === errors;
if(valid13){
const err29 = {instancePath:instancePath+"/after/nodes/" + i2,schemaPath:"#/properties/after/properties/nodes/items/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err30 = {instancePath:instancePath+"/after/nodes",schemaPath:"#/properties/after/properties/nodes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data8.edges !== undefined && func0.call(data8, "edges")){
let data11 = data8.edges;
if(Array.isArray(data11)){
const len3 = data11.length;
for(let i3=0; i3<len3; i3++){
let data12 = data11[i3];
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if((data12.from === undefined) || (!(func0.call(data12, "from")))){
const err31 = {instancePath:instancePath+"/after/edges/" + i3,schemaPath:"#/properties/after/properties/edges/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((data12.to === undefined) || (!(func0.call(data12, "to")))){
const err32 = {instancePath:instancePath+"/after/edges/" + i3,schemaPath:"#/properties/after/properties/edges/items/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key4 of Object.keys(data12)){
if(!(((key4 === "from") || (key4 === "to")) || (key4 === "weight"))){
const err33 = {instancePath:instancePath+"/after/edges/" + i3,schemaPath:"#/properties/after/properties/edges/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data12.from !== undefined && func0.call(data12, "from")){
let data13 = data12.from;
if(typeof data13 !== "string"){
const err34 = {instancePath:instancePath+"/after/edges/" + i3+"/from",schemaPath:"#/properties/after/properties/edges/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const _errs42 = errors;
const _errs43 = errors;
if("" !== data13){
const err35 = {};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var valid17 = _errs43 === errors;
if(valid17){
const err36 = {instancePath:instancePath+"/after/edges/" + i3+"/from",schemaPath:"#/properties/after/properties/edges/items/properties/from/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
}
if(data12.to !== undefined && func0.call(data12, "to")){
let data14 = data12.to;
if(typeof data14 !== "string"){
const err37 = {instancePath:instancePath+"/after/edges/" + i3+"/to",schemaPath:"#/properties/after/properties/edges/items/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const _errs46 = errors;
const _errs47 = errors;
if("" !== data14){
const err38 = {};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var valid18 = _errs47 === errors;
if(valid18){
const err39 = {instancePath:instancePath+"/after/edges/" + i3+"/to",schemaPath:"#/properties/after/properties/edges/items/properties/to/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
else {
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
}
}
if(data12.weight !== undefined && func0.call(data12, "weight")){
let data15 = data12.weight;
if(typeof data15 === "string"){
if(func71(data15) > 2003){
const err40 = {instancePath:instancePath+"/after/edges/" + i3+"/weight",schemaPath:"#/properties/after/properties/edges/items/properties/weight/maxLength",keyword:"maxLength",params:{limit: 2003},message:"must NOT have more than 2003 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(func71(data15) < 1){
const err41 = {instancePath:instancePath+"/after/edges/" + i3+"/weight",schemaPath:"#/properties/after/properties/edges/items/properties/weight/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!pattern4.test(data15)){
const err42 = {instancePath:instancePath+"/after/edges/" + i3+"/weight",schemaPath:"#/properties/after/properties/edges/items/properties/weight/pattern",keyword:"pattern",params:{pattern: "^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"},message:"must match pattern \""+"^-?(0|[1-9][0-9]*)(\\.[0-9]+|/-?(0|[1-9][0-9]*))?$"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/after/edges/" + i3+"/weight",schemaPath:"#/properties/after/properties/edges/items/properties/weight/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err44 = {instancePath:instancePath+"/after/edges/" + i3,schemaPath:"#/properties/after/properties/edges/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/after/edges",schemaPath:"#/properties/after/properties/edges/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/after",schemaPath:"#/properties/after/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.directed !== undefined && func0.call(data, "directed")){
if(typeof data.directed !== "boolean"){
const err47 = {instancePath:instancePath+"/directed",schemaPath:"#/properties/directed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateOutput = validate21;
const schema32 = {"type":"object","additionalProperties":false,"required":["unchanged","added_nodes","removed_nodes","added_edges","removed_edges","changed_weights"],"properties":{"unchanged":{"type":"boolean"},"added_nodes":{"type":"array","items":{"type":"string"}},"removed_nodes":{"type":"array","items":{"type":"string"}},"added_edges":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["from","to","count"],"properties":{"from":{"type":"string"},"to":{"type":"string"},"count":{"type":"integer","minimum":1}}}},"removed_edges":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["from","to","count"],"properties":{"from":{"type":"string"},"to":{"type":"string"},"count":{"type":"integer","minimum":1}}}},"changed_weights":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["from","to","before","after"],"properties":{"from":{"type":"string"},"to":{"type":"string"},"before":{"type":["string","null"]},"after":{"type":["string","null"]}}}}}};

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
if((data.unchanged === undefined) || (!(func0.call(data, "unchanged")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unchanged"},message:"must have required property '"+"unchanged"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.added_nodes === undefined) || (!(func0.call(data, "added_nodes")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "added_nodes"},message:"must have required property '"+"added_nodes"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.removed_nodes === undefined) || (!(func0.call(data, "removed_nodes")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "removed_nodes"},message:"must have required property '"+"removed_nodes"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.added_edges === undefined) || (!(func0.call(data, "added_edges")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "added_edges"},message:"must have required property '"+"added_edges"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.removed_edges === undefined) || (!(func0.call(data, "removed_edges")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "removed_edges"},message:"must have required property '"+"removed_edges"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((data.changed_weights === undefined) || (!(func0.call(data, "changed_weights")))){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "changed_weights"},message:"must have required property '"+"changed_weights"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!((((((key0 === "unchanged") || (key0 === "added_nodes")) || (key0 === "removed_nodes")) || (key0 === "added_edges")) || (key0 === "removed_edges")) || (key0 === "changed_weights"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.unchanged !== undefined && func0.call(data, "unchanged")){
if(typeof data.unchanged !== "boolean"){
const err7 = {instancePath:instancePath+"/unchanged",schemaPath:"#/properties/unchanged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.added_nodes !== undefined && func0.call(data, "added_nodes")){
let data1 = data.added_nodes;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
const err8 = {instancePath:instancePath+"/added_nodes/" + i0,schemaPath:"#/properties/added_nodes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath:instancePath+"/added_nodes",schemaPath:"#/properties/added_nodes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.removed_nodes !== undefined && func0.call(data, "removed_nodes")){
let data3 = data.removed_nodes;
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
if(typeof data3[i1] !== "string"){
const err10 = {instancePath:instancePath+"/removed_nodes/" + i1,schemaPath:"#/properties/removed_nodes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err11 = {instancePath:instancePath+"/removed_nodes",schemaPath:"#/properties/removed_nodes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.added_edges !== undefined && func0.call(data, "added_edges")){
let data5 = data.added_edges;
if(Array.isArray(data5)){
const len2 = data5.length;
for(let i2=0; i2<len2; i2++){
let data6 = data5[i2];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if((data6.from === undefined) || (!(func0.call(data6, "from")))){
const err12 = {instancePath:instancePath+"/added_edges/" + i2,schemaPath:"#/properties/added_edges/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((data6.to === undefined) || (!(func0.call(data6, "to")))){
const err13 = {instancePath:instancePath+"/added_edges/" + i2,schemaPath:"#/properties/added_edges/items/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((data6.count === undefined) || (!(func0.call(data6, "count")))){
const err14 = {instancePath:instancePath+"/added_edges/" + i2,schemaPath:"#/properties/added_edges/items/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 of Object.keys(data6)){
if(!(((key1 === "from") || (key1 === "to")) || (key1 === "count"))){
const err15 = {instancePath:instancePath+"/added_edges/" + i2,schemaPath:"#/properties/added_edges/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data6.from !== undefined && func0.call(data6, "from")){
if(typeof data6.from !== "string"){
const err16 = {instancePath:instancePath+"/added_edges/" + i2+"/from",schemaPath:"#/properties/added_edges/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data6.to !== undefined && func0.call(data6, "to")){
if(typeof data6.to !== "string"){
const err17 = {instancePath:instancePath+"/added_edges/" + i2+"/to",schemaPath:"#/properties/added_edges/items/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data6.count !== undefined && func0.call(data6, "count")){
let data9 = data6.count;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err18 = {instancePath:instancePath+"/added_edges/" + i2+"/count",schemaPath:"#/properties/added_edges/items/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err19 = {instancePath:instancePath+"/added_edges/" + i2+"/count",schemaPath:"#/properties/added_edges/items/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err20 = {instancePath:instancePath+"/added_edges/" + i2,schemaPath:"#/properties/added_edges/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err21 = {instancePath:instancePath+"/added_edges",schemaPath:"#/properties/added_edges/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.removed_edges !== undefined && func0.call(data, "removed_edges")){
let data10 = data.removed_edges;
if(Array.isArray(data10)){
const len3 = data10.length;
for(let i3=0; i3<len3; i3++){
let data11 = data10[i3];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if((data11.from === undefined) || (!(func0.call(data11, "from")))){
const err22 = {instancePath:instancePath+"/removed_edges/" + i3,schemaPath:"#/properties/removed_edges/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((data11.to === undefined) || (!(func0.call(data11, "to")))){
const err23 = {instancePath:instancePath+"/removed_edges/" + i3,schemaPath:"#/properties/removed_edges/items/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((data11.count === undefined) || (!(func0.call(data11, "count")))){
const err24 = {instancePath:instancePath+"/removed_edges/" + i3,schemaPath:"#/properties/removed_edges/items/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key2 of Object.keys(data11)){
if(!(((key2 === "from") || (key2 === "to")) || (key2 === "count"))){
const err25 = {instancePath:instancePath+"/removed_edges/" + i3,schemaPath:"#/properties/removed_edges/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data11.from !== undefined && func0.call(data11, "from")){
if(typeof data11.from !== "string"){
const err26 = {instancePath:instancePath+"/removed_edges/" + i3+"/from",schemaPath:"#/properties/removed_edges/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data11.to !== undefined && func0.call(data11, "to")){
if(typeof data11.to !== "string"){
const err27 = {instancePath:instancePath+"/removed_edges/" + i3+"/to",schemaPath:"#/properties/removed_edges/items/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data11.count !== undefined && func0.call(data11, "count")){
let data14 = data11.count;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err28 = {instancePath:instancePath+"/removed_edges/" + i3+"/count",schemaPath:"#/properties/removed_edges/items/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err29 = {instancePath:instancePath+"/removed_edges/" + i3+"/count",schemaPath:"#/properties/removed_edges/items/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
}
else {
const err30 = {instancePath:instancePath+"/removed_edges/" + i3,schemaPath:"#/properties/removed_edges/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err31 = {instancePath:instancePath+"/removed_edges",schemaPath:"#/properties/removed_edges/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.changed_weights !== undefined && func0.call(data, "changed_weights")){
let data15 = data.changed_weights;
if(Array.isArray(data15)){
const len4 = data15.length;
for(let i4=0; i4<len4; i4++){
let data16 = data15[i4];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if((data16.from === undefined) || (!(func0.call(data16, "from")))){
const err32 = {instancePath:instancePath+"/changed_weights/" + i4,schemaPath:"#/properties/changed_weights/items/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((data16.to === undefined) || (!(func0.call(data16, "to")))){
const err33 = {instancePath:instancePath+"/changed_weights/" + i4,schemaPath:"#/properties/changed_weights/items/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((data16.before === undefined) || (!(func0.call(data16, "before")))){
const err34 = {instancePath:instancePath+"/changed_weights/" + i4,schemaPath:"#/properties/changed_weights/items/required",keyword:"required",params:{missingProperty: "before"},message:"must have required property '"+"before"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((data16.after === undefined) || (!(func0.call(data16, "after")))){
const err35 = {instancePath:instancePath+"/changed_weights/" + i4,schemaPath:"#/properties/changed_weights/items/required",keyword:"required",params:{missingProperty: "after"},message:"must have required property '"+"after"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key3 of Object.keys(data16)){
if(!((((key3 === "from") || (key3 === "to")) || (key3 === "before")) || (key3 === "after"))){
const err36 = {instancePath:instancePath+"/changed_weights/" + i4,schemaPath:"#/properties/changed_weights/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data16.from !== undefined && func0.call(data16, "from")){
if(typeof data16.from !== "string"){
const err37 = {instancePath:instancePath+"/changed_weights/" + i4+"/from",schemaPath:"#/properties/changed_weights/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data16.to !== undefined && func0.call(data16, "to")){
if(typeof data16.to !== "string"){
const err38 = {instancePath:instancePath+"/changed_weights/" + i4+"/to",schemaPath:"#/properties/changed_weights/items/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data16.before !== undefined && func0.call(data16, "before")){
let data19 = data16.before;
if((typeof data19 !== "string") && (data19 !== null)){
const err39 = {instancePath:instancePath+"/changed_weights/" + i4+"/before",schemaPath:"#/properties/changed_weights/items/properties/before/type",keyword:"type",params:{type: schema32.properties.changed_weights.items.properties.before.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data16.after !== undefined && func0.call(data16, "after")){
let data20 = data16.after;
if((typeof data20 !== "string") && (data20 !== null)){
const err40 = {instancePath:instancePath+"/changed_weights/" + i4+"/after",schemaPath:"#/properties/changed_weights/items/properties/after/type",keyword:"type",params:{type: schema32.properties.changed_weights.items.properties.after.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/changed_weights/" + i4,schemaPath:"#/properties/changed_weights/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/changed_weights",schemaPath:"#/properties/changed_weights/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

