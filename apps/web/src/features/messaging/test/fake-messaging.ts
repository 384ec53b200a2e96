import type { Conversation, Message } from '@phonebazaar/shared';
import { createRoutes } from '../../../app/router';
import { type FakeAccount, fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';

export const buyer: FakeAccount = {
  email: 'buyer@example.test',
  password: 'Str0ng!pass',
  name: 'Rahim',
};

export function conversation(over: Partial<Conversation> = {}): Conversation {
  return {
    id: 'c1',
    listing: {
      id: 'l1',
      productName: 'Pixel 8',
      productImg: 'https://img.test/p8.jpg',
      sellingPrice: 420,
    },
    role: 'buyer',
    other: { id: 'u-seller', name: 'Sadia', image: '', sharedPhone: null },
    mySharedPhone: null,
    lastMessage: null,
    unread: 0,
    blocked: false,
    blockedByMe: false,
    reported: false,
    updatedAt: '2030-03-01T10:00:00.000Z',
    ...over,
  };
}

export function message(seq: number, over: Partial<Message> = {}): Message {
  return {
    id: `m${seq}`,
    conversationId: 'c1',
    senderId: over.mine ? 'u-buyer' : 'u-seller',
    mine: false,
    text: `Message ${seq}`,
    photos: [],
    warning: false,
    createdAt: `2030-03-01T10:0${seq}:00.000Z`,
    seq,
    ...over,
  };
}

type Handler = Parameters<typeof mockApi>[0][string];

/** Server-sent events the test writes: each stream opened gets what is pushed afterwards. */
function fakeEventStream() {
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const encoder = new TextEncoder();
  return {
    stream: () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          open.add(controller);
          controller.enqueue(encoder.encode('retry: 2000\n: ready\n\n'));
        },
        cancel() {
          open.clear();
        },
      }),
    push(conversationId: string, seq: number) {
      const chunk = `event: message\ndata: ${JSON.stringify({ conversationId, seq })}\n\n`;
      for (const controller of open) controller.enqueue(encoder.encode(chunk));
    },
    get opened() {
      return open.size;
    },
  };
}

/**
 * A small messaging server in memory for one conversation ('c1'): its messages, sends (or a
 * refusal from `refuseSend`), read, block. `extra` adds or replaces handlers.
 */
export function renderMessaging(
  path: string,
  options: {
    conversations?: Conversation[];
    messages?: Message[];
    refuseSend?: { status: number; message: string; code: string };
    extra?: Record<string, Handler>;
  } = {},
) {
  const server = fakeIdentityServer([buyer], buyer.email);
  const store = {
    conversation: options.conversations?.[0] ?? conversation(),
    messages: [...(options.messages ?? [])],
  };
  // As the server: an ETag of what the answer holds, and 304 when the caller has it already.
  const messagesReply = (url: URL, init: RequestInit) => {
    const after = Number(url.searchParams.get('after') ?? 0);
    const items = store.messages.filter((m) => m.seq > after);
    const etag = `"${after}-${items.length}-${store.conversation.blocked}"`;
    if (new Headers(init.headers).get('if-none-match') === etag) {
      return new Response(null, { status: 304, headers: { etag } });
    }
    const response = json({ conversation: store.conversation, items, nextCursor: null });
    response.headers.set('etag', etag);
    return response;
  };
  const events = fakeEventStream();
  const fetchMock = mockApi({
    ...server.handlers,
    ...pageData,
    '/api/conversations': () =>
      json({
        items: options.conversations ?? [],
        nextCursor: null,
        unread: (options.conversations ?? []).reduce((n, c) => n + c.unread, 0),
      }),
    '/api/conversations/c1/messages': (url, init) => {
      if (init.method !== 'POST') return messagesReply(url, init);
      if (options.refuseSend) {
        const { status, ...body } = options.refuseSend;
        return json(body, { status });
      }
      const { text, photos = [] } = JSON.parse(String(init.body)) as {
        text: string;
        photos?: string[];
      };
      const sent = message(store.messages.length + 1, { mine: true, text, photos });
      store.messages.push(sent);
      return json(sent);
    },
    '/api/conversations/c1/read': () => json({ modifiedCount: 1 }),
    // The live stream: open until the test ends; `events.push` sends one event.
    '/api/conversations/events': () =>
      new Response(events.stream(), { headers: { 'content-type': 'text/event-stream' } }),
    '/api/users/u-seller/block': (_url, init) => {
      const blocked = init.method === 'POST';
      store.conversation = { ...store.conversation, blocked, blockedByMe: blocked };
      return json({ blocked });
    },
    ...options.extra,
  });
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: [path],
    session: 'server',
  });
  return { ...view, fetchMock, store, events };
}
