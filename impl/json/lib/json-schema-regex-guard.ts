// User schemas bring their own regular expressions ("pattern", "patternProperties") and JavaScript
// regexes backtrack. Without a linear-time engine in the dependency set, patterns whose shape is
// known to backtrack exponentially are refused before compiling: a quantified group that itself
// holds an unbounded quantifier (star height above 1, as in (a+)+ or (\w*\s?)*), and
// backreferences. Alternation with overlapping branches under a quantifier, e.g. (a|a)*, is not
// detected; the contract says so.

export type RegexVerdict = { safe: true } | { safe: false; reason: string };

export function regexShapeVerdict(source: string): RegexVerdict {
  type Group = { unbounded: boolean };
  const stack: Group[] = [{ unbounded: false }];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      const n = source[i + 1];
      if (!inClass && n !== undefined && ((n >= '1' && n <= '9') || n === 'k')) return { safe: false, reason: 'backreferences are not supported' };
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') stack.push({ unbounded: false });
    else if (c === ')') {
      const closed = stack.length > 1 ? stack.pop()! : { unbounded: false };
      const q = unboundedQuantifierAt(source, i + 1);
      if (q && closed.unbounded) return { safe: false, reason: 'a repeated group contains a repetition (nested quantifiers backtrack exponentially)' };
      if (closed.unbounded || q) stack[stack.length - 1]!.unbounded = true;
    } else if (unboundedQuantifierAt(source, i)) stack[stack.length - 1]!.unbounded = true;
  }
  return { safe: true };
}

/** True when `source[i]` starts `*`, `+`, `{n,}` or `{n,m}` with m > 1. */
function unboundedQuantifierAt(source: string, i: number): boolean {
  const c = source[i];
  if (c === '*' || c === '+') return true;
  if (c !== '{') return false;
  const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i, i + 24));
  if (!m || m[2] === undefined) return false;
  return m[3] === '' || Number(m[3]) > 1;
}
