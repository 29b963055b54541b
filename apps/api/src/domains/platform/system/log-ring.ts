// The API's recent log lines in memory (issue 13, the system page's logs): a bounded ring fed by the same pino
// logger as stdout. The logger's own redaction (the request serializer, http/request-log-redaction.ts) has run
// before a line gets here; the ring redacts once more by key and by pattern, so a password, a token or a code
// that a careless log call passed never reaches the page.
import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { SystemLogLevel, SystemLogLine } from '@sumaa/contracts';
import { redactSecretPaths } from '../../../http/request-log-redaction';

/** Lines kept by default (SYSTEM_LOG_RING_SIZE). */
export const DEFAULT_LOG_RING_SIZE = 2000;
/** A line's context is cut to this many characters. */
const CONTEXT_MAX_CHARS = 2000;
const MESSAGE_MAX_CHARS = 1000;

const REDACTED = '[redacted]';
/** Keys whose values are secrets wherever they appear in a line. */
const SECRET_KEYS =
  /^(password|newpassword|oldpassword|confirmpassword|token|accesstoken|refreshtoken|access_token|refresh_token|id_token|idtoken|authorization|cookie|set-cookie|secret|clientsecret|client_secret|otp|ticket|apikey|api_key|smtpurl|databaseurl)$/i;
/** `code` is a secret (e-mail and OAuth codes) unless it is an error's code such as ECONNREFUSED. */
const ERROR_CODE = /^[A-Z][A-Z0-9_]+$/;
/** In free text: `password=…`, `token: …`, `Bearer …`, credentials in a URL. */
const SECRET_PATTERNS: readonly [RegExp, string][] = [
  [
    /\b(password|passwd|token|refresh_token|access_token|code|otp|ticket|secret|api_key|apikey)(["']?\s*[=:]\s*["']?)([^\s&"',;}]+)/gi,
    `$1$2${REDACTED}`,
  ],
  [/\bBearer\s+[A-Za-z0-9._~+/=-]+/gi, `Bearer ${REDACTED}`],
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^:/\s@]+:)[^@\s/]+@/gi, `$1${REDACTED}@`],
];

export function redactText(text: string): string {
  // Path secrets too (an invitation token in a URL), whichever stream the line came through.
  return SECRET_PATTERNS.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    redactSecretPaths(text),
  );
}

function redactValue(key: string, value: unknown, depth: number): unknown {
  if (SECRET_KEYS.test(key)) return REDACTED;
  if (key.toLowerCase() === 'code' && !(typeof value === 'string' && ERROR_CODE.test(value))) return REDACTED;
  if (typeof value === 'string') return redactText(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactValue('', item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([name, inner]) => [
      name,
      redactValue(name, inner, depth + 1),
    ]),
  );
}

/** pino's numeric levels → the page's three; debug and trace are not kept. */
function levelOf(level: unknown): SystemLogLevel | null {
  if (typeof level !== 'number' || level < 30) return null;
  if (level < 40) return 'info';
  if (level < 50) return 'warning';
  return 'error';
}

const RANK: Record<SystemLogLevel, number> = { info: 0, warning: 1, error: 2 };

/**
 * The lines as pino wrote them, newest last. A line is only kept on the logging path (a string in an array):
 * parsing and redacting wait until someone reads the page, so the cost of every log call stays that of stdout.
 */
export class LogRing {
  private readonly raw: { seq: number; text: string }[] = [];
  private seq = 0;

  constructor(readonly capacity: number = DEFAULT_LOG_RING_SIZE) {}

  get size(): number {
    return this.raw.length;
  }

  /** One pino JSON line (or several, newline-separated). */
  write(chunk: string): void {
    for (const text of chunk.split('\n')) {
      if (!text.trim()) continue;
      this.seq += 1;
      this.raw.push({ seq: this.seq, text });
    }
    if (this.raw.length > this.capacity) this.raw.splice(0, this.raw.length - this.capacity);
  }

  /** Newest first: at or above `level`, containing `search` (any case) in the message or context. */
  read(options: { level: SystemLogLevel; search?: string; limit: number }): SystemLogLine[] {
    const needle = options.search?.toLowerCase();
    const found: SystemLogLine[] = [];
    for (let index = this.raw.length - 1; index >= 0 && found.length < options.limit; index--) {
      const line = parsedLine(this.raw[index]);
      if (!line || RANK[line.level] < RANK[options.level]) continue;
      if (needle && !`${line.message} ${line.context}`.toLowerCase().includes(needle)) continue;
      found.push(line);
    }
    return found;
  }
}

/** A kept line as the page shows it, redacted; null for what is not a pino line at info or above. */
function parsedLine({ seq, text }: { seq: number; text: string }): SystemLogLine | null {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  const level = levelOf(record.level);
  if (!level) return null;
  const { level: _level, time, msg, pid: _pid, hostname: _hostname, ...rest } = record;
  const context = JSON.stringify(redactValue('', rest, 0));
  return {
    seq,
    time: new Date(typeof time === 'number' ? time : Date.now()).toISOString(),
    level,
    message: redactText(typeof msg === 'string' ? msg : '').slice(0, MESSAGE_MAX_CHARS),
    context: context === '{}' ? '' : context.slice(0, CONTEXT_MAX_CHARS),
  };
}

/**
 * Logger options whose lines also go to the ring: the destination (the options' `stream`, else stdout, written
 * asynchronously) gets every line as before. A logger turned off stays off (the ring then stays empty).
 */
export function withLogRing(
  logger: FastifyServerOptions['logger'],
  ring: LogRing,
): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = (logger === true ? {} : logger) as { stream?: { write(line: string): unknown } };
  // stdout written asynchronously (pino's own SonicBoom, flushed on exit): a write to a pipe is synchronous in
  // Node on Linux, and every request's log line waited for it.
  const destination = options.stream ?? pino.destination({ dest: 1, sync: false });
  const stream = {
    write(line: string) {
      destination.write(line);
      try {
        ring.write(line);
      } catch {
        // The ring never breaks logging.
      }
    },
  };
  return { ...options, stream } as FastifyServerOptions['logger'];
}
