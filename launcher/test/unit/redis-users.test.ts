import { describe, expect, it } from 'vitest';
import { gatewayService } from '../../../services/gateway/src/definition.js';
import { redisUrlFor } from '@app/platform';
import { backendServices } from '../../src/services.js';

const env = { REDIS_URL: 'redis://redis:6379' };

describe('which service processes connect to Redis (REDIS_URL set)', () => {
  it('only those that keep something there: auth (sessions, throttles), chat (socket fan-out, presence, limits), the gateway (rate limits)', () => {
    const connecting = [...backendServices, gatewayService].filter((definition) => redisUrlFor(definition, env) !== null).map((d) => d.name);
    expect(connecting.sort()).toEqual(['auth', 'chat', 'gateway']);
  });

  it('none without REDIS_URL', () => {
    expect([...backendServices, gatewayService].filter((definition) => redisUrlFor(definition, {}) !== null)).toEqual([]);
  });
});
