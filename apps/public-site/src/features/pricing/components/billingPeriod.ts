/** How a price is shown: per month, or per year (12 × the monthly price, paid in advance). */
export type BillingPeriod = 'month' | 'year';

/** A year is twelve months with no discount (spec §9). */
export const MONTHS_PER_YEAR = 12;

/** The free trial every plan starts with (spec §9: 14 days, no credit card). */
export const FREE_TRIAL_DAYS = 14;
