import { describe, expect, it } from 'vitest';
import { PasswordHasher } from '../../src/passwords/password-hasher.js';

describe('password hashing', () => {
  const hasher = new PasswordHasher();

  it('uses argon2id with 19 MiB, 2 passes and 1 lane, salted (two hashes of one password differ)', async () => {
    const a = await hasher.hash('correct horse battery');
    const b = await hasher.hash('correct horse battery');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hasher.hash('correct horse battery');
    await expect(hasher.verify(stored, 'correct horse battery')).resolves.toBe(true);
    await expect(hasher.verify(stored, 'correct horse battery!')).resolves.toBe(false);
  });

  it('reads a malformed stored hash as a wrong password, not as an error', async () => {
    await expect(hasher.verify('not-a-hash', 'anything')).resolves.toBe(false);
  });

  it('refuses everyone in the unknown-user branch', async () => {
    await expect(hasher.verifyNobody('no-such-user-password-for-timing')).resolves.toBe(false);
  });
});
