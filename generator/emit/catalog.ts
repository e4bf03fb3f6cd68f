// The served form of every contract (SPEC.md's contract fields), in catalog order, and the
// registry that routes each tool version to its validators and implementation.
import type { ToolContract } from '../resolve.js';
import type { RawCategory } from '../read.js';
import type { ErrorTable } from '../errors-table.js';
import { GENERATED_HEADER, executePath, implFile, toolKey, validatorFile } from '../names.js';

export function catalogOrder(contracts: ToolContract[], categories: RawCategory[]): ToolContract[] {
  const rank = new Map(categories.map((c, i) => [c.slug, i]));
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...contracts].sort(
    (a, b) => rank.get(a.category)! - rank.get(b.category)! || cmp(a.id, b.id) || cmp(a.version, b.version),
  );
}

export function servedContract(c: ToolContract, errorTable: ErrorTable): Record<string, unknown> {
  return {
    id: c.id,
    version: c.version,
    category: c.category,
    description: c.description,
    supported_operations: c.supported_operations,
    unsupported_operations: c.unsupported_operations,
    semantics: c.semantics,
    limits: c.limits,
    errors: c.errors.map((e) => ({ code: e.code, status: errorTable[e.code]!.status, when: e.when })),
    pricing: c.pricing,
    input_schema: c.input_schema,
    output_schema: c.output_schema,
    examples: c.examples.map((e) => ({ input: e.input, output: e.output })),
    execute_url: executePath(c.id, c.version),
  };
}

/**
 * generated/catalog.json: ordinary JSON (`{note, categories, tools}`), laid out so the runtime can
 * load it without parsing every contract (runtime/execution/catalog.ts): the header on the first
 * line, then each served contract compact on a line of its own, exactly as it is served, with `id`,
 * `version`, `category` and `description` first and `execute_url` last (servedContract's order).
 */
export function emitCatalog(note: string, categories: RawCategory[], served: Record<string, unknown>[]): string {
  const head = JSON.stringify({ note, categories }).slice(0, -1);
  return `${head},"tools":[\n${served.map((c) => JSON.stringify(c)).join(',\n')}\n]}\n`;
}

/** Import specifier of a repo file from generated/registry.ts, with the .js extension ESM needs. */
function fromGenerated(repoFile: string): string {
  const noExt = repoFile.replace(/\.ts$/, '.js');
  return noExt.startsWith('generated/') ? './' + noExt.slice('generated/'.length) : '../' + noExt;
}

export function emitRegistry(ordered: ToolContract[]): string {
  const entry = (c: ToolContract) => {
    const fields = [
      `key: ${JSON.stringify(toolKey(c.id, c.version))}`,
      `id: ${JSON.stringify(c.id)}`,
      `version: ${JSON.stringify(c.version)}`,
      `category: ${JSON.stringify(c.category)}`,
      `validators: ${JSON.stringify(fromGenerated(validatorFile(c.category, c.id, c.version)))}`,
      `impl: ${JSON.stringify(fromGenerated(implFile(c.category, c.id, c.version)))}`,
      `errors: ${JSON.stringify(c.errors.map((e) => e.code))}`,
    ];
    // Only the exception is written, so the registry says `inline` exactly where a contract does.
    if (c.execution === 'inline') fields.push('execution: "inline"');
    return `  entry({ ${fields.join(', ')} }),`;
  };
  return [
    `// ${GENERATED_HEADER}`,
    '// One entry per tool version. Validators and implementations load on first use, so start-up',
    '// cost does not grow with the catalog. Each impl declares `(input: Input): Output` from its own',
    '// generated module (the generator checks it), so tsc proves it matches its contract there; the',
    '// specifiers are data here, so tsc does not resolve every tool again to type this file.',
    '',
    'export type Validator = ((data: unknown) => boolean) & { errors?: unknown };',
    '/** `errors`: the codes the contract lists; a tool that throws another one has a bug (500). */',
    'export type ToolModule = { validateInput: Validator; validateOutput: Validator; impl: (input: never) => unknown; errors: readonly string[] };',
    '/**',
    ' * `execution`: where the runtime runs the tool: `worker` (the default), in the pool of worker threads',
    ' * under the per-call time limit; `inline`, on the event loop, for a tool whose contract says so.',
    ' */',
    'export type Execution = \'inline\' | \'worker\';',
    'export type RegistryEntry = { readonly key: string; readonly id: string; readonly version: string; readonly category: string; readonly execution: Execution; load(): Promise<ToolModule> };',
    '',
    'type Paths = { key: string; id: string; version: string; category: string; validators: string; impl: string; errors: readonly string[]; execution?: Execution };',
    '',
    '/** Module specifiers are relative to this file, as dynamic import() resolves them. */',
    'function entry({ validators, impl, errors, execution = \'worker\', ...names }: Paths): RegistryEntry {',
    '  return {',
    '    ...names,',
    '    execution,',
    '    async load() {',
    '      const [v, m] = await Promise.all([import(validators), import(impl)]);',
    '      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors };',
    '    },',
    '  };',
    '}',
    '',
    'export const toolRegistry: readonly RegistryEntry[] = [',
    ...ordered.map(entry),
    '];',
    '',
  ].join('\n');
}
