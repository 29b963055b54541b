// Builders and schemas of the reply envelope `{ success, message, errors, model }` (decisions #1).
import {
  envelopeSchema,
  errorEnvelopeSchema,
  translateMessage,
  type Envelope,
  type Language,
  type MessageCode,
} from '@sumaa/contracts';
import type { z } from 'zod';

export function successEnvelope<T>(model: T, language: Language, message: MessageCode = 'ok'): Envelope<T> {
  return { success: true, message: translateMessage(message, language), errors: null, model };
}

export function failureEnvelope(
  language: Language,
  message: MessageCode,
  errors: Record<string, string[]> | null = null,
  params: Record<string, string | number> = {},
): Envelope<null> {
  return { success: false, message: translateMessage(message, language, params), errors, model: null };
}

/** Statuses every documented route may answer with besides its success. */
const COMMON_FAILURES = [400, 413, 415, 429, 500] as const;
const AUTHENTICATED_FAILURES = [401, 403] as const;

/** Response schemas of a route: the success model plus the error envelope for the failures it can give. */
export function envelopeResponses<T extends z.ZodTypeAny>(
  model: T,
  options: { authenticated?: boolean; extraFailures?: readonly number[]; successStatus?: number } = {},
) {
  const failures = [
    ...COMMON_FAILURES,
    ...(options.authenticated ? AUTHENTICATED_FAILURES : []),
    ...(options.extraFailures ?? []),
  ];
  const responses: Record<number, z.ZodTypeAny> = { [options.successStatus ?? 200]: envelopeSchema(model) };
  for (const status of failures) responses[status] = errorEnvelopeSchema;
  return responses;
}
