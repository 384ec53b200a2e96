import type { BadgeTone, StatusBadgeLook } from '@phonebazaar/shared';

/** Each tone's daisyUI colour; the words and the tone of each state are STATUS_BADGES' (shared). */
const TONE: Record<BadgeTone, string> = {
  success: 'badge-success',
  warning: 'badge-warning',
  info: 'badge-info',
  error: 'badge-error',
  neutral: 'badge-ghost',
};

/**
 * A state as a badge (issue #37): every card, table and dashboard shows a booking's, a
 * payment's or an offer's state through this, from the shared map, so one state reads the same
 * everywhere. `label` prefixes it for screen readers ("Payment: Held").
 */
export function StatusBadge({
  look,
  label,
  className = '',
}: {
  look: StatusBadgeLook;
  label?: string;
  className?: string;
}) {
  return (
    <span
      className={`badge ${TONE[look.tone]} h-auto min-h-5 whitespace-nowrap font-semibold ${className}`}
    >
      {label && <span className="sr-only">{label}: </span>}
      {look.text}
    </span>
  );
}

export function badgeToneClass(tone: BadgeTone): string {
  return TONE[tone];
}
