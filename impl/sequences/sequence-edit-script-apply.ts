import type { Input, Output } from '../../generated/tools/sequences/sequence-edit-script-apply.js';
import { limits } from '../../generated/tools/sequences/sequence-edit-script-apply.js';
import { jsonEquals } from '../lib/json-value.js';
import { ToolError, limitExceeded } from '../lib/tool-error.js';
import { checkItemDepth } from './lib/sequence-input.js';

function mismatch(pointer: string, message: string): ToolError {
  return new ToolError('script_mismatch', message, [{ pointer, message }]);
}

export default function sequenceEditScriptApply(input: Input): Output {
  const seq = input.sequence as unknown[];
  if (seq.length > limits.max_items) throw limitExceeded('/sequence', `more than ${limits.max_items} items (max_items)`);
  checkItemDepth(seq, '/sequence', limits.max_item_depth);
  let scriptItems = 0;
  input.script.forEach((op, k) => {
    scriptItems += op.items.length;
    checkItemDepth(op.items, `/script/${k}/items`, limits.max_item_depth);
  });
  if (scriptItems > limits.max_script_items) throw limitExceeded('/script', `the script carries more than ${limits.max_script_items} items (max_script_items)`);

  const result: unknown[] = [];
  let cursor = 0;
  let kept = 0;
  let deleted = 0;
  let inserted = 0;
  input.script.forEach((op, k) => {
    const at = `/script/${k}`;
    // Stated positions are checked too: a script computed against another version fails early.
    if (op.a_start !== undefined && op.a_start !== cursor) {
      throw mismatch(`${at}/a_start`, `a_start is ${op.a_start} but the script has consumed ${cursor} items of the sequence here`);
    }
    if (op.b_start !== undefined && op.b_start !== result.length) {
      throw mismatch(`${at}/b_start`, `b_start is ${op.b_start} but the result has ${result.length} items here`);
    }
    const items = op.items as unknown[];
    if (op.op === 'insert') {
      for (const item of items) result.push(item);
      inserted += items.length;
      return;
    }
    if (cursor + items.length > seq.length) {
      throw mismatch(`${at}/items`, `the ${op.op} run needs ${items.length} items from index ${cursor} but the sequence has ${seq.length}`);
    }
    items.forEach((item, t) => {
      if (!jsonEquals(item, seq[cursor + t])) {
        throw mismatch(`${at}/items/${t}`, `differs from the sequence item at index ${cursor + t}`);
      }
    });
    if (op.op === 'equal') {
      // Kept items come from the sequence, so member order and number spelling stay as they were.
      for (let t = 0; t < items.length; t++) result.push(seq[cursor + t]);
      kept += items.length;
    } else deleted += items.length;
    cursor += items.length;
  });
  if (cursor < seq.length) {
    throw mismatch(`/sequence/${cursor}`, `the script ends after ${cursor} items; the items from index ${cursor} are neither kept nor deleted`);
  }
  return { result, kept, deleted, inserted } as Output;
}
