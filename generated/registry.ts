// generated from contracts/ — do not edit
// One entry per tool version. Validators and implementations load on first use, so start-up
// cost does not grow with the catalog. Each impl declares `(input: Input): Output` from its own
// generated module (the generator checks it), so tsc proves it matches its contract there.

export type Validator = ((data: unknown) => boolean) & { errors?: unknown };
/** `errors`: the codes the contract lists; a tool that throws another one has a bug (500). */
export type ToolModule = { validateInput: Validator; validateOutput: Validator; impl: (input: never) => unknown; errors: readonly string[] };
export type RegistryEntry = { readonly key: string; readonly id: string; readonly version: string; readonly category: string; load(): Promise<ToolModule> };

export const toolRegistry: readonly RegistryEntry[] = [
  {
    key: "csv-column-rename@1.0.0", id: "csv-column-rename", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-column-rename.js"), import("../impl/csv/csv-column-rename.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","collision"] };
    },
  },
  {
    key: "csv-column-select@1.0.0", id: "csv-column-select", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-column-select.js"), import("../impl/csv/csv-column-select.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-column-split@1.0.0", id: "csv-column-split", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-column-split.js"), import("../impl/csv/csv-column-split.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","collision"] };
    },
  },
  {
    key: "csv-column-stats@1.0.0", id: "csv-column-stats", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-column-stats.js"), import("../impl/csv/csv-column-stats.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-columns-combine@1.0.0", id: "csv-columns-combine", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-columns-combine.js"), import("../impl/csv/csv-columns-combine.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","collision"] };
    },
  },
  {
    key: "csv-compare@1.0.0", id: "csv-compare", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-compare.js"), import("../impl/csv/csv-compare.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-concat@1.0.0", id: "csv-concat", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-concat.js"), import("../impl/csv/csv-concat.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-dedupe@1.0.0", id: "csv-dedupe", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-dedupe.js"), import("../impl/csv/csv-dedupe.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-dialect-convert@1.0.0", id: "csv-dialect-convert", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-dialect-convert.js"), import("../impl/csv/csv-dialect-convert.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-fill-down@1.0.0", id: "csv-fill-down", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-fill-down.js"), import("../impl/csv/csv-fill-down.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-filter@1.0.0", id: "csv-filter", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-filter.js"), import("../impl/csv/csv-filter.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-formula-escape@1.0.0", id: "csv-formula-escape", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-formula-escape.js"), import("../impl/csv/csv-formula-escape.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-from-json@1.0.0", id: "csv-from-json", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-from-json.js"), import("../impl/csv/csv-from-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-group-aggregate@1.0.0", id: "csv-group-aggregate", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-group-aggregate.js"), import("../impl/csv/csv-group-aggregate.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","collision"] };
    },
  },
  {
    key: "csv-join@1.0.0", id: "csv-join", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-join.js"), import("../impl/csv/csv-join.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","collision"] };
    },
  },
  {
    key: "csv-key-check@1.0.0", id: "csv-key-check", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-key-check.js"), import("../impl/csv/csv-key-check.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-parse@1.0.0", id: "csv-parse", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-parse.js"), import("../impl/csv/csv-parse.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-pivot@1.0.0", id: "csv-pivot", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-pivot.js"), import("../impl/csv/csv-pivot.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","collision","duplicate_key"] };
    },
  },
  {
    key: "csv-reconcile@1.0.0", id: "csv-reconcile", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-reconcile.js"), import("../impl/csv/csv-reconcile.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-row-count@1.0.0", id: "csv-row-count", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-row-count.js"), import("../impl/csv/csv-row-count.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-schema-infer@1.0.0", id: "csv-schema-infer", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-schema-infer.js"), import("../impl/csv/csv-schema-infer.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-slice@1.0.0", id: "csv-slice", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-slice.js"), import("../impl/csv/csv-slice.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-sort@1.0.0", id: "csv-sort", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-sort.js"), import("../impl/csv/csv-sort.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-to-json@1.0.0", id: "csv-to-json", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-to-json.js"), import("../impl/csv/csv-to-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-to-markdown-table@1.0.0", id: "csv-to-markdown-table", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-to-markdown-table.js"), import("../impl/csv/csv-to-markdown-table.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-transpose@1.0.0", id: "csv-transpose", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-transpose.js"), import("../impl/csv/csv-transpose.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-unpivot@1.0.0", id: "csv-unpivot", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-unpivot.js"), import("../impl/csv/csv-unpivot.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","collision"] };
    },
  },
  {
    key: "csv-validate@1.0.0", id: "csv-validate", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-validate.js"), import("../impl/csv/csv-validate.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "csv-value-counts@1.0.0", id: "csv-value-counts", version: "1.0.0", category: "csv",
    async load() {
      const [v, m] = await Promise.all([import("./validators/csv/csv-value-counts.js"), import("../impl/csv/csv-value-counts.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "ini-from-json@1.0.0", id: "ini-from-json", version: "1.0.0", category: "formats",
    async load() {
      const [v, m] = await Promise.all([import("./validators/formats/ini-from-json.js"), import("../impl/formats/ini-from-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "ini-to-json@1.0.0", id: "ini-to-json", version: "1.0.0", category: "formats",
    async load() {
      const [v, m] = await Promise.all([import("./validators/formats/ini-to-json.js"), import("../impl/formats/ini-to-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","duplicate_key","syntax_error"] };
    },
  },
  {
    key: "toml-from-json@1.0.0", id: "toml-from-json", version: "1.0.0", category: "formats",
    async load() {
      const [v, m] = await Promise.all([import("./validators/formats/toml-from-json.js"), import("../impl/formats/toml-from-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","toml_null_rejected"] };
    },
  },
  {
    key: "toml-to-json@1.0.0", id: "toml-to-json", version: "1.0.0", category: "formats",
    async load() {
      const [v, m] = await Promise.all([import("./validators/formats/toml-to-json.js"), import("../impl/formats/toml-to-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","duplicate_key","syntax_error"] };
    },
  },
  {
    key: "tsv-from-json@1.0.0", id: "tsv-from-json", version: "1.0.0", category: "formats",
    async load() {
      const [v, m] = await Promise.all([import("./validators/formats/tsv-from-json.js"), import("../impl/formats/tsv-from-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "tsv-to-json@1.0.0", id: "tsv-to-json", version: "1.0.0", category: "formats",
    async load() {
      const [v, m] = await Promise.all([import("./validators/formats/tsv-to-json.js"), import("../impl/formats/tsv-to-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","duplicate_key","syntax_error"] };
    },
  },
  {
    key: "xml-from-json@1.0.0", id: "xml-from-json", version: "1.0.0", category: "formats",
    async load() {
      const [v, m] = await Promise.all([import("./validators/formats/xml-from-json.js"), import("../impl/formats/xml-from-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "xml-to-json@1.0.0", id: "xml-to-json", version: "1.0.0", category: "formats",
    async load() {
      const [v, m] = await Promise.all([import("./validators/formats/xml-to-json.js"), import("../impl/formats/xml-to-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","duplicate_key","syntax_error","xml_doctype_rejected","xml_entity_rejected","xml_processing_instruction_rejected"] };
    },
  },
  {
    key: "yaml-from-json@1.0.0", id: "yaml-from-json", version: "1.0.0", category: "formats",
    async load() {
      const [v, m] = await Promise.all([import("./validators/formats/yaml-from-json.js"), import("../impl/formats/yaml-from-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "yaml-to-json@1.0.0", id: "yaml-to-json", version: "1.0.0", category: "formats",
    async load() {
      const [v, m] = await Promise.all([import("./validators/formats/yaml-to-json.js"), import("../impl/formats/yaml-to-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","duplicate_key","syntax_error","multi_document_rejected","yaml_alias_rejected","yaml_tag_rejected","yaml_merge_key_rejected"] };
    },
  },
  {
    key: "json-array-aggregate@1.0.0", id: "json-array-aggregate", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-array-aggregate.js"), import("../impl/json/json-array-aggregate.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-array-dedupe@1.0.0", id: "json-array-dedupe", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-array-dedupe.js"), import("../impl/json/json-array-dedupe.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-array-group@1.0.0", id: "json-array-group", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-array-group.js"), import("../impl/json/json-array-group.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-array-index-by@1.0.0", id: "json-array-index-by", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-array-index-by.js"), import("../impl/json/json-array-index-by.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","collision"] };
    },
  },
  {
    key: "json-array-join@1.0.0", id: "json-array-join", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-array-join.js"), import("../impl/json/json-array-join.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-array-set-compare@1.0.0", id: "json-array-set-compare", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-array-set-compare.js"), import("../impl/json/json-array-set-compare.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-array-sort@1.0.0", id: "json-array-sort", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-array-sort.js"), import("../impl/json/json-array-sort.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-canonicalize@1.0.0", id: "json-canonicalize", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-canonicalize.js"), import("../impl/json/json-canonicalize.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","duplicate_key"] };
    },
  },
  {
    key: "json-diff@1.0.0", id: "json-diff", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-diff.js"), import("../impl/json/json-diff.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-flatten@1.0.0", id: "json-flatten", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-flatten.js"), import("../impl/json/json-flatten.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-format@1.0.0", id: "json-format", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-format.js"), import("../impl/json/json-format.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-keys-rename@1.0.0", id: "json-keys-rename", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-keys-rename.js"), import("../impl/json/json-keys-rename.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","collision"] };
    },
  },
  {
    key: "json-merge-deep@1.0.0", id: "json-merge-deep", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-merge-deep.js"), import("../impl/json/json-merge-deep.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-merge-patch-apply@1.0.0", id: "json-merge-patch-apply", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-merge-patch-apply.js"), import("../impl/json/json-merge-patch-apply.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-merge-patch-create@1.0.0", id: "json-merge-patch-create", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-merge-patch-create.js"), import("../impl/json/json-merge-patch-create.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","null_not_representable"] };
    },
  },
  {
    key: "json-number-inspect@1.0.0", id: "json-number-inspect", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-number-inspect.js"), import("../impl/json/json-number-inspect.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-parse-check@1.0.0", id: "json-parse-check", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-parse-check.js"), import("../impl/json/json-parse-check.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-patch-apply@1.0.0", id: "json-patch-apply", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-patch-apply.js"), import("../impl/json/json-patch-apply.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","patch_path_not_found","patch_test_failed"] };
    },
  },
  {
    key: "json-patch-create@1.0.0", id: "json-patch-create", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-patch-create.js"), import("../impl/json/json-patch-create.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-pick@1.0.0", id: "json-pick", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-pick.js"), import("../impl/json/json-pick.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-pointer-convert@1.0.0", id: "json-pointer-convert", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-pointer-convert.js"), import("../impl/json/json-pointer-convert.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-pointer-get@1.0.0", id: "json-pointer-get", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-pointer-get.js"), import("../impl/json/json-pointer-get.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-query@1.0.0", id: "json-query", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-query.js"), import("../impl/json/json-query.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-redact@1.0.0", id: "json-redact", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-redact.js"), import("../impl/json/json-redact.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-ref-resolve@1.0.0", id: "json-ref-resolve", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-ref-resolve.js"), import("../impl/json/json-ref-resolve.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","cyclic_reference"] };
    },
  },
  {
    key: "json-schema-infer@1.0.0", id: "json-schema-infer", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-schema-infer.js"), import("../impl/json/json-schema-infer.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-schema-validate@1.0.0", id: "json-schema-validate", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-schema-validate.js"), import("../impl/json/json-schema-validate.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-string-escape@1.0.0", id: "json-string-escape", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-string-escape.js"), import("../impl/json/json-string-escape.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "json-unflatten@1.0.0", id: "json-unflatten", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/json-unflatten.js"), import("../impl/json/json-unflatten.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "jsonl-from-json@1.0.0", id: "jsonl-from-json", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/jsonl-from-json.js"), import("../impl/json/jsonl-from-json.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "jsonl-parse@1.0.0", id: "jsonl-parse", version: "1.0.0", category: "json",
    async load() {
      const [v, m] = await Promise.all([import("./validators/json/jsonl-parse.js"), import("../impl/json/jsonl-parse.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "sequence-edit-distance@1.0.0", id: "sequence-edit-distance", version: "1.0.0", category: "sequences",
    async load() {
      const [v, m] = await Promise.all([import("./validators/sequences/sequence-edit-distance.js"), import("../impl/sequences/sequence-edit-distance.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "sequence-edit-script@1.0.0", id: "sequence-edit-script", version: "1.0.0", category: "sequences",
    async load() {
      const [v, m] = await Promise.all([import("./validators/sequences/sequence-edit-script.js"), import("../impl/sequences/sequence-edit-script.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "sequence-edit-script-apply@1.0.0", id: "sequence-edit-script-apply", version: "1.0.0", category: "sequences",
    async load() {
      const [v, m] = await Promise.all([import("./validators/sequences/sequence-edit-script-apply.js"), import("../impl/sequences/sequence-edit-script-apply.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","script_mismatch"] };
    },
  },
  {
    key: "sequence-hamming-distance@1.0.0", id: "sequence-hamming-distance", version: "1.0.0", category: "sequences",
    async load() {
      const [v, m] = await Promise.all([import("./validators/sequences/sequence-hamming-distance.js"), import("../impl/sequences/sequence-hamming-distance.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "sequence-hunks@1.0.0", id: "sequence-hunks", version: "1.0.0", category: "sequences",
    async load() {
      const [v, m] = await Promise.all([import("./validators/sequences/sequence-hunks.js"), import("../impl/sequences/sequence-hunks.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "sequence-is-subsequence@1.0.0", id: "sequence-is-subsequence", version: "1.0.0", category: "sequences",
    async load() {
      const [v, m] = await Promise.all([import("./validators/sequences/sequence-is-subsequence.js"), import("../impl/sequences/sequence-is-subsequence.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "sequence-lcs@1.0.0", id: "sequence-lcs", version: "1.0.0", category: "sequences",
    async load() {
      const [v, m] = await Promise.all([import("./validators/sequences/sequence-lcs.js"), import("../impl/sequences/sequence-lcs.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "sequence-longest-common-substring@1.0.0", id: "sequence-longest-common-substring", version: "1.0.0", category: "sequences",
    async load() {
      const [v, m] = await Promise.all([import("./validators/sequences/sequence-longest-common-substring.js"), import("../impl/sequences/sequence-longest-common-substring.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "sequence-longest-increasing-subsequence@1.0.0", id: "sequence-longest-increasing-subsequence", version: "1.0.0", category: "sequences",
    async load() {
      const [v, m] = await Promise.all([import("./validators/sequences/sequence-longest-increasing-subsequence.js"), import("../impl/sequences/sequence-longest-increasing-subsequence.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "sequence-merge-three-way@1.0.0", id: "sequence-merge-three-way", version: "1.0.0", category: "sequences",
    async load() {
      const [v, m] = await Promise.all([import("./validators/sequences/sequence-merge-three-way.js"), import("../impl/sequences/sequence-merge-three-way.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "angle-dms-convert@1.0.0", id: "angle-dms-convert", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/angle-dms-convert.js"), import("../impl/math/angle-dms-convert.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","division_by_zero"] };
    },
  },
  {
    key: "array-integer-adjacent-diff@1.0.0", id: "array-integer-adjacent-diff", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-adjacent-diff.js"), import("../impl/math/array-integer-adjacent-diff.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input"] };
    },
  },
  {
    key: "array-integer-clamp@1.0.0", id: "array-integer-clamp", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-clamp.js"), import("../impl/math/array-integer-clamp.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "array-integer-cumulative-sum@1.0.0", id: "array-integer-cumulative-sum", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-cumulative-sum.js"), import("../impl/math/array-integer-cumulative-sum.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input"] };
    },
  },
  {
    key: "array-integer-median@1.0.0", id: "array-integer-median", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-median.js"), import("../impl/math/array-integer-median.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input"] };
    },
  },
  {
    key: "array-integer-min-max@1.0.0", id: "array-integer-min-max", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-min-max.js"), import("../impl/math/array-integer-min-max.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input"] };
    },
  },
  {
    key: "array-integer-mode@1.0.0", id: "array-integer-mode", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-mode.js"), import("../impl/math/array-integer-mode.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input"] };
    },
  },
  {
    key: "array-integer-product@1.0.0", id: "array-integer-product", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-product.js"), import("../impl/math/array-integer-product.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "array-integer-ranks@1.0.0", id: "array-integer-ranks", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-ranks.js"), import("../impl/math/array-integer-ranks.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input"] };
    },
  },
  {
    key: "array-integer-sum@1.0.0", id: "array-integer-sum", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-sum.js"), import("../impl/math/array-integer-sum.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input"] };
    },
  },
  {
    key: "array-rational-mean@1.0.0", id: "array-rational-mean", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-rational-mean.js"), import("../impl/math/array-rational-mean.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","division_by_zero"] };
    },
  },
  {
    key: "array-rational-min-max@1.0.0", id: "array-rational-min-max", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-rational-min-max.js"), import("../impl/math/array-rational-min-max.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","division_by_zero"] };
    },
  },
  {
    key: "array-rational-sum@1.0.0", id: "array-rational-sum", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-rational-sum.js"), import("../impl/math/array-rational-sum.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","division_by_zero"] };
    },
  },
  {
    key: "form-field-map@1.0.0", id: "form-field-map", version: "1.0.0", category: "forms",
    async load() {
      const [v, m] = await Promise.all([import("./validators/forms/form-field-map.js"), import("../impl/forms/form-field-map.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded","collision"] };
    },
  },
  {
    key: "adler32@1.0.0", id: "adler32", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/adler32.js"), import("../impl/encoding/adler32.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "base64-decode@1.0.0", id: "base64-decode", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/base64-decode.js"), import("../impl/encoding/base64-decode.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "base64-encode@1.0.0", id: "base64-encode", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/base64-encode.js"), import("../impl/encoding/base64-encode.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "crc32@1.0.0", id: "crc32", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/crc32.js"), import("../impl/encoding/crc32.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "hex-convert@1.0.0", id: "hex-convert", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/hex-convert.js"), import("../impl/encoding/hex-convert.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "iban-validate@1.0.0", id: "iban-validate", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/iban-validate.js"), import("../impl/encoding/iban-validate.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input"] };
    },
  },
  {
    key: "luhn-check@1.0.0", id: "luhn-check", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/luhn-check.js"), import("../impl/encoding/luhn-check.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "utf8-inspect@1.0.0", id: "utf8-inspect", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/utf8-inspect.js"), import("../impl/encoding/utf8-inspect.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "checksum-manifest-verify@1.0.0", id: "checksum-manifest-verify", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/checksum-manifest-verify.js"), import("../impl/signatures/checksum-manifest-verify.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "hmac-compute@1.0.0", id: "hmac-compute", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/hmac-compute.js"), import("../impl/signatures/hmac-compute.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "hmac-verify@1.0.0", id: "hmac-verify", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/hmac-verify.js"), import("../impl/signatures/hmac-verify.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "webhook-chat-verify@1.0.0", id: "webhook-chat-verify", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/webhook-chat-verify.js"), import("../impl/signatures/webhook-chat-verify.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "webhook-payments-verify@1.0.0", id: "webhook-payments-verify", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/webhook-payments-verify.js"), import("../impl/signatures/webhook-payments-verify.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "webhook-signature-compute@1.0.0", id: "webhook-signature-compute", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/webhook-signature-compute.js"), import("../impl/signatures/webhook-signature-compute.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "webhook-standard-verify@1.0.0", id: "webhook-standard-verify", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/webhook-standard-verify.js"), import("../impl/signatures/webhook-standard-verify.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
  {
    key: "webhook-telephony-verify@1.0.0", id: "webhook-telephony-verify", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/webhook-telephony-verify.js"), import("../impl/signatures/webhook-telephony-verify.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: m.default, errors: ["invalid_input","limit_exceeded"] };
    },
  },
];
