// The businesses domain's SQL: the business's profile, the caller's memberships, and the rows a company
// registration writes (the user, their business, the admin membership). Reads and writes run in the
// caller's tenant transaction: the row-level policies only let the business named by app.business_id
// (and the user named by app.user_id) through, whatever the query asks for.
import type { BusinessProfile, Language, Permission } from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';

interface BusinessRow {
  business_id: string;
  name: string;
  owner_name: string;
  email: string;
  phone: string;
  address: string;
  industry: string;
  country: string;
  city: string;
  logo_url: string;
  website: string;
  description: string;
}

/** The current business's profile (null when the policy hides it or it does not exist). */
export async function readBusinessProfile(
  tx: SqlExecutor,
  businessId: string,
): Promise<BusinessProfile | null> {
  const [row] = await tx.query<BusinessRow>(
    `SELECT business_id, name, owner_name, email, phone, address, industry, country, city, logo_url, website, description
       FROM businesses WHERE business_id = $1`,
    [businessId],
  );
  if (!row) return null;
  return {
    id: row.business_id,
    name: row.name,
    ownerName: row.owner_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    industry: row.industry,
    country: row.country,
    city: row.city,
    logoUrl: row.logo_url,
    website: row.website,
    description: row.description,
  };
}

export interface NewUser {
  userId: string;
  email: string;
  fullName: string;
  phone: string | null;
  passwordHash: string;
  avatarFile: string | null;
  language: Language;
  emailConfirmedAt: Date | null;
  now: Date;
}

/** The registering user (onboarding step 0); false, with nothing written, when the address is taken. */
export async function insertUserUnlessEmailTaken(tx: SqlExecutor, user: NewUser): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO users (id, email, full_name, phone, password_hash, avatar_file, preferred_language,
                        email_confirmed_at, current_step, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9, $9)
     ON CONFLICT (email) DO NOTHING
     RETURNING id`,
    [
      user.userId,
      user.email,
      user.fullName,
      user.phone,
      user.passwordHash,
      user.avatarFile,
      user.language,
      user.emailConfirmedAt,
      user.now,
    ],
  );
  return inserted.length > 0;
}

export interface NewBusiness {
  businessId: string;
  name: string;
  ownerName: string;
  email: string;
  phone: string;
  industry: string;
  now: Date;
}

/** A new business, in Saudi Arabia. */
export async function insertBusiness(tx: SqlExecutor, business: NewBusiness): Promise<void> {
  await tx.query(
    `INSERT INTO businesses (business_id, name, owner_name, email, phone, industry, country, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'SA', $7, $7)`,
    [
      business.businessId,
      business.name,
      business.ownerName,
      business.email,
      business.phone,
      business.industry,
      business.now,
    ],
  );
}

/** The user as the business's active admin and owner (never demoted or deactivated), with the given permissions. */
export async function insertAdminMembership(
  tx: SqlExecutor,
  membership: { businessId: string; userId: string; permissions: Permission[]; now: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO business_members (business_id, user_id, role, permissions, status, is_owner, created_at)
     VALUES ($1, $2, 'admin', $3, 'active', true, $4)`,
    [membership.businessId, membership.userId, membership.permissions, membership.now],
  );
}

/** The profile's texts as saved from settings (the logo has its own calls). */
export type BusinessProfileTexts = Omit<BusinessProfile, 'id' | 'logoUrl'>;

/** Saves the profile's texts; false when the policy hides the business or it does not exist. */
export async function updateBusinessProfileTexts(
  tx: SqlExecutor,
  businessId: string,
  texts: BusinessProfileTexts,
  now: Date,
): Promise<boolean> {
  const updated = await tx.query(
    `UPDATE businesses
        SET name = $2, owner_name = $3, email = $4, phone = $5, address = $6, industry = $7, country = $8,
            city = $9, website = $10, description = $11, updated_at = $12
      WHERE business_id = $1
    RETURNING business_id`,
    [
      businessId,
      texts.name,
      texts.ownerName,
      texts.email,
      texts.phone,
      texts.address,
      texts.industry,
      texts.country,
      texts.city,
      texts.website,
      texts.description,
      now,
    ],
  );
  return updated.length > 0;
}

/**
 * Replaces the logo URL and returns the one it replaced ('' for none; null when the business is not visible).
 * The row is locked first, so two uploads at once each learn the file the other replaced.
 */
export async function replaceBusinessLogoUrl(
  tx: SqlExecutor,
  businessId: string,
  logoUrl: string,
  now: Date,
): Promise<string | null> {
  const [current] = await tx.query<{ logo_url: string }>(
    'SELECT logo_url FROM businesses WHERE business_id = $1 FOR UPDATE',
    [businessId],
  );
  if (!current) return null;
  await tx.query('UPDATE businesses SET logo_url = $2, updated_at = $3 WHERE business_id = $1', [
    businessId,
    logoUrl,
    now,
  ]);
  return current.logo_url;
}
