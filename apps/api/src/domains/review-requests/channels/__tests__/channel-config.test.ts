// Which channels a deployment has: a channel with all its variables set is configured, one half set says what is
// missing, a wrong value is named.
import { ChannelConfigError, configuredChannels, loadChannelConfig } from '../channel-config';

const whatsapp = {
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_ACCESS_TOKEN: 'token',
  WHATSAPP_APP_SECRET: 'secret',
  WHATSAPP_VERIFY_TOKEN: 'verify',
};
const sms = { SMS_API_TOKEN: 'app-sid', SMS_SENDER_NAME: 'Sumaa', SMS_WEBHOOK_SECRET: 'hook-secret' };

describe('loadChannelConfig', () => {
  it('has no channel with nothing set, and nothing missing', () => {
    const config = loadChannelConfig({});
    expect(config).toEqual({
      whatsapp: null,
      sms: null,
      missing: { whatsapp: [], sms: [] },
      messagesPerSecond: { whatsapp: 80, sms: 10 },
    });
    expect(configuredChannels(config)).toEqual([]);
  });

  it('configures both with their defaults for the real providers', () => {
    const config = loadChannelConfig({ ...whatsapp, ...sms });
    expect(config.whatsapp).toEqual({
      apiBaseUrl: 'https://graph.facebook.com',
      apiVersion: 'v21.0',
      phoneNumberId: '106540352242922',
      accessToken: 'token',
      appSecret: 'secret',
      verifyToken: 'verify',
      timeoutMs: 15_000,
    });
    expect(config.sms).toEqual({
      apiBaseUrl: 'https://el.cloud.unifonic.com',
      appSid: 'app-sid',
      senderName: 'Sumaa',
      webhookSecret: 'hook-secret',
      timeoutMs: 15_000,
    });
    expect(configuredChannels(config)).toEqual(['whatsapp', 'sms']);
  });

  it("paces sends at the account's agreed throughput when it is set, and refuses a pace that is not a whole positive number", () => {
    const config = loadChannelConfig({
      ...whatsapp,
      WHATSAPP_MESSAGES_PER_SECOND: '250',
      SMS_MESSAGES_PER_SECOND: '30',
    });
    expect(config.messagesPerSecond).toEqual({ whatsapp: 250, sms: 30 });
    expect(() => loadChannelConfig({ SMS_MESSAGES_PER_SECOND: '0' })).toThrow(/SMS_MESSAGES_PER_SECOND/);
    expect(() => loadChannelConfig({ WHATSAPP_MESSAGES_PER_SECOND: 'fast' })).toThrow(
      /WHATSAPP_MESSAGES_PER_SECOND/,
    );
  });

  it("takes the stand-ins' base URLs without their trailing slash", () => {
    const config = loadChannelConfig({
      ...whatsapp,
      ...sms,
      WHATSAPP_API_BASE_URL: 'http://localhost:4500/',
      SMS_API_BASE_URL: 'http://localhost:4600',
    });
    expect(config.whatsapp?.apiBaseUrl).toBe('http://localhost:4500');
    expect(config.sms?.apiBaseUrl).toBe('http://localhost:4600');
  });

  it('names what a half-configured channel lacks, and leaves it off', () => {
    const config = loadChannelConfig({
      WHATSAPP_ACCESS_TOKEN: 'token',
      SMS_API_TOKEN: 'sid',
      SMS_SENDER_NAME: '',
    });
    expect(config.whatsapp).toBeNull();
    expect(config.sms).toBeNull();
    expect(config.missing).toEqual({
      whatsapp: ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'],
      sms: ['SMS_SENDER_NAME', 'SMS_WEBHOOK_SECRET'],
    });
  });

  it('names every wrong value at once', () => {
    expect(() =>
      loadChannelConfig({
        WHATSAPP_API_VERSION: '21',
        WHATSAPP_PHONE_NUMBER_ID: 'abc',
        SMS_SENDER_NAME: 'A sender name far too long',
        SMS_API_BASE_URL: 'ftp://x',
      }),
    ).toThrow(ChannelConfigError);
    try {
      loadChannelConfig({ WHATSAPP_API_VERSION: '21', SMS_SENDER_NAME: 'A sender name far too long' });
    } catch (error) {
      expect((error as Error).message).toContain('WHATSAPP_API_VERSION');
      expect((error as Error).message).toContain('SMS_SENDER_NAME');
    }
  });
});
