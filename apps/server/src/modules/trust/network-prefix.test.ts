import { describe, expect, it } from 'vitest';
import { networkPrefix } from './network-prefix.ts';

describe('networkPrefix (decision 055)', () => {
  it('When an IPv4 address is given, then its /24 is kept and the host part dropped', () => {
    expect(networkPrefix('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkPrefix('203.0.113.5')).toBe(networkPrefix('203.0.113.250'));
    expect(networkPrefix('203.0.114.5')).not.toBe(networkPrefix('203.0.113.5'));
  });

  it('When an IPv4-mapped IPv6 address is given, then it is the IPv4 /24', () => {
    expect(networkPrefix('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
  });

  it('When IPv6 addresses are given in any spelling, then the same /48 is the same prefix', () => {
    expect(networkPrefix('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(networkPrefix('2001:0DB8:ABCD:0099:0000:0000:0000:0001')).toBe('2001:db8:abcd::/48');
    expect(networkPrefix('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkPrefix('::1')).toBe('0:0:0::/48');
    expect(networkPrefix('fe80::1%eth0')).toBe('fe80:0:0::/48');
    expect(networkPrefix('2001:db8:abce::1')).not.toBe(networkPrefix('2001:db8:abcd::1'));
  });

  it('When the value is not an address, then there is no prefix', () => {
    expect(networkPrefix(undefined)).toBeUndefined();
    expect(networkPrefix('')).toBeUndefined();
    expect(networkPrefix('localhost')).toBeUndefined();
    expect(networkPrefix('999.1.1.1')).toBeUndefined();
  });
});
