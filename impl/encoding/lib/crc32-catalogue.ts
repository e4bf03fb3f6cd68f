// The width-32 entries of the CRC RevEng catalogue (reveng.sourceforge.io/crc-catalogue), with the
// catalogue's own check value (the CRC of the ASCII bytes "123456789") for each.
export type Crc32Parameters = {
  poly: number;
  init: number;
  refin: boolean;
  refout: boolean;
  xorout: number;
  check: number;
};

export const CRC32_VARIANTS = {
  'CRC-32/AIXM': { poly: 0x814141ab, init: 0x00000000, refin: false, refout: false, xorout: 0x00000000, check: 0x3010bf7f },
  'CRC-32/AUTOSAR': { poly: 0xf4acfb13, init: 0xffffffff, refin: true, refout: true, xorout: 0xffffffff, check: 0x1697d06a },
  'CRC-32/BASE91-D': { poly: 0xa833982b, init: 0xffffffff, refin: true, refout: true, xorout: 0xffffffff, check: 0x87315576 },
  'CRC-32/BZIP2': { poly: 0x04c11db7, init: 0xffffffff, refin: false, refout: false, xorout: 0xffffffff, check: 0xfc891918 },
  'CRC-32/CD-ROM-EDC': { poly: 0x8001801b, init: 0x00000000, refin: true, refout: true, xorout: 0x00000000, check: 0x6ec2edc4 },
  'CRC-32/CKSUM': { poly: 0x04c11db7, init: 0x00000000, refin: false, refout: false, xorout: 0xffffffff, check: 0x765e7680 },
  'CRC-32/ISCSI': { poly: 0x1edc6f41, init: 0xffffffff, refin: true, refout: true, xorout: 0xffffffff, check: 0xe3069283 },
  'CRC-32/ISO-HDLC': { poly: 0x04c11db7, init: 0xffffffff, refin: true, refout: true, xorout: 0xffffffff, check: 0xcbf43926 },
  'CRC-32/JAMCRC': { poly: 0x04c11db7, init: 0xffffffff, refin: true, refout: true, xorout: 0x00000000, check: 0x340bc6d9 },
  'CRC-32/MEF': { poly: 0x741b8cd7, init: 0xffffffff, refin: true, refout: true, xorout: 0x00000000, check: 0xd2c22f51 },
  'CRC-32/MPEG-2': { poly: 0x04c11db7, init: 0xffffffff, refin: false, refout: false, xorout: 0x00000000, check: 0x0376e6e7 },
  'CRC-32/XFER': { poly: 0x000000af, init: 0x00000000, refin: false, refout: false, xorout: 0x00000000, check: 0xbd0be338 },
} as const satisfies Record<string, Crc32Parameters>;

export type Crc32VariantName = keyof typeof CRC32_VARIANTS;

/** The catalogue's alias names, each mapped to its canonical entry. */
export const CRC32_ALIASES: Readonly<Record<string, Crc32VariantName>> = {
  'CRC-32': 'CRC-32/ISO-HDLC',
  'CRC-32/ADCCP': 'CRC-32/ISO-HDLC',
  'CRC-32/V-42': 'CRC-32/ISO-HDLC',
  'CRC-32/XZ': 'CRC-32/ISO-HDLC',
  PKZIP: 'CRC-32/ISO-HDLC',
  'CRC-32C': 'CRC-32/ISCSI',
  'CRC-32/BASE91-C': 'CRC-32/ISCSI',
  'CRC-32/CASTAGNOLI': 'CRC-32/ISCSI',
  'CRC-32/INTERLAKEN': 'CRC-32/ISCSI',
  'CRC-32D': 'CRC-32/BASE91-D',
  'CRC-32Q': 'CRC-32/AIXM',
  'CRC-32/AAL5': 'CRC-32/BZIP2',
  'CRC-32/DECT-B': 'CRC-32/BZIP2',
  'B-CRC-32': 'CRC-32/BZIP2',
  'CRC-32/POSIX': 'CRC-32/CKSUM',
  JAMCRC: 'CRC-32/JAMCRC',
  XFER: 'CRC-32/XFER',
};
