// The e2e run's movable clock: a loopback client moves it and runs the billing jobs; anyone else is refused.
import { DevClock, devClockRoutes } from '../dev-clock';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('the development clock', () => {
  let t: TestApp;
  const clock = new DevClock();

  beforeAll(async () => {
    t = await createTestApp({}, { extraRoutes: devClockRoutes(clock) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('moves "now" by whole days for a loopback client, and back to the real time', async () => {
    const before = Date.now();
    const moved = await t.app.inject({ method: 'PUT', url: '/dev/clock', payload: { offsetDays: 15 } });
    expect(moved.statusCode).toBe(200);
    expect(clock.now().getTime() - before).toBeGreaterThanOrEqual(15 * 24 * 3600 * 1000);
    expect(moved.json()).toMatchObject({ offsetDays: 15 });

    await t.app.inject({ method: 'PUT', url: '/dev/clock', payload: { offsetDays: 0 } });
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(5000);
  });

  it('refuses a move it cannot make, and a client that is not on this machine', async () => {
    const bad = await t.app.inject({ method: 'PUT', url: '/dev/clock', payload: { offsetDays: -1 } });
    expect(bad.statusCode).toBe(400);
    const remote = await t.app.inject({
      method: 'PUT',
      url: '/dev/clock',
      payload: { offsetDays: 3 },
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
    expect(clock.offsetDays).toBe(0);
  });

  it('runs the billing jobs once on demand', async () => {
    const run = await t.app.inject({ method: 'POST', url: '/dev/jobs/billing' });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toHaveProperty('lifecycle');
    expect(run.json()).toHaveProperty('renewalInvoices');
  });
});
