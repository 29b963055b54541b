import type { AppNotification, Language, NotificationKind } from '@sumaa/contracts';
import { addAppResources, i18n, initI18n } from '@sumaa/i18n';
import { frameTexts } from '../../frame/frameTexts';
import { notificationLink } from '../notificationLink';
import { type NotificationTranslate, notificationText } from '../notificationText';

function notification(
  kind: NotificationKind,
  params: AppNotification['params'] = {},
  reviewId: string | null = 'review-7',
): AppNotification {
  return { id: 'n1', kind, reviewId, params, createdAt: '2025-03-01T08:00:00.000Z', readAt: null };
}

/** The sentence without the direction isolates around names (they are invisible). */
async function textOf(subject: AppNotification, language: Language) {
  await initI18n();
  await addAppResources('app-kit', frameTexts);
  const t = i18n.getFixedT(language, 'app-kit') as NotificationTranslate;
  return notificationText(subject, t, language).replace(/[\u2068\u2069]/g, '');
}

describe('a notification’s sentence', () => {
  it.each<[NotificationKind, AppNotification['params'], string, string]>([
    [
      'newReview',
      { authorName: 'Sara Ahmed', stars: 5, locationName: 'فرع العليا' },
      'New 5-star review from Sara Ahmed — فرع العليا',
      'مراجعة جديدة من Sara Ahmed بتقييم ٥ من ٥ — فرع العليا',
    ],
    ['newReview', { count: 12, locationName: null }, '12 new reviews', '١٢ مراجعة جديدة'],
    ['newReview', { count: 3 }, '3 new reviews', '٣ مراجعات جديدة'],
    [
      'negativeReview',
      { authorName: null, stars: 1 },
      'Negative review (1 of 5 stars) from a reviewer who left no name',
      'مراجعة سلبية من عميل لم يذكر اسمه بتقييم ١ من ٥',
    ],
    ['negativeReview', { count: 2 }, '2 new negative reviews', 'مراجعتان سلبيتان جديدتان'],
    ['reviewAssigned', { actorName: 'خالد' }, 'خالد assigned a review to you', 'مراجعة مُسندة إليك من خالد'],
    ['reviewAssigned', {}, 'A review was assigned to you', 'أُسندت إليك مراجعة'],
    [
      'replyFailed',
      { failureCode: 'replyContentRequired' },
      "Your reply couldn't be published on Google: Write a reply before sending it",
      'تعذر نشر ردك على Google: اكتب الرد قبل إرساله',
    ],
    [
      'replyFailed',
      { failureCode: null },
      "Your reply couldn't be published on Google",
      'تعذر نشر ردك على Google',
    ],
    [
      'replyAwaitingApproval',
      { actorName: 'Noura' },
      'A reply by Noura is waiting for your approval',
      'رد كتبه Noura بانتظار موافقتك',
    ],
    [
      'replyReturned',
      { actorName: 'Khalid', note: 'اذكر اسم الفرع' },
      'Khalid returned your reply for changes: “اذكر اسم الفرع”',
      'أُعيد ردك للتعديل من Khalid: «اذكر اسم الفرع»',
    ],
    ['replyReturned', {}, 'Your reply was returned for changes', 'أُعيد ردك للتعديل'],
    [
      'replyApproved',
      { actorName: 'Khalid' },
      'Khalid approved your reply; it is being published',
      'تمت الموافقة على ردك من Khalid، وجارٍ نشره',
    ],
  ])('writes %s %j in both languages', async (kind, params, english, arabic) => {
    expect(await textOf(notification(kind, params), 'en')).toBe(english);
    expect(await textOf(notification(kind, params), 'ar')).toBe(arabic);
  });

  it('keeps a name in its own direction inside the sentence', async () => {
    await initI18n();
    await addAppResources('app-kit', frameTexts);
    const t = i18n.getFixedT('ar', 'app-kit') as NotificationTranslate;

    expect(notificationText(notification('reviewAssigned', { actorName: 'Khalid' }), t, 'ar')).toBe(
      'مراجعة مُسندة إليك من \u2068Khalid\u2069',
    );
  });
});

describe('where a notification leads', () => {
  it('opens its review in the inbox, the inbox for a batch, and nowhere without an inbox', () => {
    expect(notificationLink(notification('newReview'), '/customer/reviews')).toBe(
      '/customer/reviews?review=review-7',
    );
    expect(notificationLink(notification('newReview', { count: 4 }, null), '/customer/reviews')).toBe(
      '/customer/reviews',
    );
    expect(notificationLink(notification('newReview', { count: 4 }), '/customer/reviews')).toBe(
      '/customer/reviews',
    );
    expect(notificationLink(notification('reviewAssigned'), undefined)).toBeNull();
  });
});
