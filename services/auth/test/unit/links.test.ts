import { describe, expect, it } from 'vitest';
import { DEFAULT_ORIGIN, cameOverHttps, passwordResetLink, publicOrigin, verificationLink } from '../../src/domain/links.js';

const none = { siteUrl: '', forwardedProto: undefined, forwardedHost: undefined };

describe('the origin of e-mail links', () => {
  it("uses the admin's site_url first, keeping a path prefix and dropping a trailing slash", () => {
    expect(publicOrigin({ ...none, siteUrl: 'https://play.example.com/', forwardedProto: 'http', forwardedHost: 'evil.example' })).toBe('https://play.example.com');
    expect(publicOrigin({ ...none, siteUrl: 'https://example.com/casino/' })).toBe('https://example.com/casino');
  });

  it('otherwise uses the origin the visitor reached the gateway at', () => {
    expect(publicOrigin({ ...none, forwardedProto: 'https', forwardedHost: 'casino.example.org' })).toBe('https://casino.example.org');
    expect(publicOrigin({ ...none, forwardedProto: 'https, http', forwardedHost: 'casino.example.org:8443, internal' })).toBe('https://casino.example.org:8443');
    expect(publicOrigin({ ...none, forwardedProto: 'http', forwardedHost: '[::1]:3000' })).toBe('http://[::1]:3000');
  });

  it('falls back to http://localhost:3000, also when a forwarded value is not a plain scheme or host', () => {
    expect(publicOrigin(none)).toBe(DEFAULT_ORIGIN);
    expect(publicOrigin({ ...none, siteUrl: 'javascript:alert(1)' })).toBe(DEFAULT_ORIGIN);
    expect(publicOrigin({ ...none, forwardedProto: 'https', forwardedHost: 'evil.example/phish?x=' })).toBe(DEFAULT_ORIGIN);
    expect(publicOrigin({ ...none, forwardedProto: 'ftp', forwardedHost: 'example.com' })).toBe(DEFAULT_ORIGIN);
    expect(publicOrigin({ ...none, forwardedProto: 'https', forwardedHost: 'user@evil.example' })).toBe(DEFAULT_ORIGIN);
  });

  it('builds the verification link to the API and the reset link to the page', () => {
    expect(verificationLink('https://x.example', 'a-b_c')).toBe('https://x.example/api/auth/verify-email?token=a-b_c');
    expect(passwordResetLink('https://x.example', 'a-b_c')).toBe('https://x.example/reset-password?token=a-b_c');
  });

  it('knows an HTTPS visit from the first forwarded protocol', () => {
    expect(cameOverHttps('https')).toBe(true);
    expect(cameOverHttps('HTTPS, http')).toBe(true);
    expect(cameOverHttps('http')).toBe(false);
    expect(cameOverHttps(undefined)).toBe(false);
  });
});
