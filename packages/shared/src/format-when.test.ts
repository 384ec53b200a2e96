import { describe, expect, it } from 'vitest';
import { formatWhen } from './format-when.ts';

const now = Date.parse('2026-12-01T12:00:00Z');
const at = (iso: string, relative?: boolean) =>
  formatWhen(iso, { now, timeZone: 'Asia/Dhaka', relative });

describe('formatWhen (issue #37)', () => {
  it('When the instant is recent, then it reads relative', () => {
    expect(at('2026-12-01T11:59:30Z')).toBe('just now');
    expect(at('2026-12-01T11:55:00Z')).toBe('5 min ago');
    expect(at('2026-12-01T09:00:00Z')).toBe('3 h ago');
    expect(at('2026-12-01T12:20:00Z')).toBe('in 20 min');
  });

  it('When it is older or further ahead, then it is absolute with the weekday, in the zone given', () => {
    // 16:35 UTC is 22:35 in Dhaka (UTC+6).
    expect(at('2026-12-03T16:35:00Z')).toBe('Thu 3 Dec, 22:35');
    expect(at('2026-11-30T08:05:00Z')).toBe('Mon 30 Nov, 14:05');
    expect(at('2025-03-05T04:00:00Z')).toBe('Wed 5 Mar 2025, 10:00');
  });

  it('When relative is off (a deadline), then even a near instant is absolute', () => {
    expect(at('2026-12-01T12:20:00Z', false)).toBe('Tue 1 Dec, 18:20');
    expect(at('not a date')).toBe('not a date');
  });
});
