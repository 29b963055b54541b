// Load for the scale benchmark: c clients in a worker thread (its own event loop, so the bench's own work does not
// slow the clients), each sending its next request as soon as its previous answer arrived, until the time is up.
// The worker is the one in tools/bench/review-inbox.ts (runLoad, not exported: that file runs its benchmark when
// imported), copied with one change: every answer's status is counted, and only a 200 counts as served.
import { Worker } from 'node:worker_threads';

const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { baseUrl, headers, paths, clients, durationMs } = workerData;
(async () => {
  const deadline = Date.now() + durationMs;
  const latencies = [];
  const statuses = {};
  const errorSamples = [];
  let next = 0;
  async function client() {
    while (Date.now() < deadline) {
      const path = paths[next++ % paths.length];
      const started = performance.now();
      let key;
      try {
        const response = await fetch(baseUrl + path, { headers, signal: AbortSignal.timeout(15000) });
        await response.arrayBuffer();
        key = String(response.status);
        if (response.status === 200) latencies.push(performance.now() - started);
        else if (errorSamples.length < 5) errorSamples.push(response.status + ' ' + path);
      } catch (error) {
        key = 'network';
        const cause = error && error.cause ? ' (' + (error.cause.code || error.cause.message) + ')' : '';
        if (errorSamples.length < 5) errorSamples.push(String(error && error.message) + cause + ' ' + path);
      }
      statuses[key] = (statuses[key] || 0) + 1;
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  parentPort.postMessage({ latencies, statuses, errorSamples, elapsedMs: performance.now() - started });
})();
`;

export interface LoadResult {
  latencies: number[];
  /** Answers by status ('network' for none). */
  statuses: Record<string, number>;
  errorSamples: string[];
  elapsedMs: number;
}

export function runHttpLoad(options: {
  baseUrl: string;
  headers: Record<string, string>;
  paths: string[];
  clients: number;
  durationMs: number;
}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, { eval: true, workerData: options });
    worker.once('message', (result: LoadResult) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
}

/** The same shape for work issued in this process (the SQL alone): `clients` loops of `task` until the time is up. */
export async function runTaskLoad(
  clients: number,
  durationMs: number,
  task: (client: number) => Promise<void>,
): Promise<LoadResult> {
  const deadline = Date.now() + durationMs;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const errorSamples: string[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (Date.now() < deadline) {
        const begun = performance.now();
        try {
          await task(client);
          latencies.push(performance.now() - begun);
          statuses.ok = (statuses.ok ?? 0) + 1;
        } catch (error) {
          statuses.error = (statuses.error ?? 0) + 1;
          if (errorSamples.length < 5) errorSamples.push((error as Error).message);
        }
      }
    }),
  );
  return { latencies, statuses, errorSamples, elapsedMs: performance.now() - started };
}

export function percentile(samples: number[], fraction: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

export interface LoadFigures {
  requests: number;
  served: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  statuses: Record<string, number>;
  errorSamples: string[];
}

export function figures(result: LoadResult, okKey = '200'): LoadFigures {
  const requests = Object.values(result.statuses).reduce((sum, count) => sum + count, 0);
  const served = result.statuses[okKey] ?? 0;
  return {
    requests,
    served,
    errors: requests - served,
    perSecond: served / (result.elapsedMs / 1000),
    p50: percentile(result.latencies, 0.5),
    p95: percentile(result.latencies, 0.95),
    p99: percentile(result.latencies, 0.99),
    statuses: result.statuses,
    errorSamples: result.errorSamples,
  };
}
