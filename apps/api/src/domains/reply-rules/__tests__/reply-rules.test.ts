// Reply rules (issue 24) on a real database: the rules' list and its validation (translated), order and "first
// match wins", each condition, each guard-rail, the delay on the test clock and its undo, "pause all", the rules
// tester changing nothing, SLA escalation, assignment and tenancy. Reviews are written as a sync leaves them and
// the sync's completion (reviews.synced) is delivered by the job queue; the Google round trip is in
// google-round-trip.test.ts.
import { ARABIC, addTeamMember, outboxFor } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  actionsOf,
  asOwner,
  completeSync,
  createRule,
  insertReview,
  later,
  newShop,
  sumaaReply,
  thankingRule,
} from './support/rule-steps';

const MINUTE_MS = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
const app = () => t.app;

describe('the rules list', () => {
  it('adds, lists, changes and deletes rules, each added at the end', async () => {
    const shop = await newShop(app());
    const first = await createRule(app(), shop, thankingRule(shop, { name: 'First' }));
    const second = await createRule(app(), shop, thankingRule(shop, { name: 'Second', enabled: false }));
    expect([first.position, second.position]).toEqual([0, 1]);

    const changed = await app().inject({
      method: 'PUT',
      url: `/api/reply-rules/${second.id}`,
      headers: asOwner(shop),
      payload: thankingRule(shop, {
        name: 'Second, renamed',
        conditions: { minStars: 4, keywords: ['قهوة'] },
      }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().model).toMatchObject({ name: 'Second, renamed', enabled: true, position: 1 });
    expect(changed.json().model.conditions).toEqual({ minStars: 4, keywords: ['قهوة'] });

    const list = await app().inject({ method: 'GET', url: '/api/reply-rules', headers: asOwner(shop) });
    expect(list.json().model.paused).toBe(false);
    expect(list.json().model.rules.map((rule: { name: string }) => rule.name)).toEqual([
      'First',
      'Second, renamed',
    ]);

    const removed = await app().inject({
      method: 'DELETE',
      url: `/api/reply-rules/${first.id}`,
      headers: asOwner(shop),
    });
    expect(removed.statusCode).toBe(200);
    const again = await app().inject({
      method: 'DELETE',
      url: `/api/reply-rules/${first.id}`,
      headers: asOwner(shop),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This rule was not found');
  });

  it('refuses a rule without a name, a delay over 72 hours, an upside-down star range or no action, in Arabic', async () => {
    const shop = await newShop(app());
    const response = await app().inject({
      method: 'POST',
      url: '/api/reply-rules',
      headers: asOwner(shop, ARABIC),
      payload: {
        name: ' ',
        conditions: { minStars: 5, maxStars: 2 },
        actions: {
          reply: { templateId: shop.templateId, delayMinutes: 72 * 60 + 1, requireApproval: false },
        },
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    const messages = JSON.stringify(body.errors);
    expect(messages).toContain('القاعدة تحتاج اسماً');
    expect(messages).toContain('مدة التأخير من 0 دقيقة إلى 72 ساعة');
    expect(messages).toContain('أعلى عدد نجوم لا يكون أقل من أدناه');

    const noAction = await app().inject({
      method: 'POST',
      url: '/api/reply-rules',
      headers: asOwner(shop),
      payload: { name: 'Nothing', actions: { reply: null, assign: null, escalate: null } },
    });
    expect(noAction.statusCode).toBe(400);
    expect(JSON.stringify(noAction.json().errors)).toContain('Choose at least one action');
  });

  it('refuses a template, member or branch that is not the business’s (404), and another business’s rule is 404', async () => {
    const shop = await newShop(app());
    const other = await newShop(app());
    const foreignTemplate = await app().inject({
      method: 'POST',
      url: '/api/reply-rules',
      headers: asOwner(shop),
      payload: thankingRule(other),
    });
    expect(foreignTemplate.statusCode).toBe(404);
    expect(foreignTemplate.json().message).toBe(
      'This reply template was not found; choose one of your templates',
    );
    const foreignBranch = await app().inject({
      method: 'POST',
      url: '/api/reply-rules',
      headers: asOwner(shop),
      payload: { name: 'Assign', actions: { assign: { mode: 'leastLoaded', locationId: other.locationId } } },
    });
    expect(foreignBranch.statusCode).toBe(404);
    const foreignMember = await app().inject({
      method: 'POST',
      url: '/api/reply-rules',
      headers: asOwner(shop),
      payload: { name: 'Assign', actions: { assign: { mode: 'member', userId: other.owner.userId } } },
    });
    expect(foreignMember.statusCode).toBe(404);

    const theirs = await createRule(app(), other, thankingRule(other));
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await app().inject({
        method,
        url: `/api/reply-rules/${theirs.id}`,
        headers: asOwner(shop),
        payload: method === 'PUT' ? thankingRule(shop) : undefined,
      });
      expect(response.statusCode).toBe(404);
    }
    const theirReview = await insertReview(app(), other, { stars: 5, text: 'Great' });
    const actions = await app().inject({
      method: 'GET',
      url: `/api/Reviews/${theirReview}/automatic-actions`,
      headers: asOwner(shop),
    });
    expect(actions.statusCode).toBe(404);
  });

  it('puts the rules in a new order, and refuses an order that does not list each rule once', async () => {
    const shop = await newShop(app());
    const a = await createRule(app(), shop, thankingRule(shop, { name: 'A' }));
    const b = await createRule(app(), shop, thankingRule(shop, { name: 'B' }));
    const reordered = await app().inject({
      method: 'PUT',
      url: '/api/reply-rules/order',
      headers: asOwner(shop),
      payload: { ids: [b.id, a.id] },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().model.rules.map((rule: { name: string }) => rule.name)).toEqual(['B', 'A']);
    const partial = await app().inject({
      method: 'PUT',
      url: '/api/reply-rules/order',
      headers: asOwner(shop),
      payload: { ids: [b.id] },
    });
    expect(partial.statusCode).toBe(409);
  });

  it('is refused to an agent (managing rules takes the Settings permission)', async () => {
    const shop = await newShop(app());
    const agent = await addTeamMember(app(), shop.owner, { role: 'Agent' });
    const response = await app().inject({
      method: 'GET',
      url: '/api/reply-rules',
      headers: { authorization: `Bearer ${agent.token}` },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('rules acting on synced reviews', () => {
  it('lets the first matching rule act, and no other', async () => {
    const shop = await newShop(app());
    await createRule(app(), shop, thankingRule(shop, { name: 'Never', enabled: false }));
    await createRule(app(), shop, thankingRule(shop, { name: 'Five stars', conditions: { minStars: 5 } }));
    await createRule(app(), shop, thankingRule(shop, { name: 'Everything else' }));
    const review = await insertReview(app(), shop, { stars: 5, text: 'Lovely' });
    await completeSync(app(), shop, [review]);
    const actions = await actionsOf(app(), shop, review);
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ action: 'reply', state: 'done', ruleName: 'Five stars' });
    expect(actions[0].detail.text).toMatch(/^Thank you Fahad! — Rules Café \d+$/);
  });

  it('matches each condition: stars, text, language, branch, sentiment, keyword (Arabic folded) and repeat reviewer', async () => {
    const shop = await newShop(app());
    await createRule(
      app(),
      shop,
      thankingRule(shop, {
        name: 'All conditions',
        conditions: {
          minStars: 4,
          maxStars: 5,
          hasText: true,
          languages: ['ar'],
          locationIds: [shop.locationId],
          sentiments: ['Positive'],
          keywords: ['القهوة'],
          repeatReviewer: true,
        },
      }),
    );
    await insertReview(app(), shop, { author: 'سارة', stars: 4, text: 'زيارة أولى' });
    const matching = await insertReview(app(), shop, {
      author: 'سارة',
      stars: 5,
      text: 'قهوه ممتازة',
      language: 'ar',
    });
    const cases = [
      await insertReview(app(), shop, {
        author: 'سارة',
        stars: 3,
        sentiment: 'Positive',
        text: 'قهوه',
        language: 'ar',
      }),
      await insertReview(app(), shop, { author: 'سارة', stars: 5, text: null }),
      await insertReview(app(), shop, { author: 'سارة', stars: 5, text: 'coffee', language: 'en' }),
      await insertReview(app(), shop, {
        author: 'سارة',
        stars: 5,
        sentiment: 'Neutral',
        text: 'قهوة',
        language: 'ar',
      }),
      await insertReview(app(), shop, { author: 'سارة', stars: 5, text: 'شاي ممتاز', language: 'ar' }),
      await insertReview(app(), shop, { author: 'نورة', stars: 5, text: 'بالقهوة', language: 'ar' }),
    ];
    await completeSync(app(), shop, [matching, ...cases]);
    expect((await actionsOf(app(), shop, matching)).map((a) => a.state)).toEqual(['done']);
    for (const review of cases) expect(await actionsOf(app(), shop, review)).toEqual([]);
  });

  it('holds a 3★ review and a negative one for approval whatever the rule says, and notifies the approvers', async () => {
    const shop = await newShop(app());
    await createRule(app(), shop, thankingRule(shop, { name: 'Answer everyone', requireApproval: false }));
    const threeStars = await insertReview(app(), shop, { stars: 3, sentiment: 'Positive', text: 'OK' });
    const negative = await insertReview(app(), shop, {
      stars: 4,
      sentiment: 'Negative',
      text: 'Cold coffee',
    });
    await completeSync(app(), shop, [threeStars, negative]);
    expect((await actionsOf(app(), shop, threeStars))[0]).toMatchObject({
      state: 'held',
      reason: 'replyRuleHeldLowStars',
    });
    expect((await actionsOf(app(), shop, negative))[0]).toMatchObject({
      state: 'held',
      reason: 'replyRuleHeldNegative',
    });
    for (const review of [threeStars, negative]) {
      expect((await sumaaReply(app(), shop, review))?.reply_status).toBe('awaitingApproval');
    }
    const approve = await app().inject({
      method: 'POST',
      url: `/api/Reviews/${threeStars}/reply/approve`,
      headers: asOwner(shop),
    });
    expect([200, 202]).toContain(approve.statusCode);
  });

  it('never replies to a review that has a reply on Google, and never twice when the event comes again', async () => {
    const shop = await newShop(app());
    await createRule(app(), shop, thankingRule(shop));
    const onGoogle = await insertReview(app(), shop, {
      stars: 5,
      text: 'Great',
      replyOnGoogle: 'Thanks, from the owner',
    });
    const fresh = await insertReview(app(), shop, { stars: 5, text: 'Great' });
    await completeSync(app(), shop, [onGoogle, fresh]);
    await completeSync(app(), shop, [onGoogle, fresh]);
    expect((await actionsOf(app(), shop, onGoogle))[0]).toMatchObject({
      state: 'failed',
      reason: 'replyRuleSkippedAlreadyReplied',
    });
    expect(await sumaaReply(app(), shop, onGoogle)).toBeNull();
    expect(await actionsOf(app(), shop, fresh)).toHaveLength(1);
  });
});

describe('the delay', () => {
  it('publishes after the delay on the clock, not before, and records when it is due', async () => {
    const shop = await newShop(app());
    await createRule(app(), shop, thankingRule(shop, { delayMinutes: 90 }));
    const review = await insertReview(app(), shop, { stars: 5, text: 'Great' });
    await completeSync(app(), shop, [review]);
    const [scheduled] = await actionsOf(app(), shop, review);
    expect(scheduled).toMatchObject({ state: 'scheduled', undoable: true });
    expect(new Date(scheduled.dueAt!).getTime()).toBe(app().now().getTime() + 90 * MINUTE_MS);
    await later(t, shop, 89 * MINUTE_MS);
    expect(await sumaaReply(app(), shop, review)).toBeNull();
    await later(t, shop, 2 * MINUTE_MS);
    expect((await actionsOf(app(), shop, review))[0]).toMatchObject({ state: 'done', undoable: false });
    expect(await sumaaReply(app(), shop, review)).toMatchObject({
      content: expect.stringContaining('Thank you Fahad'),
    });
  });

  it('publishes nothing once undone during the delay, and an undo after it is refused', async () => {
    const shop = await newShop(app());
    await createRule(app(), shop, thankingRule(shop, { delayMinutes: 30 }));
    const review = await insertReview(app(), shop, { stars: 5, text: 'Great' });
    await completeSync(app(), shop, [review]);
    const [scheduled] = await actionsOf(app(), shop, review);
    const undo = await app().inject({
      method: 'POST',
      url: `/api/Reviews/${review}/automatic-actions/${scheduled.id}/undo`,
      headers: asOwner(shop, ARABIC),
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().message).toBe('تم الإلغاء: رد القاعدة لن يُنشر');
    expect(undo.json().model).toMatchObject({ state: 'undone', undoneBy: shop.owner.userId });
    await later(t, shop, 31 * MINUTE_MS);
    expect(await sumaaReply(app(), shop, review)).toBeNull();
    const twice = await app().inject({
      method: 'POST',
      url: `/api/Reviews/${review}/automatic-actions/${scheduled.id}/undo`,
      headers: asOwner(shop),
    });
    expect(twice.statusCode).toBe(409);
  });

  it('does not overwrite a reply a person wrote during the delay', async () => {
    const shop = await newShop(app());
    await createRule(app(), shop, thankingRule(shop, { delayMinutes: 10 }));
    const review = await insertReview(app(), shop, { stars: 5, text: 'Great' });
    await completeSync(app(), shop, [review]);
    const written = await app().inject({
      method: 'POST',
      url: `/api/Reviews/${review}/reply`,
      headers: asOwner(shop),
      payload: { content: 'A personal thank-you' },
    });
    expect([200, 202]).toContain(written.statusCode);
    await later(t, shop, 11 * MINUTE_MS);
    expect((await sumaaReply(app(), shop, review))?.content).toBe('A personal thank-you');
    expect((await actionsOf(app(), shop, review))[0]).toMatchObject({
      state: 'failed',
      reason: 'replyRuleSkippedAlreadyReplied',
    });
  });

  it('publishes nothing while the rules are paused, scheduled replies included, and no new review is acted on', async () => {
    const shop = await newShop(app());
    await createRule(app(), shop, thankingRule(shop, { delayMinutes: 10 }));
    const before = await insertReview(app(), shop, { stars: 5, text: 'Great' });
    await completeSync(app(), shop, [before]);
    const paused = await app().inject({
      method: 'PUT',
      url: '/api/reply-rules/paused',
      headers: asOwner(shop),
      payload: { paused: true },
    });
    expect(paused.json().model.paused).toBe(true);
    const during = await insertReview(app(), shop, { stars: 5, text: 'Great' });
    await completeSync(app(), shop, [during]);
    await later(t, shop, 11 * MINUTE_MS);
    expect(await sumaaReply(app(), shop, before)).toBeNull();
    expect((await actionsOf(app(), shop, before))[0]).toMatchObject({
      state: 'failed',
      reason: 'replyRuleSkippedPaused',
    });
    expect(await actionsOf(app(), shop, during)).toEqual([]);
  });
});

describe('assignment and escalation', () => {
  it('assigns to the least loaded member and e-mails the owner when the SLA passes unanswered', async () => {
    const shop = await newShop(app());
    const busy = await addTeamMember(app(), shop.owner, { role: 'Manager' });
    const idle = await addTeamMember(app(), shop.owner, { role: 'Agent' });
    // The owner and the manager each have an open review of the branch; the agent has none.
    for (const member of [shop.owner.userId, busy.userId]) {
      const open = await insertReview(app(), shop, { stars: 2, text: 'Slow' });
      await app().db.tenantTransaction({ businessId: shop.owner.businessId, userId: null }, (tx) =>
        tx.query('UPDATE reviews SET assigned_to_user_id = $3 WHERE business_id = $1 AND id = $2', [
          shop.owner.businessId,
          open,
          member,
        ]),
      );
    }
    await createRule(app(), shop, {
      name: 'One star: hold, assign, 4 hours',
      enabled: true,
      conditions: { maxStars: 1 },
      actions: {
        reply: { templateId: shop.templateId, delayMinutes: 0, requireApproval: false },
        assign: { mode: 'leastLoaded', locationId: shop.locationId },
        escalate: { slaHours: 4 },
      },
    });
    const review = await insertReview(app(), shop, { stars: 1, text: 'Terrible' });
    await completeSync(app(), shop, [review]);
    const actions = await actionsOf(app(), shop, review);
    expect(actions.map((a) => [a.action, a.state])).toEqual(
      expect.arrayContaining([
        ['reply', 'held'],
        ['assign', 'done'],
        ['escalate', 'scheduled'],
      ]),
    );
    expect(actions.find((a) => a.action === 'assign')!.detail.assigneeId).toBe(idle.userId);
    expect((await sumaaReply(app(), shop, review))?.reply_status).toBe('awaitingApproval');

    await later(t, shop, 4 * 60 * MINUTE_MS + MINUTE_MS);
    const escalation = (await actionsOf(app(), shop, review)).find((a) => a.action === 'escalate')!;
    expect(escalation).toMatchObject({ state: 'done', reason: 'replyRuleSlaBreached' });
    const mails = await outboxFor(app(), shop.owner.email);
    expect(mails.some((mail) => /4 hours|4 ساعة/.test(mail.subject))).toBe(true);
  });
});

describe('the rules tester', () => {
  it('says what each review would get and changes nothing', async () => {
    const shop = await newShop(app());
    await createRule(
      app(),
      shop,
      thankingRule(shop, { name: 'Five', enabled: false, conditions: { minStars: 5 }, delayMinutes: 15 }),
    );
    const five = await insertReview(app(), shop, { stars: 5, text: 'Great' });
    const two = await insertReview(app(), shop, { stars: 2, text: 'Bad' });
    const snapshot = () =>
      app().db.tenantTransaction({ businessId: shop.owner.businessId, userId: null }, (tx) =>
        tx.query(
          `SELECT (SELECT count(*)::int FROM reply_rule_actions WHERE business_id = $1) AS actions,
                  (SELECT count(*)::int FROM review_replies WHERE business_id = $1) AS replies,
                  (SELECT count(*)::int FROM reviews WHERE business_id = $1 AND assigned_to_user_id IS NOT NULL) AS assigned`,
          [shop.owner.businessId],
        ),
      );
    const before = await snapshot();
    const saved = await app().inject({
      method: 'POST',
      url: '/api/reply-rules/test',
      headers: asOwner(shop),
      payload: {},
    });
    expect(saved.statusCode).toBe(200);
    const rows = saved.json().model.reviews as Array<{
      reviewId: string;
      ruleName: string | null;
      reply: { outcome: string; delayMinutes: number } | null;
    }>;
    expect(rows.find((row) => row.reviewId === five)).toMatchObject({
      ruleName: 'Five',
      reply: { outcome: 'publish', delayMinutes: 15 },
    });
    expect(rows.find((row) => row.reviewId === two)).toMatchObject({ ruleName: null, reply: null });

    const draft = await app().inject({
      method: 'POST',
      url: '/api/reply-rules/test',
      headers: asOwner(shop),
      payload: {
        rule: thankingRule(shop, { name: 'Draft', assign: { mode: 'member', userId: shop.owner.userId } }),
      },
    });
    const draftRows = draft.json().model.reviews as Array<{
      reviewId: string;
      reply: { outcome: string; reason: string };
      assignTo: string;
    }>;
    expect(draftRows.find((row) => row.reviewId === two)).toMatchObject({
      reply: { outcome: 'hold', reason: 'replyRuleHeldLowStars' },
      assignTo: shop.owner.userId,
    });
    expect(draft.json().model.matches).toEqual([{ ruleId: 'draft', ruleName: 'Draft', count: 2 }]);
    expect(await snapshot()).toEqual(before);
  });
});
