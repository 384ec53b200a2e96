import { ADMIN_TEXTS } from '@phonebazaar/shared';
import { useId } from 'react';
import { useIsPhone } from '../hooks/use-is-phone';

/**
 * The admin's own row: an admin cannot delete their own account (product-decisions §3).
 * aria-disabled rather than disabled keeps the button focusable, so keyboard and screen
 * reader users reach the reason too; the tooltip shows it on hover and focus. Phones have
 * no hover, so there the reason is written out beside the button.
 */
export function SelfDeleteButton({ name }: { name: string }) {
  const reasonId = useId();
  const isPhone = useIsPhone();
  return (
    <span
      className={isPhone ? 'flex flex-wrap items-center gap-2' : 'tooltip tooltip-left'}
      data-tip={isPhone ? undefined : ADMIN_TEXTS.selfDelete}
    >
      <button
        type="button"
        className="btn btn-outline btn-sm cursor-not-allowed"
        aria-disabled="true"
        aria-label={ADMIN_TEXTS.labels.delete(name)}
        aria-describedby={reasonId}
      >
        {ADMIN_TEXTS.delete}
      </button>
      <span id={reasonId} className={isPhone ? 'text-base-content/70 text-xs' : 'sr-only'}>
        {ADMIN_TEXTS.selfDelete}
      </span>
    </span>
  );
}
