import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { NatsBus } from '@app/platform';
import { withoutCredentials } from '../../src/bus/nats-first-connect.js';

interface LogLine {
  level: number;
  msg: string;
  url?: string;
}

/** A port nothing listens on: taken, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

describe('the first NATS connection', () => {
  it('warns, naming the server without its credentials, while it waits, then fails start-up with an error that says why', async () => {
    const lines: LogLine[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
    const port = await closedPort();
    const started = Date.now();

    const connecting = NatsBus.connect({
      url: `nats://alice:s3cret@127.0.0.1:${port}`,
      service: 'first-connect-test',
      logger,
      firstConnect: { warnAfterMs: 100, warnEveryMs: 200, giveUpAfterMs: 700, retryEveryMs: 50 },
    });

    await expect(connecting).rejects.toThrow(new RegExp(`No connection to NATS at nats://127\\.0\\.0\\.1:${port} after \\d+ s and \\d+ attempts .*check NATS_URL`));
    expect(Date.now() - started).toBeLessThan(3_000);
    const warnings = lines.filter((l) => l.level === 40 && /still waiting for the first NATS connection/.test(l.msg));
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    for (const w of warnings) expect(w.url).toBe(`nats://127.0.0.1:${port}`);
    expect(JSON.stringify(lines)).not.toContain('s3cret');
  });
});

describe('a service process whose NATS never answers', () => {
  it('exits 1 once NATS_FIRST_CONNECT_TIMEOUT_MS has passed, for its supervisor to start it again', async () => {
    const port = await closedPort();
    // the gateway: a real service process that needs no database
    const main = fileURLToPath(new URL('../../../../services/gateway/dist/main.js', import.meta.url));
    const started = Date.now();
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, NATS_URL: `nats://127.0.0.1:${port}`, NATS_FIRST_CONNECT_TIMEOUT_MS: '1200', INTERNAL_SECRET: 'first-connect-test-secret', PORT: '0', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    // the bound is the variable's, not the 30 s default
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(output).toMatch(/"level":60.*No connection to NATS at nats:\/\/127\.0\.0\.1:\d+ after 1 s/);
  }, 20_000);
});

describe('withoutCredentials', () => {
  it('drops user, password and token from every server of the list, and leaves the rest as it is', () => {
    expect(withoutCredentials('nats://alice:s3cret@nats:4222')).toBe('nats://nats:4222');
    expect(withoutCredentials('nats://t0ken@nats:4222,tls://bob:pw@other:4222')).toBe('nats://nats:4222,tls://other:4222');
    expect(withoutCredentials('nats://127.0.0.1:4222')).toBe('nats://127.0.0.1:4222');
    expect(withoutCredentials('user:pw@localhost:4222')).toBe('localhost:4222');
  });
});
