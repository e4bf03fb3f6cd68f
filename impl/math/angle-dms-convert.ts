import type { Input, Output } from '../../generated/tools/math/angle-dms-convert.js';
import { rationalToText } from './lib/rational.js';

// Every unit as a whole number of arcseconds: 1 deg = 60 arcmin = 3600 arcsec.
const ARCSEC_PER_UNIT: Record<Input['from'], bigint> = { deg: 3600n, arcmin: 60n, arcsec: 1n };

export default function angleDmsConvert(input: Input): Output {
  // The schema pattern admits only -?(0|[1-9][0-9]*)(.[0-9]+)?, so this split is the whole grammar.
  const negative = input.value.startsWith('-');
  const unsigned = negative ? input.value.slice(1) : input.value;
  const dot = unsigned.indexOf('.');
  const digits = dot < 0 ? unsigned : unsigned.slice(0, dot) + unsigned.slice(dot + 1);
  const scale = dot < 0 ? 0 : unsigned.length - dot - 1;
  const magnitude = BigInt(digits);
  const num = (negative ? -magnitude : magnitude) * ARCSEC_PER_UNIT[input.from];
  const den = 10n ** BigInt(scale) * ARCSEC_PER_UNIT[input.to];
  return rationalToText({ num, den });
}
