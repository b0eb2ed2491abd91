import { afterAll, beforeAll } from 'vitest';
import { startDedicatedNats, startDedicatedPostgres, startDedicatedRedis, type DedicatedServer } from './dedicated-servers.js';
import { startFaultProduct, type FaultProduct, type FaultProductOptions } from './fault-product.js';

export interface FaultStage {
  nats: DedicatedServer;
  redis: DedicatedServer;
  /** only with `ownPostgres` */
  postgres: DedicatedServer | undefined;
  product: FaultProduct;
}

/**
 * What a fault test runs on: NATS and Redis of its own (and PostgreSQL with `ownPostgres`), which it may
 * stop and restart without touching the servers the machine's other tests use, and the distributed
 * product on them. Started before the file's tests and torn down after them (after the file's own
 * afterAll hooks, which run first); the fields are set once the file's beforeAll hooks have run.
 */
export function faultStage(options: Omit<FaultProductOptions, 'natsUrl' | 'redisUrl' | 'postgresAdminUrl'> & { ownPostgres?: boolean } = {}): FaultStage {
  const { ownPostgres = false, ...productOptions } = options;
  const stage = {} as FaultStage;
  beforeAll(async () => {
    stage.postgres = ownPostgres ? await startDedicatedPostgres() : undefined;
    stage.nats = await startDedicatedNats();
    stage.redis = await startDedicatedRedis();
    stage.product = await startFaultProduct({ ...productOptions, natsUrl: stage.nats.url, redisUrl: stage.redis.url, postgresAdminUrl: stage.postgres?.url });
  });
  afterAll(async () => {
    await stage.product?.stop();
    await stage.postgres?.destroy();
    await stage.nats?.destroy();
    await stage.redis?.destroy();
  });
  return stage;
}
