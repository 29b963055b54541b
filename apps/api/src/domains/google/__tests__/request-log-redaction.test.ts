// The popup flow's one-time values travel in query strings (ticket, OAuth code and state): the request
// log keeps the path and the other parameters, never those values.
import { redactRequestUrl } from '../../../http/request-log-redaction';
import { captureLogs } from '../../../testing/log-capture';
import { createTestApp } from '../../../testing/test-app';

describe('request logs of the Google popup flow', () => {
  it('log the callback and start URLs without the code, state or ticket values', async () => {
    const logs = captureLogs();
    const t = await createTestApp({}, { logger: { level: 'info', stream: logs.stream } });
    try {
      await t.app.inject({
        method: 'GET',
        url: '/api/Auth/google-login/callback?code=4%2F0-secret-code&state=secret.state.value&scope=email',
      });
      await t.app.inject({ method: 'GET', url: '/api/Auth/google-login/start?ticket=secret-ticket' });
    } finally {
      await t.close();
    }
    const lines = logs.records<{ req?: { url?: string } }>();
    const urls = lines.map((line) => line.req?.url).filter(Boolean);
    expect(urls).toEqual([
      '/api/Auth/google-login/callback?code=[redacted]&state=[redacted]&scope=email',
      '/api/Auth/google-login/start?ticket=[redacted]',
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/secret/);
  });

  it('leave URLs without secret parameters as they are', () => {
    expect(redactRequestUrl('/api/contacts?page=2&search=code')).toBe('/api/contacts?page=2&search=code');
    expect(redactRequestUrl('/api/Plans')).toBe('/api/Plans');
    expect(redactRequestUrl('/x?%63ode=abc&%E0%A4%A=1')).toBe('/x?%63ode=[redacted]&%E0%A4%A=1');
  });
});
