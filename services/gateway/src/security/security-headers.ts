import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { requestState } from '../http/request-state.js';

/**
 * The Content-Security-Policy the web app works under: its own scripts only, inline styles (the UI
 * library sets style attributes), images from anywhere over https (offer icons, avatars), the socket on
 * the same host, and the offer wall in an https frame. Web workers may come from the app itself or from
 * a blob: URL: canvas-confetti (the daily bonus's confetti, spec section 4) draws in a worker it builds
 * from a blob, and without worker-src the browser falls back to script-src 'self', blocks that worker and
 * the confetti never shows. A blob: URL can only be made by script already running on the page, so this
 * lets no outside code in.
 */
const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  frameSrc: ['https:'],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Helmet's headers. Over plain http there is no `upgrade-insecure-requests` (it would send the app's own
 * requests to an https port that does not exist) and no HSTS; over https (directly or per a trusted
 * proxy's X-Forwarded-Proto) both are on.
 */
export function securityHeaders(): RequestHandler {
  const { overHttp, overHttps } = helmets();
  return (req, res, next) => (requestState(req).proto === 'https' ? overHttps : overHttp)(req, res, next);
}

function helmets() {
  const common = { xFrameOptions: { action: 'deny' as const }, crossOriginEmbedderPolicy: false };
  const overHttps = helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: { ...directives, upgradeInsecureRequests: [] } } });
  const overHttp = helmet({ ...common, strictTransportSecurity: false, contentSecurityPolicy: { useDefaults: false, directives } });
  return { overHttp, overHttps };
}

export type SecurityHeaderList = readonly (readonly [name: string, value: string])[];

/**
 * The same headers as a list per protocol, worked out once by running Helmet against a recorder: the
 * proxied API path, which every bet takes, sets them without running Helmet's dozen middlewares each time.
 */
export function securityHeaderLists(): Record<'http' | 'https', SecurityHeaderList> {
  const record = (middleware: RequestHandler): SecurityHeaderList => {
    const headers: [string, string][] = [];
    const recorder = { setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]), removeHeader: () => undefined };
    middleware({} as Parameters<RequestHandler>[0], recorder as unknown as Parameters<RequestHandler>[1], () => undefined);
    return headers;
  };
  const { overHttp, overHttps } = helmets();
  return { http: record(overHttp), https: record(overHttps) };
}
