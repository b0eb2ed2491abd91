import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../src/domain/private-address.js';

describe('who may read the gateway metrics', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '172.16.0.9', '172.31.255.1', '192.168.1.20', 'fd00::1'])('allows %s', (a) => {
    expect(isPrivateAddress(a)).toBe(true);
  });
  it.each(['8.8.8.8', '172.32.0.1', '::ffff:1.2.3.4', '2001:db8::1', undefined, 'garbage'])('refuses %s', (a) => {
    expect(isPrivateAddress(a)).toBe(false);
  });
});
