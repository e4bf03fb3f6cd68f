// Stage 3: everything a contract must satisfy before anything is emitted. Returns problems, never throws.
import { newAjv } from './ajv.js';
import type { RawCategory } from './read.js';
import type { JsonSchema, ToolContract } from './resolve.js';
import type { ErrorTable } from './errors-table.js';
import { ID_PATTERN, MAX_NAME_LENGTH, MAX_RESULT_BYTES, VERSION_PATTERN, implFile, toolKey, toolModuleFile } from './names.js';

export const REQUIRED_KEYS = [
  'id', 'version', 'category', 'description', 'supported_operations', 'unsupported_operations',
  'semantics', 'limits', 'errors', 'pricing', 'input_schema', 'output_schema', 'examples', 'cases',
] as const;
export const MIN_EXAMPLES = 3;
export const MIN_CASES = 10;
/** Contracts stay small: a longer line is a large value that belongs in a builder or a fixture. */
export const MAX_CONTRACT_LINE = 4096;
/**
 * A tool may run on the request thread (`execution: inline`) only when its adversarial maximum is
 * this cheap in counted operations (V8 block counts, test/worst-case/operation-counts.test.ts);
 * everything else runs in the worker pool under a deadline.
 */
export const INLINE_MAX_OPERATIONS = 2_000_000;
/** One semantics rule states the tool's work in its limited sizes. */
export const COMPLEXITY_RULE = /^\d+\. Complexity: /;
const LIMIT_NAME = /^[a-z][a-z0-9_]*$/;
/** A limit on the size of the tool's output, which the service's result limit caps. */
const OUTPUT_SIZE_LIMIT = /^max_output_(?:[a-z0-9_]*_)?(?:chars|bytes)$/;

export type Validator = ((data: unknown) => boolean) & { errors?: unknown };
export type CompiledSchemas = { validateIn: Validator; validateOut: Validator; errorsText(errors: unknown): string };


const isStringList = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' && s.length > 0);

/** Every object schema must say whether it is closed; an open object is a decision, never an accident. */
function findOpenObjects(schema: unknown, at: string, out: string[]): void {
  if (Array.isArray(schema)) {
    schema.forEach((s, i) => findOpenObjects(s, `${at}/${i}`, out));
    return;
  }
  if (schema === null || typeof schema !== 'object') return;
  const s = schema as JsonSchema;
  const isObject = s.type === 'object' || (Array.isArray(s.type) && s.type.includes('object'));
  if (isObject && !('additionalProperties' in s) && !('unevaluatedProperties' in s)) out.push(at || '/');
  for (const [k, v] of Object.entries(s)) {
    if (k === 'examples' || k === 'const' || k === 'enum' || k === 'default') continue;
    findOpenObjects(v, `${at}/${k}`, out);
  }
}

/** Compiles a contract's schemas with a fresh Ajv (throws when Ajv strict refuses them). */
export function compileSchemas(c: ToolContract): CompiledSchemas {
  const ajv = newAjv();
  return { validateIn: ajv.compile(c.input_schema), validateOut: ajv.compile(c.output_schema), errorsText: (e) => ajv.errorsText(e as never) };
}

function lintErrors(c: ToolContract, table: ErrorTable, say: (m: string) => void): Set<string> {
  const listed = new Set<string>();
  if (!Array.isArray(c.errors) || c.errors.length === 0) {
    say('errors must list every error code the tool can raise, as {code, when}');
    return listed;
  }
  c.errors.forEach((e, i) => {
    if (e === null || typeof e !== 'object' || Object.keys(e).some((k) => k !== 'code' && k !== 'when')) return say(`errors[${i}] must be {code, when}`);
    if (typeof e.when !== 'string' || !e.when.trim()) say(`errors[${i}].when must say when ${e.code} is raised`);
    const spec = Object.hasOwn(table, e.code) ? table[e.code] : undefined;
    if (!spec) return say(`errors[${i}]: ${e.code} is not in contracts/errors.yaml`);
    if (spec.raised_by !== 'tools') say(`errors[${i}]: ${e.code} is raised by the service, not by tools`);
    if (listed.has(e.code)) say(`errors[${i}]: ${e.code} is listed twice`);
    listed.add(e.code);
  });
  if (!listed.has('invalid_input')) say('errors must list invalid_input (every input is checked against input_schema)');
  return listed;
}

