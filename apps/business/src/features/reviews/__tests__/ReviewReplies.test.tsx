import { resetAuthStore } from '@sumaa/api-client/testing';
import { ok, refused } from '@sumaa/app-kit/testing';
import { type InboxReview, REPLY_MAX_BYTES } from '@sumaa/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import {
  AGENT,
  AGENT_WITHOUT_REPLY,
  createReplyState,
  createReview,
  jsonOf,
  MANAGER,
  minutesAgo,
  openInbox,
  pageOf,
  playInbox,
  SMART_REPLIES,
  VIEWER,
} from './support/reviewsInbox';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const UNREPLIED = createReview();
const OTHER = createReview({ id: 'review-2', authorName: 'Omar', stars: 1, sentiment: 'Negative' });

const cardOf = (name: string) => screen.findByRole('article', { name });
const smartRepliesOf = (id: string) => `GET /api/Reviews/${id}/smart-replies`;

/** The review as the server answers a reply: stored, with its state. */
const withReply = (
  review: InboxReview,
  status: 'sending' | 'awaitingApproval',
  content: string,
  authorId = 'user-1',
) => ({
  ...review,
  replyState: createReplyState({ status, content, authorId }),
});

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

describe('replying to a review', () => {
  it('sends a reply with Ctrl+Enter, refusing blank text and text over 4,096 bytes, and shows it publishing', async () => {
    const api = playInbox([UNREPLIED, OTHER], {
      [smartRepliesOf('review-1')]: () => ok(SMART_REPLIES),
      'POST /api/Reviews/review-1/reply': async (request) => {
        const { content } = (await jsonOf(request)) as { content: string };
        return ok(withReply(UNREPLIED, 'sending', content));
      },
    });
    const { user } = await openInbox();
    const card = await cardOf('Sara Alotaibi');

    await user.click(within(card).getByRole('button', { name: 'Reply' }));
    const box = within(card).getByRole('textbox', { name: 'Your reply' });
    const send = within(card).getByRole('button', { name: 'Send reply' });
    expect(box).toHaveFocus();
    expect(send).toBeDisabled();

    await user.type(box, '   ');
    expect(send).toBeDisabled();

    // Arabic letters are two bytes each in UTF-8: 2,049 of them are 4,098 bytes.
    await user.clear(box);
    await user.click(box);
    await user.paste('ش'.repeat(REPLY_MAX_BYTES / 2 + 1));
    expect(within(card).getByText('4,098 of 4,096 bytes')).toBeInTheDocument();
    expect(within(card).getByText('Too long: Google accepts at most 4,096 bytes.')).toBeInTheDocument();
    expect(send).toBeDisabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(api.requestsTo('/api/Reviews/review-1/reply')).toHaveLength(0);

    await user.clear(box);
    await user.type(box, '  Thank you, Sara!  ');
    expect(within(card).getByText('16 of 4,096 bytes')).toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByText('Reply sent; publishing it to Google')).toBeInTheDocument();
    const [sent] = api.requestsTo('/api/Reviews/review-1/reply');
    expect(await jsonOf(sent)).toEqual({ content: 'Thank you, Sara!', isPublic: true });
    expect(within(card).queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
    expect(within(card).getByText('Publishing to Google...')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Publishing' })).toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('keeps the box open with the reason when the reply is refused', async () => {
    playInbox([UNREPLIED], {
      [smartRepliesOf('review-1')]: () => ok(SMART_REPLIES),
      'POST /api/Reviews/review-1/reply': () =>
        refused(409, 'Google no longer has this review; it cannot be answered.'),
    });
    const { user } = await openInbox();
    const card = await cardOf('Sara Alotaibi');

    await user.click(within(card).getByRole('button', { name: 'Reply' }));
    await user.type(within(card).getByRole('textbox', { name: 'Your reply' }), 'Thanks!');
    await user.click(within(card).getByRole('button', { name: 'Send reply' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Google no longer has this review; it cannot be answered.',
    );
    expect(within(card).getByRole('textbox', { name: 'Your reply' })).toHaveValue('Thanks!');
  });

  it('keeps one reply box open at a time', async () => {
    playInbox([UNREPLIED, OTHER], {
      [smartRepliesOf('review-1')]: () => ok(SMART_REPLIES),
      [smartRepliesOf('review-2')]: () => ok(SMART_REPLIES),
    });
    const { user } = await openInbox();
    const sara = await cardOf('Sara Alotaibi');
    const omar = await cardOf('Omar');

    await user.click(within(sara).getByRole('button', { name: 'Reply' }));
    await user.click(within(omar).getByRole('button', { name: 'Reply' }));

    expect(screen.getAllByRole('textbox', { name: 'Your reply' })).toHaveLength(1);
    expect(within(omar).getByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
    expect(within(sara).getByRole('button', { name: 'Reply' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts a smart reply in the box to edit, and drafts with AI when the server offers it', async () => {
    const api = playInbox([UNREPLIED], {
      [smartRepliesOf('review-1')]: () => ok({ ...SMART_REPLIES, aiDraftAvailable: true, aiDraftsLeft: 3 }),
      'POST /api/Reviews/review-1/ai-draft': () =>
        ok({ content: 'Sara, thank you for the lovely words about our coffee.', aiDraftsLeft: 2 }),
    });
    const { user } = await openInbox();
    const card = await cardOf('Sara Alotaibi');
    await user.click(within(card).getByRole('button', { name: 'Reply' }));
    const box = within(card).getByRole('textbox', { name: 'Your reply' });

    expect(await within(card).findByText('AI drafts left this month: 3')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Smart replies' }));
    await user.click(
      screen.getByRole('menuitem', { name: 'Sara, thanks for the kind words. See you soon at Riyadh Cafe!' }),
    );
    expect(box).toHaveValue('Sara, thanks for the kind words. See you soon at Riyadh Cafe!');
    expect(box).toHaveFocus();

    await user.click(within(card).getByRole('button', { name: 'Draft with AI' }));
    await waitFor(() => expect(box).toHaveValue('Sara, thank you for the lovely words about our coffee.'));
    expect(within(card).getByText('AI drafts left this month: 2')).toBeInTheDocument();
    expect(api.requestsTo('/api/Reviews/review-1/ai-draft')).toHaveLength(1);
  });

  it('leaves "draft with AI" out when no AI endpoint is configured', async () => {
    playInbox([UNREPLIED], { [smartRepliesOf('review-1')]: () => ok(SMART_REPLIES) });
    const { user } = await openInbox();
    const card = await cardOf('Sara Alotaibi');
    await user.click(within(card).getByRole('button', { name: 'Reply' }));

    await user.click(within(card).getByRole('button', { name: 'Smart replies' }));
    expect(await screen.findAllByRole('menuitem')).toHaveLength(2);
    expect(within(card).queryByRole('button', { name: 'Draft with AI' })).not.toBeInTheDocument();
  });

  it('shows "draft with AI" disabled with the reason when the business turned AI off', async () => {
    const offer = { ...SMART_REPLIES, aiDraftUnavailableReason: 'aiDraftsTurnedOff' as const };
    playInbox([UNREPLIED], { [smartRepliesOf('review-1')]: () => ok(offer) });
    const { user } = await openInbox();
    const card = await cardOf('Sara Alotaibi');
    await user.click(within(card).getByRole('button', { name: 'Reply' }));

    const button = await within(card).findByRole('button', { name: 'Draft with AI' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'AI drafts are turned off for your business (Settings → Replies)',
    );
  });

  it('says in Arabic why AI drafts are paused when the platform allows no transfer abroad', async () => {
    const offer = { ...SMART_REPLIES, aiDraftUnavailableReason: 'aiTransferAbroadNotAllowed' as const };
    playInbox([UNREPLIED], { [smartRepliesOf('review-1')]: () => ok(offer) });
    const { user } = await openInbox({ language: 'ar' });
    const card = await cardOf('Sara Alotaibi');
    await user.click(within(card).getByRole('button', { name: 'رد' }));

    const button = await within(card).findByRole('button', { name: 'صياغة بالذكاء الاصطناعي' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'الصياغة بالذكاء الاصطناعي موقوفة: لم تسمح المنصة بإرسال المراجعات إلى خدمة خارج المملكة',
    );
  });

  it('shows no reply or smart-reply button to a member without ReplyReviews', async () => {
    playInbox([UNREPLIED]);
    await openInbox({ user: AGENT_WITHOUT_REPLY });
    const card = await cardOf('Sara Alotaibi');

    expect(within(card).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Smart replies' })).not.toBeInTheDocument();
    // An agent still assigns.
    expect(within(card).getByRole('button', { name: 'Assign' })).toBeInTheDocument();
  });

  it('shows a viewer the reviews only: no reply, assign or sync button', async () => {
    playInbox([UNREPLIED]);
    await openInbox({ user: VIEWER });
    const card = await cardOf('Sara Alotaibi');

    expect(within(card).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Details' })).toBeInTheDocument();
  });

  it("lets only a reply's author edit and delete it", async () => {
    const mine = createReview({
      replied: true,
      reply: 'Thank you for visiting!',
      replyDate: minutesAgo(30),
      replyUser: 'Noura Agent',
      replyUserId: 'user-noura',
      replySource: 'sumaa',
      replyState: createReplyState({
        status: 'published',
        content: 'Thank you for visiting!',
        authorId: 'user-noura',
        authorName: 'Noura Agent',
      }),
    });
    const theirs = createReview({
      id: 'review-2',
      authorName: 'Omar',
      replied: true,
      reply: 'Sorry to hear that.',
      replyDate: minutesAgo(30),
      replyUser: 'Sara Alotaibi',
      replyUserId: 'user-1',
      replySource: 'sumaa',
    });
    const api = playInbox([mine, theirs], {
      [smartRepliesOf('review-1')]: () => ok(SMART_REPLIES),
      'POST /api/Reviews/review-1/reply': async (request) => {
        const { content } = (await jsonOf(request)) as { content: string };
        return ok(withReply(mine, 'sending', content, 'user-noura'));
      },
      'DELETE /api/Reviews/reply/review-1': () =>
        ok({ ...mine, replyState: createReplyState({ status: 'deleting', authorId: 'user-noura' }) }),
    });
    const { user } = await openInbox({ user: AGENT });
    const card = await cardOf('Sara Alotaibi');
    const omar = await cardOf('Omar');

    const googleReply = within(card).getByRole('region', { name: 'Reply on Google' });
    expect(within(googleReply).getByText('By Noura Agent')).toBeInTheDocument();
    expect(within(omar).queryByRole('button', { name: 'Edit reply' })).not.toBeInTheDocument();
    expect(within(omar).queryByRole('button', { name: 'Delete reply' })).not.toBeInTheDocument();
    expect(within(omar).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Edit reply' }));
    const box = within(card).getByRole('textbox', { name: 'Edit your reply' });
    expect(box).toHaveValue('Thank you for visiting!');
    await user.type(box, ' Come again soon.');
    await user.click(within(card).getByRole('button', { name: 'Update reply' }));
    await waitFor(() => expect(api.requestsTo('/api/Reviews/review-1/reply')).toHaveLength(1));
    expect(await jsonOf(api.requestsTo('/api/Reviews/review-1/reply')[0])).toEqual({
      content: 'Thank you for visiting! Come again soon.',
      isPublic: true,
    });
    expect(await within(card).findByText('Publishing to Google...')).toBeInTheDocument();
    // While it is on its way, it cannot be edited or deleted again.
    expect(within(card).queryByRole('button', { name: 'Edit reply' })).not.toBeInTheDocument();

    api.answer({ 'GET /api/Reviews': () => ok(pageOf([mine, theirs])) });
    await waitFor(
      () => expect(within(card).getByRole('button', { name: 'Delete reply' })).toBeInTheDocument(),
      {
        timeout: 6000,
      },
    );
    await user.click(within(card).getByRole('button', { name: 'Delete reply' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete your reply?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete reply' }));

    expect(await screen.findByText('Deleting the reply from Google')).toBeInTheDocument();
    expect(api.requestsTo('/api/Reviews/reply/review-1')).toHaveLength(1);
    expect(within(card).getByText('Deleting the reply from Google...')).toBeInTheDocument();
  });

  it('reads the list again while a reply is publishing, until Google holds it', async () => {
    const sending = withReply(UNREPLIED, 'sending', 'Thank you!');
    const published = {
      ...UNREPLIED,
      replied: true,
      reply: 'Thank you!',
      replyDate: minutesAgo(0),
      replyUser: 'سارة العتيبي',
      replyUserId: 'user-1',
      replySource: 'sumaa' as const,
      replyState: createReplyState({ status: 'published', content: 'Thank you!' }),
    };
    const api = playInbox([sending]);
    await openInbox();
    const card = await cardOf('Sara Alotaibi');
    expect(within(card).getByText('Publishing to Google...')).toBeInTheDocument();

    api.answer({ 'GET /api/Reviews': () => ok(pageOf([published])) });
    expect(
      await within(card).findByRole('region', { name: 'Reply on Google' }, { timeout: 6000 }),
    ).toHaveTextContent('Thank you!');
    expect(within(card).queryByText('Publishing to Google...')).not.toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Replied' })).toBeInTheDocument();
  });

  it('says why a publish failed and retries it', async () => {
    const failed = createReview({
      replyState: createReplyState({ status: 'failed', failureCode: 'googleUnavailable', attempts: 3 }),
    });
    const api = playInbox([failed], {
      'POST /api/Reviews/review-1/reply/retry': () =>
        ok({ ...failed, replyState: createReplyState({ status: 'sending' }) }),
    });
    const { user } = await openInbox();
    const card = await cardOf('Sara Alotaibi');

    expect(within(card).getByRole('img', { name: 'Publishing failed' })).toBeInTheDocument();
    const panel = within(card).getByRole('region', { name: 'Publishing failed' });
    expect(panel).toHaveTextContent(/^Could not publish to Google: .+/);
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Publishing the reply to Google again')).toBeInTheDocument();
    expect(api.requestsTo('/api/Reviews/review-1/reply/retry')).toHaveLength(1);
    expect(within(card).getByText('Publishing to Google...')).toBeInTheDocument();
  });

  it('asks managers, not agents, to approve or return a reply awaiting approval', async () => {
    const waiting = createReview({
      replyState: createReplyState({
        status: 'awaitingApproval',
        content: 'Thanks a lot!',
        authorId: 'user-noura',
        authorName: 'Noura Agent',
      }),
    });
    const api = playInbox([waiting], {
      'POST /api/Reviews/review-1/reply/approve': () =>
        ok({ ...waiting, replyState: createReplyState({ status: 'sending', authorId: 'user-noura' }) }),
    });
    const { user, unmount } = await openInbox({ user: AGENT });
    const agentCard = await cardOf('Sara Alotaibi');
    expect(
      within(agentCard).getByText('Waiting for a manager’s approval before it is published.'),
    ).toBeInTheDocument();
    expect(within(agentCard).queryByRole('button', { name: 'Approve and publish' })).not.toBeInTheDocument();
    unmount();

    await openInbox({ user: MANAGER });
    const card = await cardOf('Sara Alotaibi');
    expect(within(card).getByText('Reply by Noura Agent')).toBeInTheDocument();
    expect(within(card).getByText('Thanks a lot!')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Approve and publish' }));

    expect(await screen.findByText('Reply approved; publishing it to Google')).toBeInTheDocument();
    expect(api.requestsTo('/api/Reviews/review-1/reply/approve')).toHaveLength(1);
  });

  it('returns a reply with a note, which its author then sees', async () => {
    const waiting = createReview({
      replyState: createReplyState({
        status: 'awaitingApproval',
        authorId: 'user-noura',
        authorName: 'Noura',
      }),
    });
    const api = playInbox([waiting], {
      'POST /api/Reviews/review-1/reply/return': async (request) => {
        const { note } = (await jsonOf(request)) as { note: string };
        return ok({
          ...waiting,
          replyState: createReplyState({
            status: 'returned',
            authorId: 'user-noura',
            returnNote: note,
            reviewedByName: 'Khalid Manager',
          }),
        });
      },
    });
    const { user } = await openInbox({ user: MANAGER });
    const card = await cardOf('Sara Alotaibi');

    await user.click(within(card).getByRole('button', { name: 'Return with a note' }));
    const dialog = screen.getByRole('dialog', { name: 'Return the reply to its author' });
    await user.click(within(dialog).getByRole('button', { name: 'Return reply' }));
    expect(within(dialog).getByText('Say what should change before returning the reply')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /What should change/ }),
      'Mention the new menu.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Return reply' }));

    expect(await screen.findByText('Reply returned to its author')).toBeInTheDocument();
    expect(await jsonOf(api.requestsTo('/api/Reviews/review-1/reply/return')[0])).toEqual({
      note: 'Mention the new menu.',
    });
    expect(within(card).getByText('Returned for changes by Khalid Manager')).toBeInTheDocument();
    expect(within(card).getByText('Note: Mention the new menu.')).toBeInTheDocument();
  });

  it('replies from the details dialog through the reply dialog, in Arabic', async () => {
    const api = playInbox([UNREPLIED], {
      [smartRepliesOf('review-1')]: () => ok(SMART_REPLIES),
      'POST /api/Reviews/review-1/reply': () => ok(withReply(UNREPLIED, 'awaitingApproval', 'شكرًا لك')),
    });
    const { user } = await openInbox({ language: 'ar', entry: '/customer/reviews?review=review-1' });

    const details = await screen.findByRole('dialog', { name: 'تفاصيل المراجعة' });
    await user.click(await within(details).findByRole('button', { name: 'رد' }));
    const dialog = await screen.findByRole('dialog', { name: 'الرد على Sara Alotaibi' });
    await user.type(within(dialog).getByRole('textbox', { name: 'ردك' }), 'شكرًا لك');
    expect(within(dialog).getByText('١٥ من ٤٬٠٩٦ بايت')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الرد' }));

    expect(await screen.findByText('أُرسل الرد للموافقة')).toBeInTheDocument();
    expect(api.requestsTo('/api/Reviews/review-1/reply')).toHaveLength(1);
    // Back on the details, which follow the reply's state.
    const back = await screen.findByRole('dialog', { name: 'تفاصيل المراجعة' });
    expect(within(back).getByText('بانتظار موافقة مدير قبل النشر.')).toBeInTheDocument();
  });

  it('marks a review removed at Google and offers no reply', async () => {
    playInbox([createReview({ removedAtGoogle: minutesAgo(60) })]);
    await openInbox();
    const card = await cardOf('Sara Alotaibi');

    expect(within(card).getByText('Removed from Google')).toBeInTheDocument();
    expect(
      within(card).getByText('Google no longer shows this review, so it can no longer be answered.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });
});
