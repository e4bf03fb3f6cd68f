import type { Input, Output } from '../../generated/tools/json/json-schema-infer.js';
import { limits } from '../../generated/tools/json/json-schema-infer.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { measureJson } from '../lib/json-measure.js';
import { objectFromEntries } from '../lib/json-value.js';
import { orderedObject } from '../lib/ordered-object.js';
import { limitExceeded } from '../lib/tool-error.js';

const TYPE_ORDER = ['null', 'boolean', 'integer', 'number', 'string', 'array', 'object'] as const;
type SchemaType = (typeof TYPE_ORDER)[number];

/** What one position of the samples has shown so far. */
type Seen = {
  types: Set<SchemaType>;
  objects: number; // objects observed at this position
  properties: Map<string, { seen: Seen; count: number }>; // insertion order = first-seen order
  items: Seen | null;
};

const fresh = (): Seen => ({ types: new Set(), objects: 0, properties: new Map(), items: null });

function observe(at: Seen, value: unknown): void {
  if (value === null) at.types.add('null');
  else if (typeof value === 'boolean') at.types.add('boolean');
  // A double with no fraction is a JSON Schema 2020-12 integer (1.0 is the integer 1).
  else if (typeof value === 'number') at.types.add(Number.isInteger(value) ? 'integer' : 'number');
  else if (typeof value === 'string') at.types.add('string');
  else if (Array.isArray(value)) {
    at.types.add('array');
    for (const item of value) observe((at.items ??= fresh()), item);
  } else {
    at.types.add('object');
    at.objects++;
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      let p = at.properties.get(k);
      if (!p) at.properties.set(k, (p = { seen: fresh(), count: 0 }));
      p.count++;
      observe(p.seen, v);
    }
  }
}

function emit(at: Seen, closed: boolean): Record<string, unknown> {
  // integer is a subset of number: both seen means number.
  const types = TYPE_ORDER.filter((t) => at.types.has(t) && !(t === 'integer' && at.types.has('number')));
  const entries: [string, unknown][] = [['type', types.length === 1 ? types[0] : types]];
  if (at.types.has('object')) {
    const props = [...at.properties];
    entries.push(['properties', orderedObject(props.map(([k, p]) => [k, emit(p.seen, closed)]))]);
    const required = props.filter(([, p]) => p.count === at.objects).map(([k]) => k);
    if (required.length > 0) entries.push(['required', required]);
    if (closed) entries.push(['additionalProperties', false]);
  }
  if (at.items) entries.push(['items', emit(at.items, closed)]);
  return objectFromEntries(entries);
}

export default function jsonSchemaInfer(input: Input): Output {
  let nodes = 0;
  input.samples.forEach((sample, i) => {
    // Depth per sample, values summed over the samples (rule 7), in one walk of each sample.
    const m = measureJson(sample, limits.max_depth);
    if (m.depth > limits.max_depth) throw limitExceeded(`/samples/${i}`, `the sample nests deeper than ${limits.max_depth} levels (max_depth)`);
    nodes += m.nodes;
    if (nodes > limits.max_nodes) throw limitExceeded(`/samples/${i}`, `the samples hold more than ${limits.max_nodes} values (max_nodes)`);
  });
  const root = fresh();
  for (const sample of input.samples) observe(root, sample);
  const schema = objectFromEntries([['$schema', 'https://json-schema.org/draft/2020-12/schema'], ...Object.entries(emit(root, input.closed_objects ?? false))]);
  checkJsonBounds(schema, '/samples', { bytes: bound(limits, 'max_output_bytes') }, 'the inferred schema');
  return { schema, sample_count: input.samples.length };
}
