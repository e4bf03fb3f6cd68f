// The one naming authority: every derived file, type, route and operation name comes from here.

export const GENERATED_HEADER = 'generated from contracts/ — do not edit';

export function toolKey(id: string, version: string): string {
  return `${id}@${version}`;
}

function major(version: string): string {
  return version.split('.')[0] ?? version;
}

/** Version 1.x keeps the bare id as the module name; later majors get a `.v<major>` suffix. */
export function toolModuleBase(category: string, id: string, version: string): string {
  const m = major(version);
  return m === '1' ? `${category}/${id}` : `${category}/${id}.v${m}`;
}

export function implFile(category: string, id: string, version: string): string {
  return `impl/${toolModuleBase(category, id, version)}.ts`;
}

/** The tool's generated module: input/output types, its `limits` and its `errors`; impls import it. */
export function toolModuleFile(category: string, id: string, version: string): string {
  return `generated/tools/${toolModuleBase(category, id, version)}.ts`;
}

/** Ajv standalone validators: plain JavaScript (tsc never checks it line by line) plus a declaration. */
export function validatorFile(category: string, id: string, version: string): string {
  return `generated/validators/${toolModuleBase(category, id, version)}.js`;
}

export function validatorDeclarationFile(category: string, id: string, version: string): string {
  return `generated/validators/${toolModuleBase(category, id, version)}.d.ts`;
}

/** Fixture files of a contract's cases live beside it: contracts/tools/<category>/<id>/fixtures/. */
export function fixturesDir(category: string, id: string): string {
  return `contracts/tools/${category}/${id}/fixtures`;
}

export function pascalCase(id: string): string {
  return id
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

export function inputTypeName(id: string): string {
  return `${pascalCase(id)}Input`;
}

export function outputTypeName(id: string): string {
  return `${pascalCase(id)}Output`;
}

export function contractPath(id: string, version: string): string {
  return `/v1/tools/${id}/versions/${version}`;
}

export function executePath(id: string, version: string): string {
  return `${contractPath(id, version)}/execute`;
}

export function executeOperationId(id: string, version: string): string {
  return `execute_${id.replace(/-/g, '_')}_${version.replace(/[^a-zA-Z0-9]/g, '_')}`;
}

export const ID_PATTERN = /^[a-z0-9-]+$/;
export const VERSION_PATTERN = /^[a-zA-Z0-9.+_-]+$/;
export const MAX_NAME_LENGTH = 100;
/**
 * The largest result the service sends, in bytes of its JSON: must equal runtime/execution/pipeline.ts's
 * MAX_RESULT_BYTES (test/generator.test.ts compares them). A tool's own output limit above it could
 * never decide anything: the runtime would refuse the result only after the tool had built it.
 */
export const MAX_RESULT_BYTES = 262144;
