import type { Conversation, Message, MessagesReply } from '@phonebazaar/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

export type MessagesData = InfiniteData<MessagesReply, string | undefined>;

/** The newest seq the cache holds (0 before any message). */
export function lastSeq(data: { pages: MessagesReply[] } | undefined): number {
  let seq = 0;
  for (const page of data?.pages ?? []) {
    for (const message of page.items) seq = Math.max(seq, message.seq);
  }
  return seq;
}

/** Every message held, oldest first (pages run newest -> older). */
export function allMessages(data: { pages: MessagesReply[] } | undefined): Message[] {
  return [...(data?.pages ?? [])].reverse().flatMap((page) => page.items);
}

/**
 * Adds newer messages (live, or the one just sent) to the newest page, once each and in seq
 * order, and takes the conversation's latest state (blocked, shared phone) when given.
 */
export function appendMessages(
  client: QueryClient,
  key: readonly unknown[],
  messages: Message[],
  conversation?: Conversation,
) {
  client.setQueryData<MessagesData>(key, (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest) return data;
    const known = new Set(data.pages.flatMap((page) => page.items.map((m) => m.id)));
    const fresh = messages.filter((m) => !known.has(m.id));
    if (fresh.length === 0 && !conversation) return data;
    const items = [...newest.items, ...fresh].sort((a, b) => a.seq - b.seq);
    return {
      ...data,
      pages: [{ ...newest, items, conversation: conversation ?? newest.conversation }, ...older],
    };
  });
}

/** Replaces the conversation's state (after block, share, report) without touching messages. */
export function updateConversation(
  client: QueryClient,
  key: readonly unknown[],
  change: (conversation: Conversation) => Conversation,
) {
  client.setQueryData<MessagesData>(key, (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest) return data;
    return {
      ...data,
      pages: [{ ...newest, conversation: change(newest.conversation) }, ...older],
    };
  });
}
