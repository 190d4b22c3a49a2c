/** Where the directory map's background tiles come from, as the settings give it. */
export interface MapTileSource {
  /** A Leaflet tile address: {z}, {x} and {y}, and optionally {s} (a subdomain) and {r}. */
  urlTemplate: string;
  /** The tile provider's credit, shown on the map as plain text. */
  attribution: string;
  /** The CSP source the tiles' images load from: the origin, with `*.` for a {s} subdomain. */
  imageSource: string;
}

const PLACEHOLDERS = /\{[a-z]+\}/g;
const KNOWN_PLACEHOLDERS = new Set(["{s}", "{z}", "{x}", "{y}", "{r}"]);

/**
 * Reads a tile address template, or says what is wrong with it. The images' origin is fixed by
 * the template, so the page's CSP can allow exactly it and nothing else.
 */
export function parseTileTemplate(template: string): { imageSource: string } | { error: string } {
  const match = /^(https?):\/\/([^/?#]+)(\/.*)$/.exec(template);
  if (!match) return { error: "must be an http:// or https:// address with a path" };
  const [, scheme, host = "", rest = ""] = match;
  for (const placeholder of template.match(PLACEHOLDERS) ?? []) {
    if (!KNOWN_PLACEHOLDERS.has(placeholder))
      return { error: `has ${placeholder}; only {s}, {z}, {x}, {y} and {r} are filled in` };
  }
  if (!["{z}", "{x}", "{y}"].every((placeholder) => rest.includes(placeholder)))
    return { error: "must hold {z}, {x} and {y} in its path" };
  const subdomains = host.startsWith("{s}.");
  const fixedHost = subdomains ? host.slice(4) : host;
  if (fixedHost.includes("{") || fixedHost.includes("@"))
    return { error: "may hold only {s}, and only as the first part of the host name" };
  let origin: string;
  try {
    origin = new URL(`${scheme}://${fixedHost}/`).origin;
  } catch {
    return { error: "has a host name that is not valid" };
  }
  if (origin === "null") return { error: "has a host name that is not valid" };
  const [, hostAndPort] = origin.split("://");
  return { imageSource: `${scheme}://${subdomains ? "*." : ""}${hostAndPort}` };
}
