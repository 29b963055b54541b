// The platform settings the API enforces (decisions #5): read at the moment they matter, so a change
// by the super admin applies to the next registration without a restart.
import { z } from 'zod';
import type { Database } from '../db/database';
import { PLATFORM_SETTING_DEFAULTS } from '../db/seeds/platform-settings';

export interface PlatformSettings {
  passwordMinLength: number;
  trialDays: number;
}

const settingValue = (fallback: number, max: number) => z.number().int().min(1).max(max).catch(fallback);

export async function readPlatformSettings(db: Database): Promise<PlatformSettings> {
  const rows = await db.query<{ key: string; value: unknown }>(
    `SELECT key, value FROM platform_settings WHERE key IN ('password_min_length', 'trial_days')`,
  );
  const values = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return {
    passwordMinLength: settingValue(PLATFORM_SETTING_DEFAULTS.password_min_length, 128).parse(
      values.password_min_length,
    ),
    trialDays: settingValue(PLATFORM_SETTING_DEFAULTS.trial_days, 365).parse(values.trial_days),
  };
}
