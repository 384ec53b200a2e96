import type { ApiError, ConversationEvent } from '@phonebazaar/shared';
import { readAccessToken } from '../../../lib/access-token';
import { withAccessToken } from '../../../lib/access-token-client';
import { ApiRequestError } from '../../../lib/api-client';

export const CONVERSATION_EVENTS_PATH = '/api/conversations/events';

/** What the stream says: a message arrived somewhere, or announcements may have been missed. */
export type StreamEvent = { kind: 'message'; event: ConversationEvent } | { kind: 'resync' };

/** The events of one server-sent-events text block ("event: x\ndata: y"), if any. */
export function parseEventBlock(block: string): StreamEvent | null {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length === 0) return null;
  if (name === 'resync') return { kind: 'resync' };
  if (name !== 'message') return null;
  try {
    const event = JSON.parse(data.join('\n')) as Partial<ConversationEvent>;
    return typeof event.conversationId === 'string' && typeof event.seq === 'number'
      ? { kind: 'message', event: event as ConversationEvent }
      : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/conversations/events, read as a stream until the server ends it (after ~50 s) or
 * `signal` aborts. A fetch stream rather than EventSource: the route wants the bearer token,
 * which EventSource cannot send. `onOpen` runs once the server accepted the stream.
 */
export function streamConversationEvents(
  email: string,
  signal: AbortSignal,
  onOpen: () => void,
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  return withAccessToken(email, async () => {
    const headers = new Headers({ accept: 'text/event-stream' });
    const token = readAccessToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    const response = await fetch(CONVERSATION_EVENTS_PATH, {
      headers,
      signal,
      cache: 'no-store',
      credentials: 'same-origin',
    });
    if (!response.ok || !response.body) {
      const payload = (await response.json().catch(() => null)) as Partial<ApiError> | null;
      throw new ApiRequestError(
        response.status,
        payload?.code ?? 'HTTP_ERROR',
        payload?.message ?? `Request failed (${response.status}).`,
      );
    }
    onOpen();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value.replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const event = parseEventBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (event) onEvent(event);
        end = buffer.indexOf('\n\n');
      }
    }
  });
}
