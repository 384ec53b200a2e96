import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listenConnectionPid } from '../../db/listen-channel.ts';
import { createSiblingApp, describeOnEachDatabase } from '../../test/test-app.ts';
import { createMessageEvents, type MessageListener } from './message-events.ts';
import { messagingCalls, messagingCast, started } from './messaging-test-helpers.ts';

/** Resolves with the first `count` things a listener hears (or what it heard by the deadline). */
function hear(count: number, ms = 5000) {
  const heard: Parameters<MessageListener>[0][] = [];
  const { promise: all, resolve: done } = Promise.withResolvers<void>();
  const timer = setTimeout(() => done(), ms);
  const listener: MessageListener = (event) => {
    heard.push(event);
    if (heard.length >= count) {
      clearTimeout(timer);
      done();
    }
  };
  return { listener, heard, all };
}

describeOnEachDatabase('Live message announcements (issue #19)', (ctx) => {
  let cast: Awaited<ReturnType<typeof messagingCast>>;
  const calls = messagingCalls(() => ctx().app);
  let sibling: Awaited<ReturnType<typeof createSiblingApp>>;

  beforeAll(async () => {
    cast = await messagingCast(ctx());
    sibling = await createSiblingApp(ctx());
  });
  afterAll(async () => {
    await sibling?.close();
  });

  it('When a message commits, then each party listening hears it once; a rolled back one is never heard', async () => {
    const { database, env } = ctx();
    const writer = createMessageEvents({ database, url: env.DATABASE_URL });
    const reader = createMessageEvents({ database, url: env.DATABASE_URL });
    const [a, b, stranger] = [randomUUID(), randomUUID(), randomUUID()];
    const forA = hear(1);
    const forB = hear(1);
    const forStranger = hear(1, 1000);
    const stops = [
      await reader.subscribe(a, forA.listener, ctx().app.log),
      await reader.subscribe(b, forB.listener, ctx().app.log),
      await reader.subscribe(stranger, forStranger.listener, ctx().app.log),
    ];
    const event = { conversationId: randomUUID(), seq: 7 };
    await database.db
      .transaction(async (tx) => {
        await writer.announce(tx, { conversationId: event.conversationId, seq: 6 }, [a, b]);
        throw new Error('roll back');
      })
      .catch(() => {});
    await database.db.transaction((tx) => writer.announce(tx, event, [a, b]));
    writer.committed(event, [a, b]);
    await Promise.all([forA.all, forB.all, forStranger.all]);
    expect(forA.heard).toEqual([event]);
    expect(forB.heard).toEqual([event]);
    expect(forStranger.heard).toEqual([]);
    for (const stop of stops) stop();
    await Promise.all([writer.close(), reader.close()]);
  });

  it('When the LISTEN connection is lost, then it comes back and its listeners are told to resync (PostgreSQL)', async () => {
    const { database, env } = ctx();
    if (ctx().kind !== 'postgres') return;
    const events = createMessageEvents({ database, url: env.DATABASE_URL });
    const who = randomUUID();
    const heard = hear(2, 8000);
    const stop = await events.subscribe(who, heard.listener, ctx().app.log);
    // The instance's one LISTEN connection, which carries MESSAGES_CHANNEL among the others.
    const pid = listenConnectionPid(env.DATABASE_URL!);
    expect(pid).toBeDefined();
    await database.db.execute(sql`select pg_terminate_backend(${pid}::int)`);
    // Back within the reconnect delay: the next announcement is heard again.
    const deadline = Date.now() + 5000;
    while (!heard.heard.includes('resync') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const event = { conversationId: randomUUID(), seq: 1 };
    await database.db.transaction((tx) => events.announce(tx, event, [who]));
    await heard.all;
    expect(heard.heard).toEqual(['resync', event]);
    stop();
    await events.close();
  });

  it('When a party follows the event stream on one instance, then a message sent through the other arrives as an event', async () => {
    const { buyer, seller, listing } = cast;
    const id = await started(calls, buyer, listing.id);
    const address = await sibling.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (sibling.app.server.address() as AddressInfo).port;
    expect(address).toContain(String(port));
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/conversations/events?wait=20`, {
      headers: seller.headers,
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (pattern: RegExp) => {
      const deadline = Date.now() + 10_000;
      while (!pattern.test(text) && Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      return pattern.test(text);
    };
    expect(await until(/: ready\n\n/)).toBe(true);
    expect((await calls.send(buyer, id, 'Are you there?')).statusCode).toBe(200);
    expect(await until(/event: message\ndata: .*\n\n/)).toBe(true);
    const data = JSON.parse(/event: message\ndata: (.*)\n\n/.exec(text)![1]!);
    expect(data).toEqual({ conversationId: id, seq: 2 });
    abort.abort();
    await reader.cancel().catch(() => {});
  });

  it('When the seller changes the price, then both parties hear the conversation again and its pull shows the new price (issue #45)', async () => {
    const { buyer, seller, f } = cast;
    const listing = await f.product({ seller: seller.row });
    const id = await started(calls, buyer, listing.id, 'Still for sale?');
    // A reader of the app's announcements, as the event stream's route is.
    const events = createMessageEvents({ database: ctx().database, url: ctx().env.DATABASE_URL });
    const forBuyer = hear(1);
    const forSeller = hear(1);
    const stops = [
      await events.subscribe(buyer.row.id, forBuyer.listener, ctx().app.log),
      await events.subscribe(seller.row.id, forSeller.listener, ctx().app.log),
    ];
    const before = await calls.messages(buyer, id);
    const etag = before.headers.etag as string;
    const edit = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/product/${listing.id}`,
      headers: seller.headers,
      payload: { sellingPrice: 123 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await Promise.all([forBuyer.all, forSeller.all]);
    expect(forBuyer.heard).toEqual([{ conversationId: id, seq: 1 }]);
    expect(forSeller.heard).toEqual([{ conversationId: id, seq: 1 }]);
    // The live view's pull with the ETag it holds: no longer a 304, and the header's new price.
    const pulled = await calls.messages(buyer, id, '?after=1', { 'if-none-match': etag });
    expect(pulled.statusCode).toBe(200);
    expect(pulled.json().conversation.listing.sellingPrice).toBe(123);
    for (const stop of stops) stop();
    await events.close();
  });

  it('When the stream is asked with wait=0, then it answers its first line and ends', async () => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/conversations/events?wait=0',
      headers: cast.buyer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('retry: 2000\n: ready\n\n');
    const anonymous = await ctx().app.inject({ method: 'GET', url: '/api/conversations/events' });
    expect(anonymous.statusCode).toBe(401);
  });
});
