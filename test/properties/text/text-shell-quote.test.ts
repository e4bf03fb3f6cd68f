// Properties text-shell-quote promises, on generated inputs (fast-check runs from one seed; see test/support).
// The Windows rules are read back by a parser written here from Microsoft's "Parsing C++ command-line
// arguments" (the rules of CommandLineToArgvW for arguments after the program name), and cmd.exe's
// caret escape by its one rule outside quotes: ^ makes the next character literal.
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Quoted = { command_line: string; quoted: string[] };

function parseWindowsArgv(line: string): string[] {
  const args: string[] = [];
  let i = 0;
  while (i < line.length) {
    while (line[i] === ' ' || line[i] === '\t') i++;
    if (i >= line.length) break;
    let arg = '';
    let inQuotes = false;
    for (; i < line.length; i++) {
      const c = line[i]!;
      if (!inQuotes && (c === ' ' || c === '\t')) break;
      if (c === '\\') {
        let n = 0;
        while (line[i] === '\\') {
          n++;
          i++;
        }
        if (line[i] === '"') {
          arg += '\\'.repeat(Math.floor(n / 2));
          if (n % 2 === 1) arg += '"';
          else inQuotes = !inQuotes;
        } else {
          arg += '\\'.repeat(n);
          i--;
        }
      } else if (c === '"') {
        if (inQuotes && line[i + 1] === '"') {
          arg += '"'; // "" inside quotes is a literal quote (post-2008 runtime)
          i++;
        } else inQuotes = !inQuotes;
      } else arg += c;
    }
    args.push(arg);
  }
  return args;
}

/** cmd.exe's caret outside quotes; the quoting never lets cmd.exe see an unescaped quote. */
const uncaret = (line: string) => line.replace(/\^([\s\S])/g, '$1');

/** PowerShell verbatim strings: '...' with each quote character doubled. */
function parsePowerShell(line: string): string[] {
  expect(line.startsWith('& ')).to.equal(true);
  const out: string[] = [];
  const re = /'((?:[^'\u2018-\u201b]|['\u2018-\u201b]{2})*)'(?: |$)/gy;
  re.lastIndex = 2;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line)) !== null) out.push(m[1]!.replace(/(['\u2018-\u201b])\1/g, '$1'));
  expect(re.lastIndex === 0 || re.lastIndex === line.length).to.equal(true);
  return out;
}

const argArb = fc.string({ unit: fc.oneof(fc.constantFrom('\\', '"', "'", ' ', '\t', '^', '%', '!', '&', '|', '<', '>', '(', ')', '$', '`', '\u2019', 'a', '-', '='), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength: 12 }).filter((s) => !s.includes('\0'));
const argsArb = fc.array(argArb, { minLength: 1, maxLength: 6 });

describe('text-shell-quote properties', () => {
  it('the command line is the quoted arguments joined by spaces (after & for powershell)', async () => {
    await fc.assert(
      fc.asyncProperty(argsArb.map((a) => a.map((s) => s.replace(/[\r\n]/g, ''))), fc.constantFrom('posix', 'powershell', 'windows_argv', 'cmd'), fc.boolean(), async (args, shell, always_quote) => {
        const out = (await runTool('text-shell-quote', { args, shell, always_quote })) as Quoted;
        expect(out.command_line).to.equal((shell === 'powershell' ? '& ' : '') + out.quoted.join(' '));
        expect(out.quoted).to.have.length(args.length);
      }),
      { numRuns: 200 },
    );
  });
  it('windows_argv lines split back into the arguments by the CommandLineToArgvW rules', async () => {
    await fc.assert(
      fc.asyncProperty(argsArb, fc.boolean(), async (args, always_quote) => {
        const out = (await runTool('text-shell-quote', { args, shell: 'windows_argv', always_quote })) as Quoted;
        expect(parseWindowsArgv(out.command_line)).to.deep.equal(args);
      }),
      { numRuns: 300 },
    );
  });
  it('cmd lines, once cmd.exe removes its carets, split back into the arguments', async () => {
    await fc.assert(
      fc.asyncProperty(argsArb.map((a) => a.map((s) => s.replace(/[\r\n]/g, ''))), async (args) => {
        const out = (await runTool('text-shell-quote', { args, shell: 'cmd' })) as Quoted;
        expect(out.command_line.replace(/\^[()%!^"<>&|]/g, '')).to.not.match(/[()%!^"<>&|]/);
        expect(parseWindowsArgv(uncaret(out.command_line))).to.deep.equal(args);
      }),
      { numRuns: 300 },
    );
  });
  it('powershell lines read back as verbatim strings give the arguments', async () => {
    await fc.assert(
      fc.asyncProperty(argsArb, async (args) => {
        const out = (await runTool('text-shell-quote', { args, shell: 'powershell' })) as Quoted;
        expect(parsePowerShell(out.command_line)).to.deep.equal(args);
      }),
      { numRuns: 300 },
    );
  });
});
