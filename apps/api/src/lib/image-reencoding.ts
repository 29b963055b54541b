// Uploaded images are decoded and encoded again before they are kept (decisions #16): what is stored is
// pixels only. Phones write the place a photo was taken (EXIF GPS), the device and its owner's name into
// the file, and an avatar is served to anyone with its link; sharp drops every metadata block unless told
// to keep it. Decoding also proves the file is an image, not a polyglot that merely starts like one.
import sharp from 'sharp';
import type { ImageType } from './image-type';

/** Avatars are shown small: a longer edge is scaled down, which also bounds what is stored. */
export const AVATAR_MAX_EDGE_PX = 1024;
/** A decompression bomb (a small file of enormous dimensions) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super(`the image could not be decoded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'UnreadableImageError';
  }
}

/** The image encoded afresh in its own format, upright (EXIF orientation applied), without metadata. */
export async function reencodeImage(bytes: Buffer, type: ImageType): Promise<Buffer> {
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({
      width: AVATAR_MAX_EDGE_PX,
      height: AVATAR_MAX_EDGE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    });
    if (type === 'png') return await pipeline.png().toBuffer();
    if (type === 'webp') return await pipeline.webp({ quality: 85 }).toBuffer();
    return await pipeline.jpeg({ quality: 85 }).toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}
