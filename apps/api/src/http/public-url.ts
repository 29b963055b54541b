import type { FastifyRequest } from 'fastify';

/** An absolute URL of this API: PUBLIC_API_URL when configured, else what the browser used to reach us. */
export function publicApiUrl(
  request: FastifyRequest,
  configured: string | undefined,
  pathname: string,
): string {
  const base = configured ?? `${request.protocol}://${request.host}`;
  return `${base}${pathname}`;
}