export function lintContracts(
  contracts: ToolContract[],
  categories: RawCategory[],
  implFiles: string[],
  errorTable: ErrorTable,
  schemasFor: (c: ToolContract) => CompiledSchemas = compileSchemas,
): string[] {
  const problems: string[] = [];
  const slugs = new Set(categories.map((c) => c.slug));
  const seen = new Set<string>();
  const expectedImpls = new Set<string>();

  for (const c of contracts) {
    const where = c.file;
    const say = (msg: string) => problems.push(`${where}: ${msg}`);
    for (const key of REQUIRED_KEYS) if (!(key in c)) say(`missing key \`${key}\``);
    const allowed = new Set<string>([...REQUIRED_KEYS, 'worst_cases', 'execution', 'file', 'fixtures', 'longestLine']);
    for (const key of Object.keys(c)) if (!allowed.has(key)) say(`unknown key \`${key}\``);
    if (typeof c.id !== 'string' || !ID_PATTERN.test(c.id) || c.id.length > MAX_NAME_LENGTH) say(`id must match ${ID_PATTERN} and be at most ${MAX_NAME_LENGTH} chars`);
    if (typeof c.version !== 'string' || !VERSION_PATTERN.test(c.version) || c.version.length > MAX_NAME_LENGTH) say(`version must match ${VERSION_PATTERN}`);
    if (!slugs.has(c.category)) say(`unknown category \`${c.category}\``);
    const expectedFile = `contracts/tools/${c.category}/${c.id}/${c.version}.yaml`;
    if (c.file !== expectedFile) say(`must live at ${expectedFile}`);
    const key = toolKey(c.id, c.version);
    if (seen.has(key)) say(`duplicate tool ${key}`);
    seen.add(key);
    if (typeof c.description !== 'string' || !c.description.trim()) say('description must be a non-empty string');
    if (!isStringList(c.supported_operations)) say('supported_operations must be a non-empty list of strings');
    if (!Array.isArray(c.unsupported_operations) || !c.unsupported_operations.every((s) => typeof s === 'string')) say('unsupported_operations must be a list of strings');
    if (!isStringList(c.semantics)) say('semantics must be a non-empty list of strings');
    else c.semantics.forEach((rule, i) => {
      if (!rule.startsWith(`${i + 1}. `)) say(`semantics[${i}] must start with "${i + 1}. "`);
    });
    if (c.limits === null || typeof c.limits !== 'object' || Array.isArray(c.limits)) say('limits must be an object');
    else for (const [name, v] of Object.entries(c.limits)) {
      if (typeof v !== 'number' || !Number.isFinite(v)) say(`limits.${name} must be a number`);
      if (!LIMIT_NAME.test(name)) say(`limits.${name}: limit names are snake_case (they become constants)`);
      if (OUTPUT_SIZE_LIMIT.test(name) && typeof v === 'number' && v > MAX_RESULT_BYTES) say(`limits.${name} is ${v}: an output limit is at most ${MAX_RESULT_BYTES}, the service's result limit (runtime/execution/pipeline.ts MAX_RESULT_BYTES), so the tool's own limit stops the work`);
    }
    const listedErrors = lintErrors(c, errorTable, say);
    const prose = JSON.stringify([c.description, c.supported_operations, c.unsupported_operations, c.semantics, c.errors]);
    if (/FILL IN|\bTODO\b/.test(prose ?? '')) say('still holds a FILL IN or TODO placeholder in its prose (description, operations, semantics or errors)');
    const raised = new Set((c.cases ?? []).map((cs) => cs.error).filter((e) => e !== undefined));
    for (const code of listedErrors) if (!raised.has(code)) say(`errors lists ${code} but no case raises it (every error among the cases)`);
    if ((c.longestLine ?? 0) > MAX_CONTRACT_LINE) say(`has a line of ${c.longestLine} characters (at most ${MAX_CONTRACT_LINE}): declare large values with a builder or a fixture (docs/contracts.md)`);
    for (const f of c.fixtures?.present ?? []) if (!c.fixtures.used.includes(f)) say(`fixtures/${f} is not used by any example or case`);
    if (c.pricing?.status !== 'unpriced' || c.pricing?.charge_usd !== null) say('pricing must be {status: unpriced, charge_usd: null}');
    if (!Array.isArray(c.examples) || c.examples.length < MIN_EXAMPLES) say(`needs at least ${MIN_EXAMPLES} examples`);
    if (!Array.isArray(c.cases) || c.cases.length < MIN_CASES) say(`needs at least ${MIN_CASES} cases`);

    const open: string[] = [];
    findOpenObjects(c.input_schema, '', open);
    findOpenObjects(c.output_schema, '', open);
    for (const at of open) say(`object schema at ${at} must set additionalProperties`);
    if ((c.input_schema as JsonSchema)?.type !== 'object') say('input_schema must describe an object');
    if ((c.output_schema as JsonSchema)?.type !== 'object') say('output_schema must describe an object');

    let compiled: CompiledSchemas;
    try {
      compiled = schemasFor(c);
    } catch (e) {
      say(`schema does not compile under Ajv2020 strict: ${(e as Error).message}`);
      continue;
    }
    const { validateIn, validateOut } = compiled;
    const ajv = { errorsText: compiled.errorsText };
    (c.examples ?? []).forEach((ex, i) => {
      if (!validateIn(ex.input)) say(`examples[${i}].input fails input_schema: ${ajv.errorsText(validateIn.errors)}`);
      if (!validateOut(ex.output)) say(`examples[${i}].output fails output_schema: ${ajv.errorsText(validateOut.errors)}`);
      if ('error' in ex) say(`examples[${i}] may not be an error case (put it in cases)`);
    });
    (c.cases ?? []).forEach((cs, i) => {
      const hasOut = 'output' in cs;
      const hasErr = 'error' in cs;
      if (hasOut === hasErr) say(`cases[${i}] needs exactly one of output and error`);
      if (hasErr && (typeof cs.error !== 'string' || !/^[a-z][a-z0-9_]*$/.test(cs.error))) say(`cases[${i}].error must be a snake_case code`);
      else if (hasErr && listedErrors.size && !listedErrors.has(cs.error!)) say(`cases[${i}].error ${cs.error} is not listed under errors`);
      if (hasOut && !validateIn(cs.input)) say(`cases[${i}].input fails input_schema: ${ajv.errorsText(validateIn.errors)}`);
      if (hasOut && !validateOut(cs.output)) say(`cases[${i}].output fails output_schema: ${ajv.errorsText(validateOut.errors)}`);
      for (const k of Object.keys(cs)) if (!['name', 'input', 'output', 'error', 'context'].includes(k)) say(`cases[${i}] has unknown key ${k}`);
      if ('context' in cs && (!hasErr || cs.context === null || typeof cs.context !== 'object' || Array.isArray(cs.context))) say(`cases[${i}].context must be an object, beside error`);
    });
    lintWorstCases(c, listedErrors, say);
    expectedImpls.add(implFile(c.category, c.id, c.version));
  }

  for (const f of expectedImpls) if (!implFiles.includes(f)) problems.push(`${f}: missing implementation for its contract`);
  for (const f of implFiles) if (!expectedImpls.has(f)) problems.push(`${f}: implementation without a contract`);
  return problems.sort();
}

