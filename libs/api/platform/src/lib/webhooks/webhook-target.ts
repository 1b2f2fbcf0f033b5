import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where webhooks may be delivered. Outside production anything goes (a receiver on
 * loopback while developing); in production targets resolving to loopback, private,
 * link-local or otherwise non-public addresses are refused (SSRF), unless the host is
 * in `allowHosts` or `allowPrivate` is set.
 */
export interface TargetPolicy {
  allowPrivate: boolean;
  allowHosts: ReadonlySet<string>;
}

/**
 * Address ranges that are not the public Internet (IANA special-purpose registries), one
 * list per family: a BlockList holding `::ffff:0:0/96` matches every IPv4 address too.
 */
const NON_PUBLIC_V4 = new BlockList();
const NON_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped and NAT64 forms can carry any IPv4 address, private ones included.
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4
    ? !NON_PUBLIC_V4.check(address, 'ipv4')
    : !NON_PUBLIC_V6.check(address, 'ipv6');
}

/** A target the policy refuses; its message says why, in Portuguese, for the admin. */
export class TargetRefused extends Error {}

function restricted(host: string, policy: TargetPolicy) {
  return !policy.allowPrivate && !policy.allowHosts.has(host.toLowerCase());
}

/** The hostname of a URL as a resolver takes it (`[::1]` → `::1`). */
function bareHost(url: URL) {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Checks a URL at creation: http(s), no credentials, and, where restricted, a host whose
 * every resolved address is public. Throws TargetRefused.
 */
export async function checkTarget(raw: string, policy: TargetPolicy): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TargetRefused('url: não é uma URL válida');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new TargetRefused('url: use http:// ou https://');
  if (url.username || url.password)
    throw new TargetRefused('url: não inclua usuário e senha na URL');
  const host = bareHost(url);
  if (!restricted(host, policy)) return url;
  const addresses = isIP(host)
    ? [host]
    : await new Promise<string[]>((resolve, reject) =>
        lookup(host, { all: true }, (error, found) =>
          error
            ? reject(
                new TargetRefused(
                  `url: o nome ${host} não resolve (${error.code ?? error.message})`,
                ),
              )
            : resolve(found.map((entry) => entry.address)),
        ),
      );
  const refused = addresses.find((address) => !isPublicAddress(address));
  if (refused) throw refusal(host, refused);
  return url;
}

function refusal(host: string, address: string) {
  return new TargetRefused(
    `url: ${host} aponta para ${address}, um endereço privado, local ou de loopback; ` +
      'só permitido por WEBHOOK_ALLOW_HOSTS ou WEBHOOK_ALLOW_PRIVATE',
  );
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The `lookup` of a delivery's request: resolves as usual, then refuses the connection
 * when a resolved address is not public, so the address checked is the one connected to
 * (a name that resolved publicly at creation and privately now is still refused). An IP
 * literal is never looked up; `assertLiteral` checks it before the request.
 */
export function guardedLookup(policy: TargetPolicy) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    lookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, []);
      if (restricted(hostname, policy)) {
        const refused = found.find((entry) => !isPublicAddress(entry.address));
        if (refused) return callback(refusal(hostname, refused.address), []);
      }
      if (options.all) return callback(null, found);
      callback(null, found[0].address, found[0].family);
    });
  };
}

/** Refuses a URL whose host is a non-public IP literal, where restricted. */
export function assertLiteral(url: URL, policy: TargetPolicy) {
  const host = bareHost(url);
  if (isIP(host) && restricted(host, policy) && !isPublicAddress(host)) throw refusal(host, host);
}
