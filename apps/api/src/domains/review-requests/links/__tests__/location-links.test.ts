// The locations' public links (issue 23, "Links, QR codes and cards"): one per linked location, made on first
// read and kept; the QR code as PNG (decoded back to the link) and SVG, the A6 counter card as PDF with the
// business's logo; and each business reaching only its own links' files.
import { reviewRequestLinkListSchema, type ReviewRequestLink } from '@sumaa/contracts';
import jsQR from 'jsqr';
import { JSDOM } from 'jsdom';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import {
  ARABIC,
  ENGLISH,
  addTeamMember,
  bearer,
  registerAccount,
  type RegisteredAccount,
} from '../../../../testing/factories';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { addLocation } from '../../__tests__/support/review-request-steps';
import { A6_POINTS, CARD_TEXTS } from '../counter-card';
import { pdfText } from './pdf-text';

let t: TestApp;
let owner: RegisteredAccount;
let olayaId: string;
let malqaId: string;
let other: RegisteredAccount;
let otherLocationId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAccount(t.app, { Business_name: 'Qahwa House' });
  olayaId = await addLocation(t.app, owner.businessId, 'فرع العليا');
  malqaId = await addLocation(t.app, owner.businessId, 'Malqa branch');
  other = await registerAccount(t.app, { Business_name: 'Other Business' });
  otherLocationId = await addLocation(t.app, other.businessId, 'Elsewhere');
});
afterAll(async () => {
  await t.close();
});

async function links(account: RegisteredAccount): Promise<ReviewRequestLink[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/review-requests/links',
    headers: { ...bearer(account.token), ...ENGLISH },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().success).toBe(true);
  return reviewRequestLinkListSchema.parse(response.json().model);
}

/** A file URL of the list as the path app.inject takes. */
const pathOf = (url: string) => new URL(url).pathname;

function getFile(account: RegisteredAccount, url: string, headers: Record<string, string> = ENGLISH) {
  return t.app.inject({
    method: 'GET',
    url: pathOf(url),
    headers: { ...bearer(account.token), ...headers },
  });
}

function linkOf(list: ReviewRequestLink[], locationId: string): ReviewRequestLink {
  const link = list.find((entry) => entry.locationId === locationId);
  if (!link) throw new Error(`no link for ${locationId}`);
  return link;
}

describe('GET /api/review-requests/links', () => {
  it('gives each linked location its own unguessable /r/{code} link, made on the first read and kept', async () => {
    const first = await links(owner);
    expect(first.map((link) => [link.locationId, link.locationName])).toEqual([
      [olayaId, 'فرع العليا'],
      [malqaId, 'Malqa branch'],
    ]);
    const codes = first.map((link) => new URL(link.url).pathname.match(/^\/r\/([A-Za-z0-9_-]+)$/)?.[1]);
    // 128 random bits in base64url: 22 characters.
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(codes).size).toBe(2);
    expect(await links(owner)).toEqual(first);
  });

  it('names the QR and card files as this API’s routes of the location', async () => {
    const link = linkOf(await links(owner), olayaId);
    expect(pathOf(link.qrPngUrl)).toBe(`/api/review-requests/links/${olayaId}/qr.png`);
    expect(pathOf(link.qrSvgUrl)).toBe(`/api/review-requests/links/${olayaId}/qr.svg`);
    expect(pathOf(link.cardPdfUrl)).toBe(`/api/review-requests/links/${olayaId}/card.pdf`);
  });

  it('lists only the business’s own locations', async () => {
    const theirs = await links(other);
    expect(theirs.map((link) => link.locationId)).toEqual([otherLocationId]);
    expect((await links(owner)).map((link) => link.locationId)).not.toContain(otherLocationId);
  });

  it('is refused to a member without SendReviewRequests, and to no one signed in', async () => {
    const viewer = await addTeamMember(t.app, owner, { role: 'Viewer' });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/review-requests/links',
      headers: { ...bearer(viewer.token), ...ARABIC },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, model: null });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/review-requests/links' });
    expect(anonymous.statusCode).toBe(401);
    const file = await t.app.inject({ method: 'GET', url: `/api/review-requests/links/${olayaId}/qr.png` });
    expect(file.statusCode).toBe(401);
  });
});

