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

export function typesFile(category: string, id: string, version: string): string {
  return `generated/types/${toolModuleBase(category, id, version)}.ts`;
}

export function validatorFile(category: string, id: string, version: string): string {
  return `generated/validators/${toolModuleBase(category, id, version)}.ts`;
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
