import { formatWhen } from '@phonebazaar/shared';

/**
 * When a booking made from an offer must be paid (issue #45 item 7), in the one date format
 * (issue #37): a deadline is always absolute, with its weekday ("Mon 2 Mar, 16:00").
 */
export const formatPayBy = (at: Date | string) =>
  formatWhen(new Date(at).toISOString(), { relative: false });
