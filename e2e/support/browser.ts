import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** Debian's Chromium; nothing is downloaded (the network only reaches package registries). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Chromium features that only draw the browser's own UI (see launchBrowser). */
export const HIDDEN_BROWSER_UI = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

/**
 * The features a browser runs with disabled, from its chrome://version page (the command line
 * it was given). Chromium keeps only the last --disable-features, so that one is read.
 */
export async function disabledFeatures(page: Page): Promise<string[]> {
  await page.goto('chrome://version');
  const line = (await page.locator('#command_line').textContent()) ?? '';
  const list = [...line.matchAll(/--disable-features=(\S+)/g)].at(-1)?.[1];
  if (!list) throw new Error(`no --disable-features in Chromium's command line: ${line}`);
  return list.split(',');
}

/** The features Playwright disables on every launch (it passes them as one --disable-features). */
export async function playwrightDisabledFeatures(): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    return await disabledFeatures(await browser.newPage());
  } finally {
    await browser.close();
  }
}

/** This worker's own server (global-setup.ts starts one per worker). */
export function baseURL(): string {
  const urls = inject('baseURLs');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(worker - 1) % urls.length] as string;
}

/**
 * `fakeMedia` (issue #21, the self-test): a fake camera and microphone that need no prompt, so
 * getUserMedia answers with Chromium's test pattern and beep.
 */
export function launchBrowser({ fakeMedia = false } = {}): Promise<Browser> {
  // Chromium keeps only the last --disable-features it is given: ours repeats Playwright's own
  // list (read once by global-setup.ts) and adds the address bar's WebUI popups. Each browser
  // window (one per context here) otherwise starts two renderers for an address bar that
  // headless never shows: ~11% of the suite's CPU, measured.
  const disabled = [...inject('chromiumDisabledFeatures'), ...HIDDEN_BROWSER_UI];
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // Without these, Chromium tries to reach Google's hosts and this machine refuses them.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      `--disable-features=${disabled.join(',')}`,
      ...(fakeMedia
        ? ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']
        : []),
    ],
  });
}

/** A page in a fresh context, failing the test on any uncaught page error. */
export async function openPage(browser: Browser, viewport: ViewportName = 'desktop') {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  // A prerendered page is on screen before React adopts it; a click in between would do the
  // browser's default (a form submits itself natively). Every navigation waits for the app's
  // mark; a page that is not the app (no #root: an API answer, another origin) passes at once.
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

/**
 * Waits for the page's finite CSS transitions and animations to end (two seconds at most).
 * A dialog fading in has the contrast of its half-drawn colours: axe judged one mid-transition
 * on a busy CI machine. Endless ones (a spinner) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((a) =>
        Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
      )
      .map((a) => a.finished.catch(() => undefined));
    await Promise.race([Promise.all(ending), new Promise((done) => setTimeout(done, 2000))]);
  });
}

/** Axe must find no serious or critical violation (issue #2 acceptance), on the settled page. */
export async function expectAccessible(page: Page): Promise<void> {
  await settled(page);
  // Only violations are read: axe then skips building node lists for what passed (~10% of
  // its time here). Every rule still runs on every node.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact}: ${v.id} — ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  expect(bad, bad.join('\n')).toEqual([]);
}
