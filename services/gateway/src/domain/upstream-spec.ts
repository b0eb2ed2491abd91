/**
 * One entry of an upstream list: a fixed base URL (`http://host:port`), or `dns://host:port`, meaning
 * "every address the name resolves to, re-resolved every few seconds" (docker compose --scale gives one
 * name many addresses).
 */
export type UpstreamEntry = { kind: 'url'; url: string } | { kind: 'dns'; host: string; port: number };

export function parseUpstreamEntry(entry: string): UpstreamEntry {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw new Error(`"${entry}" is not a URL (expected http://host:port or dns://host:port)`);
  }
  if (url.pathname !== '/' && url.pathname !== '') throw new Error(`"${entry}" must not have a path`);
  if (url.protocol === 'dns:') {
    // new URL('dns://name:4003') keeps the port of an unknown scheme as given
    const port = Number(url.port);
    if (!url.hostname || !Number.isInteger(port) || port <= 0) throw new Error(`"${entry}" needs a host and a port (dns://host:port)`);
    return { kind: 'dns', host: url.hostname, port };
  }
  // services talk plain HTTP on the internal network (TLS ends in front of the gateway)
  if (url.protocol !== 'http:') throw new Error(`"${entry}" must start with http:// or dns://`);
  return { kind: 'url', url: url.origin };
}

/** The base URL of one resolved address; IPv6 literals need brackets. */
export function addressUrl(address: string, port: number): string {
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${port}`;
}
