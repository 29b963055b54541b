// Benchmark of the reviews CSV export (issue 11: "an export of 100,000 reviews streams, and does not hold the
// whole file in memory"). The API on an embedded PGlite in a temporary DATA_DIR, one business with 100,000
// reviews (Arabic and English, some with commas, quotes and line breaks, replied or not; bulk SQL through the
// app's tenant transactions), the API listening on a free port of 127.0.0.1, then GET /api/Reviews/export read
// as a stream by an HTTP client in a worker thread that keeps nothing but counts (bytes, CSV records).
//
// Three reads: as fast as the client can (twice: with forced collections, then for the throughput), then a
// slow reader (paused between chunks, as a slow line is) to show that the server waits for it rather than
// piling the file up. During each, the process's memory is sampled: peak RSS, peak V8 heap and, in the runs
// that say so, the heap still held after a forced garbage collection every 250 ms, which is what holding the
// file would raise. Meanwhile another client checks GET /api/UsernameAuth/health every 100 ms: an export
// must not hold up everyone else. Verdict: the exit code is 1 when the rows are not all there, or when the
// held heap or the external memory (Buffers) grows by more than --max-heap-growth-mb (default 16 MB; the file
// is about 18 MB of UTF-8, some 36 MB as JavaScript strings, and far more as row objects).
//
//   npm run bench:export                              100,000 reviews
//   npm run bench:export -- --reviews 20000 --slow-mbps 8 --max-heap-growth-mb 16
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
/* eslint-disable @nx/enforce-module-boundaries -- a benchmark of the API drives it in-process, as the API's tests do */
import { buildApp, loadConfig } from '../../apps/api/src';
import type { SqlParameter } from '../../apps/api/src/db/database';
import { refreshPlannerStatistics } from '../../apps/api/src/db/prepare-database';
import { REVIEW_EXPORT_BATCH_SIZE } from '../../apps/api/src/domains/reviews/export/review-export-csv';
import { bearer, registerAccount } from '../../apps/api/src/testing/factories';
/* eslint-enable @nx/enforce-module-boundaries */

const { values: flags } = parseArgs({
  options: {
    reviews: { type: 'string', default: '100000' },
    'slow-mbps': { type: 'string', default: '1' },
    'max-heap-growth-mb': { type: 'string', default: '16' },
  },
});

