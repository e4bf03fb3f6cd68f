import { createHash } from 'node:crypto';
import type { Input, Output } from '../../generated/tools/signatures/webhook-telephony-verify.js';
import { limits } from '../../generated/tools/signatures/webhook-telephony-verify.js';
import { tryDecodeBytes } from '../lib/bytes.js';
import { constantTimeEqual } from '../lib/constant-time.js';
import { invalidInput } from '../lib/tool-error.js';
import { checkUtf8Bytes, textEqualsConstantTime, utf8 } from './lib/webhook-common.js';
import {
  bodySha256Param,
  checkParamsLimits,
  telephonySignature,
  telephonyParamsString,
  urlVariants,
} from './lib/webhook-telephony.js';

/** SHA-256 of the body against the query's hex value (either case); a malformed value never matches. */
function bodyHashMatches(body: string, hexValue: string): boolean {
  if (hexValue.length !== 64) return false;
  const claimed = tryDecodeBytes(hexValue, 'hex');
  if (claimed === null) return false;
  return constantTimeEqual(claimed, createHash('sha256').update(utf8(body)).digest());
}

export default function webhookTelephonyVerify(input: Input): Output {
  // SPEC: params limits come first, before any other check.
  if (input.params !== undefined) checkParamsLimits(input.params, '/params', limits);
  checkUtf8Bytes(input.url, limits.max_url_bytes, '/url', 'max_url_bytes');
  if (input.body !== undefined) checkUtf8Bytes(input.body, limits.max_body_bytes, '/body', 'max_body_bytes');

  if (input.params !== undefined && input.body !== undefined) {
    throw invalidInput('/body', 'give either params or body, not both');
  }
  if (input.params === undefined && input.body === undefined) {
    throw invalidInput('', 'one of params (form requests, `{}` when there are none) or body (JSON requests) is required');
  }

  let params = input.params;
  if (input.body !== undefined) {
    const claimed = bodySha256Param(input.url);
    if (claimed === null) throw invalidInput('/body', 'a body needs a bodySHA256 query parameter in url');
    if (!bodyHashMatches(input.body, claimed)) {
      return { valid: false, reason: 'body_hash_mismatch', matched_url_variant: null };
    }
    params = undefined; // a JSON request is signed over its url alone
  }

  let matched: Output['matched_url_variant'] = null;
  const signedParams = telephonyParamsString(params); // sorted once, shared by the three url forms
  for (const { variant, url } of urlVariants(input.url)) {
    const expected = telephonySignature(input.auth_token, url + signedParams);
    // Every variant is compared; the first match in reporting order wins.
    if (textEqualsConstantTime(input.signature, expected) && matched === null) matched = variant;
  }
  return matched === null
    ? { valid: false, reason: 'signature_mismatch', matched_url_variant: null }
    : { valid: true, reason: null, matched_url_variant: matched };
}
