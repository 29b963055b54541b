// Options of the command line, read from the environment (flags over them). A wrong value stops the start with a
// message naming it, instead of running on a surprising default.
import type { AiStandinOptions } from './standin';

export const USAGE = `Usage: npx tsx tools/ai-standin/src/main.ts [options]

Options (each also as an environment variable):
  --port <n>             AI_STANDIN_PORT          default 4700 (0 = any free port)
  --host <address>       AI_STANDIN_HOST          default: every interface
  --public-url <url>     AI_STANDIN_PUBLIC_URL    default http://localhost:<port>
  --api-key <key>        AI_STANDIN_API_KEY       the one bearer key accepted; default none (any request)
  --model <name>         AI_STANDIN_MODEL         the model it lists, default sumaa-local-standin
  --no-label             AI_STANDIN_LABEL=off     replies without the line saying they come from the stand-in
  --log                  AI_STANDIN_LOG=1         one line per request
  --help`;

export class CliOptionsError extends Error {}

const FLAGS: Record<string, string> = {
  '--port': 'AI_STANDIN_PORT',
  '--host': 'AI_STANDIN_HOST',
  '--public-url': 'AI_STANDIN_PUBLIC_URL',
  '--api-key': 'AI_STANDIN_API_KEY',
  '--model': 'AI_STANDIN_MODEL',
};

const isHttpUrl = (value: string) => /^https?:\/\/\S+$/.test(value) && URL.canParse(value);
const isOn = (value: string | undefined) => ['1', 'true', 'yes', 'on'].includes((value ?? '').toLowerCase());
const isOff = (value: string | undefined) =>
  ['0', 'false', 'no', 'off'].includes((value ?? '').toLowerCase());

export function parseCliOptions(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): (AiStandinOptions & { logRequests: boolean }) | undefined {
  const values: Record<string, string | undefined> = {};
  for (const variable of [...Object.values(FLAGS), 'AI_STANDIN_LOG', 'AI_STANDIN_LABEL']) {
    const value = env[variable]?.trim();
    if (value) values[variable] = value;
  }
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--help' || arg === '-h') return undefined;
    if (arg === '--log') {
      values.AI_STANDIN_LOG = '1';
      continue;
    }
    if (arg === '--no-label') {
      values.AI_STANDIN_LABEL = 'off';
      continue;
    }
    const [flag, inline] = arg.split(/=(.*)/s, 2);
    const variable = FLAGS[flag];
    if (!variable) throw new CliOptionsError(`Unknown option ${arg}\n\n${USAGE}`);
    const value = inline ?? argv[++index];
    if (value === undefined) throw new CliOptionsError(`${flag} needs a value`);
    values[variable] = value;
  }
  const rawPort = values.AI_STANDIN_PORT;
  if (rawPort !== undefined && (!/^\d+$/.test(rawPort) || Number(rawPort) > 65535)) {
    throw new CliOptionsError(`AI_STANDIN_PORT must be a whole number from 0 to 65535 (got "${rawPort}")`);
  }
  const publicUrl = values.AI_STANDIN_PUBLIC_URL;
  if (publicUrl !== undefined && !isHttpUrl(publicUrl)) {
    throw new CliOptionsError(`AI_STANDIN_PUBLIC_URL must be an http(s) URL (got "${publicUrl}")`);
  }
  const label = values.AI_STANDIN_LABEL;
  if (label !== undefined && !isOn(label) && !isOff(label)) {
    throw new CliOptionsError(`AI_STANDIN_LABEL must be on or off (got "${label}")`);
  }
  return {
    port: rawPort === undefined ? undefined : Number(rawPort),
    host: values.AI_STANDIN_HOST,
    publicUrl: publicUrl?.replace(/\/+$/, ''),
    apiKey: values.AI_STANDIN_API_KEY ?? null,
    model: values.AI_STANDIN_MODEL,
    label: label === undefined ? true : !isOff(label),
    logRequests: isOn(values.AI_STANDIN_LOG),
  };
}
