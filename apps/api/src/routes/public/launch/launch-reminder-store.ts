// Addresses that asked to hear when Sumaa launches. One row per address (stored lower-cased, unique), so
// asking again, even twice at the same moment, stores nothing new.
import type { Language, LaunchReminder } from '@sumaa/contracts';
import type { SqlExecutor } from '../../../db/database';

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
