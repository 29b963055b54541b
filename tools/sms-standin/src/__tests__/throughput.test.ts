// The account's throughput limit: 10 messages a second by default (Unifonic publishes no figure: a cautious
// floor), past which a send gets HTTP 429, which the API's SMS client tries again; the inspection path counts
// what was taken and refused.
import { parseCliOptions } from '../cli-options';
import { startSmsStandin, type SmsStandin } from '../index';
import { reviewSms, sendSms, standinCall } from './helpers';

let standin: SmsStandin;
afterEach(() => standin.stop());

it('refuses a burst past the limit with 429 and counts it; 10 a second by default', async () => {
  // The burst in one instant: on a busy machine 14 requests can take long enough to earn a token back.
  standin = await startSmsStandin({ port: 0, callbackUrl: null, throughputClock: () => 0 });
  expect(standin.throughput().messagesPerSecond).toBe(10);
  const answers = await Promise.all(
    Array.from({ length: 14 }, (_, index) =>
      sendSms(standin, reviewSms(standin, `9665030000${String(index).padStart(2, '0')}`)),
    ),
  );
  const refused = answers.filter((answer) => answer.status === 429);
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
  expect(refused).toHaveLength(4);
  expect(refused[0].body).toMatchObject({ success: false, errorCode: 'ER-429' });
  expect(standin.messages()).toHaveLength(10);
  expect((await standinCall(standin, 'GET', '/__standin/throughput')).body).toEqual({
    messagesPerSecond: 10,
    accepted: 10,
    rateLimited: 4,
    peakPerSecond: 10,
  });
});

it('takes any number without a limit, and reads --rate-limit', async () => {
  standin = await startSmsStandin({ port: 0, callbackUrl: null, messagesPerSecond: null });
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, index) =>
      sendSms(standin, reviewSms(standin, `9665040000${String(index).padStart(2, '0')}`)),
    ),
  );
  expect(answers.every((answer) => answer.status === 200)).toBe(true);
  expect(parseCliOptions(['--rate-limit', '30'], {})).toMatchObject({ messagesPerSecond: 30 });
  expect(parseCliOptions([], { SMS_STANDIN_RATE_LIMIT: '0' })).toMatchObject({ messagesPerSecond: null });
  expect(() => parseCliOptions(['--rate-limit', '-1'], {})).toThrow(/SMS_STANDIN_RATE_LIMIT/);
});
