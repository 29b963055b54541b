// What every CSV file the API hands out has in common (the reviews export, and the analytics export of
// domains/reports): UTF-8 with a byte order mark, so that Excel reads Arabic as UTF-8 rather than the
// machine's code page; RFC 4180 line ends and quoting; formulas defused; a download named in the header.
import type { Options as CsvOptions } from 'csv-stringify';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * csv-stringify's settings. Fields holding a comma, a quote or a line break are quoted (quotes doubled),
 * whichever line break it is, as RFC 4180 and Excel read them.
 *
 * CSV injection (OWASP, https://owasp.org/www-community/attacks/CSV_Injection): a cell that starts with
 * `=`, `+`, `-` or `@` (or a tab or carriage return, and their full-width forms) is run as a formula by
 * spreadsheets, and reviews, names and replies are written by strangers. `escape_formulas` prefixes such a
 * cell with `'`, which spreadsheets show as text; numbers the API itself writes (a negative one) are left
 * alone.
 */
export const CSV_OPTIONS = {
  bom: true,
  escape_formulas: true,
  record_delimiter: 'windows',
  quote_record_delimiter: true,
} as const satisfies CsvOptions;

/** The business's calendar day of `instant`, YYYY-MM-DD (Gregorian, Latin digits: it names a file). */
export function localDay(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `instant` as YYYY-MM-DD HH:mm in the business's time zone (24-hour clock, Latin digits). */
export function localDateTime(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value;
  return `${localDay(instant, timeZone)} ${part('hour')}:${part('minute')}`;
}

/**
 * Content-Disposition of a download (RFC 6266). A name that is not plain ASCII also goes as `filename*`
 * (RFC 5987, UTF-8 percent-encoded), with an ASCII stand-in in `filename` for clients that do not read it.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (ascii === fileName) return `attachment; filename="${fileName}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The headers of a CSV download: private data, never cached, never sniffed as something else. */
export function csvDownloadHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': CSV_CONTENT_TYPE,
    'content-disposition': attachmentDisposition(fileName),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
}
