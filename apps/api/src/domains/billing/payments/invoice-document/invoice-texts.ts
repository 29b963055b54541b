// The invoice's words in each language. Dates are Gregorian with Latin digits in both, written in Riyadh
// time (a Saudi invoice's local time); amounts use Latin digits too, so numbers stay searchable.
import type { InvoiceLanguage } from './invoice-types';

export interface InvoiceTexts {
  title: string;
  seller: string;
  buyer: string;
  vatNumber: string;
  invoiceNumber: string;
  issuedAt: string;
  period: string;
  paidAt: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amountExclVat: string;
  vatRate: string;
  vatAmount: string;
  amountInclVat: string;
  subtotalExclVat: string;
  vatAtRate: (ratePercent: string) => string;
  totalWithVat: string;
  currency: string;
  amountsIn: string;
  /** A range of two dates. */
  range: (from: string, to: string) => string;
}

export const INVOICE_TEXTS: Record<InvoiceLanguage, InvoiceTexts> = {
  ar: {
    title: 'فاتورة ضريبية مبسطة',
    seller: 'البائع',
    buyer: 'العميل',
    vatNumber: 'الرقم الضريبي',
    invoiceNumber: 'رقم الفاتورة',
    issuedAt: 'تاريخ الإصدار',
    period: 'فترة الاشتراك',
    paidAt: 'تاريخ الدفع',
    description: 'الوصف',
    quantity: 'الكمية',
    unitPrice: 'سعر الوحدة',
    amountExclVat: 'المبلغ دون الضريبة',
    vatRate: 'نسبة الضريبة',
    vatAmount: 'مبلغ الضريبة',
    amountInclVat: 'المبلغ شامل الضريبة',
    subtotalExclVat: 'الإجمالي دون ضريبة القيمة المضافة',
    vatAtRate: (rate) => `ضريبة القيمة المضافة (${rate}%)`,
    totalWithVat: 'الإجمالي شامل ضريبة القيمة المضافة',
    currency: 'ر.س',
    amountsIn: 'جميع المبالغ بالريال السعودي (ر.س).',
    range: (from, to) => `من ${from} إلى ${to}`,
  },
  en: {
    title: 'Simplified Tax Invoice',
    seller: 'Seller',
    buyer: 'Customer',
    vatNumber: 'VAT number',
    invoiceNumber: 'Invoice number',
    issuedAt: 'Issue date',
    period: 'Subscription period',
    paidAt: 'Paid on',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amountExclVat: 'Amount excl. VAT',
    vatRate: 'VAT rate',
    vatAmount: 'VAT amount',
    amountInclVat: 'Amount incl. VAT',
    subtotalExclVat: 'Total excl. VAT',
    vatAtRate: (rate) => `VAT (${rate}%)`,
    totalWithVat: 'Total with VAT',
    currency: 'SAR',
    amountsIn: 'All amounts in Saudi riyals (SAR).',
    range: (from, to) => `${from} – ${to}`,
  },
};

const TIME_ZONE = 'Asia/Riyadh';
const LOCALES: Record<InvoiceLanguage, string> = { ar: 'ar-SA-u-ca-gregory-nu-latn', en: 'en-GB' };

export function formatInvoiceDate(date: Date, language: InvoiceLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(date);
}

export function formatInvoiceDateTime(date: Date, language: InvoiceLanguage): string {
  const time = new Intl.DateTimeFormat(LOCALES[language], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  }).format(date);
  return `${formatInvoiceDate(date, language)} ${time}`;
}
