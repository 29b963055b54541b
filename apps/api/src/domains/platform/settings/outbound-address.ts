// Where the platform settings make the API connect (the webhook URL, the SMTP host) is typed by an administrator,
// so it must not reach the API's own network (issue 21, L2): loopback, private, link-local (the cloud metadata
// service at 169.254.169.254), carrier-grade NAT, unique-local and reserved addresses are refused, after DNS
// resolution when saving, and again at connect time against the address actually connected to, so a name that
// resolves to a public address when saved and to 127.0.0.1 later (DNS rebinding) is still refused. The operator
// may allow private networks (OUTBOUND_ALLOW_PRIVATE_NETWORK=on: local stand-ins in development and tests).
// Node's own net.BlockList holds the ranges; IPv4-mapped IPv6 addresses are checked against the IPv4 ones.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promises as dns } from 'node:dns';
import net from 'node:net';

const NOT_PUBLIC = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT (also some clouds' metadata, 100.100.100.200)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local: the metadata service 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64 of IPv4 addresses
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local (AWS's IPv6 metadata fd00:ec2::254)
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** The code of a refused connection, as Node's own network errors carry one. */
export const PRIVATE_ADDRESS_CODE = 'EPRIVATEADDRESS';

export class PrivateAddressError extends Error {
  readonly code = PRIVATE_ADDRESS_CODE;
  constructor(readonly host: string) {
    super(`${host} is not a public address`);
    this.name = 'PrivateAddressError';
  }
}

/** True for an address on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A URL's host without the brackets of an IPv6 literal. */
export function hostOfUrl(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

export interface OutboundPolicy {
  allowPrivateNetwork: boolean;
}

/**
 * When saving: 'private' if the host is, or resolves to, an address that is not public; null otherwise. A name that
 * does not resolve now is not refused here (a DNS hiccup should not block saving); connecting checks it again.
 */
export async function privateHostProblem(host: string, policy: OutboundPolicy): Promise<'private' | null> {
  if (policy.allowPrivateNetwork || !host) return null;
  if (net.isIP(host)) return isPublicAddress(host) ? null : 'private';
  if (/^localhost\.?$/i.test(host) || /\.localhost\.?$/i.test(host)) return 'private';
  let addresses: LookupAddress[];
  try {
    addresses = await dns.lookup(host, { all: true, verbatim: true });
  } catch {
    return null;
  }
  return addresses.every((entry) => isPublicAddress(entry.address)) ? null : 'private';
}

/** The one address to connect to: resolved now, every answer public (unless allowed), else PrivateAddressError. */
export async function resolvePublicAddress(host: string, policy: OutboundPolicy): Promise<string> {
  if (net.isIP(host)) {
    if (!policy.allowPrivateNetwork && !isPublicAddress(host)) throw new PrivateAddressError(host);
    return host;
  }
  const addresses = await dns.lookup(host, { all: true, verbatim: true });
  if (!policy.allowPrivateNetwork && addresses.some((entry) => !isPublicAddress(entry.address))) {
    throw new PrivateAddressError(host);
  }
  return addresses[0].address;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request / net.connect that refuses a name resolving to any address that is not public: the
 * socket connects to what this returns, so there is no second resolution to rebind. (An IP literal never reaches a
 * lookup: check it with resolvePublicAddress first.)
 */
export function publicOnlyLookup(policy: OutboundPolicy) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      if (!policy.allowPrivateNetwork && list.some((entry) => !isPublicAddress(entry.address))) {
        return callback(new PrivateAddressError(hostname), []);
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0].address, list[0].family);
    });
  };
}
