// Validation that depends on live data (e.g. the platform's password minimum) runs in the handler;
// its failures read exactly like the route-schema failures: 400, validationFailed, field errors.
import type { z } from 'zod';
import { RequestValidationError } from './request-validation-error';

export function parseInput<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new RequestValidationError(result.error.issues);
  return result.data;
}
