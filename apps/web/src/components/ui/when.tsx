import { formatWhen } from '@phonebazaar/shared';

/**
 * An instant as a dashboard shows it (issue #37): through the one shared formatter, relative
 * while recent and absolute with the weekday otherwise; `relative={false}` for deadlines.
 */
export function When({ iso, relative = true }: { iso: string; relative?: boolean }) {
  return <time dateTime={iso}>{formatWhen(iso, { relative })}</time>;
}
