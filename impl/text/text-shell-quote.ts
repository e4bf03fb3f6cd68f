import type { Input, Output } from '../../generated/tools/text/text-shell-quote.js';
import { limits } from '../../generated/tools/text/text-shell-quote.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { utf8Length } from '../lib/utf8.js';

/** Python shlex.quote's safe set: ASCII word characters and @ % + = : , . / - */
const POSIX_SAFE = /^[A-Za-z0-9_@%+=:,./-]+$/;
/** PowerShell reads the typographic single quotes U+2018..U+201B as ' too, so each is doubled. */
const POWERSHELL_QUOTES = /['\u2018\u2019\u201a\u201b]/g;
/** cmd.exe metacharacters, each escaped with ^ (Colascione, "Everyone quotes command line arguments the wrong way"). */
const CMD_META = /[()%!^"<>&|]/g;

function posix(arg: string, always: boolean): string {
  if (!always && POSIX_SAFE.test(arg)) return arg;
  return `'${arg.replace(/'/g, `'\\''`)}'`;
}

function powershell(arg: string): string {
  return `'${arg.replace(POWERSHELL_QUOTES, (q) => q + q)}'`;
}

/** CommandLineToArgvW / MSVC runtime rules: backslashes are literal unless they precede a quote. */
function windowsArgv(arg: string, always: boolean): string {
  if (!always && arg !== '' && !/[ \t\n\v"]/.test(arg)) return arg;
  let out = '"';
  let backslashes = 0;
  for (const c of arg) {
    if (c === '\\') {
      backslashes++;
      continue;
    }
    out += c === '"' ? '\\'.repeat(backslashes * 2 + 1) + '"' : '\\'.repeat(backslashes) + c;
    backslashes = 0;
  }
  return out + '\\'.repeat(backslashes * 2) + '"';
}

export default function textShellQuote(input: Input): Output {
  const { args, shell } = input;
  const always = input.always_quote ?? false;
  let chars = 0;
  args.forEach((arg, i) => {
    chars += arg.length;
    if (arg.includes('\0')) throw invalidInput(`/args/${i}`, 'an argument cannot hold U+0000: the operating system passes arguments as C strings');
    if (shell === 'cmd' && /[\r\n]/.test(arg)) throw invalidInput(`/args/${i}`, 'cmd.exe ends a command at a line break, so an argument cannot hold CR or LF');
  });
  if (chars > limits.max_input_chars) throw limitExceeded('/args', `the arguments hold ${chars} UTF-16 code units in all, over ${limits.max_input_chars} (max_input_chars)`);
  const quoted = args.map((arg) => {
    switch (shell) {
      case 'posix': return posix(arg, always);
      case 'powershell': return powershell(arg);
      case 'windows_argv': return windowsArgv(arg, always);
      case 'cmd': return windowsArgv(arg, always).replace(CMD_META, '^$&');
    }
  });
  const line = quoted.join(' ');
  const commandLine = shell === 'powershell' && args.length > 0 ? `& ${line}` : line;
  const bytes = utf8Length(commandLine);
  if (bytes > limits.max_output_bytes) throw limitExceeded('/args', `the command line would be ${bytes} UTF-8 bytes, over ${limits.max_output_bytes} (max_output_bytes)`);
  return { command_line: commandLine, quoted };
}
