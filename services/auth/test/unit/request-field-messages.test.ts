import { describe, expect, it } from 'vitest';
import { ZChangePasswordRequest, ZLoginRequest, ZRegisterRequest } from '@app/contracts';
import { validationError } from '@app/platform';

const messageFor = (schema: typeof ZLoginRequest | typeof ZRegisterRequest, body: unknown) => {
  const parsed = schema.safeParse(body);
  if (parsed.success) throw new Error('expected a refusal');
  return validationError(parsed.error).message;
};

describe('auth requests say "is required" only for a field that is absent', () => {
  it('names a missing username, email or password as required', () => {
    expect(messageFor(ZLoginRequest, { password: 'something long' })).toBe('username: Username is required');
    expect(messageFor(ZLoginRequest, { username: 'alice' })).toBe('password: Password is required');
    expect(messageFor(ZRegisterRequest, { username: 'alice', password: 'a long secret' })).toBe('email: Email is required');
  });

  it('refuses a login or current password shorter than any stored one could be (spec section 5, with the design\'s 8), before any hash', () => {
    expect(messageFor(ZLoginRequest, { username: 'alice', password: 'seven77' })).toBe('password: Password must be at least 8 characters');
    expect(messageFor(ZLoginRequest, { username: 'alice', password: '' })).toBe('password: Password is required');
    expect(ZLoginRequest.safeParse({ username: 'alice', password: 'eight888' }).success).toBe(true);
    const change = ZChangePasswordRequest.safeParse({ currentPassword: 'short', newPassword: 'a brand new secret' });
    expect(change.success ? null : validationError(change.error).message).toBe('currentPassword: Password must be at least 8 characters');
  });

  it('says what is wrong with a value that was sent but is not text', () => {
    expect(messageFor(ZLoginRequest, { username: 123, password: 'something long' })).toMatch(/^username: must be text/);
    expect(messageFor(ZLoginRequest, { username: 'alice', password: ['a'] })).toMatch(/^password: must be text/);
    expect(messageFor(ZRegisterRequest, { username: 'alice', email: 42, password: 'a long secret' })).toMatch(/^email: must be text/);
  });
});
