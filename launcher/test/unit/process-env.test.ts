import { describe, expect, it } from 'vitest';
import { processEnv } from '../../src/cluster/start-cluster.js';
import { planProcesses } from '../../src/cluster/topology.js';

describe('processEnv', () => {
  it('names each replica in SERVICE_INSTANCE (its log lines carry it), even over a name the launcher itself was given', () => {
    const specs = planProcesses({ games: 2, chat: 1, portOffset: 0 });
    const envs = specs.map((spec) => processEnv(spec, { LOG_LEVEL: 'info' }, { SERVICE_INSTANCE: 'launcher' }));
    expect(envs.map((env) => env.SERVICE_INSTANCE)).toEqual(specs.map((s) => s.name));
    expect(envs.map((env) => env.SERVICE_INSTANCE)).toContain('games-2');
  });

  it('gives each process its port, loopback for the services, and the cluster’s variables', () => {
    const [auth] = planProcesses({ games: 1, chat: 1, portOffset: 0 });
    expect(processEnv(auth!, { LOG_LEVEL: 'debug' }, { HOST: '0.0.0.0' })).toMatchObject({ PORT: '4001', HOST: '127.0.0.1', LOG_LEVEL: 'debug' });
  });
});
