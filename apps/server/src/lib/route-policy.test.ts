import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { collectRoutePolicies, routePolicies, routesWithoutPolicy } from './route-policy.ts';

describe('route policies', () => {
  it('When routes are registered after collecting, then those with a policy are listed with their full path', async () => {
    const app = Fastify();
    await app.register(
      async (scope) => {
        collectRoutePolicies(scope);
        scope.get('/open', { config: { policy: 'public' } }, async () => 'ok');
        scope.get('/plain', async () => 'ok');
        await scope.register(async (child) => {
          child.delete('/things/:id', { config: { policy: 'admin' } }, async () => 'ok');
        });
      },
      { prefix: '/api' },
    );
    await app.ready();
    // The GET's automatic HEAD twin is left out; the root instance finds the list.
    expect(routePolicies(app)).toEqual([
      { method: 'GET', url: '/api/open', policy: 'public' },
      { method: 'DELETE', url: '/api/things/:id', policy: 'admin' },
    ]);
    expect(routesWithoutPolicy(app)).toEqual(['GET /api/plain']);
    expect(routePolicies(Fastify())).toEqual([]);
    await app.close();
  });
});
