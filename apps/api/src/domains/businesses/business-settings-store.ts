// The business's settings (notifications, privacy, preferences) in business_settings, one JSON document per
// business under row-level security. A business that never saved them reads the defaults of spec §3; a stored
// document is read through the schema, so a value written by an older version falls back to its default.
import {
  type BusinessSettings,
  businessSettingsSchema,
  DEFAULT_BUSINESS_SETTINGS,
  type Language,
  NOT_YET_AVAILABLE_SETTINGS,
  SETTINGS_CURRENCIES,
  type UpdateBusinessSettingsRequest,
} from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';

/**
 * What cannot take effect yet is read as it is in effect (off; SAR), whatever an older version stored: a
 * business that chose USD or SMS before keeps the rest of its settings rather than falling back to defaults.
 */
const offSwitches = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, false]));
const NOT_YET_IN_EFFECT = {
  notifications: offSwitches(NOT_YET_AVAILABLE_SETTINGS.notifications),
  privacy: offSwitches(NOT_YET_AVAILABLE_SETTINGS.privacy),
  preferences: { currency: SETTINGS_CURRENCIES[0] },
};

function withDefaults(stored: unknown): BusinessSettings {
  const value = (stored ?? {}) as Partial<Record<keyof BusinessSettings, object>>;
  const merged = {
    notifications: {
      ...DEFAULT_BUSINESS_SETTINGS.notifications,
      ...value.notifications,
      ...NOT_YET_IN_EFFECT.notifications,
    },
    privacy: { ...DEFAULT_BUSINESS_SETTINGS.privacy, ...value.privacy, ...NOT_YET_IN_EFFECT.privacy },
    preferences: {
      ...DEFAULT_BUSINESS_SETTINGS.preferences,
      ...value.preferences,
      ...NOT_YET_IN_EFFECT.preferences,
    },
    replies: { ...DEFAULT_BUSINESS_SETTINGS.replies, ...value.replies },
  };
  const parsed = businessSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_BUSINESS_SETTINGS;
}

/** The settings in effect for the business (the defaults until it saves its own). */
export async function readBusinessSettings(tx: SqlExecutor, businessId: string): Promise<BusinessSettings> {
  const [row] = await tx.query<{ settings: unknown }>(
    'SELECT settings FROM business_settings WHERE business_id = $1',
    [businessId],
  );
  return withDefaults(row?.settings);
}

/**
 * Applies a partial change on top of the stored settings and returns what is now in effect. `tx` must be a
 * transaction (a tenant transaction): the business's row is locked until it ends.
 */
export async function updateBusinessSettings(
  tx: SqlExecutor,
  businessId: string,
  change: UpdateBusinessSettingsRequest,
): Promise<BusinessSettings> {
  // Two saves at once (the settings page and an unsubscribe link, say) must not undo each other: the row is
  // made to exist (a first save waits here for a concurrent first save) and locked before it is read, so the
  // later save reads the earlier one's result and changes only its own part.
  await tx.query(
    `INSERT INTO business_settings (business_id, settings, updated_at) VALUES ($1, '{}'::jsonb, now())
       ON CONFLICT (business_id) DO NOTHING`,
    [businessId],
  );
  const [row] = await tx.query<{ settings: unknown }>(
    'SELECT settings FROM business_settings WHERE business_id = $1 FOR UPDATE',
    [businessId],
  );
  const current = withDefaults(row?.settings);
  const next = withDefaults({
    notifications: { ...current.notifications, ...change.notifications },
    privacy: { ...current.privacy, ...change.privacy },
    preferences: { ...current.preferences, ...change.preferences },
    replies: { ...current.replies, ...change.replies },
  });
  await tx.query(
    'UPDATE business_settings SET settings = $2::jsonb, updated_at = now() WHERE business_id = $1',
    [businessId, JSON.stringify(next)],
  );
  return next;
}

/** The language of the business's e-mails (settings → preferences → language; Arabic by default). */
export async function readBusinessLanguage(tx: SqlExecutor, businessId: string): Promise<Language> {
  return (await readBusinessSettings(tx, businessId)).preferences.language;
}
