import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('./server.ts', import.meta.url));

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts the real entry point (as `npm start` does) on a free port and waits for its URL. */
function start(dataDir: string): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      DATABASE_URL: '',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    // Generous: the server suite also runs CPU-heavy files (fuzzing) beside this one.
    const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += String(chunk);
      const match = out.match(/running at (http:\/\/[^"\s]+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => out });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited ${code}:\n${out}`)));
  });
}

function stop(running: Running, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.once('exit', (code) => resolve(code));
    running.child.kill(signal);
  });
}

describe('server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pb-proc-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  // Finishing in-flight requests is Fastify's close() contract; what this proves is that the
  // signal reaches it, the database closes cleanly and the process exits 0.
  it('When SIGTERM arrives, then it closes the database and exits 0', async () => {
    const first = await start(dataDir);
    const categories = await (await fetch(`${first.url}/api/categories`)).json();
    expect(await stop(first, 'SIGTERM')).toBe(0);
    expect(first.output()).toContain('shutting down');

    // The embedded database was closed cleanly: a warm start reads the same data.
    const second = await start(dataDir);
    expect(await (await fetch(`${second.url}/api/categories`)).json()).toEqual(categories);
    expect(await stop(second, 'SIGINT')).toBe(0);
  }, 150_000);

  it('When a setting is invalid, then the server refuses to start and names the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stderr?.on('data', (d) => {
      out += String(d);
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(out).toContain('PORT');
  });
});
