import { TOAST_DURATION_MS } from '@phonebazaar/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router';
import { ToastLimit } from '../components/toast-limit';
import { queryClient } from '../lib/query-client';
import { SessionProvider, signedOutSession } from '../lib/session';
import { router } from './router';

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Identity work: replace with a provider that derives the session from the server. */}
      <SessionProvider session={signedOutSession}>
        <RouterProvider router={router} />
      </SessionProvider>
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
