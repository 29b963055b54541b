// Options of the command line, read from the environment (flags over them). A wrong value stops the start with a
// message naming it, instead of running on a surprising default.
import type { MoyasarStandinOptions } from './standin';

export const USAGE = `Usage: npx tsx tools/moyasar-standin/src/main.ts [options]

Options (each also as an environment variable):
  --port <n>              MOYASAR_STANDIN_PORT            default 4400 (0 = any free port)
  --host <address>        MOYASAR_STANDIN_HOST            default: every interface
  --public-url <url>      MOYASAR_STANDIN_PUBLIC_URL      default http://localhost:<port>
  --secret-key <key>      MOYASAR_STANDIN_SECRET_KEY      default sk_test_standin
  --webhook-secret <s>    MOYASAR_STANDIN_WEBHOOK_SECRET  default whsec_standin
  --log                   MOYASAR_STANDIN_LOG=1           one line per request
  --help`;

export class CliOptionsError extends Error {}

const FLAGS: Record<string, string> = {
  '--port': 'MOYASAR_STANDIN_PORT',
  '--host': 'MOYASAR_STANDIN_HOST',
  '--public-url': 'MOYASAR_STANDIN_PUBLIC_URL',
  '--secret-key': 'MOYASAR_STANDIN_SECRET_KEY',
  '--webhook-secret': 'MOYASAR_STANDIN_WEBHOOK_SECRET',
};

/** `undefined` when --help was asked for. */
export function parseCliOptions(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): (MoyasarStandinOptions & { logRequests: boolean }) | undefined {
  const values: Record<string, string | undefined> = {};
  for (const variable of [...Object.values(FLAGS), 'MOYASAR_STANDIN_LOG']) {
    const value = env[variable]?.trim();
    if (value) values[variable] = value;
  }
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--help' || arg === '-h') return undefined;
    if (arg === '--log') {
      values.MOYASAR_STANDIN_LOG = '1';
      continue;
    }
    const [flag, inline] = arg.split(/=(.*)/s, 2);
    const variable = FLAGS[flag];
    if (!variable) throw new CliOptionsError(`Unknown option ${arg}\n\n${USAGE}`);
    const value = inline ?? argv[++index];
    if (value === undefined) throw new CliOptionsError(`${flag} needs a value`);
    values[variable] = value;
  }

  const rawPort = values.MOYASAR_STANDIN_PORT;
  if (rawPort !== undefined && (!/^\d+$/.test(rawPort) || Number(rawPort) > 65535)) {
    throw new CliOptionsError(
      `MOYASAR_STANDIN_PORT must be a whole number from 0 to 65535 (got "${rawPort}")`,
    );
  }
  const publicUrl = values.MOYASAR_STANDIN_PUBLIC_URL;
  if (publicUrl !== undefined && (!/^https?:\/\/\S+$/.test(publicUrl) || !URL.canParse(publicUrl))) {
    throw new CliOptionsError(`MOYASAR_STANDIN_PUBLIC_URL must be an http(s) URL (got "${publicUrl}")`);
  }
  return {
    port: rawPort === undefined ? undefined : Number(rawPort),
    host: values.MOYASAR_STANDIN_HOST,
    publicUrl: publicUrl?.replace(/\/+$/, ''),
    secretKey: values.MOYASAR_STANDIN_SECRET_KEY,
    webhookSecret: values.MOYASAR_STANDIN_WEBHOOK_SECRET,
    logRequests: ['1', 'true', 'yes'].includes((values.MOYASAR_STANDIN_LOG ?? '').toLowerCase()),
  };
}
