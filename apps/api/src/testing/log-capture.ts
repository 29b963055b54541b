// Every line a test's logger writes (pino's JSON lines), kept in memory: as text, to search for what must never be
// logged, and parsed, to assert on levels and fields. Pass `stream` to the app's or Fastify's logger options.
import { Writable } from 'node:stream';

export interface CapturedLogs {
  /** The raw lines, in order; cleared by the caller with `lines.length = 0` when a test wants a fresh start. */
  lines: string[];
  /** The lines parsed, as they stand now. */
  records<Line = Record<string, unknown>>(): Line[];
  stream: Writable;
}

export function captureLogs(): CapturedLogs {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream, records: () => lines.map((line) => JSON.parse(line)) };
}
