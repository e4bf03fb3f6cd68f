// generated from contracts/ — do not edit
// crc32@1.0.0

export interface Crc32Input {
input: string
input_encoding?: ("utf8" | "hex")
variant?: ("CRC-32/AIXM" | "CRC-32/AUTOSAR" | "CRC-32/BASE91-D" | "CRC-32/BZIP2" | "CRC-32/CD-ROM-EDC" | "CRC-32/CKSUM" | "CRC-32/ISCSI" | "CRC-32/ISO-HDLC" | "CRC-32/JAMCRC" | "CRC-32/MEF" | "CRC-32/MPEG-2" | "CRC-32/XFER" | "CRC-32" | "CRC-32/ADCCP" | "CRC-32/V-42" | "CRC-32/XZ" | "PKZIP" | "CRC-32C" | "CRC-32/BASE91-C" | "CRC-32/CASTAGNOLI" | "CRC-32/INTERLAKEN" | "CRC-32D" | "CRC-32Q" | "CRC-32/AAL5" | "CRC-32/DECT-B" | "B-CRC-32" | "CRC-32/POSIX" | "JAMCRC" | "XFER")
}

export interface Crc32Output {
variant: ("CRC-32/AIXM" | "CRC-32/AUTOSAR" | "CRC-32/BASE91-D" | "CRC-32/BZIP2" | "CRC-32/CD-ROM-EDC" | "CRC-32/CKSUM" | "CRC-32/ISCSI" | "CRC-32/ISO-HDLC" | "CRC-32/JAMCRC" | "CRC-32/MEF" | "CRC-32/MPEG-2" | "CRC-32/XFER")
hex: string
value: number
byte_length: number
parameters: {
width: 32
poly: string
init: string
refin: boolean
refout: boolean
xorout: string
check: string
}
}

export type Input = Crc32Input;
export type Output = Crc32Output;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
