import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../../env.ts';

const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
  PUBLIC_URL: 'https://phonebazaar.example',
  PAYMENT_PROVIDER: 'sandbox',
};

describe('mail settings (issue #14)', () => {
  it('When nothing is set outside production, then mail is kept in the outbox, from no-reply at the public host', () => {
    const env = loadEnv({ PUBLIC_URL: 'https://shop.example' });
    expect(env.MAIL_URL).toBe('outbox');
    expect(env.MAIL_FROM).toBe('PhoneBazaar <no-reply@shop.example>');
    expect(env.MAIL_MAX_ATTEMPTS).toBe(6);
  });

  it('When production has no MAIL_URL, then it refuses to start naming MAIL_URL, unless outbox is chosen on purpose', () => {
    expect(() => loadEnv(production)).toThrow(ConfigError);
    expect(() => loadEnv(production)).toThrow(/MAIL_URL/);
    expect(loadEnv({ ...production, MAIL_URL: 'outbox' }).MAIL_URL).toBe('outbox');
    expect(loadEnv({ ...production, MAIL_URL: 'smtps://u:p@mail.example:465' }).MAIL_URL).toBe(
      'smtps://u:p@mail.example:465',
    );
  });

  it('When MAIL_URL is neither outbox nor an SMTP URL, then the variable is named', () => {
    for (const bad of ['http://mail.example', 'smtp://', 'sendmail', 'outbox2']) {
      expect(() => loadEnv({ MAIL_URL: bad })).toThrow(/MAIL_URL/);
    }
  });
});
