// The command line: environment variables and flags, and a wrong value named instead of a surprising default.
import { CliOptionsError, parseCliOptions } from '../cli-options';

describe('parseCliOptions', () => {
  it('reads the environment, flags over it, the key and the label switch', () => {
    expect(
      parseCliOptions(['--port', '4701', '--no-label'], { AI_STANDIN_API_KEY: 'sk-x', AI_STANDIN_PORT: '1' }),
    ).toMatchObject({
      port: 4701,
      apiKey: 'sk-x',
      label: false,
      logRequests: false,
    });
    expect(parseCliOptions([], {})).toMatchObject({ apiKey: null, label: true, port: undefined });
    expect(parseCliOptions(['--help'], {})).toBeUndefined();
  });

  it('names a wrong port, a wrong URL, a wrong label and an unknown flag', () => {
    expect(() => parseCliOptions([], { AI_STANDIN_PORT: '70000' })).toThrow(/AI_STANDIN_PORT/);
    expect(() => parseCliOptions([], { AI_STANDIN_PUBLIC_URL: 'ftp://x' })).toThrow(/AI_STANDIN_PUBLIC_URL/);
    expect(() => parseCliOptions([], { AI_STANDIN_LABEL: 'maybe' })).toThrow(/AI_STANDIN_LABEL/);
    expect(() => parseCliOptions(['--nope'], {})).toThrow(CliOptionsError);
  });
});
