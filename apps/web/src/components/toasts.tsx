import { TOAST_DURATION_MS } from '@phonebazaar/shared';
import { Toaster } from 'react-hot-toast';
import { ToastLimit } from './toast-limit';

/**
 * The toast outlet, loaded after the shell (issue #8 JS budget): nothing toasts before a
 * page has loaded, and a toast raised earlier waits in react-hot-toast's store until this
 * mounts.
 */
export default function Toasts() {
  return (
    <>
      <Toaster
        position="top-center"
        toastOptions={{
          duration: TOAST_DURATION_MS.blank,
          error: { duration: TOAST_DURATION_MS.error },
          success: { duration: TOAST_DURATION_MS.success },
        }}
      />
      <ToastLimit />
    </>
  );
}
