import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { AuthSessionProvider } from '../features/auth/components/auth-session-provider';
import { loadChunk } from '../lib/lazy-route';

// Not in the initial bundle: react-hot-toast and its styling library are ~5 KB gzip.
const Toasts = lazy(() => loadChunk(() => import('../components/toasts')));

/**
 * True once the browser has a quiet moment after the first render: the toast outlet then
 * downloads without competing with the page's own chunks, data and pictures.
 */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, []);
  return idle;
}

interface AppProvidersProps {
  client: QueryClient;
  /** The router's navigate (the session provider sits outside the router). */
  navigate: (to: string) => Promise<void>;
  /** The router: the browser's, or the prerenderer's static one (entry-server.tsx). */
  children: ReactNode;
}

/** Everything around the router; the same tree in the browser and on the server. */
export function AppProviders({ client, navigate, children }: AppProvidersProps) {
  const idle = useIdle();
  // A prerendered page looks ready before its buttons work; this mark tells browser tests
  // (and anyone debugging) that React has adopted the page and its handlers are attached.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <QueryClientProvider client={client}>
      <AuthSessionProvider navigate={navigate}>{children}</AuthSessionProvider>
      {idle && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
