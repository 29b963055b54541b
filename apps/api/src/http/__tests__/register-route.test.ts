import { allRouteContracts, healthRoute, routePath } from '@sumaa/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** `/api/reviews/sync/{id}` (OpenAPI) → `/api/reviews/sync/:id` (contract). */
const contractPathOf = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1').replace(/\/$/, '');

describe('routes registered from their contracts', () => {
  it('serve every contract at its method and path', () => {
    const missing = allRouteContracts.filter(
      (route) => !t.app.hasRoute({ method: route.method, url: route.path }),
    );
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('are the only routes the OpenAPI document lists', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${contractPathOf(path)}`),
    );
    const contracts = new Set(allRouteContracts.map((route) => `${route.method} ${route.path}`));
    expect(documented.filter((route) => !contracts.has(route))).toEqual([]);
    expect(new Set(documented)).toEqual(contracts);
  });

  it("answer with the contract's schemas and texts in the OpenAPI document", async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const health = document.paths[routePath(healthRoute)].get;
    expect(health.summary).toBe(healthRoute.summary);
    expect(health.tags).toEqual([...healthRoute.tags]);
    expect(Object.keys(health.responses)).toEqual(expect.arrayContaining(['200', '503']));
  });
});
