// generated from contracts/ — do not edit
// url-origin-compare@1.0.0: Ajv standalone validators (input_schema, output_schema)
// cache: inputs 574959ef1a61c5f5c07ad7ce4030824d body 17338a22b82d95439ca41aa0784af305
/* eslint-disable */
import __ajvRuntime0 from "ajv/dist/runtime/ucs2length.js";

export const validateInput = validate20;
const schema31 = {"type":"object","additionalProperties":false,"required":["a","b"],"properties":{"a":{"type":"string","maxLength":1000000},"b":{"type":"string","maxLength":1000000},"include_private":{"type":"boolean","default":true}}};
const func0 = Object.prototype.hasOwnProperty;
const func63 = __ajvRuntime0.default;

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
if((data.a === undefined) || (!(func0.call(data, "a")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "a"},message:"must have required property '"+"a"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.b === undefined) || (!(func0.call(data, "b")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "b"},message:"must have required property '"+"b"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((key0 === "a") || (key0 === "b")) || (key0 === "include_private"))){
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
if(data.a !== undefined && func0.call(data, "a")){
let data0 = data.a;
if(typeof data0 === "string"){
if(func63(data0) > 1000000){
const err3 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/maxLength",keyword:"maxLength",params:{limit: 1000000},message:"must NOT have more than 1000000 characters"};
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
const err4 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.b !== undefined && func0.call(data, "b")){
let data1 = data.b;
if(typeof data1 === "string"){
if(func63(data1) > 1000000){
const err5 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/maxLength",keyword:"maxLength",params:{limit: 1000000},message:"must NOT have more than 1000000 characters"};
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
const err6 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.include_private !== undefined && func0.call(data, "include_private")){
if(typeof data.include_private !== "boolean"){
const err7 = {instancePath:instancePath+"/include_private",schemaPath:"#/properties/include_private/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const schema32 = {"type":"object","additionalProperties":false,"required":["a","b","same_origin","schemelessly_same_site","same_site"],"properties":{"a":{"type":"object","additionalProperties":false,"required":["origin","opaque","scheme","host","port","registrable_domain","site"],"properties":{"origin":{"type":"string"},"opaque":{"type":"boolean"},"scheme":{"type":["string","null"]},"host":{"type":["string","null"]},"port":{"type":["integer","null"],"minimum":0,"maximum":65535},"registrable_domain":{"type":["string","null"]},"site":{"type":"string"}}},"b":{"type":"object","additionalProperties":false,"required":["origin","opaque","scheme","host","port","registrable_domain","site"],"properties":{"origin":{"type":"string"},"opaque":{"type":"boolean"},"scheme":{"type":["string","null"]},"host":{"type":["string","null"]},"port":{"type":["integer","null"],"minimum":0,"maximum":65535},"registrable_domain":{"type":["string","null"]},"site":{"type":"string"}}},"same_origin":{"type":"boolean"},"schemelessly_same_site":{"type":"boolean"},"same_site":{"type":"boolean"}},"$defs":{"side":{"type":"object","additionalProperties":false,"required":["origin","opaque","scheme","host","port","registrable_domain","site"],"properties":{"origin":{"type":"string"},"opaque":{"type":"boolean"},"scheme":{"type":["string","null"]},"host":{"type":["string","null"]},"port":{"type":["integer","null"],"minimum":0,"maximum":65535},"registrable_domain":{"type":["string","null"]},"site":{"type":"string"}}}}};

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
if((data.a === undefined) || (!(func0.call(data, "a")))){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "a"},message:"must have required property '"+"a"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((data.b === undefined) || (!(func0.call(data, "b")))){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "b"},message:"must have required property '"+"b"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((data.same_origin === undefined) || (!(func0.call(data, "same_origin")))){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "same_origin"},message:"must have required property '"+"same_origin"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((data.schemelessly_same_site === undefined) || (!(func0.call(data, "schemelessly_same_site")))){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemelessly_same_site"},message:"must have required property '"+"schemelessly_same_site"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((data.same_site === undefined) || (!(func0.call(data, "same_site")))){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "same_site"},message:"must have required property '"+"same_site"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 of Object.keys(data)){
if(!(((((key0 === "a") || (key0 === "b")) || (key0 === "same_origin")) || (key0 === "schemelessly_same_site")) || (key0 === "same_site"))){
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
if(data.a !== undefined && func0.call(data, "a")){
let data0 = data.a;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if((data0.origin === undefined) || (!(func0.call(data0, "origin")))){
const err6 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/required",keyword:"required",params:{missingProperty: "origin"},message:"must have required property '"+"origin"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((data0.opaque === undefined) || (!(func0.call(data0, "opaque")))){
const err7 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/required",keyword:"required",params:{missingProperty: "opaque"},message:"must have required property '"+"opaque"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((data0.scheme === undefined) || (!(func0.call(data0, "scheme")))){
const err8 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/required",keyword:"required",params:{missingProperty: "scheme"},message:"must have required property '"+"scheme"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((data0.host === undefined) || (!(func0.call(data0, "host")))){
const err9 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((data0.port === undefined) || (!(func0.call(data0, "port")))){
const err10 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/required",keyword:"required",params:{missingProperty: "port"},message:"must have required property '"+"port"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((data0.registrable_domain === undefined) || (!(func0.call(data0, "registrable_domain")))){
const err11 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/required",keyword:"required",params:{missingProperty: "registrable_domain"},message:"must have required property '"+"registrable_domain"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((data0.site === undefined) || (!(func0.call(data0, "site")))){
const err12 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/required",keyword:"required",params:{missingProperty: "site"},message:"must have required property '"+"site"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 of Object.keys(data0)){
if(!(((((((key1 === "origin") || (key1 === "opaque")) || (key1 === "scheme")) || (key1 === "host")) || (key1 === "port")) || (key1 === "registrable_domain")) || (key1 === "site"))){
const err13 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.origin !== undefined && func0.call(data0, "origin")){
if(typeof data0.origin !== "string"){
const err14 = {instancePath:instancePath+"/a/origin",schemaPath:"#/properties/a/properties/origin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.opaque !== undefined && func0.call(data0, "opaque")){
if(typeof data0.opaque !== "boolean"){
const err15 = {instancePath:instancePath+"/a/opaque",schemaPath:"#/properties/a/properties/opaque/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data0.scheme !== undefined && func0.call(data0, "scheme")){
let data3 = data0.scheme;
if((typeof data3 !== "string") && (data3 !== null)){
const err16 = {instancePath:instancePath+"/a/scheme",schemaPath:"#/properties/a/properties/scheme/type",keyword:"type",params:{type: schema32.properties.a.properties.scheme.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.host !== undefined && func0.call(data0, "host")){
let data4 = data0.host;
if((typeof data4 !== "string") && (data4 !== null)){
const err17 = {instancePath:instancePath+"/a/host",schemaPath:"#/properties/a/properties/host/type",keyword:"type",params:{type: schema32.properties.a.properties.host.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data0.port !== undefined && func0.call(data0, "port")){
let data5 = data0.port;
if((!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) && (data5 !== null)){
const err18 = {instancePath:instancePath+"/a/port",schemaPath:"#/properties/a/properties/port/type",keyword:"type",params:{type: schema32.properties.a.properties.port.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 65535 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/a/port",schemaPath:"#/properties/a/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/a/port",schemaPath:"#/properties/a/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data0.registrable_domain !== undefined && func0.call(data0, "registrable_domain")){
let data6 = data0.registrable_domain;
if((typeof data6 !== "string") && (data6 !== null)){
const err21 = {instancePath:instancePath+"/a/registrable_domain",schemaPath:"#/properties/a/properties/registrable_domain/type",keyword:"type",params:{type: schema32.properties.a.properties.registrable_domain.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data0.site !== undefined && func0.call(data0, "site")){
if(typeof data0.site !== "string"){
const err22 = {instancePath:instancePath+"/a/site",schemaPath:"#/properties/a/properties/site/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err23 = {instancePath:instancePath+"/a",schemaPath:"#/properties/a/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.b !== undefined && func0.call(data, "b")){
let data8 = data.b;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if((data8.origin === undefined) || (!(func0.call(data8, "origin")))){
const err24 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/required",keyword:"required",params:{missingProperty: "origin"},message:"must have required property '"+"origin"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((data8.opaque === undefined) || (!(func0.call(data8, "opaque")))){
const err25 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/required",keyword:"required",params:{missingProperty: "opaque"},message:"must have required property '"+"opaque"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((data8.scheme === undefined) || (!(func0.call(data8, "scheme")))){
const err26 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/required",keyword:"required",params:{missingProperty: "scheme"},message:"must have required property '"+"scheme"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((data8.host === undefined) || (!(func0.call(data8, "host")))){
const err27 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((data8.port === undefined) || (!(func0.call(data8, "port")))){
const err28 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/required",keyword:"required",params:{missingProperty: "port"},message:"must have required property '"+"port"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((data8.registrable_domain === undefined) || (!(func0.call(data8, "registrable_domain")))){
const err29 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/required",keyword:"required",params:{missingProperty: "registrable_domain"},message:"must have required property '"+"registrable_domain"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((data8.site === undefined) || (!(func0.call(data8, "site")))){
const err30 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/required",keyword:"required",params:{missingProperty: "site"},message:"must have required property '"+"site"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key2 of Object.keys(data8)){
if(!(((((((key2 === "origin") || (key2 === "opaque")) || (key2 === "scheme")) || (key2 === "host")) || (key2 === "port")) || (key2 === "registrable_domain")) || (key2 === "site"))){
const err31 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data8.origin !== undefined && func0.call(data8, "origin")){
if(typeof data8.origin !== "string"){
const err32 = {instancePath:instancePath+"/b/origin",schemaPath:"#/properties/b/properties/origin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data8.opaque !== undefined && func0.call(data8, "opaque")){
if(typeof data8.opaque !== "boolean"){
const err33 = {instancePath:instancePath+"/b/opaque",schemaPath:"#/properties/b/properties/opaque/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data8.scheme !== undefined && func0.call(data8, "scheme")){
let data11 = data8.scheme;
if((typeof data11 !== "string") && (data11 !== null)){
const err34 = {instancePath:instancePath+"/b/scheme",schemaPath:"#/properties/b/properties/scheme/type",keyword:"type",params:{type: schema32.properties.b.properties.scheme.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data8.host !== undefined && func0.call(data8, "host")){
let data12 = data8.host;
if((typeof data12 !== "string") && (data12 !== null)){
const err35 = {instancePath:instancePath+"/b/host",schemaPath:"#/properties/b/properties/host/type",keyword:"type",params:{type: schema32.properties.b.properties.host.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data8.port !== undefined && func0.call(data8, "port")){
let data13 = data8.port;
if((!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) && (data13 !== null)){
const err36 = {instancePath:instancePath+"/b/port",schemaPath:"#/properties/b/properties/port/type",keyword:"type",params:{type: schema32.properties.b.properties.port.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 65535 || isNaN(data13)){
const err37 = {instancePath:instancePath+"/b/port",schemaPath:"#/properties/b/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err38 = {instancePath:instancePath+"/b/port",schemaPath:"#/properties/b/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data8.registrable_domain !== undefined && func0.call(data8, "registrable_domain")){
let data14 = data8.registrable_domain;
if((typeof data14 !== "string") && (data14 !== null)){
const err39 = {instancePath:instancePath+"/b/registrable_domain",schemaPath:"#/properties/b/properties/registrable_domain/type",keyword:"type",params:{type: schema32.properties.b.properties.registrable_domain.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data8.site !== undefined && func0.call(data8, "site")){
if(typeof data8.site !== "string"){
const err40 = {instancePath:instancePath+"/b/site",schemaPath:"#/properties/b/properties/site/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err41 = {instancePath:instancePath+"/b",schemaPath:"#/properties/b/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.same_origin !== undefined && func0.call(data, "same_origin")){
if(typeof data.same_origin !== "boolean"){
const err42 = {instancePath:instancePath+"/same_origin",schemaPath:"#/properties/same_origin/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.schemelessly_same_site !== undefined && func0.call(data, "schemelessly_same_site")){
if(typeof data.schemelessly_same_site !== "boolean"){
const err43 = {instancePath:instancePath+"/schemelessly_same_site",schemaPath:"#/properties/schemelessly_same_site/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.same_site !== undefined && func0.call(data, "same_site")){
if(typeof data.same_site !== "boolean"){
const err44 = {instancePath:instancePath+"/same_site",schemaPath:"#/properties/same_site/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err45 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

