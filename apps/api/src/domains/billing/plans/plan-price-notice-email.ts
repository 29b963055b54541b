// The notice a business gets when the super admin changes its plan's price (issue 12): the period already
// paid keeps its price; the new one applies from the next renewal. In the business's language.
import type { Language } from '@sumaa/contracts';
import type { MailMessage } from '../../../mail/mailer';
import { renderEmailHtml, renderEmailText, type EmailBody } from '../../../mail/layout/email-layout';

export interface PlanPriceNoticeEmailInput {
  to: string;
  ownerName: string;
  businessName: string;
  planName: string;
  /** Per month, or per year for a yearly subscription, as the renewal charges it (VAT excluded). */
  oldAmount: number;
  newAmount: number;
  interval: 'monthly' | 'yearly';
  effectiveFrom: Date;
  publicAppUrl: string;
  language: Language;
}

/** SAR in the reader's language, Latin digits in English, Arabic-Indic in Arabic (decisions #11). */
export function formatSar(amount: number, language: Language): string {
  return new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US', {
    style: 'currency',
    currency: 'SAR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A day in Gregorian, pinned calendar and digits (decisions #11), as the business's Riyadh default reads it. */
export function formatNoticeDate(instant: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-US-u-ca-gregory', {
    dateStyle: 'long',
    timeZone: 'Asia/Riyadh',
  }).format(instant);
}

export function planPriceNoticeEmail(input: PlanPriceNoticeEmailInput): MailMessage {
  const { language } = input;
  const url = `${input.publicAppUrl}/customer/subscription`;
  const oldAmount = formatSar(input.oldAmount, language);
  const newAmount = formatSar(input.newAmount, language);
  const date = formatNoticeDate(input.effectiveFrom, language);
  const per =
    language === 'ar'
      ? input.interval === 'yearly'
        ? 'سنوياً'
        : 'شهرياً'
      : input.interval === 'yearly'
        ? 'a year'
        : 'a month';
  const body: EmailBody =
    language === 'ar'
      ? {
          language,
          title: `تغيّر سعر باقة ${input.planName}`,
          paragraphs: [
            `مرحباً ${input.ownerName}،`,
            `سيتغير سعر باقة ${input.planName} التي يشترك بها ${input.businessName} من ${oldAmount} إلى ${newAmount} ${per} (غير شامل ضريبة القيمة المضافة).`,
            `الفترة الحالية المدفوعة لا تتغير. يسري السعر الجديد عند التجديد القادم في ${date}.`,
            'يمكنك تغيير باقتك أو إلغاء التجديد قبل ذلك التاريخ من صفحة الاشتراك.',
          ],
          action: { label: 'عرض الاشتراك', url },
          closing: ['فريق سمعة'],
        }
      : {
          language,
          title: `The price of the ${input.planName} plan is changing`,
          paragraphs: [
            `Hello ${input.ownerName},`,
            `The price of the ${input.planName} plan that ${input.businessName} subscribes to changes from ${oldAmount} to ${newAmount} ${per} (VAT excluded).`,
            `The period you have already paid for does not change. The new price applies from your next renewal on ${date}.`,
            'You can change your plan or cancel the renewal before that date on your subscription page.',
          ],
          action: { label: 'View your subscription', url },
          closing: ['The Sumaa team'],
        };
  return {
    to: input.to,
    subject:
      language === 'ar'
        ? `تغيّر سعر باقة ${input.planName} ابتداءً من ${date}`
        : `The ${input.planName} plan’s price changes from ${date}`,
    text: renderEmailText(body),
    html: renderEmailHtml(body),
    actionUrl: url,
  };
}
