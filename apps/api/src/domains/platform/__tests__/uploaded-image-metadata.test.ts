// Uploaded profile images are kept re-encoded: no EXIF, no GPS position, no camera or owner name, and a
// file that only starts like an image is refused.
import sharp from 'sharp';
import { postRegistration, registrationFields, uniqueEmail } from '../../../testing/factories';
import { JPEG_HEADER, WEBP_HEADER, jpegWithGpsExif } from '../../../testing/images';
import { storedAvatarBytes, storedAvatarNames } from '../../../testing/stored-avatars';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const storedAvatars = () => storedAvatarNames(t);

/** Little-endian (II) and big-endian (MM) forms of the EXIF tag that points at the GPS block. */
const GPS_IFD_TAG = [Buffer.from([0x25, 0x88]), Buffer.from([0x88, 0x25])];

describe('a photo uploaded with RegisterCompany', () => {
  it('is stored and served without its EXIF block, so without the GPS position it carried', async () => {
    const photo = await jpegWithGpsExif();
    // The sample really carries what a phone writes.
    const original = await sharp(photo).metadata();
    expect(original.exif).toBeDefined();
    expect(GPS_IFD_TAG.some((tag) => original.exif!.includes(tag))).toBe(true);
    expect(photo.includes(Buffer.from('TestPhone'))).toBe(true);

    const response = await postRegistration(
      t.app,
      registrationFields({
        email: uniqueEmail('photo'),
        ProfileImage: { content: photo, filename: 'IMG_0001.jpg', contentType: 'image/jpeg' },
      }),
    );
    expect(response.statusCode).toBe(200);
    const fileName = new URL(response.json().model.avatarUrl).pathname.split('/').pop()!;

    const stored = await storedAvatarBytes(t, fileName);
    const served = await t.app.inject({ method: 'GET', url: `/api/files/avatars/${fileName}` });
    expect(served.rawPayload.equals(stored)).toBe(true);
    for (const bytes of [stored, served.rawPayload]) {
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
      expect(bytes.includes(Buffer.from('TestPhone'))).toBe(false);
      expect(bytes.includes(Buffer.from('Sara Al-Harbi'))).toBe(false);
    }
  });

  it('is scaled down to at most 1024 pixels on its longer edge', async () => {
    const large = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const response = await postRegistration(
      t.app,
      registrationFields({
        ProfileImage: { content: large, filename: 'wide.png', contentType: 'image/png' },
      }),
    );
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({
      method: 'GET',
      url: new URL(response.json().model.avatarUrl).pathname,
    });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1024,
      height: 512,
    });
  });

  it.each([
    ['JPEG', JPEG_HEADER],
    ['WebP', WEBP_HEADER],
  ])('is refused with 415 when it only starts like a %s, and nothing is stored', async (_label, content) => {
    const before = await storedAvatars();
    const fields = registrationFields({
      ProfileImage: { content, filename: 'me.jpg', contentType: 'image/jpeg' },
    });
    const response = await postRegistration(t.app, fields);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please upload a valid image file (PNG, JPEG or WebP).',
      errors: { ProfileImage: ['Please upload a valid image file (PNG, JPEG or WebP).'] },
      model: null,
    });
    expect(await storedAvatars()).toEqual(before);
  });
});
