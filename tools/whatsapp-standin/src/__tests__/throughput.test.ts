// The phone number's throughput limit: Meta's 80 messages a second by default, past which a send is refused with
// HTTP 429 and Graph error 130429 (what the API's WhatsApp client retries); a client pacing itself is never
// refused. The inspection path counts what was taken and refused.
import { parseCliOptions } from '../cli-options';
import { startWhatsAppStandin, type WhatsAppStandin } from '../index';
import { ThroughputLimit } from '../throughput';
import { reviewRequest, send, standinCall } from './helpers';

describe('the throughput limit', () => {
  let standin: WhatsAppStandin;
  afterEach(() => standin.stop());

  it('refuses a burst past the limit with 429 and 130429, and counts it', async () => {
    // The burst in one instant: on a busy machine 8 requests can take long enough to earn a token back.
    standin = await startWhatsAppStandin({
      port: 0,
      callbackUrl: null,
      messagesPerSecond: 5,
      throughputClock: () => 0,
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => send(standin, reviewRequest(`+96650100000${index}`))),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(refused).toHaveLength(3);
    expect(refused[0].body.error).toMatchObject({ code: 130429, message: '(#130429) Rate limit hit' });
    expect(standin.messages()).toHaveLength(5);
    const figures = await standinCall(standin, 'GET', '/__standin/throughput');
    expect(figures.body).toEqual({ messagesPerSecond: 5, accepted: 5, rateLimited: 3, peakPerSecond: 5 });
  });

  it('takes 80 a second by default and none are refused without a limit', async () => {
    standin = await startWhatsAppStandin({ port: 0, callbackUrl: null });
    expect(standin.throughput().messagesPerSecond).toBe(80);
    await standin.stop();
    standin = await startWhatsAppStandin({ port: 0, callbackUrl: null, messagesPerSecond: null });
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, index) =>
        send(standin, reviewRequest(`+9665020${String(index).padStart(5, '0')}`)),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(standin.throughput()).toMatchObject({ messagesPerSecond: null, accepted: 120, rateLimited: 0 });
  });
});

describe('ThroughputLimit', () => {
  it('refills at the rate: a client at the limit is never refused, one above it is', () => {
    let now = 0;
    const limit = new ThroughputLimit(80, () => now);
    for (let index = 0; index < 800; index += 1) {
      expect(limit.take()).toBe(true);
      now += 12.5;
    }
    let refused = 0;
    for (let index = 0; index < 800; index += 1) {
      if (!limit.take()) refused += 1;
      now += 10; // 100 a second for 8 s: 640 refilled, and the bucket's 80 held
    }
    expect(refused).toBeGreaterThanOrEqual(79);
    expect(refused).toBeLessThanOrEqual(81);
    expect(limit.figures().rateLimited).toBe(refused);
  });

  it('is read from --rate-limit or WHATSAPP_STANDIN_RATE_LIMIT, 0 meaning none', () => {
    expect(parseCliOptions(['--rate-limit', '20'], {})).toMatchObject({ messagesPerSecond: 20 });
    expect(parseCliOptions([], { WHATSAPP_STANDIN_RATE_LIMIT: '0' })).toMatchObject({
      messagesPerSecond: null,
    });
    expect(parseCliOptions([], {})).not.toHaveProperty('messagesPerSecond');
    expect(() => parseCliOptions(['--rate-limit', 'fast'], {})).toThrow(/WHATSAPP_STANDIN_RATE_LIMIT/);
  });
});
