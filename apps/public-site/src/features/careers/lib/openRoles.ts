/** Where applications go. */
export const CAREERS_EMAIL = 'careers@sumaa.sa';

/** The roles open now, in the order shown; each one's texts are under `roles.<key>` in i18n.ts. */
export const OPEN_ROLES = [
  'frontendEngineer',
  'backendEngineer',
  'customerSuccess',
  'contentWriter',
] as const;

export type OpenRole = (typeof OPEN_ROLES)[number];

/** A mailto: link that opens the visitor's e-mail app with the subject (the role) and a start of a message. */
export function careersMailto(subject: string, body: string): string {
  return `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
