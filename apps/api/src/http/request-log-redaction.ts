// Request logs carry the URL. A few query parameters are one-time secrets: the Google popup flow's ticket,
// OAuth's code and state, and (should a client ever put them in a URL) e-mail codes, reset and refresh
// tokens, passwords. Some paths carry one too: the invitation token of /api/team-members/complete/:token and
// /accept/:token (issue 21, M1). Their values never go to the log, whoever reads it later.
import { allRouteContracts } from '@sumaa/contracts';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const SECRET_QUERY_PARAMETERS = new Set([
  'code',
  'state',
  'ticket',
  'otp',
  'token',
  'refresh_token',
  'password',
  // The SMS provider's delivery reports carry the webhook's shared secret; WhatsApp's handshake its verify token.
  'secret',
  'hub.verify_token',
]);

/** Path parameters whose value is a secret wherever a route has one. */
const SECRET_PATH_PARAMETERS = new Set(['token', 'ticket', 'code', 'secret']);
/** The public site's pages whose path carries a secret (the invitation e-mail's link). */
const SECRET_PAGE_PATHS = ['/invite/:token'];
/** A path segment as it may appear in a URL or in JSON text: never a separator, quote or escape. */
const SEGMENT = String.raw`[^/?#\s"'\\<>]+`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `/api/team-members/complete/:token` → a pattern whose first group is everything up to the secret and whose
 * match ends with the secret's value (the router ignores case, so does the pattern).
 */
function secretPathPattern(path: string): string | null {
  const segments = path.split('/');
  const secretAt = segments.findIndex(
    (segment) => segment.startsWith(':') && SECRET_PATH_PARAMETERS.has(segment.slice(1)),
  );
  if (secretAt < 0) return null;
  const prefix = segments
    .slice(0, secretAt)
    .map((segment) => (segment.startsWith(':') ? SEGMENT : escapeRegExp(segment)))
    .join('/');
  return `(${prefix}/)${SEGMENT}`;
}

/** Every path of the contracts (and the pages) that carries a secret, found once from the routes. */
const SECRET_PATHS = new RegExp(
  [...new Set([...allRouteContracts.map((contract) => contract.path), ...SECRET_PAGE_PATHS])]
    .map(secretPathPattern)
    .filter((pattern): pattern is string => pattern !== null)
    .join('|'),
  'gi',
);

/** Any text (a URL, a log line, an error message) with the secrets in such paths replaced. */
export function redactSecretPaths(text: string): string {
  return text.replace(SECRET_PATHS, (...match: unknown[]) => {
    // Exactly one of the alternatives' first groups took part in the match.
    const prefix = match.slice(1, -2).find((group) => typeof group === 'string') as string;
    return `${prefix}[redacted]`;
  });
}

/** The URL with path secrets and the values of secret query parameters replaced; the rest kept for debugging. */
export function redactRequestUrl(rawUrl: string): string {
  const url = redactSecretPaths(rawUrl);
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

interface LineStream {
  write(line: string): unknown;
}

/** The destination gets every line with path secrets redacted: an error message or a 404 quotes the URL too. */
function redactingStream(destination: LineStream): LineStream {
  return { write: (line: string) => destination.write(redactSecretPaths(line)) };
}

/**
 * Adds the redacting request serializer to logger options and redacts path secrets in every line on its way to
 * the destination (the options' `stream`, else stdout). A logger turned off stays off.
 */
export function withRedactedRequestLogs(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = (logger === true ? {} : logger) as {
    serializers?: Record<string, unknown>;
    stream?: LineStream;
  };
  return {
    ...options,
    serializers: { ...options.serializers, req: serializeRequest },
    stream: redactingStream(options.stream ?? process.stdout),
  } as FastifyServerOptions['logger'];
}