function positive(name: keyof typeof flags): number {
  const value = Number(flags[name]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const REVIEWS = Math.floor(positive('reviews'));
const SLOW_BYTES_PER_SECOND = positive('slow-mbps') * 1024 * 1024;
const MAX_HEAP_GROWTH = positive('max-heap-growth-mb') * 1024 * 1024;
const ROWS_PER_INSERT = 10_000;
const DAY_MS = 86_400_000;

// A collector on demand without restarting node with --expose-gc (the npm script runs tsx as it is).
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

// ---------------------------------------------------------------------------------------------------------
// Seeding: deterministic text, one INSERT … SELECT FROM unnest(arrays) per 10,000 reviews.

function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const ARABIC = [
  'القهوة ممتازة والخدمة سريعة',
  'المكان جميل والإطلالة رائعة، وبنرجع مرة ثانية',
  'الخدمة سيئة والانتظار طويل',
  'الأسعار مرتفعة مقارنة بالجودة',
  'الموظفين متعاونين جدا، شكرا أحمد',
  'المكان عادي\nلا بأس به',
];
const ENGLISH = [
  'Great coffee and friendly staff',
  'Terrible service, waited 40 minutes',
  'Nice view but the "service" is slow',
  'It was okay, nothing special',
  '=1+1 is what I rate it',
  'Clean place, quick service\nand fair prices',
];
const AUTHORS = ['سارة العتيبي', 'أحمد الشمري', 'John Smith', 'Fatima Al-Harbi', 'نورة', 'Omar, Jr.'];
const REPLIES = ['شكراً لزيارتك، نسعد بخدمتك دائماً', 'Thank you for visiting, see you soon!'];
const LOCATIONS = ['فرع العليا', 'فرع النخيل', 'Jeddah Corniche'];

const COLUMNS = {
  location_id: 'uuid',
  google_name: 'text',
  review_id: 'text',
  author_name: 'text',
  is_anonymous: 'boolean',
  stars: 'smallint',
  comment_original: 'text',
  language: 'text',
  sentiment: 'text',
  create_time: 'timestamptz',
  update_time: 'timestamptz',
  reply_comment: 'text',
  reply_update_time: 'timestamptz',
} as const;
type Column = keyof typeof COLUMNS;

async function insertLocations(app: FastifyInstance, businessId: string): Promise<string[]> {
  return app.db.tenantTransaction({ businessId, userId: null }, async (tx) => {
    const placeIds = LOCATIONS.map(() => `bench-${randomUUID()}`);
    await tx.query(
      `INSERT INTO google_place_links (place_id, business_id, linked_at)
       SELECT place_id, $1::uuid, now() FROM unnest($2::text[]) AS t(place_id)`,
      [businessId, placeIds],
    );
    const rows = await tx.query<{ id: string }>(
      `INSERT INTO locations (business_id, google_location_name, place_id, name, linked_at, updated_at)
       SELECT $1::uuid, 'accounts/bench/locations/' || place_id, place_id, name, now(), now()
         FROM unnest($2::text[], $3::text[]) AS t(place_id, name)
       RETURNING id`,
      [businessId, placeIds, LOCATIONS],
    );
    return rows.map((row) => row.id);
  });
}

async function seed(app: FastifyInstance, businessId: string): Promise<void> {
  const random = seededRandom(11);
  const locationIds = await insertLocations(app, businessId);
  const names = Object.keys(COLUMNS) as Column[];
  const sql = `INSERT INTO reviews (business_id, ${names.join(', ')}, synced_at)
    SELECT $1::uuid, ${names.map((name) => `NULLIF(${name}, '')::${COLUMNS[name]}`).join(', ')}, now()
      FROM unnest(${names.map((_, index) => `$${index + 2}::text[]`).join(', ')}) AS t(${names.join(', ')})`;
  const now = Date.now();
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  for (let from = 0; from < REVIEWS; from += ROWS_PER_INSERT) {
    const columns = Object.fromEntries(names.map((name) => [name, [] as string[]])) as Record<
      Column,
      string[]
    >;
    for (let index = from; index < Math.min(REVIEWS, from + ROWS_PER_INSERT); index += 1) {
      const stars = 1 + Math.floor(random() * 5);
      const arabic = random() < 0.6;
      const ratingOnly = random() < 0.07;
      const created = now - Math.floor(random() * 3 * 365 * DAY_MS);
      const replied = random() < 0.5;
      columns.location_id.push(pick(locationIds));
      columns.google_name.push(`accounts/bench/locations/x/reviews/export-${index}`);
      columns.review_id.push(`export-${index}`);
      const anonymous = ratingOnly && random() < 0.4;
      columns.author_name.push(anonymous ? '' : pick(AUTHORS));
      columns.is_anonymous.push(String(anonymous));
      columns.stars.push(String(stars));
      columns.comment_original.push(ratingOnly ? '' : pick(arabic ? ARABIC : ENGLISH));
      columns.language.push(ratingOnly ? '' : arabic ? 'ar' : 'en');
      columns.sentiment.push(stars >= 4 ? 'Positive' : stars === 3 ? 'Neutral' : 'Negative');
      columns.create_time.push(new Date(created).toISOString());
      columns.update_time.push(new Date(created).toISOString());
      columns.reply_comment.push(replied ? pick(REPLIES) : '');
      columns.reply_update_time.push(replied ? new Date(created + 3_600_000).toISOString() : '');
    }
    const parameters: SqlParameter[] = [businessId, ...names.map((name) => columns[name])];
    await app.db.tenantTransaction({ businessId, userId: null }, (tx) => tx.query(sql, parameters));
  }
}

// ---------------------------------------------------------------------------------------------------------
// Measuring.

interface MemorySample {
  peakRss: number;
  peakHeap: number;
  /** The highest heap still in use right after a collection. */
  peakHeldHeap: number;
  peakExternal: number;
}

/** Samples memory every 25 ms and, when `collect`, what survives a forced collection every 250 ms. */
function sampleMemory(collect: boolean) {
  const sample: MemorySample = { peakRss: 0, peakHeap: 0, peakHeldHeap: 0, peakExternal: 0 };
  const read = () => {
    const usage = process.memoryUsage();
    sample.peakRss = Math.max(sample.peakRss, usage.rss);
    sample.peakHeap = Math.max(sample.peakHeap, usage.heapUsed);
    sample.peakExternal = Math.max(sample.peakExternal, usage.external + usage.arrayBuffers);
  };
  const fast = setInterval(read, 25);
  const held = collect
    ? setInterval(() => {
        collectGarbage();
        sample.peakHeldHeap = Math.max(sample.peakHeldHeap, process.memoryUsage().heapUsed);
      }, 250)
    : undefined;
  return {
    stop(): MemorySample {
      clearInterval(fast);
      clearInterval(held);
      read();
      return sample;
    },
  };
}

interface ExportRead {
  status: number;
  bytes: number;
  /** CSV records, the header row included (line breaks inside quoted fields are not records). */
  records: number;
  bom: boolean;
  firstByteMs: number;
  totalMs: number;
  /** Latencies of the health checks sent meanwhile. */
  probes: number[];
}

/**
 * The client, in a worker thread: its own event loop (the server's batches do not hold up its reads) and its
 * own heap (not counted in this isolate's). It reads the export as a stream and keeps nothing but counts;
 * `bytesPerSecond` paces a slow reader. UTF-8 never puts the ASCII bytes it counts (", CR, LF) inside a
 * multi-byte character, so counting records on bytes is safe.
 */
const CLIENT_WORKER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, bytesPerSecond, probeUrl } = workerData;
const started = performance.now();
// Another client meanwhile: GET probeUrl every 100 ms, its latencies kept (is anyone else served?).
const probes = [];
let probing = true;
function probe() {
  if (!probing) return;
  const sent = performance.now();
  http
    .get(probeUrl, (response) => {
      response.resume();
      response.on('end', () => {
        probes.push(performance.now() - sent);
        setTimeout(probe, 100);
      });
    })
    .on('error', () => setTimeout(probe, 100));
}
probe();
const request = http.get(url, { headers }, (response) => {
  const result = { status: response.statusCode, bytes: 0, records: 0, bom: false, firstByteMs: 0, totalMs: 0 };
  let quoted = false;
  let previous = 0;
  response.on('data', (chunk) => {
    if (result.bytes === 0) {
      result.firstByteMs = performance.now() - started;
      result.bom = chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf;
    }
    result.bytes += chunk.length;
    for (const byte of chunk) {
      if (byte === 0x22) quoted = !quoted;
      else if (byte === 0x0a && previous === 0x0d && !quoted) result.records += 1;
      previous = byte;
    }
    if (bytesPerSecond) {
      response.pause();
      setTimeout(() => response.resume(), (chunk.length / bytesPerSecond) * 1000);
    }
  });
  response.on('end', () => {
    result.totalMs = performance.now() - started;
    probing = false;
    parentPort.postMessage({ ...result, probes });
  });
  response.on('error', (error) => parentPort.postMessage({ error: String(error) }));
});
request.on('error', (error) => parentPort.postMessage({ error: String(error) }));
`;

function readExport(
  url: string,
  headers: Record<string, string>,
  bytesPerSecond: number | null,
): Promise<ExportRead> {
  const probeUrl = new URL('/api/UsernameAuth/health', url).toString();
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT_WORKER, {
      eval: true,
      workerData: { url, headers, bytesPerSecond, probeUrl },
    });
    worker.once('message', (result: ExportRead | { error: string }) => {
      void worker.terminate();
      if ('error' in result) reject(new Error(result.error));
      else resolve(result);
    });
    worker.once('error', reject);
  });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface Run {
  label: string;
  collected: boolean;
  read: ExportRead;
  memory: MemorySample;
  baseline: { rss: number; heap: number; external: number };
}

async function measure(
  label: string,
  url: string,
  headers: Record<string, string>,
  options: { bytesPerSecond: number | null; collect: boolean },
): Promise<Run> {
  collectGarbage();
  const usage = process.memoryUsage();
  const baseline = { rss: usage.rss, heap: usage.heapUsed, external: usage.external + usage.arrayBuffers };
  const memory = sampleMemory(options.collect);
  const read = await readExport(url, headers, options.bytesPerSecond);
  return { label, collected: options.collect, read, memory: memory.stop(), baseline };
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function print(run: Run): void {
  const { read, memory, baseline } = run;
  console.log(`\n  ${run.label}`);
  console.log(
    `    status ${read.status}, ${read.records.toLocaleString('en')} records (header included), ${mb(read.bytes)}, BOM ${read.bom ? 'yes' : 'NO'}`,
  );
  console.log(
    `    first byte after ${seconds(read.firstByteMs)}, all in ${seconds(read.totalMs)}: ` +
      `${Math.round((read.records - 1) / (read.totalMs / 1000)).toLocaleString('en')} rows/s, ` +
      `${mb(read.bytes / (read.totalMs / 1000))}/s`,
  );
  console.log(
    `    peak RSS ${mb(memory.peakRss)} (+${mb(memory.peakRss - baseline.rss)} over ${mb(baseline.rss)} before)`,
  );
  console.log(
    `    V8 heap: peak ${mb(memory.peakHeap)} (+${mb(memory.peakHeap - baseline.heap)} over ${mb(baseline.heap)}, garbage included)` +
      (run.collected
        ? `; held after a collection at most ${mb(memory.peakHeldHeap)} (+${mb(memory.peakHeldHeap - baseline.heap)})`
        : ''),
  );
  console.log(
    `    external + array buffers (PGlite's WASM memory, sockets, Buffers): peak ${mb(memory.peakExternal)} ` +
      `(+${mb(memory.peakExternal - baseline.external)})`,
  );
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `    meanwhile ${read.probes.length} health checks from another client: ` +
      `p50 ${ms(percentile(read.probes, 0.5))}, max ${ms(Math.max(...read.probes))}`,
  );
}

