import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/session';
import { type StreamEvent, streamConversationEvents } from '../api/conversation-events';

/** Wait before reconnecting: at once after the server's normal end, longer after failures. */
const RETRY_MS = 2_000;
const RETRY_MAX_MS = 60_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The caller's conversation events while `enabled`: each stream lasts until the server ends it,
 * then another opens. `connected` is false before the first opens, between streams and after
 * refusals: callers poll meanwhile, so nothing depends on the stream alone. After every
 * (re)connection a resync is reported, since announcements in the gap were missed.
 */
export function useConversationEvents(enabled: boolean, onEvent: (event: StreamEvent) => void) {
  const email = useSession().user?.email ?? '';
  const [connected, setConnected] = useState(false);
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!enabled || email === '' || typeof TextDecoderStream === 'undefined') return;
    const abort = new AbortController();
    void (async () => {
      let failures = 0;
      while (!abort.signal.aborted) {
        try {
          await streamConversationEvents(
            email,
            abort.signal,
            () => {
              failures = 0;
              setConnected(true);
              handler.current({ kind: 'resync' });
            },
            (event) => handler.current(event),
          );
        } catch {
          failures += 1;
        }
        if (abort.signal.aborted) return;
        setConnected(false);
        const wait =
          failures === 0 ? RETRY_MS / 2 : Math.min(RETRY_MAX_MS, RETRY_MS * 2 ** failures);
        await sleep(wait, abort.signal);
      }
    })();
    return () => {
      abort.abort();
      setConnected(false);
    };
  }, [enabled, email]);

  return { connected };
}
