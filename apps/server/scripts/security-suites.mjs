// Shared by fuzz.mjs and reliability.mjs: where the repository is, and how to run the server's
// security suites with PostgreSQL when one answers (as scripts/validate.mjs does).
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../..');
export const figuresDir = path.join(root, 'test-results', 'security');
export const SUITES = 'apps/server/src/test/security';
/** Every folder `npm run reliability` runs (issue #7 items 1-9). */
export const RELIABILITY_SUITES = [
  SUITES,
  'apps/server/src/test/workload',
  'apps/server/src/test/faults',
];

function canConnect(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
}

/** TEST_DATABASE_URL as given, or the local default server when it answers. */
export async function testEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  if (!env.TEST_DATABASE_URL && (await canConnect('127.0.0.1', 5432))) {
    env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
  }
  if (!env.TEST_DATABASE_URL) console.warn('!!! PostgreSQL not reachable: PGlite only.');
  return env;
}

/** Runs vitest on the given test paths from the repository root; returns the exit status. */
export function vitest(paths, env, extraArgs = []) {
  const args = ['vitest', 'run', '--project', 'server', ...paths, ...extraArgs];
  console.log(`\n=== npx ${args.join(' ')}`);
  return spawnSync('npx', args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
}
