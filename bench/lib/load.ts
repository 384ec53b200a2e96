import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DbLoopJob, DbLoopRun } from '../baselines/db-loop.ts';
import type { LoadJob, RunResult } from '../load/types.ts';
import { DB_LOOP, LOAD_WORKER } from './paths.ts';
import { LOAD_CORE, SERVER_CORE, spawnTsPinned, waitExit } from './proc.ts';

let jobCounter = 0;

/** Seconds a load job may take at most: its own runs plus generous slack. */
function loadBudget(job: LoadJob): number {
  // Each run may be followed by up to 120 s of draining what the server still has in flight.
  const perRun = (job.amountPerRun ? 120 : job.durationSeconds + 5) + 120;
  const warm = (job.warmupAmount ? 120 : job.warmupSeconds + 5) + 120;
  return (warm + job.runs * perRun) * job.targets.length * (job.sequence?.length ?? 1) + 60;
}

/** Runs one load job in the load generator child, pinned to its own core. */
export async function runLoad(job: LoadJob, workDir: string): Promise<RunResult[]> {
  const id = ++jobCounter;
  const jobFile = path.join(workDir, `load-${id}.json`);
  const resultFile = path.join(workDir, `load-${id}.result.json`);
  await writeFile(jobFile, JSON.stringify(job));
  const proc = spawnTsPinned(LOAD_CORE, LOAD_WORKER, [jobFile, resultFile]);
  const code = await waitExit(proc, loadBudget(job) * 1000, 'the load generator');
  if (code !== 0) throw new Error(`the load generator failed (exit ${code}):\n${proc.tail()}`);
  return JSON.parse(await readFile(resultFile, 'utf8')) as RunResult[];
}

/** Runs the database loop baseline in a child pinned to the server's core. */
export async function runDbLoop(job: DbLoopJob, workDir: string): Promise<DbLoopRun[]> {
  const id = ++jobCounter;
  const jobFile = path.join(workDir, `dbloop-${id}.json`);
  const resultFile = path.join(workDir, `dbloop-${id}.result.json`);
  await writeFile(jobFile, JSON.stringify(job));
  const proc = spawnTsPinned(SERVER_CORE, DB_LOOP, [jobFile, resultFile]);
  const budget =
    job.queries.length * (job.warmupSeconds + job.runs * job.durationSeconds + 10) + 120;
  const code = await waitExit(proc, budget * 1000, 'the database loop');
  if (code !== 0) throw new Error(`the database loop failed (exit ${code}):\n${proc.tail()}`);
  return JSON.parse(await readFile(resultFile, 'utf8')) as DbLoopRun[];
}
