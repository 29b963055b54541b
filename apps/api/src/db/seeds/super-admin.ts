// The platform's super administrator: from SUMAA_ADMIN_EMAIL / SUMAA_ADMIN_PASSWORD, or, on a first
// start without them, with a generated password that the server prints once. Only the hash is stored.
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../../domains/auth';
import type { SqlExecutor } from '../database';

export const GENERATED_SUPER_ADMIN_EMAIL = 'admin@sumaa.local';
const SUPER_ADMIN_NAME = 'Sumaa Admin';
const FINAL_ONBOARDING_STEP = 4;

export interface GeneratedSuperAdmin {
  email: string;
  password: string;
}

interface ExistingAccount {
  id: string;
  password_hash: string;
  is_super_admin: boolean;
}

function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

async function insertSuperAdmin(tx: SqlExecutor, email: string, password: string, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO users (email, full_name, password_hash, is_super_admin, email_confirmed_at, current_step,
                        preferred_language, created_at, updated_at)
     VALUES ($1, $2, $3, true, $4, $5, 'ar', $4, $4)`,
    [email, SUPER_ADMIN_NAME, await hashPassword(password), now, FINAL_ONBOARDING_STEP],
  );
}

export async function seedSuperAdmin(
  tx: SqlExecutor,
  configured: { email: string | undefined; password: string | undefined },
  now: Date,
): Promise<GeneratedSuperAdmin | null> {
  if (!configured.email) {
    const [anyAdmin] = await tx.query('SELECT 1 FROM users WHERE is_super_admin LIMIT 1');
    if (anyAdmin) return null;
    const password = generatePassword();
    await insertSuperAdmin(tx, GENERATED_SUPER_ADMIN_EMAIL, password, now);
    return { email: GENERATED_SUPER_ADMIN_EMAIL, password };
  }

  const email = configured.email;
  const [existing] = await tx.query<ExistingAccount>(
    'SELECT id, password_hash, is_super_admin FROM users WHERE email = $1',
    [email],
  );
  if (!existing) {
    const password = configured.password ?? generatePassword();
    await insertSuperAdmin(tx, email, password, now);
    return configured.password ? null : { email, password };
  }
  if (!existing.is_super_admin && !configured.password) {
    // Anyone may have registered this address; promoting that account would hand them the platform.
    throw new Error(
      `SUMAA_ADMIN_EMAIL ${email} belongs to an ordinary account; set SUMAA_ADMIN_PASSWORD to take it over.`,
    );
  }
  // The environment is the source of truth for the configured admin: a changed password is applied.
  const passwordChanged =
    configured.password !== undefined && !(await verifyPassword(existing.password_hash, configured.password));
  const passwordHash = passwordChanged ? await hashPassword(configured.password!) : existing.password_hash;
  if (passwordChanged) {
    await tx.query(
      `UPDATE auth_sessions SET revoked_at = $2, revoke_reason = 'password_changed'
        WHERE user_id = $1 AND revoked_at IS NULL`,
      [existing.id, now],
    );
  }
  await tx.query(
    `UPDATE users
        SET is_super_admin = true, is_active = true, password_hash = $2, current_step = $3,
            email_confirmed_at = COALESCE(email_confirmed_at, $4), updated_at = $4
      WHERE id = $1`,
    [existing.id, passwordHash, FINAL_ONBOARDING_STEP, now],
  );
  return null;
}
