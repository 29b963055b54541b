// GET /api/review-requests/analytics (issue 23, "Analytics per channel and per location"): what the requests
// that left in the period became. Honest figures: a conversion rate with nothing sent is null, not 0 %; e-mail's
// delivered is null, since mail servers report no delivery; every channel and linked location has its row, so
// a zero is a zero and not a row left out.
import {
  REVIEW_REQUEST_CHANNELS,
  type ReviewRequestAnalytics,
  type ReviewRequestFigures,
} from '@sumaa/contracts';
import type { SqlExecutor } from '../../../db/database';
import { businessTimeZone } from '../request-delivery';
import { listLocations } from '../review-requests-store';
import { countRequestsOfPeriod, type RequestCountsRow } from './analytics-store';

type Counts = Omit<ReviewRequestFigures, 'conversionRate'> & { delivered: number };

const none = (): Counts => ({ sent: 0, delivered: 0, clicked: 0, reviews: 0 });

function add(total: Counts, row: RequestCountsRow): void {
  total.sent += row.sent;
  total.delivered += row.delivered;
  total.clicked += row.clicked;
  total.reviews += row.reviews;
}

/** reviews / sent to four places, null when nothing was sent. */
export function conversionRate(reviews: number, sent: number): number | null {
  return sent === 0 ? null : Math.round((reviews / sent) * 10_000) / 10_000;
}

function figures(counts: Counts, deliveryReported = true): ReviewRequestFigures {
  return {
    sent: counts.sent,
    delivered: deliveryReported ? counts.delivered : null,
    clicked: counts.clicked,
    reviews: counts.reviews,
    conversionRate: conversionRate(counts.reviews, counts.sent),
  };
}

export async function readRequestAnalytics(
  tx: SqlExecutor,
  businessId: string,
  period: { from: string | null; to: string | null },
): Promise<ReviewRequestAnalytics> {
  const timeZone = await businessTimeZone(tx, businessId);
  const rows = await countRequestsOfPeriod(tx, businessId, { ...period, timeZone });
  const locations = await listLocations(tx, businessId);

  const totals = none();
  const byChannel = new Map(REVIEW_REQUEST_CHANNELS.map((channel) => [channel, none()]));
  const byLocation = new Map<string | null, Counts>(locations.map((location) => [location.id, none()]));
  for (const row of rows) {
    add(totals, row);
    add(byChannel.get(row.channel)!, row);
    // A location unlinked since (its requests keep no location) is counted under null.
    const key = row.location_id !== null && byLocation.has(row.location_id) ? row.location_id : null;
    if (!byLocation.has(key)) byLocation.set(key, none());
    add(byLocation.get(key)!, row);
  }
  const names = new Map(locations.map((location) => [location.id, location.name]));
  return {
    from: period.from,
    to: period.to,
    timeZone,
    totals: figures(totals),
    byChannel: REVIEW_REQUEST_CHANNELS.map((channel) => ({
      channel,
      ...figures(byChannel.get(channel)!, channel !== 'email'),
    })),
    byLocation: [...byLocation].map(([locationId, counts]) => ({
      locationId,
      locationName: locationId === null ? null : (names.get(locationId) ?? null),
      ...figures(counts),
    })),
  };
}
