// syncReviewsJob: the review sync of one business, run by the job queue (ADR 0005) in five stages that the
// client watches. Every step commits what it did together with where the job stands (stages, counts,
// checkpoint) and a check that this worker still holds the job, so a restarted job resumes from the last
// stored page and a review is stored exactly once, keyed by its Google name. This file keeps that
// orchestration (the stages, the progress, the checkpoint, the commit with the lease, what a failure means);
// the reviews stage runs one page at a time of one of three passes, each in its own module:
//
// - `full` syncs (onboarding, migration 015) run the full pass (full-pass.ts): each location's newest reviews
//   down to maxPerLocation; at each location's end, the held reviews in the range it read that it did not
//   meet are marked removed.
// - `incremental` syncs (the schedule, "Sync now") run the changes pass (changes-pass.ts): each location
//   newest first (updateTime desc), stopping at the first review it already holds unchanged: what is above it
//   is new, edited or back. Stopping early cannot see a review Google removed, so a second pass, `compare`
//   (removals-pass.ts), reads Google's list over every review held and marks removed the ones it did not
//   meet. It runs only when needed: when Google's totalReviewCount differs from the count the last sync
//   accounted for plus the reviews that appeared since (a removal lowers it; a review that appeared below the
//   stopping point raises it), when nothing was accounted for yet, and at least once a day, which also brings
//   replies made on Google to older reviews (a reply does not move a review up the list).
//
// What a sync keeps (the business's data retention, the plan's monthly new reviews) is the SyncPolicy handed
// in (sync-policy.ts): the reviews plugin builds it from the businesses and billing entries.
//
// A completed sync raises `reviews.synced` in the transaction that completes it: the onboarding wizard moves on
// after a full sync and the notifications announce an incremental one's new reviews (those of a full sync, and
// of a location read for the first time, never are). The sync calls neither: they subscribe.
import type { MessageCode, SyncMode, SyncStageKey, SyncSummary } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../../../db/database';
import { refreshPlannerStatistics } from '../../../db/prepare-database';
import {
  GoogleApiError,
  GoogleNotConnectedError,
  googleClientFor,
  type GoogleAccount,
  type GoogleBusinessProfileClient,
  type GoogleReviewsPage,
} from '../../google';
import {
  LeaseLostError,
  throwIfStopped,
  type ClaimedJob,
  type FailureVerdict,
  type JobKind,
  type JobRun,
} from '../../../jobs/job-queue';
import {
  findGoogleLocations,
  withReviewStats,
  readLinkedLocations,
  refreshLinkedLocation,
} from '../../google';
import { readLocationSyncMarks, type LocationSyncMark } from '../incremental-sync-store';
import {
  readSyncJob,
  readSyncSummary,
  refreshSyncedLocationStats,
  saveSyncJobFailure,
  saveSyncJobProgress,
  type StoredStage,
  type SyncCheckpoint,
  type SyncJobRow,
} from '../reviews-store';
import { changesPage } from './changes-pass';
import { fullPage } from './full-pass';
import { comparePage } from './removals-pass';
import type { SyncedLocation, SyncPassContext } from './sync-pass';
import { syncPolicyOf, type SyncPolicy } from './sync-policy';
import { syncProgress } from './sync-progress';

/** What a completed sync tells the other domains (apps/api/src/events). */
export interface ReviewsSynced {
  syncJobId: string;
  mode: SyncMode;
  /** The reviews an incremental sync brought in, to announce; none for a full sync. */
  newReviewIds: string[];
}

declare module '../../../events' {
  interface DomainEvents {
    'reviews.synced': ReviewsSynced;
  }
}

/** Newest first (spec §9: the latest reviews of each location). */
const REVIEWS_ORDER = 'updateTime desc';

/** A reason to stop that trying again will not change (nothing linked, every location gone). */
export class SyncStopError extends Error {
  constructor(
    readonly code: MessageCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'SyncStopError';
  }
}

