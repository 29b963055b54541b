// The ZATCA phase 1 QR payload: the published "Bobs Records" vector byte for byte, Arabic seller names
// whose length byte counts UTF-8 bytes, and the values the format cannot hold refused.
import { ZatcaQrError, decodeZatcaTlv, zatcaTlvBase64, type ZatcaQrFields } from '..';

const BOBS_RECORDS: ZatcaQrFields = {
  sellerName: 'Bobs Records',
  vatNumber: '310122393500003',
  timestamp: '2022-04-25T15:30:00Z',
  totalWithVat: '1000.00',
  vatAmount: '150.00',
};

describe('zatcaTlvBase64', () => {
  it('encodes the published Bobs Records example to its published base64', () => {
    expect(zatcaTlvBase64(BOBS_RECORDS)).toBe(
      'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==',
    );
  });

  it('writes tag, length and value for each of the five fields in order', () => {
    const bytes = Buffer.from(zatcaTlvBase64(BOBS_RECORDS), 'base64');
    const fields: Array<[number, string]> = [];
    for (let offset = 0; offset < bytes.length; offset += 2 + bytes[offset + 1]) {
      fields.push([
        bytes[offset],
        bytes.subarray(offset + 2, offset + 2 + bytes[offset + 1]).toString('utf8'),
      ]);
    }
    expect(fields).toEqual([
      [1, 'Bobs Records'],
      [2, '310122393500003'],
      [3, '2022-04-25T15:30:00Z'],
      [4, '1000.00'],
      [5, '150.00'],
    ]);
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x01, 0x0c]));
  });

  it('counts an Arabic seller name in UTF-8 bytes, not letters', () => {
    const sellerName = 'شركة سمعة';
    const base64 = zatcaTlvBase64({ ...BOBS_RECORDS, sellerName });
    const bytes = Buffer.from(base64, 'base64');
    expect(sellerName.length).toBe(9);
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(17); // 8 Arabic letters of two bytes each and one space
    expect(bytes.subarray(2, 19).toString('utf8')).toBe(sellerName);
    expect(decodeZatcaTlv(base64)).toEqual({ ...BOBS_RECORDS, sellerName });
  });

  it('accepts a value of exactly 255 bytes and refuses one of 256', () => {
    const arabic127 = 'س'.repeat(127); // 254 bytes
    expect(decodeZatcaTlv(zatcaTlvBase64({ ...BOBS_RECORDS, sellerName: `${arabic127}A` })).sellerName).toBe(
      `${arabic127}A`,
    );
    expect(() => zatcaTlvBase64({ ...BOBS_RECORDS, sellerName: 'س'.repeat(128) })).toThrow(ZatcaQrError);
    expect(() => zatcaTlvBase64({ ...BOBS_RECORDS, sellerName: 'س'.repeat(128) })).toThrow(/256 bytes/);
  });

  it.each(['31012239350000', '3101223935000031', '31012239350000A', '٣١٠١٢٢٣٩٣٥٠٠٠٠٣', ''])(
    'refuses the VAT number %j, which is not 15 digits',
    (vatNumber) => {
      expect(() => zatcaTlvBase64({ ...BOBS_RECORDS, vatNumber })).toThrow(/15 digits/);
    },
  );

  it('refuses amounts without two decimals and a time stamp that is not a date', () => {
    expect(() => zatcaTlvBase64({ ...BOBS_RECORDS, totalWithVat: '1000' })).toThrow(/two decimals/);
    expect(() => zatcaTlvBase64({ ...BOBS_RECORDS, vatAmount: '150.5' })).toThrow(/two decimals/);
    expect(() => zatcaTlvBase64({ ...BOBS_RECORDS, timestamp: 'yesterday' })).toThrow(/ISO 8601/);
  });
});

describe('decodeZatcaTlv', () => {
  it('reads back what zatcaTlvBase64 wrote', () => {
    expect(decodeZatcaTlv(zatcaTlvBase64(BOBS_RECORDS))).toEqual(BOBS_RECORDS);
  });

  it('refuses a truncated payload, an unknown tag and a missing field', () => {
    const bytes = Buffer.from(zatcaTlvBase64(BOBS_RECORDS), 'base64');
    expect(() => decodeZatcaTlv(bytes.subarray(0, bytes.length - 3).toString('base64'))).toThrow(
      /past the end/,
    );
    expect(() => decodeZatcaTlv(Buffer.concat([bytes, Buffer.from([9, 1, 65])]).toString('base64'))).toThrow(
      /Unknown phase 1 tag 9/,
    );
    const withoutVat = bytes.subarray(0, bytes.length - 8).toString('base64');
    expect(() => decodeZatcaTlv(withoutVat)).toThrow(/Tags 5 are missing/);
  });
});
