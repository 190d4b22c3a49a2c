import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/** Resolves a host name to every address it has, as `dns.promises.lookup(host, {all: true})`. */
export type ResolveHost = (host: string) => Promise<LookupAddress[]>;

export const resolveHost: ResolveHost = (host) => lookup(host, { all: true, verbatim: true });

/** Names that never lead to the public internet, whatever they resolve to. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/;

/**
 * True for an address on the public internet: ipaddr.js's "unicast" range, which leaves out
 * private, loopback, link-local, carrier-grade NAT, multicast, unspecified, documentation and
 * the other special ranges. An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  return parsed.range() === "unicast";
}

/** The URL's host as the allowlist spells it: the name alone, and name:port when it has a port. */
function allowlisted(url: URL, allowlist: readonly string[]): boolean {
  const hostname = url.hostname.toLowerCase();
  return (
    allowlist.includes(hostname) ||
    (url.port !== "" && allowlist.includes(`${hostname}:${url.port}`))
  );
}

export interface EndpointCheck {
  /** Why the endpoint is refused, or undefined when it may be sent to. */
  refusal: string | undefined;
  /** On the allowlist: sent to as it is, over http too, whatever its addresses. */
  allowlisted: boolean;
}

/**
 * Whether EventEazy may send to a push endpoint: https on a public address, or a host on
 * PUSH_ENDPOINT_ALLOWLIST. A name is resolved and every address it has must be public.
 */
export async function checkPushEndpoint(
  endpoint: string,
  allowlist: readonly string[],
  resolve: ResolveHost = resolveHost,
): Promise<EndpointCheck> {
  const refuse = (refusal: string): EndpointCheck => ({ refusal, allowlisted: false });
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return refuse("The endpoint must be a full URL.");
  }
  if (url.username !== "" || url.password !== "")
    return refuse("The endpoint must not carry a user name or password.");
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return refuse("The endpoint must be an https:// address.");
  if (allowlisted(url, allowlist)) return { refusal: undefined, allowlisted: true };
  if (url.protocol !== "https:") return refuse("The endpoint must be an https:// address.");
  const host = url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  if (isIP(host) !== 0)
    return isPublicAddress(host)
      ? { refusal: undefined, allowlisted: false }
      : refuse("The endpoint must be on a public address, not a private or local one.");
  if (LOCAL_NAME.test(host))
    return refuse("The endpoint must be on a public host name, not a local one.");
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    return refuse("The endpoint's host name could not be found.");
  }
  if (addresses.length === 0) return refuse("The endpoint's host name could not be found.");
  if (!addresses.every((entry) => isPublicAddress(entry.address)))
    return refuse("The endpoint's host name leads to a private or local address.");
  return { refusal: undefined, allowlisted: false };
}
