// Writing responses the way Google's servers do: JSON APIs answer `{ error: { code, message, status } }`
// (google.rpc.Status), the OAuth token endpoint answers `{ error, error_description }` (RFC 6749).
import type { ServerResponse } from 'node:http';

export function sendJson(
  response: ServerResponse,
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body, null, 2);
  response.writeHead(statusCode, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

export function sendHtml(
  response: ServerResponse,
  statusCode: number,
  html: string,
  { formRedirectOrigins = [] }: { formRedirectOrigins?: string[] } = {},
): void {
  // Browsers apply form-action to the redirects after a form post too: the consent form's answer redirects
  // to the client's redirect URI, whose origin must be allowed or the browser stops there.
  const formAction = ["'self'", ...formRedirectOrigins].join(' ');
  response.writeHead(statusCode, {
    'Content-Type': 'text/html; charset=UTF-8',
    'Cache-Control': 'no-store',
    // The consent page has one inline style block and no scripts.
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action ${formAction}`,
    'X-Frame-Options': 'DENY',
  });
  response.end(html);
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { Location: location, 'Cache-Control': 'no-store' });
  response.end();
}

export type GoogleStatus =
  | 'INVALID_ARGUMENT'
  | 'UNAUTHENTICATED'
  | 'PERMISSION_DENIED'
  | 'NOT_FOUND'
  | 'RESOURCE_EXHAUSTED'
  | 'INTERNAL'
  | 'UNAVAILABLE'
  | 'DEADLINE_EXCEEDED';

const HTTP_CODE: Record<GoogleStatus, number> = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DEADLINE_EXCEEDED: 504,
};

export const GOOGLE_MESSAGES = {
  invalidArgument: 'Request contains an invalid argument.',
  unauthenticated:
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
  insufficientScopes: 'Request had insufficient authentication scopes.',
  permissionDenied: 'The caller does not have permission',
  notFound: 'Requested entity was not found.',
  resourceExhausted: 'Resource has been exhausted (e.g. check quota).',
  internal: 'Internal error encountered.',
  unavailable: 'The service is currently unavailable.',
  deadlineExceeded: 'The request timed out.',
} as const;

export interface FieldViolation {
  field: string;
  description: string;
}

export function sendGoogleError(
  response: ServerResponse,
  status: GoogleStatus,
  message: string,
  options: { fieldViolations?: FieldViolation[]; headers?: Record<string, string> } = {},
): void {
  const code = HTTP_CODE[status];
  const error: Record<string, unknown> = { code, message, status };
  if (options.fieldViolations?.length) {
    error.details = [
      { '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: options.fieldViolations },
    ];
  }
  sendJson(response, code, { error }, options.headers);
}

export function sendInvalidArgument(response: ServerResponse, field: string, description: string): void {
  sendGoogleError(response, 'INVALID_ARGUMENT', GOOGLE_MESSAGES.invalidArgument, {
    fieldViolations: [{ field, description }],
  });
}

/** What Google's front end answers for a 502: an HTML page, not JSON (clients must cope with both). */
export function sendBadGatewayPage(response: ServerResponse): void {
  const html =
    '<!DOCTYPE html><html lang=en><meta charset=utf-8><title>Error 502 (Server Error)!!1</title>' +
    '<p><b>502.</b> <ins>That’s an error.</ins><p>The server encountered a temporary error and could not complete your request.<p>Please try again in 30 seconds. <ins>That’s all we know.</ins>';
  response.writeHead(502, {
    'Content-Type': 'text/html; charset=UTF-8',
    'Content-Length': Buffer.byteLength(html),
  });
  response.end(html);
}

/** RFC 6749 §5.2 error of the token endpoint, as Google words it. */
export function sendOAuthError(
  response: ServerResponse,
  statusCode: 400 | 401,
  error: string,
  description: string,
): void {
  sendJson(response, statusCode, { error, error_description: description });
}
