// The domains are registered in the order domains/domain-order.json declares, and each declares as its
// Fastify dependencies only domains below it: a domain that needs a higher one must hear from it by an event.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOMAIN_PLUGINS } from '../app';

interface PluginMeta {
  name: string;
  dependencies?: string[];
}

const order = JSON.parse(readFileSync(path.join(__dirname, '../domains/domain-order.json'), 'utf8')) as {
  levels: string[][];
};
const levelOf = new Map(order.levels.flatMap((level, index) => level.map((domain) => [domain, index] as const)));
const metaOf = (plugin: unknown) => (plugin as Record<symbol, PluginMeta>)[Symbol.for('plugin-meta')];

describe('the declared order of domains', () => {
  it('registers every declared domain once, bottom up', () => {
    expect(DOMAIN_PLUGINS.map((plugin) => metaOf(plugin).name)).toEqual(order.levels.flat());
  });

  it('lets a domain depend only on domains of a lower level, or of its own level registered before it', () => {
    const registered: string[] = [];
    for (const plugin of DOMAIN_PLUGINS) {
      const { name, dependencies = [] } = metaOf(plugin);
      for (const dependency of dependencies.filter((each) => levelOf.has(each))) {
        expect({ domain: name, dependency, below: levelOf.get(dependency)! <= levelOf.get(name)! }).toEqual({
          domain: name,
          dependency,
          below: true,
        });
        expect(registered).toContain(dependency);
      }
      registered.push(name);
    }
  });
});
