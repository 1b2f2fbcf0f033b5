import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

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
 * Whether an address is on the public Internet: ipaddr.js (a maintained classifier of the
 * IANA special-purpose registries) must call its range `unicast`. Everything else is
 * refused, so an IPv4 address cannot ride in through an IPv6 form (IPv4-mapped or
 * -compatible `::ffff:0:0/96` `::/96`, SIIT `::ffff:0:0:0/96`, NAT64 `64:ff9b::/96` and
 * `64:ff9b:1::/48`, 6to4 `2002::/16`, Teredo `2001::/32`), nor a site-local `fec0::/10`,
 * unique-local, link-local, multicast, documentation or reserved address.
 */
export function isPublicAddress(address: string): boolean {
  return rangeOf(address) === 'unicast';
}

/**
 * Ranges ipaddr.js 2.5 files under `unicast` that are not: the deprecated IPv4-compatible
 * `::/96` (RFC 4291 §2.5.5.1; WHATWG URL writes `[::127.0.0.1]` as `[::7f00:1]`, which
 * ipaddr.js then calls unicast).
 */
const NOT_UNICAST: Array<[string, [ipaddr.IPv6, number]]> = [
  ['ipv4Compatible', ipaddr.IPv6.parseCIDR('::/96')],
];

/** The range of an address (`unicast`, `loopback`, `6to4`, ...), `inválido` when it is none. */
function rangeOf(address: string): string {
  if (isIP(address) === 0) return 'inválido';
  try {
    const parsed = ipaddr.parse(address);
    const range = parsed.range();
    if (range !== 'unicast' || parsed.kind() !== 'ipv6') return range;
    const v6 = parsed as ipaddr.IPv6;
    return NOT_UNICAST.find(([, cidr]) => v6.match(cidr))?.[0] ?? range;
  } catch {
    return 'inválido';
  }
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
    `url: ${host} aponta para ${address}, um endereço privado, local ou de loopback ` +
      `(faixa ${rangeOf(address)}); ` +
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
