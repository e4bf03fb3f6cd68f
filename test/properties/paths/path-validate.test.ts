import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Problem = { code: string; segment_index: number | null; name: string | null; character: string | null };
type Result = { valid: boolean; truncated: boolean; problems: Problem[] };

const safeName = fc.stringMatching(/^[A-Za-z0-9_\-éß]{1,20}$/).filter((s) => !/^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i.test(s));
const reserved = fc.constantFrom('CON', 'prn', 'Aux', 'nul', 'COM1', 'com9', 'LPT5', 'COM\u00b9', 'LPT\u00b3');
const ext = fc.constantFrom('', '.txt', '.tar.gz', '.', ' .log');

describe('path-validate properties', () => {
  it('valid is exactly "no problems", and problems are in path order', async () => {
    const nameArb = fc.oneof(safeName, reserved, fc.constantFrom('a.', 'b ', 'x:y', 'q?', '..', '.', 'a\u0001'));
    await fc.assert(
      fc.asyncProperty(fc.array(nameArb, { minLength: 1, maxLength: 8 }), fc.constantFrom('windows', 'posix'), async (names, style) => {
        const out = (await runTool('path-validate', { path: names.join(style === 'windows' ? '\\' : '/'), style })) as Result;
        expect(out.valid).to.equal(out.problems.length === 0);
        const idx = out.problems.map((p) => p.segment_index ?? -1);
        expect([...idx].sort((a, b) => a - b)).to.deep.equal(idx);
        for (const p of out.problems) if (p.segment_index !== null) expect(p.name).to.equal(names[p.segment_index]);
      }),
      { numRuns: 300 },
    );
  });
  it('names of letters and digits that are not device names are valid in both styles', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(safeName, { minLength: 1, maxLength: 8 }), fc.constantFrom('windows', 'posix'), async (names, style) => {
        const out = (await runTool('path-validate', { path: names.join('/'), style })) as Result;
        expect(out).to.deep.equal({ valid: true, truncated: false, problems: [] });
      }),
      { numRuns: 200 },
    );
  });
  it('a device name with any extension is reserved on windows, never on posix', async () => {
    await fc.assert(
      fc.asyncProperty(safeName, reserved, ext, async (dir, dev, e) => {
        const name = dev + e;
        const win = (await runTool('path-validate', { path: `C:\\${dir}\\${name}`, style: 'windows' })) as Result;
        expect(win.problems.some((p) => p.code === 'reserved_name' && p.segment_index === 1)).to.equal(true);
        const posix = (await runTool('path-validate', { path: `/${dir}/${name}`, style: 'posix' })) as Result;
        expect(posix.valid).to.equal(true);
      }),
      { numRuns: 200 },
    );
  });
  it('a forbidden character anywhere in a name is found and named first', async () => {
    await fc.assert(
      fc.asyncProperty(safeName, fc.nat(20), fc.constantFrom('<', '>', ':', '"', '|', '?', '*', '\u0000', '\u001f'), async (name, at, ch) => {
        const bad = name.slice(0, at) + ch + name.slice(at);
        const out = (await runTool('path-validate', { path: `D:\\${bad}`, style: 'windows' })) as Result;
        expect(out.problems[0]).to.deep.equal({ code: 'forbidden_character', segment_index: 0, name: bad, character: ch });
      }),
      { numRuns: 200 },
    );
  });
  it('posix NAME_MAX counts UTF-8 bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }).filter((s) => !s.includes('/') && !s.includes('\u0000') && s !== '.' && s !== '..'), async (name) => {
        const out = (await runTool('path-validate', { path: name, style: 'posix' })) as Result;
        expect(out.valid).to.equal(Buffer.byteLength(name, 'utf8') <= 255);
      }),
      { numRuns: 200 },
    );
  });
});
