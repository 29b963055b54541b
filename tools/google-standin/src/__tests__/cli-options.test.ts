import { CliOptionsError, parseCliOptions } from '../cli-options';

describe('command-line options', () => {
  it('reads the environment and lets flags override it', () => {
    const options = parseCliOptions(['--port', '4305', '--bench-reviews=0', '--log'], {
      GOOGLE_STANDIN_PORT: '4301',
      GOOGLE_STANDIN_CLIENT_ID: 'my-client',
      GOOGLE_STANDIN_REDIRECT_URIS: 'http://localhost:3000/a, http://localhost:3000/b',
    });
    expect(options).toMatchObject({
      port: 4305,
      benchReviews: 0,
      clientId: 'my-client',
      redirectUris: ['http://localhost:3000/a', 'http://localhost:3000/b'],
      logRequests: true,
    });
  });

  it('leaves unset values to the stand-in’s defaults', () => {
    expect(parseCliOptions([], {})).toMatchObject({
      port: undefined,
      clientId: undefined,
      logRequests: false,
    });
  });

  it('names a wrong value or an unknown flag instead of starting on a surprise', () => {
    expect(() => parseCliOptions([], { GOOGLE_STANDIN_PORT: 'eighty' })).toThrow(/GOOGLE_STANDIN_PORT/);
    expect(() => parseCliOptions(['--issuer', 'accounts.google.com'], {})).toThrow(CliOptionsError);
    expect(() => parseCliOptions(['--prot', '1'], {})).toThrow(/Unknown option --prot/);
  });

  it('returns nothing for --help', () => {
    expect(parseCliOptions(['--help'], {})).toBeUndefined();
  });
});
