import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_ENTRY = path.join(root, 'apps/server/dist/server.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export async function waitForReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become ready within ${timeoutMs} ms`);
}

export interface AppServer {
  baseURL: string;
  logs: string[];
  /**
   * Stops the server, runs `whileStopped` on its data folder (PGlite is one process's at a
   * time), then starts it again on the same port with the same settings and data.
   */
  restart(whileStopped: (dataDir: string) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the built server (apps/server/dist) on a free loopback port with a scratch DATA_DIR
 * (embedded PGlite): the global setup's server, and extra ones a test file needs with other
 * settings (e.g. MAIL_URL pointing at a test's SMTP server). `env` is added to the defaults;
 * as a function it is given the server's origin first (an OIDC issuer needs the callback URL).
 */
export async function startAppServer(
  env: Record<string, string> | ((baseURL: string) => Promise<Record<string, string>>) = {},
): Promise<AppServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pb-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const extra = typeof env === 'function' ? await env(baseURL) : env;
  const logs: string[] = [];
  const childEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    // Tests list phones of many sellers with the same fixture picture; a test about copied
    // photos passes LISTING_REVIEW_PHOTO_MATCH: 'true' in `env` (decision 041).
    LISTING_REVIEW_PHOTO_MATCH: 'false',
    // A scratch DATA_DIR has nothing to keep: no scheduled backup (issue #40).
    BACKUP_INTERVAL_HOURS: '0',
    // The origin the browser uses: better-auth checks the Origin of every sign-in POST.
    PUBLIC_URL: baseURL,
    ...extra,
  };
  let child: ChildProcess;
  const start = async () => {
    child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => logs.push(String(d)));
    child.stderr?.on('data', (d) => logs.push(String(d)));
    try {
      // Generous: a start on a busy 2-core machine has taken over a minute.
      await waitForReady(baseURL, child, 120_000);
    } catch (error) {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(`${(error as Error).message}\n${logs.join('')}`);
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  };
  const close = async () => {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const restart = async (whileStopped: (dir: string) => Promise<void>) => {
    await stop();
    await whileStopped(dataDir);
    await start();
  };
  await start();
  return { baseURL, logs, restart, close };
}
