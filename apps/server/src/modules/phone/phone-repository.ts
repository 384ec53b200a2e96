import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { phoneCodes } from '../../db/schema.ts';

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

/** All SQL of the SMS codes (issue #36 item 1, decision 054). */
export function createPhoneRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** The account's code row under a row lock, so tries and a confirm take turns. */
    async lockRow(tx: Db, userId: string): Promise<PhoneCodeRow | undefined> {
      const [row] = await tx
        .select()
        .from(phoneCodes)
        .where(eq(phoneCodes.userId, userId))
        .for('update');
      return row;
    },

    /** A new code replaces the old one with fresh tries; a running wait (`locked_until`) stays. */
    async saveCode(
      tx: Db,
      code: { userId: string; phone: string; codeHash: string; ttlSeconds: number },
    ) {
      const expiresAt = sql`now() + make_interval(secs => ${code.ttlSeconds})`;
      const [row] = await tx
        .insert(phoneCodes)
        .values({
          userId: code.userId,
          phone: code.phone,
          codeHash: code.codeHash,
          expiresAt,
        })
        .onConflictDoUpdate({
          target: phoneCodes.userId,
          set: {
            phone: code.phone,
            codeHash: code.codeHash,
            expiresAt,
            wrongTries: 0,
            createdAt: sql`now()`,
          },
        })
        .returning({ expiresAt: phoneCodes.expiresAt });
      return row!.expiresAt!;
    },

    /**
     * One wrong code: counted; at `maxTries` the code is burnt and the account waits
     * `lockSeconds` (a new code does not lift the wait).
     */
    async recordWrong(tx: Db, userId: string, maxTries: number, lockSeconds: number) {
      const tries = sql`${phoneCodes.wrongTries} + 1`;
      const [row] = await tx
        .update(phoneCodes)
        .set({
          wrongTries: tries,
          codeHash: sql`case when ${tries} >= ${maxTries} then null else ${phoneCodes.codeHash} end`,
          lockedUntil: sql`case when ${tries} >= ${maxTries}
            then now() + make_interval(secs => ${lockSeconds}) else ${phoneCodes.lockedUntil} end`,
        })
        .where(eq(phoneCodes.userId, userId))
        .returning({ wrongTries: phoneCodes.wrongTries, lockedUntil: phoneCodes.lockedUntil });
      return row;
    },

    /** The code worked: single use, gone. */
    async consume(tx: Db, userId: string) {
      await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
    },
  };
}

export type PhoneRepository = ReturnType<typeof createPhoneRepository>;
