import { createHmac } from 'node:crypto';
import type { SeedInputs } from './seeds.js';

/** Each HMAC-SHA256 block is 32 bytes = 8 floats of 4 bytes. */
export const FLOATS_PER_BLOCK = 8;

/** Block `cursor` of the byte stream: HMAC_SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`). */
export function hmacBlock(seeds: SeedInputs, cursor: number): Buffer {
  return createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`, 'utf8').digest();
}

/** Four bytes → a float in [0, 1): Σ byte_i / 256^(i+1). Exact in a double (it is k / 2^32). */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  let result = 0;
  for (let i = 0; i < 4; i++) result += (bytes[offset + i] ?? 0) / 256 ** (i + 1);
  return result;
}

/** The first `count` floats of a round: floats 0–7 from block 0, 8–15 from block 1, ... */
export function generateFloats(seeds: SeedInputs, count: number): number[] {
  const result: number[] = [];
  for (let cursor = 0; result.length < count; cursor++) {
    const block = hmacBlock(seeds, cursor);
    for (let i = 0; i < FLOATS_PER_BLOCK && result.length < count; i++) result.push(bytesToFloat(block, i * 4));
  }
  return result;
}

/**
 * Float number `index` of a round, computed on demand (games whose length depends on the player's
 * choices: blackjack draws card i from float i). Blocks are cached per stream.
 */
export class FloatStream {
  private readonly blocks = new Map<number, Buffer>();

  constructor(private readonly seeds: SeedInputs) {}

  at(index: number): number {
    const cursor = Math.floor(index / FLOATS_PER_BLOCK);
    let block = this.blocks.get(cursor);
    if (!block) {
      block = hmacBlock(this.seeds, cursor);
      this.blocks.set(cursor, block);
    }
    return bytesToFloat(block, (index % FLOATS_PER_BLOCK) * 4);
  }
}

/** The float's 32-bit integer (float × 2^32), for games that compute in exact integers (crash). */
export function floatToUint32(float: number): number {
  return Math.round(float * 2 ** 32);
}
