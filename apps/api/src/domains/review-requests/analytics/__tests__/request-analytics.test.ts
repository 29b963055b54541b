// GET /api/review-requests/analytics (issue 23): per channel and per location, the requests that left in the
// period, how many were delivered (e-mail: null, it reports none), clicked, and the reviews probably from them,
// with the conversion rate (null when nothing was sent, never a made-up 0 %). The days are the business's; bad
// days are a translated 400; a business sees only its own requests.
import { reviewRequestAnalyticsSchema, type ReviewRequestAnalytics } from '@sumaa/contracts';
import { ARABIC, bearer, ENGLISH } from '../../../../testing/factories';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { addLocation, advanceToRiyadhTime } from '../../__tests__/support/review-request-steps';
import {
  askedContact,
  clickRequest,
  completeSync,
  newBusiness,
  postSms,
  postWhatsApp,
  storeReview,
  useRecordingChannels,
  whatsAppStatuses,
  type Business,
  type RecordingChannel,
} from '../../webhooks/__tests__/support/webhook-steps';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let whatsapp: RecordingChannel;
let sms: RecordingChannel;
let cafe: Business;
let bakery: Business;
let malqa: string;
let today: string;

async function analytics(
  business: Business,
  query = '',
  headers: Record<string, string> = ENGLISH,
): Promise<ReviewRequestAnalytics> {
  const response = await analyticsResponse(business, query, headers);
  expect(response.statusCode).toBe(200);
  return reviewRequestAnalyticsSchema.parse(response.json().model);
}

function analyticsResponse(business: Business, query = '', headers: Record<string, string> = ENGLISH) {
  return t.app.inject({
    method: 'GET',
    url: `/api/review-requests/analytics${query}`,
    headers: { ...bearer(business.owner.token), ...headers },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  ({ whatsapp, sms } = useRecordingChannels(t.app));
  advanceToRiyadhTime(t, 12);
  today = new Date(t.clock.now().getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
  cafe = await newBusiness(t, 'Qahwa House', 'Olaya');
  bakery = await newBusiness(t, 'Khobz Bakery', 'Nakheel');
  malqa = await addLocation(t.app, cafe.owner.businessId, 'Malqa');

  // WhatsApp at Olaya: one delivered, one read, one clicked whose review came two days later.
  const delivered = await askedContact(t, cafe, { name: 'Noura Saad', phone: '+966500000001' }, 'whatsapp');
  const read = await askedContact(t, cafe, { name: 'Sara Ali', phone: '+966500000002' }, 'whatsapp');
  const clicked = await askedContact(t, cafe, { name: 'Huda Omar', phone: '+966500000003' }, 'whatsapp');
  await postWhatsApp(
    t,
    whatsAppStatuses([
      { id: whatsapp.idSentTo('+966500000001'), status: 'delivered' },
      { id: whatsapp.idSentTo('+966500000002'), status: 'read' },
    ]),
  );
  const clickedAt = await clickRequest(t, cafe, clicked.requestId);
  // SMS at Malqa, undeliverable; e-mail at Olaya, clicked (its only sign of delivery).
  await askedContact(t, cafe, { name: 'Lama Fahad', phone: '+966500000004' }, 'sms', malqa);
  await postSms(t, { MessageID: sms.idSentTo('+966500000004'), DLR: 'Undeliverable' });
  const mailed = await askedContact(t, cafe, { name: 'Reem Nasser', email: 'reem@example.com' }, 'email');
  await clickRequest(t, cafe, mailed.requestId);
  const reviewId = await storeReview(t, cafe, {
    author: 'Huda Omar',
    at: new Date(clickedAt.getTime() + 2 * DAY_MS),
  });
  await completeSync(t, cafe, [reviewId]);
  void [delivered, read];
});
afterAll(async () => {
  await t.close();
});

it('counts sent, delivered, clicked and reviews after a request, per channel and per location', async () => {
  const figures = await analytics(cafe);
  expect(figures).toMatchObject({ from: null, to: null, timeZone: 'Asia/Riyadh' });
  expect(figures.totals).toEqual({ sent: 5, delivered: 4, clicked: 2, reviews: 1, conversionRate: 0.2 });
  expect(figures.byChannel).toEqual([
    { channel: 'whatsapp', sent: 3, delivered: 3, clicked: 1, reviews: 1, conversionRate: 0.3333 },
    { channel: 'sms', sent: 1, delivered: 0, clicked: 0, reviews: 0, conversionRate: 0 },
    { channel: 'email', sent: 1, delivered: null, clicked: 1, reviews: 0, conversionRate: 0 },
  ]);
  expect(figures.byLocation).toEqual([
    {
      locationId: cafe.locationId,
      locationName: 'Olaya',
      sent: 4,
      delivered: 4,
      clicked: 2,
      reviews: 1,
      conversionRate: 0.25,
    },
    {
      locationId: malqa,
      locationName: 'Malqa',
      sent: 1,
      delivered: 0,
      clicked: 0,
      reviews: 0,
      conversionRate: 0,
    },
  ]);
});

it('reads the days in the business’s time zone, both included; a period with nothing sent has no rate', async () => {
  expect((await analytics(cafe, `?from=${today}&to=${today}`)).totals.sent).toBe(5);
  const tomorrow = new Date(Date.parse(today) + DAY_MS).toISOString().slice(0, 10);
  const empty = await analytics(cafe, `?from=${tomorrow}`);
  expect(empty.totals).toEqual({ sent: 0, delivered: 0, clicked: 0, reviews: 0, conversionRate: null });
  expect(empty.byChannel.map((row) => row.conversionRate)).toEqual([null, null, null]);
  const yesterday = new Date(Date.parse(today) - DAY_MS).toISOString().slice(0, 10);
  expect((await analytics(cafe, `?to=${yesterday}`)).totals.sent).toBe(0);
});

it('never shows one business another’s requests', async () => {
  const figures = await analytics(bakery);
  expect(figures.totals).toEqual({ sent: 0, delivered: 0, clicked: 0, reviews: 0, conversionRate: null });
  expect(figures.byLocation).toEqual([
    {
      locationId: bakery.locationId,
      locationName: 'Nakheel',
      sent: 0,
      delivered: 0,
      clicked: 0,
      reviews: 0,
      conversionRate: null,
    },
  ]);
});

it('answers bad days with a translated 400', async () => {
  const invalid = await analyticsResponse(cafe, '?from=2026-13-01', ARABIC);
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json().errors).toEqual({ from: ['أدخل اليوم بصيغة YYYY-MM-DD'] });
  const reversed = await analyticsResponse(cafe, `?from=${today}&to=2020-01-01`);
  expect(reversed.statusCode).toBe(400);
  expect(reversed.json().errors).toEqual({ to: ['The end day cannot be before the start day'] });
});
