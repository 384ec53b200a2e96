import { useEffect, useRef, useState } from 'react';

export interface ConversationEvent {
  conversationId: string;
  seq: number;
}

export const CONVERSATION_EVENTS_URL = '/api/conversations/events';

function parse(data: unknown): ConversationEvent | null {
  try {
    const event = JSON.parse(String(data)) as Partial<ConversationEvent>;
    return typeof event.conversationId === 'string' ? (event as ConversationEvent) : null;
  } catch {
    return null;
  }
}

/**
 * Server-sent events of the caller's conversations (GET /api/conversations/events, the identity
 * session cookie goes along same-origin). `connected` is false until the stream opens and again
 * whenever it drops or the server refuses it: callers then poll, so live updates never depend
 * on the stream (EventSource cannot send the bearer header other calls use).
 */
export function useConversationEvents(
  enabled: boolean,
  onEvent: (event: ConversationEvent) => void,
) {
  const [connected, setConnected] = useState(false);
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(CONVERSATION_EVENTS_URL, { withCredentials: true });
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    source.onmessage = (message) => {
      const event = parse(message.data);
      if (event) handler.current(event);
    };
    return () => {
      source.close();
      setConnected(false);
    };
  }, [enabled]);

  return { connected };
}
