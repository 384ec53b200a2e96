import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A throw-away PostgreSQL cluster on a free port, for the suites that stop the database
 * (issue #7 item 8). The shared server on 5432 is never touched: everyone's tests use it.
 */
const run = promisify(execFile);
const ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder, or undefined when none is installed. */
export function postgresBinDir(): string | undefined {
  if (!existsSync(ROOT)) return undefined;
  const versions = readdirSync(ROOT)
    .filter((v) => existsSync(path.join(ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(ROOT, versions[0], 'bin') : undefined;
}

/** In CI the binaries are installed by .ci/run: a missing one is a failure, not a skip. */
export function privatePostgresAvailable(): boolean {
  if (postgresBinDir()) return true;
  if (process.env.CI === 'true') throw new Error(`CI=true but no PostgreSQL binaries in ${ROOT}`);
  console.warn(`!!! No PostgreSQL binaries in ${ROOT}: the database outage suite is SKIPPED.`);
  return false;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface PrivatePostgres {
  url: string;
  start(): Promise<void>;
  /** `immediate` is a crash as far as clients can tell; `fast` is an orderly shutdown. */
  stop(mode: 'immediate' | 'fast'): Promise<void>;
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`no PostgreSQL binaries in ${ROOT}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pb-pg-'));
  const data = path.join(dir, 'data');
  // initdb refuses to run as root: the cluster belongs to the postgres user then.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);

  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start']);
  };
  const stop = async (mode: 'immediate' | 'fast') => {
    await pg('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await stop('immediate').catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
