// A promise rejected with nobody listening (a forgotten `await` in a hook, a timer's async callback) is a
// bug to fix, not a reason to drop every request in flight: Node's default ends the process. server.ts
// installs this handler instead, which logs the rejection through the app's logger and keeps serving.
// Uncaught exceptions still end the process: after one, the state of the process is unknown.
import type { FastifyBaseLogger } from 'fastify';

export function logUnhandledRejection(log: Pick<FastifyBaseLogger, 'error'>) {
  return (reason: unknown): void => {
    log.error({ err: reason }, 'unhandled promise rejection (the process keeps running)');
  };
}
