import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { BackupResult, BackupService } from './backup-service.ts';

/**
 * How `npm run backup` asks a running server for a backup (decision 063): a local socket in
 * DATA_DIR (a named pipe on Windows). Only who may read DATA_DIR can reach it, which is who
 * could copy the database anyway: no token, no port, no route on the public API. A second
 * process cannot open the server's PGlite folder, so only the server can take the snapshot.
 */
export function controlSocketPath(dataDir: string): string {
  const hash = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\phonebazaar-${hash}`;
  const inside = path.join(dataDir, 'control.sock');
  // A Unix socket's path is limited to about 104 bytes.
  return Buffer.byteLength(inside) <= 100
    ? inside
    : path.join(os.tmpdir(), `phonebazaar-${hash}.sock`);
}

/** Serves `POST /backup` on the control socket until the returned close is called. */
export async function serveBackupControl(
  backups: BackupService,
  dataDir: string,
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
): Promise<() => Promise<void>> {
  const socket = controlSocketPath(dataDir);
  if (await askServer(socket, 'GET', '/').catch(() => undefined)) {
    log.warn({ socket }, 'another server answers on this DATA_DIR control socket; not serving it');
    return async () => {};
  }
  // Left over by a process that did not close: nobody answers on it.
  if (process.platform !== 'win32') await rm(socket, { force: true });
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && request.url === '/') return answer(200, { ok: true });
    if (request.method !== 'POST' || request.url !== '/backup') return answer(404, {});
    backups.take().then(
      (result) => {
        log.info({ ...result }, 'backup taken (asked through the control socket)');
        answer(200, result);
      },
      (error: Error) => answer(500, { error: error.message }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  server.unref();
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/** Asks the server on `socket`; rejects (code ENOENT/ECONNREFUSED) when none listens. */
function askServer(socket: string, method: string, url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    // A connection of its own: a kept-alive one may belong to a server that has since closed.
    const request = http.request(
      { socketPath: socket, method, path: url, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => {
          const parsed = body ? JSON.parse(body) : {};
          if (response.statusCode === 200) resolve(parsed);
          else reject(new Error(parsed.error ?? `control socket answered ${response.statusCode}`));
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * The running server's backup, or undefined when no server listens on DATA_DIR (the caller
 * then opens the data folder itself).
 */
export async function askServerForBackup(dataDir: string): Promise<BackupResult | undefined> {
  try {
    return (await askServer(controlSocketPath(dataDir), 'POST', '/backup')) as BackupResult;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return undefined;
    throw error;
  }
}
