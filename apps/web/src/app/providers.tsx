import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AuthSessionProvider } from '../features/auth/components/auth-session-provider';
import { queryClient } from '../lib/query-client';
import { router } from './router';

const navigate = (to: string) => router.navigate(to);
// Not in the initial bundle: react-hot-toast and its styling library are ~5 KB gzip.
const Toasts = lazy(() => import('../components/toasts'));

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

export function AppProviders() {
  const idle = useIdle();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSessionProvider navigate={navigate}>
        <RouterProvider router={router} />
      </AuthSessionProvider>
      {idle && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
