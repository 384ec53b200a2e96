import type { AuditLogReply } from '@phonebazaar/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { adminCast } from '../../test/admin-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { audit } from './index.ts';

describeOnEachDatabase('Audit log (issue #18)', (ctx) => {
  let cast: Awaited<ReturnType<typeof adminCast>>;
  beforeAll(async () => {
    cast = await adminCast(ctx());
  });

  const read = async (query = '') => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: `/api/admin/audit-log${query}`,
      headers: cast.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as AuditLogReply;
  };

  it('When actions are audited, then admins read them newest first with who did them', async () => {
    const { db } = ctx().database;
    await db.transaction(async (tx) => {
      await audit(tx, {
        actorId: cast.admin.row.id,
        action: 'seller.verify',
        entity: 'user',
        entityId: cast.seller.row.id,
        before: { verified: false },
        after: { verified: true },
      });
    });
    await db.transaction(async (tx) => {
      await audit(tx, {
        actorId: null,
        action: 'payment.refund',
        entity: 'booking',
        entityId: 'b-1',
        before: { settlement: 'held' },
        after: { settlement: 'refunded' },
      });
    });
    const first = await read('?limit=1');
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({ action: 'payment.refund', actor: null });
    const second = await read(`?limit=1&cursor=${first.nextCursor}`);
    expect(second.items[0]).toMatchObject({
      action: 'seller.verify',
      actor: { id: cast.admin.row.id, email: cast.admin.email },
      before: { verified: false },
      after: { verified: true },
    });
  });

  it('When an entry is written in a transaction that rolls back, then it does not exist', async () => {
    const { db } = ctx().database;
    await db
      .transaction(async (tx) => {
        await audit(tx, {
          actorId: null,
          action: 'test.rollback',
          entity: 'none',
          entityId: 'x',
          before: null,
          after: null,
        });
        throw new Error('roll back');
      })
      .catch(() => {});
    const rows = await db.select().from(auditLog).where(eq(auditLog.action, 'test.rollback'));
    expect(rows).toEqual([]);
  });

  it('When anyone tries to change, delete or truncate the log, then the database refuses', async () => {
    const { db } = ctx().database;
    const before = await db.select().from(auditLog);
    expect(before.length).toBeGreaterThan(0);
    await expect(
      db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.id, before[0]!.id)),
    ).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.id, before[0]!.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await db.select().from(auditLog)).toEqual(before);
  });

  it('When a non-admin asks for the log, then it is refused', async () => {
    for (const who of [cast.buyer, cast.seller]) {
      const res = await ctx().app.inject({
        method: 'GET',
        url: '/api/admin/audit-log',
        headers: who.headers,
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
