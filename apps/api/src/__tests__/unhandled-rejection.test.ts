import { spawnSync } from 'node:child_process';
import path from 'node:path';
import Fastify from 'fastify';
import { captureLogs } from '../testing/log-capture';
import { logUnhandledRejection } from '../unhandled-rejection';

function capturingLogger() {
  const logs = captureLogs();
  // The same logger the server passes: a Fastify app's.
  return { logs, log: Fastify({ logger: { level: 'info', stream: logs.stream } }).log };
}

describe('the unhandled-rejection handler of the server', () => {
  it('logs the rejection with its error and stack as an error', async () => {
    const { logs, log } = capturingLogger();
    logUnhandledRejection(log)(new Error('forgotten await'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(logs.records()).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'unhandled promise rejection (the process keeps running)',
        err: expect.objectContaining({ message: 'forgotten await', stack: expect.stringContaining('Error') }),
      }),
    ]);
  });

  it('keeps a process running after an unhandled rejection, where Node would otherwise end it', () => {
    // A process of its own: jest turns unhandled rejections inside a test into failures.
    const script = `
      const { logUnhandledRejection } = require(${JSON.stringify(path.join(__dirname, '../unhandled-rejection.ts'))});
      process.on('unhandledRejection', logUnhandledRejection({ error: (fields, msg) =>
        console.log(JSON.stringify({ msg, reason: fields.err.message })) }));
      Promise.reject(new Error('nobody listens'));
      setTimeout(() => { console.log('still running'); }, 50);
    `;
    const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual([
      JSON.stringify({
        msg: 'unhandled promise rejection (the process keeps running)',
        reason: 'nobody listens',
      }),
      'still running',
    ]);
  });

  it('logs a rejection that is not an Error', async () => {
    const { logs, log } = capturingLogger();
    expect(() => logUnhandledRejection(log)('plain reason')).not.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
    expect(logs.records()).toEqual([expect.objectContaining({ level: 50, err: 'plain reason' })]);
  });
});
