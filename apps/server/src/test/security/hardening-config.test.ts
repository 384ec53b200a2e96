import { createHmac, randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client.ts';
import { authUsers, users } from '../../db/schema.ts';
import { ConfigError, loadEnv } from '../../env.ts';
import {
  IMEI_KEY_FILE,
  loadOrCreateImeiKey,
  loadOrCreateSecrets,
  loadOrCreateVapidKeys,
  SECRETS_FILE,
  VAPID_KEYS_FILE,
  vapidKeysFrom,
  withSecrets,
} from '../../lib/secrets.ts';
import { TOKEN_AUDIENCE } from '../../modules/auth/token-service.ts';
import { DEMO_ACCOUNT_EMAILS } from '../../seed/demo-accounts.ts';
import { DEMO_PASSWORD } from '../../seed/demo-identities.ts';
import { signedInUser, TEST_ORIGIN } from '../auth-helpers.ts';
import { spawnServer } from '../faults/spawn-server.ts';
import { describeOnEachDatabase } from '../test-app.ts';
import { type HardeningFigure, writeHardeningFigures } from './hardening-figures.ts';

/** The key every copy of the source shipped with until issue #14 (finding 3). */
const OLD_PUBLISHED_SECRET = 'phonebazaar-dev-only-auth-secret-do-not-use-in-production';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example',
  PAYMENT_PROVIDER: 'sandbox',
  MAIL_URL: 'outbox',
};

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pb-config-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

/** The ConfigError message of a configuration, or '' when it loads. */
function refusal(source: Record<string, string>): string {
  try {
    loadEnv(source);
    return '';
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
}

const figures: HardeningFigure[] = [];
afterAll(() => writeHardeningFigures('config', 'none', figures));

describe('hardening: demo data in production (issue #14 finding 1)', () => {
  it('When production asks for DEMO_DATA=true, then start-up is refused naming DEMO_DATA, embedded or not', () => {
    const cases = [
      { ...PRODUCTION, DEMO_DATA: 'true' },
      { ...PRODUCTION, DEMO_DATA: 'yes' },
      { ...PRODUCTION, DEMO_DATA: '1', AUTH_SECRET: 'x'.repeat(40) },
      {
        ...PRODUCTION,
        DEMO_DATA: 'true',
        DATABASE_URL: 'postgres://u@db/x',
        AUTH_SECRET: 'x'.repeat(40),
      },
    ];
    const refused = cases.filter((c) => refusal(c).includes('DEMO_DATA')).length;
    expect(refused).toBe(cases.length);
    // Outside production it still works as before.
    expect(loadEnv({ DEMO_DATA: 'true' }).DEMO_DATA).toBe(true);
    expect(loadEnv({}).DEMO_DATA).toBe(true);
    expect(loadEnv({ ...PRODUCTION }).DEMO_DATA).toBe(false);
    figures.push({
      item: '1',
      what: 'Production configurations asking for DEMO_DATA',
      figure: `${refused} of ${cases.length} refused at start-up naming DEMO_DATA`,
    });
  });

  it('When the real entry point starts in production on an embedded database with nothing else set, then no demo account exists and the demo password signs nobody in', async () => {
    const dataDir = await tempDir();
    const settings = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1:9',
      PAYMENT_PROVIDER: 'sandbox',
      MAIL_URL: 'outbox',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DEMO_DATA: '',
      AUTH_SECRET: '',
      JWT_SECRET: '',
    };
    const refusedStart = await spawnServer({ ...settings, DEMO_DATA: 'true' }).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(refusedStart).toMatch(/exited 1[\s\S]*DEMO_DATA/);

    const server = await spawnServer(settings);
    let signIns = 0;
    try {
      for (const email of DEMO_ACCOUNT_EMAILS) {
        const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:9' },
          body: JSON.stringify({ email, password: DEMO_PASSWORD }),
        });
        if (res.status === 200) signIns += 1;
      }
      const listed = (await (await fetch(`${server.url}/api/allproducts`)).json()) as unknown[];
      expect(listed).toEqual([]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    const database = await createDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    let accounts: number;
    try {
      const demo = [...DEMO_ACCOUNT_EMAILS];
      accounts =
        (await database.db.select().from(users).where(inArray(users.email, demo))).length +
        (await database.db.select().from(authUsers).where(inArray(authUsers.email, demo))).length;
    } finally {
      await database.close();
    }
    expect(signIns).toBe(0);
    expect(accounts).toBe(0);
    // The same start made its own keys, readable by the owner only (finding 3).
    expect((await stat(path.join(dataDir, SECRETS_FILE))).mode & 0o777).toBe(0o600);
    figures.push({
      item: '1',
      what: 'Production start of the real entry point on an embedded database, no settings',
      figure: `${accounts} demo accounts seeded, ${signIns} of ${DEMO_ACCOUNT_EMAILS.length} demo sign-ins accepted`,
    });
  }, 120_000);
});

