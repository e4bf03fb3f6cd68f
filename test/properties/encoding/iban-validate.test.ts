import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Result = {
  valid: boolean;
  reason: string | null;
  country: string | null;
  check_digits: string | null;
  bban: string | null;
  electronic_format: string | null;
  print_format: string | null;
  expected_length: number | null;
  bban_structure: string | null;
  expected_check_digits: string | null;
};

// The "IBAN electronic format example" of every country in the SWIFT IBAN Registry, Release 100.
const REGISTRY_EXAMPLES = [
  'AD1200012030200359100100', 'AE070331234567890123456', 'AL47212110090000000235698741',
  'AT611904300234573201', 'AZ21NABZ00000000137010001944', 'BA391290079401028494', 'BE68539007547034',
  'BG80BNBG96611020345678', 'BH67BMAG00001299123456', 'BI4210000100010000332045181',
  'BR1800360305000010009795493C1', 'BY13NBRB3600900000002Z00AB00', 'CH9300762011623852957',
  'CR05015202001026284066', 'CY17002001280000001200527600', 'CZ6508000000192000145399',
  'DE89370400440532013000', 'DJ2100010000000154000100186', 'DK5000400440116243',
  'DO28BAGR00000001212453611324', 'EE382200221020145685', 'EG380019000500000000263180002',
  'ES9121000418450200051332', 'FI2112345600000785', 'FK88SC123456789012', 'FO6264600001631634',
  'FR1420041010050500013M02606', 'GB29NWBK60161331926819', 'GE29NB0000000101904917',
  'GI75NWBK000000007099453', 'GL8964710001000206', 'GR1601101250000000012300695',
  'GT82TRAJ01020000001210029690', 'HN88CABF00000000000250005469', 'HR1210010051863000160',
  'HU42117730161111101800000000', 'IE29AIBK93115212345678', 'IL620108000000099999999',
  'IQ98NBIQ850123456789012', 'IS140159260076545510730339', 'IT60X0542811101000000123456',
  'JO94CBJO0010000000000131000302', 'KW81CBKU0000000000001234560101', 'KZ86125KZT5004100100',
  'LB62099900000001001901229114', 'LC55HEMM000100010012001200023015', 'LI21088100002324013AA',
  'LT121000011101001000', 'LU280019400644750000', 'LV80BANK0000435195001', 'LY83002048000020100120361',
  'MC5811222000010123456789030', 'MD24AG000225100013104168', 'ME25505000012345678951', 'MK07250120000058984',
  'MN121234123456789123', 'MR1300020001010000123456753', 'MT84MALT011000012345MTLCAST001S',
  'MU17BOMM0101101030300200000MUR', 'NI45BAPR00000013000003558124', 'NL91ABNA0417164300', 'NO9386011117947',
  'OM810180000001299123456', 'PK36SCBL0000001123456702', 'PL61109010140000071219812874',
  'PS92PALS000000000400123456702', 'PT50000201231234567890154', 'QA58DOHB00001234567890ABCDEFG',
  'RO49AAAA1B31007593840000', 'RS35260005601001611379', 'RU0304452522540817810538091310419',
  'SA0380000000608010167519', 'SC18SSCB11010000000000001497USD', 'SD2129010501234001',
  'SE4550000000058398257466', 'SI56263300012039086', 'SK3112000000198742637541',
  'SM86U0322509800000000270100', 'SO211000001001000100141', 'ST23000100010051845310146',
  'SV62CENR00000000000000700025', 'TL380080012345678910157', 'TN5910006035183598478831',
  'TR330006100519786457841326', 'UA213223130000026007233566001', 'VA59001123000012345678',
  'VG96VPVG0000012345678901', 'XK051212012345678906', 'YE15CBYE0001018861234567891234',
];

/** MOD 97-10 from ISO 7064 with one BigInt, independent of the chunked arithmetic in impl/. */
function referenceMod97(iban: string): bigint {
  const moved = iban.slice(4) + iban.slice(0, 4);
  const digits = [...moved].map((c) => (c >= 'A' ? String(c.charCodeAt(0) - 55) : c)).join('');
  return BigInt(digits) % 97n;
}

const validate = async (iban: string) => (await runTool('iban-validate', { iban })) as Result;

describe('iban-validate properties', () => {
  it('accepts the registry example of all 89 countries, with their length and BBAN', async () => {
    expect(REGISTRY_EXAMPLES).to.have.length(89);
    for (const iban of REGISTRY_EXAMPLES) {
      const r = await validate(iban);
      expect(r, iban).to.include({ valid: true, reason: null, country: iban.slice(0, 2), bban: iban.slice(4) });
      expect(r.expected_length).to.equal(iban.length);
      expect(referenceMod97(iban)).to.equal(1n);
    }
  });

  it('print form, lowercase and extra spaces give the same answer as the electronic form', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...REGISTRY_EXAMPLES), fc.array(fc.nat(), { maxLength: 6 }), async (iban, cuts) => {
        let text = iban.toLowerCase();
        for (const cut of cuts) {
          const at = cut % (text.length + 1);
          text = text.slice(0, at) + ' ' + text.slice(at);
        }
        const a = await validate(text);
        const b = await validate(iban);
        expect(a).to.deep.equal(b);
        expect(b.print_format!.replace(/ /g, '')).to.equal(iban);
        expect(b.print_format!.split(' ').slice(0, -1).every((g) => g.length === 4)).to.equal(true);
      }),
      { numRuns: 150 },
    );
  });

  it('a changed check-digit pair is caught, and expected_check_digits repairs it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...REGISTRY_EXAMPLES), fc.integer({ min: 0, max: 99 }), async (iban, n) => {
        const digits = String(n).padStart(2, '0');
        const candidate = iban.slice(0, 2) + digits + iban.slice(4);
        const r = await validate(candidate);
        const passes = referenceMod97(candidate) === 1n && !['00', '01', '99'].includes(digits);
        expect(r.valid).to.equal(passes);
        expect(r.expected_check_digits).to.equal(iban.slice(2, 4));
        if (!r.valid) expect(r.reason).to.be.oneOf(['invalid_check_digits', 'checksum_failed']);
      }),
      { numRuns: 200 },
    );
  });

  it('every single-digit substitution in the BBAN fails the checksum', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...REGISTRY_EXAMPLES), fc.nat(), fc.integer({ min: 1, max: 9 }), async (iban, pos, delta) => {
        const digitPositions = [...iban].map((c, i) => (i >= 4 && c >= '0' && c <= '9' ? i : -1)).filter((i) => i >= 0);
        fc.pre(digitPositions.length > 0);
        const i = digitPositions[pos % digitPositions.length]!;
        const changed = iban.slice(0, i) + ((Number(iban[i]) + delta) % 10) + iban.slice(i + 1);
        const r = await validate(changed);
        expect(r.valid).to.equal(false);
        expect(r.reason).to.equal('checksum_failed');
      }),
      { numRuns: 200 },
    );
  });
});
