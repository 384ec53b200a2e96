import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext } from '../test/test-app.ts';

type Ctx = Awaited<ReturnType<typeof createTestContext>>;

describe('content security policy by configuration', () => {
  let ctx: Ctx | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('When no provider is configured, then images come from this origin only', async () => {
    ctx = await createTestContext('pglite');
    const csp = String(
      (await ctx.app.inject({ url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp).toMatch(/img-src 'self' data: blob:;/);
    expect(csp).not.toContain('googleusercontent');
  });

  it('When Google sign-in is configured, then Google account photos may load', async () => {
    ctx = await createTestContext('pglite', {
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    const csp = String(
      (await ctx.app.inject({ url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp).toContain('https://lh3.googleusercontent.com');
  });
});
