import { LegalDocument } from './LegalDocument';

/** Spec §2: twelve numbered sections, in this order. */
export const TERMS_SECTIONS = [
  'acceptance',
  'service',
  'accounts',
  'trial',
  'subscriptions',
  'cancellation',
  'refunds',
  'acceptableUse',
  'googleData',
  'intellectualProperty',
  'liability',
  'law',
] as const;

/** The date the terms last changed; change it with the text. */
export const TERMS_LAST_UPDATED = '2026-11-01';

/** /terms: the terms of service. */
export function TermsPage() {
  return <LegalDocument document="terms" sectionIds={TERMS_SECTIONS} lastUpdated={TERMS_LAST_UPDATED} />;
}
