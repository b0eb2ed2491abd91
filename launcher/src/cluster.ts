// `npm run start:cluster [-- --games=N --chat=N --port-offset=N]`: the distributed mode as plain processes against the
// PostgreSQL, NATS and Redis given by DATABASE_URL, NATS_URL and REDIS_URL (local defaults).
import { parseArgs } from 'node:util';
import { startCluster } from './cluster/start-cluster.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: process.env.GAMES_REPLICAS ?? '1' },
    chat: { type: 'string', default: process.env.CHAT_REPLICAS ?? '1' },
    'port-offset': { type: 'string', default: process.env.CLUSTER_PORT_OFFSET ?? '0' },
    'log-dir': { type: 'string' },
  },
});

const replicas = (name: string, value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 20) {
    console.error(`--${name} must be a whole number from 1 to 20 (got ${value})`);
    process.exit(2);
  }
  return n;
};

/** Every port moves by this much: a second cluster beside the first (with its own NATS_NAMESPACE and database). */
const portOffset = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 60_000) {
    console.error(`--port-offset must be a whole number from 0 to 60000 (got ${value})`);
    process.exit(2);
  }
  return n;
};

const cluster = startCluster({
  games: replicas('games', values.games),
  chat: replicas('chat', values.chat),
  portOffset: portOffset(values['port-offset']),
  databaseUrl: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/pointsplay',
  natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  internalSecret: process.env.INTERNAL_SECRET,
  namespace: process.env.NATS_NAMESPACE,
  logDir: values['log-dir'],
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
