import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { AuthSessionProvider } from '../features/auth/components/auth-session-provider';
import { queryClient } from '../lib/query-client';
import { router } from './router';

const navigate = (to: string) => router.navigate(to);
// Not in the initial bundle: react-hot-toast and its styling library are ~5 KB gzip.
const Toasts = lazy(() => import('../components/toasts'));

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSessionProvider navigate={navigate}>
        <RouterProvider router={router} />
      </AuthSessionProvider>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </QueryClientProvider>
  );
}
