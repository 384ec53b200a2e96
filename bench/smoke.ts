/**
 * `npm run smoke`: issue #22 item 5, the CI smoke bench. A minute at most on two cores: a
 * 10k-listing PGlite data set (bench/lib/smoke-data.ts), the built server with its response
 * cache on, a fixed number of requests per route, and each route's cost as a ratio to a
 * baseline measured in the same run: raw node:http replaying the server's bytes for the cached
 * reads, the route's own SQL in a loop for the uncached ones. Exits 1 when a route's ratio falls
 * below 2/3 of the committed one for this Node major (bench/smoke-baseline.json) in this run and
 * again in a second run of its own; `--update` writes this runtime's ratios in that file.
 */

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { log, seconds } from './lib/log.ts';
import { describeBuild } from './lib/machine.ts';
import { parseSize } from './lib/options.ts';
import { DATA_ROOT, SERVER_ENTRY } from './lib/paths.ts';
import { hasCommand } from './lib/proc.ts';
import { openDbLoop } from './lib/smoke-cpu.ts';
import { smokeDataSet } from './lib/smoke-data.ts';
import { planSmoke } from './lib/smoke-plan.ts';
import { dbLoopQueries, SMOKE_SHAPE, smokeFigure } from './lib/smoke-routes.ts';
import { measureServer } from './lib/smoke-server.ts';
import {
  committedFor,
  failureLines,
  formatTable,
  judge,
  medianFigures,
  readCommitted,
  runtimeKey,
  SMOKE_BASELINE_FILE,
  type SmokeFigure,
  type SmokeVerdict,
  writeCommitted,
} from './lib/smoke-verdict.ts';

const USAGE = `usage: npm run smoke [-- --update] [--regenerate] [--size 10k] [--json FILE]
  --update       write this Node major's ratios in bench/smoke-baseline.json: each route's median of
                 three runs (this one and two more)
  --regenerate   make the data set again even if a matching one exists
  --json FILE    also write this run's figures and every load run to FILE`;

