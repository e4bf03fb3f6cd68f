import type { Input, Output } from '../../generated/tools/signatures/webhook-signature-compute.js';
import { limits } from '../../generated/tools/signatures/webhook-signature-compute.js';
import { ToolError, type ToolErrorDetail } from '../lib/tool-error.js';
import { checkUtf8Bytes, hmac } from './lib/webhook-common.js';
import { decodeStandardSecret } from './lib/webhook-standard-secret.js';
import { checkParamsLimits, telephonySignature, telephonySigningString } from './lib/webhook-telephony.js';

type Scheme = Input['scheme'];
type Field = Exclude<keyof Input, 'scheme'>;

// Every scheme field in the order faults are reported.
const FIELDS: readonly Field[] = [
  'payload',
  'body',
  'secret',
  'signing_secret',
  'auth_token',
  'timestamp',
  'webhook_id',
  'webhook_timestamp',
  'url',
  'params',
];

const SCHEME_FIELDS: Readonly<Record<Scheme, { required: readonly Field[]; optional: readonly Field[] }>> = {
  payments: { required: ['payload', 'secret', 'timestamp'], optional: [] },
  chat: { required: ['body', 'signing_secret', 'timestamp'], optional: [] },
  standard: { required: ['payload', 'webhook_id', 'webhook_timestamp', 'secret'], optional: [] },
  telephony: { required: ['url', 'auth_token'], optional: ['params'] },
  codehost: { required: ['payload', 'secret'], optional: [] },
  shop: { required: ['payload', 'secret'], optional: [] },
};

function checkFields(input: Input): void {
  const { required, optional } = SCHEME_FIELDS[input.scheme];
  const details: ToolErrorDetail[] = [];
  for (const field of FIELDS) {
    const present = input[field] !== undefined;
    if (present && !required.includes(field) && !optional.includes(field)) {
      details.push({ pointer: `/${field}`, message: `does not belong to scheme ${input.scheme}` });
    } else if (!present && required.includes(field)) {
      details.push({ pointer: `/${field}`, message: `is required by scheme ${input.scheme}` });
    }
  }
  if (details.length > 0) {
    throw new ToolError('invalid_input', `the fields do not match scheme ${input.scheme}`, details);
  }
}

function result(scheme: Scheme, signature: string, headers: Output['headers']): Output {
  return { scheme, headers, signature };
}

export default function webhookSignatureCompute(input: Input): Output {
  checkFields(input);
  // checkFields guarantees every required field below is present.
  switch (input.scheme) {
    case 'payments': {
      checkUtf8Bytes(input.payload!, limits.max_payload_bytes, '/payload', 'max_payload_bytes');
      const t = String(input.timestamp!);
      const sig = hmac('sha256', input.secret!, `${t}.${input.payload!}`).toString('hex');
      return result('payments', sig, [{ name: 'Payments-Signature', value: `t=${t},v1=${sig}` }]);
    }
    case 'chat': {
      checkUtf8Bytes(input.body!, limits.max_payload_bytes, '/body', 'max_payload_bytes');
      const t = String(input.timestamp!);
      const sig = `v0=${hmac('sha256', input.signing_secret!, `v0:${t}:${input.body!}`).toString('hex')}`;
      return result('chat', sig, [
        { name: 'X-Chat-Signature', value: sig },
        { name: 'X-Chat-Request-Timestamp', value: t },
      ]);
    }
    case 'standard': {
      checkUtf8Bytes(input.payload!, limits.max_payload_bytes, '/payload', 'max_payload_bytes');
      const key = decodeStandardSecret(input.secret!, '/secret');
      const id = input.webhook_id!;
      const t = input.webhook_timestamp!;
      const sig = `v1,${hmac('sha256', key, `${id}.${t}.${input.payload!}`).toString('base64')}`;
      return result('standard', sig, [
        { name: 'webhook-id', value: id },
        { name: 'webhook-timestamp', value: t },
        { name: 'webhook-signature', value: sig },
      ]);
    }
    case 'telephony': {
      if (input.params !== undefined) checkParamsLimits(input.params, '/params', limits);
      checkUtf8Bytes(input.url!, limits.max_url_bytes, '/url', 'max_url_bytes');
      const sig = telephonySignature(input.auth_token!, telephonySigningString(input.url!, input.params));
      return result('telephony', sig, [{ name: 'X-Telephony-Signature', value: sig }]);
    }
    case 'codehost': {
      checkUtf8Bytes(input.payload!, limits.max_payload_bytes, '/payload', 'max_payload_bytes');
      const sig = `sha256=${hmac('sha256', input.secret!, input.payload!).toString('hex')}`;
      return result('codehost', sig, [{ name: 'X-Codehost-Signature-256', value: sig }]);
    }
    case 'shop': {
      checkUtf8Bytes(input.payload!, limits.max_payload_bytes, '/payload', 'max_payload_bytes');
      const sig = hmac('sha256', input.secret!, input.payload!).toString('base64');
      return result('shop', sig, [{ name: 'X-Shop-Hmac-Sha256', value: sig }]);
    }
  }
}
