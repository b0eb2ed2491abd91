import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { setRequestState } from '../../src/http/request-state.js';
import { securityHeaderLists, securityHeaders } from '../../src/security/security-headers.js';

/** The security headers the gateway sends with a page, over plain http or (per the request state) https. */
async function headersOver(proto: 'http' | 'https'): Promise<Headers> {
  const app = express();
  app.use((req, _res, next) => {
    setRequestState(req, { requestId: 'test', clientIp: '127.0.0.1', proto, host: 'localhost', forwardedFor: '127.0.0.1', tried: new Set() });
    next();
  });
  app.use(securityHeaders());
  app.get('/', (_req, res) => res.send('<!doctype html>'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).headers;
  } finally {
    server.close();
  }
}

/** The CSP the gateway sends with a page. */
async function cspOver(proto: 'http' | 'https'): Promise<Map<string, string>> {
  const csp = (await headersOver(proto)).get('content-security-policy') ?? '';
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

// Audit finding 1: canvas-confetti draws the daily bonus's confetti in a worker made from a blob: URL;
// with no worker-src the browser applies script-src 'self', blocks the worker and no confetti plays.
describe('the CSP the web app works under', () => {
  it.each(['http', 'https'] as const)('lets the page start a worker from its own blob: URLs, over %s', async (proto) => {
    const csp = await cspOver(proto);
    expect(csp.get('worker-src')?.split(' ')).toEqual(["'self'", 'blob:']);
    // scripts stay the app's own: the worker allowance does not widen script-src
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('default-src')).toBe("'self'");
  });
});

describe('the security headers of the proxied API path', () => {
  it.each(['http', 'https'] as const)('are those Helmet sets on a page, over %s', async (proto) => {
    const page = await headersOver(proto);
    const list = securityHeaderLists()[proto];
    expect(list.length).toBeGreaterThan(8);
    for (const [name, value] of list) expect(page.get(name), name).toBe(value);
    expect(list.some(([name]) => name.toLowerCase() === 'strict-transport-security')).toBe(proto === 'https');
  });
});
