// An invoice row as the billing history shows it (invoiceSchema), and as the PDF document draws it.
import type { Invoice, Language } from '@sumaa/contracts';
import type { InvoiceDocument } from './invoice-document';
import { zatcaTlvBase64 } from './invoice-document';
import { planNameIn, type InvoiceRow } from './invoices-store';

export function invoiceModel(row: InvoiceRow, language: Language): Invoice {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    planName: planNameIn({ name: row.plan_name, translations: row.plan_translations }, language),
    interval: row.billing_interval,
    periodStart: row.period_start.toISOString(),
    periodEnd: row.period_end.toISOString(),
    amountExclVat: Number(row.amount_excl_vat),
    vatRate: Number(row.vat_rate),
    vatAmount: Number(row.vat_amount),
    total: Number(row.total),
    currency: 'SAR',
    createdAt: row.created_at.toISOString(),
    dueAt: row.due_at.toISOString(),
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
    paymentUrl: row.status === 'open' ? row.payment_url : null,
  };
}

const LINE_TEXTS: Record<
  Language,
  { kinds: Record<InvoiceRow['kind'], string>; intervals: Record<string, string> }
> = {
  en: {
    kinds: { subscription: 'subscription', upgrade: 'upgrade (prorated)', renewal: 'renewal' },
    intervals: { monthly: 'monthly', yearly: 'yearly' },
  },
  ar: {
    kinds: { subscription: 'اشتراك', upgrade: 'ترقية (بالتناسب)', renewal: 'تجديد' },
    intervals: { monthly: 'شهري', yearly: 'سنوي' },
  },
};

/** ISO 8601 to the second, as ZATCA's examples write the time stamp. */
const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A paid invoice as a simplified tax invoice: one line for the plan and period, with its ZATCA QR payload. */
export function invoiceDocumentOf(row: InvoiceRow, language: Language): InvoiceDocument {
  if (!row.number || !row.paid_at) throw new Error('Only a paid invoice has a tax invoice document');
  const texts = LINE_TEXTS[language];
  const planName = planNameIn({ name: row.plan_name, translations: row.plan_translations }, language);
  const vatRatePercent = String(Number(row.vat_rate));
  return {
    number: row.number,
    issuedAt: row.paid_at,
    seller: row.seller,
    buyer: { name: row.buyer.name, address: row.buyer.address ?? null },
    lines: [
      {
        description: `${planName} — ${texts.kinds[row.kind]} (${texts.intervals[row.billing_interval]})`,
        quantity: 1,
        unitPriceExclVat: row.amount_excl_vat,
        lineTotalExclVat: row.amount_excl_vat,
      },
    ],
    subtotalExclVat: row.amount_excl_vat,
    vatRatePercent,
    vatAmount: row.vat_amount,
    totalWithVat: row.total,
    currency: 'SAR',
    periodStart: row.period_start,
    periodEnd: row.period_end,
    paidAt: row.paid_at,
    qrBase64: zatcaTlvBase64({
      sellerName: row.seller.name,
      vatNumber: row.seller.vatNumber,
      timestamp: isoSeconds(row.paid_at),
      totalWithVat: row.total,
      vatAmount: row.vat_amount,
    }),
  };
}
