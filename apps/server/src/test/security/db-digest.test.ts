import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { categories } from '../../db/schema.ts';
import { createFixtures } from '../fixtures.ts';
import { describeOnEachDatabase } from '../test-app.ts';
import { changedTables, databaseDigest } from './db-digest.ts';

/** The checker the tampering and fuzz suites trust must itself see every kind of write. */
describeOnEachDatabase('database digest', (ctx) => {
  it('When a row is inserted, updated or deleted, then that table and only it changes', async () => {
    const db = ctx().database.db;
    const f = createFixtures(db);
    const start = await databaseDigest(db);
    const row = await f.category();
    const inserted = await databaseDigest(db);
    expect(changedTables(start, inserted)).toEqual(['categories']);
    await db.update(categories).set({ bg: 'bg-other' }).where(eq(categories.id, row.id));
    const updated = await databaseDigest(db);
    expect(changedTables(inserted, updated)).toEqual(['categories']);
    await db.delete(categories).where(eq(categories.id, row.id));
    expect(changedTables(updated, await databaseDigest(db))).toEqual(['categories']);
    expect(changedTables(start, start)).toEqual([]);
  });
});
