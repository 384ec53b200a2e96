import { describe, expect, it } from 'vitest';
import { createHandoffCodes } from './handoff-code.ts';

const KEY = 'k'.repeat(43);
const BOOKING = '0b5c5a3e-8a37-4f55-9b1e-3f7f0e0c1a11';

describe('handoff codes', () => {
  it('When a code is issued, then it is six digits, stored only hashed and encrypted, and read back', () => {
    const codes = createHandoffCodes(KEY);
    const issued = codes.issue(BOOKING);
    expect(issued.code).toMatch(/^\d{6}$/);
    expect(issued.hash).not.toContain(issued.code);
    expect(issued.encrypted).not.toContain(issued.code);
    expect(codes.reveal(issued.encrypted)).toBe(issued.code);
    expect(codes.matches(BOOKING, issued.code, issued.hash)).toBe(true);
  });

  it('When another code, booking or key is used, then it does not match', () => {
    const codes = createHandoffCodes(KEY);
    const issued = codes.issue(BOOKING);
    const other = issued.code === '000000' ? '000001' : '000000';
    expect(codes.matches(BOOKING, other, issued.hash)).toBe(false);
    expect(codes.matches(BOOKING.replace('a11', 'a12'), issued.code, issued.hash)).toBe(false);
    const elsewhere = createHandoffCodes('x'.repeat(43));
    expect(elsewhere.matches(BOOKING, issued.code, issued.hash)).toBe(false);
    expect(elsewhere.reveal(issued.encrypted)).toBeUndefined();
  });

  it('When many codes are issued, then they spread over the digits (random, not derived)', () => {
    const codes = createHandoffCodes(KEY);
    const seen = new Set(Array.from({ length: 200 }, () => codes.issue(BOOKING).code));
    expect(seen.size).toBeGreaterThan(190);
  });
});
