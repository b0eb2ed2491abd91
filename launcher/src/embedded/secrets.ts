import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded mode works with no configuration at all: the internal secret is generated on the first
 * start and kept in DATA_DIR (readable by the owner only), unless INTERNAL_SECRET is given.
 */
export function loadOrCreateInternalSecret(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { internalSecret?: string };
    if (stored.internalSecret) return stored.internalSecret;
  }
  mkdirSync(dataDir, { recursive: true });
  const internalSecret = randomBytes(32).toString('hex');
  writeFileSync(file, JSON.stringify({ internalSecret }, null, 2), { mode: 0o600 });
  return internalSecret;
}
