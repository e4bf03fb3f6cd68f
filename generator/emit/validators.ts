// Ajv standalone validators per tool version, so the runtime compiles no schema at start-up.
import standalone from 'ajv/dist/standalone/index.js';
import type { ToolContract } from '../resolve.js';
import { newAjv } from '../lint.js';
import { GENERATED_HEADER, validatorFile } from '../names.js';

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

export function emitValidators(contract: ToolContract): [string, string] {
  const ajv = newAjv(true);
  ajv.addSchema(contract.input_schema, 'input');
  ajv.addSchema(contract.output_schema, 'output');
  const code = standaloneCode(ajv, { validateInput: 'input', validateOutput: 'output' });
  const text = [
    `// ${GENERATED_HEADER}`,
    `// ${contract.id}@${contract.version}: Ajv standalone validators (input_schema, output_schema)`,
    '// @ts-nocheck',
    '/* eslint-disable */',
    requiresToImports(code),
    '',
  ].join('\n');
  return [validatorFile(contract.category, contract.id, contract.version), text];
}
