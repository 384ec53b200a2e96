/**
 * How the seller's wrong handoff codes are slowed down (issue #18; escalated by issue #36
 * finding N7). Every HANDOFF_MAX_TRIES-th wrong code in a row locks entry, each lock longer
 * than the one before (15 minutes, then 1 hour, then 24 hours from then on), and the deal's
 * wrong codes are counted for good: the HANDOFF_FLAG_AT-th flags the deal for admins and
 * tells the buyer, once. Pure: the service applies it to the row read under the booking's lock.
 */
export const HANDOFF_MAX_TRIES = 5;
export const HANDOFF_LOCK_STEPS_MINUTES = [15, 60, 24 * 60] as const;
export const HANDOFF_FLAG_AT = 10;

/** What the booking remembers of wrong codes. */
export interface WrongCodes {
  /** Wrong codes since the last lock (or the start). */
  inARow: number;
  /** Locks so far. */
  lockouts: number;
  /** Every wrong code of the deal. */
  total: number;
  flagged: boolean;
}

export interface AfterWrongCode extends Omit<WrongCodes, 'flagged'> {
  /** Entry is locked for this long from now, or not locked (null). */
  lockMinutes: number | null;
  /** This code flags the deal: admins see it, the buyer is told. */
  flag: boolean;
}

/** The lock that the `lockout`-th lock (1, 2, 3...) lasts, in minutes. */
export function lockMinutesOf(lockout: number): number {
  const steps = HANDOFF_LOCK_STEPS_MINUTES;
  return steps[Math.min(Math.max(lockout, 1), steps.length) - 1]!;
}

export function afterWrongCode(state: WrongCodes): AfterWrongCode {
  const inARow = state.inARow + 1;
  const total = state.total + 1;
  const locks = inARow >= HANDOFF_MAX_TRIES;
  const lockouts = locks ? state.lockouts + 1 : state.lockouts;
  return {
    inARow: locks ? 0 : inARow,
    lockouts,
    total,
    lockMinutes: locks ? lockMinutesOf(lockouts) : null,
    flag: !state.flagged && total >= HANDOFF_FLAG_AT,
  };
}

/**
 * The most codes one seller can try within a window of `windowMinutes`, waiting out every
 * lock at once: the figure in docs/reliability.md (2,400 in 120 hours with a flat 15-minute
 * lock, 35 with the escalation).
 */
export function mostGuessesWithin(
  windowMinutes: number,
  lockMinutes: (lockout: number) => number = lockMinutesOf,
): number {
  let at = 0;
  let guesses = 0;
  for (let lockout = 1; at < windowMinutes; lockout += 1) {
    guesses += HANDOFF_MAX_TRIES;
    at += lockMinutes(lockout);
  }
  return guesses;
}
