// Paging like Google's list methods: `pageSize` defaults per method and larger values are lowered to the method's
// maximum (AIP-158), `nextPageToken` is opaque and only valid for the same query, and is absent on the last page.

export type PageSizeResult = { ok: true; pageSize: number } | { ok: false; description: string };

export function parsePageSize(raw: string | null, defaultSize: number, maxSize: number): PageSizeResult {
  if (raw === null || raw === '') return { ok: true, pageSize: defaultSize };
  if (!/^-?\d+$/.test(raw))
    return { ok: false, description: `Invalid value at 'page_size' (TYPE_INT32), "${raw}"` };
  const value = Number(raw);
  if (value < 0) return { ok: false, description: 'page_size must not be negative' };
  if (value === 0) return { ok: true, pageSize: defaultSize };
  return { ok: true, pageSize: Math.min(value, maxSize) };
}

/** `query` names what was listed (parent, order); a token from another query is rejected. */
export function encodePageToken(offset: number, query: string): string {
  return Buffer.from(JSON.stringify({ o: offset, q: query })).toString('base64url');
}

export function decodePageToken(token: string | null, query: string): number | 'invalid' {
  if (token === null || token === '') return 0;
  try {
    const decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as {
      o?: unknown;
      q?: unknown;
    };
    if (
      decoded.q !== query ||
      typeof decoded.o !== 'number' ||
      !Number.isInteger(decoded.o) ||
      decoded.o < 0
    ) {
      return 'invalid';
    }
    return decoded.o;
  } catch {
    return 'invalid';
  }
}

export function pageOf<T>(items: readonly T[], offset: number, pageSize: number, query: string) {
  const page = items.slice(offset, offset + pageSize);
  const nextOffset = offset + page.length;
  return {
    page,
    nextPageToken: nextOffset < items.length ? encodePageToken(nextOffset, query) : undefined,
  };
}
