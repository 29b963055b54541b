// GET /api/reports/{businessId}/export through HTTP: one CSV of the period's analytics (UTF-8 with a BOM,
// headers in the reader's language), section by section, whose figures are the report endpoints' own for the
// same days; the trends counted back from the period's last day; formulas defused; another business's id
// refused with 403, a member without ViewAnalytics too, bad dates 400.
import { randomUUID } from 'node:crypto';
import {
  translateMessage,
  type KeywordReport,
  type MonthlySentiment,
  type PerformanceSummary,
  type ResponsivenessReport,
  type WeeklySentiment,
} from '@sumaa/contracts';
import {
  ARABIC,
  ENGLISH,
  addTeamMember,
  bearer,
  registerAccount,
  type RegisteredAccount,
} from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { readCsv } from '../../reviews/__tests__/support/read-csv';

let t: TestApp;
const app = () => t.app;

/** 23:59 on Sunday 10 March 2024 in Riyadh (UTC+3), the default zone. */
const NOW = new Date('2024-03-10T20:59:00Z');

interface SeedReview {
  stars: number;
  sentiment: 'Positive' | 'Negative' | 'Neutral';
  /** UTC. */
  at: string;
  keywords?: string[];
  /** Hours after the review; through Sumaa by the owner, else on Google. */
  replyAfterHours?: number;
  replyBySumaa?: boolean;
}

const A_REVIEWS: SeedReview[] = [
  {
    stars: 5,
    sentiment: 'Positive',
    at: '2024-03-10T09:00:00Z',
    keywords: ['قهوة', 'خدمة'],
    replyAfterHours: 2,
    replyBySumaa: true,
  },
  {
    stars: 4,
    sentiment: 'Positive',
    at: '2024-03-08T22:30:00Z',
    keywords: ['قهوه', 'staff'],
    replyAfterHours: 10,
  },
  { stars: 1, sentiment: 'Negative', at: '2024-03-08T20:59:00Z', keywords: ['خدمة', '=cmd'] },
  {
    stars: 3,
    sentiment: 'Neutral',
    at: '2024-03-03T21:00:00Z',
    keywords: ['parking'],
    replyAfterHours: 4,
    replyBySumaa: true,
  },
  { stars: 5, sentiment: 'Positive', at: '2024-03-01T00:00:00Z', keywords: ['قهوة'] },
  // February: the leap day's last second, and the middle of the month.
  { stars: 2, sentiment: 'Negative', at: '2024-02-29T20:59:59Z', keywords: ['price'], replyAfterHours: 1 },
  { stars: 5, sentiment: 'Positive', at: '2024-02-15T12:00:00Z', keywords: ['staff'] },
  // December 2023: the first review.
  { stars: 4, sentiment: 'Neutral', at: '2023-12-20T12:00:00Z' },
];

let ownerA: RegisteredAccount;
let ownerB: RegisteredAccount;