async function main(): Promise<void> {
  console.log(
    `Reviews CSV export benchmark: ${REVIEWS.toLocaleString('en')} reviews on PGlite, batches of ` +
      `${REVIEW_EXPORT_BATCH_SIZE.toLocaleString('en')} (Node ${process.version}, ${os.cpus().length} CPUs)`,
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sumaa-bench-export-'));
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JOBS_WORKER: 'off',
      // The owner confirms the address with the code from the dev outbox, as a person does from the e-mail.
      SUMAA_DEV_OUTBOX: 'on',
      ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600),
      RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000000',
      RATE_LIMIT_REGISTER_MAX: '1000000000',
    }),
  });
  const failures: string[] = [];
  try {
    const seedStarted = performance.now();
    const owner = await registerAccount(app, { Business_name: 'مقهى التصدير' });
    await seed(app, owner.businessId);
    // What the sync job does after a full sync on PGlite (apps/api/src/db/prepare-database.ts).
    await app.db.ownerTransaction(refreshPlannerStatistics);
    console.log(`  seeded in ${seconds(performance.now() - seedStarted)}, then ANALYZE as after a full sync`);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/Reviews/export`;
    const headers = { ...bearer(owner.token), 'x-business-id': owner.businessId, 'accept-language': 'ar-SA' };

    // The first run also warms the code up; the throughput is the second's, without forced collections.
    const runs = [
      await measure('as fast as the client reads, the heap collected every 250 ms', url, headers, {
        bytesPerSecond: null,
        collect: true,
      }),
      await measure('as fast as the client reads (throughput)', url, headers, {
        bytesPerSecond: null,
        collect: false,
      }),
      await measure(
        `a slow reader (${(SLOW_BYTES_PER_SECOND / 1024 / 1024).toFixed(1)} MB/s), the heap collected every 250 ms`,
        url,
        headers,
        { bytesPerSecond: SLOW_BYTES_PER_SECOND, collect: true },
      ),
    ];
    for (const run of runs) {
      print(run);
      if (run.read.status !== 200) failures.push(`${run.label}: status ${run.read.status}`);
      if (run.read.records !== REVIEWS + 1)
        failures.push(`${run.label}: ${run.read.records - 1} rows where ${REVIEWS} reviews were seeded`);
      if (!run.read.bom) failures.push(`${run.label}: no BOM`);
      const growth = run.memory.peakHeldHeap - run.baseline.heap;
      if (run.collected && growth > MAX_HEAP_GROWTH)
        failures.push(`${run.label}: the held heap grew by ${mb(growth)}, above ${mb(MAX_HEAP_GROWTH)}`);
      // A file held as Buffers would grow this instead.
      const external = run.memory.peakExternal - run.baseline.external;
      if (external > MAX_HEAP_GROWTH)
        failures.push(`${run.label}: external memory grew by ${mb(external)}, above ${mb(MAX_HEAP_GROWTH)}`);
    }
    console.log(
      `\n  bound: the heap held after a collection, and the external memory, may each grow by at most ` +
        `${mb(MAX_HEAP_GROWTH)} during an export (--max-heap-growth-mb); the file is ${mb(runs[0].read.bytes)}, ` +
        'about twice that as JavaScript strings.',
    );
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  if (failures.length) {
    console.log(`\n  FAILED:\n    ${failures.join('\n    ')}`);
    process.exit(1);
  }
  console.log('\n  passed');
}

main().catch((error: unknown) => {
  console.error('The benchmark failed:', error);
  process.exit(1);
});
