// The super admin's plans (spec §3 "Plan (write)", §7 PlansAdmin; issue 12). The body keeps the spec's
// PascalCase keys; `Translations` travels as a JSON string of { en: {…}, ar: {…} }.
import { z } from 'zod';
import { LANGUAGES, languageFromHeader } from '../common/language';
import { idSchema } from '../http/ids';

/** A plan costs at least 1 SAR a month (spec §5 "Plan form"): the form and the server read this one rule. */
export const PLAN_MIN_PRICE = 1;
export const PLAN_NAME_MAX_LENGTH = 80;
export const PLAN_DESCRIPTION_MAX_LENGTH = 500;
export const PLAN_FEATURE_MAX_LENGTH = 160;
export const PLAN_MAX_FEATURES = 20;

export const planTextSchema = z.object({
  name: z.string({ error: 'invalidValue' }).trim().max(PLAN_NAME_MAX_LENGTH, 'fieldTooLong').default(''),
  period: z.string({ error: 'invalidValue' }).trim().max(40, 'fieldTooLong').default(''),
  description: z
    .string({ error: 'invalidValue' })
    .trim()
    .max(PLAN_DESCRIPTION_MAX_LENGTH, 'fieldTooLong')
    .default(''),
  features: z
    .array(z.string({ error: 'invalidValue' }).trim().max(PLAN_FEATURE_MAX_LENGTH, 'fieldTooLong'))
    .max(PLAN_MAX_FEATURES, 'invalidValue')
    .default([])
    .transform((items) => items.filter(Boolean)),
});
export type PlanText = z.output<typeof planTextSchema>;

export const planTranslationsSchema = z.object({
  en: planTextSchema.default({ name: '', period: '', description: '', features: [] }),
  ar: planTextSchema.default({ name: '', period: '', description: '', features: [] }),
});
export type PlanTranslations = z.output<typeof planTranslationsSchema>;

const limit = z
  .union([
    z
      .number({ error: 'invalidValue' })
      .int('invalidValue')
      .min(0, 'invalidValue')
      .max(1_000_000, 'invalidValue'),
    z.null(),
  ])
  .optional()
  .transform((value) => value ?? null);

/** Translations as the spec sends them (a JSON string), or as an object. */
const translationsField = z
  .union([z.string({ error: 'invalidValue' }).max(20_000, 'fieldTooLong'), z.record(z.string(), z.unknown())])
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === '') return {};
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'invalidValue' });
      return z.NEVER;
    }
  })
  .pipe(planTranslationsSchema);

/** Competitor searches a new plan allows per business-local day (migration 028's default): each is a billed Places call. */
export const PLAN_DEFAULT_COMPETITOR_SEARCHES_PER_DAY = 50;
export const PLAN_MAX_COMPETITOR_SEARCHES_PER_DAY = 100_000;
/** Review requests a new plan allows per calendar month (migration 044's default). */
export const PLAN_DEFAULT_REVIEW_REQUESTS_PER_MONTH = 500;
/** The most review requests a plan may allow a month (a plan without a real limit sets this). */
export const PLAN_MAX_REVIEW_REQUESTS_PER_MONTH = 1_000_000;

/** POST /api/PlansAdmin and PUT /api/PlansAdmin/{id}. */
export const planWriteBodySchema = z.object({
  Id: z.string().optional(),
  Name: z
    .string({ error: 'fieldRequired' })
    .trim()
    .min(1, 'fieldRequired')
    .max(PLAN_NAME_MAX_LENGTH, 'fieldTooLong'),
  Description: z
    .string({ error: 'invalidValue' })
    .trim()
    .max(PLAN_DESCRIPTION_MAX_LENGTH, 'fieldTooLong')
    .default(''),
  Price: z.coerce
    .number({ error: 'planPriceInvalid' })
    .finite('planPriceInvalid')
    .min(PLAN_MIN_PRICE, 'planPriceInvalid')
    .max(1_000_000, 'planPriceInvalid'),
  /** 12 for a yearly plan, else 1. */
  DurationInMonths: z.coerce.number({ error: 'invalidValue' }).int('invalidValue').optional(),
  Translations: translationsField,
  Popular: z.boolean({ error: 'invalidValue' }).default(false),
  MaxUsers: limit,
  MaxReviews: limit,
  AiRepliesPerMonth: limit,
  MaxCompetitors: limit,
  /** Not in the spec's body (issue 21's quota): absent keeps the plan's, or the default for a new one. Never unlimited. */
  CompetitorSearchesPerDay: z
    .number({ error: 'invalidValue' })
    .int('invalidValue')
    .min(0, 'invalidValue')
    .max(PLAN_MAX_COMPETITOR_SEARCHES_PER_DAY, 'invalidValue')
    .optional(),
  /** Review requests (issue 23) a business may send per calendar month: absent keeps the plan's (or the default). */
  ReviewRequestsPerMonth: z
    .number({ error: 'invalidValue' })
    .int('invalidValue')
    .min(0, 'invalidValue')
    .max(PLAN_MAX_REVIEW_REQUESTS_PER_MONTH, 'invalidValue')
    .optional(),
  Features: z
    .array(z.string({ error: 'invalidValue' }).trim().max(PLAN_FEATURE_MAX_LENGTH, 'fieldTooLong'))
    .max(PLAN_MAX_FEATURES, 'invalidValue')
    .optional(),
  MonthlyPrice: z.coerce.number({ error: 'invalidValue' }).optional(),
  YearlyPrice: z.coerce.number({ error: 'invalidValue' }).optional(),
  SupportLevel: z.string({ error: 'invalidValue' }).max(40, 'fieldTooLong').nullable().optional(),
});
export type PlanWriteBody = z.input<typeof planWriteBodySchema>;
export type PlanWrite = z.output<typeof planWriteBodySchema>;

/** A plan as the admin sees it: both languages, limits, whether anyone ever subscribed. */
export const adminPlanSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** Name and texts in the requested language (falls back to English, then the stored name). */
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  price: z.number(),
  yearlyPrice: z.number(),
  currency: z.literal('SAR'),
  period: z.literal('month'),
  popular: z.boolean(),
  maxUsers: z.number().int().nullable(),
  maxReviews: z.number().int().nullable(),
  aiResponses: z.number().int().nullable(),
  maxCompetitors: z.number().int().nullable(),
  /** Competitor searches (billed Places calls) a business may make per local day. */
  competitorSearchesPerDay: z.number().int(),
  /** Review requests a business may send per calendar month (its time zone). */
  reviewRequestsPerMonth: z.number().int(),
  translations: planTranslationsSchema,
  subscriberCount: z.number().int(),
  /** True once any business subscribed: such a plan can be disabled but never deleted for good. */
  everSubscribed: z.boolean(),
  deletedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlansSchema = z.array(adminPlanSchema);

const languageParam = z
  .string()
  .trim()
  .regex(/^(ar|en)(-[a-z]{2})?$/i, 'invalidValue')
  .transform((value) => languageFromHeader(value))
  .pipe(z.enum(LANGUAGES))
  .optional();

export const adminPlansQuerySchema = z.object({ lang: languageParam });
/** The deleted list takes `language` (spec §7 spells it so). */
export const deletedPlansQuerySchema = z.object({ language: languageParam });
export const planParamsSchema = z.object({ id: idSchema });
