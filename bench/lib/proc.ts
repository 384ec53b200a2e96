import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { REPO_ROOT } from './paths.ts';

/**
 * Child processes of the benchmark: every one pinned to a core with taskset, stopped by
 * its own pid (never by name), and given a deadline so nothing outlives the run.
 */

export const SERVER_CORE = 0;
export const LOAD_CORE = 1;

export function hasCommand(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A free TCP port on the loopback. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server.close();
  await once(server, 'close');
  return port;
}

export interface Pinned {
  child: ChildProcess;
  /** The last lines the child wrote to stderr/stdout, for error messages. */
  tail(): string;
  exited: Promise<number | null>;
}

/** Runs `command args` pinned to `core` (taskset -c). */
export function spawnPinned(
  core: number,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; stdout?: (chunk: string) => void } = {},
): Pinned {
  const child = spawn('taskset', ['-c', String(core), command, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', (chunk: Buffer) => {
    keep(chunk);
    options.stdout?.(chunk.toString());
  });
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.on('error', () => resolve(-1));
  });
  return { child, tail: () => tail, exited };
}

/** `node --import tsx file args`, pinned: the benchmark's own TypeScript children. */
export function spawnTsPinned(
  core: number,
  file: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; stdout?: (chunk: string) => void } = {},
): Pinned {
  return spawnPinned(core, process.execPath, ['--import', 'tsx', file, ...args], options);
}

/** SIGTERM, then SIGKILL after `graceMs`. Only ever the given child. */
export async function stop(proc: Pinned, graceMs = 10_000): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}

/** Waits for a child to exit within `ms`; kills it (and fails) if it does not. */
export async function waitExit(proc: Pinned, ms: number, what: string): Promise<number | null> {
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    proc.child.kill('SIGKILL');
  }, ms);
  const code = await proc.exited;
  clearTimeout(timer);
  if (timedOut) throw new Error(`${what} did not finish within ${Math.round(ms / 1000)} s`);
  return code;
}

/**
 * Polls `url` until it answers 200 or `timeoutMs` passes (or the process exits).
 * Returns the milliseconds from `since` to the first 200.
 */
export async function waitForOk(
  url: string,
  proc: Pinned,
  timeoutMs: number,
  since = performance.now(),
): Promise<number> {
  const deadline = since + timeoutMs;
  let exited = false;
  void proc.exited.then(() => {
    exited = true;
  });
  while (performance.now() < deadline) {
    if (exited) throw new Error(`process exited before ${url} answered:\n${proc.tail()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${proc.tail()}`);
}
