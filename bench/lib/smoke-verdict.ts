import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BENCH_ROOT } from './paths.ts';
import { formatRatio, round } from './stats.ts';

/**
 * The smoke bench's committed figures and its one rule: a route fails when its ratio to its
 * baseline (measured in the same run) falls below 2/3 of the committed ratio, i.e. drops by
 * more than a third. Only a drop fails; a faster route is reported, never refused.
 */

export const SMOKE_BASELINE_FILE = path.join(BENCH_ROOT, 'smoke-baseline.json');
export const ALLOWED_DROP = 1 / 3;

export interface SmokeFigure {
  route: string;
  title: string;
  /** What the ratio is taken against: `raw node:http` or `DB loop`. */
  baseline: string;
  ratio: number;
  /** Wall-clock req/s of the server and the baseline (or queries/s), for people only. */
  serverRps: number;
  baselineRps: number;
  /** CPU milliseconds per answer: the ratio is baselineCpuMs / serverCpuMs. */
  serverCpuMs: number;
  baselineCpuMs: number;
  /** Answers that were not 2xx, and connection errors: any fails the route. */
  failures: number;
}

/**
 * Committed ratios per Node major: the yardstick for cached reads is raw node:http on the same
 * runtime, and a runtime change moves it (Node 24's http answers a cached read for ~20% less CPU
 * than Node 20's while our server's cost stayed put, decision 053), so one runtime's ratios are
 * no floor for another's.
 */
export interface SmokeRuntimeFigures {
  commit: string;
  date: string;
  machine: string;
  /** 1, 5 and 15 minute load averages when the run started (other work on the machine). */
  loadAverage: string;
  /** Set when the ratios were worked out from another runtime's rather than measured. */
  derived?: string;
  routes: Record<string, { title: string; baseline: string; ratio: number }>;
}

export interface SmokeCommitted {
  note: string;
  /** Keyed `node<major>`, e.g. `node24`. */
  runtimes: Record<string, SmokeRuntimeFigures>;
}

export interface SmokeVerdict extends SmokeFigure {
  committed?: number;
  verdict: 'ok' | 'FAIL' | 'new';
}

/** This process's runtime as the committed file keys it. */
export function runtimeKey(version = process.versions.node): string {
  return `node${version.split('.')[0]}`;
}

export async function readCommitted(file = SMOKE_BASELINE_FILE): Promise<SmokeCommitted | null> {
  if (!existsSync(file)) return null;
  return JSON.parse(await readFile(file, 'utf8')) as SmokeCommitted;
}

/** Writes this runtime's ratios; other runtimes' stay as they were. */
export async function writeCommitted(
  figures: SmokeFigure[],
  about: { commit: string; machine: string; loadAverage: string },
  runtime = runtimeKey(),
  file = SMOKE_BASELINE_FILE,
): Promise<void> {
  const before = await readCommitted(file);
  const committed: SmokeCommitted = {
    note: "Written by `npm run smoke -- --update` (bench/smoke.ts), per Node major: ratio = the baseline's CPU time per answer over the server's, both on that runtime. A route fails the smoke when its ratio falls below 2/3 of the ratio here for the runtime it runs on.",
    runtimes: {
      ...before?.runtimes,
      [runtime]: {
        commit: about.commit,
        date: new Date().toISOString(),
        machine: about.machine,
        loadAverage: about.loadAverage,
        routes: Object.fromEntries(
          figures.map((f) => [f.route, { title: f.title, baseline: f.baseline, ratio: f.ratio }]),
        ),
      },
    },
  };
  await writeFile(file, `${JSON.stringify(committed, null, 2)}\n`);
}

/** Each route's figure from the run with its median ratio (runs: one list of figures each). */
export function medianFigures(runs: SmokeFigure[][]): SmokeFigure[] {
  return runs[0]!.map((first) => {
    const mine = runs
      .map((figures) => figures.find((f) => f.route === first.route)!)
      .sort((a, b) => a.ratio - b.ratio);
    return mine[Math.floor(mine.length / 2)]!;
  });
}

/** The committed ratios this runtime is judged by; none when its Node major has none. */
export function committedFor(
  committed: SmokeCommitted | null,
  runtime = runtimeKey(),
): SmokeRuntimeFigures | undefined {
  return committed?.runtimes?.[runtime];
}

export function judge(figures: SmokeFigure[], committed?: SmokeRuntimeFigures): SmokeVerdict[] {
  return figures.map((f) => {
    const before = committed?.routes[f.route]?.ratio;
    const dropped = before !== undefined && f.ratio < before * (1 - ALLOWED_DROP);
    const verdict = f.failures > 0 || dropped ? 'FAIL' : before === undefined ? 'new' : 'ok';
    return { ...f, ...(before !== undefined ? { committed: before } : {}), verdict };
  });
}

export function formatTable(verdicts: SmokeVerdict[]): string {
  const rows = [
    [
      'Route',
      'CPU ms',
      'req/s',
      'baseline',
      'CPU ms',
      'per s',
      'ratio',
      'committed',
      'floor',
      'verdict',
    ],
    ...verdicts.map((v) => [
      v.title,
      String(v.serverCpuMs),
      String(Math.round(v.serverRps)),
      v.baseline,
      String(v.baselineCpuMs),
      String(Math.round(v.baselineRps)),
      formatRatio(v.ratio),
      v.committed === undefined ? '-' : formatRatio(v.committed),
      v.committed === undefined ? '-' : formatRatio(v.committed * (1 - ALLOWED_DROP)),
      v.verdict,
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')).join('\n');
}

/** One line per route that dropped, for the CI log. */
export function failureLines(verdicts: SmokeVerdict[]): string[] {
  return verdicts
    .filter((v) => v.verdict === 'FAIL')
    .map((v) =>
      v.failures > 0
        ? `smoke-bench FAIL ${v.route}: ${v.failures} answers were not 2xx or failed`
        : `smoke-bench FAIL ${v.route}: ${formatRatio(v.ratio)} of ${v.baseline}, below 2/3 of the committed ${formatRatio(v.committed)} (${round((v.ratio / v.committed!) * 100, 0)}% of it)`,
    );
}
