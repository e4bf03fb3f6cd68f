// generated from contracts/ — do not edit
// url-extract-from-text@1.0.0

export interface UrlExtractFromTextInput {
text: string
/**
 * @maxItems 4
 */
schemes?: []|[("http" | "https" | "ftp" | "mailto")]|[("http" | "https" | "ftp" | "mailto"), ("http" | "https" | "ftp" | "mailto")]|[("http" | "https" | "ftp" | "mailto"), ("http" | "https" | "ftp" | "mailto"), ("http" | "https" | "ftp" | "mailto")]|[("http" | "https" | "ftp" | "mailto"), ("http" | "https" | "ftp" | "mailto"), ("http" | "https" | "ftp" | "mailto"), ("http" | "https" | "ftp" | "mailto")]
www?: boolean
}

export interface UrlExtractFromTextOutput {
urls: {
url: string
scheme: ("http" | "https" | "ftp" | "mailto" | "www")
start: number
end: number
}[]
count: number
}

export type Input = UrlExtractFromTextInput;
export type Output = UrlExtractFromTextOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_length": 50000,
  "max_urls": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
