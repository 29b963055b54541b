// Telling people about a reply (failed, awaiting approval, returned, approved), after the change committed. The
// reply is stored whatever happens here: a notification that cannot be written is logged, never the request's
// or the job's failure.
import type { FastifyInstance } from 'fastify';
import { notifyReplyEvent, type ReplyEvent } from '../notifications';

export async function announceReplyEvent(
  app: FastifyInstance,
  businessId: string,
  event: ReplyEvent,
): Promise<void> {
  try {
    await notifyReplyEvent(app, businessId, event);
  } catch (error) {
    app.log.error(
      { err: error, businessId, reviewId: event.reviewId, kind: event.kind },
      'reply notification failed',
    );
  }
}
