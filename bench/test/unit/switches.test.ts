import { describe, expect, it } from 'vitest';
import { switchesOfStatus } from '../../src/switches.js';

describe('context switches from /proc', () => {
  it('adds the voluntary and involuntary switches of a thread', () => {
    const status = ['Name:\tnode', 'State:\tS (sleeping)', 'voluntary_ctxt_switches:\t1520', 'nonvoluntary_ctxt_switches:\t37', ''].join('\n');
    expect(switchesOfStatus(status)).toBe(1557);
  });

  it('counts nothing for a thread that is gone (no status)', () => {
    expect(switchesOfStatus('')).toBe(0);
  });
});