describe('the QR codes', () => {
  it('PNG: decodes to the location’s link', async () => {
    const link = linkOf(await links(owner), malqaId);
    const response = await getFile(owner, link.qrPngUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(response.rawPayload);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(link.url);
  });

  it('SVG: a well-formed SVG document that draws the code', async () => {
    const link = linkOf(await links(owner), olayaId);
    const response = await getFile(owner, link.qrSvgUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const { window } = new JSDOM('');
    const document = new window.DOMParser().parseFromString(response.body, 'image/svg+xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.documentElement.tagName).toBe('svg');
    expect(document.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(document.documentElement.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    expect(document.getElementsByTagName('path').length).toBeGreaterThan(0);
    // The SVG rasterised decodes to the same link as the PNG.
    const { data, info } = await sharp(Buffer.from(response.body))
      .resize(800)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(link.url);
  });
});

describe('the counter card', () => {
  function mediaBoxes(pdf: Buffer): number[][] {
    return [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*([\d.\s-]+)\]/g)].map((match) =>
      match[1].trim().split(/\s+/).map(Number),
    );
  }

  it('is one A6 page of PDF', async () => {
    const link = linkOf(await links(owner), olayaId);
    const response = await getFile(owner, link.cardPdfUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const boxes = mediaBoxes(pdf);
    expect(boxes).toHaveLength(1);
    const [x0, y0, x1, y1] = boxes[0];
    expect(x1 - x0).toBeCloseTo(A6_POINTS.width, 1);
    expect(y1 - y0).toBeCloseTo(A6_POINTS.height, 1);
    expect(x1 - x0).toBeCloseTo(297.64, 1);
    expect(y1 - y0).toBeCloseTo(419.53, 1);
    // Without a logo, no image: the QR code is drawn as vectors.
    expect(pdf.toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
  });

  it('names the business and the branch and asks in English and in Arabic, with the link written out', async () => {
    const link = linkOf(await links(owner), olayaId);
    const text = pdfText((await getFile(owner, link.cardPdfUrl)).rawPayload);
    expect(text).toContain('Qahwa House');
    expect(text).toContain(CARD_TEXTS.en);
    expect(text).toContain(link.url);
    // Arabic as a reader extracts it: the branch's name and the call to action's words, in reading order.
    expect(text).toContain('العليا');
    expect(text).toMatch(/امسح\s+الرمز/);
  });

  it('carries the business’s logo when it has one', async () => {
    const logo = await sharp({
      create: { width: 120, height: 60, channels: 3, background: { r: 15, g: 118, b: 110 } },
    })
      .webp()
      .toBuffer();
    const file = await t.app.avatars.save(logo, 'webp');
    await t.app.db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
      tx.query('UPDATE businesses SET logo_url = $2 WHERE business_id = $1', [
        owner.businessId,
        `http://localhost/api/files/avatars/${file}`,
      ]),
    );
    const link = linkOf(await links(owner), olayaId);
    const response = await getFile(owner, link.cardPdfUrl);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  });
});

describe('one business’s link files, asked for by another', () => {
  it.each(['qr.png', 'qr.svg', 'card.pdf'])('answer 404 in the envelope, translated (%s)', async (file) => {
    const url = `http://localhost/api/review-requests/links/${otherLocationId}/${file}`;
    const english = await getFile(owner, url, ENGLISH);
    expect(english.statusCode).toBe(404);
    expect(english.headers['content-type']).toMatch(/^application\/json/);
    expect(english.json()).toMatchObject({ success: false, model: null });
    const arabic = await getFile(owner, url, ARABIC);
    expect(arabic.statusCode).toBe(404);
    expect(arabic.json().message).not.toBe(english.json().message);
    expect(arabic.json().message).toMatch(/[\u0600-\u06ff]/);
  });

  it('answer 400 in the envelope for an id that is not one', async () => {
    const response = await getFile(owner, 'http://localhost/api/review-requests/links/not-an-id/qr.png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });
});
