import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { lowCostPasswordHashing, passwordHashingOption } from './password-hashing.ts';

describe('password hashing (decision 048)', () => {
  it('When nothing is configured, then better-auth hashes with its own scrypt', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://example.com',
      MAIL_URL: 'outbox',
      PAYMENT_PROVIDER: 'sandbox',
    });
    expect(env.PASSWORD_HASHING).toBe('scrypt');
    expect(passwordHashingOption(env)).toEqual({});
  });

  it('When the low-cost hash is asked for outside NODE_ENV=test, then the configuration is refused', () => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(() =>
        loadEnv({
          NODE_ENV,
          PUBLIC_URL: 'https://example.com',
          MAIL_URL: 'outbox',
          PAYMENT_PROVIDER: 'sandbox',
          PASSWORD_HASHING: 'scrypt-low-cost-test-only',
        }),
      ).toThrow(/PASSWORD_HASHING/);
    }
    const env = loadEnv({ NODE_ENV: 'test', PASSWORD_HASHING: 'scrypt-low-cost-test-only' });
    expect(passwordHashingOption(env)).toEqual({ password: lowCostPasswordHashing });
  });

  it('When a password is hashed at low cost, then only that password verifies, each hash salted anew', async () => {
    const hash = await lowCostPasswordHashing.hash('Correct-Horse-9');
    expect(hash).toMatch(/^scrypt-test-n1024\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await lowCostPasswordHashing.hash('Correct-Horse-9')).not.toBe(hash);
    expect(await lowCostPasswordHashing.verify({ hash, password: 'Correct-Horse-9' })).toBe(true);
    expect(await lowCostPasswordHashing.verify({ hash, password: 'Correct-Horse-8' })).toBe(false);
    expect(await lowCostPasswordHashing.verify({ hash: 'scrypt-test-n1024$', password: 'x' })).toBe(
      false,
    );
  });

  it("When a hash made by better-auth's scrypt is verified, then better-auth's own rule decides", async () => {
    const hash = await hashPassword('Seeded-Pass-7');
    expect(await lowCostPasswordHashing.verify({ hash, password: 'Seeded-Pass-7' })).toBe(true);
    expect(await lowCostPasswordHashing.verify({ hash, password: 'Seeded-Pass-6' })).toBe(false);
  });

  it("When a low-cost hash reaches better-auth's own verification, then it never verifies", async () => {
    const hash = await lowCostPasswordHashing.hash('Correct-Horse-9');
    await expect(
      verifyPassword({ hash, password: 'Correct-Horse-9' }).catch(() => false),
    ).resolves.toBe(false);
  });
});
