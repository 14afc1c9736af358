import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, type Dispatcher } from 'undici';

// The link checker requests addresses a stranger chose (every URL in content, every redirect target):
// without this guard a linked site could redirect it to the loopback interface, the private network or
// a cloud metadata service, and the tool page would publish whether that internal address answers.
// Every hop is checked twice over: an address written in the URL (decimal, octal and IPv4-mapped
// forms are normalised by the URL parser and ipaddr.js) before the request, and a name's addresses
// inside the connection's own DNS lookup, so a name that resolves differently the second time cannot
// slip past a check made earlier. Only public unicast addresses pass, unless LINK_CHECK_ALLOW_HOSTS
// names the target (`host:port`, matched against the URL) or its address range (CIDR).

/** A refused target: `code` lets the checker tell it from a network failure. */
export class BlockedTargetError extends Error {
  override name = 'BlockedTargetError';
  readonly code = 'ELINKBLOCKED';
  readonly reason: string;
  constructor(reason: string) {
    super(`link target refused: ${reason}`);
    this.reason = reason;
  }
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

export type AddressGuard = {
  /** Why the URL itself may not be requested (its host is a refused address), or null. */
  refuseUrl(url: URL): string | null;
  /** The dispatcher to request the URL with: address checks at connect time unless allowed by name. */
  dispatcherFor(url: URL): Dispatcher | undefined;
  close(): Promise<void>;
};

/** `host:port` entries and CIDR ranges, as LINK_CHECK_ALLOW_HOSTS lists them (validated by config). */
function parseAllowList(entries: readonly string[]) {
  const hosts = new Set<string>();
  const ranges: Range[] = [];
  for (const entry of entries) {
    if (ipaddr.isValidCIDR(entry)) ranges.push(ipaddr.parseCIDR(entry));
    else hosts.add(entry.toLowerCase());
  }
  return { hosts, ranges };
}

function hostPort(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

/** The range name of an address that is not public unicast (e.g. 'loopback', 'private'), or null. */
function refusedRange(address: string, ranges: readonly Range[] = []): string | null {
  if (!ipaddr.isValid(address)) return 'invalid-address';
  // process() turns IPv4-mapped IPv6 (::ffff:127.0.0.1) into the IPv4 address it carries.
  const parsed = ipaddr.process(address);
  if (ranges.some(([network, bits]) => network.kind() === parsed.kind() && parsed.match(network, bits))) {
    return null;
  }
  const range = parsed.range();
  return range === 'unicast' ? null : range;
}

export function createAddressGuard(allowEntries: readonly string[]): AddressGuard {
  const { hosts, ranges } = parseAllowList(allowEntries);

  const lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      for (const { address } of found) {
        const range = refusedRange(address, ranges);
        if (range) {
          callback(new BlockedTargetError(`${range} address`), '', 0);
          return;
        }
      }
      if (options.all) (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, found);
      else callback(null, found[0]!.address, found[0]!.family);
    });
  };
  const guarded = new Agent({ connect: { lookup } });

  return {
    refuseUrl(url) {
      if (hosts.has(hostPort(url))) return null;
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) === 0) return null; // a name: its addresses are checked when it is resolved
      const range = refusedRange(host, ranges);
      return range ? `${range} address` : null;
    },
    dispatcherFor(url) {
      return hosts.has(hostPort(url)) ? undefined : guarded;
    },
    close: () => guarded.close(),
  };
}
