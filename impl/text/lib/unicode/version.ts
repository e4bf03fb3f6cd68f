// The Unicode version every Text tool's tables come from, named in each contract. Node's ICU moves
// with Node releases; test/unicode/ fails when the running ICU and these tables disagree.
export const UNICODE_VERSION = '17.0.0';
