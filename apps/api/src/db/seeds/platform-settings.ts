// Defaults of the platform settings the API enforces (decisions #5); an admin may change them later,
// so seeding never overwrites an existing value.
import type { SqlExecutor } from '../database';

export const PLATFORM_SETTING_DEFAULTS = {
  password_min_length: 8,
  /** Spec §9: new passwords need a character that is neither a letter nor a digit (existing ones still sign in). */
  password_require_special: true,
  /** Spec §9: a sign-in lasts 24 hours (the refresh family's lifetime), fixed when it is made. */
  session_timeout_hours: 24,
  trial_days: 14,
  /** VAT in percent on invoices (spec §9). */
  tax_rate: 15,
  /** Days a past-due subscription keeps working before it is cancelled (issue 12). */
  grace_period_days: 7,
  /** The paid invoices' number prefix (INV-000001, …); each prefix keeps its own sequence. */
  invoice_prefix: 'INV-',
  /** The seller on every tax invoice; an empty VAT number means the deployment's SELLER_VAT_NUMBER. */
  seller_name: 'Sumaa',
  seller_vat_number: '',
  seller_address: 'Riyadh, Saudi Arabia',
} as const;

export async function seedPlatformSettings(tx: SqlExecutor): Promise<void> {
  for (const [key, value] of Object.entries(PLATFORM_SETTING_DEFAULTS)) {
    await tx.query(
      'INSERT INTO platform_settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING',
      [key, JSON.stringify(value)],
    );
  }
}