/** One sync: its stages, and the context its passes (full-pass.ts, changes-pass.ts, removals-pass.ts) run in. */
class ReviewSync implements SyncPassContext {
  job!: SyncJobRow;
  private client: GoogleBusinessProfileClient | null = null;
  private accounts: GoogleAccount[] = [];
  locations: SyncedLocation[] = [];
  marks = new Map<string, LocationSyncMark>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly run: JobRun,
    readonly policy: SyncPolicy,
  ) {}

  get businessId(): string {
    return this.run.job.businessId;
  }

  now(): Date {
    return this.run.now();
  }

  throwIfStopped(): void {
    throwIfStopped(this.run.signal);
  }

  async execute(): Promise<void> {
    const job = await this.tenant((tx) => readSyncJob(tx, this.businessId, this.run.job.id));
    if (!job) throw new SyncStopError('notFound');
    this.job = job;

    // The first two stages also rebuild what the reviews stage needs (the client, the locations), so a
    // resumed job runs them again unless its reviews are already in.
    if (this.stageStatus('reviewsSync') !== 'completed') {
      await this.stage('accountVerification', () => this.verifyAccount());
      await this.stage('locationsLinking', () => this.resolveLocations());
      await this.stage('reviewsSync', () => this.syncReviews());
    }
    await this.stage('analyticsProcessing', () => this.processAnalytics());
    await this.setUpDashboard();
    // Delivered at once by a running worker (otherwise at its next poll).
    this.app.events.wake();
  }

  private async verifyAccount(): Promise<void> {
    throwIfStopped(this.run.signal);
    this.client = await googleClientFor(this.app, this.businessId);
    this.accounts = await this.client.listAccounts();
    if (this.accounts.length === 0) throw new SyncStopError('googleNoBusinessProfile');
  }

  /** Finds each linked location in Google (refreshing its name, address and numbers) and sizes the work. */
  private async resolveLocations(): Promise<void> {
    const client = this.client!;
    const linked = await this.tenant((tx) => readLinkedLocations(tx, this.businessId));
    if (linked.length === 0) throw new SyncStopError('noLinkedLocations');
    throwIfStopped(this.run.signal);
    const wanted = new Set(linked.map((row) => row.place_id));
    const entries = (await findGoogleLocations(client, this.accounts)).filter((entry) =>
      wanted.has(entry.placeId),
    );
    throwIfStopped(this.run.signal);
    const details = new Map((await withReviewStats(client, entries)).map((found) => [found.placeId, found]));
    this.locations = linked.flatMap((row) => {
      const google = details.get(row.place_id);
      return google ? [{ row, google }] : [];
    });
    const now = this.run.now();
    await this.commit(async (tx) => {
      for (const row of linked) {
        await refreshLinkedLocation(tx, this.businessId, row.id, details.get(row.place_id) ?? null, now);
      }
    });
    if (this.locations.length === 0) {
      throw new SyncStopError('syncLocationsMissing');
    }
    const maxPerLocation = this.job.max_per_location;
    this.job.locations_total = this.locations.length;
    // What an incremental sync will find is not known ahead: its total grows with what it stores.
    this.job.reviews_total =
      this.job.mode === 'full'
        ? Math.max(
            this.job.reviews_imported,
            this.locations.reduce((sum, { google }) => sum + Math.min(google.reviewCount, maxPerLocation), 0),
          )
        : this.job.reviews_imported;
  }

  private async syncReviews(): Promise<void> {
    this.marks = await this.tenant((tx) => readLocationSyncMarks(tx, this.businessId));
    let checkpoint = this.startingCheckpoint();
    while (checkpoint) {
      const index = this.locations.findIndex(({ row }) => row.id === checkpoint!.locationId);
      throwIfStopped(this.run.signal);
      if (this.job.mode === 'full') checkpoint = await fullPage(this, index, checkpoint);
      else if (checkpoint.pass === 'compare') checkpoint = await comparePage(this, index, checkpoint);
      else checkpoint = await changesPage(this, index, checkpoint);
    }
  }

  firstPageOf(locationId: string): SyncCheckpoint {
    return this.job.mode === 'incremental'
      ? { locationId, pageToken: null, fetched: 0, pass: 'changes', appeared: 0 }
      : { locationId, pageToken: null, fetched: 0 };
  }

  /** The first page of the location after `index`; null after the last. */
  firstPageAfter(index: number): SyncCheckpoint | null {
    const following = this.locations[index + 1];
    return following ? this.firstPageOf(following.row.id) : null;
  }

  /** Where the reviews stage starts: the stored checkpoint of a resumed job, else the first location. */
  private startingCheckpoint(): SyncCheckpoint | null {
    const stored = this.job.checkpoint;
    if (stored && this.locations.some(({ row }) => row.id === stored.locationId)) return stored;
    // Stopped right after its last page, before the stage was marked done: nothing left to fetch.
    if (!stored && this.job.locations_done > 0 && this.job.locations_done >= this.locations.length)
      return null;
    // A fresh start, or the location we stopped in has gone from Google since: count from zero again
    // (storing a review twice only updates it).
    this.job.reviews_imported = 0;
    this.job.locations_done = 0;
    return this.locations.length > 0 ? this.firstPageOf(this.locations[0].row.id) : null;
  }

  /** The page prefetchPage asked Google for, while the page before it was being stored. */
  private prefetched: { key: string; page: Promise<GoogleReviewsPage | null> } | null = null;

  async fetchPage(locationName: string, checkpoint: SyncCheckpoint, pageSize: number) {
    const key = pageKey(locationName, checkpoint, pageSize);
    const prefetched = this.prefetched;
    this.prefetched = null;
    if (prefetched?.key === key) return prefetched.page;
    return this.requestPage(locationName, checkpoint, pageSize);
  }

  prefetchPage(locationName: string, checkpoint: SyncCheckpoint, pageSize: number): void {
    const page = this.requestPage(locationName, checkpoint, pageSize);
    // Awaited by the fetchPage that takes it, which then sees the failure; one never taken (the commit before it
    // failed, the job stopped) must not become an unhandled rejection.
    page.catch(() => undefined);
    this.prefetched = { key: pageKey(locationName, checkpoint, pageSize), page };
  }

  private async requestPage(
    locationName: string,
    checkpoint: SyncCheckpoint,
    pageSize: number,
  ): Promise<GoogleReviewsPage | null> {
    try {
      return await this.client!.listReviewsPage(locationName, {
        pageSize,
        pageToken: checkpoint.pageToken ?? undefined,
        orderBy: REVIEWS_ORDER,
      });
    } catch (error) {
      const staleToken =
        checkpoint.pageToken !== null &&
        error instanceof GoogleApiError &&
        !error.retryable &&
        error.status === 400;
      if (staleToken) return null;
      throw error;
    }
  }

  /** Google's own numbers stay on the location; ours (stored reviews, their average) are added beside. */
  private async processAnalytics(): Promise<void> {
    const now = this.run.now();
    await this.commit(async (tx) => {
      await refreshSyncedLocationStats(tx, this.businessId, now);
    });
    // A full sync writes thousands of reviews at once; PGlite has no autovacuum to notice (prepare-database.ts).
    if (this.job.mode === 'full' && this.app.db.engine === 'pglite')
      await this.app.db.ownerTransaction(refreshPlannerStatistics);
  }

  /** The last stage: the summary the completion step shows, the job done and `reviews.synced` raised. */
  private async setUpDashboard(): Promise<void> {
    this.setStage('dashboardSetup', 'active');
    await this.commit(
      async (tx) => {
        const summary: SyncSummary = await readSyncSummary(tx, this.businessId);
        await this.app.events.publish(tx, {
          businessId: this.businessId,
          name: 'reviews.synced',
          payload: {
            syncJobId: this.job.id,
            mode: this.job.mode,
            newReviewIds: this.job.mode === 'incremental' ? this.job.new_review_ids : [],
          },
        });
        this.setStage('dashboardSetup', 'completed');
        this.job.summary = summary;
        this.job.checkpoint = null;
      },
      { completeJob: true },
    );
  }

  /** Runs a stage between `active` and `completed`; a completed one (resumed job) only redoes its work. */
  private async stage(key: SyncStageKey, work: () => Promise<void>): Promise<void> {
    const alreadyDone = this.stageStatus(key) === 'completed';
    if (!alreadyDone) {
      this.setStage(key, 'active');
      await this.commit(async () => undefined);
    }
    await work();
    if (!alreadyDone) {
      this.setStage(key, 'completed');
      await this.commit(async () => undefined);
    }
  }

  private stageStatus(key: SyncStageKey) {
    return this.job.stages.find((stage) => stage.key === key)?.status;
  }

  private setStage(key: SyncStageKey, status: StoredStage['status']): void {
    this.job.stages = this.job.stages.map((stage) =>
      stage.key === key ? { ...stage, status, errorCode: null, errorParams: {} } : stage,
    );
  }

  /**
   * `work`, then the job's state, in one transaction. The job's UPDATE also renews the lease and matches
   * only while this worker holds the job: otherwise nothing of the transaction is kept (LeaseLostError).
   */
  commit(work: (tx: SqlExecutor) => Promise<void>, options: { completeJob?: boolean } = {}): Promise<void> {
    const before = structuredClone(this.job);
    const lease = this.run.lease();
    return this.tenant(async (tx) => {
      await work(tx);
      this.job.progress = syncProgress(this.job.stages, {
        imported: this.job.reviews_imported,
        total: this.job.reviews_total,
      });
      const held = await saveSyncJobProgress(tx, this.businessId, this.job, {
        now: this.run.now(),
        lockedUntil: lease.lockedUntil,
        workerId: lease.workerId,
      });
      if (!held) throw new LeaseLostError(this.run.job);
      if (options.completeJob) await this.run.complete(tx);
    }).catch((error: unknown) => {
      this.job = before; // rolled back: so is our picture of the row
      throw error;
    });
  }

  private tenant<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.app.db.tenantTransaction({ businessId: this.businessId, userId: null }, work);
  }
}

