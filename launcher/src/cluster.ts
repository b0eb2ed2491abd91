// `npm run start:cluster [-- --games=N --chat=N --port-offset=N --log-dir=DIR]`: the distributed mode as plain processes against the
// PostgreSQL, NATS and Redis given by DATABASE_URL, NATS_URL and REDIS_URL (local defaults).
import { parseClusterArgs } from './cluster/cluster-options.js';
import { startCluster } from './cluster/start-cluster.js';

const options = parseClusterArgs(process.argv.slice(2), process.env);
if ('error' in options) {
  console.error(options.error);
  process.exit(2);
}

const cluster = startCluster({
  games: options.games,
  chat: options.chat,
  portOffset: options.portOffset,
  databaseUrl: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/pointsplay',
  natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  internalSecret: process.env.INTERNAL_SECRET,
  namespace: process.env.NATS_NAMESPACE,
  logDir: options.logDir,
  logLevel: process.env.LOG_LEVEL,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error('[cluster] stopping every process...');
    void cluster.stop().then(() => process.exit(0));
  });
}

cluster.waitReady(90_000).then(
  () => {
    console.error(`[cluster] ready: ${cluster.processes.map((p) => `${p.spec.name}:${p.spec.port}`).join(' ')}`);
    console.error(`[cluster] open ${cluster.gatewayUrl}`);
  },
  (err: Error) => console.error(`[cluster] ${err.message}`),
);
