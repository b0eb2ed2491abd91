import { createHash, randomBytes } from 'node:crypto';

/** The three inputs every outcome is computed from. */
export interface SeedInputs {
  /** 64 lowercase hex characters; used as text (its ASCII bytes are the HMAC key) */
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** A new secret server seed: 32 random bytes as 64 lowercase hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** What the player is shown in advance: SHA-256 of the server seed's text, lowercase hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

/** The default client seed: 16 random bytes as 32 hex characters (the player may choose their own). */
export function newClientSeed(): string {
  return randomBytes(16).toString('hex');
}
