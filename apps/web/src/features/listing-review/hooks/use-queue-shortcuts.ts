import { useEffect, useRef } from 'react';

export interface QueueShortcuts {
  next: () => void;
  previous: () => void;
  approve: () => void;
  reject: () => void;
  toggle: () => void;
}

/** Typing a note or a search must never approve anything: keys in text fields are left alone. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type);
  }
  return false;
}

const KEYS: Record<string, keyof QueueShortcuts> = {
  j: 'next',
  k: 'previous',
  a: 'approve',
  r: 'reject',
  x: 'toggle',
};

/**
 * The queue's single-letter shortcuts on the whole document, while `enabled` (off while the
 * reject dialog is open, so its fields and buttons keep their own keys).
 */
export function useQueueShortcuts(actions: QueueShortcuts, enabled: boolean) {
  // The latest actions, without re-subscribing on every render.
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      const name = KEYS[event.key];
      if (!name) return;
      event.preventDefault();
      latest.current[name]();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
