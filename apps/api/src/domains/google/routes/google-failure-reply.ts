// Replies for a Google call that failed, on the routes that call Google while the user waits. The spec's
// client reads `statusCode` (401: Google not connected); `errors.code` tells that 401 apart from an
// expired session, so the client does not refresh the session for it (GOOGLE_ERROR_CODE_FIELD).
import { GOOGLE_ERROR_CODE_FIELD, translateMessage, type GoogleErrorCode } from '@sumaa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GoogleApiError, GoogleNotConnectedError } from '..';

function reply(request: FastifyRequest, response: FastifyReply, status: 401 | 502, code: GoogleErrorCode) {
  return response.status(status).send({
    success: false,
    statusCode: status,
    message: translateMessage(code, request.language),
    errors: { [GOOGLE_ERROR_CODE_FIELD]: [code] },
    model: null,
  });
}

/** Answers a Google failure, or returns null for any other error (the caller rethrows it). */
export function replyToGoogleFailure(request: FastifyRequest, response: FastifyReply, error: unknown) {
  if (error instanceof GoogleNotConnectedError) return reply(request, response, 401, 'googleNotConnected');
  if (error instanceof GoogleApiError) {
    // Google refusing our token even after a refresh, or the access it granted lacking the scope.
    const notConnected = error.status === 401 || error.status === 403;
    request.log.warn(
      { status: error.status, googleStatus: error.googleStatus, err: error },
      'Google Business Profile call failed',
    );
    return reply(
      request,
      response,
      notConnected ? 401 : 502,
      notConnected ? 'googleNotConnected' : 'googleUnavailable',
    );
  }
  return null;
}
