import { hostname } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, processInstance } from '../../src/logger.js';

// pino writes a root logger's bindings into every line it logs
describe('log lines name the process that wrote them', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('carries the replica name the cluster launcher gives the process, beside the service', () => {
    vi.stubEnv('SERVICE_INSTANCE', 'games-2');
    expect(createLogger('games', 'silent').bindings()).toMatchObject({ instance: 'games-2', service: 'games' });
  });

  it('falls back to host and pid where no launcher names it (a compose replica: the container id is its hostname)', () => {
    vi.stubEnv('SERVICE_INSTANCE', '');
    expect(processInstance()).toBe(`${hostname()}:${process.pid}`);
    expect(createLogger('games', 'silent').bindings().instance).toBe(`${hostname()}:${process.pid}`);
  });

  it('names the one process of the embedded mode once, with each service on its own child', () => {
    vi.stubEnv('SERVICE_INSTANCE', '');
    const root = createLogger('embedded', 'silent', null);
    expect(root.bindings()).toEqual({ name: 'embedded', instance: `${hostname()}:${process.pid}` });
    expect(root.child({ service: 'auth' }).bindings()).toEqual({ name: 'embedded', instance: `${hostname()}:${process.pid}`, service: 'auth' });
  });
});
