import { isIPv6 } from 'node:net';

/**
 * The client address as the limits count it: an IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4
 * form), an IPv6 address by its /64 network, since one subscriber usually gets a whole /64 and could otherwise
 * rotate through its addresses to escape every limit per client.
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address) || address.includes('.')) return address;
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const groups = [...headParts, ...Array(8 - headParts.length - tailParts.length).fill('0'), ...tailParts];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
