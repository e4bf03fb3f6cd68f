// JSON text read as JSON.parse reads it, except that every object keeps its members in text order,
// also names such as "10" that ECMAScript would list first (impl/lib/ordered-object.ts). Only for
// text a strict scanner has already accepted (jsonl-line-scan), so nothing here checks syntax.
import { isArrayIndexKey, orderedObject } from '../../lib/ordered-object.js';

/** Whether some object in `value` (a JSON.parse result) may list its members out of text order. */
function mayBeReordered(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(mayBeReordered);
  const keys = Object.keys(value);
  if (keys.length > 1 && isArrayIndexKey(keys[0]!)) return true;
  return keys.some((k) => mayBeReordered((value as Record<string, unknown>)[k]));
}

/**
 * The value of the valid JSON text `text`, equal to JSON.parse(text) (a repeated name keeps its
 * first place and its last value, as there), with members in text order.
 */
export function parseJsonInTextOrder(text: string): unknown {
  const parsed: unknown = JSON.parse(text); // "__proto__" is an own member here too
  return mayBeReordered(parsed) ? new OrderedReader(text).read() : parsed;
}

class OrderedReader {
  private i = 0;
  constructor(private readonly text: string) {}

  read(): unknown {
    return this.value();
  }

  private skipWs(): void {
    const t = this.text;
    while (this.i < t.length) {
      const c = t.charCodeAt(this.i);
      if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return;
      this.i++;
    }
  }

  // Recursion is bounded by the scanner's depth limit.
  private value(): unknown {
    this.skipWs();
    const t = this.text;
    const c = t[this.i];
    if (c === '{') {
      this.i++;
      const members: [string, unknown][] = [];
      this.skipWs();
      if (t[this.i] === '}') {
        this.i++;
        return orderedObject(members);
      }
      for (;;) {
        this.skipWs();
        const name = this.string();
        this.skipWs();
        this.i++; // ':'
        members.push([name, this.value()]);
        this.skipWs();
        if (t[this.i++] === '}') return orderedObject(members);
      }
    }
    if (c === '[') {
      this.i++;
      const items: unknown[] = [];
      this.skipWs();
      if (t[this.i] === ']') {
        this.i++;
        return items;
      }
      for (;;) {
        items.push(this.value());
        this.skipWs();
        if (t[this.i++] === ']') return items;
      }
    }
    if (c === '"') return this.string();
    const start = this.i;
    while (this.i < t.length && !',]} \t\r\n'.includes(t[this.i]!)) this.i++;
    const token = t.slice(start, this.i);
    return token === 'true' ? true : token === 'false' ? false : token === 'null' ? null : Number(token);
  }

  private string(): string {
    const t = this.text;
    const start = this.i++;
    let escaped = false;
    for (;;) {
      const c = t.charCodeAt(this.i);
      if (c === 0x5c) {
        escaped = true;
        this.i += 2;
      } else if (c === 0x22) break;
      else this.i++;
    }
    this.i++;
    const literal = t.slice(start, this.i);
    return escaped ? (JSON.parse(literal) as string) : literal.slice(1, -1);
  }
}
