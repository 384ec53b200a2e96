import { MESSAGES_PER_HOUR, NEW_CONVERSATIONS_PER_DAY_YOUNG } from '@phonebazaar/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '../../db/schema-messaging.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { messagingCalls, messagingCast, started } from './messaging-test-helpers.ts';

describeOnEachDatabase('Conversation limits (issue #19)', (ctx) => {
  let cast: Awaited<ReturnType<typeof messagingCast>>;
  const calls = messagingCalls(() => ctx().app);

  beforeAll(async () => {
    cast = await messagingCast(ctx());
  });

  it('When an account sent 60 messages in the last hour, then the next is a 429 with the limit and Retry-After, and nothing is written', async () => {
    const asker = await cast.person();
    const id = await started(calls, asker, cast.listing.id);
    const { db } = ctx().database;
    // 58 more straight into the table, as if sent over the last minutes (59 with the first).
    await db.insert(messages).values(
      Array.from({ length: MESSAGES_PER_HOUR - 2 }, (_, i) => ({
        conversationId: id,
        seq: 1000 + i,
        senderId: asker.row.id,
        text: `earlier ${i}`,
        createdAt: new Date(Date.now() - 30 * 60_000),
      })),
    );
    const sixtieth = await calls.send(asker, id, 'the sixtieth');
    expect(sixtieth.statusCode, sixtieth.body).toBe(200);
    const refused = await calls.send(asker, id, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('MESSAGE_LIMIT');
    expect(refused.json().message).toContain(`${MESSAGES_PER_HOUR} messages per hour`);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(messages)
      .where(sql`${messages.conversationId} = ${id} and ${messages.text} = 'one too many'`);
    expect(stored[0]?.n).toBe(0);
    // The other party is not limited by it.
    expect((await calls.send(cast.seller, id, 'answer')).statusCode).toBe(200);
  });

  it('When an account younger than a week starts its eleventh conversation of the day, then it is a 429; an older account is not limited', async () => {
    const young = await cast.person(new Date());
    const listings = await Promise.all(
      Array.from({ length: NEW_CONVERSATIONS_PER_DAY_YOUNG + 1 }, () =>
        cast.f.product({ seller: cast.seller.row }),
      ),
    );
    for (const l of listings.slice(0, NEW_CONVERSATIONS_PER_DAY_YOUNG))
      await started(calls, young, l.id);
    const refused = await calls.start(young, listings.at(-1)!.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('CONVERSATION_LIMIT');
    expect(refused.json().message).toContain(
      `${NEW_CONVERSATIONS_PER_DAY_YOUNG} conversations per day`,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await calls.list(young)).json().items).toHaveLength(NEW_CONVERSATIONS_PER_DAY_YOUNG);
    // Writing in an existing conversation is not a new one.
    const again = await calls.start(young, listings[0]!.id, 'one more question');
    expect(again.statusCode).toBe(200);
    const old = await cast.person();
    for (const l of listings) await started(calls, old, l.id);
  });
});
