import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { type AppServer, SERVER_ENTRY, startAppServer } from './support/app-server.ts';
import { CHROMIUM_PATH, playwrightDisabledFeatures } from './support/browser.ts';
import { startTestIssuer } from './support/oidc-issuer.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = SERVER_ENTRY;
const webIndex = path.join(root, 'apps/web/dist/index.html');

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: a file uses `baseURLs[VITEST_POOL_ID - 1]` (support/browser.ts). */
    baseURLs: string[];
    /** The social provider's button name on the sign-in pages ('Continue with …'). */
    oidcName: string;
    /** Playwright's own --disable-features list, which launchBrowser extends. */
    chromiumDisabledFeatures: string[];
  }
}

const OIDC_NAME = 'Test SSO';

/**
 * Browser test files run two at a time (vitest.config.ts), each worker against its own server:
 * the built app on embedded PGlite in a scratch folder with demo data, exactly what a newcomer
 * gets from `npm start`, plus a local OpenID Connect issuer (the one the server's own tests
 * use) for the social sign-in popup. A file sees only its worker's server, so two files never
 * book, sell or verify on the same data at once.
 */
export const E2E_WORKERS = 2;

async function startServerWithIssuer(): Promise<{ server: AppServer; close: () => Promise<void> }> {
  let issuer: Awaited<ReturnType<typeof startTestIssuer>> | undefined;
  try {
    const server = await startAppServer(async (origin) => {
      issuer = await startTestIssuer(`${origin}/api/auth/callback/oidc`);
      return {
        DEMO_DATA: 'true',
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
        // The buying and offer files hold several phones with one fresh account; the cap of 1
        // open booking without a verified phone (issue #36) is run by hardening-bookings.test.ts.
        MAX_OPEN_BOOKINGS_UNVERIFIED_PHONE: '3',
      };
    });
    return {
      server,
      close: async () => {
        await server.close();
        await issuer?.close();
      },
    };
  } catch (error) {
    await issuer?.close();
    throw error;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: run \`apt-get install -y chromium\` (CI does).`);
  }
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    throw new Error('The app is not built: run `npm run build` before the browser tests.');
  }
  const started = await Promise.allSettled(
    Array.from({ length: E2E_WORKERS }, () => startServerWithIssuer()),
  );
  const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const closeAll = () => Promise.all(running.map((r) => r.close()));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await closeAll();
    throw failed.reason;
  }
  project.provide(
    'baseURLs',
    running.map((r) => r.server.baseURL),
  );
  project.provide('oidcName', OIDC_NAME);
  project.provide('chromiumDisabledFeatures', await playwrightDisabledFeatures());

  return async () => {
    await closeAll();
  };
}
