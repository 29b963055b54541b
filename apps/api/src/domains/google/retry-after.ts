// Retry-After (RFC 9110 §10.2.3): either delay-seconds or an HTTP date. Null when absent or unreadable.
export function retryAfterMs(header: string | null, nowMs: number = Date.now()): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - nowMs);
}
