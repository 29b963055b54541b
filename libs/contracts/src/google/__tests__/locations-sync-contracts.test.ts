import { messages } from '../../common/messages';
import { googleErrorCodeOf, linkLocationsInputSchema } from '../locations';
import { onboardingFinishInputSchema } from '../onboarding';
import { SYNC_STAGE_KEYS, reviewSyncInputSchema, syncJobSchema } from '../sync';

function fieldCodes(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('linkLocationsInputSchema', () => {
  it('takes 1 to 50 distinct, non-blank place ids, trimmed', () => {
    expect(linkLocationsInputSchema.parse({ placeIds: [' ChIJa ', 'ChIJb'] })).toEqual({
      placeIds: ['ChIJa', 'ChIJb'],
    });
    expect(fieldCodes(linkLocationsInputSchema.safeParse({}))).toEqual({ placeIds: 'placeIdsRequired' });
    expect(fieldCodes(linkLocationsInputSchema.safeParse({ placeIds: [] }))).toEqual({
      placeIds: 'placeIdsRequired',
    });
    expect(fieldCodes(linkLocationsInputSchema.safeParse({ placeIds: ['a', 'a'] }))).toEqual({
      placeIds: 'placeIdsDuplicate',
    });
    expect(fieldCodes(linkLocationsInputSchema.safeParse({ placeIds: ['a', ''] }))).toEqual({
      'placeIds.1': 'fieldRequired',
    });
    const tooMany = Array.from({ length: 51 }, (_, index) => `p${index}`);
    expect(fieldCodes(linkLocationsInputSchema.safeParse({ placeIds: tooMany }))).toEqual({
      placeIds: 'placeIdsTooMany',
    });
    expect(fieldCodes(linkLocationsInputSchema.safeParse({ placeIds: 'ChIJa' }))).toEqual({
      placeIds: 'invalidValue',
    });
  });
});

describe('reviewSyncInputSchema', () => {
  it('defaults to the latest 100 per location and allows 1 to 1000', () => {
    expect(reviewSyncInputSchema.parse({})).toEqual({ maxPerLocation: 100 });
    expect(reviewSyncInputSchema.parse({ maxPerLocation: 1000 })).toEqual({ maxPerLocation: 1000 });
    for (const maxPerLocation of [0, 1001]) {
      expect(fieldCodes(reviewSyncInputSchema.safeParse({ maxPerLocation }))).toEqual({
        maxPerLocation: 'syncMaxPerLocationRange',
      });
    }
    expect(fieldCodes(reviewSyncInputSchema.safeParse({ maxPerLocation: 2.5 }))).toEqual({
      maxPerLocation: 'invalidValue',
    });
  });
});

describe('onboardingFinishInputSchema', () => {
  it('needs startTour as a boolean', () => {
    expect(onboardingFinishInputSchema.parse({ startTour: false })).toEqual({ startTour: false });
    expect(fieldCodes(onboardingFinishInputSchema.safeParse({}))).toEqual({ startTour: 'fieldRequired' });
    expect(fieldCodes(onboardingFinishInputSchema.safeParse({ startTour: 'yes' }))).toEqual({
      startTour: 'invalidValue',
    });
  });
});

describe('syncJobSchema', () => {
  it('reads a job as the API sends it, the five stages in their order', () => {
    const job = syncJobSchema.parse({
      id: 'j1',
      status: 'running',
      progress: 40,
      stages: SYNC_STAGE_KEYS.map((key, index) => ({
        key,
        status: index < 2 ? 'completed' : index === 2 ? 'active' : 'pending',
        error: null,
      })),
      reviewsImported: 120,
      reviewsTotal: 300,
      locationsDone: 1,
      locationsTotal: 3,
      error: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      startedAt: '2026-01-01T00:00:01.000Z',
      finishedAt: null,
      summary: null,
    });
    expect(job.stages.map((stage) => stage.key)).toEqual([
      'accountVerification',
      'locationsLinking',
      'reviewsSync',
      'analyticsProcessing',
      'dashboardSetup',
    ]);
  });
});

describe('googleErrorCodeOf', () => {
  it('finds the Google error code of a failed reply, and nothing in other errors', () => {
    expect(googleErrorCodeOf({ code: ['googleNotConnected'] })).toBe('googleNotConnected');
    expect(googleErrorCodeOf({ code: ['googleUnavailable'] })).toBe('googleUnavailable');
    expect(googleErrorCodeOf({ code: ['somethingElse'] })).toBeNull();
    expect(googleErrorCodeOf({ email: ['Email is required'] })).toBeNull();
    expect(googleErrorCodeOf(null)).toBeNull();
  });
});

describe('the messages of locations, sync and onboarding', () => {
  it('exist in Arabic and English', () => {
    for (const code of [
      'googleNotConnected',
      'googleUnavailable',
      'placeIdsRequired',
      'locationLinkedElsewhere',
      'noLinkedLocations',
      'syncLocationsMissing',
      'googleNoBusinessProfile',
      'syncFailed',
      'onboardingIncomplete',
    ] as const) {
      expect(messages.en[code]).toBeTruthy();
      expect(messages.ar[code]).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
