import { describe, expect, it } from 'vitest';
import { DEFAULT_ORIGIN, cameOverHttps, configuredOrigin, linkOrigin, parseOrigin, passwordResetLink, verificationLink } from '../../src/domain/links.js';

describe('the origin of e-mail links', () => {
  it("uses the admin's site_url first, keeping a path prefix and dropping a trailing slash", () => {
    expect(linkOrigin('https://play.example.com/', 'https://configured.example')).toBe('https://play.example.com');
    expect(linkOrigin(' https://example.com/casino/ ', 'https://configured.example')).toBe('https://example.com/casino');
  });

  it('otherwise the configured origin, also when site_url is not a plain http(s) address', () => {
    expect(linkOrigin('', 'https://configured.example')).toBe('https://configured.example');
    expect(linkOrigin('javascript:alert(1)', 'https://configured.example')).toBe('https://configured.example');
    expect(linkOrigin('https://user:pw@evil.example', 'https://configured.example')).toBe('https://configured.example');
    expect(linkOrigin('https://play.example.com/?next=https://evil.example', 'https://configured.example')).toBe('https://configured.example');
  });

  it('configures the origin from PUBLIC_URL, else the embedded gateway, else the default gateway address', () => {
    expect(configuredOrigin({ publicUrl: 'https://play.example.com/', mode: 'distributed', port: '4001' })).toBe('https://play.example.com');
    expect(configuredOrigin({ publicUrl: undefined, mode: 'distributed', port: '4001', host: '127.0.0.1' })).toBe(DEFAULT_ORIGIN);
    expect(configuredOrigin({ publicUrl: undefined, mode: 'embedded', port: '3310', host: '127.0.0.1' })).toBe('http://localhost:3310');
    expect(configuredOrigin({ publicUrl: undefined, mode: 'embedded', port: undefined, host: '0.0.0.0' })).toBe('http://localhost:3000');
    expect(configuredOrigin({ publicUrl: undefined, mode: 'embedded', port: '8080', host: '192.168.1.20' })).toBe('http://192.168.1.20:8080');
    expect(configuredOrigin({ publicUrl: undefined, mode: 'embedded', port: 'nonsense' })).toBe(DEFAULT_ORIGIN);
  });

  it('parses only http(s) addresses without credentials, query or fragment', () => {
    expect(parseOrigin('http://[::1]:3000')).toBe('http://[::1]:3000');
    expect(parseOrigin('ftp://example.com')).toBeNull();
    expect(parseOrigin('https://example.com/#x')).toBeNull();
    expect(parseOrigin('not a url')).toBeNull();
    expect(parseOrigin('')).toBeNull();
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
