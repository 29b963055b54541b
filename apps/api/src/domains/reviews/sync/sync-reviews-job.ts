// syncReviewsJob: the review sync of one business, run by the job queue (ADR 0005) in five stages that the
// client watches. Every step commits what it did together with where the job stands (stages, counts,
// checkpoint) and a check that this worker still holds the job, so a restarted job resumes from the last
// stored page and a review is stored exactly once, keyed by its Google name.
//
// Two modes (migration 015). `full` reads each location's newest reviews down to maxPerLocation (onboarding).
// `incremental` (the schedule, "Sync now") reads each location newest first (updateTime desc) and stops at the
// first review it already holds unchanged: what is above it is new, edited or back. Stopping early cannot see
// a review Google removed, so a second pass, `compare`, reads Google's list over every review held and marks
// removed the ones it did not meet. It runs only when needed: when Google's totalReviewCount differs from the
// count the last sync accounted for plus the reviews that appeared since (a removal lowers it; a review that
// appeared below the stopping point raises it), when nothing was accounted for yet, and at least once a day,
// which also brings replies made on Google to older reviews (a reply does not move a review up the list). A full
// sync marks removed, at each location's end, the held reviews in the range it read that it did not meet.
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
  type GoogleReview,
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
  type GoogleLocationDetails,
  type LocationRow,
} from '../../google';
import { readRetentionCutoff } from '../../businesses';
import { admitNewReviewsWithinPlan } from '../../billing';
import { toReviewRecord } from '../review-records';
import {
  compareWithHeld,
  markUnseenReviewsRemoved,
  oldestHeldUpdateTime,
  readLocationSyncMarks,
  reviewIdsByName,
  saveLocationSyncMark,
  type HeldState,
  type LocationSyncMark,
} from '../incremental-sync-store';
import {
  readSyncJob,
  readSyncSummary,
  refreshSyncedLocationStats,
  saveSyncJobFailure,
  saveSyncJobProgress,
  upsertReviews,
  type ReviewRecord,
  type StoredStage,
  type SyncCheckpoint,
  type SyncJobRow,
} from '../reviews-store';
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

