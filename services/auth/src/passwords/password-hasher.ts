import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { HashSlots } from './hash-slots.js';

/** argon2id with the design's parameters (19 MiB, 2 passes, 1 lane: OWASP's minimum for argon2id). */
// Algorithm is an ambient const enum, which isolatedModules cannot read: 2 is Algorithm.Argon2id.
const OPTIONS: Options = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * How many hashes or verifications run at once per process. Two keep both cores of a small machine busy
 * while bounding their memory to 2 × 19 MiB; more replicas, not more slots, is how auth scales.
 */
export const PASSWORD_HASH_SLOTS = 2;

export class PasswordHasher {
  /** A hash of a password nobody has, verified against for unknown usernames so they cost the same time. */
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly slots = new HashSlots(PASSWORD_HASH_SLOTS)) {}

  hash(password: string): Promise<string> {
    return this.slots.run(() => hash(password, OPTIONS));
  }

  async verify(storedHash: string, password: string): Promise<boolean> {
    try {
      return await this.slots.run(() => verify(storedHash, password));
    } catch {
      // a malformed stored hash must read as a wrong password, never as a 500 that tells the two apart
      return false;
    }
  }

  /** Burns one verification's worth of time and answers false: the unknown-user branch of a login. */
  async verifyNobody(password: string): Promise<false> {
    this.dummyHash ??= this.hash('no-such-user-password-for-timing');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
