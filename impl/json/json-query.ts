import type { Input, Output } from '../../generated/tools/json/json-query.js';
import { limits } from '../../generated/tools/json/json-query.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { formatPointer } from '../lib/json-pointer.js';
import { jsonStringBytes } from '../lib/json-measure.js';
import { ToolError, limitExceeded } from '../lib/tool-error.js';
import { compactBytesWithin } from './lib/json-doc-tree.js';
import { RegexTooLarge } from './lib/json-path-iregexp.js';
import { BudgetExceeded, Evaluator, normalizedPath, pathTokens } from './lib/json-path-eval.js';
import { PathSyntaxError, parseJsonPath, type Query } from './lib/json-path-parse.js';

const DOCUMENT_BOUNDS = { depth: bound(limits, 'max_depth'), nodes: bound(limits, 'max_nodes') };

export default function jsonQuery(input: Input): Output {
  checkJsonBounds(input.document, '/document', DOCUMENT_BOUNDS, 'the document');
  let query: Query;
  try {
    query = parseJsonPath(input.query, limits.max_filter_nesting);
  } catch (e) {
    if (!(e instanceof PathSyntaxError)) throw e;
    throw new ToolError('invalid_input', `query is not valid RFC 9535 JSONPath: ${e.message}`, [{ pointer: '/query', message: e.message }], { offset: e.offset });
  }
  let nodes;
  try {
    nodes = new Evaluator(input.document, limits.max_work, limits.max_regex_states).run(query);
  } catch (e) {
    if (e instanceof BudgetExceeded) throw limitExceeded('/query', `evaluation needs more than ${limits.max_work} steps (max_work)`);
    if (e instanceof RegexTooLarge) throw limitExceeded('/query', `a match() or search() pattern compiles to more than ${limits.max_regex_states} states (max_regex_states)`);
    throw e;
  }
  if (nodes.length > limits.max_result_nodes) throw limitExceeded('/query', `the nodelist has more than ${limits.max_result_nodes} nodes (max_result_nodes)`);
  let bytes = 0;
  // Each node is measured as it is built, its path and pointer included: 10000 nodes under one
  // 200 KB member name would otherwise build gigabytes of paths before any limit.
  const tooLarge = () => limitExceeded('/query', `the selected nodes exceed ${limits.max_result_bytes} bytes (max_result_bytes)`);
  const out = nodes.map((node) => {
    bytes += compactBytesWithin(node.value, limits.max_result_bytes - bytes);
    if (bytes > limits.max_result_bytes) throw tooLarge();
    const path = normalizedPath(node);
    const pointer = formatPointer(pathTokens(node));
    bytes += jsonStringBytes(path) + jsonStringBytes(pointer);
    if (bytes > limits.max_result_bytes) throw tooLarge();
    return { path, pointer, value: node.value };
  });
  return { count: out.length, nodes: out } as Output;
}
