import { z } from 'zod';

/** Every API reply: `{ success, message, errors, model }`; `errors` maps a field to its messages. */
export interface Envelope<T> {
  success: boolean;
  message: string | null;
  errors: Record<string, string[]> | null;
  model: T | null;
}

export const envelopeSchema = <T extends z.ZodTypeAny>(model: T) =>
  z.object({
    success: z.boolean(),
    message: z.string().nullable(),
    errors: z.record(z.string(), z.array(z.string())).nullable(),
    model: model.nullable(),
  });

export const errorEnvelopeSchema = envelopeSchema(z.null());

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
