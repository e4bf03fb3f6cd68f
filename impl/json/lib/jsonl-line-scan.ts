// Strict RFC 8259 syntax check of one JSON text, reporting where and why it fails without echoing
// any of it. JSON.parse accepts exactly RFC 8259 too, but its messages quote the input and differ
// between engine versions, and it silently turns 1e400 into Infinity and keeps escaped lone
// surrogates; this scanner decides validity and JSON.parse only builds the value afterwards.
// Iterative with an explicit stack, so hostile nesting cannot overflow the call stack.

export type ScanFault =
  | 'unexpected_end'
  | 'unexpected_character'
  | 'invalid_string'
  | 'invalid_number'
  | 'number_out_of_range'
  | 'lone_surrogate'
  | 'max_depth';

export type ScanError = { offset: number; reason: ScanFault };

const isWs = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;

class Fault {
  constructor(readonly offset: number, readonly reason: ScanFault) {}
}

/** Null when `s` is exactly one JSON value with optional whitespace around it and nesting <= maxDepth. */
export function scanJsonText(s: string, maxDepth: number): ScanError | null {
  try {
    scan(s, maxDepth);
    return null;
  } catch (e) {
    if (e instanceof Fault) return { offset: e.offset, reason: e.reason };
    throw e;
  }
}

function scan(s: string, maxDepth: number): void {
  const n = s.length;
  const stack: number[] = []; // 0 = array, 1 = object
  let i = 0;
  const skipWs = () => {
    while (i < n && isWs(s.charCodeAt(i))) i++;
  };
  const expectKey = () => {
    skipWs();
    if (i >= n) throw new Fault(i, 'unexpected_end');
    if (s.charCodeAt(i) !== 0x22) throw new Fault(i, 'unexpected_character');
    i = scanString(s, i);
    skipWs();
    if (i >= n) throw new Fault(i, 'unexpected_end');
    if (s.charCodeAt(i) !== 0x3a) throw new Fault(i, 'unexpected_character');
    i++;
  };

  for (;;) {
    // A value starts here.
    skipWs();
    if (i >= n) throw new Fault(i, 'unexpected_end');
    const c = s.charCodeAt(i);
    let opened = false;
    if (c === 0x7b || c === 0x5b) {
      if (stack.length >= maxDepth) throw new Fault(i, 'max_depth');
      stack.push(c === 0x7b ? 1 : 0);
      i++;
      skipWs();
      const close = c === 0x7b ? 0x7d : 0x5d;
      if (i < n && s.charCodeAt(i) === close) {
        stack.pop();
        i++;
      } else {
        if (c === 0x7b) expectKey();
        opened = true;
      }
    } else if (c === 0x22) i = scanString(s, i);
    else if (c === 0x2d || isDigit(c)) i = scanNumber(s, i);
    else i = scanLiteral(s, i);
    if (opened) continue;

    // After a complete value: close containers or move to the next member.
    for (;;) {
      skipWs();
      if (stack.length === 0) {
        if (i < n) throw new Fault(i, 'unexpected_character');
        return;
      }
      if (i >= n) throw new Fault(i, 'unexpected_end');
      const d = s.charCodeAt(i);
      const top = stack[stack.length - 1];
      if (d === 0x2c) {
        i++;
        if (top === 1) expectKey();
        break;
      }
      if ((top === 0 && d === 0x5d) || (top === 1 && d === 0x7d)) {
        stack.pop();
        i++;
        continue;
      }
      throw new Fault(i, 'unexpected_character');
    }
  }
}

function scanLiteral(s: string, i: number): number {
  for (const word of ['true', 'false', 'null']) {
    if (s.startsWith(word, i)) return i + word.length;
    const rest = s.slice(i, i + word.length);
    if (rest.length < word.length && rest.length > 0 && word.startsWith(rest)) throw new Fault(s.length, 'unexpected_end');
  }
  throw new Fault(i, 'unexpected_character');
}

function scanNumber(s: string, start: number): number {
  const n = s.length;
  let i = start;
  if (s.charCodeAt(i) === 0x2d) i++;
  if (i >= n || !isDigit(s.charCodeAt(i))) throw new Fault(start, 'invalid_number');
  if (s.charCodeAt(i) === 0x30) i++;
  else while (i < n && isDigit(s.charCodeAt(i))) i++;
  if (i < n && s.charCodeAt(i) === 0x2e) {
    i++;
    if (i >= n || !isDigit(s.charCodeAt(i))) throw new Fault(start, 'invalid_number');
    while (i < n && isDigit(s.charCodeAt(i))) i++;
  }
  if (i < n && (s.charCodeAt(i) === 0x65 || s.charCodeAt(i) === 0x45)) {
    i++;
    if (i < n && (s.charCodeAt(i) === 0x2b || s.charCodeAt(i) === 0x2d)) i++;
    if (i >= n || !isDigit(s.charCodeAt(i))) throw new Fault(start, 'invalid_number');
    while (i < n && isDigit(s.charCodeAt(i))) i++;
  }
  // A digit right after "0" ("01") is caught by the caller as an unexpected character.
  if (!Number.isFinite(Number(s.slice(start, i)))) throw new Fault(start, 'number_out_of_range');
  return i;
}

function hex4(s: string, i: number): number {
  if (i + 4 > s.length) {
    if (/^[0-9a-fA-F]*$/.test(s.slice(i))) throw new Fault(s.length, 'unexpected_end');
    throw new Fault(i, 'invalid_string');
  }
  const h = s.slice(i, i + 4);
  if (!/^[0-9a-fA-F]{4}$/.test(h)) throw new Fault(i, 'invalid_string');
  return parseInt(h, 16);
}

function scanString(s: string, start: number): number {
  const n = s.length;
  let i = start + 1;
  for (;;) {
    if (i >= n) throw new Fault(n, 'unexpected_end');
    const c = s.charCodeAt(i);
    if (c === 0x22) return i + 1;
    if (c < 0x20) throw new Fault(i, 'invalid_string'); // raw control characters must be escaped
    if (c !== 0x5c) {
      i++;
      continue;
    }
    if (i + 1 >= n) throw new Fault(n, 'unexpected_end');
    const e = s[i + 1]!;
    if ('"\\/bfnrt'.includes(e)) {
      i += 2;
      continue;
    }
    if (e !== 'u') throw new Fault(i, 'invalid_string');
    const unit = hex4(s, i + 2);
    if (unit >= 0xdc00 && unit <= 0xdfff) throw new Fault(i, 'lone_surrogate');
    if (unit >= 0xd800 && unit <= 0xdbff) {
      // A high surrogate escape must be followed at once by a low surrogate escape.
      const next = i + 6;
      if (s.charCodeAt(next) !== 0x5c || s.charCodeAt(next + 1) !== 0x75) throw new Fault(i, 'lone_surrogate');
      const low = hex4(s, next + 2);
      if (low < 0xdc00 || low > 0xdfff) throw new Fault(i, 'lone_surrogate');
      i = next + 6;
      continue;
    }
    i += 6;
  }
}
