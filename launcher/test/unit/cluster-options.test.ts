import { describe, expect, it } from 'vitest';
import { parseClusterArgs } from '../../src/cluster/cluster-options.js';

describe('npm run start:cluster options', () => {
  it('takes replica counts, port offset and log directory from the flags', () => {
    expect(parseClusterArgs(['--games=3', '--chat=2', '--port-offset=1000', '--log-dir=/tmp/logs'], {})).toEqual({ games: 3, chat: 2, portOffset: 1000, logDir: '/tmp/logs' });
  });

  it('falls back to GAMES_REPLICAS, CHAT_REPLICAS and CLUSTER_PORT_OFFSET, then to one replica each and no offset', () => {
    expect(parseClusterArgs([], { GAMES_REPLICAS: '2', CHAT_REPLICAS: '4', CLUSTER_PORT_OFFSET: '10' })).toEqual({ games: 2, chat: 4, portOffset: 10 });
    expect(parseClusterArgs([], {})).toEqual({ games: 1, chat: 1, portOffset: 0 });
  });

  it('refuses a mistyped flag with one line naming it and the flags there are, not a stack trace', () => {
    const parsed = parseClusterArgs(['--gmaes=2'], {});
    expect(parsed).toEqual({ error: expect.stringContaining("Unknown option '--gmaes'") });
    const { error } = parsed as { error: string };
    for (const flag of ['--games=N', '--chat=N', '--port-offset=N', '--log-dir=DIR']) expect(error).toContain(flag);
    expect(error).not.toMatch(/\n\s+at /);
  });

  it('refuses replica counts and offsets out of range, naming the value', () => {
    expect(parseClusterArgs(['--games=0'], {})).toEqual({ error: '--games must be a whole number from 1 to 20 (got 0)' });
    expect(parseClusterArgs([], { CHAT_REPLICAS: 'two' })).toEqual({ error: '--chat must be a whole number from 1 to 20 (got two)' });
    expect(parseClusterArgs(['--port-offset=-5'], {})).toEqual({ error: '--port-offset must be a whole number from 0 to 60000 (got -5)' });
  });
});
