import { TOAST_LIMIT } from '@phonebazaar/shared';
import { useEffect } from 'react';
import toast, { useToasterStore } from 'react-hot-toast';

/** Spec §9: at most 20 toasts at once; the oldest visible ones are dismissed first. */
export function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    for (const t of toasts.filter((item) => item.visible).slice(TOAST_LIMIT)) {
      toast.dismiss(t.id);
    }
  }, [toasts]);
  return null;
}
