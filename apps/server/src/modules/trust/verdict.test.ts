import { describe, expect, it } from 'vitest';
import { armsLengthVerdict, type PartyFacts } from './verdict.ts';

const DAY = 86_400_000;
const now = new Date('2026-11-29T12:00:00Z');
const party = (phone: string, ageDays = 30): PartyFacts => ({
  createdAt: new Date(now.getTime() - ageDays * DAY),
  phone,
  phoneVerifiedAt: new Date(now.getTime() - DAY),
});
const none = { device: false, card: false, network: false };
const deal = (buyer: PartyFacts, seller: PartyFacts) => ({ bookedAt: now, buyer, seller });

describe("The arm's-length verdict (decision 055)", () => {
  it('When both phones are verified and different, nothing is shared and both accounts are a week old, then the deal counts', () => {
    expect(armsLengthVerdict(deal(party('+8801711111111'), party('+8801722222222')), none)).toEqual(
      { counted: true, reasons: [] },
    );
  });

  it('When each piece of evidence fails, then its own reason is given, all of them in order', () => {
    const unverified = { ...party('+8801711111111'), phoneVerifiedAt: null };
    const same = party('+8801711111111');
    expect(armsLengthVerdict(deal(unverified, party('+8801799999999')), none).reasons).toEqual([
      'PHONE_NOT_VERIFIED',
    ]);
    expect(armsLengthVerdict(deal(same, same), none).reasons).toEqual(['SAME_PHONE']);
    const other = party('+8801722222222');
    for (const [key, code] of [
      ['device', 'SAME_DEVICE'],
      ['card', 'SAME_CARD'],
      ['network', 'SAME_NETWORK'],
    ] as const) {
      expect(armsLengthVerdict(deal(same, other), { ...none, [key]: true })).toEqual({
        counted: false,
        reasons: [code],
      });
    }
    expect(armsLengthVerdict(deal(party('+8801733333333', 6.9), other), none).reasons).toEqual([
      'ACCOUNT_TOO_NEW',
    ]);
    expect(
      armsLengthVerdict(deal({ ...same, createdAt: now, phoneVerifiedAt: null }, same), {
        device: true,
        card: true,
        network: true,
      }).reasons,
    ).toEqual([
      'PHONE_NOT_VERIFIED',
      'SAME_PHONE',
      'SAME_DEVICE',
      'SAME_CARD',
      'SAME_NETWORK',
      'ACCOUNT_TOO_NEW',
    ]);
  });

  it('When an account is exactly 7 days old at the booking, then it is old enough', () => {
    const other = party('+8801722222222');
    expect(armsLengthVerdict(deal(party('+8801711111111', 7), other), none).counted).toBe(true);
  });
});
