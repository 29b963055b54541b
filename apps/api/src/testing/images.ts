// Minimal real image files (and impostors) for upload tests.

/** A valid 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The start of a JPEG (SOI + APP0/JFIF marker): what the content check looks at. */
export const JPEG_HEADER = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01,
]);

/** RIFF container of type WEBP with a VP8L chunk header. */
export const WEBP_HEADER = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0x00, 0x00, 0x00]),
  Buffer.from('WEBPVP8L'),
  Buffer.from([0x0d, 0x00, 0x00, 0x00, 0x2f, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11]),
]);

/** A plain text file, whatever name it is given. */
export const TEXT_FILE = Buffer.from('this is not an image, even if it is called photo.png\n');

/** A PNG signature followed by padding up to `bytes`: a "photo" of a chosen size. */
export function pngOfSize(bytes: number): Buffer {
  const file = Buffer.alloc(bytes);
  TINY_PNG.copy(file);
  return file;
}
