// The plans domain's SQL. The public price list: active plans (not deleted), cheapest first, with their
// texts in one language. Texts live in the plan's `translations` JSON (edited by the super admin); a
// language missing there falls back to English, then to the plan's own name. And one active plan's
// monthly price by code (the trial a company registration starts).
import type { Language, Plan } from '@sumaa/contracts';
import { z } from 'zod';
import type { SqlExecutor } from '../../../db/database';

interface PlanRow {
  id: string;
  name: string;
  /** numeric columns arrive as text, so prices are never rounded through a float on the way. */
  monthly_price: string;
  yearly_price: string;
  popular: boolean;
  max_users: number | null;
  max_reviews: number | null;
  ai_replies_per_month: number | null;
  translations: unknown;
}

/** The spec allows features as a list or as one comma-separated string. */
const featureList = z
  .union([z.array(z.string()), z.string().transform((text) => text.split(','))])
  .transform((items) => items.map((item) => item.trim()).filter(Boolean));

const planTextSchema = z.object({
  name: z.string().trim().min(1).optional().catch(undefined),
  description: z.string().optional().catch(undefined),
  features: featureList.optional().catch(undefined),
});
type PlanText = z.infer<typeof planTextSchema>;

function planTextIn(translations: unknown, language: Language): PlanText {
  if (typeof translations !== 'object' || translations === null) return {};
  const text = planTextSchema.safeParse((translations as Record<string, unknown>)[language]);
  return text.success ? text.data : {};
}

export async function listActivePlans(tx: SqlExecutor, language: Language): Promise<Plan[]> {
  const rows = await tx.query<PlanRow>(
    `SELECT id, name, monthly_price::text AS monthly_price, (monthly_price * 12)::text AS yearly_price,
            popular, max_users, max_reviews, ai_replies_per_month, translations
       FROM plans p
      WHERE deleted_at IS NULL
      -- Qualified: a bare name would sort by the text output column of the same name ('200' < '50').
      ORDER BY p.monthly_price, p.sort_order, p.name`,
  );
  return rows.map((row) => {
    const wanted = planTextIn(row.translations, language);
    const english = planTextIn(row.translations, 'en');
    return {
      id: row.id,
      name: wanted.name ?? english.name ?? row.name,
      price: Number(row.monthly_price),
      yearlyPrice: Number(row.yearly_price),
      currency: 'SAR',
      period: 'month',
      description: wanted.description ?? english.description ?? '',
      popular: row.popular,
      features: wanted.features ?? english.features ?? [],
      maxUsers: row.max_users,
      maxReviews: row.max_reviews,
      aiResponses: row.ai_replies_per_month,
    };
  });
}

/** The active (not deleted) plan with this code, with its monthly price as text; undefined when there is none. */
export async function findActivePlanPrice(
  tx: SqlExecutor,
  code: string,
): Promise<{ id: string; monthly_price: string } | undefined> {
  const [plan] = await tx.query<{ id: string; monthly_price: string }>(
    'SELECT id, monthly_price FROM plans WHERE code = $1 AND deleted_at IS NULL',
    [code],
  );
  return plan;
}
