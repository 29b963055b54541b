// GET /api/UsernameAuth/health: the client only needs "ok"; the database flag tells an operator why not.
import { z } from 'zod';

export const healthModelSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.boolean(),
});
export type HealthModel = z.infer<typeof healthModelSchema>;
