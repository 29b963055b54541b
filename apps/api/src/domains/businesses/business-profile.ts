// The current business's profile, read inside its tenant transaction: the row-level policy only lets
// the business named by app.business_id through, whatever the query asks for.
import type { BusinessProfile } from '@sumaa/contracts';
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