describe('hardening: no key from source code (issue #14 finding 3)', () => {
  it('When nothing is configured, then two fresh data folders get different random keys, kept 0600 and reused on restart', async () => {
    const [a, b] = [await tempDir(), await tempDir()];
    const first = await withSecrets(loadEnv({ DATA_DIR: a }));
    const other = await withSecrets(loadEnv({ DATA_DIR: b }));
    const again = await withSecrets(loadEnv({ DATA_DIR: a }));
    expect(first.AUTH_SECRET).not.toBe(other.AUTH_SECRET);
    expect(first.JWT_SECRET).not.toBe(other.JWT_SECRET);
    expect(first.AUTH_SECRET).not.toBe(first.JWT_SECRET);
    expect(first.AUTH_SECRET).not.toBe(OLD_PUBLISHED_SECRET);
    expect(again.AUTH_SECRET).toBe(first.AUTH_SECRET);
    expect(again.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(Buffer.from(first.AUTH_SECRET, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect((await stat(path.join(a, SECRETS_FILE))).mode & 0o777).toBe(0o600);
    // Given keys win and no file is written.
    const c = await tempDir();
    const given = await withSecrets(loadEnv({ DATA_DIR: c, AUTH_SECRET: 'g'.repeat(40) }));
    expect(given.AUTH_SECRET).toBe('g'.repeat(40));
    await expect(stat(path.join(c, SECRETS_FILE))).rejects.toThrow();
  });

  it('When IMEI_KEY is unset, then its own key file is made once (0600), kept apart from AUTH_SECRET, and a given IMEI_KEY wins', async () => {
    const dir = await tempDir();
    const first = await withSecrets(loadEnv({ DATA_DIR: dir, AUTH_SECRET: 'g'.repeat(40) }));
    const again = await withSecrets(loadEnv({ DATA_DIR: dir }));
    expect(first.IMEI_KEY).toBe(again.IMEI_KEY);
    expect(first.IMEI_KEY).not.toBe(again.AUTH_SECRET);
    expect(Buffer.from(first.IMEI_KEY, 'base64url').length).toBe(32);
    expect((await stat(path.join(dir, IMEI_KEY_FILE))).mode & 0o777).toBe(0o600);
    const racing = await Promise.all(Array.from({ length: 8 }, () => loadOrCreateImeiKey(dir)));
    expect(new Set(racing)).toEqual(new Set([first.IMEI_KEY]));
    const given = await withSecrets(loadEnv({ DATA_DIR: dir, IMEI_KEY: 'k'.repeat(40) }));
    expect(given.IMEI_KEY).toBe('k'.repeat(40));
    await chmod(path.join(dir, IMEI_KEY_FILE), 0o644);
    await expect(loadOrCreateImeiKey(dir)).rejects.toThrow(/readable by other users.*IMEI_KEY/);
    const bad = await tempDir();
    await writeFile(path.join(bad, IMEI_KEY_FILE), '{"imeiKey":"short"}', { mode: 0o600 });
    await expect(loadOrCreateImeiKey(bad)).rejects.toThrow(ConfigError);
  });

  it('When the VAPID keys are unset, then a pair is made once in DATA_DIR (0600), read back, and a given pair wins only when it is one pair', async () => {
    const dir = await tempDir();
    const first = await withSecrets(loadEnv({ DATA_DIR: dir }));
    const again = await withSecrets(loadEnv({ DATA_DIR: dir }));
    expect(again.VAPID_PUBLIC_KEY).toBe(first.VAPID_PUBLIC_KEY);
    expect(again.VAPID_PRIVATE_KEY).toBe(first.VAPID_PRIVATE_KEY);
    expect(Buffer.from(first.VAPID_PUBLIC_KEY, 'base64url')).toHaveLength(65);
    expect(vapidKeysFrom(Buffer.from(first.VAPID_PRIVATE_KEY, 'base64url')).publicKey).toBe(
      first.VAPID_PUBLIC_KEY,
    );
    expect((await stat(path.join(dir, VAPID_KEYS_FILE))).mode & 0o777).toBe(0o600);
    expect(first.VAPID_SUBJECT).toBe('mailto:no-reply@localhost');
    const racing = await Promise.all(Array.from({ length: 8 }, () => loadOrCreateVapidKeys(dir)));
    expect(new Set(racing.map((k) => k.publicKey))).toEqual(new Set([first.VAPID_PUBLIC_KEY]));
    const pair = vapidKeysFrom(randomBytes(32));
    const given = await withSecrets(
      loadEnv({
        DATA_DIR: dir,
        VAPID_PUBLIC_KEY: pair.publicKey,
        VAPID_PRIVATE_KEY: pair.privateKey,
        VAPID_SUBJECT: 'https://shop.example/contact',
      }),
    );
    expect(given.VAPID_PUBLIC_KEY).toBe(pair.publicKey);
    expect(given.VAPID_SUBJECT).toBe('https://shop.example/contact');
    const other = vapidKeysFrom(randomBytes(32));
    await expect(
      withSecrets(
        loadEnv({
          DATA_DIR: dir,
          VAPID_PUBLIC_KEY: other.publicKey,
          VAPID_PRIVATE_KEY: pair.privateKey,
        }),
      ),
    ).rejects.toThrow(/VAPID_PUBLIC_KEY: not the public key/);
    await chmod(path.join(dir, VAPID_KEYS_FILE), 0o644);
    await expect(loadOrCreateVapidKeys(dir)).rejects.toThrow(/readable by other users.*VAPID/);
    const bad = await tempDir();
    await writeFile(path.join(bad, VAPID_KEYS_FILE), '{"publicKey":"x"}', { mode: 0o600 });
    await expect(loadOrCreateVapidKeys(bad)).rejects.toThrow(/not a VAPID key file/);
    expect(refusal({ VAPID_SUBJECT: 'http://shop.example' })).toContain('VAPID_SUBJECT');
    expect(refusal({ PUSH_ENDPOINT_ORIGINS: 'http://127.0.0.1:9' })).toContain(
      'PUSH_ENDPOINT_ORIGINS',
    );
    expect(refusal({ NODE_ENV: 'test', PUSH_ENDPOINT_ORIGINS: 'http://127.0.0.1:9' })).toBe('');
  });

  it('When eight starts race on one fresh data folder, then they all use one pair of keys', async () => {
    const dir = await tempDir();
    const all = await Promise.all(Array.from({ length: 8 }, () => loadOrCreateSecrets(dir)));
    const distinct = new Set(all.map((s) => `${s.authSecret}/${s.jwtSecret}`)).size;
    expect(distinct).toBe(1);
    figures.push({
      item: '3',
      what: 'Eight starts racing on one fresh DATA_DIR',
      figure: `${distinct} key pair made (file mode ${((await stat(path.join(dir, SECRETS_FILE))).mode & 0o777).toString(8)})`,
    });
  });

  it('When the secrets file is readable by others or not ours, then start-up is refused with a clear message', async () => {
    const loose = await tempDir();
    await loadOrCreateSecrets(loose);
    await chmod(path.join(loose, SECRETS_FILE), 0o644);
    await expect(loadOrCreateSecrets(loose)).rejects.toThrow(/readable by other users.*chmod 600/);
    const bad = await tempDir();
    await writeFile(path.join(bad, SECRETS_FILE), '{"authSecret":"short"}', { mode: 0o600 });
    await expect(withSecrets(loadEnv({ DATA_DIR: bad }))).rejects.toThrow(ConfigError);
    const junk = await tempDir();
    await writeFile(path.join(junk, SECRETS_FILE), 'not json', { mode: 0o600 });
    await expect(loadOrCreateSecrets(junk)).rejects.toThrow(/not a secrets file/);
  });

  it('When production shares a PostgreSQL database, then AUTH_SECRET must be given (one key for every instance)', () => {
    const shared = { ...PRODUCTION, DATABASE_URL: 'postgres://u@db/x' };
    expect(refusal(shared)).toContain('AUTH_SECRET');
    // The IMEI key too (issue #16): every instance must hash and read stored IMEIs alike.
    expect(refusal({ ...shared, AUTH_SECRET: 'x'.repeat(40) })).toContain('IMEI_KEY');
    const keys = { AUTH_SECRET: 'x'.repeat(40), IMEI_KEY: 'i'.repeat(40) };
    // And the VAPID pair (issue #39): a subscription made through one instance is pushed by any.
    expect(refusal({ ...shared, ...keys })).toContain('VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY');
    const vapid = vapidKeysFrom(randomBytes(32));
    expect(
      refusal({
        ...shared,
        ...keys,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
      }),
    ).toBe('');
    expect(refusal({ ...shared, ...keys, VAPID_PUBLIC_KEY: vapid.publicKey })).toContain(
      'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY: set both or neither',
    );
    // Embedded production may keep generated keys in its DATA_DIR.
    expect(refusal({ ...PRODUCTION })).toBe('');
  });
});

describe('hardening: plain http PUBLIC_URL in production (issue #14 finding 15)', () => {
  it('When production gets an http PUBLIC_URL, then only loopback hosts are accepted', () => {
    const remote = [
      'http://shop.example',
      'http://10.0.0.5:3000',
      'http://192.168.1.2',
      'http://localhost.example.com',
      'http://127.0.0.1.nip.io',
      'http://[::2]:3000',
    ];
    const loopback = [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://127.8.9.10',
      'http://[::1]:3000',
      'https://shop.example',
    ];
    const refused = remote.filter((url) =>
      refusal({ ...PRODUCTION, PUBLIC_URL: url }).includes('PUBLIC_URL'),
    ).length;
    const accepted = loopback.filter((url) => refusal({ ...PRODUCTION, PUBLIC_URL: url }) === '');
    expect(refused).toBe(remote.length);
    expect(accepted).toEqual(loopback);
    // Development is unchanged.
    expect(refusal({ PUBLIC_URL: 'http://shop.example' })).toBe('');
    figures.push({
      item: '15',
      what: 'Production PUBLIC_URL over plain http (remote hosts; loopback hosts)',
      figure: `${refused} of ${remote.length} remote refused; ${accepted.length - 1} of ${loopback.length - 1} loopback accepted`,
    });
  });
});

describeOnEachDatabase(
  'hardening: tokens signed with the published key (issue #14 finding 3)',
  (ctx) => {
    it('When a token for a real account is signed with the old hard-coded secret, then it is refused', async () => {
      const { app, env, kind } = ctx();
      const me = await signedInUser(app);
      const own = await app.inject({
        method: 'GET',
        url: `/api/users/admin/${encodeURIComponent(me.email)}`,
        headers: { authorization: me.authorization },
      });
      const claims = JSON.parse(
        Buffer.from(me.token.split('.')[1]!, 'base64url').toString('utf8'),
      ) as { sub: string; email: string };
      const oldKey = createHmac('sha256', OLD_PUBLISHED_SECRET)
        .update('phonebazaar:geniusToken:v1')
        .digest();
      const forged = await new SignJWT({ email: claims.email })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(env.PUBLIC_URL)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(oldKey);
      const res = await app.inject({
        method: 'GET',
        url: `/api/users/admin/${encodeURIComponent(me.email)}`,
        headers: { authorization: `Bearer ${forged}`, origin: TEST_ORIGIN },
      });
      expect(own.statusCode, own.body).toBe(200);
      expect(res.statusCode).toBe(401);
      writeHardeningFigures('config-tokens', kind, [
        {
          item: '3',
          what: 'A geniusToken for a real account signed with the formerly published key',
          figure: res.statusCode === 401 ? '1 of 1 refused (401)' : '0 of 1 refused',
        },
      ]);
    });
  },
);
