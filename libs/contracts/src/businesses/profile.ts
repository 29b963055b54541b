// The business profile of spec §3 ("Business profile"), read by GET /api/Businesses and edited in settings.
// Optional texts travel as empty strings, as the spec's settings screen expects.
import { z } from 'zod';

export const businessProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  ownerName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  industry: z.string(),
  country: z.string(),
  city: z.string(),
  logoUrl: z.string(),
  website: z.string(),
  description: z.string(),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

const optionalText = (max: number) =>
  z
    .string({ error: 'invalidValue' })
    .trim()
    .max(max, 'fieldTooLong')
    .optional()
    .transform((value) => value ?? '');

/** A web address, `https://` added when left out; empty allowed. */
const websiteField = z
  .string({ error: 'invalidValue' })
  .trim()
  .max(300, 'fieldTooLong')
  .optional()
  .transform((value) => {
    if (!value) return '';
    return /^https?:\/\//i.test(value) ? value : `https://${value}`;
  })
  .refine((value) => {
    if (!value) return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'websiteInvalid');

/** An e-mail or nothing. */
const optionalEmail = z
  .string({ error: 'invalidValue' })
  .trim()
  .max(254, 'fieldTooLong')
  .optional()
  .transform((value) => (value ?? '').toLowerCase())
  .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'emailInvalid');

/**
 * POST /api/Businesses and PUT /api/Businesses/{id}: the spec's body. The name is required; the optional texts
 * may be left out or sent empty. The logo is uploaded on its own call, so logoUrl is accepted and ignored.
 */
export const businessProfileWriteSchema = z.object({
  id: z.string().optional(),
  name: z
    .string({ error: 'businessNameRequired' })
    .trim()
    .min(1, 'businessNameRequired')
    .max(160, 'fieldTooLong'),
  ownerName: optionalText(120),
  email: optionalEmail,
  phone: optionalText(40),
  address: optionalText(300),
  industry: optionalText(120),
  country: optionalText(80),
  city: optionalText(80),
  logoUrl: z.string().optional().describe('Ignored: the logo has its own upload call'),
  website: websiteField,
  description: optionalText(2000),
});
export type BusinessProfileWrite = z.input<typeof businessProfileWriteSchema>;
