import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  type LighthousePage,
  type LighthouseResults,
  writeLighthouseReport,
} from './lib/lighthouse-report.ts';
import { describeBuild } from './lib/machine.ts';
import { REPO_ROOT, RESULTS_DIR, SERVER_ENTRY, WEB_DIST } from './lib/paths.ts';
import { stop } from './lib/proc.ts';
import { startServer } from './lib/server.ts';
import { median } from './lib/stats.ts';

/**
 * Issue #8 item 5: mobile Lighthouse (its defaults: Moto G Power emulation, simulated slow
 * 4G and 4x CPU) on `/`, `/all-products`, a category page and a listing's page of the built app, on a fresh
 * PGlite with the demo data. Everything is local: a request to any other origin fails the run.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// Diagnosis: keep every full Lighthouse report (JSON) in this folder.
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const TARGET = { score: 95, cls: 0.05 };

// No first-run work, updates, sync or telemetry, so the browser itself calls nobody.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
  '--no-default-browser-check',
  '--metrics-recording-only',
  '--mute-audio',
];

interface Run {
  score: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  lcpElement: string | undefined;
  /** Performance audits under 0.9 that name a saving, as Lighthouse words them. */
  flagged: string[];
  outsideRequests: string[];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function readRun(lhr: Lhr, origin: string): Run {
  const audit = (id: string) => lhr.audits[id];
  const num = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const requests =
    (audit('network-requests')?.details as { items?: { url: string }[] })?.items ?? [];
  const lcpItems = (
    audit('largest-contentful-paint-element')?.details as {
      items?: { items?: { node?: { snippet?: string } }[] }[];
    }
  )?.items;
  const perf = lhr.categories.performance?.auditRefs ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: num('cumulative-layout-shift'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    fcpMs: num('first-contentful-paint'),
    speedIndexMs: num('speed-index'),
    lcpElement: lcpItems?.[0]?.items?.[0]?.node?.snippet,
    flagged: perf
      .map((ref) => audit(ref.id))
      .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a?.title}${a?.displayValue ? ` (${a.displayValue})` : ''}`),
    outsideRequests: requests
      .map((r) => r.url)
      .filter(
        (url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'),
      ),
  };
}

async function measure(url: string, port: number, origin: string): Promise<Run[]> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    const run = readRun(result.lhr, origin);
    if (REPORT_DIR) {
      await mkdir(REPORT_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${i + 1}.json`;
      await writeFile(path.join(REPORT_DIR, name), JSON.stringify(result.lhr));
    }
    console.log(
      `  ${url} run ${i + 1}: score ${run.score}, CLS ${run.cls.toFixed(3)}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms`,
    );
    runs.push(run);
  }
  return runs;
}

function summarise(name: string, pagePath: string, runs: Run[]): LighthousePage {
  // The run with the median score stands for the page; the other medians are per metric.
  const byScore = [...runs].sort((a, b) => a.score - b.score);
  const mid = byScore[Math.floor(byScore.length / 2)] as Run;
  return {
    name,
    path: pagePath,
    score: median(runs.map((r) => r.score)),
    cls: median(runs.map((r) => r.cls)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    speedIndexMs: median(runs.map((r) => r.speedIndexMs)),
    lcpElement: mid.lcpElement,
    flagged: mid.flagged,
    outsideRequests: [...new Set(runs.flatMap((r) => r.outsideRequests))],
    runs,
  };
}

async function main() {
  if (!existsSync(SERVER_ENTRY) || !existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('The app is not built: run `npm run build` first.');
  }
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing (apt-get install -y chromium).`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pb-lighthouse-'));
  // Production refuses DEMO_DATA (issue #14 finding 1): the demo is seeded into the folder by
  // the seed script in development mode first, then the production server starts on it.
  execFileSync('npx', ['tsx', path.join(REPO_ROOT, 'apps/server/src/scripts/seed.ts')], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  const server = await startServer({ env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    // The API answers a bare array (the spec's shape).
    const categories = (await (await fetch(`${server.origin}/api/categories`)).json()) as {
      _id: string;
      name: string;
    }[];
    const category = categories[0];
    if (!category) throw new Error('The demo data has no categories.');
    // A listing's own page (issue #16): the newest demo listing.
    const [listing] = (await (await fetch(`${server.origin}/api/allproducts?limit=1`)).json()) as {
      _id: string;
    }[];
    if (!listing) throw new Error('The demo data has no listings.');
    const pages = [
      { name: 'Home', path: '/' },
      { name: 'All products', path: '/all-products' },
      { name: `Category (${category.name})`, path: `/categories/${category._id}` },
      { name: 'Listing', path: `/listings/${listing._id}` },
      // A search's results (issue #17), prerendered per query like the storefront.
      { name: 'Search results', path: '/search?q=iphone' },
    ];
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    const results: LighthousePage[] = [];
    for (const page of pages) {
      const runs = await measure(`${server.origin}${page.path}`, chrome.port, server.origin);
      results.push(summarise(page.name, page.path, runs));
    }
    const lighthouseVersion = (await import('lighthouse/package.json', { with: { type: 'json' } }))
      .default.version as string;
    const report: LighthouseResults = {
      kind: 'lighthouse',
      date: new Date().toISOString(),
      lighthouse: lighthouseVersion,
      runsPerPage: RUNS,
      target: TARGET,
      machine: {
        cpu: os.cpus()[0]?.model ?? 'unknown',
        cores: os.cpus().length,
        node: process.version,
        chromium: execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim(),
        loadAverage: os.loadavg().map((v) => Math.round(v * 100) / 100),
      },
      build: describeBuild(),
      pages: results,
    };
    await mkdir(RESULTS_DIR, { recursive: true });
    const stamp = report.date.slice(0, 16).replace(/[T:]/g, '-');
    const file = path.join(RESULTS_DIR, `lighthouse-${stamp}.json`);
    await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
    await writeLighthouseReport(report, path.basename(file));
    let ok = true;
    for (const p of results) {
      const pass = p.score >= TARGET.score && p.cls < TARGET.cls && p.outsideRequests.length === 0;
      ok &&= pass;
      console.log(
        `${pass ? 'PASS' : 'FAIL'} ${p.path}: median score ${p.score}, CLS ${p.cls.toFixed(3)}, LCP ${Math.round(p.lcpMs)} ms, TBT ${Math.round(p.tbtMs)} ms${p.outsideRequests.length ? `, outside requests: ${p.outsideRequests.join(' ')}` : ''}`,
      );
    }
    console.log(`wrote ${path.relative(process.cwd(), file)} and bench/LIGHTHOUSE.md`);
    if (!ok) process.exitCode = 1;
  } finally {
    if (chrome) await chrome.kill();
    await stop(server.proc);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
