import { randomInt } from 'node:crypto';

/** Letters and digits without the look-alikes 0/O and 1/I/L, so a code read aloud or retyped survives. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** A short, url-safe referral code drawn uniformly with the CSPRNG (about 2^39 codes; collisions are retried). */
export function generateReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The code as stored, or null when the text cannot be a code (so no database lookup is spent on it). */
export function normalizeReferralCode(raw: string | undefined): string | null {
  if (!raw) return null;
  const code = raw.trim().toUpperCase();
  if (code.length !== REFERRAL_CODE_LENGTH) return null;
  for (const ch of code) if (!ALPHABET.includes(ch)) return null;
  return code;
}

export interface ReferrerCandidate {
  id: string;
  ipAddress: string | null;
  isBanned: boolean;
}

/**
 * Whether a sign-up from `ip` may be credited to this referrer. No self-referral: a new account from
 * the address the referrer registered from is taken for the same person. A banned referrer earns nothing.
 */
export function acceptReferrer(referrer: ReferrerCandidate | null, ip: string): string | null {
  if (!referrer || referrer.isBanned) return null;
  if (referrer.ipAddress !== null && referrer.ipAddress === ip) return null;
  return referrer.id;
}
