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
