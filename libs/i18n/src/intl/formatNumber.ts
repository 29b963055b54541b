import type { Language } from '@sumaa/contracts';
import { localeTag } from './localeTag';

/** A number with the language's digits: Arabic-Indic for ar, Latin for en. */
export function formatNumber(value: number, lang: Language, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeTag(lang), options).format(value);
}

/**
 * Money through Intl's currency formatting; SAR everywhere unless told otherwise (decisions #11).
 * Whole amounts drop the `.00` (a 200 SAR plan reads "SAR 200"); fractions keep two digits.
 */
export function formatMoney(
  amount: number,
  lang: Language,
  currency = 'SAR',
  options?: Intl.NumberFormatOptions,
): string {
  return formatNumber(amount, lang, {
    style: 'currency',
    currency,
    trailingZeroDisplay: 'stripIfInteger',
    ...options,
  });
}
