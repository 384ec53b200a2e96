import { describe, expect, it } from 'vitest';
import {
  afterWrongCode,
  HANDOFF_FLAG_AT,
  HANDOFF_MAX_TRIES,
  mostGuessesWithin,
  type WrongCodes,
} from './handoff-lockout.ts';

/** Applies `count` wrong codes from a fresh deal; answers each one's lock and flag. */
function wrongCodes(count: number) {
  let state: WrongCodes = { inARow: 0, lockouts: 0, total: 0, flagged: false };
  const seen: Array<{ lockMinutes: number | null; flag: boolean }> = [];
  for (let i = 0; i < count; i += 1) {
    const next = afterWrongCode(state);
    seen.push({ lockMinutes: next.lockMinutes, flag: next.flag });
    state = {
      inARow: next.inARow,
      lockouts: next.lockouts,
      total: next.total,
      flagged: state.flagged || next.flag,
    };
  }
  return { seen, state };
}

describe('handoff lockout (issue #36 N7)', () => {
  it('When wrong codes keep coming, then every fifth locks, for 15 minutes, 1 hour, then 24 hours each time', () => {
    const { seen } = wrongCodes(25);
    const locks = seen.map((s) => s.lockMinutes).filter((m) => m !== null);
    expect(locks).toEqual([15, 60, 1440, 1440, 1440]);
    // Only every fifth in a row locks.
    expect(seen.findIndex((s) => s.lockMinutes !== null)).toBe(HANDOFF_MAX_TRIES - 1);
  });

  it('When the tenth wrong code is entered, then the deal is flagged, once', () => {
    const { seen, state } = wrongCodes(30);
    expect(seen.map((s, i) => (s.flag ? i + 1 : 0)).filter(Boolean)).toEqual([HANDOFF_FLAG_AT]);
    expect(state.total).toBe(30);
  });

  it('When the default 120-hour window is guessed at flat out, then 2,400 codes fitted before and 35 fit now', () => {
    const window = 120 * 60;
    expect(mostGuessesWithin(window, () => 15)).toBe(2_400);
    expect(mostGuessesWithin(window)).toBe(35);
  });
});
