// One error handler and one not-found handler, so every failure is an envelope in the reader's language.
// Expected failures keep their status; anything unexpected becomes a generic 500 whose details
// (stack, SQL) go to the log only.
import { languageFromHeader, type MessageCode } from '@sumaa/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { failureEnvelope } from '../../http/envelope';
import { translateFieldErrors, translateIssues, type ValidationIssueLike } from '../../http/field-errors';
import { RequestValidationError } from '../../http/request-validation-error';
import { isMultipartParseFailure } from '../external/multipart';

/** The catalogue message for a client error Fastify or a plugin raised with only a status. */
const MESSAGE_FOR_STATUS: Record<number, MessageCode> = {
  400: 'malformedRequest',
  401: 'notAuthenticated',
  403: 'forbidden',
  404: 'notFound',
  405: 'notFound',
  406: 'contentTypeUnsupported',
  413: 'requestTooLarge',
  415: 'contentTypeUnsupported',
  429: 'tooManyRequests',
};

/**
 * PostgreSQL's own timeouts (statement_timeout: 57014 query_canceled; idle_in_transaction_session_timeout:
 * 25P03): the database was too slow or busy for this request, not a bug in it. 503: the client may retry.
 */
const DATABASE_TIMEOUT_CODES = new Set(['57014', '25P03']);

/** 406 (multipart asked of a non-multipart body) is answered as the 415 the contract knows. */
const STATUS_REWRITES: Record<number, number> = { 406: 415, 405: 404 };

function issuesFromSchemaValidation(
  validation: { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> }[],
): ValidationIssueLike[] {
  return validation.map((item) => ({
    path: item.instancePath.split('/').filter(Boolean),
    message: item.message ?? '',
    code: item.keyword,
    minimum: item.params.minimum,
    maximum: item.params.maximum,
  }));
}

function sendValidationFailure(request: FastifyRequest, reply: FastifyReply, issues: ValidationIssueLike[]) {
  return reply
    .status(400)
    .send(failureEnvelope(request.language, 'validationFailed', translateIssues(issues, request.language)));
}

/** Failures Fastify finds before routing, answered without our hooks or handlers (see frameworkErrors). */
const FRAMEWORK_ERROR_STATUS: Record<string, number> = {
  // A path that is not valid percent-encoding (`/api/%`, `%c0`, a cut `%E0%A4%A`).
  FST_ERR_BAD_URL: 400,
  // A path parameter longer than the router's maxParamLength: nothing that long names anything of ours.
  FST_ERR_MAX_PARAM_LENGTH: 400,
};

/**
 * Fastify's `frameworkErrors` option: the router's own failures as our envelope. They happen before any
 * hook has run, so the language is read from the Accept-Language header here.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const language = languageFromHeader(request.headers['accept-language']);
  const status = FRAMEWORK_ERROR_STATUS[error.code];
  if (status) {
    void reply.status(status).send(failureEnvelope(language, 'malformedRequest'));
    return;
  }
  request.log.error({ err: error }, 'request failed before routing');
  void reply.status(500).send(failureEnvelope(language, 'serverError'));
}

export const errorHandlingPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError | RequestValidationError | Error, request, reply) => {
      const language = request.language;

      if (error instanceof AppError) {
        const errors = error.fieldErrors
          ? translateFieldErrors(error.fieldErrors, language, error.messageParams)
          : null;
        return reply
          .status(error.statusCode)
          .send(failureEnvelope(language, error.messageCode, errors, error.messageParams));
      }
      if (error instanceof RequestValidationError)
        return sendValidationFailure(request, reply, [...error.issues]);
      if (hasZodFastifySchemaValidationErrors(error)) {
        return sendValidationFailure(request, reply, issuesFromSchemaValidation(error.validation));
      }

      const fastifyError = error as FastifyError & { part?: { fieldname?: string } };
      if (fastifyError.code === 'FST_REQ_FILE_TOO_LARGE') {
        // Named after the file field, so the form shows the message under the photo.
        const field = fastifyError.part?.fieldname ?? 'file';
        const errors = translateFieldErrors({ [field]: ['payloadTooLarge'] }, language);
        return reply.status(413).send(failureEnvelope(language, 'payloadTooLarge', errors));
      }
      if (DATABASE_TIMEOUT_CODES.has(String((error as { code?: unknown }).code))) {
        request.log.warn({ err: error }, 'database statement timed out');
        return reply.status(503).send(failureEnvelope(language, 'serviceUnavailable'));
      }
      const status = fastifyError.statusCode ?? (isMultipartParseFailure(request) ? 400 : 500);
      if (status >= 400 && status < 500) {
        const replyStatus = STATUS_REWRITES[status] ?? status;
        return reply
          .status(replyStatus)
          .send(failureEnvelope(language, MESSAGE_FOR_STATUS[replyStatus] ?? 'malformedRequest'));
      }

      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(failureEnvelope(language, 'serverError'));
    });

    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send(failureEnvelope(request.language, 'notFound')),
    );
  },
  { name: 'error-handling', dependencies: ['request-language'] },
);
