import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/test-app.ts';
import { SLOW } from './backup-test-helpers.ts';

describe('scheduled backups (issue #40)', () => {
  it(
    'When BACKUP_INTERVAL_HOURS has gone by, then the server takes a backup on its own and keeps the newest BACKUP_KEEP',
    async () => {
      // 0.001 h: 3.6 s, so the job looks every 3.6 s and finds a backup due each time.
      const ctx = await createTestContext(
        'pglite',
        { BACKUP_INTERVAL_HOURS: '0.001', BACKUP_KEEP: '2' },
        { onDisk: true },
      );
      try {
        const listed = () => readdir(ctx.env.BACKUP_DIR).catch(() => [] as string[]);
        const backups = async () => (await listed()).filter((n) => n.endsWith('.tar.gz'));
        const wait = async (done: (names: string[]) => boolean) => {
          for (let i = 0; i < 160 && !done(await backups()); i++) {
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
          return backups();
        };
        const first = (await wait((names) => names.length >= 2)).sort();
        expect(first.length).toBeGreaterThanOrEqual(2);
        // Later ones were taken, the oldest went, and never more than BACKUP_KEEP stay (a new
        // file lives beside them only until its own backup prunes the folder).
        const later = await wait((names) => !names.includes(first[0]!) && names.length <= 2);
        expect(later).not.toContain(first[0]);
        expect(later.length).toBeLessThanOrEqual(2);
      } finally {
        await ctx.close();
      }
    },
    SLOW,
  );
});
