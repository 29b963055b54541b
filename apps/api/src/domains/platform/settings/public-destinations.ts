// Saving the platform settings: the webhook URL and the SMTP host must be public addresses once resolved (issue 21,
// L2); the test calls refuse them the same way when the check happens at connect time.
import type { PlatformSettingsWrite } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, type FieldErrorCodes } from '../../../http/app-error';
import { hostOfUrl, privateHostProblem } from './outbound-address';

export const WEBHOOK_URL_FIELD = 'notifications.webhookUrl';
export const SMTP_HOST_FIELD = 'email.smtpHost';

/** 400 validationFailed with the field's own code, as the form shows it under the field. */
export function privateDestinationError(field: typeof WEBHOOK_URL_FIELD | typeof SMTP_HOST_FIELD): AppError {
  return new AppError(400, 'validationFailed', {
    [field]: [field === WEBHOOK_URL_FIELD ? 'webhookUrlPrivate' : 'smtpHostPrivate'],
  });
}

export async function assertPublicDestinations(
  app: FastifyInstance,
  body: Pick<PlatformSettingsWrite, 'email' | 'notifications'>,
): Promise<void> {
  const policy = app.config.outbound;
  const fields: FieldErrorCodes = {};
  const webhookUrl = body.notifications.webhookUrl.trim();
  // The schema already checked it is an http(s) URL.
  if (webhookUrl && (await privateHostProblem(hostOfUrl(new URL(webhookUrl)), policy))) {
    fields[WEBHOOK_URL_FIELD] = ['webhookUrlPrivate'];
  }
  const smtpHost = body.email.smtpHost.trim();
  if (smtpHost && (await privateHostProblem(smtpHost, policy))) fields[SMTP_HOST_FIELD] = ['smtpHostPrivate'];
  if (Object.keys(fields).length > 0) throw new AppError(400, 'validationFailed', fields);
}
