// Decimal strings to and from whole halalas (1/100 SAR) as bigint, so sums and the VAT of a line are
// exact; the VAT of a line is rounded half up to the halala.

const AMOUNT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

export function toHalalas(amount: string): bigint {
  const match = AMOUNT.exec(amount.trim());
  if (!match) throw new Error(`Not an amount: ${JSON.stringify(amount)}`);
  const [, sign, whole, fraction = ''] = match;
  const halalas = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -halalas : halalas;
}

/** "1234567.5" → "1,234,567.50": Latin digits and separators in both languages, as on Saudi invoices. */
export function formatHalalas(halalas: bigint): string {
  const negative = halalas < 0n;
  const absolute = negative ? -halalas : halalas;
  const whole = (absolute / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

export function formatAmount(amount: string): string {
  return formatHalalas(toHalalas(amount));
}

/** The VAT on an amount at a percentage such as "15" or "5.5", rounded half up to the halala. */
export function vatOn(amountExclVat: string, ratePercent: string): bigint {
  const rate = /^(\d+)(?:\.(\d{1,2}))?$/.exec(ratePercent.trim());
  if (!rate) throw new Error(`Not a VAT rate: ${JSON.stringify(ratePercent)}`);
  const basisPoints = BigInt(rate[1]) * 100n + BigInt((rate[2] ?? '').padEnd(2, '0'));
  const numerator = toHalalas(amountExclVat) * basisPoints;
  const denominator = 10_000n;
  const sign = numerator < 0n ? -1n : 1n;
  const absolute = numerator < 0n ? -numerator : numerator;
  return (sign * (absolute * 2n + denominator)) / (denominator * 2n);
}
