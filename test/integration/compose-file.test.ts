import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../support/run-modes.js';

// No Docker engine runs here. The compose file is validated by Debian's docker-compose (`config -q`), which
// .ci/run installs, and checked as data: parsed the way Compose reads it (YAML merge keys) and held to the
// rules `docker compose up` would enforce beyond the schema.
interface ComposeService {
  image?: string;
  build?: { context: string; args?: Record<string, string> };
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
  stop_grace_period?: string;
  mem_limit?: string;
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const SECRETS = ['POSTGRES_PASSWORD', 'INTERNAL_SECRET'];
const SERVICES = ['gateway', 'auth', 'wallet', 'games', 'chat', 'admin'];

const composeFile = join(repoRoot, 'docker-compose.yml');
const hasDockerCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;

// Skipped only where docker-compose is not installed (a machine set up by hand); CI installs it.
describe.skipIf(!hasDockerCompose)("docker-compose.yml, by Debian's docker-compose", () => {
  it('is a valid compose file', () => {
    const out = execFileSync('docker-compose', ['-f', composeFile, 'config', '-q'], {
      env: { ...process.env, POSTGRES_PASSWORD: 'validation-only', INTERNAL_SECRET: 'validation-only-secret-0123' },
      encoding: 'utf8',
    });
    expect(out.trim()).toBe('');
  });

  it('refuses to start without the secrets it must not bake into images', () => {
    const env = { ...process.env };
    delete env.POSTGRES_PASSWORD;
    delete env.INTERNAL_SECRET;
    const refused = spawnSync('docker-compose', ['-f', composeFile, 'config', '-q'], { env, encoding: 'utf8' });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/set (POSTGRES_PASSWORD|INTERNAL_SECRET)/);
  });
});

