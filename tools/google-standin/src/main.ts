// Starts the local Google stand-in from the command line and says where it is and who can sign in.
// Ctrl+C (SIGINT) or SIGTERM stops it.
import { CliOptionsError, USAGE, parseCliOptions } from './cli-options';
import { startGoogleStandin } from './standin';

async function main(): Promise<void> {
  const options = parseCliOptions(process.argv.slice(2), process.env);
  if (!options) {
    console.log(USAGE);
    return;
  }
  const { logRequests, ...standinOptions } = options;
  const standin = await startGoogleStandin({
    ...standinOptions,
    log: logRequests ? (line) => console.log(line) : undefined,
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void standin.stop().then(() => process.exit(0)));
  }

  const lines = [
    '',
    'Local Google stand-in / محاكي Google المحلي',
    `  URL:        ${standin.url}  (OAuth, JWKS, Business Profile v1 and v4, Places on one origin)`,
    `  Client:     ${standin.clientId} / ${standin.clientSecret}`,
    `  Places key: ${standin.placesApiKey}`,
    `  ID tokens:  iss ${standin.issuer}, keys at ${standin.url}/oauth2/v3/certs`,
    `  Faults:     POST ${standin.url}/__standin/faults   state: GET ${standin.url}/__standin/state`,
    '  Google users on the consent page:',
  ];
  for (const user of standin.users) {
    const locations = user.accounts.flatMap((account) => account.locations);
    const reviews = locations.reduce((sum, location) => sum + location.reviewCount, 0);
    const locationCount = `${locations.length} location${locations.length === 1 ? '' : 's'}`;
    lines.push(`    ${user.email.padEnd(36)} ${locationCount}, ${reviews} reviews`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof CliOptionsError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `The Google stand-in could not start: ${(error as Error).message} (set GOOGLE_STANDIN_PORT or --port)`,
    );
  } else {
    console.error('The Google stand-in could not start:', error);
  }
  process.exit(1);
});
