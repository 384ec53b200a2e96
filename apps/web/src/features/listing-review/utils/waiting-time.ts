/**
 * "3 h", "12 min", "2 d": how long a listing has waited, short enough for a queue row.
 * Rounded down, so a listing never looks older than it is.
 */
export function waitingLabel(queuedAt: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(queuedAt)) / 60_000));
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}
