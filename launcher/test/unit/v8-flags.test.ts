import { describe, expect, it } from 'vitest';
import { v8MemoryFlags } from '../../src/cluster/v8-flags.js';

describe('v8MemoryFlags', () => {
  it('gives the processes every bet crosses over HTTP a 32 MB semi-space, and the others V8’s default', () => {
    expect(v8MemoryFlags('gateway', { heapMb: 192 })).toEqual(['--max-old-space-size=192', '--max-semi-space-size=32']);
    expect(v8MemoryFlags('games', { heapMb: 192 })).toEqual(['--max-old-space-size=192', '--max-semi-space-size=32']);
    for (const service of ['auth', 'wallet', 'chat', 'admin'] as const) expect(v8MemoryFlags(service, { heapMb: 160 })).toEqual(['--max-old-space-size=160']);
  });

  it('applies an operator’s semi-space to every service', () => {
    expect(v8MemoryFlags('auth', { heapMb: 192, semiSpaceMb: 8 })).toEqual(['--max-old-space-size=192', '--max-semi-space-size=8']);
    expect(v8MemoryFlags('games', { heapMb: 192, semiSpaceMb: 8 })).toEqual(['--max-old-space-size=192', '--max-semi-space-size=8']);
  });
});
