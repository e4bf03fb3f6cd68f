// generated from contracts/ — do not edit
// One entry per tool version. Validators and implementations load on first use, so start-up
// cost does not grow with the catalog; `typed` makes tsc prove each implementation matches its types.

import type * as T0 from "./types/math/angle-dms-convert.js";
import type * as T1 from "./types/math/array-integer-adjacent-diff.js";
import type * as T2 from "./types/math/array-integer-clamp.js";
import type * as T3 from "./types/math/array-integer-cumulative-sum.js";
import type * as T4 from "./types/math/array-integer-median.js";
import type * as T5 from "./types/math/array-integer-min-max.js";
import type * as T6 from "./types/math/array-integer-mode.js";
import type * as T7 from "./types/math/array-integer-product.js";
import type * as T8 from "./types/math/array-integer-ranks.js";
import type * as T9 from "./types/math/array-integer-sum.js";
import type * as T10 from "./types/math/array-rational-mean.js";
import type * as T11 from "./types/math/array-rational-min-max.js";
import type * as T12 from "./types/math/array-rational-sum.js";
import type * as T13 from "./types/forms/form-field-map.js";
import type * as T14 from "./types/encoding/adler32.js";
import type * as T15 from "./types/encoding/base64-decode.js";
import type * as T16 from "./types/encoding/base64-encode.js";
import type * as T17 from "./types/encoding/crc32.js";
import type * as T18 from "./types/encoding/hex-convert.js";
import type * as T19 from "./types/encoding/iban-validate.js";
import type * as T20 from "./types/encoding/luhn-check.js";
import type * as T21 from "./types/encoding/utf8-inspect.js";
import type * as T22 from "./types/signatures/checksum-manifest-verify.js";
import type * as T23 from "./types/signatures/hmac-compute.js";
import type * as T24 from "./types/signatures/hmac-verify.js";
import type * as T25 from "./types/signatures/webhook-chat-verify.js";
import type * as T26 from "./types/signatures/webhook-payments-verify.js";
import type * as T27 from "./types/signatures/webhook-signature-compute.js";
import type * as T28 from "./types/signatures/webhook-standard-verify.js";
import type * as T29 from "./types/signatures/webhook-telephony-verify.js";

export type Validator = ((data: unknown) => boolean) & { errors?: unknown };
export type ToolModule = { validateInput: Validator; validateOutput: Validator; impl: (input: never) => unknown };
export type RegistryEntry = { readonly key: string; readonly id: string; readonly version: string; readonly category: string; load(): Promise<ToolModule> };

function typed<I, O>(impl: (input: I) => O): (input: never) => unknown {
  return impl as (input: never) => unknown;
}

