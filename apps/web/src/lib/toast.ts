import type { Renderable, ToastOptions } from 'react-hot-toast';

type Show = (message: Renderable, options?: ToastOptions) => void;

/**
 * react-hot-toast's `toast`, fetched when a toast is first raised (issue #22 item 4: a page's
 * first load carries no code for what has not happened yet). The library's store is the one
 * the outlet (components/toasts.tsx) reads, so a toast shows as if raised directly.
 */
const raise =
  (kind: 'success' | 'error'): Show =>
  (message, options) => {
    void import('react-hot-toast').then(({ toast }) => toast[kind](message, options));
  };

export const toast = { success: raise('success'), error: raise('error') };
