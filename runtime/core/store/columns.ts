// pg returns bigint columns as strings; every epoch-ms column is read back through these.
export const ms = (v: unknown): number => (typeof v === 'string' ? Number(v) : (v as number));
export const msOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : ms(v));
