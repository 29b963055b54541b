import { createSessionUser } from '@sumaa/api-client/testing';
import { findMissingKeys } from '@sumaa/i18n';
import { reviewsTexts } from '../i18n';
import { abilitiesOf, replyActionsOf } from '../lib/reviewAbilities';
import { hasActiveFilters, listQueryOf, readReviewView } from '../lib/reviewFilters';
import { createReplyState, createReview } from './support/reviewsInbox';

const viewOf = (search: string) => readReviewView(new URLSearchParams(search));

describe('the inbox view in the address', () => {
  it('falls back to the defaults for values an edited link cannot hold', () => {
    const view = viewOf(
      'stars=SIX&sort=random&sentiment=angry&replied=maybe&assigned=them&language=fr&from=2025-13-45&page=-2&pageSize=7',
    );
    expect(listQueryOf(view)).toEqual({ page: 1, pageSize: 10 });
    expect(hasActiveFilters(view)).toBe(false);
  });

  it('leaves an end date before the start date out of the request', () => {
    expect(listQueryOf(viewOf('from=2025-02-10&to=2025-02-01'))).toEqual({
      page: 1,
      pageSize: 10,
      from: '2025-02-10',
    });
  });

  it('does not count the order as a filter', () => {
    expect(hasActiveFilters(viewOf('sort=highest'))).toBe(false);
    expect(hasActiveFilters(viewOf('search=%20%20'))).toBe(false);
    expect(hasActiveFilters(viewOf('assigned=nobody'))).toBe(true);
  });
});

describe('reply buttons', () => {
  const agent = abilitiesOf(
    createSessionUser({ id: 'user-noura', role: 'agent', permissions: ['ViewReviews', 'ReplyReviews'] }),
  );
  const manager = abilitiesOf(
    createSessionUser({ id: 'user-manager', role: 'manager', permissions: ['ViewReviews', 'ReplyReviews'] }),
  );

  it("offers a reply only on a review without one, and edit and delete only on one's own", () => {
    expect(replyActionsOf(createReview(), agent)).toMatchObject({ reply: true, edit: false, remove: false });
    const onGoogle = createReview({ replied: true, reply: 'Thanks', replySource: 'google' });
    expect(replyActionsOf(onGoogle, agent)).toMatchObject({ reply: false, edit: false, remove: false });
    const mine = createReview({
      replyState: createReplyState({ status: 'returned', authorId: 'user-noura' }),
    });
    expect(replyActionsOf(mine, agent)).toMatchObject({ reply: false, edit: true, remove: true });
    expect(replyActionsOf(mine, manager)).toMatchObject({ edit: false, remove: false });
  });

  it('lets the author or a manager retry a failed reply, and only a manager approve', () => {
    const failed = createReview({ replyState: createReplyState({ status: 'failed', authorId: 'user-x' }) });
    expect(replyActionsOf(failed, agent).retry).toBe(false);
    expect(replyActionsOf(failed, manager).retry).toBe(true);
    const waiting = createReview({
      replyState: createReplyState({ status: 'awaitingApproval', authorId: 'user-noura' }),
    });
    expect(replyActionsOf(waiting, agent).approve).toBe(false);
    expect(replyActionsOf(waiting, manager).approve).toBe(true);
  });

  it('offers nothing on a review removed at Google', () => {
    const removed = createReview({ removedAtGoogle: '2025-03-01T00:00:00.000Z' });
    expect(Object.values(replyActionsOf(removed, manager)).some(Boolean)).toBe(false);
  });
});

it('has every inbox text in both Arabic and English', () => {
  expect(findMissingKeys(reviewsTexts)).toEqual([]);
});
