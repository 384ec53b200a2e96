import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { nginxVersion } from '../baselines/nginx.ts';
import { REPO_ROOT, SERVER_ENTRY, WEB_DIST } from './paths.ts';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  kernel: string;
  node: string;
  postgres?: string;
  pglite: string;
  nginx?: string;
  autocannon: string;
  /** 1, 5 and 15 minute load averages when the run started and ended: other work on the box. */
  loadAverage: { start: number[]; end?: number[] };
}

export interface Build {
  commit: string;
  /** Files changed but not committed when the run started (the build includes them). */
  uncommittedFiles: number;
  serverSha256: string;
  serverBuiltAt: string;
  webIndexSha256: string;
}

function packageVersion(name: string): string {
  const file = path.join(REPO_ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function cpuModel(): string {
  try {
    const info = readFileSync('/proc/cpuinfo', 'utf8');
    const model = /^model name\s*:\s*(.+)$/m.exec(info)?.[1]?.trim();
    if (model) return model;
  } catch {
    // not Linux
  }
  return os.cpus()[0]?.model ?? 'unknown';
}

const short = (v: string) => /PostgreSQL [\d.]+/.exec(v)?.[0] ?? v;

export async function describeMachine(postgresUrl?: string): Promise<Machine> {
  let postgres: string | undefined;
  if (postgresUrl) {
    const client = new pg.Client({ connectionString: postgresUrl });
    try {
      await client.connect();
      postgres = short((await client.query<{ v: string }>('select version() as v')).rows[0]!.v);
    } catch {
      postgres = undefined;
    } finally {
      await client.end().catch(() => {});
    }
  }
  const lite = await PGlite.create();
  const pgliteServer = (await lite.query<{ v: string }>('select version() as v')).rows[0]!.v;
  await lite.close();
  return {
    cpu: cpuModel(),
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    kernel: `${os.type()} ${os.release()}`,
    node: process.version,
    ...(postgres ? { postgres } : {}),
    pglite: `${packageVersion('@electric-sql/pglite')} (${short(pgliteServer)})`,
    ...(nginxVersion() ? { nginx: nginxVersion() } : {}),
    autocannon: packageVersion('autocannon'),
    loadAverage: { start: os.loadavg().map((v) => Math.round(v * 100) / 100) },
  };
}

const sha256 = (file: string) =>
  createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

export function describeBuild(): Build {
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  let commit = 'unknown';
  let uncommittedFiles = 0;
  try {
    commit = git(['rev-parse', '--short', 'HEAD']);
    uncommittedFiles = git(['status', '--porcelain']).split('\n').filter(Boolean).length;
  } catch {
    // not a git checkout
  }
  return {
    commit,
    uncommittedFiles,
    serverSha256: sha256(SERVER_ENTRY),
    serverBuiltAt: statSync(SERVER_ENTRY).mtime.toISOString(),
    webIndexSha256: sha256(path.join(WEB_DIST, 'index.html')),
  };
}
