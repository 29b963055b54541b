// The platform's billing settings (platform_settings, editable by the super admin and read when an invoice is
// opened, so a change applies to the next invoice): the VAT rate, the invoice number prefix and the seller as a
// simplified tax invoice names it. A missing or malformed value falls back to its default; an empty seller VAT
// number means the deployment's SELLER_VAT_NUMBER.
import { z } from 'zod';
import type { SqlExecutor } from '../../../db/database';
import { PLATFORM_SETTING_DEFAULTS } from '../../../db/seeds/platform-settings';
import { readBillingSettingValues, type BillingSettings } from './invoices-store';

/** ZATCA's VAT registration number: 15 digits. */
const VAT_NUMBER = /^\d{15}$/;

/** What an unset or malformed setting means: the seeded defaults. */
const BILLING_SETTING_DEFAULTS = PLATFORM_SETTING_DEFAULTS;

const text = (fallback: string, max: number) => z.string().trim().min(1).max(max).catch(fallback);

export async function readBillingSettings(
  tx: SqlExecutor,
  deploymentVatNumber: string,
): Promise<BillingSettings> {
  const values = await readBillingSettingValues(tx);
  const vatNumber = z
    .string()
    .trim()
    .regex(VAT_NUMBER)
    .catch(deploymentVatNumber)
    .parse(values.seller_vat_number);
  return {
    taxRatePercent: z
      .number()
      .min(0)
      .max(100)
      .catch(BILLING_SETTING_DEFAULTS.tax_rate)
      .parse(values.tax_rate),
    invoicePrefix: z
      .string()
      .trim()
      .max(20)
      .regex(/^[A-Za-z0-9-_/]*$/)
      .catch(BILLING_SETTING_DEFAULTS.invoice_prefix)
      .parse(values.invoice_prefix),
    seller: {
      name: text(BILLING_SETTING_DEFAULTS.seller_name, 120).parse(values.seller_name),
      vatNumber,
      address: text(BILLING_SETTING_DEFAULTS.seller_address, 300).parse(values.seller_address),
    },
  };
}

/** INV-000001: the prefix and the sequence's number on six digits (more once it passes a million). */
export function formatInvoiceNumber(prefix: string, sequence: number): string {
  return `${prefix}${String(sequence).padStart(6, '0')}`;
}
