// Ajv standalone validators per tool version, so the runtime compiles no schema at start-up.
// Emitted as plain JavaScript with a declaration beside it: tsc reads three declared lines instead
// of checking thousands of generated ones.
//
// Compiling is the slowest step of generation, so each validator file records the hash of what it
// was built from (the schemas and the generator itself) and of its own body. When both still match,
// the committed file is reused as is, and lint runs the committed code instead of compiling again.
// A hand edit breaks the body hash, so `--check` still names the file.
import standalone from 'ajv/dist/standalone/index.js';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ToolContract } from '../resolve.js';
import { newAjv } from '../ajv.js';
import type { CompiledSchemas, Validator } from '../lint.js';
import { GENERATED_HEADER, validatorDeclarationFile, validatorFile } from '../names.js';
import { reusable, sha, withCacheLine } from '../output-cache.js';

// ajv ships CommonJS: under NodeNext its default export arrives as the module object.
const standaloneCode = (standalone as unknown as { default: typeof standalone.default }).default;

/**
 * Ajv's standalone output still calls `require()` for its runtime helpers even in ESM mode.
 * Each distinct module becomes one default import (the CommonJS `module.exports` object).
 */
export function requiresToImports(code: string): string {
  const modules = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_m, mod: string) => {
    if (!modules.has(mod)) modules.set(mod, `__ajvRuntime${modules.size}`);
    return modules.get(mod)!;
  });
  const imports = [...modules].map(([mod, name]) => `import ${name} from ${JSON.stringify(mod + '.js')};`);
  return [...imports, body.replace(/^"use strict";/, '')].join('\n');
}

const errorsTextAjv = newAjv();

export const VALIDATOR_DECLARATION = [
  `// ${GENERATED_HEADER}`,
  'type Validator = ((data: unknown) => boolean) & { errors?: unknown };',
  'export declare const validateInput: Validator;',
  'export declare const validateOutput: Validator;',
  '',
].join('\n');

export type EmittedValidators = {
  files: [string, string][];
  schemas: CompiledSchemas;
  /** true when the committed file was reused. */
  cached: boolean;
};

/**
 * `salt` names everything besides the schemas that shapes the output (generator sources, Ajv's
 * version); `root` is where the committed generated/ lives.
 */
export async function emitValidators(root: string, contract: ToolContract, salt: string, useCache = true): Promise<EmittedValidators> {
  const path = validatorFile(contract.category, contract.id, contract.version);
  const declaration: [string, string] = [validatorDeclarationFile(contract.category, contract.id, contract.version), VALIDATOR_DECLARATION];
  const inputs = sha(JSON.stringify([salt, contract.input_schema, contract.output_schema]));
  const head = [
    `// ${GENERATED_HEADER}`,
    `// ${contract.id}@${contract.version}: Ajv standalone validators (input_schema, output_schema)`,
  ];

  const committed = useCache ? reusable(root, path, head, inputs) : null;
  if (committed !== null) {
    const mod = (await import(pathToFileURL(join(root, path)).href)) as { validateInput: Validator; validateOutput: Validator };
    const schemas = { validateIn: mod.validateInput, validateOut: mod.validateOutput, errorsText: (e: unknown) => errorsTextAjv.errorsText(e as never) };
    return { files: [[path, committed], declaration], schemas, cached: true };
  }

  const ajv = newAjv(true);
  ajv.addSchema(contract.input_schema, 'input');
  ajv.addSchema(contract.output_schema, 'output');
  const body = ['/* eslint-disable */', requiresToImports(standaloneCode(ajv, { validateInput: 'input', validateOutput: 'output' })), ''].join('\n');
  const text = withCacheLine(head, inputs, body);
  const schemas = {
    validateIn: ajv.getSchema('input') as Validator,
    validateOut: ajv.getSchema('output') as Validator,
    errorsText: (e: unknown) => ajv.errorsText(e as never),
  };
  return { files: [[path, text], declaration], schemas, cached: false };
}
