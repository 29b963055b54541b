import { storedAvatarNames } from '../../../testing/stored-avatars';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  ARABIC,
  ENGLISH,
  addTeamMember,
  bearer,
  registerAccount,
  type RegisteredAccount,
} from '../../../testing/factories';
import { JPEG_HEADER, TEXT_FILE, TINY_JPEG, TINY_PNG, TINY_WEBP, pngOfSize } from '../../../testing/images';
import { multipartBody, type MultipartFile } from '../../../testing/multipart';
import { sniffImageType } from '../../../lib/image-type';

let t: TestApp;
let alice: RegisteredAccount;
let bob: RegisteredAccount;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerAccount(t.app, { Business_name: 'Alice Bakery' });
  bob = await registerAccount(t.app, { Business_name: 'Bob Garage' });
});
afterAll(async () => {
  await t.close();
});

const png = (content: Buffer = TINY_PNG): MultipartFile => ({
  content,
  filename: 'logo.png',
  contentType: 'image/png',
});

async function uploadLogo(
  businessId: string,
  headers: Record<string, string>,
  fields: Record<string, string | MultipartFile | undefined>,
) {
  const body = await multipartBody(fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/Businesses/${businessId}/logo`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

function removeLogo(businessId: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'DELETE', url: `/api/Businesses/${businessId}/logo`, headers });
}

async function currentLogoUrl(account: RegisteredAccount): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/Businesses',
    headers: bearer(account.token),
  });
  return response.json().model.logoUrl;
}

function storedFiles(): Promise<string[]> {
  return storedAvatarNames(t);
}

const fileOf = (url: string) => new URL(url).pathname.split('/').pop()!;

describe('the business logo', () => {
  it('is uploaded, served by its URL with its real type, and kept in the profile', async () => {
    const response = await uploadLogo(
      alice.businessId,
      { ...bearer(alice.token), ...ENGLISH },
      {
        logo: png(),
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('The logo has been updated');
    const logoUrl: string = response.json().model.logoUrl;
    expect(logoUrl).toMatch(/^http:\/\/localhost(:\d+)?\/api\/files\/avatars\/[a-f0-9]{32}\.png$/);
    expect(response.json().model).toMatchObject({ id: alice.businessId, name: 'Alice Bakery' });
    expect(await currentLogoUrl(alice)).toBe(logoUrl);

    const image = await t.app.inject({ method: 'GET', url: new URL(logoUrl).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(sniffImageType(image.rawPayload)).toBe('png');
  });

  it('is replaced by a new upload, whose type is read from its bytes, and the old file is deleted', async () => {
    const old = await currentLogoUrl(alice);
    expect(await storedFiles()).toContain(fileOf(old));

    // Declared as a PNG; the bytes are a JPEG, and that is what is kept.
    const response = await uploadLogo(alice.businessId, bearer(alice.token), { logo: png(TINY_JPEG) });
    expect(response.statusCode).toBe(200);
    const replaced: string = response.json().model.logoUrl;
    expect(replaced).toMatch(/\.jpg$/);
    expect(replaced).not.toBe(old);

    const files = await storedFiles();
    expect(files).toContain(fileOf(replaced));
    expect(files).not.toContain(fileOf(old));
    expect((await t.app.inject({ method: 'GET', url: new URL(old).pathname })).statusCode).toBe(404);
  });

  it('survives a profile save, which never takes the logo from its body', async () => {
    const logoUrl = await currentLogoUrl(alice);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/Businesses',
      headers: bearer(alice.token),
      payload: { name: 'Alice Bakery', logoUrl: '' },
    });
    expect(saved.json().model.logoUrl).toBe(logoUrl);
  });

  it('is removed with DELETE, its file deleted; removing it again answers the same', async () => {
    const old = await currentLogoUrl(alice);
    const response = await removeLogo(alice.businessId, { ...bearer(alice.token), ...ARABIC });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('تمت إزالة الشعار');
    expect(response.json().model.logoUrl).toBe('');
    expect(await currentLogoUrl(alice)).toBe('');
    expect(await storedFiles()).not.toContain(fileOf(old));

    const again = await removeLogo(alice.businessId, bearer(alice.token));
    expect(again.statusCode).toBe(200);
    expect(again.json().model.logoUrl).toBe('');
  });

  it('accepts a WebP logo and one of exactly 5 MB', async () => {
    const webp = await uploadLogo(alice.businessId, bearer(alice.token), {
      logo: { content: TINY_WEBP, filename: 'logo.webp', contentType: 'image/webp' },
    });
    expect(webp.json().model.logoUrl).toMatch(/\.webp$/);
    const limit = await uploadLogo(alice.businessId, bearer(alice.token), {
      logo: png(pngOfSize(5 * 1024 * 1024)),
    });
    expect(limit.statusCode).toBe(200);
  });
});

describe('a refused logo leaves the stored one as it was', () => {
  let kept: string;
  beforeAll(async () => {
    await uploadLogo(alice.businessId, bearer(alice.token), { logo: png() });
    kept = await currentLogoUrl(alice);
  });

  it('refuses a 6 MB file with 413 under logo, in English and Arabic', async () => {
    const filesBefore = await storedFiles();
    const english = await uploadLogo(
      alice.businessId,
      { ...bearer(alice.token), ...ENGLISH },
      {
        logo: png(pngOfSize(6 * 1024 * 1024)),
      },
    );
    expect(english.statusCode).toBe(413);
    expect(english.json()).toEqual({
      success: false,
      message: 'Image size must be 5MB or less.',
      errors: { logo: ['Image size must be 5MB or less.'] },
      model: null,
    });
    const arabic = await uploadLogo(
      alice.businessId,
      { ...bearer(alice.token), ...ARABIC },
      {
        logo: png(pngOfSize(6 * 1024 * 1024)),
      },
    );
    expect(arabic.statusCode).toBe(413);
    expect(arabic.json().errors).toEqual({ logo: ['يجب ألا يتجاوز حجم الصورة 5 ميجابايت.'] });
    expect(await currentLogoUrl(alice)).toBe(kept);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it.each([
    ['a text file named logo.png', TEXT_FILE],
    ['a JPEG header followed by text', Buffer.concat([JPEG_HEADER, TEXT_FILE])],
  ])('refuses %s with 415 invalidImage, in English and Arabic', async (_label, content) => {
    const filesBefore = await storedFiles();
    const english = await uploadLogo(
      alice.businessId,
      { ...bearer(alice.token), ...ENGLISH },
      {
        logo: png(content),
      },
    );
    expect(english.statusCode).toBe(415);
    expect(english.json()).toEqual({
      success: false,
      message: 'Please upload a valid image file (PNG, JPEG or WebP).',
      errors: { logo: ['Please upload a valid image file (PNG, JPEG or WebP).'] },
      model: null,
    });
    const arabic = await uploadLogo(
      alice.businessId,
      { ...bearer(alice.token), ...ARABIC },
      {
        logo: png(content),
      },
    );
    expect(arabic.json().errors).toEqual({ logo: ['يرجى رفع صورة صالحة (PNG أو JPEG أو WebP).'] });
    expect(await currentLogoUrl(alice)).toBe(kept);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('refuses text in place of the file with 415, and no file at all with 400 under logo', async () => {
    const text = await uploadLogo(alice.businessId, bearer(alice.token), {
      logo: 'data:image/png;base64,AAAA',
    });
    expect(text.statusCode).toBe(415);
    const none = await uploadLogo(alice.businessId, { ...bearer(alice.token), ...ENGLISH }, { other: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ logo: ['This field is required'] });
    expect(await currentLogoUrl(alice)).toBe(kept);
  });
});

describe('another business’s logo is out of reach', () => {
  let bobLogo: string;
  beforeAll(async () => {
    bobLogo = (await uploadLogo(bob.businessId, bearer(bob.token), { logo: png() })).json().model.logoUrl;
  });

  it('answers 404 to an upload or removal on another business’s id, which keeps its logo', async () => {
    const upload = await uploadLogo(bob.businessId, bearer(alice.token), { logo: png() });
    expect(upload.statusCode).toBe(404);
    const removal = await removeLogo(bob.businessId, bearer(alice.token));
    expect(removal.statusCode).toBe(404);
    expect(await currentLogoUrl(bob)).toBe(bobLogo);
    expect(await storedFiles()).toContain(fileOf(bobLogo));
  });

  it('refuses X-Business-Id of another business with 403', async () => {
    const headers = { ...bearer(alice.token), ...ENGLISH, 'x-business-id': bob.businessId };
    const upload = await uploadLogo(bob.businessId, headers, { logo: png() });
    expect(upload.statusCode).toBe(403);
    expect(upload.json().message).toBe('You are not a member of this business');
    expect((await removeLogo(bob.businessId, headers)).statusCode).toBe(403);
    expect(await currentLogoUrl(bob)).toBe(bobLogo);
  });

  it('needs the Settings permission', async () => {
    const agent = await addTeamMember(t.app, bob, {
      role: 'Agent',
      permissions: ['ViewReviews', 'ReplyReviews'],
    });
    expect((await uploadLogo(bob.businessId, bearer(agent.token), { logo: png() })).statusCode).toBe(403);
    expect((await removeLogo(bob.businessId, bearer(agent.token))).statusCode).toBe(403);
    expect(await currentLogoUrl(bob)).toBe(bobLogo);
  });
});
