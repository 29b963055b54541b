// The scale benchmark's topology: Debian's PostgreSQL (a cluster in the work folder, kept between runs with
// --keep), Debian's pgbouncer in transaction pooling in front of it, N API processes (the compiled bundle, as
// `npm start` runs it: plain Node, each its own DATA_DIR, the same JWT_SECRET and GOOGLE_TOKEN_ENCRYPTION_KEY,
// DATABASE_URL through pgbouncer, SUMAA_PROCESS_NAME=api-N) and HAProxy in round robin in front of them.
// Each piece is configured from the same files as `npm run start:cluster` (tools/cluster/postgresql.conf,
// pgbouncer.ini, haproxy.cfg, rendered by its renderTemplate); the processes are started here, on the ports the
// benchmark was given (54441 and up), so that a run of the benchmark and a running cluster do not meet.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error -- a plain ES module of tools/cluster, without types
import { renderTemplate as renderClusterTemplate } from '../../cluster/cluster-files.mjs';

const renderTemplate = renderClusterTemplate as (
  name: string,
  values: Record<string, string | number>,
) => string;

export const ROOT = path.resolve(__dirname, '../../..');

export interface Ports {
  postgres: number;
  pgbouncer: number;
  haproxy: number;
  /** The first API process's port; the others follow. */
  firstApi: number;
}

const asRoot = process.getuid?.() === 0;

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid, gid };
}

/** initdb and postgres refuse root: as root the cluster belongs to the `postgres` system user. */
function asClusterOwner(command: string): { status: number | null; output: string } {
  const result = asRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { encoding: 'utf8' })
    : spawnSync('bash', ['-c', command], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function mustRun(command: string): void {
  const { status, output } = asClusterOwner(command);
  if (status !== 0) throw new Error(`${command}\n${output}`);
}

export function postgresBinDir(): string {
  const dir = spawnSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1'], {
    encoding: 'utf8',
  }).stdout.trim();
  if (!dir || !existsSync(path.join(dir, 'initdb')))
    throw new Error(
      'no PostgreSQL server binaries under /usr/lib/postgresql (apt-get install -y postgresql)',
    );
  return dir;
}

export class PostgresServer {
  readonly dataDir: string;
  readonly socketDir: string;
  readonly logFile: string;
  constructor(
    readonly workDir: string,
    readonly port: number,
    readonly binDir = postgresBinDir(),
  ) {
    this.dataDir = path.join(workDir, 'pgdata');
    this.socketDir = path.join(workDir, 'socket');
    this.logFile = path.join(workDir, 'postgres.log');
  }

  get exists(): boolean {
    return existsSync(path.join(this.dataDir, 'PG_VERSION'));
  }

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  init(): void {
    mkdirSync(this.socketDir, { recursive: true });
    if (asRoot) {
      const { uid, gid } = postgresIds();
      chownSync(this.workDir, uid, gid);
      chownSync(this.socketDir, uid, gid);
    }
    mustRun(
      `'${this.binDir}/initdb' -D '${this.dataDir}' -U postgres --auth=trust --no-sync --encoding=UTF8 --locale=C.UTF-8`,
    );
  }

  start(): void {
    const conf = path.join(this.workDir, 'postgresql.conf');
    writeFileSync(
      conf,
      renderTemplate('postgresql.conf', {
        PG_DATA: this.dataDir,
        PG_PORT: this.port,
        RUN_DIR: this.socketDir,
        // The seeding's speed only: nothing measured depends on durability.
        PG_FSYNC: 'off',
      }),
    );
    if (asRoot) {
      const { uid, gid } = postgresIds();
      chownSync(conf, uid, gid);
    }
    // Beyond the cluster's file, for the bulk load only (the measured reads do not write).
    const options = [
      `-c config_file='${conf}'`,
      '-c synchronous_commit=off',
      '-c maintenance_work_mem=256MB',
      '-c max_wal_size=4GB',
    ].join(' ');
    mustRun(
      `'${this.binDir}/pg_ctl' -D '${this.dataDir}' -l '${this.logFile}' -w -t 120 -o "${options}" start`,
    );
  }

  stop(): void {
    asClusterOwner(`'${this.binDir}/pg_ctl' -D '${this.dataDir}' -m fast -w stop`);
  }
}

