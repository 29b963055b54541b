// The business's subscription (issue 12): the trial a sign-up starts on the chosen plan, GET
// /api/subscriptions/Single with its usage, cancel and undo, the team and competitors limits, and the lifecycle
// of a trial and of an unpaid renewal, each step acting once however often the job runs.
import { businessSubscriptionSchema, translateMessage, type BusinessSubscription } from '@sumaa/contracts';
import {
  ARABIC,
  bearer,
  ENGLISH,
  outboxFor,
  registerAccount,
  uniqueEmail,
  type RegisteredAccount,
} from '../../../../testing/factories';
import { moveBusinessToPlan } from '../../../../testing/subscriptions';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { runSubscriptionLifecycle } from '../subscription-lifecycle';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
const app = () => t.app;

beforeAll(async () => {
  // The clock moves weeks ahead: sessions outlive it.
  t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(90 * 24 * 60 * 60) });
});
afterAll(async () => {
  await t?.close();
});

async function planId(code: string): Promise<string> {
  const [row] = await app().db.query<{ id: string }>('SELECT id FROM plans WHERE code = $1', [code]);
  return row.id;
}

function asOwner(owner: RegisteredAccount, headers: Record<string, string> = ENGLISH) {
  return { ...headers, ...bearer(owner.token), 'x-business-id': owner.businessId };
}

async function single(
  owner: RegisteredAccount,
  headers: Record<string, string> = ENGLISH,
): Promise<BusinessSubscription> {
  const response = await app().inject({
    method: 'GET',
    url: '/api/subscriptions/Single',
    headers: asOwner(owner, headers),
  });
  expect(response.statusCode).toBe(200);
  return businessSubscriptionSchema.parse(response.json().model);
}

function invite(owner: RegisteredAccount, headers: Record<string, string> = ENGLISH) {
  return app().inject({
    method: 'POST',
    url: '/api/team-members/invite',
    headers: asOwner(owner, headers),
    payload: { email: uniqueEmail('invitee'), role: 'Agent' },
  });
}

/** Sets the stored subscription as the payments domain would after a paid period (no route does it alone). */
async function setSubscription(owner: RegisteredAccount, sql: string, parameters: unknown[] = []) {
  await app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query(`UPDATE subscriptions SET ${sql} WHERE business_id = $1`, [
      owner.businessId,
      ...(parameters as string[]),
    ]),
  );
}

async function storedStatus(owner: RegisteredAccount): Promise<string> {
  const [row] = await app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query<{ status: string }>('SELECT status FROM subscriptions WHERE business_id = $1', [
      owner.businessId,
    ]),
  );
  return row.status;
}

describe('the trial at sign-up', () => {
  it('starts a 14-day trial on Professional when no plan was chosen, with every figure real', async () => {
    const owner = await registerAccount(app());
    const subscription = await single(owner);
    const now = app().now().getTime();
    expect(subscription).toMatchObject({
      planId: await planId('professional'),
      planName: 'Professional',
      status: 'trial',
      amount: 200,
      currency: 'SAR',
      interval: 'monthly',
      cancelAtPeriodEnd: false,
      trialDaysLeft: 14,
      canSync: true,
      canReply: true,
      pendingChange: null,
      openInvoice: null,
      vatRate: 15,
      usage: {
        reviewsThisMonth: { used: 0, limit: 1000 },
        // The owner is the first member.
        teamMembers: { used: 1, limit: 5 },
        aiRepliesThisMonth: { used: 0, limit: 100 },
        competitors: { used: 0, limit: 3 },
      },
    });
    expect(Date.parse(subscription.trialEndsAt!)).toBe(now + 14 * DAY_MS);
    expect(subscription.nextBilling).toBe(subscription.trialEndsAt);
  });

  it('starts the trial on the plan chosen on the pricing page, named in the reader’s language', async () => {
    const owner = await registerAccount(app(), { PlanId: await planId('basic') });
    const subscription = await single(owner, ARABIC);
    expect(subscription).toMatchObject({ planId: await planId('basic'), planName: 'الأساسية', amount: 50 });
    expect(subscription.usage.teamMembers).toEqual({ used: 1, limit: 1 });
  });

  it('falls back to Professional for an unknown, malformed or withdrawn plan, without an error', async () => {
    const withdrawn = await planId('enterprise');
    await app().db.ownerTransaction((tx) =>
      tx.query('UPDATE plans SET deleted_at = now() WHERE id = $1', [withdrawn]),
    );
    try {
      for (const PlanId of ['00000000-0000-4000-8000-000000000000', 'not-a-plan', withdrawn]) {
        const owner = await registerAccount(app(), { PlanId });
        expect((await single(owner)).planId).toBe(await planId('professional'));
      }
    } finally {
      await app().db.ownerTransaction((tx) =>
        tx.query('UPDATE plans SET deleted_at = NULL WHERE id = $1', [withdrawn]),
      );
    }
  });
});

