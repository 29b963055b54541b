// The progress step's driver: starts the sync (arriving from the locations step) or resumes the latest one
// (after a reload), follows the job until it ends, and notices a job that stops moving, so nothing stalls
// without the user being told.
import type { SyncJob } from '@sumaa/contracts';
import { useLanguage } from '@sumaa/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { latestSyncJobQueryKey, useLatestSyncJobQuery } from '../api/getLatestSyncJob';
import { isSyncJobActive, syncJobQueryKey, useSyncJobQuery } from '../api/getSyncJob';
import { useStartReviewSync } from '../api/startReviewSync';

/** A running job that shows no change for this long is reported as stalled (with a way to start it again). */
export const SYNC_STALL_MS = 60_000;
/** Spec §4: after the sync completes, a short pause on the finished list before the completion step. */
export const COMPLETION_PAUSE_MS = 1000;

export interface UseReviewSyncOptions {
  /** Arriving from the locations step: start a sync at once. Otherwise resume the latest (a reload). */
  startOnArrival: boolean;
  onCompleted(job: SyncJob): void;
}

/** What the user could see change; the same value for a minute means the job is not moving. */
function movement(job: SyncJob): string {
  const stages = job.stages.map((stage) => stage.status).join(',');
  return `${job.status}|${job.progress}|${job.reviewsImported}|${job.locationsDone}|${stages}`;
}

export function useReviewSync({ startOnArrival, onCompleted }: UseReviewSyncOptions) {
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const [stalled, setStalled] = useState(false);
  const [restarts, setRestarts] = useState(0);
  const start = useStartReviewSync();
  const latest = useLatestSyncJobQuery({ enabled: !startOnArrival && jobId === null });
  const jobQuery = useSyncJobQuery(jobId);
  const job = jobQuery.data ?? null;
  const completedRef = useRef(onCompleted);
  useEffect(() => {
    completedRef.current = onCompleted;
  }, [onCompleted]);

  const follow = useCallback(
    (followed: SyncJob) => {
      queryClient.setQueryData(syncJobQueryKey(followed.id, language), followed);
      setJobId(followed.id);
    },
    [language, queryClient],
  );

  const { mutate: startMutate } = start;
  const startSync = useCallback(() => {
    setRestarts((count) => count + 1);
    startMutate(undefined, { onSuccess: follow });
  }, [follow, startMutate]);

  // One start per arrival (StrictMode runs effects twice; the ref survives that).
  const startedRef = useRef(false);
  useEffect(() => {
    if (startedRef.current) return;
    if (startOnArrival) {
      startedRef.current = true;
      startSync();
    } else if (latest.isSuccess) {
      startedRef.current = true;
      // No sync yet (the page was left between linking and starting): start one now.
      if (latest.data) follow(latest.data);
      else startSync();
    }
  }, [follow, latest.data, latest.isSuccess, startOnArrival, startSync]);

  // The completion step reads the latest job: hand it over, then move on after the pause.
  useEffect(() => {
    if (job?.status !== 'completed') return;
    queryClient.setQueryData(latestSyncJobQueryKey(language), job);
    const timer = setTimeout(() => completedRef.current(job), COMPLETION_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [job, language, queryClient]);

  const active = isSyncJobActive(job);
  const moved = job ? movement(job) : '';
  useEffect(() => {
    setStalled(false);
    if (!active) return;
    const timer = setTimeout(() => setStalled(true), SYNC_STALL_MS);
    return () => clearTimeout(timer);
  }, [active, moved, restarts]);

  return {
    job,
    /** Nothing to show yet: the sync is being started or the latest one looked up. */
    starting: job === null && (start.isPending || latest.isFetching || (!start.isError && !latest.isError)),
    /** Starting (or looking up) failed: the error to show with a retry. */
    startError: job === null ? (start.error ?? latest.error ?? null) : null,
    /** A poll failed; the job shown is the last one read and polling goes on. */
    pollError: job !== null && jobQuery.isError ? jobQuery.error : null,
    stalled,
    /** Starts a new sync (after a failure), or asks again for one that seems stuck. */
    retry: startSync,
    retrying: start.isPending,
  };
}
