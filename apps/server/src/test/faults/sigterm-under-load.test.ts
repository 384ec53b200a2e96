import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client.ts';
import { bookings, reports } from '../../db/schema.ts';
import { loadEnv } from '../../env.ts';
import { withSecrets } from '../../lib/secrets.ts';
import { writeFigures } from '../security/figures.ts';
import { databaseKinds, RAISED_RATE_LIMITS, type TestContext } from '../test-app.ts';
import { freshDatabase, marketFor } from './fault-app.ts';
import { byStatus, startLoad } from './load.ts';
import { spawnServer } from './spawn-server.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A private database the spawned server will use, and the settings to reach it. */
async function privateDatabase(kind: 'pglite' | 'postgres') {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pb-sigterm-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const settings: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    PUBLIC_URL: 'http://localhost:3999',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    RESPONSE_CACHE: 'false',
    ...RAISED_RATE_LIMITS,
    DATABASE_URL: '',
  };
  if (kind === 'postgres') {
    const target = await freshDatabase(process.env.TEST_DATABASE_URL!);
    cleanups.push(target.drop);
    settings.DATABASE_URL = target.url;
  }
  // The keys land in DATA_DIR first, so the spawned server reads the same ones (decision 022).
  const env = await withSecrets(loadEnv(settings));
  const open = () => createDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  return { env, settings, open };
}

/** Issue #7 item 8: SIGTERM in the middle of writes loses none that were acknowledged. */
describe('SIGTERM under load', () => {
  for (const kind of databaseKinds) {
    it(`When SIGTERM arrives mid-load, then the process exits 0 and every acknowledged write is in the database [${kind}]`, async () => {
      const { env, settings, open } = await privateDatabase(kind);
      // Listings and accounts first, with the database to ourselves (PGlite is one process).
      let database: Database = await open();
      await database.migrate();
      const seeding = { database, env, kind } as unknown as TestContext;
      const market = await marketFor(seeding, 300, 12);
      await database.close();

      const spawning = performance.now();
      const server = await spawnServer(settings);
      const startSeconds = (performance.now() - spawning) / 1000;
      const send = async (method: string, url: string, token?: string, body?: object) => {
        const res = await fetch(`${server.url}${url}`, {
          method,
          headers: {
            ...(token ? { authorization: token } : {}),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
          signal: AbortSignal.timeout(15_000),
        });
        const text = await res.text();
        return {
          status: res.status,
          json: () => (text.startsWith('{') ? JSON.parse(text) : {}),
          header: (name: string) => res.headers.get(name) ?? undefined,
        };
      };
      const load = startLoad({ send, ...market }, 8);
      // Signal once writes are flowing (a busy machine may take a while to warm up).
      const warm = performance.now() + 20_000;
      while (load.samples.filter((s) => s.acked).length < 20 && performance.now() < warm) {
        await sleep(100);
      }
      const signalledAt = performance.now();
      server.child.kill('SIGTERM');
      const code = await server.exited;
      const exitSeconds = (performance.now() - signalledAt) / 1000;
      const samples = await load.stop();

      database = await open();
      try {
        const db = database.db;
        const stored = new Set(
          (await db.select({ id: bookings.id }).from(bookings)).map((r) => r.id),
        );
        const reported = new Set(
          (await db.select().from(reports)).map((r) => `${r.productId}:${r.reporterId}`),
        );
        const acked = samples.filter((s) => s.acked);
        const found = acked.filter((s) => (s.op === 'book' ? stored : reported).has(s.acked!));
        const afterSignal = samples.filter((s) => s.endedAt > signalledAt);
        writeFigures(`faults-sigterm-${kind}`, {
          requests: samples.length,
          statuses: byStatus(samples),
          acknowledgedWrites: acked.length,
          foundAfterExit: found.length,
          afterSignal: byStatus(afterSignal),
          afterSignal503Codes: [
            ...new Set(afterSignal.filter((s) => s.status === 503).map((s) => s.code)),
          ],
          startSeconds: Number(startSeconds.toFixed(1)),
          exitCode: code,
          exitSeconds: Number(exitSeconds.toFixed(2)),
        });
        expect(code, server.output()).toBe(0);
        expect(server.output()).toContain('shutting down');
        expect(acked.length).toBeGreaterThanOrEqual(10);
        expect(found.length).toBe(acked.length);
        // After the signal: answered, refused at the door (0) or told to come back (503).
        expect(samples.filter((s) => ![0, 200, 409, 503].includes(s.status))).toEqual([]);
      } finally {
        await database.close();
      }
    }, 180_000);
  }
});
