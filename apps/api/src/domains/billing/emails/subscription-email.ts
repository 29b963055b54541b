// The subscription lifecycle's e-mails to the business (issue 12), in the business's language, each with a link
// to its subscription screen: the trial ends in a few days, the trial has ended, a payment is past due (with the
// day the grace period ends), the subscription has ended.
import type { Language } from '@sumaa/contracts';
import type { MailMessage } from '../../../mail/mailer';
import { renderEmailHtml, renderEmailText, type EmailBody } from '../../../mail/layout/email-layout';

/** The business's subscription screen (spec §2). */
export const SUBSCRIPTION_SCREEN_PATH = '/customer/subscription';

export type SubscriptionEmailKind =
  | { kind: 'trialEndingSoon'; daysLeft: number; endsAt: Date }
  | { kind: 'trialExpired' }
  | { kind: 'paymentPastDue'; graceEndsAt: Date }
  | { kind: 'subscriptionEnded' };

export interface SubscriptionEmailInput {
  to: string;
  businessName: string;
  planName: string;
  language: Language;
  publicAppUrl: string;
  /** The reader's time zone (the business's settings). */
  timeZone: string;
  email: SubscriptionEmailKind;
}

function day(date: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(`${language}-u-ca-gregory-nu-latn`, {
    dateStyle: 'long',
    timeZone,
  }).format(date);
}

interface Texts {
  subject: string;
  title: string;
  paragraphs: string[];
  action: string;
}

function arabicTexts(input: SubscriptionEmailInput): Texts {
  const { businessName: name, planName: plan, email } = input;
  const when = (date: Date) => day(date, 'ar', input.timeZone);
  switch (email.kind) {
    case 'trialEndingSoon':
      return {
        subject:
          email.daysLeft <= 1
            ? `تنتهي الفترة التجريبية لـ ${name} غداً`
            : `تنتهي الفترة التجريبية لـ ${name} بعد ${email.daysLeft} أيام`,
        title: 'فترتك التجريبية على وشك الانتهاء',
        paragraphs: [
          `تنتهي الفترة التجريبية المجانية لـ ${name} على باقة ${plan} في ${when(email.endsAt)}.`,
          'اختر باقة وادفع قبل ذلك لتستمر المزامنة والردود دون انقطاع. تقييماتك محفوظة في كل الأحوال.',
        ],
        action: 'اختيار باقة',
      };
    case 'trialExpired':
      return {
        subject: `انتهت الفترة التجريبية لـ ${name}`,
        title: 'انتهت فترتك التجريبية',
        paragraphs: [
          `انتهت الفترة التجريبية المجانية لـ ${name}. توقفت المزامنة والردود مؤقتاً، ويمكنك قراءة تقييماتك كما هي؛ لم يُحذف شيء.`,
          'اختر باقة وادفع لتعود المزامنة والردود فوراً.',
        ],
        action: 'اختيار باقة',
      };
    case 'paymentPastDue':
      return {
        subject: `دفعة اشتراك ${name} متأخرة`,
        title: 'لم نستلم دفعة التجديد',
        paragraphs: [
          `انتهت فترة اشتراك ${name} على باقة ${plan} ولم تُدفع فاتورة التجديد بعد.`,
          `تستمر خدمتك حتى ${when(email.graceEndsAt)}، ثم يُلغى الاشتراك إن لم تُدفع الفاتورة.`,
        ],
        action: 'دفع الفاتورة',
      };
    case 'subscriptionEnded':
      return {
        subject: `انتهى اشتراك ${name}`,
        title: 'انتهى اشتراكك',
        paragraphs: [
          `انتهى اشتراك ${name}. توقفت المزامنة والردود مؤقتاً، وتقييماتك محفوظة ويمكنك قراءتها.`,
          'اختر باقة متى شئت لتستأنف العمل.',
        ],
        action: 'اختيار باقة',
      };
  }
}

function englishTexts(input: SubscriptionEmailInput): Texts {
  const { businessName: name, planName: plan, email } = input;
  const when = (date: Date) => day(date, 'en', input.timeZone);
  switch (email.kind) {
    case 'trialEndingSoon':
      return {
        subject:
          email.daysLeft <= 1
            ? `${name}'s free trial ends tomorrow`
            : `${name}'s free trial ends in ${email.daysLeft} days`,
        title: 'Your free trial is ending soon',
        paragraphs: [
          `The free trial of ${name} on the ${plan} plan ends on ${when(email.endsAt)}.`,
          'Choose a plan and pay before then to keep syncing and replying without a break. Your reviews are kept either way.',
        ],
        action: 'Choose a plan',
      };
    case 'trialExpired':
      return {
        subject: `${name}'s free trial has ended`,
        title: 'Your free trial has ended',
        paragraphs: [
          `The free trial of ${name} has ended. Syncing and replying are paused; you can still read your reviews, and nothing was deleted.`,
          'Choose a plan and pay to resume syncing and replying at once.',
        ],
        action: 'Choose a plan',
      };
    case 'paymentPastDue':
      return {
        subject: `${name}'s subscription payment is past due`,
        title: 'We have not received your renewal payment',
        paragraphs: [
          `The period of ${name}'s ${plan} subscription has ended and its renewal invoice is not paid yet.`,
          `Your service continues until ${when(email.graceEndsAt)}; after that the subscription is cancelled unless the invoice is paid.`,
        ],
        action: 'Pay the invoice',
      };
    case 'subscriptionEnded':
      return {
        subject: `${name}'s subscription has ended`,
        title: 'Your subscription has ended',
        paragraphs: [
          `The subscription of ${name} has ended. Syncing and replying are paused; your reviews are kept and you can read them.`,
          'Choose a plan whenever you like to continue.',
        ],
        action: 'Choose a plan',
      };
  }
}

export function subscriptionEmail(input: SubscriptionEmailInput): MailMessage {
  const url = `${input.publicAppUrl}${SUBSCRIPTION_SCREEN_PATH}`;
  const texts = input.language === 'ar' ? arabicTexts(input) : englishTexts(input);
  const body: EmailBody = {
    language: input.language,
    title: texts.title,
    paragraphs: [input.language === 'ar' ? 'مرحباً،' : 'Hello,', ...texts.paragraphs],
    action: { label: texts.action, url },
    closing: [input.language === 'ar' ? 'فريق سمعة' : 'The Sumaa team'],
  };
  return {
    to: input.to,
    subject: texts.subject,
    text: renderEmailText(body),
    html: renderEmailHtml(body),
    actionUrl: url,
  };
}
