import { TOAST_DURATION_MS } from '@phonebazaar/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router';
import { ToastLimit } from '../components/toast-limit';
import { AuthSessionProvider } from '../features/auth/components/auth-session-provider';
import { queryClient } from '../lib/query-client';
import { router } from './router';

const navigate = (to: string) => router.navigate(to);

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSessionProvider navigate={navigate}>
        <RouterProvider router={router} />
      </AuthSessionProvider>
      <Toaster
        position="top-center"
        toastOptions={{
          duration: TOAST_DURATION_MS.blank,
          error: { duration: TOAST_DURATION_MS.error },
          success: { duration: TOAST_DURATION_MS.success },
        }}
      />
      <ToastLimit />
    </QueryClientProvider>
  );
}
