/**
 * Which replica of a service gets the next request. Starting from `start` (a round-robin counter, or a
 * hash for sticky routes), the first replica not yet tried for this request and not avoided (cooling down
 * after a refused connection or a timeout, or not ready at its last readiness check) wins.
 * When every untried replica is avoided, the first untried one is used anyway: a cool-down is only a
 * guess from one refused connection, a replica not ready may answer 503 with a reason, and refusing every
 * request would turn a restart blip into an outage.
 * Null when every replica has been tried.
 */
export function chooseReplica(replicas: readonly string[], start: number, isAvoided: (replica: string) => boolean, tried: ReadonlySet<string> = new Set()): string | null {
  const n = replicas.length;
  let fallback: string | null = null;
  for (let i = 0; i < n; i++) {
    const candidate = replicas[(((start + i) % n) + n) % n]!;
    if (tried.has(candidate)) continue;
    if (!isAvoided(candidate)) return candidate;
    fallback ??= candidate;
  }
  return fallback;
}

/** FNV-1a (32 bit): a cheap, stable spread of session keys over replicas; not a security boundary. */
export function stickyHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
