import { LegalDocument } from './LegalDocument';

export const PRIVACY_SECTIONS = [
  'collect',
  'use',
  'googleData',
  'retention',
  'sharing',
  'rights',
  'security',
  'storage',
  'changes',
] as const;

/** The date the policy last changed; change it with the text. */
export const PRIVACY_LAST_UPDATED = '2026-11-01';

/** /privacy: the privacy policy, ending with the contact block and its phone number (spec §2). */
export function PrivacyPage() {
  return (
    <LegalDocument document="privacy" sectionIds={PRIVACY_SECTIONS} lastUpdated={PRIVACY_LAST_UPDATED} />
  );
}