describe('docker-compose.yml, as data', () => {
  const text = readFileSync(composeFile, 'utf8');
  const compose = parse(text, { merge: true }) as ComposeFile;
  const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8');

  it('every service has an image or a build, and refers only to what is declared', () => {
    expect(Object.keys(compose).filter((key) => !key.startsWith('x-'))).toEqual(['services', 'volumes']);
    for (const [name, service] of Object.entries(compose.services)) {
      expect(Boolean(service.image) !== Boolean(service.build), `${name}: image or build, not both`).toBe(true);
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(Object.keys(compose.services), `${name} depends on ${dependency}`).toContain(dependency);
        expect(['service_started', 'service_healthy', 'service_completed_successfully']).toContain(condition);
        // a healthy condition needs a health check: the service's own, or the image's HEALTHCHECK
        const target = compose.services[dependency]!;
        if (condition === 'service_healthy') expect(Boolean(target.healthcheck) || (Boolean(target.build) && /^HEALTHCHECK /m.test(dockerfile)), `${dependency} has a health check`).toBe(true);
      }
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (!source.startsWith('.') && !source.startsWith('/')) expect(Object.keys(compose.volumes ?? {}), `${name}'s volume ${source}`).toContain(source);
      }
      // a string, or no value at all: passed through from the environment `docker compose` runs in
      for (const [key, value] of Object.entries(service.environment ?? {})) expect(value === null || typeof value === 'string', `${name}.environment.${key} is a string or nothing`).toBe(true);
      // a host port with a default, on every address or on the loopback only
      for (const port of service.ports ?? []) expect(port).toMatch(/^(127\.0\.0\.1:)?(\$\{[A-Z_]+_PORT:-\d+\}|\d+):\d+$/);
    }
  });

  it('builds each of the six services from the one Dockerfile, and the gateway reaches each by its name and port', () => {
    const built = Object.entries(compose.services).filter(([, service]) => service.build);
    expect(built.map(([name]) => name).sort()).toEqual([...SERVICES].sort());
    expect(dockerfile).toMatch(/^ARG SERVICE$/m);
    for (const [name, service] of built) {
      expect(service.build?.args?.SERVICE).toBe(name);
      expect(existsSync(join(repoRoot, 'services', name, 'package.json')), `services/${name}`).toBe(true);
    }
    const gateway = compose.services.gateway!.environment!;
    for (const name of SERVICES.filter((s) => s !== 'gateway')) {
      expect(gateway[`${name.toUpperCase()}_URLS`]).toBe(`dns://${name}:${compose.services[name]!.environment!.PORT}`);
      expect(compose.services.gateway!.depends_on?.[name]?.condition).toBe('service_healthy');
    }
  });

  it('requires the secrets it must not bake into images, never defaulting them', () => {
    const interpolations = [...text.matchAll(/\$\{([A-Z_][A-Z0-9_]*)(:?[-?])?([^}]*)\}/g)];
    expect(interpolations.length).toBeGreaterThan(0);
    for (const [whole, name, operator, message] of interpolations) {
      // an interpolation either has a default (:-) or stops `docker compose` with a message (:?), never neither
      expect([':-', ':?'], whole).toContain(operator);
      if (SECRETS.includes(name!)) expect([operator, message!.length > 0], whole).toEqual([':?', true]);
    }
    for (const secret of SECRETS) expect(interpolations.some(([, name]) => name === secret), secret).toBe(true);
    // and no secret is written anywhere as a literal value
    for (const service of Object.values(compose.services)) {
      for (const secret of SECRETS) if (service.environment?.[secret] !== undefined) expect(text).toMatch(new RegExp(`${secret}: \\$\\{${secret}:\\?`));
    }
  });

  it("runs NATS from an image that has the wget its health check calls (the default nats image is FROM scratch: no shell, no wget)", () => {
    const nats = compose.services.nats!;
    expect(nats.healthcheck?.test).toContain('wget');
    expect(nats.image).toMatch(/^nats:[\d.]+-alpine$/);
  });

  it('gives every built service time to drain on stop, beyond the 10 s Docker allows by default', () => {
    for (const name of SERVICES) {
      const grace = compose.services[name]!.stop_grace_period;
      expect(grace, `${name}.stop_grace_period`).toMatch(/^\d+s$/);
      expect(Number.parseInt(grace!, 10), name).toBeGreaterThan(10);
    }
  });

  it('caps every service container\'s memory above what its V8 heap may take, and lets the gateway trust a proxy only when told', () => {
    const heapMb = Number(/SERVICE_HEAP_MB=(\d+)/.exec(dockerfile)![1]);
    for (const name of SERVICES) {
      const limit = compose.services[name]!.mem_limit;
      const mb = /^\$\{SERVICE_MEM_LIMIT:-(\d+)m\}$/.exec(limit ?? '');
      expect(mb, `${name}.mem_limit ${limit}`).not.toBeNull();
      // the old space, a young generation of 32 MB semi-spaces, code and buffers
      expect(Number(mb![1]), name).toBeGreaterThanOrEqual(heapMb + 3 * 32 + 64);
    }
    expect(compose.services.gateway!.environment!.TRUST_PROXY).toBe('${TRUST_PROXY:-}');
  });

  it('runs every image as a non-root user with production dependencies only', () => {
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
  });

  it('runs each service with the memory flags npm run start:cluster gives it (launcher/src/cluster/v8-flags.ts)', () => {
    expect(dockerfile).toMatch(/--max-old-space-size=\$\{SERVICE_HEAP_MB\} --max-semi-space-size=\$\{SERVICE_SEMI_SPACE_MB\}/);
    expect(dockerfile).toMatch(/SERVICE_SEMI_SPACE_MB=16\b/);
    const semiSpace = Object.fromEntries(SERVICES.map((name) => [name, compose.services[name]!.environment?.SERVICE_SEMI_SPACE_MB]));
    expect(semiSpace).toEqual({ gateway: '32', auth: undefined, wallet: undefined, games: '32', chat: undefined, admin: undefined });
  });
});
