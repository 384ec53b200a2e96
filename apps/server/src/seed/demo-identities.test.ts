import { verifyPassword } from 'better-auth/crypto';
import pino from 'pino';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH, seedDemoIdentities } from './demo-identities.ts';
import { seedDatabase } from './seed.ts';

it('When the precomputed demo hash is checked, then it verifies the documented password and no other', async () => {
  expect(await verifyPassword({ hash: DEMO_PASSWORD_HASH, password: DEMO_PASSWORD })).toBe(true);
  expect(await verifyPassword({ hash: DEMO_PASSWORD_HASH, password: 'Demo@2023' })).toBe(false);
});

describeOnEachDatabase(
  'demo identities',
  (ctx) => {
    it('When demo data is seeded, then every demo account signs in with the documented password', async () => {
      const { app, database, env } = ctx();
      await seedDatabase(database.db, { env, log: pino({ level: 'silent' }) });
      for (const email of Object.values(DEMO_ACCOUNTS)) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` },
          payload: { email, password: DEMO_PASSWORD },
        });
        expect(res.statusCode, `${email}: ${res.body}`).toBe(200);
      }
    });

    it('When the seed runs again, then no identity is created twice', async () => {
      expect(await seedDemoIdentities(ctx().database.db)).toBe(0);
    });
  },
  { DEMO_DATA: 'true' },
);
