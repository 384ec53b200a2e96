import type { AddressInfo } from 'node:net';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { messages } from '../../db/schema-messaging.ts';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { createFixtures } from '../../test/fixtures.ts';
import { createSiblingApp, createTestContext, type TestContext } from '../../test/test-app.ts';
import { OLD } from './messaging-test-helpers.ts';

/**
 * Issue #19's load invariant: 200 conversations exchange messages at once through two app
 * instances on one PostgreSQL. Buyers write through instance A, sellers through B, both sides
 * of a conversation at the same moment; buyers follow their event stream on A, sellers on B.
 * Afterwards every conversation reads seq 1..n with each sent text exactly once, and every
 * party heard each message of theirs exactly once, in seq order (half of them crossing from
 * the other instance through LISTEN/NOTIFY). PGlite is one process: PostgreSQL only.
 */
const CONVERSATIONS = 200;
const SELLERS = 20;
const ROUNDS = 3;
const TEST_PG_URL = process.env.TEST_DATABASE_URL;
if (!TEST_PG_URL) console.warn('messaging workload SKIPPED: TEST_DATABASE_URL is not set');

interface Stream {
  heard: Map<string, number[]>;
  resyncs: number;
  stop: () => void;
}

/** Follows `who`'s event stream on `app` (listening), recording each conversation's seqs. */
async function follow(app: FastifyInstance, who: Actor): Promise<Stream> {
  const port = (app.server.address() as AddressInfo).port;
  const abort = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/conversations/events?wait=120`, {
    headers: who.headers,
    signal: abort.signal,
  });
  if (res.status !== 200) throw new Error(`event stream answered ${res.status}`);
  const stream: Stream = { heard: new Map(), resyncs: 0, stop: () => abort.abort() };
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const { promise: isReady, resolve: ready } = Promise.withResolvers<void>();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.includes(': ready')) ready();
        const data = /^event: message\ndata: (.*)$/m.exec(block)?.[1];
        if (data) {
          const { conversationId, seq } = JSON.parse(data);
          const seqs = stream.heard.get(conversationId) ?? [];
          seqs.push(seq);
          stream.heard.set(conversationId, seqs);
        }
        if (block.startsWith('event: resync')) stream.resyncs += 1;
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  await isReady;
  return stream;
}

describe.skipIf(!TEST_PG_URL)('messaging workload [postgres]', () => {
  let ctx: TestContext & { close: () => Promise<void> };
  let sibling: Awaited<ReturnType<typeof createSiblingApp>>;
  const streams: Stream[] = [];

  beforeAll(async () => {
    // Both instances with the suites' pool settings (a 20 s wait for a connection: this run
    // queues hundreds of requests on 20 connections each).
    ctx = await createTestContext('postgres', { DATABASE_POOL_MAX_WAITING: '10000' });
    sibling = await createSiblingApp(ctx);
    for (const app of [ctx.app, sibling.app]) await app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    for (const s of streams) s.stop();
    await sibling?.close();
    await ctx?.close();
  });

  it('When 200 conversations exchange messages on two instances, then none is lost, none doubled, each heard once in order', async () => {
    const [a, b] = [ctx.app, sibling.app];
    const f = createFixtures(ctx.database.db);
    const category = await f.category();
    const insertPeople = (n: number, role: '' | 'seller') =>
      ctx.database.db
        .insert(users)
        .values(
          Array.from({ length: n }, (_, i) => ({
            email: `load-${role || 'buyer'}-${i}-${Date.now()}@example.com`,
            name: `Load ${i}`,
            role,
            createdAt: OLD,
          })),
        )
        .returning();
    const sellerRows = await insertPeople(SELLERS, 'seller');
    const buyerRows = await insertPeople(CONVERSATIONS, '');
    const sellers = await Promise.all(sellerRows.map((r) => actorFor(ctx, r)));
    const buyers = await Promise.all(buyerRows.map((r) => actorFor(ctx, r)));
    const listings = [];
    for (let i = 0; i < CONVERSATIONS; i++)
      listings.push(await f.product({ seller: sellerRows[i % SELLERS]!, category }));

    // Sellers listen on A and write through B; buyers listen on B and write through A.
    const sellerStreams = await Promise.all(sellers.map((s) => follow(a, s)));
    const buyerStreams = await Promise.all(buyers.map((s) => follow(b, s)));
    streams.push(...sellerStreams, ...buyerStreams);

    const failures: string[] = [];
    const post = async (app: FastifyInstance, who: Actor, url: string, payload: object) => {
      const res = await app.inject({ method: 'POST', url, headers: who.headers, payload });
      if (res.statusCode !== 200) failures.push(`${url} ${res.statusCode} ${res.body}`);
      return res;
    };
    const started = Date.now();
    // Each conversation's id, by its index (buyer i, seller i % SELLERS), and the texts sent.
    const ids: string[] = [];
    const sent = new Map<string, string[]>();
    await Promise.all(
      listings.map(async (listing, i) => {
        const buyer = buyers[i]!;
        const seller = sellers[i % SELLERS]!;
        const first = await post(a, buyer, '/api/conversations', {
          listingId: listing.id,
          text: `c${i} b0`,
        });
        const id = first.json().conversation.id as string;
        const texts = [`c${i} b0`];
        sent.set(id, texts);
        ids[i] = id;
        for (let r = 1; r <= ROUNDS; r++) {
          texts.push(`c${i} b${r}`, `c${i} s${r}`);
          // Both parties at the same moment, through different instances.
          await Promise.all([
            post(a, buyer, `/api/conversations/${id}/messages`, { text: `c${i} b${r}` }),
            post(b, seller, `/api/conversations/${id}/messages`, { text: `c${i} s${r}` }),
          ]);
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    expect(failures).toEqual([]);
    const perConversation = 1 + 2 * ROUNDS;

    // The stored order: seq 1..n, every text sent exactly once.
    const rows = await ctx.database.db
      .select({ c: messages.conversationId, seq: messages.seq, text: messages.text })
      .from(messages)
      .where(inArray(messages.conversationId, [...sent.keys()]))
      .orderBy(asc(messages.conversationId), asc(messages.seq));
    const stored = new Map<string, { seq: number; text: string }[]>();
    for (const row of rows) stored.set(row.c, [...(stored.get(row.c) ?? []), row]);
    const expectedSeqs = Array.from({ length: perConversation }, (_, i) => i + 1);
    for (const [id, texts] of sent) {
      const got = stored.get(id) ?? [];
      expect(got.map((m) => m.seq)).toEqual(expectedSeqs);
      expect(got.map((m) => m.text).sort()).toEqual([...texts].sort());
    }

    // Every party heard each message of their conversations once, in order.
    const deadline = Date.now() + 10_000;
    const heardAll = () =>
      ids.every((id, i) =>
        [buyerStreams[i]!, sellerStreams[i % SELLERS]!].every(
          (s) => (s.heard.get(id)?.length ?? 0) >= perConversation,
        ),
      );
    while (!heardAll() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    ids.forEach((id, i) => {
      expect(buyerStreams[i]!.heard.get(id), `buyer of ${id}`).toEqual(expectedSeqs);
      expect(sellerStreams[i % SELLERS]!.heard.get(id), `seller of ${id}`).toEqual(expectedSeqs);
    });
    expect(streams.reduce((n, s) => n + s.resyncs, 0)).toBe(0);
    console.info(
      `messaging workload: ${CONVERSATIONS} conversations, ${rows.length} messages in ${seconds}s`,
    );
  }, 60_000);
});
