// GET /api/Plans (spec §3 "Plan (read)"): the public price list, texts already in the reader's language.
import { z } from 'zod';

import { LANGUAGES, languageFromHeader } from '../common/language';

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Monthly price in SAR. */
  price: z.number(),
  /** 12 × the monthly price: a year is twelve months, no discount. */
  yearlyPrice: z.number(),
  currency: z.literal('SAR'),
  period: z.literal('month'),
  description: z.string(),
  popular: z.boolean(),
  features: z.array(z.string()),
  /** null = unlimited */
  maxUsers: z.number().int().nullable(),
  maxReviews: z.number().int().nullable(),
  aiResponses: z.number().int().nullable(),
});
export type Plan = z.infer<typeof planSchema>;

export const plansSchema = z.array(planSchema);

/** `lang` accepts the short code or a locale tag (`ar-SA`, `en-US`); it becomes `ar` or `en`. */
export const plansQuerySchema = z.object({
  lang: z
    .string()
    .trim()
    .regex(/^(ar|en)(-[a-z]{2})?$/i, 'invalidValue')
    .transform((value) => languageFromHeader(value))
    .pipe(z.enum(LANGUAGES))
    .optional(),
});
export type PlansQuery = z.input<typeof plansQuerySchema>;