export const toolRegistry: readonly RegistryEntry[] = [
  {
    key: "angle-dms-convert@1.0.0", id: "angle-dms-convert", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/angle-dms-convert.js"), import("../impl/math/angle-dms-convert.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T0.Input, T0.Output>(m.default) };
    },
  },
  {
    key: "array-integer-adjacent-diff@1.0.0", id: "array-integer-adjacent-diff", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-adjacent-diff.js"), import("../impl/math/array-integer-adjacent-diff.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T1.Input, T1.Output>(m.default) };
    },
  },
  {
    key: "array-integer-clamp@1.0.0", id: "array-integer-clamp", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-clamp.js"), import("../impl/math/array-integer-clamp.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T2.Input, T2.Output>(m.default) };
    },
  },
  {
    key: "array-integer-cumulative-sum@1.0.0", id: "array-integer-cumulative-sum", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-cumulative-sum.js"), import("../impl/math/array-integer-cumulative-sum.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T3.Input, T3.Output>(m.default) };
    },
  },
  {
    key: "array-integer-median@1.0.0", id: "array-integer-median", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-median.js"), import("../impl/math/array-integer-median.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T4.Input, T4.Output>(m.default) };
    },
  },
  {
    key: "array-integer-min-max@1.0.0", id: "array-integer-min-max", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-min-max.js"), import("../impl/math/array-integer-min-max.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T5.Input, T5.Output>(m.default) };
    },
  },
  {
    key: "array-integer-mode@1.0.0", id: "array-integer-mode", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-mode.js"), import("../impl/math/array-integer-mode.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T6.Input, T6.Output>(m.default) };
    },
  },
  {
    key: "array-integer-product@1.0.0", id: "array-integer-product", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-product.js"), import("../impl/math/array-integer-product.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T7.Input, T7.Output>(m.default) };
    },
  },
  {
    key: "array-integer-ranks@1.0.0", id: "array-integer-ranks", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-ranks.js"), import("../impl/math/array-integer-ranks.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T8.Input, T8.Output>(m.default) };
    },
  },
  {
    key: "array-integer-sum@1.0.0", id: "array-integer-sum", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-integer-sum.js"), import("../impl/math/array-integer-sum.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T9.Input, T9.Output>(m.default) };
    },
  },
  {
    key: "array-rational-mean@1.0.0", id: "array-rational-mean", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-rational-mean.js"), import("../impl/math/array-rational-mean.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T10.Input, T10.Output>(m.default) };
    },
  },
  {
    key: "array-rational-min-max@1.0.0", id: "array-rational-min-max", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-rational-min-max.js"), import("../impl/math/array-rational-min-max.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T11.Input, T11.Output>(m.default) };
    },
  },
  {
    key: "array-rational-sum@1.0.0", id: "array-rational-sum", version: "1.0.0", category: "math",
    async load() {
      const [v, m] = await Promise.all([import("./validators/math/array-rational-sum.js"), import("../impl/math/array-rational-sum.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T12.Input, T12.Output>(m.default) };
    },
  },
  {
    key: "form-field-map@1.0.0", id: "form-field-map", version: "1.0.0", category: "forms",
    async load() {
      const [v, m] = await Promise.all([import("./validators/forms/form-field-map.js"), import("../impl/forms/form-field-map.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T13.Input, T13.Output>(m.default) };
    },
  },
  {
    key: "adler32@1.0.0", id: "adler32", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/adler32.js"), import("../impl/encoding/adler32.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T14.Input, T14.Output>(m.default) };
    },
  },
  {
    key: "base64-decode@1.0.0", id: "base64-decode", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/base64-decode.js"), import("../impl/encoding/base64-decode.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T15.Input, T15.Output>(m.default) };
    },
  },
  {
    key: "base64-encode@1.0.0", id: "base64-encode", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/base64-encode.js"), import("../impl/encoding/base64-encode.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T16.Input, T16.Output>(m.default) };
    },
  },
  {
    key: "crc32@1.0.0", id: "crc32", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/crc32.js"), import("../impl/encoding/crc32.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T17.Input, T17.Output>(m.default) };
    },
  },
  {
    key: "hex-convert@1.0.0", id: "hex-convert", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/hex-convert.js"), import("../impl/encoding/hex-convert.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T18.Input, T18.Output>(m.default) };
    },
  },
  {
    key: "iban-validate@1.0.0", id: "iban-validate", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/iban-validate.js"), import("../impl/encoding/iban-validate.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T19.Input, T19.Output>(m.default) };
    },
  },
  {
    key: "luhn-check@1.0.0", id: "luhn-check", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/luhn-check.js"), import("../impl/encoding/luhn-check.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T20.Input, T20.Output>(m.default) };
    },
  },
  {
    key: "utf8-inspect@1.0.0", id: "utf8-inspect", version: "1.0.0", category: "encoding",
    async load() {
      const [v, m] = await Promise.all([import("./validators/encoding/utf8-inspect.js"), import("../impl/encoding/utf8-inspect.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T21.Input, T21.Output>(m.default) };
    },
  },
  {
    key: "checksum-manifest-verify@1.0.0", id: "checksum-manifest-verify", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/checksum-manifest-verify.js"), import("../impl/signatures/checksum-manifest-verify.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T22.Input, T22.Output>(m.default) };
    },
  },
  {
    key: "hmac-compute@1.0.0", id: "hmac-compute", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/hmac-compute.js"), import("../impl/signatures/hmac-compute.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T23.Input, T23.Output>(m.default) };
    },
  },
  {
    key: "hmac-verify@1.0.0", id: "hmac-verify", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/hmac-verify.js"), import("../impl/signatures/hmac-verify.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T24.Input, T24.Output>(m.default) };
    },
  },
  {
    key: "webhook-chat-verify@1.0.0", id: "webhook-chat-verify", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/webhook-chat-verify.js"), import("../impl/signatures/webhook-chat-verify.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T25.Input, T25.Output>(m.default) };
    },
  },
  {
    key: "webhook-payments-verify@1.0.0", id: "webhook-payments-verify", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/webhook-payments-verify.js"), import("../impl/signatures/webhook-payments-verify.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T26.Input, T26.Output>(m.default) };
    },
  },
  {
    key: "webhook-signature-compute@1.0.0", id: "webhook-signature-compute", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/webhook-signature-compute.js"), import("../impl/signatures/webhook-signature-compute.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T27.Input, T27.Output>(m.default) };
    },
  },
  {
    key: "webhook-standard-verify@1.0.0", id: "webhook-standard-verify", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/webhook-standard-verify.js"), import("../impl/signatures/webhook-standard-verify.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T28.Input, T28.Output>(m.default) };
    },
  },
  {
    key: "webhook-telephony-verify@1.0.0", id: "webhook-telephony-verify", version: "1.0.0", category: "signatures",
    async load() {
      const [v, m] = await Promise.all([import("./validators/signatures/webhook-telephony-verify.js"), import("../impl/signatures/webhook-telephony-verify.js")]);
      return { validateInput: v.validateInput, validateOutput: v.validateOutput, impl: typed<T29.Input, T29.Output>(m.default) };
    },
  },
];
