// generated from contracts/ — do not edit
// text-invisible-detect@1.0.0

export interface TextInvisibleDetectInput {
/**
 * the text to check
 */
text: string
/**
 * which kinds of character to report (default all)
 * 
 * @maxItems 8
 */
kinds?: []|[("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control")]|[("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control")]|[("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control")]|[("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control")]|[("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control")]|[("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control")]|[("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control")]|[("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control"), ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control")]
/**
 * also report words that mix scripts
 */
mixed_script?: boolean
}

export interface TextInvisibleDetectOutput {
clean: boolean
truncated: boolean
counts: {
bidi_control?: number
zero_width?: number
bom?: number
tag?: number
variation_selector?: number
space?: number
default_ignorable?: number
control?: number
}
/**
 * @maxItems 500
 */
findings: {
index: number
utf16_offset: number
code_point: string
name: string
kind: ("bidi_control" | "zero_width" | "bom" | "tag" | "variation_selector" | "space" | "default_ignorable" | "control")
}[]
/**
 * @maxItems 200
 */
mixed_script_words: {
word: string
length: number
index: number
utf16_offset: number
/**
 * @maxItems 8
 */
scripts: []|[string]|[string, string]|[string, string, string]|[string, string, string, string]|[string, string, string, string, string]|[string, string, string, string, string, string]|[string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string]
}[]
}

export type Input = TextInvisibleDetectInput;
export type Output = TextInvisibleDetectOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144,
  "max_findings": 500,
  "max_mixed_words": 200,
  "max_word_chars": 64,
  "max_scripts_listed": 8
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
