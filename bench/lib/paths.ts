import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (bench/ sits one level under it). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BENCH_ROOT = path.join(REPO_ROOT, 'bench');
export const RESULTS_DIR = path.join(BENCH_ROOT, 'results');
export const README_PATH = path.join(BENCH_ROOT, 'README.md');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/server.js');
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

/**
 * Generated data sets (PGlite folders, manifests) live outside the repository: they are
 * large and machine-specific. BENCH_DATA_DIR moves them.
 */
export const DATA_ROOT = process.env.BENCH_DATA_DIR
  ? path.resolve(process.env.BENCH_DATA_DIR)
  : path.join(os.tmpdir(), 'phonebazaar-bench');

/** Entry files run in child processes through tsx. */
export const LOAD_WORKER = path.join(BENCH_ROOT, 'load/worker.ts');
export const RAW_HTTP = path.join(BENCH_ROOT, 'baselines/raw-http.ts');
export const DB_LOOP = path.join(BENCH_ROOT, 'baselines/db-loop.ts');