describe('the plan’s limits', () => {
  it('refuses the invitation past the plan’s team members, pending invitations counted, with 402', async () => {
    const owner = await registerAccount(app());
    // Professional: 5 members; the owner is one, four invitations fill it.
    for (let index = 0; index < 4; index += 1) expect((await invite(owner)).statusCode).toBe(201);
    const refused = await invite(owner);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      success: false,
      message: translateMessage('limitTeamMembersReached', 'en', { limit: 5 }),
    });
    const inArabic = await invite(owner, ARABIC);
    expect(inArabic.json().message).toBe(translateMessage('limitTeamMembersReached', 'ar', { limit: 5 }));
    expect((await single(owner)).usage.teamMembers).toEqual({ used: 5, limit: 5 });

    // An expired invitation no longer holds a seat.
    t.clock.advance(8 * DAY_MS);
    expect((await invite(owner)).statusCode).toBe(201);
  });

  it('refuses a competitor past the plan’s limit with 402, before asking Google', async () => {
    const owner = await registerAccount(app());
    await moveBusinessToPlan(app(), owner.businessId, 'basic');
    await app().db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
      tx.query(
        `INSERT INTO competitors (business_id, place_id, name, added_at) VALUES ($1, 'ChIJfollowed00000000', 'Café', $2)`,
        [owner.businessId, app().now()],
      ),
    );
    const refused = await app().inject({
      method: 'POST',
      url: '/api/competitors',
      headers: asOwner(owner),
      payload: { placeId: 'ChIJanotherPlace000000' },
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(translateMessage('limitCompetitorsReached', 'en', { limit: 1 }));
    expect((await single(owner)).usage.competitors).toEqual({ used: 1, limit: 1 });
  });
});

describe('POST /api/subscriptions/cancel and /resume', () => {
  it('cancels a trial at its end and undoes it before then; 409 when there is nothing to do', async () => {
    const owner = await registerAccount(app());
    const cancel = () =>
      app().inject({ method: 'POST', url: '/api/subscriptions/cancel', headers: asOwner(owner) });
    const resume = () =>
      app().inject({ method: 'POST', url: '/api/subscriptions/resume', headers: asOwner(owner) });

    expect((await resume()).statusCode).toBe(409);
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    const model = businessSubscriptionSchema.parse(cancelled.json().model);
    expect(model).toMatchObject({ status: 'trial', cancelAtPeriodEnd: true, nextBilling: null });
    expect(cancelled.json().message).toContain(model.trialEndsAt!.slice(0, 10));
    expect((await cancel()).json().message).toBe(translateMessage('cancellationNotPossible', 'en'));

    const resumed = await resume();
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      message: translateMessage('cancellationUndone', 'en'),
      model: { cancelAtPeriodEnd: false, status: 'trial' },
    });

    // Cancelled again, the trial ends cancelled, and then neither call applies.
    expect((await cancel()).statusCode).toBe(200);
    t.clock.advance(15 * DAY_MS);
    expect(await single(owner)).toMatchObject({ status: 'cancelled', canSync: false, canReply: false });
    expect((await cancel()).statusCode).toBe(409);
    expect((await resume()).statusCode).toBe(409);
  });

  it('needs a signed-in admin of the business', async () => {
    const owner = await registerAccount(app());
    const response = await app().inject({
      method: 'POST',
      url: '/api/subscriptions/cancel',
      headers: { ...ENGLISH },
    });
    expect(response.statusCode).toBe(401);
    expect((await single(owner)).cancelAtPeriodEnd).toBe(false);
  });
});

describe('the lifecycle job', () => {
  it('reminds 3 days and 1 day before a trial ends, then expires it, each once however often it runs', async () => {
    const owner = await registerAccount(app());
    const mails = async () =>
      (await outboxFor(app(), owner.email)).filter((mail) => mail.text.includes('/customer/subscription'));
    const runTwice = async () => {
      await runSubscriptionLifecycle(app());
      await runSubscriptionLifecycle(app());
    };

    await runTwice();
    expect(await mails()).toHaveLength(0);

    t.clock.advance(11 * DAY_MS + 60_000); // under 3 days left
    await runTwice();
    expect(await mails()).toHaveLength(1);

    t.clock.advance(2 * DAY_MS); // under 1 day left
    await runTwice();
    const reminders = await mails();
    expect(reminders).toHaveLength(2);
    // In the business's language (Arabic by default).
    expect(reminders[0].subject).toContain('غداً');

    t.clock.advance(DAY_MS);
    await runTwice();
    expect(await storedStatus(owner)).toBe('expired');
    expect(await mails()).toHaveLength(3);
    expect(await single(owner)).toMatchObject({ status: 'expired', canSync: false, canReply: false });
    await runTwice();
    expect(await mails()).toHaveLength(3);
  });

  it('makes an unpaid renewal past due with reminders, then cancels it after the grace period', async () => {
    const owner = await registerAccount(app());
    const now = app().now();
    await setSubscription(
      owner,
      `status = 'active', trial_ends_at = NULL, current_period_start = $2::timestamptz,
       current_period_end = $3::timestamptz`,
      [new Date(now.getTime() - 29 * DAY_MS).toISOString(), new Date(now.getTime() + DAY_MS).toISOString()],
    );
    const runTwice = async () => {
      expect((await runSubscriptionLifecycle(app())).looked).toBeGreaterThan(0);
      await runSubscriptionLifecycle(app());
    };
    const mailCount = async () => (await outboxFor(app(), owner.email)).length;
    const before = await mailCount();

    t.clock.advance(DAY_MS + 60_000);
    await runTwice();
    expect(await storedStatus(owner)).toBe('past_due');
    expect(await single(owner)).toMatchObject({ status: 'past_due', canSync: true, canReply: true });
    expect(await mailCount()).toBe(before + 1);

    t.clock.advance(3 * DAY_MS);
    await runTwice();
    expect(await mailCount()).toBe(before + 2);

    t.clock.advance(4 * DAY_MS); // past the 7-day grace period
    await runTwice();
    expect(await storedStatus(owner)).toBe('cancelled');
    expect(await mailCount()).toBe(before + 3);
    expect(await single(owner)).toMatchObject({ status: 'cancelled', canSync: false, canReply: false });
  });
});
