import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type R = { result: string };
const name = fc.string({ unit: fc.oneof(fc.constantFrom('a', ' ', '%', '#', '?', '\\', ':', '@', '[', 'é'), fc.constantFrom('😀', '€', '~')), minLength: 1, maxLength: 6 }).filter((s) => s !== '.' && s !== '..');

describe('path-file-url-convert properties', () => {
  it('posix paths round-trip through their URL, which holds only pchar and escapes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(name, { maxLength: 5 }), async (names) => {
        const p = `/${names.join('/')}`;
        const url = (await runTool('path-file-url-convert', { direction: 'path_to_url', value: p, style: 'posix' })) as R;
        expect(url.result).to.match(/^file:\/\/\/([A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-F]{2})*$/);
        const back = (await runTool('path-file-url-convert', { direction: 'url_to_path', value: url.result, style: 'posix' })) as R;
        expect(back.result).to.equal(p);
      }),
      { numRuns: 300 },
    );
  });
  it('windows drive paths round-trip', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('C', 'z'), fc.array(name.filter((n) => !n.includes('\\')), { maxLength: 4 }), async (drive, names) => {
        const p = `${drive}:\\${names.join('\\')}`;
        const url = (await runTool('path-file-url-convert', { direction: 'path_to_url', value: p, style: 'windows' })) as R;
        const back = (await runTool('path-file-url-convert', { direction: 'url_to_path', value: url.result, style: 'windows' })) as R;
        expect(back.result).to.equal(p);
      }),
      { numRuns: 300 },
    );
  });
});
