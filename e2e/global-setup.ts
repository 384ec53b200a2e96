import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './support/browser.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = path.join(root, 'apps/server/dist/server.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number) {
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

/**
 * Starts the built app once for all browser tests: embedded PGlite in a scratch folder
 * with demo data, exactly what a newcomer gets from `npm start`.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: run \`apt-get install -y chromium\` (CI does).`);
  }
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    throw new Error('The app is not built: run `npm run build` before the browser tests.');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pb-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => logs.push(String(d)));
  child.stderr?.on('data', (d) => logs.push(String(d)));
  try {
    await waitForReady(baseURL, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${logs.join('')}`);
  }
  project.provide('baseURL', baseURL);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  };
}
