// syncReviewsJob: the review sync of one business, run by the job queue (ADR 0005) in five stages that the
// client watches. Every step commits what it did together with where the job stands (stages, counts,
// checkpoint) and a check that this worker still holds the job, so a restarted job resumes from the last
// stored page and a review is stored exactly once, keyed by its Google name.
import type { MessageCode, SyncStageKey, SyncSummary } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../../../db/database';
import {
  GoogleApiError,
  GoogleNotConnectedError,
  googleClientFor,
  type GoogleAccount,
  type GoogleBusinessProfileClient,
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
  type GoogleLocationDetails,
} from '../../google/google-locations';
import { readRetentionCutoff } from '../../businesses/data-retention-job';
import { readLinkedLocations, refreshLinkedLocation, type LocationRow } from '../../google/google-store';
import { advanceBusinessMembersToStep } from '../../onboarding/onboarding-store';
import { toReviewRecord } from '../review-records';
import {
  readSyncJob,
  readSyncSummary,
  refreshSyncedLocationStats,
  saveSyncJobFailure,
  saveSyncJobProgress,
  upsertReviews,
  type StoredStage,
  type SyncCheckpoint,
  type SyncJobRow,
} from '../reviews-store';
import { syncProgress } from './sync-progress';

/** Google's largest reviews page. */
const REVIEWS_PAGE_SIZE = 50;
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

interface SyncedLocation {
  row: LocationRow;
  google: GoogleLocationDetails;
}

class ReviewSync {
  private job!: SyncJobRow;
  private client: GoogleBusinessProfileClient | null = null;
  private accounts: GoogleAccount[] = [];
  private locations: SyncedLocation[] = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly run: JobRun,
  ) {}

  private get businessId(): string {
    return this.run.job.businessId;
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
    this.job.reviews_total = Math.max(
      this.job.reviews_imported,
      this.locations.reduce((sum, { google }) => sum + Math.min(google.reviewCount, maxPerLocation), 0),
    );
  }

  private async syncReviews(): Promise<void> {
    const client = this.client!;
    const maxPerLocation = this.job.max_per_location;
    let checkpoint = this.startingCheckpoint();
    while (checkpoint) {
      const index = this.locations.findIndex(({ row }) => row.id === checkpoint!.locationId);
      const { row, google } = this.locations[index];
      throwIfStopped(this.run.signal);
      const page = await this.fetchPage(client, google.locationName, checkpoint, maxPerLocation);
      if (!page) {
        // Google no longer knows the page token we stopped at: this location starts over.
        this.job.reviews_imported -= checkpoint.fetched;
        checkpoint = { locationId: row.id, pageToken: null, fetched: 0 };
        continue;
      }
      const reviews = page.reviews.slice(0, maxPerLocation - checkpoint.fetched);
      const fetched = checkpoint.fetched + reviews.length;
      const more = Boolean(page.nextPageToken) && reviews.length > 0 && fetched < maxPerLocation;
      const nextLocation = this.locations[index + 1];
      const next: SyncCheckpoint | null = more
        ? { locationId: row.id, pageToken: page.nextPageToken!, fetched }
        : nextLocation
          ? { locationId: nextLocation.row.id, pageToken: null, fetched: 0 }
          : null;
      const records = reviews.flatMap((review) => toReviewRecord(review) ?? []);
      await this.commit(async (tx) => {
        // Reviews older than the business keeps (its data-retention setting) are not brought back by a sync.
        const cutoff = await readRetentionCutoff(tx, this.businessId, this.run.now());
        await upsertReviews(
          tx,
          { businessId: this.businessId, locationId: row.id, syncedAt: this.run.now() },
          cutoff ? records.filter((record) => new Date(record.create_time) >= cutoff) : records,
        );
        this.job.reviews_imported += reviews.length;
        this.job.reviews_total = Math.max(this.job.reviews_total, this.job.reviews_imported);
        if (!more) this.job.locations_done += 1;
        this.job.checkpoint = next;
      });
      checkpoint = next;
    }
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
    return this.locations.length > 0
      ? { locationId: this.locations[0].row.id, pageToken: null, fetched: 0 }
      : null;
  }

  private async fetchPage(
    client: GoogleBusinessProfileClient,
    locationName: string,
    checkpoint: SyncCheckpoint,
    maxPerLocation: number,
  ) {
    try {
      return await client.listReviewsPage(locationName, {
        pageSize: Math.min(REVIEWS_PAGE_SIZE, maxPerLocation - checkpoint.fetched),
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
  }

  /** The last stage: the summary the completion step shows, the wizard moved on, the job done. */
  private async setUpDashboard(): Promise<void> {
    this.setStage('dashboardSetup', 'active');
    await this.commit(
      async (tx) => {
        const summary: SyncSummary = await readSyncSummary(tx, this.businessId);
        await advanceBusinessMembersToStep(tx, this.businessId, 3, this.run.now());
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
  private commit(
    work: (tx: SqlExecutor) => Promise<void>,
    options: { completeJob?: boolean } = {},
  ): Promise<void> {
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

export function syncReviewsJob(app: FastifyInstance): JobKind {
  return {
    table: 'sync_jobs',
    handle: (run) => new ReviewSync(app, run).execute(),
    classify,
    recordFailure,
  };
}
