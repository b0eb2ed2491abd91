import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { testServers } from '@app/platform/testing';
import { RedisPresence } from '../../src/realtime/presence.js';
import { eventually, sleep } from './support.js';

/** A Redis connection whose first `times` scripts fail, as while Redis restarts. */
function failingFirstScripts(redis: Redis, times: number): Redis {
  let failures = times;
  return new Proxy(redis, {
    get(target, prop, receiver) {
      if (prop === 'eval' && failures > 0) {
        return () => {
          failures--;
          return Promise.reject(new Error('Connection is closed.'));
        };
      }
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('presence in Redis', () => {
  const connections: Redis[] = [];
  const presences: RedisPresence[] = [];

  const presenceOn = (redis: Redis) => {
    const presence = new RedisPresence(redis, pino({ level: 'silent' }), { replicaId: randomUUID(), heartbeatMs: 100, ttlMs: 1000 });
    presences.push(presence);
    presence.start();
    return presence;
  };

  afterEach(async () => {
    for (const presence of presences.splice(0)) await presence.stop();
    for (const redis of connections.splice(0)) redis.disconnect();
  });

  it('counts a user whose arrival Redis did not take once the heartbeat writes it, and never after they leave', async () => {
    const redis = new Redis(testServers.redisUrl, { keyPrefix: `presence-${randomUUID()}:` });
    connections.push(redis);
    const presence = presenceOn(failingFirstScripts(redis, 1));

    await presence.add('u1'); // the write fails: not an error for the socket
    await eventually(async () => (await presence.count()) === 1, 5000, 'the heartbeat recording u1');

    await presence.remove('u1');
    await sleep(400); // several heartbeats: none may bring u1 back
    expect(await presence.count()).toBe(0);
  });
});
