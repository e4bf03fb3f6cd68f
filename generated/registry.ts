// generated from contracts/ — do not edit
// One entry per tool version. Validators and implementations load on first use, so start-up
// cost does not grow with the catalog; `typed` makes tsc prove each implementation matches its types.

import type * as T0 from "./tools/csv/csv-column-rename.js";
import type * as T1 from "./tools/csv/csv-column-select.js";
import type * as T2 from "./tools/csv/csv-column-split.js";
import type * as T3 from "./tools/csv/csv-column-stats.js";
import type * as T4 from "./tools/csv/csv-columns-combine.js";
import type * as T5 from "./tools/csv/csv-compare.js";
import type * as T6 from "./tools/csv/csv-concat.js";
import type * as T7 from "./tools/csv/csv-dedupe.js";
import type * as T8 from "./tools/csv/csv-dialect-convert.js";
import type * as T9 from "./tools/csv/csv-fill-down.js";
import type * as T10 from "./tools/csv/csv-filter.js";
import type * as T11 from "./tools/csv/csv-formula-escape.js";
import type * as T12 from "./tools/csv/csv-from-json.js";
import type * as T13 from "./tools/csv/csv-group-aggregate.js";
import type * as T14 from "./tools/csv/csv-join.js";
import type * as T15 from "./tools/csv/csv-key-check.js";
import type * as T16 from "./tools/csv/csv-parse.js";
import type * as T17 from "./tools/csv/csv-pivot.js";
import type * as T18 from "./tools/csv/csv-reconcile.js";
import type * as T19 from "./tools/csv/csv-row-count.js";
import type * as T20 from "./tools/csv/csv-schema-infer.js";
import type * as T21 from "./tools/csv/csv-slice.js";
import type * as T22 from "./tools/csv/csv-sort.js";
import type * as T23 from "./tools/csv/csv-to-json.js";
import type * as T24 from "./tools/csv/csv-to-markdown-table.js";
import type * as T25 from "./tools/csv/csv-transpose.js";
import type * as T26 from "./tools/csv/csv-unpivot.js";
import type * as T27 from "./tools/csv/csv-validate.js";
import type * as T28 from "./tools/csv/csv-value-counts.js";
import type * as T29 from "./tools/formats/ini-from-json.js";
import type * as T30 from "./tools/formats/ini-to-json.js";
import type * as T31 from "./tools/formats/toml-from-json.js";
import type * as T32 from "./tools/formats/toml-to-json.js";
import type * as T33 from "./tools/formats/tsv-from-json.js";
import type * as T34 from "./tools/formats/tsv-to-json.js";
import type * as T35 from "./tools/formats/xml-from-json.js";
import type * as T36 from "./tools/formats/xml-to-json.js";
import type * as T37 from "./tools/formats/yaml-from-json.js";
import type * as T38 from "./tools/formats/yaml-to-json.js";
import type * as T39 from "./tools/json/json-array-aggregate.js";
import type * as T40 from "./tools/json/json-array-dedupe.js";
import type * as T41 from "./tools/json/json-array-group.js";
import type * as T42 from "./tools/json/json-array-index-by.js";
import type * as T43 from "./tools/json/json-array-join.js";
import type * as T44 from "./tools/json/json-array-set-compare.js";
import type * as T45 from "./tools/json/json-array-sort.js";
import type * as T46 from "./tools/json/json-canonicalize.js";
import type * as T47 from "./tools/json/json-diff.js";
import type * as T48 from "./tools/json/json-flatten.js";
import type * as T49 from "./tools/json/json-format.js";
import type * as T50 from "./tools/json/json-keys-rename.js";
import type * as T51 from "./tools/json/json-merge-deep.js";
import type * as T52 from "./tools/json/json-merge-patch-apply.js";
import type * as T53 from "./tools/json/json-merge-patch-create.js";
import type * as T54 from "./tools/json/json-number-inspect.js";
import type * as T55 from "./tools/json/json-parse-check.js";
import type * as T56 from "./tools/json/json-patch-apply.js";
import type * as T57 from "./tools/json/json-patch-create.js";
import type * as T58 from "./tools/json/json-pick.js";
import type * as T59 from "./tools/json/json-pointer-convert.js";
import type * as T60 from "./tools/json/json-pointer-get.js";
import type * as T61 from "./tools/json/json-query.js";
import type * as T62 from "./tools/json/json-redact.js";
import type * as T63 from "./tools/json/json-ref-resolve.js";
import type * as T64 from "./tools/json/json-schema-infer.js";
import type * as T65 from "./tools/json/json-schema-validate.js";
import type * as T66 from "./tools/json/json-string-escape.js";
import type * as T67 from "./tools/json/json-unflatten.js";
import type * as T68 from "./tools/json/jsonl-from-json.js";
import type * as T69 from "./tools/json/jsonl-parse.js";
import type * as T70 from "./tools/sequences/sequence-edit-distance.js";
import type * as T71 from "./tools/sequences/sequence-edit-script.js";
import type * as T72 from "./tools/sequences/sequence-edit-script-apply.js";
import type * as T73 from "./tools/sequences/sequence-hamming-distance.js";
import type * as T74 from "./tools/sequences/sequence-hunks.js";
import type * as T75 from "./tools/sequences/sequence-is-subsequence.js";
import type * as T76 from "./tools/sequences/sequence-lcs.js";
import type * as T77 from "./tools/sequences/sequence-longest-common-substring.js";
import type * as T78 from "./tools/sequences/sequence-longest-increasing-subsequence.js";
import type * as T79 from "./tools/sequences/sequence-merge-three-way.js";
import type * as T80 from "./tools/math/angle-dms-convert.js";
import type * as T81 from "./tools/math/array-integer-adjacent-diff.js";
import type * as T82 from "./tools/math/array-integer-clamp.js";
import type * as T83 from "./tools/math/array-integer-cumulative-sum.js";
import type * as T84 from "./tools/math/array-integer-median.js";
import type * as T85 from "./tools/math/array-integer-min-max.js";
import type * as T86 from "./tools/math/array-integer-mode.js";
import type * as T87 from "./tools/math/array-integer-product.js";
import type * as T88 from "./tools/math/array-integer-ranks.js";
import type * as T89 from "./tools/math/array-integer-sum.js";
import type * as T90 from "./tools/math/array-rational-mean.js";
import type * as T91 from "./tools/math/array-rational-min-max.js";
import type * as T92 from "./tools/math/array-rational-sum.js";
import type * as T93 from "./tools/forms/form-field-map.js";
import type * as T94 from "./tools/encoding/adler32.js";
import type * as T95 from "./tools/encoding/base64-decode.js";
import type * as T96 from "./tools/encoding/base64-encode.js";
import type * as T97 from "./tools/encoding/crc32.js";
import type * as T98 from "./tools/encoding/hex-convert.js";
import type * as T99 from "./tools/encoding/iban-validate.js";
import type * as T100 from "./tools/encoding/luhn-check.js";
import type * as T101 from "./tools/encoding/utf8-inspect.js";
import type * as T102 from "./tools/signatures/checksum-manifest-verify.js";
import type * as T103 from "./tools/signatures/hmac-compute.js";
import type * as T104 from "./tools/signatures/hmac-verify.js";
import type * as T105 from "./tools/signatures/webhook-chat-verify.js";
import type * as T106 from "./tools/signatures/webhook-payments-verify.js";
import type * as T107 from "./tools/signatures/webhook-signature-compute.js";
import type * as T108 from "./tools/signatures/webhook-standard-verify.js";
import type * as T109 from "./tools/signatures/webhook-telephony-verify.js";

