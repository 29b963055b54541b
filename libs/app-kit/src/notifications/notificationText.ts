// A notification's sentence in the reader's language, from its kind and params (the server stores no text, so
// a notification reads right after a language switch). Missing params fall back to a shorter sentence, never to
// an empty placeholder.
import { type AppNotification, type Language, translateMessage } from '@sumaa/contracts';

/** `t` of the frame's namespace (`app-kit`); narrowed to what this file needs. */
export type NotificationTranslate = (key: string, options?: Record<string, unknown>) => string;

type Params = AppNotification['params'];

/** First strong isolate … pop directional isolate: user text keeps its own direction inside the sentence. */
const isolate = (text: string) => `\u2068${text}\u2069`;

function textParam(params: Params, name: string): string | undefined {
  const value = params[name];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function numberParam(params: Params, name: string): number | undefined {
  const value = params[name];
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** How many reviews one notification stands for (a sync may announce a batch as one). */
export function batchSizeOf(notification: AppNotification): number {
  return numberParam(notification.params, 'count') ?? 1;
}

function reviewSentence(
  kind: 'newReview' | 'negativeReview',
  params: Params,
  t: NotificationTranslate,
): string {
  const count = numberParam(params, 'count') ?? 1;
  if (count > 1) return t(`notifications.kinds.${kind}s`, { count });
  const author = isolate(textParam(params, 'authorName') ?? t('notifications.anonymousReviewer'));
  const stars = numberParam(params, 'stars');
  return stars === undefined
    ? t(`notifications.kinds.${kind}NoStars`, { author })
    : t(`notifications.kinds.${kind}`, { author, stars });
}

/** The sentence with the actor's name, or its shorter form without one. */
function actorSentence(key: string, params: Params, t: NotificationTranslate): string {
  const actor = textParam(params, 'actorName');
  return actor
    ? t(`notifications.kinds.${key}`, { actor: isolate(actor) })
    : t(`notifications.kinds.${key}NoActor`);
}

export function notificationText(
  notification: AppNotification,
  t: NotificationTranslate,
  language: Language,
): string {
  const { kind, params } = notification;
  switch (kind) {
    case 'newReview':
    case 'negativeReview': {
      const text = reviewSentence(kind, params, t);
      const location = textParam(params, 'locationName');
      return location ? t('notifications.withLocation', { text, location: isolate(location) }) : text;
    }
    case 'reviewAssigned':
    case 'replyAwaitingApproval':
    case 'replyApproved':
      return actorSentence(kind, params, t);
    case 'replyReturned': {
      const text = actorSentence(kind, params, t);
      const note = textParam(params, 'note');
      return note ? t('notifications.withNote', { text, note: isolate(note) }) : text;
    }
    case 'replyFailed': {
      const code = textParam(params, 'failureCode');
      return code
        ? t('notifications.kinds.replyFailed', { reason: translateMessage(code, language) })
        : t('notifications.kinds.replyFailedNoReason');
    }
    default:
      return t('notifications.kinds.unknown');
  }
}
