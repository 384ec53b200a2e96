import type { AuditEntry, AuditLogReply } from '@phonebazaar/shared';
import { beforeAll, expect, it } from 'vitest';
import { reports } from '../../db/schema.ts';
import { type AdminCalls, adminCalls, adminCast } from '../../test/admin-helpers.ts';
import { freshImei } from '../../test/imei-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

/** Every moderation action lands in the audit log with who did it (issue #18). */
describeOnEachDatabase('Audit log of moderation actions (issue #18)', (ctx) => {
  let cast: Awaited<ReturnType<typeof adminCast>>;
  let calls: AdminCalls;
  beforeAll(async () => {
    cast = await adminCast(ctx());
    calls = adminCalls(ctx);
  });

  const entriesFor = async (entityId: string): Promise<AuditEntry[]> => {
    const res = await calls.call('GET', '/api/admin/audit-log?limit=100', cast.admin);
    expect(res.statusCode).toBe(200);
    return (res.json() as AuditLogReply).items.filter((e) => e.entityId === entityId);
  };

  it('When an admin verifies a seller and makes an account admin, then each is audited once (a repeat is not)', async () => {
    const seller = await cast.f.seller();
    expect((await calls.verify(seller.id, cast.admin)).statusCode).toBe(200);
    expect((await calls.verify(seller.id, cast.admin)).json()).toMatchObject({ modifiedCount: 0 });
    const buyer = await cast.f.buyer();
    expect((await calls.makeAdmin(buyer.id, cast.admin)).statusCode).toBe(200);
    const verified = await entriesFor(seller.id);
    expect(verified).toHaveLength(1);
    expect(verified[0]).toMatchObject({
      action: 'seller.verify',
      actor: { id: cast.admin.row.id },
      before: { verified: false },
      after: { verified: true },
    });
    expect(await entriesFor(buyer.id)).toMatchObject([
      { action: 'user.make_admin', before: { role: '' }, after: { role: 'admin' } },
    ]);
  });

  it('When an admin deletes an account, then the deletion is audited with what went with it', async () => {
    const seller = await cast.f.seller();
    await cast.f.product({ seller });
    expect((await calls.deleteSeller(seller.id, cast.admin)).statusCode).toBe(200);
    expect(await entriesFor(seller.id)).toMatchObject([
      {
        action: 'user.delete',
        actor: { id: cast.admin.row.id },
        before: { email: seller.email, role: 'seller' },
        after: { deleted: true, listingsWithdrawn: 1 },
      },
    ]);
  });

  it('When an admin dismisses reports and deletes a reported listing, then both are audited', async () => {
    const { db } = ctx().database;
    const [kept, removed] = [await cast.f.product(), await cast.f.product()];
    await db.insert(reports).values([
      { productId: kept.id, reporterId: cast.buyer.row.id, reason: 'Fake' },
      { productId: removed.id, reporterId: cast.buyer.row.id, reason: 'Stolen' },
    ]);
    expect((await calls.dismiss(kept.id, cast.admin)).statusCode).toBe(200);
    expect((await calls.deleteReported(removed.id, cast.admin)).statusCode).toBe(200);
    expect(await entriesFor(kept.id)).toMatchObject([
      { action: 'reports.dismiss', before: { reports: 1 }, after: { reports: 0 } },
    ]);
    expect(await entriesFor(removed.id)).toMatchObject([
      { action: 'listing.delete_reported', after: { deleted: true } },
    ]);
  });

  it('When an admin blocks and unblocks an IMEI, then both are audited with its last four digits only', async () => {
    const imei = freshImei();
    const blocked = await ctx().app.inject({
      method: 'POST',
      url: '/api/admin/imei-blocklist',
      headers: cast.admin.headers,
      payload: { imei, note: 'Reported stolen' },
    });
    expect(blocked.statusCode).toBe(201);
    const id = blocked.json().insertedId as string;
    const unblocked = await calls.call('DELETE', `/api/admin/imei-blocklist/${id}`, cast.admin);
    expect(unblocked.statusCode).toBe(200);
    const entries = await entriesFor(id);
    expect(entries.map((e) => e.action)).toEqual(['imei.unblock', 'imei.block']);
    expect(entries[1]?.after).toMatchObject({ imeiLast4: imei.slice(-4) });
    expect(JSON.stringify(entries)).not.toContain(imei);
  });

  it('When an admin adds and edits a phone model, then the edit is audited before and after', async () => {
    const category = await cast.f.category();
    const body = {
      categoryId: category.id,
      name: `Audit ${Date.now()}`,
      year: 2024,
      storageGb: [128],
      ramGb: [8],
      colours: ['Black'],
    };
    const added = await ctx().app.inject({
      method: 'POST',
      url: '/api/admin/models',
      headers: cast.admin.headers,
      payload: body,
    });
    expect(added.statusCode).toBe(201);
    const id = added.json()._id as string;
    const edited = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/admin/models/${id}`,
      headers: cast.admin.headers,
      payload: { ...body, year: 2025 },
    });
    expect(edited.statusCode).toBe(200);
    expect(await entriesFor(id)).toMatchObject([
      { action: 'phone_model.edit', before: { year: 2024 }, after: { year: 2025 } },
      { action: 'phone_model.add', before: null, after: { year: 2024 } },
    ]);
  });
});
