// One error taxonomy: the table, README's list and openapi.json's Problem.code enum agree both ways.
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { errorTable } from '../runtime/core/errors.js';
import { loadContracts } from './support/contracts.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const openapi = JSON.parse(readFileSync(new URL('../generated/openapi.json', import.meta.url), 'utf8'));
const codes = Object.keys(errorTable).sort();

describe('error table', () => {
  it('README documents every code with its status, and no other', () => {
    const documented = [...readme.matchAll(/^\| `([a-z_]+)` \| (\d{3}) \|/gm)].map((m) => [m[1]!, Number(m[2])] as const);
    expect(documented.map(([c]) => c).sort()).to.deep.equal(codes);
    for (const [code, status] of documented) expect(status, code).to.equal(errorTable[code as keyof typeof errorTable].status);
  });
  it('openapi.json lists exactly the table codes in Problem.code', () => {
    expect(openapi.components.schemas.Problem.properties.code.enum).to.deep.equal(codes);
  });
  it('every code a contract case expects is in the table', async () => {
    for (const c of await loadContracts()) for (const k of c.cases) if (k.error) expect(codes, `${c.id}: ${k.error}`).to.include(k.error);
  });
  it('codes are snake_case and statuses are 4xx or 5xx', () => {
    for (const [code, spec] of Object.entries(errorTable)) {
      expect(code).to.match(/^[a-z][a-z0-9_]*$/);
      expect(spec.status).to.be.within(400, 599);
      expect(spec.side === 'server').to.equal(spec.status >= 500);
    }
  });
});
