// Starts the local AI stand-in (an OpenAI-compatible chat-completions server) from the command line and says
// where it is. Ctrl+C (SIGINT) or SIGTERM stops it.
import { CliOptionsError, USAGE, parseCliOptions } from './cli-options';
import { startAiStandin } from './standin';

async function main(): Promise<void> {
  const options = parseCliOptions(process.argv.slice(2), process.env);
  if (!options) {
    console.log(USAGE);
    return;
  }
  const { logRequests, ...standinOptions } = options;
  const standin = await startAiStandin({
    ...standinOptions,
    log: logRequests ? (line) => console.log(line) : (line) => line.startsWith('error') && console.log(line),
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void standin.stop().then(() => process.exit(0)));
  }

  console.log(
    [
      '',
      'Local AI stand-in (OpenAI-compatible, no model runs) / محاكي الذكاء الاصطناعي المحلي',
      `  Completions: POST ${standin.chatCompletionsUrl}  (model ${standin.model}; ${standin.apiKey === null ? 'no key needed' : 'bearer key required'})`,
      `  Inspection:  ${standin.url}/__standin/requests`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof CliOptionsError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `The AI stand-in could not start: ${(error as Error).message} (set AI_STANDIN_PORT or --port)`,
    );
  } else {
    console.error('The AI stand-in could not start:', error);
  }
  process.exit(1);
});