function pageKey(locationName: string, checkpoint: SyncCheckpoint, pageSize: number): string {
  return JSON.stringify([locationName, checkpoint.pageToken, pageSize]);
}

function classify(error: unknown): FailureVerdict {
  if (error instanceof GoogleNotConnectedError || error instanceof SyncStopError) return { retryable: false };
  if (error instanceof GoogleApiError)
    return { retryable: error.retryable, retryAfterMs: error.retryAfterMs };
  // Our own failure (the database restarting, say): worth another attempt, and logged.
  return { retryable: true };
}

function failureMessage(error: unknown): { code: MessageCode; params: Record<string, string | number> } {
  if (error instanceof SyncStopError) return { code: error.code, params: error.params };
  if (error instanceof GoogleNotConnectedError) return { code: 'googleNotConnected', params: {} };
  if (error instanceof GoogleApiError) {
    return {
      code: error.status === 401 || error.status === 403 ? 'googleNotConnected' : 'googleUnavailable',
      params: {},
    };
  }
  return { code: 'syncFailed', params: {} };
}

/** Marks the stage that was under way (else the first unfinished one) failed, with a message code. */
async function recordFailure(tx: SqlExecutor, job: ClaimedJob, error: unknown): Promise<void> {
  const row = await readSyncJob(tx, job.businessId, job.id);
  if (!row) return;
  const { code, params } = failureMessage(error);
  const failing =
    row.stages.find((stage) => stage.status === 'active') ??
    row.stages.find((stage) => stage.status !== 'completed') ??
    row.stages[row.stages.length - 1];
  const stages = row.stages.map((stage) =>
    stage.key === failing.key
      ? { ...stage, status: 'failed' as const, errorCode: code, errorParams: params }
      : stage,
  );
  await saveSyncJobFailure(tx, {
    businessId: job.businessId,
    id: job.id,
    stages,
    stage: failing.key,
    code,
    params,
  });
}

/**
 * The sync's job kind. `policy` says what the sync keeps (data retention, the plan's new reviews); without one,
 * the policy the app's reviews plugin adopted (sync-policy.ts).
 */
export function syncReviewsJob(app: FastifyInstance, policy: SyncPolicy = syncPolicyOf(app)): JobKind {
  return {
    table: 'sync_jobs',
    priority: 20,
    handle: (run) => new ReviewSync(app, run, policy).execute(),
    classify,
    recordFailure,
  };
}
