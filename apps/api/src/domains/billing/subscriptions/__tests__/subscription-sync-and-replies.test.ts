// The plan's monthly reviews stop a sync's new reviews past the number (and say why, once), and an expired
// business reads its reviews but neither syncs (by hand or on the schedule) nor replies (decisions #25).
import { randomUUID } from 'node:crypto';
import { translateMessage } from '@sumaa/contracts';
import type { RegisteredAccount } from '../../../../testing/factories';
import {
  asMember,
  connectedOwner,
  linkOrFail,
  seededLocations,
  startStandinTestBed,
  startSync,
  STANDIN_USERS,
  type StandinTestBed,
} from '../../../reviews/__tests__/support/standin-steps';
import { queueScheduledReviewSyncs } from '../../../reviews/sync/review-sync-schedule';
import { ownDatabase, type OwnDatabase } from '../../../../testing/own-database';

const DAY_MS = 24 * 60 * 60 * 1000;
const REVIEWS_LIMIT = 3;

let bed: StandinTestBed;
const app = () => bed.t.app;
let owner: RegisteredAccount;

async function inOwnBusiness<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
  return app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query<T>(sql, [owner.businessId, ...(parameters as string[])]),
  );
}

// The sync schedule looks at every business: on PostgreSQL this file gets a database of its own.
let database: OwnDatabase;

beforeAll(async () => {
  database = await ownDatabase();
  bed = await startStandinTestBed({
    env: { ACCESS_TOKEN_TTL_SECONDS: String(60 * 24 * 60 * 60), ...database.env },
  });
  owner = await connectedOwner(bed, STANDIN_USERS.cafeOwner);
  await linkOrFail(
    app(),
    owner,
    seededLocations(bed.standin, STANDIN_USERS.cafeOwner).map((location) => location.placeId),
  );
  // A plan of its own, syncing three reviews a month.
  const code = `tiny-${randomUUID().slice(0, 8)}`;
  await app().db.ownerTransaction((tx) =>
    tx.query(
      `INSERT INTO plans (code, name, price, monthly_price, yearly_price, max_users, max_reviews,
                          ai_replies_per_month, translations)
       VALUES ($1, 'Tiny', 10, 10, 120, 2, $2, 0, '{}'::jsonb)`,
      [code, REVIEWS_LIMIT],
    ),
  );
  await inOwnBusiness(
    'UPDATE subscriptions SET plan_id = (SELECT id FROM plans WHERE code = $2) WHERE business_id = $1',
    [code],
  );
});
afterAll(async () => {
  await bed?.close();
  await database?.drop();
});

describe('the plan’s reviews synced per month', () => {
  it('imports new reviews up to the limit, records why it stopped once, and shows the usage', async () => {
    const response = await startSync(app(), owner);
    expect(response.statusCode).toBe(202);
    await app().jobs.runUntilIdle();

    const [{ count }] = await inOwnBusiness<{ count: number }>(
      'SELECT count(*)::int AS count FROM reviews WHERE business_id = $1',
    );
    expect(count).toBe(REVIEWS_LIMIT);
    const events = await inOwnBusiness<{ kind: string }>(
      'SELECT kind FROM subscription_events WHERE business_id = $1',
    );
    expect(events).toEqual([{ kind: 'reviews_limit_reached' }]);

    const single = await app().inject({
      method: 'GET',
      url: '/api/subscriptions/Single',
      headers: asMember(owner),
    });
    expect(single.json().model.usage.reviewsThisMonth).toEqual({ used: REVIEWS_LIMIT, limit: REVIEWS_LIMIT });
  });
});

describe('an expired business', () => {
  it('reads its reviews, but neither syncs nor replies: 402 subscriptionReadOnly, and nothing is deleted', async () => {
    bed.t.clock.advance(15 * DAY_MS);

    const list = await app().inject({ method: 'GET', url: '/api/Reviews', headers: asMember(owner) });
    expect(list.statusCode).toBe(200);
    expect(list.json().model.total).toBe(REVIEWS_LIMIT);

    const [review] = await inOwnBusiness<{ id: string }>('SELECT id FROM reviews WHERE business_id = $1');
    const reply = await app().inject({
      method: 'POST',
      url: `/api/Reviews/${review.id}/reply`,
      headers: asMember(owner),
      payload: { content: 'Thank you for your visit!' },
    });
    expect(reply.statusCode).toBe(402);
    expect(reply.json()).toMatchObject({
      success: false,
      message: translateMessage('subscriptionReadOnly', 'en'),
    });

    const sync = await startSync(app(), owner);
    expect(sync.statusCode).toBe(402);
    expect(sync.json().message).toBe(translateMessage('subscriptionReadOnly', 'en'));

    // The schedule passes it by.
    expect(await queueScheduledReviewSyncs(app())).toBe(0);
    const single = await app().inject({
      method: 'GET',
      url: '/api/subscriptions/Single',
      headers: asMember(owner),
    });
    expect(single.json().model).toMatchObject({ status: 'expired', canSync: false, canReply: false });
  });
});
