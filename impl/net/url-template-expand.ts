import type { Input, Output } from '../../generated/tools/net/url-template-expand.js';
import { limits } from '../../generated/tools/net/url-template-expand.js';
import { pointerToken } from '../lib/json-pointer.js';
import { limitExceeded } from '../lib/tool-error.js';
import { expandTemplate, parseTemplate, type TemplateValue } from './lib/uri-template.js';

type Scalar = string | number;
type Raw = Scalar | null | Scalar[] | { pairs: [string, Scalar][] } | Record<string, Scalar>;

function textOf(v: Scalar, pointer: string): string {
  const s = typeof v === 'number' ? String(v) : v;
  if (s.length > limits.max_value_length) throw limitExceeded(pointer, `a value longer than ${limits.max_value_length} code units`);
  return s;
}

function isPairsForm(v: object): v is { pairs: [string, Scalar][] } {
  const keys = Object.keys(v);
  return keys.length === 1 && keys[0] === 'pairs' && Array.isArray((v as { pairs: unknown }).pairs);
}

function toValue(raw: Raw, pointer: string): TemplateValue | undefined {
  if (raw === null) return undefined;
  if (typeof raw === 'string' || typeof raw === 'number') return textOf(raw, pointer);
  if (Array.isArray(raw)) {
    if (raw.length > limits.max_items) throw limitExceeded(pointer, `more than ${limits.max_items} list members`);
    return raw.map((v, i) => textOf(v, `${pointer}/${i}`));
  }
  if (isPairsForm(raw)) {
    if (raw.pairs.length > limits.max_items) throw limitExceeded(`${pointer}/pairs`, `more than ${limits.max_items} pairs`);
    return { pairs: raw.pairs.map(([k, v], i) => [textOf(k, `${pointer}/pairs/${i}/0`), textOf(v, `${pointer}/pairs/${i}/1`)] as const) };
  }
  const entries = Object.entries(raw);
  if (entries.length > limits.max_items) throw limitExceeded(pointer, `more than ${limits.max_items} map members`);
  return { pairs: entries.map(([k, v]) => [textOf(k, pointer), textOf(v, `${pointer}/${pointerToken(k)}`)] as const) };
}

export default function urlTemplateExpand(input: Input): Output {
  const { template } = input;
  if (template.length > limits.max_template_length) throw limitExceeded('/template', `the template is longer than ${limits.max_template_length} code units`);
  const given = Object.entries((input.variables ?? {}) as Record<string, Raw>);
  if (given.length > limits.max_variables) throw limitExceeded('/variables', `more than ${limits.max_variables} variables`);
  const values = new Map<string, TemplateValue | undefined>();
  for (const [name, raw] of given) values.set(name, toValue(raw, `/variables/${pointerToken(name)}`));
  const parts = parseTemplate(template);
  const uri = expandTemplate(parts, (name) => values.get(name), limits.max_output_length, () => {
    throw limitExceeded('/template', `the expansion is longer than ${limits.max_output_length} code units`);
  });
  return { uri };
}
