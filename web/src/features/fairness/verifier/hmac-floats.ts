/** The three inputs every outcome is computed from. */
export interface Seeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const FLOATS_PER_BLOCK = 8;
const encoder = new TextEncoder();

function subtle(): SubtleCrypto {
  const c = globalThis.crypto as Crypto | undefined;
  if (!c?.subtle) throw new Error('Web Crypto is not available (the page must be served over HTTPS or from localhost)');
  return c.subtle;
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of a text (UTF-8), lowercase hex: how a server seed is committed to before it is revealed. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await subtle().digest('SHA-256', encoder.encode(text))));
}

/** Block `cursor`: HMAC-SHA256(key = serverSeed text, message = `${clientSeed}:${nonce}:${cursor}`). */
export async function hmacBlock(seeds: Seeds, cursor: number): Promise<Uint8Array> {
  const key = await subtle().importKey('raw', encoder.encode(seeds.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const message = encoder.encode(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`);
  return new Uint8Array(await subtle().sign('HMAC', key, message));
}

/** One float in [0, 1) from four bytes: b0/256 + b1/256² + b2/256³ + b3/256⁴ (exact: it is k / 2^32). */
export function floatFromBytes(bytes: Uint8Array, offset: number): number {
  return (bytes[offset]! * 2 ** 24 + bytes[offset + 1]! * 2 ** 16 + bytes[offset + 2]! * 2 ** 8 + bytes[offset + 3]!) / 2 ** 32;
}

/** The first `count` floats of a round, 8 per HMAC block, blocks 0, 1, 2, ... */
export async function roundFloats(seeds: Seeds, count: number): Promise<number[]> {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor++) {
    const block = await hmacBlock(seeds, cursor);
    for (let i = 0; i < FLOATS_PER_BLOCK && floats.length < count; i++) floats.push(floatFromBytes(block, i * 4));
  }
  return floats;
}

/** A float's 32-bit integer (float × 2^32), for the games computed in exact integers. */
export function floatToUint32(float: number): number {
  return Math.round(float * 2 ** 32);
}