/** Google's largest reviews page. */
const REVIEWS_PAGE_SIZE = 50;
/** Newest first (spec §9: the latest reviews of each location). */
const REVIEWS_ORDER = 'updateTime desc';
/** An incremental sync compares a location's whole held range with Google's at least this often. */
const COMPARE_EVERY_MS = 24 * 60 * 60 * 1000;

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
  private marks = new Map<string, LocationSyncMark>();

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
      if (this.job.mode === 'full') checkpoint = await this.fullPage(index, checkpoint);
      else if (checkpoint.pass === 'compare') checkpoint = await this.comparePage(index, checkpoint);
      else checkpoint = await this.changesPage(index, checkpoint);
    }
  }

  /** Full: one page of the location's newest reviews, down to maxPerLocation. */
  private async fullPage(index: number, checkpoint: SyncCheckpoint): Promise<SyncCheckpoint | null> {
    const { row, google } = this.locations[index];
    const maxPerLocation = this.job.max_per_location;
    const page = await this.fetchPage(
      google.locationName,
      checkpoint,
      Math.min(REVIEWS_PAGE_SIZE, maxPerLocation - checkpoint.fetched),
    );
    if (!page) {
      // Google no longer knows the page token we stopped at: this location starts over.
      this.job.reviews_imported -= checkpoint.fetched;
      return this.firstPageOf(row.id);
    }
    const reviews = page.reviews.slice(0, maxPerLocation - checkpoint.fetched);
    const fetched = checkpoint.fetched + reviews.length;
    const more = Boolean(page.nextPageToken) && reviews.length > 0 && fetched < maxPerLocation;
    const googleCount = this.googleCountOf(page, checkpoint, google);
    const next: SyncCheckpoint | null = more
      ? { locationId: row.id, pageToken: page.nextPageToken!, fetched, googleCount }
      : this.firstPageAfter(index);
    await this.commit(async (tx) => {
      // Reviews older than the business keeps (its data-retention setting) are not brought back by a sync.
      const cutoff = await readRetentionCutoff(tx, this.businessId, this.run.now());
      const records = storable(reviews, cutoff);
      await this.store(tx, row.id, records, await compareWithHeld(tx, this.businessId, records), false);
      this.job.reviews_imported += reviews.length;
      this.job.reviews_total = Math.max(this.job.reviews_total, this.job.reviews_imported);
      if (!more) {
        // Read to the end of Google's list, or down to maxPerLocation: what it held above that is gone.
        const readToTheEnd = !page.nextPageToken || reviews.length === 0;
        await this.finishLocation(tx, row.id, {
          googleCount,
          removals: { cutoff, updatedAfter: readToTheEnd ? null : reviews[reviews.length - 1].updateTime },
        });
      }
      this.job.checkpoint = next;
    });
    return next;
  }

  /**
   * Incremental, first pass: newest first until the first review held unchanged (or maxPerLocation). A location
   * no sync has completed for yet (linked since) is read as a full sync would, its reviews not announced.
   */
  private async changesPage(index: number, checkpoint: SyncCheckpoint): Promise<SyncCheckpoint | null> {
    const { row, google } = this.locations[index];
    const maxPerLocation = this.job.max_per_location;
    const mark = this.marks.get(row.id);
    const firstRead = !mark?.lastSyncedAt;
    const page = await this.fetchPage(
      google.locationName,
      checkpoint,
      Math.min(REVIEWS_PAGE_SIZE, maxPerLocation - checkpoint.fetched),
    );
    // A page token Google forgot: the pass starts again at the top (what it stored is now held).
    if (!page) return { ...checkpoint, pageToken: null, fetched: 0 };
    const reviews = page.reviews.slice(0, maxPerLocation - checkpoint.fetched);
    const fetched = checkpoint.fetched + reviews.length;
    const googleCount = this.googleCountOf(page, checkpoint, google);
    let next = null as SyncCheckpoint | null;
    await this.commit(async (tx) => {
      const cutoff = await readRetentionCutoff(tx, this.businessId, this.run.now());
      const records = storable(reviews, cutoff);
      const held = await compareWithHeld(tx, this.businessId, records);
      const stop = records.findIndex((record) => held.get(record.google_name) === 'unchanged');
      const changed = stop < 0 ? records : records.slice(0, stop);
      const found = await this.store(tx, row.id, changed, held, !firstRead);
      const appeared = (checkpoint.appeared ?? 0) + found.appeared;
      this.job.reviews_imported += found.changed;
      this.job.reviews_total = Math.max(this.job.reviews_total, this.job.reviews_imported);
      const more = stop < 0 && Boolean(page.nextPageToken) && reviews.length > 0 && fetched < maxPerLocation;
      const until = more || firstRead ? null : await oldestHeldUpdateTime(tx, this.businessId, row.id);
      if (more) {
        next = { ...checkpoint, pageToken: page.nextPageToken!, fetched, googleCount, appeared };
      } else if (until && this.needsComparison(mark, googleCount, appeared)) {
        next = { ...checkpoint, pageToken: null, fetched: 0, pass: 'compare', googleCount, appeared, until };
      } else {
        // A first read went as deep as a full sync would: it counts as the location's comparison.
        await this.finishLocation(tx, row.id, { googleCount, removals: firstRead ? 'none' : null });
        next = this.firstPageAfter(index);
      }
      this.job.checkpoint = next;
    });
    return next;
  }

  /** Whether the changes pass may have missed a removal (or a review that appeared lower down). */
  private needsComparison(
    mark: LocationSyncMark | undefined,
    googleCount: number,
    appeared: number,
  ): boolean {
    if (mark?.googleReviewCount === null || mark?.googleReviewCount === undefined) return true;
    if (googleCount !== mark.googleReviewCount + appeared) return true;
    return !mark.comparedAt || this.run.now().getTime() - mark.comparedAt.getTime() >= COMPARE_EVERY_MS;
  }

  /**
   * Incremental, second pass: Google's list from the top until past the oldest review held when it began, every
   * review met in that range stored (and so seen; older ones were never held and stay out); then the held
   * reviews it did not meet are marked removed.
   */
  private async comparePage(index: number, checkpoint: SyncCheckpoint): Promise<SyncCheckpoint | null> {
    const { row, google } = this.locations[index];
    const page = await this.fetchPage(google.locationName, checkpoint, REVIEWS_PAGE_SIZE);
    if (!page) return { ...checkpoint, pageToken: null, fetched: 0 };
    const reviews = page.reviews;
    const last = reviews[reviews.length - 1];
    const pastHeld =
      !checkpoint.until || (last !== undefined && Date.parse(last.updateTime) < Date.parse(checkpoint.until));
    const done = !page.nextPageToken || reviews.length === 0 || pastHeld;
    let next = null as SyncCheckpoint | null;
    await this.commit(async (tx) => {
      const cutoff = await readRetentionCutoff(tx, this.businessId, this.run.now());
      const until = checkpoint.until ? Date.parse(checkpoint.until) : null;
      const records = storable(reviews, cutoff).filter(
        (record) => until === null || Date.parse(record.update_time) >= until,
      );
      const found = await this.store(
        tx,
        row.id,
        records,
        await compareWithHeld(tx, this.businessId, records),
        true,
      );
      this.job.reviews_imported += found.changed;
      this.job.reviews_total = Math.max(this.job.reviews_total, this.job.reviews_imported);
      if (done) {
        await this.finishLocation(tx, row.id, {
          googleCount: checkpoint.googleCount ?? google.reviewCount,
          removals: { cutoff, updatedAfter: null },
        });
        next = this.firstPageAfter(index);
      } else {
        next = {
          ...checkpoint,
          pageToken: page.nextPageToken!,
          fetched: checkpoint.fetched + reviews.length,
        };
      }
      this.job.checkpoint = next;
    });
    return next;
  }

  /**
   * Stores reviews Google lists (upsertReviews marks each one seen by this job, and back if it was marked
   * removed) and counts what changed. The ids of new ones are kept for the announcement when `announce` (incremental syncs only).
   */
  private async store(
    tx: SqlExecutor,
    locationId: string,
    offered: readonly ReviewRecord[],
    held: Map<string, HeldState>,
    announce: boolean,
  ): Promise<{ appeared: number; changed: number }> {
    // New reviews past the plan's monthly number wait (the next month, or an upgrade); updates always pass.
    const admitted = await admitNewReviewsWithinPlan(
      tx,
      { businessId: this.businessId, now: this.run.now() },
      offered,
      (record) => held.get(record.google_name) === 'new',
    );
    if (admitted.length === 0) return { appeared: 0, changed: 0 };
    await upsertReviews(
      tx,
      { businessId: this.businessId, locationId, syncedAt: this.run.now(), seenBySyncId: this.job.id },
      admitted,
    );
    const named = (state: HeldState) =>
      admitted.filter((record) => held.get(record.google_name) === state).map((record) => record.google_name);
    const added = named('new');
    const changed = added.length + named('updated').length + named('restored').length;
    this.job.reviews_new += added.length;
    this.job.reviews_updated += changed - added.length;
    if (announce && this.job.mode === 'incremental' && added.length > 0) {
      const ids = await reviewIdsByName(tx, this.businessId, added);
      this.job.new_review_ids = [...new Set([...this.job.new_review_ids, ...ids])];
    }
    return { appeared: added.length + named('restored').length, changed };
  }

  /**
   * The location is done: with `removals`, the held reviews the pass should have met and did not are marked
   * removed, and the location counts as compared ('none': compared, nothing to mark); Google's count is what
   * the next incremental sync measures against.
   */
  private async finishLocation(
    tx: SqlExecutor,
    locationId: string,
    done: {
      googleCount: number;
      removals: { cutoff: Date | null; updatedAfter: string | null } | 'none' | null;
    },
  ): Promise<void> {
    const now = this.run.now();
    if (done.removals && done.removals !== 'none') {
      this.job.reviews_removed += await markUnseenReviewsRemoved(tx, {
        businessId: this.businessId,
        locationId,
        seenBy: this.job.id,
        updatedAfter: done.removals.updatedAfter,
        createdSince: done.removals.cutoff,
        now,
      });
    }
    await saveLocationSyncMark(tx, this.businessId, locationId, {
      googleReviewCount: done.googleCount,
      comparedAt: done.removals ? now : undefined,
    });
    this.job.locations_done += 1;
  }

  /** Google's totalReviewCount from the location's first page of this pass, carried on by the checkpoint. */
  private googleCountOf(
    page: GoogleReviewsPage,
    checkpoint: SyncCheckpoint,
    google: GoogleLocationDetails,
  ): number {
    if (checkpoint.pageToken === null) return Math.max(0, Math.trunc(page.totalReviewCount ?? 0));
    return checkpoint.googleCount ?? google.reviewCount;
  }

  private firstPageOf(locationId: string): SyncCheckpoint {
    return this.job.mode === 'incremental'
      ? { locationId, pageToken: null, fetched: 0, pass: 'changes', appeared: 0 }
      : { locationId, pageToken: null, fetched: 0 };
  }

  /** The first page of the location after `index`; null after the last. */
  private firstPageAfter(index: number): SyncCheckpoint | null {
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

  private async fetchPage(locationName: string, checkpoint: SyncCheckpoint, pageSize: number) {
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
    priority: 20,
    handle: (run) => new ReviewSync(app, run).execute(),
    classify,
    recordFailure,
  };
}

/** The reviews of a page Sumaa stores: with a star rating, and within the business's data retention. */
function storable(reviews: readonly GoogleReview[], cutoff: Date | null): ReviewRecord[] {
  const records = reviews.flatMap((review) => toReviewRecord(review) ?? []);
  return cutoff ? records.filter((record) => new Date(record.create_time) >= cutoff) : records;
}
