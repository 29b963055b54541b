// The one rule of where AI calls may go (issue 24, PDPL): the API refuses by it and the console shows it.
import { aiRegionUndeclared, aiTransferRefusal, isLocalEndpointHost } from '../settings';

const remote = { endpointIsLocal: false, transfersAbroadAllowed: false } as const;

describe('where AI calls may go', () => {
  it('allows an endpoint declared in the Kingdom', () => {
    expect(aiTransferRefusal({ ...remote, endpointRegion: 'sa' })).toBeNull();
  });

  it('refuses one declared abroad until transfers abroad are allowed', () => {
    for (const endpointRegion of ['gcc', 'eu', 'us', 'other'] as const) {
      expect(aiTransferRefusal({ ...remote, endpointRegion })).toBe('aiTransferAbroadNotAllowed');
      expect(aiTransferRefusal({ ...remote, endpointRegion, transfersAbroadAllowed: true })).toBeNull();
    }
  });

  it('does not refuse an endpoint whose region is not declared, and marks a remote one as undeclared', () => {
    expect(aiTransferRefusal({ ...remote, endpointRegion: null })).toBeNull();
    expect(aiRegionUndeclared({ ...remote, endpointRegion: null })).toBe(true);
    expect(aiRegionUndeclared({ ...remote, endpointIsLocal: true, endpointRegion: null })).toBe(false);
    expect(aiRegionUndeclared({ ...remote, endpointRegion: 'sa' })).toBe(false);
  });

  it('holds a local endpoint declared abroad to its declaration', () => {
    expect(aiTransferRefusal({ ...remote, endpointIsLocal: true, endpointRegion: null })).toBeNull();
    expect(aiTransferRefusal({ ...remote, endpointIsLocal: true, endpointRegion: 'us' })).toBe(
      'aiTransferAbroadNotAllowed',
    );
  });

  it('knows this machine’s hosts by name and address, with or without a port', () => {
    for (const host of [
      'localhost',
      'localhost:4310',
      'ai.localhost',
      '127.0.0.1:8080',
      '[::1]:11434',
      '::1',
    ])
      expect(isLocalEndpointHost(host)).toBe(true);
    for (const host of [
      'api.openai.com',
      '10.0.0.5:8000',
      'localhost.example.com',
      '[2001:db8::1]:443',
      '128.0.0.1',
    ])
      expect(isLocalEndpointHost(host)).toBe(false);
  });
});
