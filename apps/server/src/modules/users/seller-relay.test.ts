import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSellerRelay } from './seller-relay.ts';

const relay = createSellerRelay({
  key: 'a-key-of-the-test-a-key-of-the-test',
  domain: 'sellers.invalid',
});
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const ADDRESS = /^s-[a-z2-7]{26}@sellers\.invalid$/;

describe('seller relay addresses (issue #44)', () => {
  it('When a seller id is given, then one address under sellers.invalid names it, and maps back', () => {
    const id = randomUUID();
    const address = relay.addressOf(id);
    expect(address).toMatch(ADDRESS);
    expect(relay.addressOf(id)).toBe(address);
    expect(relay.sellerIdOf(address)).toBe(id);
    expect(relay.sellerIdOf(address.toUpperCase())).toBe(id);
  });

  it('When two sellers or two keys differ, then their addresses differ', () => {
    const [a, b] = [randomUUID(), randomUUID()];
    expect(relay.addressOf(a)).not.toBe(relay.addressOf(b));
    const other = createSellerRelay({
      key: 'another-key-another-key-another-key',
      domain: 'sellers.invalid',
    });
    expect(other.addressOf(a)).not.toBe(relay.addressOf(a));
    // Another server's address names no one here that it named there.
    expect(relay.sellerIdOf(other.addressOf(a))).not.toBe(a);
  });

  it('When an address is not a relay address, then it names no seller', () => {
    const address = relay.addressOf(randomUUID());
    const letters = address.slice(2, 28);
    for (const wrong of [
      'seller@example.com',
      address.replace('sellers.invalid', 'example.com'),
      `s-${letters.slice(1)}@sellers.invalid`,
      `s-${letters}a@sellers.invalid`,
      `s-${letters.slice(0, 25)}1@sellers.invalid`,
      // The last letter's two spare bits set: the same bytes spelt another way.
      `s-${letters.slice(0, 25)}${ALPHABET[ALPHABET.indexOf(letters[25] as string) ^ 1]}@sellers.invalid`,
      '',
    ]) {
      expect(relay.sellerIdOf(wrong), wrong).toBeUndefined();
    }
    expect(relay.isRelay('anything@Sellers.Invalid')).toBe(true);
    expect(relay.isRelay('seller@example.com')).toBe(false);
  });

  it('When a real relay domain is configured, then addresses use it', () => {
    const configured = createSellerRelay({
      key: 'k'.repeat(43),
      domain: 'Relay.PhoneBazaar.example',
    });
    const id = randomUUID();
    const address = configured.addressOf(id);
    expect(address).toMatch(/^s-[a-z2-7]{26}@relay\.phonebazaar\.example$/);
    expect(configured.sellerIdOf(address)).toBe(id);
  });
});
