// Options of the command line: environment variables first, flags over them. A wrong value stops the start with
// a message naming it, instead of running on a surprising default.
import type { GoogleStandinOptions } from './standin';

export const USAGE = `Usage: npx tsx tools/google-standin/src/main.ts [options]

Options (each also as an environment variable):
  --port <n>              GOOGLE_STANDIN_PORT              default 4300 (0 = any free port)
  --host <address>        GOOGLE_STANDIN_HOST              default: every interface
  --public-url <url>      GOOGLE_STANDIN_PUBLIC_URL        default http://localhost:<port>
  --client-id <id>        GOOGLE_STANDIN_CLIENT_ID         default sumaa-local-client
  --client-secret <s>     GOOGLE_STANDIN_CLIENT_SECRET     default sumaa-local-secret
  --redirect-uris <list>  GOOGLE_STANDIN_REDIRECT_URIS     comma list; default any http://localhost URI
  --issuer <url>          GOOGLE_STANDIN_ISSUER            ID token iss; default the stand-in's URL
  --token-ttl <seconds>   GOOGLE_STANDIN_ACCESS_TOKEN_TTL  default 3599
  --places-api-key <key>  GOOGLE_STANDIN_PLACES_API_KEY    default sumaa-local-places-key
  --seed <n>              GOOGLE_STANDIN_SEED              same seed, same data
  --bench-reviews <n>     GOOGLE_STANDIN_BENCH_REVIEWS     default 10000; 0 = no benchmark user
  --signing-key <file>    GOOGLE_STANDIN_SIGNING_KEY_FILE  PEM key kept across restarts
  --log                   GOOGLE_STANDIN_LOG=1             one line per request
  --help`;

export class CliOptionsError extends Error {}

const FLAGS: Record<string, string> = {
  '--port': 'GOOGLE_STANDIN_PORT',
  '--host': 'GOOGLE_STANDIN_HOST',
  '--public-url': 'GOOGLE_STANDIN_PUBLIC_URL',
  '--client-id': 'GOOGLE_STANDIN_CLIENT_ID',
  '--client-secret': 'GOOGLE_STANDIN_CLIENT_SECRET',
  '--redirect-uris': 'GOOGLE_STANDIN_REDIRECT_URIS',
  '--issuer': 'GOOGLE_STANDIN_ISSUER',
  '--token-ttl': 'GOOGLE_STANDIN_ACCESS_TOKEN_TTL',
  '--places-api-key': 'GOOGLE_STANDIN_PLACES_API_KEY',
  '--seed': 'GOOGLE_STANDIN_SEED',
  '--bench-reviews': 'GOOGLE_STANDIN_BENCH_REVIEWS',
  '--signing-key': 'GOOGLE_STANDIN_SIGNING_KEY_FILE',
};

/** `undefined` when --help was asked for. */
export function parseCliOptions(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): (GoogleStandinOptions & { logRequests: boolean }) | undefined {
  const values: Record<string, string | undefined> = {};
  for (const variable of [...Object.values(FLAGS), 'GOOGLE_STANDIN_LOG']) {
    const value = env[variable]?.trim();
    if (value) values[variable] = value;
  }
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--help' || arg === '-h') return undefined;
    if (arg === '--log') {
      values.GOOGLE_STANDIN_LOG = '1';
      continue;
    }
    const [flag, inline] = arg.split(/=(.*)/s, 2);
    const variable = FLAGS[flag];
    if (!variable) throw new CliOptionsError(`Unknown option ${arg}\n\n${USAGE}`);
    const value = inline ?? argv[++index];
    if (value === undefined) throw new CliOptionsError(`${flag} needs a value`);
    values[variable] = value;
  }

  return {
    port: integer(values, 'GOOGLE_STANDIN_PORT', 0, 65535),
    host: values.GOOGLE_STANDIN_HOST,
    publicUrl: url(values, 'GOOGLE_STANDIN_PUBLIC_URL'),
    clientId: values.GOOGLE_STANDIN_CLIENT_ID,
    clientSecret: values.GOOGLE_STANDIN_CLIENT_SECRET,
    redirectUris: values.GOOGLE_STANDIN_REDIRECT_URIS?.split(',')
      .map((uri) => uri.trim())
      .filter(Boolean),
    issuer: url(values, 'GOOGLE_STANDIN_ISSUER'),
    accessTokenTtlSeconds: integer(values, 'GOOGLE_STANDIN_ACCESS_TOKEN_TTL', 1, 86_400),
    placesApiKey: values.GOOGLE_STANDIN_PLACES_API_KEY,
    seed: integer(values, 'GOOGLE_STANDIN_SEED', 0, 2 ** 32 - 1),
    benchReviews: integer(values, 'GOOGLE_STANDIN_BENCH_REVIEWS', 0, 1_000_000),
    signingKeyFile: values.GOOGLE_STANDIN_SIGNING_KEY_FILE,
    logRequests: ['1', 'true', 'yes'].includes((values.GOOGLE_STANDIN_LOG ?? '').toLowerCase()),
  };
}

function integer(values: Record<string, string | undefined>, name: string, min: number, max: number) {
  const raw = values[name];
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new CliOptionsError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function url(values: Record<string, string | undefined>, name: string) {
  const raw = values[name];
  if (raw === undefined) return undefined;
  if (!/^https?:\/\/[^\s]+$/.test(raw) || !URL.canParse(raw)) {
    throw new CliOptionsError(`${name} must be an http(s) URL (got "${raw}")`);
  }
  return raw.replace(/\/+$/, '');
}
