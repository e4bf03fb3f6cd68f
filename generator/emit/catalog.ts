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

/** Import specifier of a repo file from generated/registry.ts, with the .js extension ESM needs. */
function fromGenerated(repoFile: string): string {
  const noExt = repoFile.replace(/\.ts$/, '.js');
  return noExt.startsWith('generated/') ? './' + noExt.slice('generated/'.length) : '../' + noExt;
}

export function emitRegistry(ordered: ToolContract[]): string {
  const lines = [
    `// ${GENERATED_HEADER}`,
    '// One entry per tool version. Validators and implementations load on first use, so start-up',
    '// cost does not grow with the catalog. Each impl declares `(input: Input): Output` from its own',
    '// generated module (the generator checks it), so tsc proves it matches its contract there.',
    '',
  ];
  lines.push(
    'export type Validator = ((data: unknown) => boolean) & { errors?: unknown };',
    '/** `errors`: the codes the contract lists; a tool that throws another one has a bug (500). */',
    'export type ToolModule = { validateInput: Validator; validateOutput: Validator; impl: (input: never) => unknown; errors: readonly string[] };',
    'export type RegistryEntry = { readonly key: string; readonly id: string; readonly version: string; readonly category: string; load(): Promise<ToolModule> };',
    '',
    'export const toolRegistry: readonly RegistryEntry[] = [',
  );
  ordered.forEach((c) => {
    const v = JSON.stringify(fromGenerated(validatorFile(c.category, c.id, c.version)));
    const impl = JSON.stringify(fromGenerated(implFile(c.category, c.id, c.version)));
    lines.push(
      `  {`,
      `    key: ${JSON.stringify(toolKey(c.id, c.version))}, id: ${JSON.stringify(c.id)}, version: ${JSON.stringify(c.version)}, category: ${JSON.stringify(c.category)},`,
      `    async load() {`,
      `      const [v, m] = await Promise.all([import(${v}), import(${impl})]);`,
      `      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ${JSON.stringify(c.errors.map((e) => e.code))} };`,
      `    },`,
      `  },`,
    );
  });
  lines.push('];', '');
  return lines.join('\n');
}
