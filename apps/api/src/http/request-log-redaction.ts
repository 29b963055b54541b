// Request logs carry the URL. A few query parameters are one-time secrets: the Google popup flow's ticket,
// OAuth's code and state, and (should a client ever put them in a URL) e-mail codes, reset and refresh
// tokens, passwords. Their values never go to the log, whoever reads it later.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const SECRET_QUERY_PARAMETERS = new Set([
  'code',
  'state',
  'ticket',
  'otp',
  'token',
  'refresh_token',
  'password',
]);

/** The URL with the values of secret query parameters replaced; other parameters kept for debugging. */
export function redactRequestUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0];
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return SECRET_QUERY_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactRequestUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Adds the redacting request serializer to logger options (a logger turned off stays off). */
export function withRedactedRequestLogs(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  const options = logger as { serializers?: Record<string, unknown> };
  return { ...logger, serializers: { ...options.serializers, req: serializeRequest } } as typeof logger;
}
