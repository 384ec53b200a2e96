import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network an address belongs to, as the arm's-length rule compares it (decision 055): the
 * IPv4 /24 ("203.0.113.0/24") or the IPv6 /48 ("2001:db8:abcd::/48"), an IPv4-mapped IPv6
 * address as its IPv4. Only the prefix is kept, never the whole address: it is all the rule
 * needs, and it says less about a person. Undefined for anything that is not an address.
 */
export function networkPrefix(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  const address = mapped ? mapped[1]! : ip;
  if (isIPv4(address)) {
    const [a, b, c] = address.split('.');
    return `${a}.${b}.${c}.0/24`;
  }
  if (!isIPv6(address)) return undefined;
  return `${expandIpv6(address).slice(0, 3).join(':')}::/48`;
}

/** The eight groups of an IPv6 address, each without leading zeros (zone ids dropped). */
function expandIpv6(address: string): string[] {
  const [plain] = address.toLowerCase().split('%');
  const [head = '', tail] = plain!.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 tail (::ffff:0:1.2.3.4 and the like) is two groups.
  const last = right.length ? right : left;
  const v4 = last[last.length - 1];
  if (v4 && isIPv4(v4)) {
    const [a, b, c, d] = v4.split('.').map(Number);
    last.splice(last.length - 1, 1, ((a! << 8) | b!).toString(16), ((c! << 8) | d!).toString(16));
  }
  const missing = 8 - left.length - right.length;
  const all = tail === undefined ? left : [...left, ...Array(missing).fill('0'), ...right];
  return all.map((g) => Number.parseInt(g, 16).toString(16));
}
