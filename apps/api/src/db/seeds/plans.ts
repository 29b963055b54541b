// The three plans of spec §9, in both languages. Inserted once by code; later edits by the super admin
// are kept (ON CONFLICT DO NOTHING). A year is 12 months, so the yearly price is 12 × the monthly one.
// The features are what a plan adds beyond its limits: the limits (users, reviews, AI replies) are columns, and
// the plan cards show them from there, so repeating them here would show each one twice.
import type { SqlExecutor } from '../database';

interface PlanText {
  name: string;
  period: string;
  description: string;
  features: string[];
}

export interface PlanSeed {
  code: 'basic' | 'professional' | 'enterprise';
  monthlyPrice: number;
  popular: boolean;
  /** null = unlimited */
  maxUsers: number | null;
  maxReviews: number | null;
  aiRepliesPerMonth: number | null;
  /** null = the product's own cap of five (migration 019). */
  maxCompetitors: number | null;
  /** Competitor searches (billable Google Places calls) per business-local day (migration 028). */
  competitorSearchesPerDay: number;
  /** Review requests per calendar month of the business (migration 044). */
  reviewRequestsPerMonth: number;
  sortOrder: number;
  translations: { en: PlanText; ar: PlanText };
}

export const PLAN_SEEDS: readonly PlanSeed[] = [
  {
    code: 'basic',
    monthlyPrice: 50,
    popular: false,
    maxUsers: 1,
    maxReviews: 100,
    aiRepliesPerMonth: 0,
    maxCompetitors: 1,
    competitorSearchesPerDay: 20,
    reviewRequestsPerMonth: 200,
    sortOrder: 1,
    translations: {
      en: {
        name: 'Basic',
        period: 'month',
        description: 'For a single location starting to take care of its reviews.',
        features: [
          'Reply to Google reviews',
          'Smart reply templates',
          'Monthly performance summary',
          'Email support',
        ],
      },
      ar: {
        name: 'الأساسية',
        period: 'شهر',
        description: 'لمنشأة بفرع واحد تبدأ العناية بتقييماتها.',
        features: [
          'الرد على تقييمات Google',
          'قوالب الردود الذكية',
          'ملخص أداء شهري',
          'دعم عبر البريد الإلكتروني',
        ],
      },
    },
  },
  {
    code: 'professional',
    monthlyPrice: 200,
    popular: true,
    maxUsers: 5,
    maxReviews: 1000,
    aiRepliesPerMonth: 100,
    maxCompetitors: 3,
    competitorSearchesPerDay: 100,
    reviewRequestsPerMonth: 1000,
    sortOrder: 2,
    translations: {
      en: {
        name: 'Professional',
        period: 'month',
        description: 'For growing businesses that answer their reviews as a team.',
        features: [
          'Assign reviews to team members',
          'Advanced analytics and keywords',
          'Instant alerts for negative reviews',
          'Priority support',
        ],
      },
      ar: {
        name: 'الاحترافية',
        period: 'شهر',
        description: 'للأعمال المتنامية التي ترد على تقييماتها كفريق.',
        features: [
          'إسناد التقييمات إلى أعضاء الفريق',
          'تحليلات متقدمة والكلمات المفتاحية',
          'تنبيهات فورية للتقييمات السلبية',
          'دعم ذو أولوية',
        ],
      },
    },
  },
  {
    code: 'enterprise',
    monthlyPrice: 500,
    popular: false,
    maxUsers: null,
    maxReviews: null,
    aiRepliesPerMonth: null,
    maxCompetitors: null,
    competitorSearchesPerDay: 500,
    reviewRequestsPerMonth: 5000,
    sortOrder: 3,
    translations: {
      en: {
        name: 'Enterprise',
        period: 'month',
        description: 'For multi-branch brands that need everything, without limits.',
        features: [
          'Multiple branches and locations',
          'Competitor comparison',
          'Scheduled reports',
          'Dedicated account manager',
        ],
      },
      ar: {
        name: 'المؤسسات',
        period: 'شهر',
        description: 'للعلامات التجارية متعددة الفروع التي تحتاج كل شيء بلا حدود.',
        features: ['فروع ومواقع متعددة', 'مقارنة بالمنافسين', 'تقارير مجدولة', 'مدير حساب مخصص'],
      },
    },
  },
];

/** The plan every new business starts its free trial on (spec §9: default plan Professional). */
export const TRIAL_PLAN_CODE: PlanSeed['code'] = 'professional';

export async function seedPlans(tx: SqlExecutor): Promise<void> {
  for (const plan of PLAN_SEEDS) {
    await tx.query(
      `INSERT INTO plans (code, name, price, monthly_price, yearly_price, duration_in_months, popular,
                          max_users, max_reviews, ai_replies_per_month, translations, sort_order, max_competitors,
                          competitor_searches_per_day, review_requests_per_month)
       VALUES ($1, $2, $3, $3, $4, 1, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13)
       ON CONFLICT (code) DO NOTHING`,
      [
        plan.code,
        plan.translations.en.name,
        plan.monthlyPrice,
        plan.monthlyPrice * 12,
        plan.popular,
        plan.maxUsers,
        plan.maxReviews,
        plan.aiRepliesPerMonth,
        JSON.stringify(plan.translations),
        plan.sortOrder,
        plan.maxCompetitors,
        plan.competitorSearchesPerDay,
        plan.reviewRequestsPerMonth,
      ],
    );
  }
}
