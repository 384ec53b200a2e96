import { PRODUCT_NAME, paths } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { PhoneIcon } from '../ui/icons';

/** `compact`: a signed-in phone's one-row header keeps the name for screen readers only. */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to={paths.home}
      className="flex min-h-11 min-w-11 items-center gap-2 font-extrabold text-lg tracking-tight sm:text-xl"
    >
      <span className="flex size-9 items-center justify-center rounded-field bg-primary text-primary-content">
        <PhoneIcon className="size-6" />
      </span>
      <span className={compact ? 'max-sm:sr-only' : ''}>{PRODUCT_NAME}</span>
    </Link>
  );
}
