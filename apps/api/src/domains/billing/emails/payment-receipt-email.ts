// The payment e-mails to the business's owner (issue 12), in the business's language: the receipt of a paid
// invoice (its number, plan, period and total, with a link to the invoice in the billing history), and a renewal
// invoice to pay before the period ends (with the provider's payment page).
import type { Language } from '@sumaa/contracts';
import type { MailMessage } from '../../../mail/mailer';
import { renderEmailHtml, renderEmailText, type EmailBody } from '../../../mail/layout/email-layout';

function day(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(`${language}-u-ca-gregory-nu-latn`, {
    dateStyle: 'long',
    timeZone: 'Asia/Riyadh',
  }).format(date);
}

function money(amount: string, language: Language): string {
  return language === 'ar' ? `${amount} ر.س` : `SAR ${amount}`;
}

export interface PaymentReceiptEmailInput {
  to: string;
  language: Language;
  businessName: string;
  invoiceNumber: string;
  planName: string;
  /** Decimal strings with two places, VAT included. */
  total: string;
  vatAmount: string;
  periodStart: Date;
  periodEnd: Date;
  /** The invoice in the subscription screen's billing history. */
  invoiceUrl: string;
}

export function paymentReceiptEmail(input: PaymentReceiptEmailInput): MailMessage {
  const { language } = input;
  const period = `${day(input.periodStart, language)} – ${day(input.periodEnd, language)}`;
  const body: EmailBody =
    language === 'ar'
      ? {
          language,
          title: 'تم استلام دفعتك',
          paragraphs: ['مرحباً،', `استلمنا دفعة ${input.businessName} لباقة ${input.planName}. شكراً لك.`],
          sections: [
            {
              heading: 'الفاتورة الضريبية المبسطة',
              rows: [
                { label: 'رقم الفاتورة', value: input.invoiceNumber },
                { label: 'الفترة', value: period },
                { label: 'ضريبة القيمة المضافة', value: money(input.vatAmount, language) },
                { label: 'الإجمالي شاملاً الضريبة', value: money(input.total, language) },
              ],
            },
          ],
          action: { label: 'عرض الفاتورة وتنزيلها', url: input.invoiceUrl },
          closing: ['فريق سمعة'],
        }
      : {
          language,
          title: 'Your payment was received',
          paragraphs: [
            'Hello,',
            `We received ${input.businessName}’s payment for the ${input.planName} plan. Thank you.`,
          ],
          sections: [
            {
              heading: 'Simplified tax invoice',
              rows: [
                { label: 'Invoice number', value: input.invoiceNumber },
                { label: 'Period', value: period },
                { label: 'VAT', value: money(input.vatAmount, language) },
                { label: 'Total incl. VAT', value: money(input.total, language) },
              ],
            },
          ],
          action: { label: 'View and download the invoice', url: input.invoiceUrl },
          closing: ['The Sumaa team'],
        };
  return {
    to: input.to,
    subject:
      language === 'ar'
        ? `إيصال الدفع ${input.invoiceNumber} — سمعة`
        : `Payment receipt ${input.invoiceNumber} — Sumaa`,
    text: renderEmailText(body),
    html: renderEmailHtml(body),
    actionUrl: input.invoiceUrl,
  };
}

export interface RenewalInvoiceEmailInput {
  to: string;
  language: Language;
  businessName: string;
  planName: string;
  total: string;
  /** When the current period ends (the payment is due). */
  dueAt: Date;
  periodStart: Date;
  periodEnd: Date;
  /** The provider's hosted payment page. */
  paymentUrl: string;
}

export function renewalInvoiceEmail(input: RenewalInvoiceEmailInput): MailMessage {
  const { language } = input;
  const period = `${day(input.periodStart, language)} – ${day(input.periodEnd, language)}`;
  const body: EmailBody =
    language === 'ar'
      ? {
          language,
          title: 'فاتورة تجديد اشتراكك',
          paragraphs: [
            'مرحباً،',
            `يتجدد اشتراك ${input.businessName} في باقة ${input.planName} في ${day(input.dueAt, language)}.`,
            `المبلغ المستحق للفترة ${period}: ${money(input.total, language)} شاملاً ضريبة القيمة المضافة.`,
          ],
          action: { label: 'ادفع الآن', url: input.paymentUrl },
          closing: ['ادفع قبل نهاية الفترة الحالية لتستمر المزامنة والردود دون انقطاع.', 'فريق سمعة'],
        }
      : {
          language,
          title: 'Your subscription renewal invoice',
          paragraphs: [
            'Hello,',
            `${input.businessName}’s ${input.planName} subscription renews on ${day(input.dueAt, language)}.`,
            `Due for ${period}: ${money(input.total, language)} including VAT.`,
          ],
          action: { label: 'Pay now', url: input.paymentUrl },
          closing: [
            'Pay before the current period ends so syncing and replying continue without a break.',
            'The Sumaa team',
          ],
        };
  return {
    to: input.to,
    subject:
      language === 'ar'
        ? `فاتورة تجديد اشتراك ${input.businessName} — سمعة`
        : `Renewal invoice for ${input.businessName} — Sumaa`,
    text: renderEmailText(body),
    html: renderEmailHtml(body),
    actionUrl: input.paymentUrl,
  };
}
