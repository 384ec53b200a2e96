import type { ConversationsReply, MessagesReply } from '@phonebazaar/shared';
import { beforeAll, expect, it } from 'vitest';
import { storedImage } from '../../test/selling-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { messagingCalls, messagingCast, started } from './messaging-test-helpers.ts';

describeOnEachDatabase('Conversations (issue #19)', (ctx) => {
  let cast: Awaited<ReturnType<typeof messagingCast>>;
  const calls = messagingCalls(() => ctx().app);

  beforeAll(async () => {
    cast = await messagingCast(ctx());
  });

  it('When a buyer asks and the seller answers, then both see the conversation with its order and unread counts', async () => {
    const { buyer, seller, listing } = cast;
    const first = await calls.start(buyer, listing.id, 'Is it still available?');
    expect(first.statusCode, first.body).toBe(200);
    const { conversation, message } = first.json();
    expect(conversation.role).toBe('buyer');
    expect(conversation.other.id).toBe(seller.row.id);
    expect(conversation.listing.id).toBe(listing.id);
    expect(message).toMatchObject({ seq: 1, mine: true, warning: false });
    // Asking again about the same listing continues the same conversation.
    const again = await calls.start(buyer, listing.id, 'Hello again');
    expect(again.json().conversation.id).toBe(conversation.id);
    expect(again.json().message.seq).toBe(2);

    const sellerList = (await calls.list(seller)).json() as ConversationsReply;
    const mine = sellerList.items.find((c) => c.id === conversation.id)!;
    expect(mine).toMatchObject({ role: 'seller', unread: 2 });
    expect(mine.lastMessage?.text).toBe('Hello again');
    expect(sellerList.unread).toBeGreaterThanOrEqual(2);

    const answer = await calls.send(seller, conversation.id, 'Yes, come on Friday');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ seq: 3, mine: true });
    // Answering reads what came before.
    expect((await calls.list(seller)).json().items[0]).toMatchObject({
      id: conversation.id,
      unread: 0,
    });
    const buyerView = (await calls.list(buyer)).json() as ConversationsReply;
    expect(buyerView.items[0]).toMatchObject({ id: conversation.id, unread: 1 });

    const page = (await calls.messages(buyer, conversation.id)).json() as MessagesReply;
    expect(page.items.map((m) => [m.seq, m.text, m.mine])).toEqual([
      [1, 'Is it still available?', true],
      [2, 'Hello again', true],
      [3, 'Yes, come on Friday', false],
    ]);
    const read = await calls.read(buyer, conversation.id);
    expect(read.json()).toEqual({ modifiedCount: 1 });
    expect((await calls.read(buyer, conversation.id)).json()).toEqual({ modifiedCount: 0 });
    expect((await calls.list(buyer)).json().items[0].unread).toBe(0);
  });

  it('When conversations are listed or paged, then the most recently active comes first and pages go back in history', async () => {
    const { seller, f } = cast;
    const asker = await cast.person();
    const listings = await Promise.all([0, 1, 2].map(() => f.product({ seller: seller.row })));
    const ids: string[] = [];
    for (const l of listings) ids.push(await started(calls, asker, l.id));
    await calls.send(asker, ids[0]!, 'bump the first');
    const list = (await calls.list(asker, '?limit=2')).json() as ConversationsReply;
    expect(list.items.map((c) => c.id)).toEqual([ids[0], ids[2]]);
    const rest = (await calls.list(asker, `?limit=2&cursor=${list.nextCursor}`)).json();
    expect(rest.items.map((c: { id: string }) => c.id)).toEqual([ids[1]]);
    expect(rest.nextCursor).toBeNull();

    for (let i = 0; i < 4; i++) await calls.send(asker, ids[1]!, `message ${i}`);
    const newest = (await calls.messages(asker, ids[1]!, '?limit=2')).json() as MessagesReply;
    expect(newest.items.map((m) => m.seq)).toEqual([4, 5]);
    const older = (
      await calls.messages(asker, ids[1]!, `?limit=2&cursor=${newest.nextCursor}`)
    ).json();
    expect(older.items.map((m: { seq: number }) => m.seq)).toEqual([2, 3]);
    const oldest = (
      await calls.messages(asker, ids[1]!, `?limit=2&cursor=${older.nextCursor}`)
    ).json();
    expect(oldest.items.map((m: { seq: number }) => m.seq)).toEqual([1]);
    expect(oldest.nextCursor).toBeNull();
    const after = (await calls.messages(asker, ids[1]!, '?after=3')).json() as MessagesReply;
    expect(after.items.map((m) => m.seq)).toEqual([4, 5]);
    expect((await calls.messages(asker, ids[1]!, '?cursor=garbage')).statusCode).toBe(400);
  });

  it('When someone who is not a party asks, then the conversation does not exist for them, admins included', async () => {
    const { buyer, otherBuyer, admin, listing } = cast;
    const id = await started(calls, buyer, listing.id);
    for (const stranger of [otherBuyer, admin]) {
      const res = await calls.messages(stranger, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('CONVERSATION_NOT_FOUND');
      expect((await calls.send(stranger, id, 'hi')).statusCode).toBe(404);
      expect((await calls.read(stranger, id)).statusCode).toBe(404);
      expect((await calls.report(stranger, id)).statusCode).toBe(404);
      expect((await calls.sharePhone(stranger, id, '+8801712345678')).statusCode).toBe(404);
    }
    expect((await calls.messages(buyer, 'not-an-id')).statusCode).toBe(404);
    // Admins read it only once it is reported.
    const adminRead = (u: string) =>
      calls.call('GET', `/api/admin/conversations/${u}/messages`, admin);
    expect((await adminRead(id)).statusCode).toBe(404);
  });

  it('When the seller asks about their own listing, or the listing is gone, then it is refused with a stable code', async () => {
    const own = await calls.start(cast.seller, cast.listing.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('OWN_LISTING');
    const gone = await cast.f.product({ seller: cast.seller.row, deletedAt: new Date() });
    const res = await calls.start(cast.buyer, gone.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('LISTING_NOT_FOUND');
    expect((await calls.start(cast.buyer, 'nope')).statusCode).toBe(404);
  });

  it('When a message has photos, then only our own uploads are accepted', async () => {
    const { buyer, listing } = cast;
    // As POST /api/upload answers it: on PUBLIC_URL.
    const photo = `${ctx().env.PUBLIC_URL}${await storedImage(ctx())}`;
    const ok = await calls.start(buyer, listing.id, 'Here is the box', [photo]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message.photos).toEqual([photo]);
    const foreign = await calls.start(buyer, listing.id, 'look', ['https://evil.example/x.png']);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('INVALID_REFERENCE');
    const missing = await calls.start(buyer, listing.id, 'look', [
      `/images/${'a'.repeat(24)}.webp`,
    ]);
    expect(missing.statusCode).toBe(400);
    const twice = await calls.start(buyer, listing.id, 'look', [photo, photo]);
    expect(twice.statusCode).toBe(400);
  });

  it('When a message tries to move the deal off the site, then it carries the warning and is still delivered', async () => {
    const res = await calls.start(cast.otherBuyer, cast.listing.id, 'Pay by bKash to 01712345678');
    expect(res.statusCode).toBe(200);
    expect(res.json().message.warning).toBe(true);
    const page = (await calls.messages(cast.seller, res.json().conversation.id)).json();
    expect(page.items.at(-1)).toMatchObject({ warning: true, mine: false });
    // Issue #45 item 4: the strongest trigger names the warning (paying outside, not the number).
    expect(page.items.at(-1).warningKind).toBe('payment');
  });

  it('When a message shares a number or a chat app, then its warning is about that, not about QR codes (issue #45)', async () => {
    const asker = await cast.person();
    const number = await calls.start(asker, cast.listing.id, 'Call me on 01712 345678 to meet');
    expect(number.json().message).toMatchObject({ warning: true, warningKind: 'contact' });
    const id = number.json().conversation.id as string;
    const chat = await calls.send(asker, id, 'Or text me on WhatsApp');
    expect(chat.statusCode, chat.body).toBeLessThan(300);
    const plain = await calls.send(asker, id, 'Is the battery original?');
    const page = (await calls.messages(cast.seller, id)).json();
    expect(page.items.map((m: { warningKind: string | null }) => m.warningKind)).toEqual([
      'contact',
      'chat_app',
      null,
    ]);
    expect(plain.statusCode).toBeLessThan(300);
  });

  it('When the client polls with the ETag it holds, then an unchanged conversation is a 304 and a new message is not', async () => {
    const asker = await cast.person();
    const id = await started(calls, asker, cast.listing.id);
    const first = await calls.messages(asker, id, '?after=1');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"m-[\w-]+"$/);
    const same = await calls.messages(asker, id, '?after=1', { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    await calls.send(cast.seller, id, 'new');
    const changed = await calls.messages(asker, id, '?after=1', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().items.map((m: { text: string }) => m.text)).toEqual(['new']);
  });

  it('When either party blocked the other, then neither writes nor starts, until unblocked', async () => {
    const asker = await cast.person();
    const { seller, listing } = cast;
    const id = await started(calls, asker, listing.id);
    expect((await calls.block(seller, asker.row.id)).json()).toEqual({ blocked: true });
    for (const res of [
      await calls.send(asker, id, 'hello?'),
      await calls.send(seller, id, 'hello?'),
      await calls.start(asker, (await cast.f.product({ seller: seller.row })).id),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('USER_BLOCKED');
    }
    expect((await calls.list(asker)).json().items[0]).toMatchObject({
      id,
      blocked: true,
      blockedByMe: false,
    });
    // Reading stays possible; only the blocker is told the block is theirs (to offer Unblock).
    const blockFlags = async (who: typeof asker) => {
      const res = await calls.messages(who, id);
      expect(res.statusCode).toBe(200);
      const { blocked, blockedByMe } = res.json().conversation;
      return { blocked, blockedByMe };
    };
    expect(await blockFlags(asker)).toEqual({ blocked: true, blockedByMe: false });
    expect(await blockFlags(seller)).toEqual({ blocked: true, blockedByMe: true });
    expect((await calls.unblock(seller, asker.row.id)).json()).toEqual({ blocked: false });
    expect(await blockFlags(asker)).toEqual({ blocked: false, blockedByMe: false });
    expect(await blockFlags(seller)).toEqual({ blocked: false, blockedByMe: false });
    expect((await calls.send(asker, id, 'hello?')).statusCode).toBe(200);
    expect((await calls.block(asker, asker.row.id)).json().code).toBe('CANNOT_BLOCK_SELF');
    expect((await calls.block(asker, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('When a party reports a conversation, then admins list it and read it; sharing a phone shows it to the other party', async () => {
    const asker = await cast.person();
    const { seller, admin, listing } = cast;
    const id = await started(calls, asker, listing.id, 'Send me a QR code');
    const shared = await calls.sharePhone(seller, id, '+880 1712-345678');
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().mySharedPhone).toBe('+880 1712-345678');
    const seen = (await calls.messages(asker, id)).json() as MessagesReply;
    expect(seen.conversation.other.sharedPhone).toBe('+880 1712-345678');
    expect(seen.conversation.mySharedPhone).toBeNull();
    expect((await calls.sharePhone(asker, id, 'call me')).statusCode).toBe(400);

    const reported = await calls.report(seller, id, '  Wants a QR code  ');
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().reported).toBe(true);
    const list = await calls.call('GET', '/api/admin/conversations/reported', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({
      id,
      reason: 'Wants a QR code',
      reportedBy: { id: seller.row.id },
      buyer: { id: asker.row.id, email: asker.email },
      messageCount: 1,
    });
    const read = await calls.call('GET', `/api/admin/conversations/${id}/messages`, admin);
    expect(read.statusCode).toBe(200);
    expect(read.json().items.map((m: { text: string }) => m.text)).toEqual(['Send me a QR code']);
    expect(read.json().items[0].mine).toBeUndefined();
    // Not an admin: the policy refuses.
    expect((await calls.call('GET', '/api/admin/conversations/reported', asker)).statusCode).toBe(
      403,
    );
  });
});
