import { describe, expect, it } from 'vitest';
import { isForeignOrigin, isStateChanging } from '../../src/domain/origin-policy.js';

const facts = (origin: string | undefined, extra: Partial<Parameters<typeof isForeignOrigin>[0]> = {}) => ({
  origin,
  secFetchSite: undefined,
  publicHost: 'casino.example',
  allowedOrigins: ['http://localhost:5173'],
  ...extra,
});

describe('origin policy', () => {
  it('checks only state-changing methods', () => {
    expect(['POST', 'put', 'PATCH', 'DELETE'].every(isStateChanging)).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some(isStateChanging)).toBe(false);
  });

  it('accepts the site’s own host, whatever the scheme or default port', () => {
    expect(isForeignOrigin(facts('https://casino.example'))).toBe(false);
    expect(isForeignOrigin(facts('http://casino.example:80'))).toBe(false);
    expect(isForeignOrigin(facts('https://CASINO.example', { publicHost: 'casino.example:443' }))).toBe(false);
  });

  it('accepts explicitly allowed origins only as whole origins', () => {
    expect(isForeignOrigin(facts('http://localhost:5173'))).toBe(false);
    expect(isForeignOrigin(facts('http://localhost:5174'))).toBe(true);
  });

  it('refuses other hosts, look-alikes, null and garbage', () => {
    expect(isForeignOrigin(facts('https://evil.example'))).toBe(true);
    expect(isForeignOrigin(facts('https://casino.example.evil.example'))).toBe(true);
    expect(isForeignOrigin(facts('null'))).toBe(true);
    expect(isForeignOrigin(facts('not a url'))).toBe(true);
    expect(isForeignOrigin(facts('https://casino.example', { publicHost: undefined }))).toBe(true);
  });

  it('without Origin, refuses only what the browser marks cross-site', () => {
    expect(isForeignOrigin(facts(undefined))).toBe(false);
    expect(isForeignOrigin(facts(undefined, { secFetchSite: 'same-origin' }))).toBe(false);
    expect(isForeignOrigin(facts(undefined, { secFetchSite: 'cross-site' }))).toBe(true);
  });
});
