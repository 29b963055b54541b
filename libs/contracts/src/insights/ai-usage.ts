// GET /api/admin/ai-usage (issue 24, "Privacy of AI calls"): where the platform's AI calls go and how many were
// made, from the log of AI calls (no text is kept, so none is shown): the configured endpoint and its declared
// region, the calls per day and outcome, the tokens, the hosts and models called, and the businesses that called most.
import { z } from 'zod';
import { AI_ENDPOINT_REGIONS } from '../platform/settings';

/** The log keeps 90 days: no window can be longer. */
export const AI_USAGE_MAX_DAYS = 90;
export const AI_USAGE_DEFAULT_DAYS = 30;
export const AI_USAGE_TOP_BUSINESSES = 10;
export const AI_CALL_OUTCOMES = ['succeeded', 'failed', 'timedOut'] as const;

export const aiUsageQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'invalidValue' })
    .int('invalidValue')
    .min(1, 'numberTooSmall')
    .max(AI_USAGE_MAX_DAYS, 'numberTooLarge')
    .default(AI_USAGE_DEFAULT_DAYS),
});
export type AiUsageQuery = z.input<typeof aiUsageQuerySchema>;

const outcomeCounts = {
  succeeded: z.number().int(),
  failed: z.number().int(),
  timedOut: z.number().int(),
};

export const aiUsageSchema = z.object({
  days: z.number().int(),
  /** The window: from (inclusive) to (exclusive), ISO instants. */
  from: z.string(),
  to: z.string(),
  /** The endpoint the API calls now (its host, never its key or path) and where it is declared to be. */
  endpoint: z.object({
    host: z.string().nullable(),
    model: z.string().nullable(),
    region: z.enum(AI_ENDPOINT_REGIONS).nullable(),
    provider: z.string(),
    transfersAbroadAllowed: z.boolean(),
    callsAllowed: z.boolean(),
  }),
  totals: z.object({
    calls: z.number().int(),
    ...outcomeCounts,
    promptTokens: z.number().int(),
    completionTokens: z.number().int(),
  }),
  /** Every day of the window, oldest first, in the platform's time zone (days without calls count zero). */
  byDay: z.array(z.object({ day: z.string(), ...outcomeCounts })),
  /** Where the calls of the window went: each host and model, most calls first. */
  destinations: z.array(z.object({ host: z.string(), model: z.string(), calls: z.number().int() })),
  topBusinesses: z.array(
    z.object({ businessId: z.string(), name: z.string(), calls: z.number().int(), tokens: z.number().int() }),
  ),
});
export type AiUsage = z.infer<typeof aiUsageSchema>;
