import {
  allRouteContracts,
  pathParameterNames,
  reviewSyncRoute,
  routePath,
  signInRoute,
  type RouteBodyInput,
  type RouteParamsInput,
  type RouteResponse,
} from '..';
import { z } from 'zod';

describe('the route contracts', () => {
  it('name each method and path once', () => {
    const keys = allRouteContracts.map((route) => `${route.method} ${route.path.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declare a params schema with one key per path parameter', () => {
    for (const route of allRouteContracts) {
      const names = pathParameterNames(route.path);
      const keys = route.params instanceof z.ZodObject ? Object.keys(route.params.shape) : [];
      expect({ path: route.path, keys: keys.sort() }).toEqual({ path: route.path, keys: names.sort() });
    }
  });

  it('keep every path under /api except the local outbox and the review links’ short landing page', () => {
    const outside = allRouteContracts.filter((route) => !route.path.startsWith('/api/'));
    // /r/{code}: issue 23's short link, kept short because it is printed on cards and sent by SMS.
    expect(outside.map((route) => route.path)).toEqual(['/dev/outbox', '/r/:code']);
  });

  it('send a body only on the calls that take one', () => {
    for (const route of allRouteContracts) {
      expect({ path: route.path, hasBody: route.bodyKind !== 'none' }).toEqual({
        path: route.path,
        hasBody: route.body !== undefined,
      });
    }
  });

  it('fill path parameters encoded, and refuse a missing one', () => {
    expect(routePath(reviewSyncRoute, { id: 'a/b c' })).toBe('/api/reviews/sync/a%2Fb%20c');
    expect(() => routePath(reviewSyncRoute, {})).toThrow('Missing path parameter "id"');
    expect(routePath(signInRoute)).toBe('/api/UsernameAuth/AdminSignIn');
  });

  it('type the inputs and the reply from the schemas', () => {
    const params: RouteParamsInput<typeof reviewSyncRoute> = { id: 'job-1' };
    const body: RouteBodyInput<typeof signInRoute> = { username: 'a@b.sa', password: 'x' };
    const reply = (session: RouteResponse<typeof signInRoute>) => session.user.email;
    // @ts-expect-error a sign-in body has no `email` field
    const wrong: RouteBodyInput<typeof signInRoute> = { email: 'a@b.sa', password: 'x' };
    expect([params.id, body.username, typeof reply, wrong]).toBeDefined();
  });
});
