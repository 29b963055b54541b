// The unsubscribe part of the alert and report e-mails: a line under the footer with the signed link that turns
// that kind of e-mail off, and the List-Unsubscribe headers mail clients offer as their own button (RFC 2369;
// RFC 8058 one-click: the client POSTs `List-Unsubscribe=One-Click` to the same link).
import type { Language, UnsubscribableSwitch } from '@sumaa/contracts';
import type { MailMessage } from '../../../mail/mailer';
import type { EmailUnsubscribe } from '../../../mail/layout/email-layout';

const WHY: Record<UnsubscribableSwitch, Record<Language, (businessName: string) => string>> = {
  newReviews: {
    ar: (name) => `تصلك هذه الرسالة لأن تنبيهات التقييمات الجديدة مفعّلة لـ ${name}.`,
    en: (name) => `You receive this e-mail because new-review alerts are on for ${name}.`,
  },
  negativeReviews: {
    ar: (name) => `تصلك هذه الرسالة لأن تنبيهات التقييمات السلبية مفعّلة لـ ${name}.`,
    en: (name) => `You receive this e-mail because negative-review alerts are on for ${name}.`,
  },
  weeklyReports: {
    ar: (name) => `تصلك هذه الرسالة لأن التقرير الأسبوعي مفعّل لـ ${name}.`,
    en: (name) => `You receive this e-mail because the weekly report is on for ${name}.`,
  },
  monthlyReports: {
    ar: (name) => `تصلك هذه الرسالة لأن التقرير الشهري مفعّل لـ ${name}.`,
    en: (name) => `You receive this e-mail because the monthly report is on for ${name}.`,
  },
};

const LABEL: Record<UnsubscribableSwitch, Record<Language, string>> = {
  newReviews: { ar: 'إيقاف رسائل التقييمات الجديدة', en: 'Stop new-review e-mails' },
  negativeReviews: { ar: 'إيقاف رسائل التقييمات السلبية', en: 'Stop negative-review e-mails' },
  weeklyReports: { ar: 'إيقاف التقرير الأسبوعي', en: 'Stop the weekly report' },
  monthlyReports: { ar: 'إيقاف التقرير الشهري', en: 'Stop the monthly report' },
};

export interface UnsubscribeLink {
  notificationSwitch: UnsubscribableSwitch;
  /** The signed link (notifications/unsubscribe-token.ts), one per recipient. */
  url: string;
}

export function unsubscribeFooter(
  language: Language,
  businessName: string,
  link: UnsubscribeLink,
): EmailUnsubscribe {
  return {
    explanation: WHY[link.notificationSwitch][language](businessName),
    label: LABEL[link.notificationSwitch][language],
    url: link.url,
  };
}

/** The headers that let the mail client unsubscribe in one click (the link must be https in production). */
export function unsubscribeHeaders(link: UnsubscribeLink): Record<string, string> {
  return {
    'List-Unsubscribe': `<${link.url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The message with its unsubscribe headers. */
export function withUnsubscribeHeaders(message: MailMessage, link: UnsubscribeLink | undefined): MailMessage {
  if (!link) return message;
  return { ...message, headers: { ...message.headers, ...unsubscribeHeaders(link) } };
}
