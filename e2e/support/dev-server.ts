import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type AppServer, startAppServer } from './app-server.ts';
import { VIEWPORTS, type ViewportName } from './browser.ts';
import { PASSWORD, uniqueEmail } from './identity.ts';

/**
 * Issue #36 N5: admins no longer read a verification or reset link, nor a phone code, on the
 * Outbox page. A developer reads them where `npm run dev` shows them: the log, which keeps
 * each kept mail and SMS at info in development. These tests start such a server of their own.
 */
export async function startDevServer(env: Record<string, string> = {}) {
  // No demo data: seeding it (pictures, six password hashes) outlasts the start-up wait on a
  // busy machine. The admin is an ADMIN_EMAILS address proven through the log (devAdmin).
  const adminEmail = uniqueEmail('dev-admin');
  const server = await startAppServer({
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    DEMO_DATA: 'false',
    ADMIN_EMAILS: adminEmail,
    ...env,
  });
  return Object.assign(server, { adminEmail, adminReady: false });
}
export type DevServer = Awaited<ReturnType<typeof startDevServer>>;

/**
 * A page signed in as the dev server's admin: signed up, then the address proven by the
 * verification link from the log (ADMIN_EMAILS only reaches a proven address).
 */
export async function openAsDevAdmin(browser: Browser, server: DevServer) {
  const opened = await openOn(browser, server, 'desktop');
  if (server.adminReady) {
    await signInOn(opened.page, server, server.adminEmail, PASSWORD);
    return opened;
  }
  await signUpOn(opened.page, server, 'Dev Admin', server.adminEmail);
  const text = await loggedText(server, 'verify-email', server.adminEmail);
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error('no verification link in the log');
  const verified = await opened.page.request.get(link, { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  server.adminReady = true;
  return opened;
}

interface LoggedMessage {
  kind?: string;
  to?: string;
  text?: string;
}

/** The text of the newest kept mail or SMS of `kind` to `to`, as the development log shows it. */
export async function loggedText(server: AppServer, kind: string, to: string): Promise<string> {
  const find = () => {
    const lines = server.logs
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => {
        try {
          return JSON.parse(line) as LoggedMessage;
        } catch {
          return {};
        }
      })
      .filter((m) => m.kind === kind && m.to === to && typeof m.text === 'string');
    return lines.at(-1)?.text;
  };
  await expect.poll(find, { timeout: 10_000 }).toBeTruthy();
  return find()!;
}

/** A page on `server`, failing on uncaught errors, whose goto waits for the app to hydrate. */
export async function openOn(
  browser: Browser,
  server: AppServer,
  viewport: ViewportName = 'desktop',
) {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: VIEWPORTS[viewport],
  });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(
      () =>
        document.documentElement.dataset.hydrated === 'true' || !document.getElementById('root'),
    );
    return response;
  };
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

/** Signs a new account up on `server` through the identity API, signed in in `page`'s context. */
export async function signUpOn(
  page: Page,
  server: AppServer,
  name = 'Test User',
  email = uniqueEmail('dev'),
) {
  const headers = { origin: server.baseURL };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers,
    data: { name, email, password: PASSWORD },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const record = await page.request.post('/api/users', {
    headers,
    data: { email, name, photoURL: '', role: '' },
  });
  expect(record.status(), await record.text()).toBe(200);
  return email;
}

/** Signs `page`'s context in on `server` as `email`. */
export async function signInOn(page: Page, server: AppServer, email: string, password: string) {
  const reply = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: server.baseURL },
    data: { email, password },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}
