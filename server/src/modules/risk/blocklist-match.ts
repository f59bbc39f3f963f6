import { BlockList, isIP } from 'node:net';
import type { BlockKind } from '@haat/contract';

/** An IPv4 address as IPv6 writes it (`::ffff:203.0.113.7`, how a dual-stack socket reports it). */
const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

const plainAddress = (address: string) => address.match(IPV4_MAPPED)?.[1] ?? address;

/**
 * An address or range as the owner typed it, in the one form it is stored and compared in: an IPv4
 * or IPv6 address, or a CIDR range with its prefix; null when it is neither.
 */
export function parseAddressEntry(
  text: string,
): { value: string; family: 'ipv4' | 'ipv6'; prefix: number | null } | null {
  const [address = '', prefixText, ...rest] = text.trim().split('/');
  if (rest.length > 0) return null;
  const plain = plainAddress(address);
  const version = isIP(plain);
  if (version === 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { value: plain.toLowerCase(), family, prefix: null };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  if (prefix > (version === 4 ? 32 : 128)) return null;
  return { value: `${plain.toLowerCase()}/${prefix}`, family, prefix };
}

/**
 * Matches an order's phone, client address and device id against the owner's blocklist: the kinds
 * that hit. Built once a batch from the list's entries.
 */
export function blocklistMatcher(entries: ReadonlyArray<{ kind: BlockKind; value: string }>) {
  const phones = new Set<string>();
  const devices = new Set<string>();
  const addresses = new BlockList();
  for (const entry of entries) {
    if (entry.kind === 'phone') phones.add(entry.value);
    else if (entry.kind === 'device') devices.add(entry.value);
    else {
      const parsed = parseAddressEntry(entry.value);
      if (!parsed) continue;
      const [address = ''] = parsed.value.split('/');
      if (parsed.prefix === null) addresses.addAddress(address, parsed.family);
      else addresses.addSubnet(address, parsed.prefix, parsed.family);
    }
  }
  return (order: { phone: string; address: string; device: string | null }): BlockKind[] => {
    const hits: BlockKind[] = [];
    if (phones.has(order.phone)) hits.push('phone');
    const address = plainAddress(order.address);
    const version = isIP(address);
    if (version !== 0 && addresses.check(address, version === 4 ? 'ipv4' : 'ipv6')) hits.push('address');
    if (order.device !== null && devices.has(order.device)) hits.push('device');
    return hits;
  };
}
