// generated from contracts/ — do not edit
// checksum-manifest-verify@1.0.0

export interface ChecksumManifestVerifyInput {
/**
 * Manifest text as written by sha256sum, md5sum, b2sum (optionally with --tag); at most 65536 UTF-8 bytes and 1000 lines.
 */
manifest: string
/**
 * Algorithm of the untagged lines; tagged lines name their own.
 */
algorithm?: ("md5" | "sha1" | "sha224" | "sha256" | "sha384" | "sha512" | "blake2b-512")
/**
 * The file contents to verify, each with a distinct name.
 * 
 * @maxItems 100
 */
files: {
/**
 * Matched exactly against manifest names.
 */
name: string
/**
 * The file's bytes in content_encoding.
 */
content: string
content_encoding?: ("utf8" | "hex" | "base64" | "base64url")
}[]
}

export interface ChecksumManifestVerifyOutput {
valid: boolean
/**
 * @maxItems 1000
 */
results: {
name: string
status: ("ok" | "mismatch" | "missing")
}[]
/**
 * @maxItems 100
 */
unlisted_files: string[]
/**
 * @maxItems 1000
 */
bad_lines: {
line: number
reason: ("unparsable_line" | "algorithm_required" | "unknown_algorithm_tag" | "digest_wrong_length_for_algorithm" | "duplicate_filename")
}[]
counts: {
manifest_lines: number
checked: number
ok: number
mismatch: number
missing: number
unlisted: number
bad_lines: number
}
}

export type Input = ChecksumManifestVerifyInput;
export type Output = ChecksumManifestVerifyOutput;

/** The contract's named limits. */
export const limits = {
  "max_manifest_bytes": 65536,
  "max_manifest_lines": 1000,
  "max_files": 100,
  "max_total_file_bytes": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
