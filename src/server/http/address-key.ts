import 'server-only';
import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { authSecret } from '../auth/auth-secret';

/**
 * The network a client address stands for when counting people: an IPv4 address itself, and an IPv6 address's
 * /64 (one household or machine is handed a whole /64, and could otherwise count as 2^64 people).
 */
export function clientNetworkOf(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * A client address as community figures keep it (one vote, one look at a project per address): a hash of its
 * network keyed by the server secret, so the tables hold no addresses and the key cannot be reversed by guessing.
 */
export function addressKeyOf(address: string): string {
  return createHmac('sha256', authSecret())
    .update(`vote-address:${clientNetworkOf(address)}`)
    .digest('base64url')
    .slice(0, 22);
}
