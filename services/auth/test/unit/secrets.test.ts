import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSecretToken, newSecretToken } from '../../src/domain/secrets.js';

describe('secret tokens', () => {
  it('are 32 random bytes in base64url (43 url-safe characters), never repeated', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newSecretToken));
    expect(tokens.size).toBe(1000);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from([...tokens][0]!, 'base64url')).toHaveLength(32);
  });

  it('are stored as their hex SHA-256, the same every time, never as themselves', () => {
    const token = newSecretToken();
    expect(hashSecretToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashSecretToken(token)).toBe(hashSecretToken(token));
    expect(hashSecretToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecretToken(token)).not.toContain(token);
  });
});
