// Downloads of the routes whose reply is a file (reply 'binary': the CSV exports). The call goes through the
// same client as callRoute (sendRoute): path, query and token from the route's endpoint, and on a 401 one
// shared refresh and one retry, so an export started with an expired token still arrives. A refusal is an
// ApiError with the server's translated message, as callRoute throws.
import type { ContractOf, Endpoint } from '@sumaa/contracts';
import { ApiError, readEnvelope } from './ApiError';
import { sendRoute, type RouteCallInput } from './callRoute';

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition; the fallback given when the reply names none. */
  fileName: string;
}

/** The input may be left out when the route needs none (as callRoute). */
type DownloadArgs<C> =
  Record<string, never> extends RouteCallInput<C>
    ? [input?: RouteCallInput<C> & { fallbackFileName?: string }]
    : [input: RouteCallInput<C> & { fallbackFileName?: string }];

const DEFAULT_FILE_NAME = 'download';

/**
 * The file name a Content-Disposition header gives: `filename*` (RFC 5987, UTF-8) before `filename`, and only
 * the last path segment of either. The API must expose the header to other origins (its CORS settings do).
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended && /^utf-8$/i.test(extended[1].trim())) {
    try {
      return baseName(decodeURIComponent(extended[2].trim()));
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name ? baseName(name) : null;
}

/** A name to save under, never a path. */
function baseName(name: string): string | null {
  const last = name.split(/[\\/]/).pop()?.trim();
  return last ? last : null;
}

/** Calls a file route with the signed-in token and answers its bytes and file name; throws ApiError on refusal. */
export async function downloadRoute<E extends Endpoint>(
  endpoint: E,
  ...[input]: DownloadArgs<ContractOf<E>>
): Promise<DownloadedFile> {
  const { fallbackFileName = DEFAULT_FILE_NAME, ...callInput } = (input ?? {}) as {
    fallbackFileName?: string;
  };
  // The client's timeout runs until the reply's headers; a streamed export's body may take longer.
  const send = sendRoute as (endpoint: E, input: object) => Promise<Response>;
  const response = await send(endpoint, callInput);
  if (!response.ok) {
    const envelope = await readEnvelope(response);
    throw new ApiError({
      status: response.status,
      message: envelope?.message,
      errors: envelope?.errors,
      model: envelope?.model,
    });
  }
  const blob = await response.blob();
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackFileName;
  return { blob, fileName };
}

/** Hands the file to the browser's own download (the Save dialog, or the downloads folder). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked well after the click: revoking at once cancels the download in some browsers (FileSaver.js waits
    // 40 s too).
    setTimeout(() => URL.revokeObjectURL(url), 40_000);
  }
}
