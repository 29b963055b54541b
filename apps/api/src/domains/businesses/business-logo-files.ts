// The business logo follows the profile images' rules (decisions #16): PNG, JPEG or WebP by content, at most
// 5 MB, stored re-encoded without metadata by app.avatars and served by GET /api/files/avatars/:file, whose
// absolute URL is kept in businesses.logo_url. That URL is how the stored file is found again to delete it.
import { avatarFileRoute, PROFILE_IMAGE_MAX_BYTES, routePath } from '@sumaa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { publicApiUrl } from '../../http/public-url';
import { AVATAR_FILE_NAME } from '../../storage/avatar-store';
import { UnreadableImageError } from '../../lib/image-reencoding';
import { sniffImageType, type ImageType } from '../../lib/image-type';

/** The multipart field of the logo upload (the contract's body). */
export const LOGO_FIELD = 'logo';

const logoRejected = () => new AppError(415, 'invalidImage', { [LOGO_FIELD]: ['invalidImage'] });

/** The uploaded logo's bytes and real type; anything else is refused with the spec's messages. */
export function checkedLogoImage(value: Uint8Array | string | undefined): { bytes: Buffer; type: ImageType } {
  // Nothing sent, or the empty part a browser sends for "no file".
  if (value === undefined || value.length === 0) {
    throw new AppError(400, 'validationFailed', { [LOGO_FIELD]: ['fieldRequired'] });
  }
  if (typeof value === 'string') throw logoRejected(); // text where a file belongs
  // The multipart limit stops a larger file first; this holds whatever parser delivered the bytes.
  if (value.length > PROFILE_IMAGE_MAX_BYTES) {
    throw new AppError(413, 'payloadTooLarge', { [LOGO_FIELD]: ['payloadTooLarge'] });
  }
  const bytes = Buffer.isBuffer(value) ? value : Buffer.from(value);
  const type = sniffImageType(bytes);
  if (!type) throw logoRejected();
  return { bytes, type };
}

/** Stores the logo re-encoded; a file that only starts like an image is refused here. Returns its file name. */
export function storeLogoFile(
  app: FastifyInstance,
  image: { bytes: Buffer; type: ImageType },
): Promise<string> {
  return app.avatars.save(image.bytes, image.type).catch((error: unknown) => {
    throw error instanceof UnreadableImageError ? logoRejected() : error;
  });
}

export function logoUrlOf(app: FastifyInstance, request: FastifyRequest, file: string): string {
  return publicApiUrl(request, app.config.publicApiUrl, routePath(avatarFileRoute, { file }));
}

/** The stored file a logo URL serves, or null for none (an empty URL, or one that is not ours). */
export function storedLogoFileOf(logoUrl: string): string | null {
  if (!logoUrl) return null;
  let pathname: string;
  try {
    pathname = new URL(logoUrl).pathname;
  } catch {
    return null;
  }
  const file = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (!AVATAR_FILE_NAME.test(file)) return null;
  return pathname === routePath(avatarFileRoute, { file }) ? file : null;
}

/**
 * Deletes the file a replaced or removed logo URL served, once the change is committed. A failure leaves only
 * an unreachable file behind, so it is logged, not answered.
 */
export async function removeLogoFileOf(
  app: FastifyInstance,
  request: FastifyRequest,
  logoUrl: string,
): Promise<void> {
  const file = storedLogoFileOf(logoUrl);
  if (!file) return;
  await app.avatars.remove(file).catch((error: unknown) => {
    request.log.warn({ err: error, file }, 'could not delete a replaced logo file');
  });
}
