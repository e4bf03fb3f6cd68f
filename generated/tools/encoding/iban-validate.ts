// generated from contracts/ — do not edit
// iban-validate@1.0.0

export interface IbanValidateInput {
/**
 * The IBAN, electronic (DE89370400440532013000) or print form (DE89 3704 0044 0532 0130 00).
 */
iban: string
}

export interface IbanValidateOutput {
valid: boolean
reason: ("bad_characters" | "bad_format" | "unknown_country" | "wrong_length" | "bban_format_mismatch" | "invalid_check_digits" | "checksum_failed" | null)
country: (string | null)
check_digits: (string | null)
bban: (string | null)
electronic_format: (string | null)
print_format: (string | null)
expected_length: (number | null)
bban_structure: (string | null)
expected_check_digits: (string | null)
}

export type Input = IbanValidateInput;
export type Output = IbanValidateOutput;

/** The contract's named limits. */
export const limits = {
  "max_iban_chars": 128
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
