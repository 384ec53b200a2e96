import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { requireGivenSecrets } from '../../lib/secrets.ts';
import { trustedOrigins } from './identity.ts';

describe('trusted origins', () => {
  it('When PUBLIC_URL is a loopback name outside production, then both loopback names are trusted', () => {
    const origins = trustedOrigins(
      requireGivenSecrets(loadEnv({ PORT: '3000', AUTH_SECRET: 'x'.repeat(40) })),
    );
    expect(origins).toContain('http://localhost:3000');
    expect(origins).toContain('http://127.0.0.1:3000');
  });

  it('When the server runs in production, then only the configured origins are trusted', () => {
    const origins = trustedOrigins(
      requireGivenSecrets(
        loadEnv({
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://shop.example',
          AUTH_SECRET: 'x'.repeat(40),
          PAYMENT_PROVIDER: 'sandbox',
          MAIL_URL: 'outbox',
        }),
      ),
    );
    expect(origins).toEqual(['https://shop.example']);
  });
});