async function insertReviews(account: RegisteredAccount, reviews: readonly SeedReview[]): Promise<void> {
  const placeId = `place-${randomUUID()}`;
  await app().db.tenantTransaction({ businessId: account.businessId, userId: null }, async (tx) => {
    const now = t.clock.now();
    await tx.query('INSERT INTO google_place_links (place_id, business_id, linked_at) VALUES ($1, $2, $3)', [
      placeId,
      account.businessId,
      now,
    ]);
    const [location] = await tx.query<{ id: string }>(
      `INSERT INTO locations (business_id, google_location_name, place_id, name, linked_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
      [account.businessId, `accounts/1/locations/${placeId}`, placeId, '-Olaya, Riyadh', now],
    );
    for (const review of reviews) {
      const reviewId = randomUUID();
      const replied = review.replyAfterHours !== undefined;
      const replyAt = replied
        ? new Date(new Date(review.at).getTime() + review.replyAfterHours! * 3_600_000)
        : null;
      await tx.query(
        `INSERT INTO reviews (business_id, location_id, google_name, review_id, author_name, stars,
                              comment_original, language, sentiment, keywords, create_time, update_time,
                              reply_comment, reply_update_time, reply_source, reply_author_id, synced_at)
         VALUES ($1, $2, $3, $4, 'Reviewer', $5, 'Words', 'en', $6,
                 ARRAY(SELECT jsonb_array_elements_text($7::jsonb)), $8, $8, $9, $10, $11, $12, $8)`,
        [
          account.businessId,
          location.id,
          `accounts/1/locations/x/reviews/${reviewId}`,
          reviewId,
          review.stars,
          review.sentiment,
          JSON.stringify(review.keywords ?? []),
          review.at,
          replied ? 'Thanks' : null,
          replyAt,
          review.replyBySumaa ? 'sumaa' : null,
          review.replyBySumaa ? account.userId : null,
        ],
      );
    }
  });
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(NOW.getTime() - t.clock.now().getTime());
  ownerA = await registerAccount(app(), { Business_name: 'مقهى الإطلالة' });
  ownerB = await registerAccount(app(), { Business_name: '@Qahwa, "Best"' });
  await insertReviews(ownerA, A_REVIEWS);
  // B's reviews share A's days and words: they must never be counted for A.
  await insertReviews(ownerB, [
    { stars: 1, sentiment: 'Negative', at: '2024-03-09T09:00:00Z', keywords: ['قهوة'] },
  ]);
});
afterAll(async () => {
  await t?.close();
});

type Session = { token: string; businessId: string };

function headersOf(session: Session, language: Record<string, string> = ENGLISH) {
  return { ...language, ...bearer(session.token), 'x-business-id': session.businessId };
}

const query = (values: Record<string, string>) => {
  const search = new URLSearchParams(values).toString();
  return search ? `?${search}` : '';
};

function exportOf(
  businessId: string,
  values: Record<string, string> = {},
  session: Session | null = ownerA,
  language: Record<string, string> = ENGLISH,
) {
  return app().inject({
    method: 'GET',
    url: `/api/reports/${encodeURIComponent(businessId)}/export${query(values)}`,
    headers: session ? headersOf(session, language) : language,
  });
}

async function modelOf<T>(url: string, session: Session = ownerA): Promise<T> {
  const response = await app().inject({ method: 'GET', url, headers: headersOf(session) });
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  return response.json().model;
}

/** The file's sections: each title (the first cell of a row after a blank one) with the rows under it. */
async function sectionsOf(
  values: Record<string, string> = {},
  session: Session = ownerA,
  language: Record<string, string> = ENGLISH,
): Promise<Map<string, string[][]>> {
  const response = await exportOf(session.businessId, values, session, language);
  expect(response.statusCode).toBe(200);
  const { bom, rows } = readCsv(
    new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(response.rawPayload),
  );
  expect(bom).toBe(true);
  const sections = new Map<string, string[][]>();
  let current: string[][] | null = null;
  for (const row of rows) {
    if (row.length === 1 && row[0] === '') {
      current = null;
    } else if (!current) {
      current = [];
      sections.set(row[0], current);
    } else current.push(row);
  }
  return sections;
}

const asNumber = (cell: string) => (cell === '' ? null : Number(cell));

const MARCH = { startDate: '2024-03-01', endDate: '2024-03-10' };

describe('GET /api/reports/{businessId}/export: the file', () => {
  it('is a CSV download, UTF-8 with a BOM, named after the period', async () => {
    const response = await exportOf(ownerA.businessId, MARCH);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="sumaa-report-2024-03-01-to-2024-03-10.csv"',
      'cache-control': 'no-store',
    });
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const open = await exportOf(ownerA.businessId);
    expect(open.headers['content-disposition']).toBe('attachment; filename="sumaa-report-2024-03-10.csv"');
  });

  it('opens with the business, the period and its time zone', async () => {
    const sections = await sectionsOf(MARCH);
    expect(sections.get('Sumaa analytics report')).toEqual([
      ['Business', 'مقهى الإطلالة'],
      ['Period', '2024-03-01 – 2024-03-10'],
      ['Time zone', 'Asia/Riyadh'],
      ['Exported on', '2024-03-10 23:59'],
    ]);
    expect((await sectionsOf({ endDate: '2024-02-29' })).get('Sumaa analytics report')![1]).toEqual([
      'Period',
      'first review – 2024-02-29',
    ]);
  });

  it('holds the figures of the report endpoints for the same days', async () => {
    const sections = await sectionsOf(MARCH);
    const days = query(MARCH);
    const summary = await modelOf<PerformanceSummary>(
      `/api/reports/${ownerA.businessId}/performance/summary${days}`,
    );
    expect(summary.totalReviews).toBe(5);
    expect(sections.get('Summary')).toEqual([
      ['Figure', 'Value'],
      ['Reviews', String(summary.totalReviews)],
      ['Average rating', String(summary.averageRating)],
      ['Positive reviews', String(summary.positiveReviews)],
      ['Negative reviews', String(summary.negativeReviews)],
      ['Neutral reviews', String(summary.neutralReviews)],
      ['Replied reviews', String(summary.repliedReviews)],
      ['Response rate (%)', String(summary.responseRate)],
    ]);
    expect(sections.get('Star distribution')).toEqual([
      ['Stars', 'Reviews', 'Share (%)'],
      ['5', '2', '40'],
      ['4', '1', '20'],
      ['3', '1', '20'],
      ['2', '0', '0'],
      ['1', '1', '20'],
    ]);

    const responsiveness = await modelOf<ResponsivenessReport>(
      `/api/reports/${ownerA.businessId}/responsiveness${days}`,
    );
    const [header, overall, ...locations] = sections.get('Responsiveness')!;
    expect(header).toEqual([
      'Location',
      'Reviews',
      'Replied',
      'Response rate (%)',
      'Median response time (hours)',
    ]);
    expect(overall).toEqual([
      'All locations',
      String(responsiveness.overall.reviews),
      String(responsiveness.overall.replied),
      String(responsiveness.overall.responseRate),
      String(responsiveness.overall.medianResponseHours),
    ]);
    expect(responsiveness.overall).toMatchObject({ reviews: 5, replied: 3, medianResponseHours: 4 });
    // The location's name starts with "-": defused, as any text a business or Google wrote.
    expect(locations).toEqual([
      ["'-Olaya, Riyadh", '5', '3', '60', '4'],
      ['Replied on Google', String(responsiveness.repliedOnGoogle)],
    ]);
    expect(sections.get('By team member (replies published through Sumaa)')).toEqual([
      ['Team member', 'Replies', 'Median response time (hours)'],
      ['Sara Al-Harbi', '2', '3'],
    ]);

    const keywords = await modelOf<KeywordReport[]>(
      `/api/Reports/keywords${query({ ...MARCH, rowLimit: '20' })}`,
    );
    expect(sections.get('Top keywords (up to 20)')).toEqual([
      ['Keyword', 'Reviews mentioning it', 'Positive (%)', 'Negative (%)'],
      ...keywords.map((row) => [
        row.keyword.startsWith('=') ? `'${row.keyword}` : row.keyword,
        String(row.mentions),
        String(row.positive),
        String(row.negative),
      ]),
    ]);
    expect(sections.get('Top keywords (up to 20)')![1]).toEqual(['قهوة', '3', '100', '0']);
    expect(sections.get('Top keywords (up to 20)')).toContainEqual(["'=cmd", '1', '0', '100']);
  });

  it('counts the trends back from the period’s last day: its months whole, weeks of seven days', async () => {
    const sections = await sectionsOf(MARCH);
    const months = await modelOf<MonthlySentiment[]>('/api/Reports/monthly/entiment?months=1');
    expect(sections.get('Reviews by month')).toEqual([
      ['Month', 'Reviews', 'Average rating'],
      ...months.map((month) => [month.month, String(month.reviews), String(month.rating)]),
    ]);
    // Ten days: two weeks ending today, the first starting before the period.
    const weeks = await modelOf<WeeklySentiment[]>('/api/Reports/sentiment?weeks=2');
    expect(sections.get('Weekly sentiment')).toEqual([
      ['Week starting', 'Reviews', 'Positive (%)', 'Neutral (%)', 'Negative (%)'],
      ...weeks.map((week) => [
        week.period,
        String(week.reviews),
        String(week.positive),
        String(week.neutral),
        String(week.negative),
      ]),
    ]);
    expect(weeks.map((week) => week.period)).toEqual(['2024-02-26', '2024-03-04']);
  });

  it('ends the trends on a past period’s last day, not today', async () => {
    const sections = await sectionsOf({ startDate: '2024-01-15', endDate: '2024-02-29' });
    expect(sections.get('Reviews by month')!.slice(1)).toEqual([
      ['2024-01', '0', '0'],
      ['2024-02', '2', '3.5'],
    ]);
    // 46 days: seven weeks, the last ending on 29 February (its last second included).
    const weeks = sections.get('Weekly sentiment')!.slice(1);
    expect(weeks.map((week) => week[0])).toEqual([
      '2024-01-12',
      '2024-01-19',
      '2024-01-26',
      '2024-02-02',
      '2024-02-09',
      '2024-02-16',
      '2024-02-23',
    ]);
    expect(weeks.at(-1)).toEqual(['2024-02-23', '1', '0', '0', '100']);
  });

  it('goes back to the first review when the period has no first day', async () => {
    const sections = await sectionsOf();
    expect(
      sections
        .get('Reviews by month')!
        .slice(1)
        .map((month) => month[0]),
    ).toEqual(['2023-12', '2024-01', '2024-02', '2024-03']);
    const weeks = sections.get('Weekly sentiment')!.slice(1);
    expect(weeks[0]).toEqual(['2023-12-18', '1', '0', '100', '0']);
    expect(weeks.reduce((total, week) => total + Number(week[1]), 0)).toBe(A_REVIEWS.length);
    expect(asNumber(sections.get('Summary')![1][1])).toBe(A_REVIEWS.length);
  });

  it('writes the headers in Arabic for an Arabic reader', async () => {
    const sections = await sectionsOf(MARCH, ownerA, ARABIC);
    expect(sections.get('تقرير تحليلات سمعة')).toEqual([
      ['النشاط التجاري', 'مقهى الإطلالة'],
      ['الفترة', '2024-03-01 – 2024-03-10'],
      ['المنطقة الزمنية', 'Asia/Riyadh'],
      ['تاريخ التصدير', '2024-03-10 23:59'],
    ]);
    expect(sections.get('الملخص')![0]).toEqual(['المؤشر', 'القيمة']);
    expect(sections.get('الملخص')![1]).toEqual(['المراجعات', '5']);
    expect(sections.get('توزيع التقييمات')![0]).toEqual(['النجوم', 'المراجعات', 'النسبة (%)']);
    expect([...sections.keys()]).toEqual([
      'تقرير تحليلات سمعة',
      'الملخص',
      'توزيع التقييمات',
      'سرعة الاستجابة',
      'حسب عضو الفريق (الردود المنشورة عبر سمعة)',
      'أبرز الكلمات المفتاحية (حتى 20)',
      'المراجعات حسب الشهر',
      'الانطباع الأسبوعي',
    ]);
  });

  it('quotes and defuses what the business wrote itself: its name', async () => {
    const response = await exportOf(ownerB.businessId, MARCH, ownerB);
    expect(response.body).toContain(`"'@Qahwa, ""Best"""`);
    const sections = await sectionsOf(MARCH, ownerB);
    expect(sections.get('Sumaa analytics report')![0]).toEqual(['Business', `'@Qahwa, "Best"`]);
    expect(sections.get('Summary')![1]).toEqual(['Reviews', '1']);
  });
});

