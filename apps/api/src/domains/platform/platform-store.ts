// The platform domain's SQL: the settings the API enforces (decisions #5, read at the moment they matter,
// so a change by the super admin applies to the next registration without a restart), the launch
// reminders, the local mail outbox, and the health check's ping.
import type { Language, LaunchReminder, OutboxMail, PasswordPolicy } from '@sumaa/contracts';
import { z } from 'zod';
import type { Database, SqlExecutor } from '../../db/database';
import { PLATFORM_SETTING_DEFAULTS } from '../../db/seeds/platform-settings';

export interface PlatformSettings {
  passwordMinLength: number;
  /** The whole password rule of sign-up, invitation and reset (/admin/settings, security). */
  passwordPolicy: PasswordPolicy;
  trialDays: number;
}

const settingValue = (fallback: number, max: number) => z.number().int().min(1).max(max).catch(fallback);

export async function readPlatformSettings(db: Database): Promise<PlatformSettings> {
  const rows = await db.query<{ key: string; value: unknown }>(
    `SELECT key, value FROM platform_settings
      WHERE key IN ('password_min_length', 'password_require_special', 'trial_days')`,
  );
  const values = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const passwordMinLength = settingValue(PLATFORM_SETTING_DEFAULTS.password_min_length, 128).parse(
    values.password_min_length,
  );
  return {
    passwordMinLength,
    passwordPolicy: {
      minLength: passwordMinLength,
      requireSpecialChars: z
        .boolean()
        .catch(PLATFORM_SETTING_DEFAULTS.password_require_special)
        .parse(values.password_require_special),
    },
    trialDays: settingValue(PLATFORM_SETTING_DEFAULTS.trial_days, 365).parse(values.trial_days),
  };
}

/** The database answers (the health check). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.query('SELECT 1');
}

/**
 * Keeps an address to tell when Sumaa launches. One row per address (stored lower-cased, unique), so
 * asking again, even twice at the same moment, stores nothing new.
 */
export async function subscribeToLaunch(
  tx: SqlExecutor,
  email: string,
  language: Language,
  now: Date,
): Promise<LaunchReminder> {
  const [created] = await tx.query<{ created_at: Date }>(
    `INSERT INTO launch_reminders (email, language, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO NOTHING
     RETURNING created_at`,
    [email, language, now],
  );
  if (created)
    return { email, createdAt: new Date(created.created_at).toISOString(), alreadySubscribed: false };
  const [existing] = await tx.query<{ created_at: Date }>(
    'SELECT created_at FROM launch_reminders WHERE email = $1',
    [email],
  );
  return { email, createdAt: new Date(existing.created_at).toISOString(), alreadySubscribed: true };
}

const OUTBOX_PAGE = 200;

/** The local outbox, newest first (by the time written: ids are handed out before commit, so concurrent mails can
 * take ids out of time order), optionally only the mails to one address (lower-cased). */
export async function listOutboxMails(db: Database, to: string | null): Promise<OutboxMail[]> {
  const rows = await db.query<{
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    created_at: Date;
  }>(
    `SELECT to_address, subject, text_body, html_body, created_at FROM mail_outbox
      WHERE $1::text IS NULL OR to_address = $1::text
      ORDER BY created_at DESC, id DESC LIMIT ${OUTBOX_PAGE}`,
    [to],
  );
  return rows.map((row) => ({
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: row.created_at.toISOString(),
  }));
}
