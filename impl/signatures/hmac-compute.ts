import type { Input, Output } from '../../generated/tools/signatures/hmac-compute.js';
import { limits } from '../../generated/tools/signatures/hmac-compute.js';
import { toBase64, toBase64Url, toHex } from '../lib/bytes.js';
import { hmacFromRequest } from './lib/hmac.js';

export default function hmacCompute(input: Input): Output {
  const mac = hmacFromRequest(input, limits);
  return {
    algorithm: input.algorithm,
    hex: toHex(mac),
    base64: toBase64(mac),
    base64url: toBase64Url(mac),
    mac_bytes: mac.length,
  };
}
