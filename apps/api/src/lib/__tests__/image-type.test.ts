import { sniffImageType } from '../image-type';
import { JPEG_HEADER, TEXT_FILE, TINY_PNG, WEBP_HEADER } from '../../testing/images';

describe('sniffImageType', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffImageType(TINY_PNG)).toBe('png');
    expect(sniffImageType(JPEG_HEADER)).toBe('jpeg');
    expect(sniffImageType(WEBP_HEADER)).toBe('webp');
  });

  it('rejects text, SVG, GIF, a RIFF file that is not WebP, and truncated signatures', () => {
    expect(sniffImageType(TEXT_FILE)).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(
      sniffImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')])),
    ).toBeNull();
    expect(sniffImageType(TINY_PNG.subarray(0, 4))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});
