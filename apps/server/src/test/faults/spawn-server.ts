import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../../server.ts', import.meta.url));

export interface Spawned {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

/** The real entry point (as `npm start` runs it, from source) on a free port. */
export function spawnServer(env: Record<string, string>): Promise<Spawned> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    // Generous: other CPU-heavy suites run beside this one on a 2-core machine.
    const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += String(chunk);
      const match = out.match(/running at (http:\/\/[^"\s]+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => out, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`exited ${code}:\n${out}`)));
  });
}
