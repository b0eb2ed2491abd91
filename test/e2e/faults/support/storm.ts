import { randomBytes } from 'node:crypto';
import { SiteClient, waitFor } from '../../../support/http-client.js';

export interface Player {
  username: string;
  client: SiteClient;
}

/** Registers `count` players (a few at a time) and waits until each has the signup bonus. */
export async function registerPlayers(url: string, count: number, prefix = 'p'): Promise<Player[]> {
  const tag = randomBytes(3).toString('hex');
  const players: Player[] = [];
  for (let i = 0; i < count; i += 5) {
    const batch = Array.from({ length: Math.min(5, count - i) }, (_, j) => i + j);
    players.push(
      ...(await Promise.all(
        batch.map(async (n) => {
          const username = `${prefix}${tag}_${n}`;
          const client = new SiteClient(url);
          const res = await client.post('/api/auth/register', { username, email: `${username}@example.com`, password: 'Blue-Lantern-77', firstName: 'Pat', lastName: 'Player' });
          if (res.status !== 200) throw new Error(`registering ${username} answered ${res.status}: ${JSON.stringify(res.body)}`);
          return { username, client };
        }),
      )),
    );
  }
  await Promise.all(
    players.map((p) => waitFor(async () => ((await p.client.get('/api/auth/user')).body?.points ?? 0) > 0, 30_000, `${p.username}'s signup bonus`)),
  );
  return players;
}

export interface Answer {
  status: number;
  body: any;
  /** ms since the storm started, when the request was sent and when its answer came */
  sentAt: number;
  at: number;
  player: string;
}

export interface StormOptions {
  players: Player[];
  /** requests in flight per player */
  perPlayer: number;
  durationMs: number;
  /** hard bound on requests in all */
  maxRequests?: number;
  /** one request of one player */
  act: (player: Player) => Promise<{ status: number; body: any }>;
  /** ends the storm before `durationMs` once aborted (requests in flight still get their answers) */
  stop?: AbortSignal;
}

/**
 * Keeps every player busy for `durationMs` (bounded in time and count). A request that throws (the
 * connection itself failed) is recorded as status 0. Resolves with every answer once all are in.
 */
export async function runStorm(options: StormOptions): Promise<Answer[]> {
  const started = Date.now();
  const answers: Answer[] = [];
  const max = options.maxRequests ?? 5000;
  let sent = 0;
  const worker = async (player: Player) => {
    while (Date.now() - started < options.durationMs && sent < max && !options.stop?.aborted) {
      sent++;
      const sentAt = Date.now() - started;
      const res = await options.act(player).catch((error: unknown) => ({ status: 0, body: { message: String(error) } }));
      answers.push({ ...res, sentAt, at: Date.now() - started, player: player.username });
    }
  };
  await Promise.all(options.players.flatMap((p) => Array.from({ length: options.perPlayer }, () => worker(p))));
  return answers;
}

/** A dice bet of one point (a fault product started with `signupBonus: STORM_BANKROLL` pays for any storm). */
export function diceBet(player: Player): Promise<{ status: number; body: any }> {
  return player.client.post('/api/games/dice', { betAmount: 1, prediction: Math.random() < 0.5 ? 'over' : 'under' });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Counts answers by status, for failure messages. */
export function statusCounts(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}
