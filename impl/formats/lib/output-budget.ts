// Writers build their text line by line; the budget stops a small but deep or wide input from
// producing an output far larger than any response may carry, before the whole text is built.
import { limitExceeded } from '../../lib/tool-error.js';

const ENCODE_SLICE = 4096;

/** At most `max` UTF-16 code units of text (the tool's max_output_chars); past it, limit_exceeded at `pointer`. */
export class OutputBudget {
  private used = 0;
  private readonly parts: string[] = [];

  constructor(private readonly pointer: string, private readonly max: number) {}

  push(part: string): void {
    this.used += part.length;
    if (this.used > this.max) throw limitExceeded(this.pointer, `the output would exceed ${this.max} characters (max_output_chars)`);
    this.parts.push(part);
  }

  /**
   * `encode(s)` pushed in slices of at most ENCODE_SLICE code units, so a long string that grows
   * when escaped is refused once past the limit, with at most one slice's escapes built beyond it.
   * `encode` must work code unit by code unit (a surrogate pair split between slices is rejoined).
   */
  pushEncoded(s: string, encode: (part: string) => string): void {
    for (let i = 0; i < s.length; i += ENCODE_SLICE) this.push(encode(s.slice(i, i + ENCODE_SLICE)));
  }

  get size(): number {
    return this.used;
  }

  text(): string {
    return this.parts.join('');
  }
}