export type Validator = ((data: unknown) => boolean) & { errors?: unknown };
/** `errors`: the codes the contract lists; a tool that throws another one has a bug (500). */
export type ToolModule = { validateInput: Validator; validateOutput: Validator; impl: (input: never) => unknown; errors: readonly string[] };
export type RegistryEntry = { readonly key: string; readonly id: string; readonly version: string; readonly category: string; load(): Promise<ToolModule> };

function typed<I, O>(impl: (input: I) => O): (input: never) => unknown {
  return impl as (input: never) => unknown;
}

export const toolRegistry: readonly RegistryEntry[] = [
  {
    key: "csv-column-rename@1.0.0", id: "csv-column-rename", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-column-rename.js"), import("../impl/csv/csv-column-rename.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T0.Input, T0.Output>(m.default), errors: ["invalid_input","limit_exceeded","collision"] };
    },
  },
  {
    key: "csv-column-select@1.0.0", id: "csv-column-select", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-column-select.js"), import("../impl/csv/csv-column-select.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T1.Input, T1.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-column-split@1.0.0", id: "csv-column-split", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-column-split.js"), import("../impl/csv/csv-column-split.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T2.Input, T2.Output>(m.default), errors: ["invalid_input","limit_exceeded","collision"] };
    },
  },
  {
    key: "csv-column-stats@1.0.0", id: "csv-column-stats", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-column-stats.js"), import("../impl/csv/csv-column-stats.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T3.Input, T3.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-columns-combine@1.0.0", id: "csv-columns-combine", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-columns-combine.js"), import("../impl/csv/csv-columns-combine.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T4.Input, T4.Output>(m.default), errors: ["invalid_input","limit_exceeded","collision"] };
    },
  },
  {
    key: "csv-compare@1.0.0", id: "csv-compare", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-compare.js"), import("../impl/csv/csv-compare.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T5.Input, T5.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-concat@1.0.0", id: "csv-concat", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-concat.js"), import("../impl/csv/csv-concat.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T6.Input, T6.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-dedupe@1.0.0", id: "csv-dedupe", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-dedupe.js"), import("../impl/csv/csv-dedupe.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T7.Input, T7.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-dialect-convert@1.0.0", id: "csv-dialect-convert", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-dialect-convert.js"), import("../impl/csv/csv-dialect-convert.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T8.Input, T8.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-fill-down@1.0.0", id: "csv-fill-down", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-fill-down.js"), import("../impl/csv/csv-fill-down.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T9.Input, T9.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-filter@1.0.0", id: "csv-filter", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-filter.js"), import("../impl/csv/csv-filter.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T10.Input, T10.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-formula-escape@1.0.0", id: "csv-formula-escape", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-formula-escape.js"), import("../impl/csv/csv-formula-escape.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T11.Input, T11.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-from-json@1.0.0", id: "csv-from-json", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-from-json.js"), import("../impl/csv/csv-from-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T12.Input, T12.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-group-aggregate@1.0.0", id: "csv-group-aggregate", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-group-aggregate.js"), import("../impl/csv/csv-group-aggregate.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T13.Input, T13.Output>(m.default), errors: ["invalid_input","limit_exceeded","collision"] };
    },
  },
  {
    key: "csv-join@1.0.0", id: "csv-join", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-join.js"), import("../impl/csv/csv-join.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T14.Input, T14.Output>(m.default), errors: ["invalid_input","limit_exceeded","collision"] };
    },
  },
  {
    key: "csv-key-check@1.0.0", id: "csv-key-check", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-key-check.js"), import("../impl/csv/csv-key-check.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T15.Input, T15.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-parse@1.0.0", id: "csv-parse", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-parse.js"), import("../impl/csv/csv-parse.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T16.Input, T16.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-pivot@1.0.0", id: "csv-pivot", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-pivot.js"), import("../impl/csv/csv-pivot.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T17.Input, T17.Output>(m.default), errors: ["invalid_input","limit_exceeded","collision","duplicate_key"] };
    },
  },
  {
    key: "csv-reconcile@1.0.0", id: "csv-reconcile", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-reconcile.js"), import("../impl/csv/csv-reconcile.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T18.Input, T18.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-row-count@1.0.0", id: "csv-row-count", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-row-count.js"), import("../impl/csv/csv-row-count.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T19.Input, T19.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-schema-infer@1.0.0", id: "csv-schema-infer", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-schema-infer.js"), import("../impl/csv/csv-schema-infer.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T20.Input, T20.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-slice@1.0.0", id: "csv-slice", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-slice.js"), import("../impl/csv/csv-slice.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T21.Input, T21.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-sort@1.0.0", id: "csv-sort", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-sort.js"), import("../impl/csv/csv-sort.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T22.Input, T22.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-to-json@1.0.0", id: "csv-to-json", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-to-json.js"), import("../impl/csv/csv-to-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T23.Input, T23.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-to-markdown-table@1.0.0", id: "csv-to-markdown-table", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-to-markdown-table.js"), import("../impl/csv/csv-to-markdown-table.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T24.Input, T24.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-transpose@1.0.0", id: "csv-transpose", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-transpose.js"), import("../impl/csv/csv-transpose.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T25.Input, T25.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-unpivot@1.0.0", id: "csv-unpivot", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-unpivot.js"), import("../impl/csv/csv-unpivot.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T26.Input, T26.Output>(m.default), errors: ["invalid_input","limit_exceeded","collision"] };
    },
  },
  {
    key: "csv-validate@1.0.0", id: "csv-validate", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-validate.js"), import("../impl/csv/csv-validate.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T27.Input, T27.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-value-counts@1.0.0", id: "csv-value-counts", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-value-counts.js"), import("../impl/csv/csv-value-counts.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T28.Input, T28.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "ini-from-json@1.0.0", id: "ini-from-json", version: "1.0.0", category: "formats",
    async load() {
      const [v, m] = await Promise.all([import("./validators/formats/ini-from-json.js"), import("../impl/formats/ini-from-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T29.Input, T29.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "ini-to-json@1.0.0", id: "ini-to-json", version: "1.0.0", category: "formats",
    async load() {
      const [v, m] = await Promise.all([import("./validators/formats/ini-to-json.js"), import("../impl/formats/ini-to-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T30.Input, T30.Output>(m.default), errors: ["invalid_input","limit_exceeded","duplicate_key","syntax_error"] };
    },
  },
  {
    key: "toml-from-json@1.0.0", id: "toml-from-json", version: "1.0.0", category: "formats",
    async load() {
      const [v, m] = await Promise.all([import("./validators/formats/toml-from-json.js"), import("../impl/formats/toml-from-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T31.Input, T31.Output>(m.default), errors: ["invalid_input","limit_exceeded","toml_null_rejected"] };
    },
  },
  {
    key: "toml-to-json@1.0.0", id: "toml-to-json", version: "1.0.0", category: "formats",
    async load() {
      const [v, m] = await Promise.all([import("./validators/formats/toml-to-json.js"), import("../impl/formats/toml-to-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T32.Input, T32.Output>(m.default), errors: ["invalid_input","limit_exceeded","duplicate_key","syntax_error"] };
    },
  },
  {
    key: "tsv-from-json@1.0.0", id: "tsv-from-json", version: "1.0.0", category: "formats",
    async load() {
      const [v, m] = await Promise.all([import("./validators/formats/tsv-from-json.js"), import("../impl/formats/tsv-from-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T33.Input, T33.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "tsv-to-json@1.0.0", id: "tsv-to-json", version: "1.0.0", category: "formats",
    async load() {
      const [v, m] = await Promise.all([import("./validators/formats/tsv-to-json.js"), import("../impl/formats/tsv-to-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T34.Input, T34.Output>(m.default), errors: ["invalid_input","limit_exceeded","duplicate_key","syntax_error"] };
    },
  },
  {
    key: "xml-from-json@1.0.0", id: "xml-from-json", version: "1.0.0", category: "formats",
    async load() {
      const [v, m] = await Promise.all([import("./validators/formats/xml-from-json.js"), import("../impl/formats/xml-from-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T35.Input, T35.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "xml-to-json@1.0.0", id: "xml-to-json", version: "1.0.0", category: "formats",
    async load() {
      const [v, m] = await Promise.all([import("./validators/formats/xml-to-json.js"), import("../impl/formats/xml-to-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T36.Input, T36.Output>(m.default), errors: ["invalid_input","limit_exceeded","duplicate_key","syntax_error","xml_doctype_rejected","xml_entity_rejected","xml_processing_instruction_rejected"] };
    },
  },
  {
    key: "yaml-from-json@1.0.0", id: "yaml-from-json", version: "1.0.0", category: "formats",
    async load() {
      const [v, m] = await Promise.all([import("./validators/formats/yaml-from-json.js"), import("../impl/formats/yaml-from-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T37.Input, T37.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "yaml-to-json@1.0.0", id: "yaml-to-json", version: "1.0.0", category: "formats",
    async load() {
      const [v, m] = await Promise.all([import("./validators/formats/yaml-to-json.js"), import("../impl/formats/yaml-to-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T38.Input, T38.Output>(m.default), errors: ["invalid_input","limit_exceeded","duplicate_key","syntax_error","multi_document_rejected","yaml_alias_rejected","yaml_tag_rejected","yaml_merge_key_rejected"] };
    },
  },
  {
    key: "json-array-aggregate@1.0.0", id: "json-array-aggregate", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-array-aggregate.js"), import("../impl/json/json-array-aggregate.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T39.Input, T39.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-array-dedupe@1.0.0", id: "json-array-dedupe", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-array-dedupe.js"), import("../impl/json/json-array-dedupe.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T40.Input, T40.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-array-group@1.0.0", id: "json-array-group", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-array-group.js"), import("../impl/json/json-array-group.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T41.Input, T41.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-array-index-by@1.0.0", id: "json-array-index-by", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-array-index-by.js"), import("../impl/json/json-array-index-by.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T42.Input, T42.Output>(m.default), errors: ["invalid_input","limit_exceeded","collision"] };
    },
  },
  {
    key: "json-array-join@1.0.0", id: "json-array-join", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-array-join.js"), import("../impl/json/json-array-join.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T43.Input, T43.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-array-set-compare@1.0.0", id: "json-array-set-compare", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-array-set-compare.js"), import("../impl/json/json-array-set-compare.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T44.Input, T44.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-array-sort@1.0.0", id: "json-array-sort", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-array-sort.js"), import("../impl/json/json-array-sort.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T45.Input, T45.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-canonicalize@1.0.0", id: "json-canonicalize", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-canonicalize.js"), import("../impl/json/json-canonicalize.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T46.Input, T46.Output>(m.default), errors: ["invalid_input","limit_exceeded","duplicate_key"] };
    },
  },
  {
    key: "json-diff@1.0.0", id: "json-diff", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-diff.js"), import("../impl/json/json-diff.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T47.Input, T47.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-flatten@1.0.0", id: "json-flatten", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-flatten.js"), import("../impl/json/json-flatten.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T48.Input, T48.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-format@1.0.0", id: "json-format", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-format.js"), import("../impl/json/json-format.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T49.Input, T49.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-keys-rename@1.0.0", id: "json-keys-rename", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-keys-rename.js"), import("../impl/json/json-keys-rename.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T50.Input, T50.Output>(m.default), errors: ["invalid_input","limit_exceeded","collision"] };
    },
  },
  {
    key: "json-merge-deep@1.0.0", id: "json-merge-deep", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-merge-deep.js"), import("../impl/json/json-merge-deep.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T51.Input, T51.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-merge-patch-apply@1.0.0", id: "json-merge-patch-apply", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-merge-patch-apply.js"), import("../impl/json/json-merge-patch-apply.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T52.Input, T52.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-merge-patch-create@1.0.0", id: "json-merge-patch-create", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-merge-patch-create.js"), import("../impl/json/json-merge-patch-create.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T53.Input, T53.Output>(m.default), errors: ["invalid_input","limit_exceeded","null_not_representable"] };
    },
  },
  {
    key: "json-number-inspect@1.0.0", id: "json-number-inspect", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-number-inspect.js"), import("../impl/json/json-number-inspect.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T54.Input, T54.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-parse-check@1.0.0", id: "json-parse-check", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-parse-check.js"), import("../impl/json/json-parse-check.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T55.Input, T55.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-patch-apply@1.0.0", id: "json-patch-apply", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-patch-apply.js"), import("../impl/json/json-patch-apply.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T56.Input, T56.Output>(m.default), errors: ["invalid_input","limit_exceeded","patch_path_not_found","patch_test_failed"] };
    },
  },
  {
    key: "json-patch-create@1.0.0", id: "json-patch-create", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-patch-create.js"), import("../impl/json/json-patch-create.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T57.Input, T57.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-pick@1.0.0", id: "json-pick", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-pick.js"), import("../impl/json/json-pick.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T58.Input, T58.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-pointer-convert@1.0.0", id: "json-pointer-convert", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-pointer-convert.js"), import("../impl/json/json-pointer-convert.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T59.Input, T59.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-pointer-get@1.0.0", id: "json-pointer-get", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-pointer-get.js"), import("../impl/json/json-pointer-get.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T60.Input, T60.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-query@1.0.0", id: "json-query", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-query.js"), import("../impl/json/json-query.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T61.Input, T61.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-redact@1.0.0", id: "json-redact", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-redact.js"), import("../impl/json/json-redact.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T62.Input, T62.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-ref-resolve@1.0.0", id: "json-ref-resolve", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-ref-resolve.js"), import("../impl/json/json-ref-resolve.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T63.Input, T63.Output>(m.default), errors: ["invalid_input","limit_exceeded","cyclic_reference"] };
    },
  },
  {
    key: "json-schema-infer@1.0.0", id: "json-schema-infer", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-schema-infer.js"), import("../impl/json/json-schema-infer.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T64.Input, T64.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-schema-validate@1.0.0", id: "json-schema-validate", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-schema-validate.js"), import("../impl/json/json-schema-validate.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T65.Input, T65.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-string-escape@1.0.0", id: "json-string-escape", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-string-escape.js"), import("../impl/json/json-string-escape.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T66.Input, T66.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-unflatten@1.0.0", id: "json-unflatten", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-unflatten.js"), import("../impl/json/json-unflatten.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T67.Input, T67.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "jsonl-from-json@1.0.0", id: "jsonl-from-json", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/jsonl-from-json.js"), import("../impl/json/jsonl-from-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T68.Input, T68.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "jsonl-parse@1.0.0", id: "jsonl-parse", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/jsonl-parse.js"), import("../impl/json/jsonl-parse.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T69.Input, T69.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "sequence-edit-distance@1.0.0", id: "sequence-edit-distance", version: "1.0.0", category: "sequences",
    async load() {
      const [v, m] = await Promise.all([import("./validators/sequences/sequence-edit-distance.js"), import("../impl/sequences/sequence-edit-distance.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T70.Input, T70.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "sequence-edit-script@1.0.0", id: "sequence-edit-script", version: "1.0.0", category: "sequences",
    async load() {
      const [v, m] = await Promise.all([import("./validators/sequences/sequence-edit-script.js"), import("../impl/sequences/sequence-edit-script.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T71.Input, T71.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "sequence-edit-script-apply@1.0.0", id: "sequence-edit-script-apply", version: "1.0.0", category: "sequences",
    async load() {
      const [v, m] = await Promise.all([import("./validators/sequences/sequence-edit-script-apply.js"), import("../impl/sequences/sequence-edit-script-apply.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T72.Input, T72.Output>(m.default), errors: ["invalid_input","limit_exceeded","script_mismatch"] };
    },
  },
  {
    key: "sequence-hamming-distance@1.0.0", id: "sequence-hamming-distance", version: "1.0.0", category: "sequences",
    async load() {
      const [v, m] = await Promise.all([import("./validators/sequences/sequence-hamming-distance.js"), import("../impl/sequences/sequence-hamming-distance.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T73.Input, T73.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "sequence-hunks@1.0.0", id: "sequence-hunks", version: "1.0.0", category: "sequences",
    async load() {
      const [v, m] = await Promise.all([import("./validators/sequences/sequence-hunks.js"), import("../impl/sequences/sequence-hunks.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T74.Input, T74.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "sequence-is-subsequence@1.0.0", id: "sequence-is-subsequence", version: "1.0.0", category: "sequences",
    async load() {
      const [v, m] = await Promise.all([import("./validators/sequences/sequence-is-subsequence.js"), import("../impl/sequences/sequence-is-subsequence.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T75.Input, T75.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "sequence-lcs@1.0.0", id: "sequence-lcs", version: "1.0.0", category: "sequences",
    async load() {
      const [v, m] = await Promise.all([import("./validators/sequences/sequence-lcs.js"), import("../impl/sequences/sequence-lcs.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T76.Input, T76.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "sequence-longest-common-substring@1.0.0", id: "sequence-longest-common-substring", version: "1.0.0", category: "sequences",
    async load() {
      const [v, m] = await Promise.all([import("./validators/sequences/sequence-longest-common-substring.js"), import("../impl/sequences/sequence-longest-common-substring.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T77.Input, T77.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "sequence-longest-increasing-subsequence@1.0.0", id: "sequence-longest-increasing-subsequence", version: "1.0.0", category: "sequences",
    async load() {
      const [v, m] = await Promise.all([import("./validators/sequences/sequence-longest-increasing-subsequence.js"), import("../impl/sequences/sequence-longest-increasing-subsequence.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T78.Input, T78.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "sequence-merge-three-way@1.0.0", id: "sequence-merge-three-way", version: "1.0.0", category: "sequences",
    async load() {
      const [v, m] = await Promise.all([import("./validators/sequences/sequence-merge-three-way.js"), import("../impl/sequences/sequence-merge-three-way.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T79.Input, T79.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "angle-dms-convert@1.0.0", id: "angle-dms-convert", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/angle-dms-convert.js"), import("../impl/math/angle-dms-convert.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T80.Input, T80.Output>(m.default), errors: ["invalid_input","limit_exceeded","division_by_zero"] };
    },
  },
  {
    key: "array-integer-adjacent-diff@1.0.0", id: "array-integer-adjacent-diff", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-adjacent-diff.js"), import("../impl/math/array-integer-adjacent-diff.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T81.Input, T81.Output>(m.default), errors: ["invalid_input"] };
    },
  },
  {
    key: "array-integer-clamp@1.0.0", id: "array-integer-clamp", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-clamp.js"), import("../impl/math/array-integer-clamp.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T82.Input, T82.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "array-integer-cumulative-sum@1.0.0", id: "array-integer-cumulative-sum", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-cumulative-sum.js"), import("../impl/math/array-integer-cumulative-sum.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T83.Input, T83.Output>(m.default), errors: ["invalid_input"] };
    },
  },
  {
    key: "array-integer-median@1.0.0", id: "array-integer-median", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-median.js"), import("../impl/math/array-integer-median.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T84.Input, T84.Output>(m.default), errors: ["invalid_input"] };
    },
  },
  {
    key: "array-integer-min-max@1.0.0", id: "array-integer-min-max", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-min-max.js"), import("../impl/math/array-integer-min-max.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T85.Input, T85.Output>(m.default), errors: ["invalid_input"] };
    },
  },
  {
    key: "array-integer-mode@1.0.0", id: "array-integer-mode", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-mode.js"), import("../impl/math/array-integer-mode.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T86.Input, T86.Output>(m.default), errors: ["invalid_input"] };
    },
  },
  {
    key: "array-integer-product@1.0.0", id: "array-integer-product", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-product.js"), import("../impl/math/array-integer-product.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T87.Input, T87.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "array-integer-ranks@1.0.0", id: "array-integer-ranks", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-ranks.js"), import("../impl/math/array-integer-ranks.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T88.Input, T88.Output>(m.default), errors: ["invalid_input"] };
    },
  },
  {
    key: "array-integer-sum@1.0.0", id: "array-integer-sum", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-sum.js"), import("../impl/math/array-integer-sum.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T89.Input, T89.Output>(m.default), errors: ["invalid_input"] };
    },
  },
  {
    key: "array-rational-mean@1.0.0", id: "array-rational-mean", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-rational-mean.js"), import("../impl/math/array-rational-mean.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T90.Input, T90.Output>(m.default), errors: ["invalid_input","limit_exceeded","division_by_zero"] };
    },
  },
  {
    key: "array-rational-min-max@1.0.0", id: "array-rational-min-max", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-rational-min-max.js"), import("../impl/math/array-rational-min-max.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T91.Input, T91.Output>(m.default), errors: ["invalid_input","limit_exceeded","division_by_zero"] };
    },
  },
  {
    key: "array-rational-sum@1.0.0", id: "array-rational-sum", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-rational-sum.js"), import("../impl/math/array-rational-sum.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T92.Input, T92.Output>(m.default), errors: ["invalid_input","limit_exceeded","division_by_zero"] };
    },
  },
  {
    key: "form-field-map@1.0.0", id: "form-field-map", version: "1.0.0", category: "forms",
    async load() {
      const [v, m] = await Promise.all([import("./validators/forms/form-field-map.js"), import("../impl/forms/form-field-map.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T93.Input, T93.Output>(m.default), errors: ["invalid_input","limit_exceeded","collision"] };
    },
  },
  {
    key: "adler32@1.0.0", id: "adler32", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/adler32.js"), import("../impl/encoding/adler32.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T94.Input, T94.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "base64-decode@1.0.0", id: "base64-decode", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/base64-decode.js"), import("../impl/encoding/base64-decode.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T95.Input, T95.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "base64-encode@1.0.0", id: "base64-encode", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/base64-encode.js"), import("../impl/encoding/base64-encode.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T96.Input, T96.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "crc32@1.0.0", id: "crc32", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/crc32.js"), import("../impl/encoding/crc32.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T97.Input, T97.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "hex-convert@1.0.0", id: "hex-convert", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/hex-convert.js"), import("../impl/encoding/hex-convert.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T98.Input, T98.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "iban-validate@1.0.0", id: "iban-validate", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/iban-validate.js"), import("../impl/encoding/iban-validate.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T99.Input, T99.Output>(m.default), errors: ["invalid_input"] };
    },
  },
  {
    key: "luhn-check@1.0.0", id: "luhn-check", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/luhn-check.js"), import("../impl/encoding/luhn-check.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T100.Input, T100.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "utf8-inspect@1.0.0", id: "utf8-inspect", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/utf8-inspect.js"), import("../impl/encoding/utf8-inspect.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T101.Input, T101.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "checksum-manifest-verify@1.0.0", id: "checksum-manifest-verify", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/checksum-manifest-verify.js"), import("../impl/signatures/checksum-manifest-verify.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T102.Input, T102.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "hmac-compute@1.0.0", id: "hmac-compute", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/hmac-compute.js"), import("../impl/signatures/hmac-compute.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T103.Input, T103.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "hmac-verify@1.0.0", id: "hmac-verify", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/hmac-verify.js"), import("../impl/signatures/hmac-verify.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T104.Input, T104.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "webhook-chat-verify@1.0.0", id: "webhook-chat-verify", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/webhook-chat-verify.js"), import("../impl/signatures/webhook-chat-verify.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T105.Input, T105.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "webhook-payments-verify@1.0.0", id: "webhook-payments-verify", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/webhook-payments-verify.js"), import("../impl/signatures/webhook-payments-verify.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T106.Input, T106.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "webhook-signature-compute@1.0.0", id: "webhook-signature-compute", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/webhook-signature-compute.js"), import("../impl/signatures/webhook-signature-compute.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T107.Input, T107.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "webhook-standard-verify@1.0.0", id: "webhook-standard-verify", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/webhook-standard-verify.js"), import("../impl/signatures/webhook-standard-verify.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T108.Input, T108.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "webhook-telephony-verify@1.0.0", id: "webhook-telephony-verify", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/webhook-telephony-verify.js"), import("../impl/signatures/webhook-telephony-verify.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T109.Input, T109.Output>(m.default), errors: ["invalid_input","limit_exceeded"] };
    },
  },
];
