import type { Input, Output } from '../../generated/tools/json/json-query.js';
import { formatPointer } from '../lib/json-pointer.js';
import { ToolError, limitExceeded } from '../lib/tool-error.js';
import { checkDocument, compactBytesWithin } from './lib/json-doc-tree.js';
import { RegexTooLarge } from './lib/json-path-iregexp.js';
import { BudgetExceeded, Evaluator, normalizedPath, pathTokens } from './lib/json-path-eval.js';
import { PathSyntaxError, parseJsonPath, type Query } from './lib/json-path-parse.js';

const MAX_WORK = 4000000;
const MAX_RESULT_NODES = 10000;
const MAX_RESULT_BYTES = 262144;

export default function jsonQuery(input: Input): Output {
  checkDocument(input.document, '/document');
  let query: Query;
  try {
    query = parseJsonPath(input.query);
  } catch (e) {
    if (!(e instanceof PathSyntaxError)) throw e;
    throw new ToolError('invalid_input', `query is not valid RFC 9535 JSONPath: ${e.message}`, [{ pointer: '/query', message: e.message }], { offset: e.offset });
  }
  let nodes;
  try {
    nodes = new Evaluator(input.document, MAX_WORK).run(query);
  } catch (e) {
    if (e instanceof BudgetExceeded) throw limitExceeded('/query', `evaluation needs more than ${MAX_WORK} steps (max_work)`);
    if (e instanceof RegexTooLarge) throw limitExceeded('/query', 'a match() or search() pattern compiles to more than 4096 states (max_regex_states)');
    throw e;
  }
  if (nodes.length > MAX_RESULT_NODES) throw limitExceeded('/query', `the nodelist has more than ${MAX_RESULT_NODES} nodes (max_result_nodes)`);
  let bytes = 0;
  const out = nodes.map((node) => {
    bytes += compactBytesWithin(node.value, MAX_RESULT_BYTES - bytes);
    if (bytes > MAX_RESULT_BYTES) throw limitExceeded('/query', `the selected values exceed ${MAX_RESULT_BYTES} bytes (max_result_bytes)`);
    return { path: normalizedPath(node), pointer: formatPointer(pathTokens(node)), value: node.value };
  });
  return { count: out.length, nodes: out } as Output;
}
