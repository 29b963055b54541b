// Sumaa's public contact facts, written once so every public page (help, support, contact, about, legal, the
// footer) shows the same e-mail, phone, hours and registration number. Texts around them live in each page's i18n.

/** The support mailbox; replies within 24 hours on working days. */
export const SUPPORT_EMAIL = 'support@sumaa.sa';

/** The support line as people dial it from abroad and as it is printed. */
export const SUPPORT_PHONE = {
  display: '+966 11 234 5678',
  /** For `tel:` links (no spaces). */
  dial: '+966112345678',
} as const;

export const supportMailto = (subject?: string) =>
  `mailto:${SUPPORT_EMAIL}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;

export const supportTel = `tel:${SUPPORT_PHONE.dial}`;

/** Sumaa for Information Technology (سمعة لتقنية المعلومات), Riyadh: its commercial registration number. */
export const COMMERCIAL_REGISTRATION_NUMBER = '1010794512';

/**
 * Support hours, Riyadh time (UTC+3, no daylight saving): Sunday to Thursday 9:00–18:00; closed Friday and
 * Saturday. Days are JavaScript's getUTCDay() numbers (0 = Sunday).
 */
export const SUPPORT_HOURS = { days: [0, 1, 2, 3, 4], opensAt: 9, closesAt: 18, utcOffsetHours: 3 } as const;

/** E-mails are answered within this many hours (spec §1). */
export const EMAIL_REPLY_HOURS = 24;
