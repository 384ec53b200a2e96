import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext } from '../test/test-app.ts';

type Ctx = Awaited<ReturnType<typeof createTestContext>>;

// Each case builds a whole app (a fresh PGlite) inside the test: on a loaded 2-core machine that
// alone took over the default 30 s once, so these cases get the hook timeout's allowance.
describe('content security policy by configuration', { timeout: 120_000 }, () => {
  let ctx: Ctx | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('When no provider is configured, then images come from this origin and PUBLIC_URL only', async () => {
    ctx = await createTestContext('pglite');
    const csp = String(
      (await ctx.app.inject({ url: '/api/health' })).headers['content-security-policy'],
    );
    // Answers name pictures on PUBLIC_URL (decision 025), another origin behind a proxy.
    expect(csp).toContain(`img-src 'self' data: blob: ${new URL(ctx.env.PUBLIC_URL).origin};`);
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

  it('When profile pictures may link to IMAGE_ORIGINS, then those origins may load', async () => {
    ctx = await createTestContext('pglite', { IMAGE_ORIGINS: 'https://pics.example' });
    const csp = String(
      (await ctx.app.inject({ url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp).toMatch(/img-src [^;]*https:\/\/pics\.example/);
  });
});

describe('security headers worked out once (decision 020)', () => {
  it('When the headers are recorded once, then they are exactly what helmet sets on a real response', async () => {
    const { createServer } = await import('node:http');
    const { default: helmet } = await import('helmet');
    const { securityHeaders } = await import('./security.ts');
    const options = {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
      strictTransportSecurity: { maxAge: 31536000 },
    };
    const server = createServer((req, res) => {
      helmet(options)(req, res, () => res.end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/`);
    server.close();
    const fromHelmet = [...res.headers].filter(
      ([name]) =>
        !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name),
    );
    const recorded = securityHeaders(options).map(
      ([name, value]) => [name.toLowerCase(), value] as const,
    );
    expect(new Map(recorded)).toEqual(new Map(fromHelmet));
    expect(recorded.length).toBeGreaterThan(8);
  });
});
