// The order in which a TOML text first defines each key of each table. smol-toml builds plain
// objects, which list array-index keys ("2", "10") first whatever the text says, so this second
// pass re-reads the keys of a text smol-toml has ALREADY accepted and records, per table object of
// its result, the keys in definition order. Nothing here checks syntax; values are only skipped,
// except inline tables and arrays, whose tables are walked the same way.
import { parse } from 'smol-toml';

type Table = Record<string, unknown>;

const BARE_KEY_TEXT = /^[A-Za-z0-9_\-. \t]*$/;

/** Key order per table object of `root`, the result of smol-toml's parse(text). */
export function tomlKeyOrder(text: string, root: Table): Map<object, Set<string>> {
  return new KeyOrderReader(text, root).read();
}

class KeyOrderReader {
  private i: number;
  private readonly order = new Map<object, Set<string>>();
  /** How many `[[name]]` headers have appended to each array of tables so far. */
  private readonly appended = new Map<unknown[], number>();

  constructor(private readonly text: string, private readonly root: Table) {
    this.i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  }

  read(): Map<object, Set<string>> {
    const t = this.text;
    let current = this.root;
    for (;;) {
      this.skipVoid();
      if (this.i >= t.length) return this.order;
      if (t[this.i] === '[') {
        const arrayTable = t[this.i + 1] === '[';
        this.i += arrayTable ? 2 : 1;
        const keys = this.key(']');
        this.i += arrayTable ? 2 : 1;
        let table = this.root;
        for (const k of keys.slice(0, -1)) table = this.within(this.define(table, k));
        const last = keys[keys.length - 1]!;
        if (arrayTable) {
          const list = this.define(table, last) as unknown[];
          const n = (this.appended.get(list) ?? 0) + 1;
          this.appended.set(list, n);
          current = list[n - 1] as Table;
        } else current = this.within(this.define(table, last));
      } else this.keyValue(current, '=');
    }
  }

  /** Records `key` in `table` and returns its value. */
  private define(table: Table, key: string): unknown {
    let keys = this.order.get(table);
    if (!keys) this.order.set(table, (keys = new Set()));
    keys.add(key);
    return table[key];
  }

  /** A header path through an array of tables names its latest element (TOML 1.0, Array of Tables). */
  private within(value: unknown): Table {
    if (!Array.isArray(value)) return value as Table;
    return value[(this.appended.get(value) ?? value.length) - 1] as Table;
  }

  /** `key = value` in `table`, dotted keys through the tables they define. */
  private keyValue(table: Table, end: string): void {
    const keys = this.key(end);
    this.i++; // '='
    let target = table;
    for (const k of keys.slice(0, -1)) target = this.define(target, k) as Table;
    this.skipBlank();
    this.value(this.define(target, keys[keys.length - 1]!));
  }

  /** The decoded parts of the (dotted) key that starts here and ends before `end`. */
  private key(end: string): string[] {
    const t = this.text;
    const start = this.i;
    while (t[this.i] !== end) {
      const c = t[this.i];
      if (c === '"' || c === "'") this.skipString();
      else this.i++;
    }
    const source = t.slice(start, this.i);
    if (BARE_KEY_TEXT.test(source)) return source.split('.').map((k) => k.trim());
    // Quoted parts: let the same parser decode them, from a one-line document of this key alone.
    const parts: string[] = [];
    let node: unknown = parse(`${source} = 0`);
    while (node !== null && typeof node === 'object') {
      const k = Object.keys(node)[0]!;
      parts.push(k);
      node = (node as Table)[k];
    }
    return parts;
  }

  private value(value: unknown): void {
    const t = this.text;
    const c = t[this.i];
    if (c === '"' || c === "'") return this.skipString();
    if (c === '{') {
      this.i++;
      for (;;) {
        this.skipVoid();
        if (t[this.i] === '}') break;
        this.keyValue(value as Table, '=');
        this.skipVoid();
        if (t[this.i] === ',') this.i++;
      }
      this.i++;
      return;
    }
    if (c === '[') {
      this.i++;
      for (let n = 0; ; n++) {
        this.skipVoid();
        if (t[this.i] === ']') break;
        this.value((value as unknown[])[n]);
        this.skipVoid();
        if (t[this.i] === ',') this.i++;
      }
      this.i++;
      return;
    }
    // A number, boolean or date-time; a space may separate date and time ("1979-05-27 07:32:00").
    const start = this.i;
    while (this.i < t.length) {
      const d = t[this.i]!;
      if (d === ' ' && this.i - start === 10 && /^\d{4}-\d{2}-\d{2}$/.test(t.slice(start, this.i)) && /\d/.test(t[this.i + 1] ?? '')) this.i++;
      else if (',]}#\r\n \t'.includes(d)) return;
      else this.i++;
    }
  }

  private skipString(): void {
    const t = this.text;
    const q = t[this.i]!;
    const triple = t.startsWith(q.repeat(3), this.i);
    this.i += triple ? 3 : 1;
    while (this.i < t.length) {
      if (q === '"' && t[this.i] === '\\') this.i += 2;
      else if (triple ? t.startsWith(q.repeat(3), this.i) : t[this.i] === q) {
        this.i += triple ? 3 : 1;
        while (triple && t[this.i] === q) this.i++; // up to two quotes may end the content
        return;
      } else this.i++;
    }
  }

  private skipBlank(): void {
    while (this.text[this.i] === ' ' || this.text[this.i] === '\t') this.i++;
  }

  /** Spaces, tabs, line breaks and comments. */
  private skipVoid(): void {
    const t = this.text;
    while (this.i < t.length) {
      const c = t[this.i];
      if (c === ' ' || c === '\t' || c === '\r' || c === '\n') this.i++;
      else if (c === '#') while (this.i < t.length && t[this.i] !== '\n') this.i++;
      else return;
    }
  }
}
