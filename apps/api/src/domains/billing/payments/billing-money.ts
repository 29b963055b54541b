// Money of the billing code in whole halalas (1/100 SAR): the database holds numeric(12,2) as text, the provider
// wants integer halalas, and every sum, VAT and proration is exact on integers before it becomes text again.
import type { BillingInterval } from '@sumaa/contracts';

const AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "115.5" → 11550. Amounts here are never negative. */
export function halalasOf(amount: string): number {
  const match = AMOUNT.exec(amount.trim());
  if (!match) throw new Error(`Not an amount: ${JSON.stringify(amount)}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 11550 → "115.50". */
export function amountOf(halalas: number): string {
  const whole = Math.floor(halalas / 100);
  return `${whole}.${String(halalas % 100).padStart(2, '0')}`;
}

export interface InvoiceAmounts {
  amountExclVat: string;
  vatRate: string;
  vatAmount: string;
  total: string;
  totalHalalas: number;
}

/** VAT at `ratePercent` (e.g. 15) on the amount before VAT, rounded half up to the halala, and the total. */
export function invoiceAmounts(amountExclVatHalalas: number, ratePercent: number): InvoiceAmounts {
  const rateBasisPoints = Math.round(ratePercent * 100);
  const vat = Math.floor((amountExclVatHalalas * rateBasisPoints * 2 + 10_000) / 20_000);
  const total = amountExclVatHalalas + vat;
  return {
    amountExclVat: amountOf(amountExclVatHalalas),
    vatRate: (rateBasisPoints / 100).toFixed(2),
    vatAmount: amountOf(vat),
    total: amountOf(total),
    totalHalalas: total,
  };
}

/** One period's price of a plan: a year is twelve months (as the price list shows it). */
export function periodPriceHalalas(monthlyPrice: string, interval: BillingInterval): number {
  const monthly = halalasOf(monthlyPrice);
  return interval === 'yearly' ? monthly * 12 : monthly;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An upgrade's price for the rest of the period: days left / period days × (new period price − old period
 * price), rounded to the halala; at least 1 SAR, since a payment page for nothing cannot be paid.
 */
export function proratedDifferenceHalalas(input: {
  oldPeriodPrice: number;
  newPeriodPrice: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): number {
  const periodDays = Math.max(
    1,
    Math.round((input.periodEnd.getTime() - input.periodStart.getTime()) / DAY_MS),
  );
  const daysLeft = Math.min(
    periodDays,
    Math.max(0, Math.ceil((input.periodEnd.getTime() - input.now.getTime()) / DAY_MS)),
  );
  const difference = Math.max(0, input.newPeriodPrice - input.oldPeriodPrice);
  return Math.max(100, Math.round((difference * daysLeft) / periodDays));
}

/** The end of a period of `interval` starting at `start` (calendar months in UTC, the day clamped to the month). */
export function periodEndFrom(start: Date, interval: BillingInterval): Date {
  const months = interval === 'yearly' ? 12 : 1;
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
