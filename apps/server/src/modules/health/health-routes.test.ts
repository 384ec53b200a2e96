import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase('health', (ctx) => {
  it('When the process is up, then /api/health answers ok', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('When the database answers, then /api/ready answers ok', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
  });

  it('When an unknown API path is asked, then a JSON 404 comes back', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('When the database is closed, then /api/ready answers 503 without internals', async () => {
    const { app, database } = ctx();
    const ping = database.ping;
    database.ping = async () => {
      throw new Error('connection refused at 10.0.0.1');
    };
    try {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.body).not.toContain('10.0.0.1');
    } finally {
      database.ping = ping;
    }
  });
});
