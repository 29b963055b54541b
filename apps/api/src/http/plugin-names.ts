import type { FastifyInstance } from 'fastify';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

type Register = (this: FastifyInstance, plugin: unknown, options?: unknown) => unknown;

/**
 * Gives every plugin registered on `app` (and on its children, which inherit `register`) its function's name as
 * Fastify's display name, unless it has one. Without it Fastify names a plugin by scanning every loaded module
 * for one whose exports *is* that function, twice per registration; ours are named exports, so the scan never
 * matches and Fastify falls back to the function's name anyway. The names do not change; the scan goes. Under
 * Jest, whose module cache is a proxy over its registry, it cost about 80 ms per app of some 100 plugins.
 */
export function namePluginsByFunctionName(app: FastifyInstance): void {
  const target = app as unknown as { register: Register };
  const register = target.register;
  target.register = function (this: FastifyInstance, plugin: unknown, options?: unknown) {
    if (typeof plugin === 'function' && plugin.name && !(DISPLAY_NAME in plugin)) {
      Object.defineProperty(plugin, DISPLAY_NAME, { value: plugin.name });
    }
    return register.call(this, plugin, options);
  };
}
