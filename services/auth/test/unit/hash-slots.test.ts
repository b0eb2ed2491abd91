import { describe, expect, it } from 'vitest';
import { HashSlots } from '../../src/passwords/hash-slots.js';
import { PasswordHasher } from '../../src/passwords/password-hasher.js';

function deferred() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

describe('hash slots', () => {
  it('runs at most its size of tasks at once, and the rest in arrival order', async () => {
    const slots = new HashSlots(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const results = gates.map((gate, i) =>
      slots.run(async () => {
        started.push(i);
        most = Math.max(most, ++running);
        await gate.done;
        running--;
        return i;
      }),
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toEqual([0, 1]);
    gates[1]!.release();
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.release();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const slots = new HashSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(slots.run(async () => 'next')).resolves.toBe('next');
  });

  it('refuses a size below one', () => {
    expect(() => new HashSlots(0)).toThrow(RangeError);
  });

  it('makes a password hash wait while every slot is taken', async () => {
    const slots = new HashSlots(1);
    const hasher = new PasswordHasher(slots);
    const gate = deferred();
    const holder = slots.run(() => gate.done);
    let hashed = false;
    const hashing = hasher.hash('correct horse battery').then((h) => ((hashed = true), h));
    // one argon2id hash takes tens of milliseconds: well past this, it still has not started
    await new Promise((r) => setTimeout(r, 500));
    expect(hashed).toBe(false);
    gate.release();
    await holder;
    await expect(hashing).resolves.toMatch(/^\$argon2id\$/);
  });
});
