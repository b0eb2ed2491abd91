import { describe, expect, it } from 'vitest';
import { clientAddress, plainAddress } from '../../src/domain/client-address.js';
import { rateLimitMessage } from '../../src/domain/rate-limit-message.js';
import { chooseRequestId } from '../../src/domain/request-id.js';

describe('clientAddress', () => {
  const trustNobody = () => false;
  const trustLoopback = (a: string) => a === '127.0.0.1' || a === '::ffff:127.0.0.1';

  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddress('203.0.113.9', '6.6.6.6', trustNobody)).toBe('203.0.113.9');
  });

  it('walks back through trusted proxies to the first untrusted hop', () => {
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7', trustLoopback)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', '198.51.100.7', trustLoopback)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', undefined, trustLoopback)).toBe('127.0.0.1');
  });

  it('shows IPv4-mapped IPv6 addresses as IPv4', () => {
    expect(clientAddress('::ffff:10.1.2.3', undefined, trustNobody)).toBe('10.1.2.3');
    expect(plainAddress('::1')).toBe('::1');
  });
});

describe('chooseRequestId', () => {
  it('keeps a sane incoming id and replaces anything else', () => {
    expect(chooseRequestId('trace-0123456789')).toBe('trace-0123456789');
    for (const bad of [undefined, 'short', 'has space 0123', 'x'.repeat(200), ['a-0123456789', 'b-0123456789']]) expect(chooseRequestId(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('rateLimitMessage', () => {
  it('says whole minutes, rounded up, at least one', () => {
    expect(rateLimitMessage(1)).toBe('Too many attempts, try again in 1 minute');
    expect(rateLimitMessage(61)).toBe('Too many attempts, try again in 2 minutes');
    expect(rateLimitMessage(900)).toBe('Too many attempts, try again in 15 minutes');
  });
});
