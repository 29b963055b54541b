// Data factories in the contracts' shapes, with overrides. Test support only.
import {
  type GoogleLocation,
  SYNC_STAGE_KEYS,
  type SyncJob,
  type SyncStageStatus,
  type SyncSummary,
} from '@sumaa/contracts';

export function createGoogleLocation(overrides: Partial<GoogleLocation> = {}): GoogleLocation {
  return {
    id: 'place-olaya',
    name: 'مقهى الرياض - العليا',
    rating: 4.6,
    reviewCount: 128,
    address: 'طريق العليا، الرياض',
    phone: '011 462 3300',
    website: 'https://cafe-riyadh.example/olaya',
    linked: false,
    ...overrides,
  };
}

/** The five stages with the given statuses in order; the rest pending. */
export function stagesWith(...statuses: SyncStageStatus[]): SyncJob['stages'] {
  return SYNC_STAGE_KEYS.map((key, index) => ({ key, status: statuses[index] ?? 'pending', error: null }));
}

export function createSyncSummary(overrides: Partial<SyncSummary> = {}): SyncSummary {
  return {
    locations: 2,
    reviews: 187,
    averageRating: 4.3,
    positive: 140,
    negative: 22,
    neutral: 25,
    latestReviews: [
      {
        authorName: 'نورة الشمري',
        stars: 5,
        content: 'قهوة رهيبة وخدمة سريعة',
        reviewDate: '2025-03-01T10:00:00.000Z',
        sentiment: 'Positive',
      },
      {
        authorName: null,
        stars: 2,
        content: null,
        reviewDate: '2025-02-27T18:00:00.000Z',
        sentiment: 'Negative',
      },
      {
        authorName: 'Omar Haddad',
        stars: 4,
        content: 'Good coffee, a little crowded at night.',
        reviewDate: '2025-02-25T20:00:00.000Z',
        sentiment: 'Neutral',
      },
    ],
    ...overrides,
  };
}

export function createSyncJob(overrides: Partial<SyncJob> = {}): SyncJob {
  return {
    id: 'job-1',
    status: 'queued',
    progress: 0,
    stages: stagesWith(),
    reviewsImported: 0,
    reviewsTotal: 0,
    locationsDone: 0,
    locationsTotal: 2,
    error: null,
    createdAt: '2025-03-02T09:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    summary: null,
    ...overrides,
  };
}
