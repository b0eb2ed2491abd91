import { describe, expect, it } from 'vitest';
import { codedError, neverConnected } from '../../src/proxy/upstream-failures.js';

const connectError = (code: string) => Object.assign(codedError(code, `connect ${code} 127.0.0.1:4003`), { syscall: 'connect' });
const readError = (code: string) => Object.assign(codedError(code, `read ${code}`), { syscall: 'read' });

describe('which upstream failures may go to another replica (nothing was sent)', () => {
  it('counts a refused or unreachable connection, and our own connect deadline', () => {
    for (const code of ['ECONNREFUSED', 'EHOSTUNREACH', 'ENOTFOUND', 'UPSTREAM_CONNECT_TIMEOUT']) expect(neverConnected(codedError(code, code)), code).toBe(true);
  });

  it('counts a connection reset while connecting (a replica shutting down), not one reset after it was connected', () => {
    expect(neverConnected(connectError('ECONNRESET'))).toBe(true);
    expect(neverConnected(readError('ECONNRESET'))).toBe(false);
    expect(neverConnected(codedError('ECONNRESET', 'socket hang up'))).toBe(false);
  });

  it('does not count a response deadline: the service may be doing the work', () => {
    expect(neverConnected(codedError('UPSTREAM_TIMEOUT', 'upstream response timeout'))).toBe(false);
  });
});
