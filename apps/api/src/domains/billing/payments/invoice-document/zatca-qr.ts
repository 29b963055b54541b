// ZATCA phase 1 QR payload for a simplified tax invoice: base64 of a TLV byte string, for each field one
// byte tag (1..5), one byte length (of the UTF-8 value, so an Arabic seller name counts bytes, not
// letters) and the value. One length byte means no value may exceed 255 bytes.

export interface ZatcaQrFields {
  sellerName: string;
  /** The seller's VAT registration number: 15 digits. */
  vatNumber: string;
  /** The invoice time stamp, ISO 8601 (e.g. 2022-04-25T15:30:00Z). */
  timestamp: string;
  /** The invoice total with VAT, two decimals (e.g. "1000.00"). */
  totalWithVat: string;
  /** The VAT amount, two decimals (e.g. "150.00"). */
  vatAmount: string;
}

/** The tags in the order ZATCA numbers them. */
const FIELD_TAGS = [
  [1, 'sellerName'],
  [2, 'vatNumber'],
  [3, 'timestamp'],
  [4, 'totalWithVat'],
  [5, 'vatAmount'],
] as const satisfies ReadonlyArray<readonly [number, keyof ZatcaQrFields]>;

const MAX_VALUE_BYTES = 255;
const VAT_NUMBER = /^\d{15}$/;
const TWO_DECIMALS = /^\d+\.\d{2}$/;

export class ZatcaQrError extends Error {
  override readonly name = 'ZatcaQrError';
}

export function zatcaTlvBase64(fields: ZatcaQrFields): string {
  if (!VAT_NUMBER.test(fields.vatNumber)) {
    throw new ZatcaQrError('The seller VAT number must be 15 digits.');
  }
  for (const field of ['totalWithVat', 'vatAmount'] as const) {
    if (!TWO_DECIMALS.test(fields[field])) {
      throw new ZatcaQrError(`${field} must be an amount with two decimals, such as 1000.00.`);
    }
  }
  if (Number.isNaN(Date.parse(fields.timestamp))) {
    throw new ZatcaQrError('The time stamp must be an ISO 8601 date and time.');
  }
  if (fields.sellerName.trim() === '') {
    throw new ZatcaQrError('The seller name is required.');
  }

  const parts: Buffer[] = [];
  for (const [tag, field] of FIELD_TAGS) {
    const value = Buffer.from(fields[field], 'utf8');
    if (value.length > MAX_VALUE_BYTES) {
      throw new ZatcaQrError(`${field} is ${value.length} bytes in UTF-8; a TLV value holds at most 255.`);
    }
    parts.push(Buffer.from([tag, value.length]), value);
  }
  return Buffer.concat(parts).toString('base64');
}

/** Reads a phase 1 QR payload back into its fields; throws on a truncated string or an unknown tag. */
export function decodeZatcaTlv(base64: string): ZatcaQrFields {
  const bytes = Buffer.from(base64, 'base64');
  const decoded: Partial<Record<keyof ZatcaQrFields, string>> = {};
  let offset = 0;
  while (offset < bytes.length) {
    if (offset + 2 > bytes.length) throw new ZatcaQrError('The TLV string ends inside a tag.');
    const tag = bytes[offset];
    const length = bytes[offset + 1];
    const end = offset + 2 + length;
    if (end > bytes.length) throw new ZatcaQrError(`The value of tag ${tag} runs past the end.`);
    const field = FIELD_TAGS.find(([known]) => known === tag)?.[1];
    if (!field) throw new ZatcaQrError(`Unknown phase 1 tag ${tag}.`);
    decoded[field] = bytes.subarray(offset + 2, end).toString('utf8');
    offset = end;
  }
  const missing = FIELD_TAGS.filter(([, field]) => decoded[field] === undefined).map(([tag]) => tag);
  if (missing.length > 0) throw new ZatcaQrError(`Tags ${missing.join(', ')} are missing.`);
  return decoded as ZatcaQrFields;
}
