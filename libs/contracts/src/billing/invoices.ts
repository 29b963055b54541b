// The business's billing history (issue 12): each invoice with its amounts; a paid one has its sequential
// number and downloads as a simplified tax invoice (PDF with the ZATCA QR code).
import { z } from 'zod';
import { LANGUAGES } from '../common/language';
import { idSchema } from '../http/ids';
import { BILLING_INTERVALS } from './subscription';

export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_KINDS = ['subscription', 'upgrade', 'renewal'] as const;

export const invoiceSchema = z.object({
  id: z.string(),
  /** The sequential number with the platform's prefix; null until paid. */
  number: z.string().nullable(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  planName: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  periodStart: z.string(),
  periodEnd: z.string(),
  amountExclVat: z.number(),
  vatRate: z.number(),
  vatAmount: z.number(),
  total: z.number(),
  currency: z.literal('SAR'),
  createdAt: z.string(),
  dueAt: z.string(),
  paidAt: z.string().nullable(),
  /** The hosted payment page of an open invoice. */
  paymentUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListSchema = z.object({ items: z.array(invoiceSchema) });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const invoiceParamsSchema = z.object({ invoiceId: idSchema });

/** The PDF's language; defaults to the caller's Accept-Language. */
export const invoicePdfQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { error: 'invalidValue' }).optional(),
});