describe('GET /api/reports/{businessId}/export: who may export', () => {
  it('refuses another business’s id, or anything that is not the caller’s, with 403', async () => {
    for (const other of [ownerB.businessId, randomUUID(), 'not-a-uuid']) {
      const response = await exportOf(other, MARCH);
      expect({ other, status: response.statusCode }).toEqual({ other, status: 403 });
      expect(response.json()).toMatchObject({
        success: false,
        model: null,
        message: translateMessage('businessForbidden', 'en'),
      });
    }
    expect((await exportOf(ownerA.businessId.toUpperCase(), MARCH)).statusCode).toBe(200);
  });

  it('refuses a caller without a session (401) and a member without ViewAnalytics (403)', async () => {
    expect((await exportOf(ownerA.businessId, MARCH, null)).statusCode).toBe(401);
    const agent = await addTeamMember(app(), ownerA, { role: 'Agent', permissions: ['ViewReviews'] });
    const refused = await exportOf(ownerA.businessId, MARCH, {
      token: agent.token,
      businessId: ownerA.businessId,
    });
    expect(refused.statusCode).toBe(403);
    const viewer = await addTeamMember(app(), ownerA, { role: 'Viewer', permissions: ['ViewAnalytics'] });
    const served = await exportOf(ownerA.businessId, MARCH, {
      token: viewer.token,
      businessId: ownerA.businessId,
    });
    expect(served.statusCode).toBe(200);
  });

  it('answers bad dates with 400, in the reader’s language', async () => {
    const response = await exportOf(
      ownerA.businessId,
      { startDate: '2024-03-10', endDate: '2024-03-01' },
      ownerA,
      ARABIC,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ endDate: [translateMessage('reportDateRangeInvalid', 'ar')] });
    const invalid = await exportOf(ownerA.businessId, { startDate: 'yesterday' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ startDate: [translateMessage('reportDateInvalid', 'en')] });
  });
});
