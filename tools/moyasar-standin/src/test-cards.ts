// The test cards of Moyasar's documentation and what paying with each does. Any other number that passes the
// Luhn check is declined, so a typo is never taken for a successful payment.
import type { CardCompany } from './model';

export interface CardOutcome {
  status: 'paid' | 'failed';
  /** `source.message` of the payment: APPROVED, or why the issuer declined. */
  message: string;
}

export const TEST_CARDS = {
  /** Visa, paid. */
  visaPaid: '4111111111111111',
  /** Visa, declined for insufficient funds. */
  visaDeclined: '4000000000000002',
  /** mada, paid. */
  madaPaid: '4201320111111010',
  /** Mastercard, paid. */
  mastercardPaid: '5421080101000000',
} as const;

const OUTCOMES: Record<string, CardOutcome> = {
  [TEST_CARDS.visaPaid]: { status: 'paid', message: 'APPROVED' },
  [TEST_CARDS.madaPaid]: { status: 'paid', message: 'APPROVED' },
  [TEST_CARDS.mastercardPaid]: { status: 'paid', message: 'APPROVED' },
  [TEST_CARDS.visaDeclined]: { status: 'failed', message: 'insufficient funds' },
};

/** mada's BINs among the test cards (a real list has hundreds; these are the ones Moyasar's docs use). */
const MADA_BINS = ['420132', '440647', '588845', '968208'];

export function cardOutcome(number: string): CardOutcome {
  return OUTCOMES[number] ?? { status: 'failed', message: 'Declined: not a test card' };
}

export function cardCompany(number: string): CardCompany {
  if (MADA_BINS.some((bin) => number.startsWith(bin))) return 'mada';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'master';
  return 'visa';
}

/** 4111111111111111 → 4111-11XX-XXXX-1111. */
export function maskCardNumber(number: string): string {
  const masked = `${number.slice(0, 6)}${'X'.repeat(Math.max(0, number.length - 10))}${number.slice(-4)}`;
  return masked.match(/.{1,4}/g)!.join('-');
}

export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
