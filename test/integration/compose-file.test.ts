import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/run-modes.js';

// No Docker engine runs here, so the compose file is validated (not started) with Debian's docker-compose.
describe('docker-compose.yml', () => {
  it('is a valid compose file', () => {
    const out = execFileSync('docker-compose', ['-f', join(repoRoot, 'docker-compose.yml'), 'config', '-q'], {
      env: { ...process.env, POSTGRES_PASSWORD: 'validation-only', INTERNAL_SECRET: 'validation-only-secret-0123' },
      encoding: 'utf8',
    });
    expect(out.trim()).toBe('');
  });

  it('refuses to start without the secrets it must not bake into images', () => {
    const env = { ...process.env };
    delete env.POSTGRES_PASSWORD;
    delete env.INTERNAL_SECRET;
    expect(() => execFileSync('docker-compose', ['-f', join(repoRoot, 'docker-compose.yml'), 'config', '-q'], { env, stdio: 'pipe' })).toThrow();
  });

  it('runs every image as a non-root user with production dependencies only', () => {
    const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
  });
});