export class Pgbouncer {
  private pidFile: string;
  constructor(
    readonly workDir: string,
    readonly port: number,
    readonly postgresPort: number,
  ) {
    this.pidFile = path.join(workDir, 'pgbouncer.pid');
  }

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  start(): void {
    const ini = path.join(this.workDir, 'pgbouncer.ini');
    const users = path.join(this.workDir, 'userlist.txt');
    writeFileSync(users, '"postgres" ""\n');
    // The cluster's file (its last section is [pgbouncer]), with a pid file: here it runs as a daemon.
    writeFileSync(
      ini,
      `${renderTemplate('pgbouncer.ini', {
        PG_PORT: this.postgresPort,
        PGBOUNCER_PORT: this.port,
        RUN_DIR: this.workDir,
      })}\npidfile = ${this.pidFile}\n`,
    );
    if (asRoot) {
      const { uid, gid } = postgresIds();
      for (const file of [ini, users]) chownSync(file, uid, gid);
    }
    rmSync(this.pidFile, { force: true });
    mustRun(`/usr/sbin/pgbouncer -d -q '${ini}'`);
  }

  stop(): void {
    if (!existsSync(this.pidFile)) return;
    const pid = Number(readFileSync(this.pidFile, 'utf8').trim());
    if (pid > 0) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // gone already
      }
    }
  }
}

/** The compiled API as production starts it, copied aside so another build of dist/apps/api cannot change it mid-run. */
export function prepareApiBundle(): string {
  const built = path.join(ROOT, 'dist/apps/api');
  const build = spawnSync('npx', ['nx', 'run', 'api:build'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0 || !existsSync(path.join(built, 'main.js')))
    throw new Error(`npx nx run api:build failed:\n${build.stdout}${build.stderr}`);
  // Beside dist/ (not in /tmp): the bundle's imports resolve from node_modules up the tree.
  const copy = path.join(ROOT, 'dist/bench-scale-api');
  rmSync(copy, { recursive: true, force: true });
  cpSync(built, copy, { recursive: true });
  return path.join(copy, 'main.js');
}

export interface ApiProcess {
  name: string;
  port: number;
  child: ChildProcess;
  pid: number;
  logFile: string;
}

async function waitFor(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export async function startApis(options: {
  bundle: string;
  workDir: string;
  count: number;
  firstPort: number;
  env: Record<string, string>;
}): Promise<ApiProcess[]> {
  const processes: ApiProcess[] = [];
  for (let index = 1; index <= options.count; index += 1) {
    const name = `api-${index}`;
    const port = options.firstPort + index - 1;
    const dataDir = path.join(options.workDir, 'api-data', name);
    mkdirSync(dataDir, { recursive: true });
    const logFile = path.join(options.workDir, `${name}.log`);
    const { openSync } = await import('node:fs');
    const out = openSync(logFile, 'a');
    const child = spawn(process.execPath, ['--enable-source-maps', options.bundle], {
      cwd: ROOT,
      stdio: ['ignore', out, out],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/root',
        NODE_ENV: 'production',
        ...options.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        SUMAA_PROCESS_NAME: name,
      },
    });
    processes.push({ name, port, child, pid: child.pid!, logFile });
  }
  try {
    await Promise.all(
      processes.map((api) =>
        waitFor(`http://127.0.0.1:${api.port}/api/UsernameAuth/health`, 120_000, api.child),
      ),
    );
  } catch (error) {
    await stopApis(processes);
    const tails = processes
      .map((api) => `${api.name}: ${readFileSync(api.logFile, 'utf8').split('\n').slice(-8).join('\n')}`)
      .join('\n');
    throw new Error(`${(error as Error).message}\n${tails}`);
  }
  return processes;
}

export async function stopApis(processes: ApiProcess[]): Promise<void> {
  await Promise.all(
    processes.map(
      (api) =>
        new Promise<void>((resolve) => {
          if (api.child.exitCode !== null || api.child.signalCode !== null) return resolve();
          const timer = setTimeout(() => {
            api.child.kill('SIGKILL');
          }, 15_000);
          api.child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          api.child.kill('SIGTERM');
        }),
    ),
  );
}

/** Resident memory of a process, from /proc/<pid>/status (VmRSS), in bytes. */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]) * 1024;
}

export class Haproxy {
  private child: ChildProcess | null = null;
  constructor(
    readonly workDir: string,
    readonly port: number,
    readonly statsPort: number,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(backends: number[]): Promise<void> {
    const cfg = path.join(this.workDir, 'haproxy.cfg');
    writeFileSync(
      cfg,
      renderTemplate('haproxy.cfg', {
        LB_PORT: this.port,
        STATS_PORT: this.statsPort,
        SERVERS: backends.map((port, index) => `  server api-${index + 1} 127.0.0.1:${port}`).join('\n'),
      }),
    );
    const check = spawnSync('/usr/sbin/haproxy', ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`haproxy -c: ${check.stdout}${check.stderr}`);
    this.child = spawn('/usr/sbin/haproxy', ['-db', '-f', cfg], { stdio: 'ignore' });
    await waitFor(`${this.url}/api/UsernameAuth/health`, 20_000, this.child);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}
