/**
 * Where e-mail links point. Never anything a request carries: the Host and X-Forwarded-* headers are the
 * client's to choose, and a link on the client's host would hand a live reset token to whoever sent them.
 * The admin's `site_url` wins; otherwise the address the operator configured for the site (PUBLIC_URL,
 * or in the embedded mode the gateway's own address), see `configuredOrigin`.
 */
export const DEFAULT_ORIGIN = 'http://localhost:3000';

/** The origin (with any path prefix) that e-mail links are built on. */
export function linkOrigin(siteUrl: string, configured: string): string {
  return parseOrigin(siteUrl.trim()) ?? configured;
}

/**
 * The origin used while `site_url` is empty: PUBLIC_URL when set; in the embedded mode the gateway this
 * same process serves (its PORT and HOST, a loopback or wildcard HOST written as localhost); otherwise
 * the gateway's default address.
 */
export function configuredOrigin(options: { publicUrl: string | undefined; mode: 'embedded' | 'distributed'; port?: string | undefined; host?: string | undefined }): string {
  const configured = options.publicUrl ? parseOrigin(options.publicUrl) : null;
  if (configured) return configured;
  if (options.mode !== 'embedded') return DEFAULT_ORIGIN;
  const port = Number(options.port ?? '3000');
  if (!Number.isInteger(port) || port <= 0 || port > 65535) return DEFAULT_ORIGIN;
  const host = (options.host ?? '').trim();
  const local = !host || host === '0.0.0.0' || host === '::' || host === '::1' || host === 'localhost' || host.startsWith('127.');
  const hostPart = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return parseOrigin(`http://${hostPart}:${port}`) ?? DEFAULT_ORIGIN;
}

/**
 * An http(s) address as a link origin, or null. site_url may carry a path prefix (an app served under
 * /casino): kept, without a trailing slash. Credentials, a query or a fragment make it unusable.
 */
export function parseOrigin(value: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || url.search || url.hash) return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}

/** Proxies append to these headers ("https, http"); the first value is the client-facing one. */
function firstValue(header: string | undefined): string | undefined {
  const first = header?.split(',')[0]?.trim();
  return first || undefined;
}

/** Whether the visitor reached us over HTTPS (then the session cookie is Secure). */
export function cameOverHttps(forwardedProto: string | undefined): boolean {
  return firstValue(forwardedProto)?.toLowerCase() === 'https';
}

export function verificationLink(origin: string, token: string): string {
  return `${origin}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
}

export function passwordResetLink(origin: string, token: string): string {
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}
