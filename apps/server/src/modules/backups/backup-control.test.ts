import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { askServerForBackup, controlSocketPath, serveBackupControl } from './backup-control.ts';
import type { BackupResult, BackupService } from './backup-service.ts';

const quiet = { info() {}, warn() {} };
const result: BackupResult = {
  files: ['/b/phonebazaar-x.tar.gz'],
  bytes: 1,
  images: 0,
  ms: 1,
  pruned: [],
};
const service = (take: () => Promise<BackupResult>): BackupService => ({ take });

describe.skipIf(process.platform === 'win32')('the backup control socket (issue #40)', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pb-control-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('When the server serves it, then npm run backup gets the backup the server took', async () => {
    const close = await serveBackupControl(
      service(async () => result),
      dataDir,
      quiet,
    );
    try {
      expect(await askServerForBackup(dataDir)).toEqual(result);
    } finally {
      await close();
    }
    // Closed: nobody answers, so the script would open the folder itself.
    expect(await askServerForBackup(dataDir)).toBeUndefined();
  });

  it('When a crashed server left its socket behind, then the next one serves it again', async () => {
    await writeFile(controlSocketPath(dataDir), '');
    expect(await askServerForBackup(dataDir)).toBeUndefined();
    const close = await serveBackupControl(
      service(async () => result),
      dataDir,
      quiet,
    );
    try {
      expect(await askServerForBackup(dataDir)).toEqual(result);
    } finally {
      await close();
    }
  });

  it('When the backup fails in the server, then npm run backup fails with its reason', async () => {
    const failing = service(async () => {
      throw new Error('disk full');
    });
    const close = await serveBackupControl(failing, dataDir, quiet);
    try {
      await expect(askServerForBackup(dataDir)).rejects.toThrow('disk full');
    } finally {
      await close();
    }
  });

  it('When a long DATA_DIR would not fit a socket path, then the socket goes to the temp folder', () => {
    const long = path.join(os.tmpdir(), 'x'.repeat(120));
    expect(controlSocketPath(long).startsWith(os.tmpdir())).toBe(true);
    expect(Buffer.byteLength(controlSocketPath(long))).toBeLessThan(100);
  });
});
