import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { notifications, outbox } from '../../db/schema.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { messagingCalls, messagingCast } from './messaging-test-helpers.ts';

describeOnEachDatabase('Message notices (issue #19 follow-up)', (ctx) => {
  let cast: Awaited<ReturnType<typeof messagingCast>>;
  const calls = messagingCalls(() => ctx().app);

  beforeAll(async () => {
    cast = await messagingCast(ctx());
  });

  const noticesOf = (userId: string) =>
    ctx()
      .database.db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'message')));
  const mailsTo = (email: string) =>
    ctx()
      .database.db.select()
      .from(outbox)
      .where(and(eq(outbox.toEmail, email), eq(outbox.kind, 'message')));

  it('When messages arrive, then the other party is told once per unread burst, in the app and by mail', async () => {
    const { buyer, seller, listing } = cast;
    const first = await calls.start(buyer, listing.id, 'Is it still available?');
    expect(first.statusCode, first.body).toBe(200);
    const id = first.json().conversation.id as string;

    const told = await noticesOf(seller.row.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: `New message about ${listing.productName}`,
      link: `/dashboard/conversations/${id}`,
    });
    expect(await mailsTo(seller.row.email)).toHaveLength(1);
    // The writer is never told of their own message.
    expect(await noticesOf(buyer.row.id)).toHaveLength(0);

    // Still unread: no second notice, no second mail.
    await calls.send(buyer, id, 'Can you do $350?');
    expect(await noticesOf(seller.row.id)).toHaveLength(1);
    expect(await mailsTo(seller.row.email)).toHaveLength(1);

    // Once the seller has read, the next message starts a new burst.
    expect((await calls.read(seller, id)).statusCode).toBe(200);
    await calls.send(buyer, id, 'Or $360?');
    expect(await noticesOf(seller.row.id)).toHaveLength(2);

    // The answer tells the buyer, who had read everything they wrote.
    await calls.send(seller, id, 'Deal at $360');
    expect(await noticesOf(buyer.row.id)).toHaveLength(1);
    expect(await mailsTo(buyer.row.email)).toHaveLength(1);
  });
});
