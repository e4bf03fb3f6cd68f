// The one Ajv configuration for every schema the generator compiles (tool and API schemas).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export function newAjv(forStandalone = false): Ajv2020 {
  const code = forStandalone ? { source: true, esm: true, lines: true } : {};
  // ownProperties: an inherited member ("valueOf", "constructor") never counts as present.
  const ajv = new Ajv2020({ strict: true, allErrors: true, ownProperties: true, code });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  return ajv;
}
