import { describe, expect, it } from 'vitest';
import { signIdentity, verifyIdentity } from '@app/platform';

const secret = 'a-test-secret-of-enough-length';
const identity = { userId: 'u1', sessionId: 's1', ip: '127.0.0.1', userAgent: 'ua', requestId: 'r1', iat: Date.now() };

describe('signed identity header', () => {
  it('verifies a header signed with the same secret', () => {
    expect(verifyIdentity(signIdentity(identity, secret), secret)).toEqual(identity);
  });

  it('refuses a header signed with another secret', () => {
    expect(verifyIdentity(signIdentity(identity, 'another-secret-of-enough-length'), secret)).toBeNull();
  });

  it('refuses a header whose payload was changed after signing', () => {
    const [, mac] = signIdentity(identity, secret).split('.');
    const forged = Buffer.from(JSON.stringify({ ...identity, userId: 'admin' })).toString('base64url');
    expect(verifyIdentity(`${forged}.${mac}`, secret)).toBeNull();
  });

  it('refuses a stale header', () => {
    const old = { ...identity, iat: Date.now() - 5 * 60_000 };
    expect(verifyIdentity(signIdentity(old, secret), secret)).toBeNull();
  });

  it('refuses garbage', () => {
    expect(verifyIdentity('not-a-header', secret)).toBeNull();
    expect(verifyIdentity(undefined, secret)).toBeNull();
  });
});
