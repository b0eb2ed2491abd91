import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServers } from '@app/platform/testing';
import { waitFor } from '../support/http-client.js';
import { startFaultProduct, type FaultProduct } from './faults/support/fault-product.js';
import { registerPlayers } from './faults/support/storm.js';

interface LogLine {
  msg: string;
  requestId?: string;
  requestIds?: string[];
  subject?: string;
  consumer?: string;
  path?: string;
}

// An operator following one player's bet through the logs of the distributed mode: the request id the
// load balancer (or the gateway) gave it is on the line of every process the bet went through, the
// event consumers' too, though their work reaches them through the outbox and JetStream.
describe('one request id across every hop of a bet (distributed mode, debug logs)', () => {
  let product: FaultProduct;

  beforeAll(async () => {
    product = await startFaultProduct({ natsUrl: testServers.natsUrl, redisUrl: testServers.redisUrl, extraEnv: { LOG_LEVEL: 'debug' } });
  });
  afterAll(async () => {
    await product?.stop();
  });

  /** Each process's log lines that name the request, by log file ("gateway", "games", "wallet", ...). */
  function linesNaming(requestId: string): Map<string, LogLine[]> {
    const dir = join(product.dataDir, 'logs');
    const found = new Map<string, LogLine[]>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.log'))) {
      const lines = readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .filter((l) => l.includes(requestId))
        .map((l) => JSON.parse(l) as LogLine);
      if (lines.length) found.set(file.replace(/\.log$/, ''), lines);
    }
    return found;
  }
  const names = (line: LogLine, requestId: string) => line.requestId === requestId || (line.requestIds ?? []).includes(requestId);

  it('names the bet in the gateway, games, the wallet command, and the events handled by wallet, admin and chat', async () => {
    const [player] = await registerPlayers(product.url, 1, 'trace');
    const requestId = `trace-${randomUUID()}`;
    const bet = await player!.client.post('/api/games/dice', { betAmount: 1, prediction: 'over' }, { 'x-request-id': requestId });
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    expect(bet.headers.get('x-request-id')).toBe(requestId);

    const has = (process: string, msg: string, extra: (l: LogLine) => boolean = () => true) =>
      (linesNaming(requestId).get(process) ?? []).some((l) => l.msg === msg && names(l, requestId) && extra(l));
    await waitFor(
      async () => has('chat', 'event handled') && has('admin', 'event handled') && has('wallet', 'event handled'),
      20_000,
      'the bet event handled by chat, admin and wallet under the request id',
    );
    expect(has('gateway', 'request', (l) => l.path === '/api/games/dice')).toBe(true);
    expect(has('games', 'request', (l) => l.path === '/api/games/dice')).toBe(true);
    expect(has('wallet', 'command served', (l) => l.subject === 'wallet.v1.bets')).toBe(true);
    // the consumers that handled it, by name, as an operator reads them
    const consumers = [...linesNaming(requestId).values()].flat().filter((l) => l.msg === 'event handled').map((l) => l.consumer);
    expect(consumers.length).toBeGreaterThanOrEqual(3);
  });
});
