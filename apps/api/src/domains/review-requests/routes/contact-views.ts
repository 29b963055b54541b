// The review-request domain's rows as the contracts' models.
import type { ReviewContact, ReviewRequest } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import { requestLink } from '../request-delivery';
import type { ContactRow, RequestRow } from '../review-requests-store';

export function toContact(row: ContactRow): ReviewContact {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    language: row.language,
    locationId: row.location_id,
    consentSource: row.consent_source,
    optedOutAt: row.opted_out_at?.toISOString() ?? null,
    lastRequestedAt: row.last_requested_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

export function toRequest(app: FastifyInstance, row: RequestRow): ReviewRequest {
  return {
    id: row.id,
    contactId: row.contact_id,
    contactName: row.contact_name,
    channel: row.channel,
    locationId: row.location_id,
    status: row.status,
    failureReason: row.failure_reason,
    link: requestLink(app, row.code),
    scheduledFor: row.scheduled_for.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    deliveredAt: row.delivered_at?.toISOString() ?? null,
    readAt: row.read_at?.toISOString() ?? null,
    clickedAt: row.clicked_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    probableReview:
      row.probable_review_id && row.probable_review_time
        ? {
            reviewId: row.probable_review_id,
            reviewedAt: row.probable_review_time.toISOString(),
            authorName: row.probable_review_author ?? null,
            stars: row.probable_review_stars ?? 0,
          }
        : null,
  };
}
