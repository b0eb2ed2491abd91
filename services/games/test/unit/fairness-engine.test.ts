import { describe, expect, it } from 'vitest';
import { cardIndexFromFloat, rankOf, suitOf } from '../../src/domain/fairness/cards.js';
import { bytesToFloat, floatToUint32, generateFloats } from '../../src/domain/fairness/floats.js';
import { hashServerSeed, newClientSeed, newServerSeed } from '../../src/domain/fairness/seeds.js';
import { drawWithoutReplacement } from '../../src/domain/fairness/shuffle.js';
import { pickWeighted } from '../../src/domain/fairness/weighted.js';

describe('provably-fair engine', () => {
  it('makes 32-byte server seeds (64 hex) whose SHA-256 is what the player sees in advance', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashServerSeed(seed)).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(seed);
    expect(newClientSeed()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('turns 4 bytes into Σ byte_i / 256^(i+1), exactly k / 2^32', () => {
    expect(bytesToFloat(new Uint8Array([0, 0, 0, 0]), 0)).toBe(0);
    expect(bytesToFloat(new Uint8Array([128, 0, 0, 0]), 0)).toBe(0.5);
    expect(bytesToFloat(new Uint8Array([255, 255, 255, 255]), 0)).toBe(1 - 2 ** -32);
    expect(floatToUint32(bytesToFloat(new Uint8Array([1, 2, 3, 4]), 0))).toBe(0x01020304);
  });

  it('takes 8 floats per HMAC block and moves to the next cursor after them', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'c', nonce: 1 };
    const nine = generateFloats(seeds, 9);
    expect(generateFloats(seeds, 8)).toEqual(nine.slice(0, 8));
    expect(nine).toHaveLength(9);
    expect(generateFloats({ ...seeds, nonce: 2 }, 1)[0]).not.toBe(nine[0]);
  });

  it('draws without replacement by striking out position floor(f × remaining) of what is left', () => {
    expect(drawWithoutReplacement([0, 1, 2, 3, 4], 3, [0, 0, 0])).toEqual([0, 1, 2]);
    expect(drawWithoutReplacement([0, 1, 2, 3, 4], 3, [0.99, 0.99, 0.5])).toEqual([4, 3, 1]);
    expect(() => drawWithoutReplacement([1, 2], 3, [0, 0, 0])).toThrow();
  });

  it('gives each index of a weighted pick exactly its weight of the float range', () => {
    const weights = [1, 3, 6];
    const counts = [0, 0, 0];
    for (let i = 0; i < 10; i++) counts[pickWeighted(weights, (i + 0.5) / 10)]!++;
    expect(counts).toEqual([1, 3, 6]);
  });

  it('maps a float to one of 52 cards, rank-major: 0 = 2♦, 51 = A♣', () => {
    expect([rankOf(0), suitOf(0)]).toEqual(['2', 'diamonds']);
    expect([rankOf(51), suitOf(51)]).toEqual(['A', 'clubs']);
    expect(cardIndexFromFloat(0.999999)).toBe(51);
    expect(cardIndexFromFloat(0)).toBe(0);
  });
});
