import { describe, expect, it } from 'vitest';
import { chooseReplica, stickyHash } from '../../src/domain/replica-choice.js';

const replicas = ['a', 'b', 'c'];
const none = () => false;

describe('chooseReplica', () => {
  it('goes round-robin from the start index', () => {
    expect([0, 1, 2, 3].map((start) => chooseReplica(replicas, start, none))).toEqual(['a', 'b', 'c', 'a']);
  });

  it('skips replicas cooling down', () => {
    expect(chooseReplica(replicas, 0, (r) => r === 'a')).toBe('b');
  });

  it('skips replicas already tried for this request, and gives up when all were', () => {
    expect(chooseReplica(replicas, 0, none, new Set(['a', 'b']))).toBe('c');
    expect(chooseReplica(replicas, 0, none, new Set(replicas))).toBeNull();
  });

  it('uses a cooling-down replica rather than none at all', () => {
    expect(chooseReplica(replicas, 1, () => true)).toBe('b');
  });

  it('copes with an empty list and huge start values', () => {
    expect(chooseReplica([], 5, none)).toBeNull();
    expect(chooseReplica(replicas, Number.MAX_SAFE_INTEGER, none)).toBeDefined();
  });
});

describe('stickyHash', () => {
  it('is stable for a key and spreads different keys', () => {
    expect(stickyHash('session-1')).toBe(stickyHash('session-1'));
    const spread = new Set(Array.from({ length: 100 }, (_, i) => stickyHash(`session-${i}`) % 3));
    expect(spread.size).toBe(3);
  });
});
