import { parseArgs } from 'node:util';

export interface ClusterCli {
  games: number;
  chat: number;
  portOffset: number;
  logDir?: string;
}

const USAGE = 'usage: npm run start:cluster -- [--games=N] [--chat=N] [--port-offset=N] [--log-dir=DIR]';

/**
 * `npm run start:cluster`'s flags, each with its environment fallback (GAMES_REPLICAS, CHAT_REPLICAS,
 * CLUSTER_PORT_OFFSET): the options, or one line saying what is wrong, for the operator who mistyped one.
 */
export function parseClusterArgs(args: string[], env: NodeJS.ProcessEnv): ClusterCli | { error: string } {
  let values: { games: string; chat: string; 'port-offset': string; 'log-dir'?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        games: { type: 'string', default: env.GAMES_REPLICAS ?? '1' },
        chat: { type: 'string', default: env.CHAT_REPLICAS ?? '1' },
        'port-offset': { type: 'string', default: env.CLUSTER_PORT_OFFSET ?? '0' },
        'log-dir': { type: 'string' },
      },
    }));
  } catch (err) {
    return { error: `${(err as Error).message}; ${USAGE}` };
  }
  const wrong =
    wholeNumber(values.games, 1, 20, '--games') ?? wholeNumber(values.chat, 1, 20, '--chat') ?? wholeNumber(values['port-offset'], 0, 60_000, '--port-offset');
  if (wrong) return { error: wrong };
  return {
    games: Number(values.games),
    chat: Number(values.chat),
    // every port moves by this much: a second cluster beside the first (with its own NATS_NAMESPACE and database)
    portOffset: Number(values['port-offset']),
    ...(values['log-dir'] ? { logDir: values['log-dir'] } : {}),
  };
}

/** null when `value` is a whole number within bounds, else the line saying it is not. */
function wholeNumber(value: string, min: number, max: number, flag: string): string | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? null : `${flag} must be a whole number from ${min} to ${max} (got ${value})`;
}
