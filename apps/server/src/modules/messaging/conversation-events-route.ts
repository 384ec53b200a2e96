import { PassThrough } from 'node:stream';
import {
  CONVERSATION_EVENTS_WAIT_DEFAULT,
  conversationEventsQuerySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/index.ts';
import type { MessageEvents } from './message-events.ts';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;

/**
 * GET /api/conversations/events: the caller's live announcements as server-sent events
 * (decision 034). Each stream ends after `wait` seconds and when the app closes; the client
 * reconnects and refetches, so a stream never outlives a deploy or a dead proxy for long.
 */
export const conversationEventsRoute: FastifyPluginAsyncZod<{ events: MessageEvents }> = async (
  app,
  opts,
) => {
  const open = new Set<() => void>();
  // Before the server stops accepting: a stream left open would hold app.close() forever.
  app.addHook('preClose', async () => {
    for (const stop of [...open]) stop();
  });
  app.addHook('onClose', () => opts.events.close());

  app.get(
    '/conversations/events',
    {
      config: { policy: 'signed-in' },
      // Compressing would buffer the events.
      compress: false,
      schema: {
        querystring: conversationEventsQuerySchema,
        description:
          'Server-sent events (decision 034): `event: message` with `data` a conversation event when a message arrives in one of the caller’s conversations, `event: resync` when some may have been missed (refetch). The stream ends after `wait` seconds: reconnect.',
        // A stream, not one value: the description above says what flows in it.
        response: { 200: { content: { 'text/event-stream': { schema: z.unknown() } } } },
      },
    },
    async (request, reply) => {
      const me = currentUser(request).id;
      const stream = new PassThrough();
      const write = (chunk: string) => {
        if (!stream.writableEnded) stream.write(chunk);
      };
      const unsubscribe = await opts.events.subscribe(
        me,
        (event) =>
          write(
            event === 'resync'
              ? 'event: resync\ndata: {}\n\n'
              : `event: message\ndata: ${JSON.stringify({ conversationId: event.conversationId, seq: event.seq })}\n\n`,
          ),
        request.log,
      );
      const wait = request.query.wait ?? CONVERSATION_EVENTS_WAIT_DEFAULT;
      const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
      const ending = setTimeout(() => stop(), wait * 1000);
      function stop() {
        if (!open.delete(stop)) return;
        clearInterval(heartbeat);
        clearTimeout(ending);
        unsubscribe();
        stream.end();
      }
      open.add(stop);
      // The client went away (or the stream ended): a half-closed socket left behind would
      // keep the server from ever closing, so it goes too.
      reply.raw.on('close', () => {
        stop();
        const socket = request.raw.socket;
        if (typeof socket?.destroy === 'function' && !socket.destroyed) socket.destroy();
      });
      write('retry: 2000\n: ready\n\n');
      if (wait === 0) stop();
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          // The connection ends with the stream: a kept-alive one would hold app.close().
          .header('connection', 'close')
          .send(stream)
      );
    },
  );
};