function options() {
  const { values } = parseArgs({
    options: {
      update: { type: 'boolean', default: false },
      regenerate: { type: 'boolean', default: false },
      size: { type: 'string', default: '10k' },
      json: { type: 'string' },
      // Internal: this run is the second look at a failing one (confirmRun).
      confirming: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  // Refused loudly, never skipped: CI runs this on a machine that has all three.
  if (!existsSync(SERVER_ENTRY)) throw new Error('no server build: run `npm run build` first');
  if (!hasCommand('taskset')) throw new Error('taskset (util-linux) is required to pin processes');
  if (os.cpus().length < 2) throw new Error('two cores are needed: server and load apart');
  return { ...values, size: parseSize(values.size) };
}

async function main() {
  const started = performance.now();
  const opts = options();
  const load = os.loadavg().map((v) => Math.round(v * 100) / 100);
  log(`smoke: ${opts.size} listings on PGlite; load average ${load.join(' ')}`);
  await mkdir(DATA_ROOT, { recursive: true });
  const workDir = await mkdtemp(path.join(DATA_ROOT, 'smoke-run-'));
  try {
    const dataSet = await smokeDataSet(opts.size, opts.regenerate, workDir);
    const { plan, routes, searchStatements } = await planSmoke(dataSet);
    // The DB loop's own copy: the server holds its folder while both are measured in turn.
    const loopDir = path.join(workDir, 'loop');
    await cp(dataSet.dataDir!, loopDir, { recursive: true });
    const dbLoop = await openDbLoop(path.join(loopDir, 'pglite'), SMOKE_SHAPE.dbLoop);
    const queries = new Map(dbLoopQueries(plan, searchStatements).map((q) => [q.name, q]));
    const all: SmokeFigure[][] = [];
    const details: unknown[] = [];
    try {
      const uncached = routes.filter((r) => r.baseline === 'dbloop');
      const { costs, runs } = await measureServer(dataSet.dataDir!, plan, routes, workDir, {
        warmUp: () =>
          dbLoop.warmUp(
            uncached.map((r) => queries.get(r.name)!),
            uncached[0]!.requests.warmup,
          ),
        cost: (r) => dbLoop.measure(queries.get(r.name)!),
      });
      all.push(
        routes.map((r) => {
          const cost = costs.get(r.name)!;
          const baseline = cost[r.baseline];
          if (!cost.server || !baseline) throw new Error(`${r.name}: not measured`);
          return smokeFigure(r, cost.server, baseline);
        }),
      );
      details.push({ costs: Object.fromEntries(costs), runs });
    } finally {
      await dbLoop.close();
    }
    if (opts.update) all.push(...(await moreRuns(workDir)));
    const figures = medianFigures(all);
    const runtime = runtimeKey();
    const committed = committedFor(await readCommitted(), runtime);
    const verdicts = judge(figures, committed);
    if (opts.json) {
      const detail = { verdicts, runs: details };
      await writeFile(opts.json, `${JSON.stringify(detail, null, 2)}\n`);
    }
    console.log(`\n${formatTable(verdicts)}\n`);
    log(`smoke: ${seconds(started)} s in all (data set ${dataSet.reused ? 'copied' : 'made'})`);
    if (opts.update) {
      if (all.flat().some((f) => f.failures > 0))
        throw new Error('failed answers: nothing written');
      const cpu = os.cpus();
      await writeCommitted(figures, {
        commit: describeBuild().commit,
        machine: `${cpu[0]?.model.trim() ?? 'unknown'}, ${cpu.length} cores`,
        loadAverage: load.join(' '),
      });
      log(`smoke: ${path.relative(process.cwd(), SMOKE_BASELINE_FILE)} written`);
      return;
    }
    // A confirming run only reports its verdicts (in its JSON): the first run judges both.
    if (opts.confirming) return;
    if (!committed) {
      // A runtime without its own ratios is not judged by another's (decision 053): refused,
      // never passed quietly.
      console.error(
        `smoke-bench FAIL: ${path.relative(process.cwd(), SMOKE_BASELINE_FILE)} has no ratios for ${runtime}: take them with \`npm run smoke -- --update\` on a quiet machine`,
      );
      process.exitCode = 1;
      return;
    }
    let failing = verdicts.filter((v) => v.verdict === 'FAIL');
    if (failing.length > 0) {
      // One run on a shared 2-core machine can land a route under its floor by noise alone (CI
      // saw a different route fail in each of three runs of the same build). A route fails only
      // if it fails again in a second run of its own; a real regression fails both.
      log(`smoke: ${failing.map((v) => v.route).join(', ')} below the floor; confirming`);
      const again = await confirmRun(workDir);
      failing = failing.filter((v) => again.find((a) => a.route === v.route)?.verdict !== 'ok');
    }
    const failures = failureLines(failing);
    for (const line of failures) console.error(line);
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** A second run in a process of its own (as `moreRuns`), for a failing first run. */
function confirmRun(workDir: string): Promise<SmokeVerdict[]> {
  return runAgain<SmokeVerdict>(path.join(workDir, 'confirm.json'), ['--confirming']);
}

/** This script again in a process of its own, writing its verdicts to `file`. */
async function runAgain<T>(file: string, extra: string[] = []): Promise<T[]> {
  spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, '--json', file, ...extra], {
    stdio: 'inherit',
  });
  if (!existsSync(file)) throw new Error(`the run for ${path.basename(file)} wrote nothing`);
  return (JSON.parse(await readFile(file, 'utf8')) as { verdicts: T[] }).verdicts;
}

/**
 * `--update`: two more runs, each a process of its own as in CI (a second measurement in this
 * process would find its DB loop warmer than any CI run's), for a median of three.
 */
async function moreRuns(workDir: string): Promise<SmokeFigure[][]> {
  const out: SmokeFigure[][] = [];
  for (let i = 2; i <= 3; i++) {
    out.push(await runAgain<SmokeFigure>(path.join(workDir, `update-${i}.json`)));
  }
  return out;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
