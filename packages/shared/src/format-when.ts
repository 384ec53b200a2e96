/**
 * The one way a dashboard shows an instant (issue #37): relative while it is recent ("just
 * now", "5 min ago", "3 h ago", "in 20 min"), otherwise absolute with the weekday ("Thu 3 Dec,
 * 22:35", with the year when it is not this year's). Deadlines read better absolute
 * ("Pay before Thu 3 Dec, 22:35"): `formatWhen(iso, { relative: false })`.
 * In the reader's time zone; `timeZone` and `now` make tests repeatable. Intl is built on first
 * use only, so a storefront page that never shows a time pays nothing at start-up (issue #8).
 */
export interface FormatWhenOptions {
  /** Epoch ms to count from; defaults to the clock. */
  now?: number;
  /** IANA zone; defaults to the reader's. */
  timeZone?: string;
  /** False: always absolute (deadlines, receipts). */
  relative?: boolean;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsOf(date: Date, timeZone: string | undefined) {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formatters.set(key, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

export function formatWhen(iso: string, options: FormatWhenOptions = {}): string {
  const date = new Date(iso);
  const time = date.getTime();
  if (Number.isNaN(time)) return iso;
  const now = options.now ?? Date.now();
  const ago = now - time;
  if (options.relative !== false) {
    if (ago >= 0 && ago < MINUTE) return 'just now';
    if (ago >= 0 && ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
    if (ago >= 0 && ago < 12 * HOUR) return `${Math.floor(ago / HOUR)} h ago`;
    if (ago < 0 && -ago < HOUR) return `in ${Math.max(1, Math.round(-ago / MINUTE))} min`;
  }
  const p = partsOf(date, options.timeZone);
  const thisYear = partsOf(new Date(now), options.timeZone).year;
  const day = `${p.weekday} ${p.day} ${p.month}${p.year === thisYear ? '' : ` ${p.year}`}`;
  return `${day}, ${p.hour}:${p.minute}`;
}
