// Options of the command line, read from the environment (flags over them). A wrong value stops the start with a
// message naming it, instead of running on a surprising default.
import type { WhatsAppStandinOptions } from './standin';

export const USAGE = `Usage: npx tsx tools/whatsapp-standin/src/main.ts [options]

Options (each also as an environment variable):
  --port <n>               WHATSAPP_STANDIN_PORT              default 4500 (0 = any free port)
  --host <address>         WHATSAPP_STANDIN_HOST              default: every interface
  --public-url <url>       WHATSAPP_STANDIN_PUBLIC_URL        default http://localhost:<port>
  --access-token <t>       WHATSAPP_STANDIN_ACCESS_TOKEN      default whatsapp-standin-token
  --phone-number-id <id>   WHATSAPP_STANDIN_PHONE_NUMBER_ID   default 106540352242922
  --app-secret <s>         WHATSAPP_STANDIN_APP_SECRET        default whatsapp-standin-app-secret
  --verify-token <t>       WHATSAPP_STANDIN_VERIFY_TOKEN      default whatsapp-standin-verify-token
  --callback-url <url>     WHATSAPP_STANDIN_CALLBACK_URL      default http://localhost:3000/api/webhooks/whatsapp ("off": none)
  --rate-limit <n>         WHATSAPP_STANDIN_RATE_LIMIT        messages a second before 130429, default 80 (0 = none)
  --no-verify              WHATSAPP_STANDIN_VERIFY=off        no hub.challenge handshake at start
  --log                    WHATSAPP_STANDIN_LOG=1             one line per request
  --help`;

export class CliOptionsError extends Error {}

const FLAGS: Record<string, string> = {
  '--port': 'WHATSAPP_STANDIN_PORT',
  '--host': 'WHATSAPP_STANDIN_HOST',
  '--public-url': 'WHATSAPP_STANDIN_PUBLIC_URL',
  '--access-token': 'WHATSAPP_STANDIN_ACCESS_TOKEN',
  '--phone-number-id': 'WHATSAPP_STANDIN_PHONE_NUMBER_ID',
  '--app-secret': 'WHATSAPP_STANDIN_APP_SECRET',
  '--verify-token': 'WHATSAPP_STANDIN_VERIFY_TOKEN',
  '--callback-url': 'WHATSAPP_STANDIN_CALLBACK_URL',
  '--rate-limit': 'WHATSAPP_STANDIN_RATE_LIMIT',
};

const isHttpUrl = (value: string) => /^https?:\/\/\S+$/.test(value) && URL.canParse(value);

/** `undefined` when --help was asked for. */
export function parseCliOptions(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): (WhatsAppStandinOptions & { logRequests: boolean }) | undefined {
  const values: Record<string, string | undefined> = {};
  for (const variable of [...Object.values(FLAGS), 'WHATSAPP_STANDIN_LOG', 'WHATSAPP_STANDIN_VERIFY']) {
    const value = env[variable]?.trim();
    if (value) values[variable] = value;
  }
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--help' || arg === '-h') return undefined;
    if (arg === '--log') {
      values.WHATSAPP_STANDIN_LOG = '1';
      continue;
    }
    if (arg === '--no-verify') {
      values.WHATSAPP_STANDIN_VERIFY = 'off';
      continue;
    }
    const [flag, inline] = arg.split(/=(.*)/s, 2);
    const variable = FLAGS[flag];
    if (!variable) throw new CliOptionsError(`Unknown option ${arg}\n\n${USAGE}`);
    const value = inline ?? argv[++index];
    if (value === undefined) throw new CliOptionsError(`${flag} needs a value`);
    values[variable] = value;
  }

  const rawPort = values.WHATSAPP_STANDIN_PORT;
  if (rawPort !== undefined && (!/^\d+$/.test(rawPort) || Number(rawPort) > 65535)) {
    throw new CliOptionsError(
      `WHATSAPP_STANDIN_PORT must be a whole number from 0 to 65535 (got "${rawPort}")`,
    );
  }
  for (const variable of ['WHATSAPP_STANDIN_PUBLIC_URL', 'WHATSAPP_STANDIN_CALLBACK_URL']) {
    const value = values[variable];
    if (value !== undefined && value !== 'off' && !isHttpUrl(value)) {
      throw new CliOptionsError(`${variable} must be an http(s) URL (got "${value}")`);
    }
  }
  const rawRate = values.WHATSAPP_STANDIN_RATE_LIMIT;
  if (rawRate !== undefined && (!/^\d+$/.test(rawRate) || Number(rawRate) > 100_000)) {
    throw new CliOptionsError(
      `WHATSAPP_STANDIN_RATE_LIMIT must be a whole number of messages a second, 0 for none (got "${rawRate}")`,
    );
  }
  const callback = values.WHATSAPP_STANDIN_CALLBACK_URL;
  return {
    port: rawPort === undefined ? undefined : Number(rawPort),
    host: values.WHATSAPP_STANDIN_HOST,
    publicUrl: values.WHATSAPP_STANDIN_PUBLIC_URL?.replace(/\/+$/, ''),
    accessToken: values.WHATSAPP_STANDIN_ACCESS_TOKEN,
    phoneNumberId: values.WHATSAPP_STANDIN_PHONE_NUMBER_ID,
    appSecret: values.WHATSAPP_STANDIN_APP_SECRET,
    verifyToken: values.WHATSAPP_STANDIN_VERIFY_TOKEN,
    callbackUrl: callback === 'off' ? null : callback,
    verifyOnStart: values.WHATSAPP_STANDIN_VERIFY !== 'off',
    ...(rawRate === undefined ? {} : { messagesPerSecond: Number(rawRate) || null }),
    logRequests: ['1', 'true', 'yes'].includes((values.WHATSAPP_STANDIN_LOG ?? '').toLowerCase()),
  };
}
