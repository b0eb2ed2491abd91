/**
 * A fresh Idempotency-Key: 32 random hex digits. From getRandomValues, not crypto.randomUUID, which a
 * browser offers only in a secure context (an admin on plain HTTP over a LAN address would get none).
 */
export function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
