import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { log } from './log.ts';
import { stop } from './proc.ts';
import { startServer } from './server.ts';
import { median } from './stats.ts';

/**
 * Start-up of the embedded default, as `npm start` runs with no configuration: PGlite in
 * DATA_DIR, demo data on. Cold: a fresh DATA_DIR (database created, migrated, seeded, demo
 * pictures rendered). Warm: the same folder again. Time from spawn to the first 200 of
 * /api/ready; the server pinned to its core like in every other measurement.
 */
export async function measureStartup(workDir: string, repetitions: number) {
  const coldMs: number[] = [];
  const warmMs: number[] = [];
  for (let i = 0; i < repetitions; i++) {
    const dir = await mkdtemp(path.join(workDir, 'startup-'));
    try {
      for (const phase of ['cold', 'warm'] as const) {
        const server = await startServer({
          production: false,
          env: { DATA_DIR: dir },
          readyTimeoutMs: 60_000,
        });
        (phase === 'cold' ? coldMs : warmMs).push(Math.round(server.readyMs));
        log(`startup ${i + 1}/${repetitions}: ${phase} ${Math.round(server.readyMs)} ms`);
        await stop(server.proc);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return { coldMs, warmMs, coldMedianMs: median(coldMs), warmMedianMs: median(warmMs) };
}
