// Ajv standalone validators of the service's own API (contracts/api), named by the route table
// (emit/routes.ts): `<operationId>Body`, `Form`, `Query` and `Params`, so the runtime checks API
// requests like tool inputs.
import standalone from 'ajv/dist/standalone/index.js';
import { newAjv } from '../ajv.js';
import { GENERATED_HEADER } from '../names.js';
import { requiresToImports } from './validators.js';

const standaloneCode = (standalone as unknown as { default: typeof standalone.default }).default;

export function emitApiValidators(bodies: { name: string; schema: Record<string, unknown> }[]): string {
  const ajv = newAjv(true);
  const exports: Record<string, string> = {};
  for (const b of bodies) {
    ajv.addSchema(b.schema, b.name);
    exports[b.name] = b.name;
  }
  const code = bodies.length ? standaloneCode(ajv, exports) : '';
  return [
    `// ${GENERATED_HEADER}`,
    '// Validators of the API operations (contracts/api): <operationId>Body, Form, Query and Params.',
    '// @ts-nocheck',
    '/* eslint-disable */',
    requiresToImports(code),
    '',
  ].join('\n');
}
