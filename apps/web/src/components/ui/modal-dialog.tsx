import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** While true, Escape and the backdrop do nothing (a request is on its way). */
  busy?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A native modal <dialog>, open for as long as it is rendered: callers mount it to open
 * and unmount it to close, so no open/closed state can drift from the DOM. showModal()
 * makes the page behind inert; Tab and Shift+Tab are also kept inside (the browser would
 * otherwise let focus leave to its own toolbar). Focus goes to the element marked
 * `data-autofocus` (else the first control) and back to the opener on close.
 */
export function ModalDialog({ title, onClose, children, busy = false }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="modal modal-bottom sm:modal-middle"
      onKeyDown={trapTab}
      // Escape: the browser would close the dialog itself; the owner unmounts it instead.
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      // A click on the dialog element itself is a click on the backdrop around the box.
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <div className="modal-box flex max-h-[90vh] flex-col gap-4">
        <h2 id={titleId} className="font-bold text-xl">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
