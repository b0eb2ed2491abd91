/**
 * Where e-mail links point. The admin's `site_url` wins; otherwise the origin the visitor used, as the
 * gateway forwarded it; otherwise the embedded default. Forwarded values are reduced to what a scheme
 * and a host can contain, so a forged header cannot inject a path or a second URL into a link.
 */
export const DEFAULT_ORIGIN = 'http://localhost:3000';

export interface OriginHints {
  siteUrl: string;
  forwardedProto: string | undefined;
  forwardedHost: string | undefined;
}

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

export function publicOrigin(hints: OriginHints): string {
  const site = parseOrigin(hints.siteUrl.trim());
  if (site) return site;
  const proto = firstValue(hints.forwardedProto)?.toLowerCase();
  const host = firstValue(hints.forwardedHost);
  if ((proto === 'http' || proto === 'https') && host && HOST.test(host)) return `${proto}://${host}`;
  return DEFAULT_ORIGIN;
}

/** site_url may carry a path prefix (an app served under /casino); keep it, drop a trailing slash. */
function parseOrigin(value: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
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
