// Writers build their text line by line; the budget stops a small but deep or wide input from
// producing an output far larger than any response may carry, before the whole text is built.
import { limitExceeded } from '../../lib/tool-error.js';

export const MAX_OUTPUT_CHARS = 1048576;

export class OutputBudget {
  private used = 0;
  private readonly parts: string[] = [];

  constructor(private readonly pointer: string, private readonly max = MAX_OUTPUT_CHARS) {}

  push(part: string): void {
    this.used += part.length;
    if (this.used > this.max) throw limitExceeded(this.pointer, `the output would exceed ${this.max} characters`);
    this.parts.push(part);
  }

  get size(): number {
    return this.used;
  }

  text(): string {
    return this.parts.join('');
  }
}
