// verifyWebhookSecret: only the configured token, exactly, is accepted.
import { verifyWebhookSecret } from '..';

describe('verifyWebhookSecret', () => {
  it('accepts the configured token', () => {
    expect(verifyWebhookSecret('whsec_standin', 'whsec_standin')).toBe(true);
  });

  it.each([
    ['another token of the same length', 'whsec_standim'],
    ['a longer token', 'whsec_standin_'],
    ['a prefix', 'whsec'],
    ['an empty token', ''],
    ['a token in another letter case', 'WHSEC_STANDIN'],
  ])('refuses %s', (_label, given) => {
    expect(verifyWebhookSecret(given, 'whsec_standin')).toBe(false);
  });

  it('refuses anything that is not text', () => {
    for (const given of [undefined, null, 42, ['whsec_standin'], { token: 'whsec_standin' }]) {
      expect(verifyWebhookSecret(given, 'whsec_standin')).toBe(false);
    }
  });

  it('refuses every token when no secret is configured', () => {
    expect(verifyWebhookSecret('', undefined)).toBe(false);
    expect(verifyWebhookSecret('', '')).toBe(false);
    expect(verifyWebhookSecret('anything', undefined)).toBe(false);
  });
});
