// What the reply-rule tests do again and again: a business with a branch and a template, reviews written as a sync
// leaves them, the sync's completion (reviews.synced) delivered by the job queue, and reading what rules did.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  bearer,
  ENGLISH,
  registerAccount,
  signIn,
  type RegisteredAccount,
} from '../../../../testing/factories';
import type { TestApp } from '../../../../testing/test-app';

export interface Shop {
  owner: RegisteredAccount;
  locationId: string;
  templateId: string;
}

export function asOwner(shop: Shop, headers: Record<string, string> = ENGLISH) {
  return { ...headers, ...bearer(shop.owner.token) };
}

let shops = 0;
export async function newShop(app: FastifyInstance): Promise<Shop> {
  shops += 1;
  const owner = await registerAccount(app, { Business_name: `Rules Café ${shops}` });
  const placeId = `place-${randomUUID()}`;
  return app.db.tenantTransaction({ businessId: owner.businessId, userId: null }, async (tx) => {
    const now = app.now();
    await tx.query('INSERT INTO google_place_links (place_id, business_id, linked_at) VALUES ($1, $2, $3)', [
      placeId,
      owner.businessId,
      now,
    ]);
    const [location] = await tx.query<{ id: string }>(
      `INSERT INTO locations (business_id, google_location_name, place_id, name, linked_at, updated_at)
       VALUES ($1, $2, $3, 'فرع العليا', $4, $4) RETURNING id`,
      [owner.businessId, `accounts/1/locations/${placeId}`, placeId, now],
    );
    const [template] = await tx.query<{ id: string }>(
      `INSERT INTO reply_templates (business_id, sentiment, language, content, created_at, updated_at)
       VALUES ($1, 'Positive', 'en', 'Thank you {reviewerName}! — {businessName}', $2, $2) RETURNING id`,
      [owner.businessId, now],
    );
    return { owner, locationId: location.id, templateId: template.id };
  });
}

export interface SeedReview {
  author?: string | null;
  text?: string | null;
  language?: string | null;
  stars: number;
  sentiment?: 'Positive' | 'Negative' | 'Neutral';
  locationId?: string;
  replyOnGoogle?: string;
}

let minute = 0;
export async function insertReview(app: FastifyInstance, shop: Shop, review: SeedReview): Promise<string> {
  minute += 1;
  const googleId = randomUUID();
  const at = new Date(app.now().getTime() - 86_400_000 + minute * 1000).toISOString();
  const sentiment =
    review.sentiment ?? (review.stars >= 4 ? 'Positive' : review.stars === 3 ? 'Neutral' : 'Negative');
  const author = review.author === undefined ? 'Fahad Alotaibi' : review.author;
  return app.db.tenantTransaction({ businessId: shop.owner.businessId, userId: null }, async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO reviews (business_id, location_id, google_name, review_id, author_name, is_anonymous, stars,
                            comment_original, language, sentiment, create_time, update_time, synced_at, reply_comment)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $11, $12)
       RETURNING id`,
      [
        shop.owner.businessId,
        review.locationId ?? shop.locationId,
        `accounts/1/locations/x/reviews/${googleId}`,
        googleId,
        author,
        !author,
        review.stars,
        review.text ?? null,
        review.text ? (review.language ?? 'en') : null,
        sentiment,
        at,
        review.replyOnGoogle ?? null,
      ],
    );
    return row.id;
  });
}

/** The sync's completion as the reviews domain raises it, delivered (and every job due run) by the job queue. */
export async function completeSync(app: FastifyInstance, shop: Shop, newReviewIds: string[]): Promise<void> {
  const businessId = shop.owner.businessId;
  await app.db.tenantTransaction({ businessId, userId: null }, (tx) =>
    app.events.publish(tx, {
      businessId,
      name: 'reviews.synced',
      payload: { syncJobId: randomUUID(), mode: 'incremental', newReviewIds },
    }),
  );
  await app.jobs.runUntilIdle();
}

export interface ReplyRow {
  reply_status: string;
  content: string;
  author_id: string | null;
}

export async function sumaaReply(
  app: FastifyInstance,
  shop: Shop,
  reviewId: string,
): Promise<ReplyRow | null> {
  const [row] = await app.db.tenantTransaction({ businessId: shop.owner.businessId, userId: null }, (tx) =>
    tx.query<ReplyRow>(
      'SELECT reply_status, content, author_id FROM review_replies WHERE business_id = $1 AND id = $2',
      [shop.owner.businessId, reviewId],
    ),
  );
  return row ?? null;
}

export async function actionsOf(app: FastifyInstance, shop: Shop, reviewId: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/Reviews/${reviewId}/automatic-actions`,
    headers: asOwner(shop),
  });
  expect(response.statusCode).toBe(200);
  return response.json().model as Array<{
    id: string;
    action: string;
    state: string;
    reason: string | null;
    ruleName: string;
    dueAt: string | null;
    undoable: boolean;
    detail: Record<string, unknown>;
  }>;
}

export async function createRule(app: FastifyInstance, shop: Shop, body: object) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/reply-rules',
    headers: asOwner(shop),
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`rule refused: ${response.statusCode} ${response.body}`);
  return response.json().model as { id: string; name: string; position: number };
}

/** A rule that thanks with the shop's template, on by default. */
export function thankingRule(
  shop: Shop,
  overrides: {
    name?: string;
    conditions?: object;
    delayMinutes?: number;
    requireApproval?: boolean;
    enabled?: boolean;
    assign?: object | null;
    escalate?: object | null;
  } = {},
) {
  return {
    name: overrides.name ?? 'Thank 5★',
    enabled: overrides.enabled ?? true,
    conditions: overrides.conditions ?? {},
    actions: {
      reply: {
        templateId: shop.templateId,
        delayMinutes: overrides.delayMinutes ?? 0,
        requireApproval: overrides.requireApproval ?? false,
      },
      assign: overrides.assign ?? null,
      escalate: overrides.escalate ?? null,
    },
  };
}

/** The test clock moved on, every job due by then run, and the owner signed in again (their token has expired). */
export async function later(t: TestApp, shop: Shop, milliseconds: number): Promise<void> {
  t.clock.advance(milliseconds);
  await t.app.jobs.runUntilIdle();
  const response = await signIn(t.app, shop.owner.email, shop.owner.password);
  if (response.statusCode !== 200)
    throw new Error(`sign-in refused: ${response.statusCode} ${response.body}`);
  shop.owner.token = response.json().model.token;
}
