import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './support/browser.ts';
import { startTestIssuer } from './support/oidc-issuer.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = path.join(root, 'apps/server/dist/server.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The social provider's button name on the sign-in pages ('Continue with …'). */
    oidcName: string;
  }
}

const OIDC_NAME = 'Test SSO';

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
 * with demo data, exactly what a newcomer gets from `npm start`, plus a local OpenID
 * Connect issuer (the one the server's own tests use) for the social sign-in popup.
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
  const issuer = await startTestIssuer(`${baseURL}/api/auth/callback/oidc`);
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
      // The origin the browser uses: better-auth checks the Origin of every sign-in POST.
      PUBLIC_URL: baseURL,
      OIDC_ISSUER: issuer.url,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: issuer.clientSecret,
      OIDC_NAME,
      // Every test signs up or in from 127.0.0.1; the production limits would trip.
      AUTH_RATE_LIMIT_PER_IP: '1000',
      TOKEN_RATE_LIMIT_PER_IP: '1000',
      UPLOAD_RATE_LIMIT_PER_IP: '1000',
      BOOKING_RATE_LIMIT_PER_IP: '1000',
      REPORT_RATE_LIMIT_PER_IP: '1000',
      PROFILE_RATE_LIMIT_PER_IP: '1000',
      LISTING_RATE_LIMIT_PER_IP: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => logs.push(String(d)));
  child.stderr?.on('data', (d) => logs.push(String(d)));
  try {
    await waitForReady(baseURL, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    await issuer.close();
    throw new Error(`${(error as Error).message}\n${logs.join('')}`);
  }
  project.provide('baseURL', baseURL);
  project.provide('oidcName', OIDC_NAME);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await issuer.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
