// Minimal real image files (and impostors) for upload tests.

/** A valid 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A valid 2×2 JPEG. */
export const TINY_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIkAaEP/2Q==',
  'base64',
);

/** A valid 2×2 lossless WebP. */
export const TINY_WEBP = Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvAUAAAAdQmkrUqv+BiOh/AAA=', 'base64');

/**
 * A 64×48 JPEG as a phone writes it: an EXIF block naming the camera and a GPS block with where the
 * photo was taken (Riyadh). Built with sharp, which writes EXIF when asked to.
 */
export async function jpegWithGpsExif(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera-1', Artist: 'Sara Al-Harbi' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '24/1 42/1 36/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '46/1 40/1 30/1',
      },
    })
    .toBuffer();
}

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
