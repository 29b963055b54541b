// What a chosen file really is, read from its first bytes (decisions #16), the same signatures the API checks:
// a file's name and declared type are the sender's word and prove nothing.

export type ImageType = 'png' | 'jpeg' | 'webp';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return (
    bytes.length >= offset + signature.length &&
    signature.every((byte, index) => bytes[offset + index] === byte)
  );
}

export function imageTypeOfBytes(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  // RIFF <4-byte size> WEBP
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return null;
}

/** The image type of a file by its content, or null when it is none of PNG, JPEG or WebP. */
export async function imageTypeOf(file: Blob): Promise<ImageType | null> {
  try {
    return imageTypeOfBytes(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
  } catch {
    return null; // unreadable (removed from disk meanwhile): not an image we can send
  }
}
