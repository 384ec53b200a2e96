import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Env, loadEnv } from '../../apps/server/src/env.ts';
import { requireGivenSecrets, vapidKeysFrom } from '../../apps/server/src/lib/secrets.ts';
import { createTokenService } from '../../apps/server/src/modules/auth/index.ts';
import { REPO_ROOT, SERVER_ENTRY } from './paths.ts';
import { freePort, type Pinned, SERVER_CORE, spawnPinned, stop, waitForOk } from './proc.ts';

/**
 * The built server (apps/server/dist/server.js) as production runs it, pinned to the
 * server core. Its environment is built from scratch, not inherited, so nothing in the
 * caller's shell (OAuth keys, another DATABASE_URL) changes what is measured.
 */
export interface RunningServer {
  proc: Pinned;
  origin: string;
  env: Env;
  /** Milliseconds from spawn to the first 200 of /api/ready. */
  readyMs: number;
  /** A bearer token for a users row, minted with the server's own token service and key. */
  token(user: { id: string; email: string }): Promise<string>;
}

export function baseEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'LANG', 'TZ', 'TMPDIR'];
  return Object.fromEntries(
    keep.flatMap((k) => (process.env[k] ? [[k, process.env[k] as string]] : [])),
  );
}

export async function startServer(opts: {
  /** Extra settings: DATABASE_URL or DATA_DIR, WEB_DIST_DIR... */
  env: Record<string, string>;
  production?: boolean;
  readyTimeoutMs?: number;
}): Promise<RunningServer> {
  const port = await freePort();
  const production = opts.production ?? true;
  const env: Record<string, string> = {
    ...baseEnv(),
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    // 200 buyers book from one address as fast as they can: a load test, not abuse (decision 011).
    BOOKING_RATE_LIMIT_PER_IP: '1000000',
    BOOKING_RATE_LIMIT_PER_ACCOUNT: '1000000',
    // Each of them holds many listings at once: no hoarding cap (issue #14 finding 7).
    MAX_OPEN_BOOKINGS_PER_BUYER: '1000000',
    UPLOAD_RATE_LIMIT_PER_IP: '1000000',
    TOKEN_RATE_LIMIT_PER_IP: '1000000',
    REPORT_RATE_LIMIT_PER_IP: '1000000',
    // The write scenarios (issue #22 item 2): sellers add, advertise and edit, buyers report,
    // all from one address, as fast as they can.
    REPORT_RATE_LIMIT_PER_ACCOUNT: '1000000',
    LISTING_RATE_LIMIT_PER_IP: '1000000',
    LISTING_RATE_LIMIT_PER_ACCOUNT: '1000000',
    UPLOAD_RATE_LIMIT_PER_ACCOUNT: '1000000',
    // A scheduled backup (issue #40) a second after start would take CPU from the measures.
    BACKUP_INTERVAL_HOURS: '0',
    ...(production
      ? {
          NODE_ENV: 'production',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          PAYMENT_PROVIDER: 'sandbox',
          MAIL_URL: 'outbox',
        }
      : {}),
    // Given, so the bench mints tokens with the server's own key (decision 022).
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // Production with DATABASE_URL requires it (issue #16); this run's own.
    IMEI_KEY: randomBytes(32).toString('hex'),
    // And the Web Push pair (issue #39, decision 064).
    ...vapidEnv(),
    ...opts.env,
    // A/B of one setting on the same build: BENCH_SERVER_ENV='ACCOUNT_CACHE_SECONDS=0'.
    ...Object.fromEntries(
      (process.env.BENCH_SERVER_ENV ?? '')
        .split(' ')
        .filter((pair) => pair.includes('='))
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    ),
  };
  if (env.DATA_DIR) await mkdir(path.resolve(REPO_ROOT, env.DATA_DIR), { recursive: true });
  const started = performance.now();
  // Looking inside a run: BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' (or
  // '--trace-gc'), BENCH_SERVER_LOG=/tmp/server.log keeps what the server prints.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const logFile = process.env.BENCH_SERVER_LOG;
  const proc = spawnPinned(SERVER_CORE, process.execPath, [...nodeArgs, SERVER_ENTRY], {
    env,
    ...(logFile ? { stdout: (chunk: string) => appendFileSync(logFile, chunk) } : {}),
  });
  const origin = `http://127.0.0.1:${port}`;
  const readyMs = await waitForOk(
    `${origin}/api/ready`,
    proc,
    opts.readyTimeoutMs ?? 120_000,
    started,
  ).catch(async (error: unknown) => {
    await stop(proc);
    throw error;
  });
  const parsed = requireGivenSecrets(loadEnv(env));
  const tokens = createTokenService(parsed);
  return {
    proc,
    origin,
    env: parsed,
    readyMs,
    token: (user) => tokens.issue({ sub: user.id, email: user.email }),
  };
}

/** This run's own VAPID pair: production with DATABASE_URL requires one (decision 064). */
function vapidEnv(): Record<string, string> {
  const pair = vapidKeysFrom(randomBytes(32));
  return { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };
}
