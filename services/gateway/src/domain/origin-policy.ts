/** Methods that change state; a foreign page must not be able to send them with the visitor's cookie. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(method: string): boolean {
  return STATE_CHANGING.has(method.toUpperCase());
}

export interface OriginFacts {
  /** the Origin header, if any */
  origin: string | undefined;
  /** the Sec-Fetch-Site header, if any */
  secFetchSite: string | undefined;
  /** the host the visitor asked for (Host header, or the trusted X-Forwarded-Host) */
  publicHost: string | undefined;
  /** extra origins allowed to call (scheme://host[:port]) */
  allowedOrigins: readonly string[];
}

/**
 * True when a request comes from another site. With an Origin header, its host must be the
 * site's own host (the scheme is not compared: behind a TLS-terminating proxy the gateway may not know it)
 * or the origin must be explicitly allowed; `Origin: null` (sandboxed frames, cross-site redirects) is
 * foreign. Without Origin, only a browser's `Sec-Fetch-Site: cross-site` marks it foreign; requests with
 * neither header come from curl or servers, which carry no visitor's cookie by accident.
 */
export function isForeignOrigin(facts: OriginFacts): boolean {
  if (facts.origin === undefined) return facts.secFetchSite?.toLowerCase() === 'cross-site';
  let origin: URL;
  try {
    origin = new URL(facts.origin);
  } catch {
    return true;
  }
  if (origin.origin === 'null') return true;
  if (facts.allowedOrigins.some((allowed) => sameOrigin(allowed, origin.origin))) return false;
  return !facts.publicHost || withoutDefaultPort(origin.host) !== withoutDefaultPort(facts.publicHost.toLowerCase());
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === b;
  } catch {
    return false;
  }
}

function withoutDefaultPort(host: string): string {
  return host.replace(/:(80|443)$/, '');
}