/**
 * `worst_cases`: the tool's adversarial maxima, each with a bound of operations. Their inputs stay
 * declared until the worst-case test builds them (megabytes each), which also checks that each is
 * within input_schema.
 */
function lintWorstCases(c: ToolContract, listedErrors: Set<string>, say: (m: string) => void): void {
  const worst = c.worst_cases ?? [];
  if (!Array.isArray(worst) || worst.length === 0) {
    say('needs worst_cases: at least one adversarial maximum within its limits, with max_operations (docs/contracts.md)');
    return;
  }
  if (!(c.semantics ?? []).some((rule) => COMPLEXITY_RULE.test(rule))) say('needs a semantics rule "N. Complexity: ..." stating its work in the limited sizes');
  worst.forEach((w, i) => {
    for (const k of Object.keys(w)) if (!['name', 'input', 'error', 'max_operations'].includes(k)) say(`worst_cases[${i}] has unknown key ${k}`);
    if (typeof w.name !== 'string' || !w.name.trim()) say(`worst_cases[${i}] needs a name`);
    if (!Number.isSafeInteger(w.max_operations) || w.max_operations < 1) say(`worst_cases[${i}].max_operations must be a positive integer`);
    if (w.error !== undefined && !listedErrors.has(w.error)) say(`worst_cases[${i}].error ${w.error} is not listed under errors`);
  });
  const execution = (c as { execution?: unknown }).execution;
  if (execution !== undefined && execution !== 'inline' && execution !== 'worker') say('execution must be inline or worker');
  const most = Math.max(...worst.map((w) => (Number.isSafeInteger(w.max_operations) ? w.max_operations : Infinity)));
  if (execution === 'inline' && most > INLINE_MAX_OPERATIONS) say(`execution: inline needs every worst case within ${INLINE_MAX_OPERATIONS} operations (the largest is ${most}); let it run in the worker pool`);
}

/**
 * Each impl states its types in its own signature, so tsc proves it matches its contract where it
 * checks the impl anyway (a per-tool check in the registry would cost tsc seconds at catalog size):
 * it imports `Input` and `Output` from its generated module and default-exports
 * `function name(input: Input): Output`.
 */
export function lintImplSignatures(contracts: ToolContract[], readImpl: (file: string) => string | null): string[] {
  const problems: string[] = [];
  for (const c of contracts) {
    const file = implFile(c.category, c.id, c.version);
    const text = readImpl(file);
    if (text === null) continue; // reported as a missing implementation
    const module = toolModuleFile(c.category, c.id, c.version).replace(/\.ts$/, '.js');
    const depth = file.split('/').length - 1;
    const spec = `${'../'.repeat(depth)}${module}`;
    if (!text.includes(`import type { Input, Output } from '${spec}';`)) problems.push(`${file}: must import type { Input, Output } from '${spec}'`);
    if (!/^export default function [A-Za-z_$][\w$]*\(input: Input\): Output \{$/m.test(text)) problems.push(`${file}: must default-export function <name>(input: Input): Output`);
  }
  return problems.sort();
}
