// Types for the runtime dependency tr46 6.0.0 (UTS #46 at Unicode 17.0.0), which ships none: its two
// functions and the Unicode property tables it builds them from (used read-only by impl/net/lib/idna.ts).
declare module 'tr46' {
  export type Tr46Options = {
    checkHyphens?: boolean;
    checkBidi?: boolean;
    checkJoiners?: boolean;
    useSTD3ASCIIRules?: boolean;
    verifyDNSLength?: boolean;
    transitionalProcessing?: boolean;
    ignoreInvalidPunycode?: boolean;
  };
  export function toASCII(domainName: string, options?: Tr46Options): string | null;
  export function toUnicode(domainName: string, options?: Tr46Options): { domain: string; error: boolean };
  const tr46: { toASCII: typeof toASCII; toUnicode: typeof toUnicode };
  export default tr46;
}
declare module 'tr46/lib/regexes.js' {
  const regexes: {
    combiningMarks: RegExp;
    combiningClassVirama: RegExp;
    validZWNJ: RegExp;
    bidiDomain: RegExp;
    bidiS1LTR: RegExp;
    bidiS1RTL: RegExp;
    bidiS2: RegExp;
    bidiS3: RegExp;
    bidiS4EN: RegExp;
    bidiS4AN: RegExp;
    bidiS5: RegExp;
    bidiS6: RegExp;
  };
  export default regexes;
}
