import type { MinesRound } from '@app/contracts';
import type { Harness } from './harness.js';

/** Starts mines rounds until one survives its first reveal (3 mines: 22/25 per try); returns the open round. */
export async function minesRoundWithOneSafeTile(h: Harness, user: string, betAmount = 10): Promise<MinesRound> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const start = await h.call<MinesRound>('POST', '/api/games/mines/start', user, { betAmount, mineCount: 3 });
    if (start.status !== 200) throw new Error(`mines start: ${start.status} ${JSON.stringify(start.body)}`);
    const reveal = await h.call<MinesRound>('POST', '/api/games/mines/reveal', user, { tileIndex: 12 });
    if (!reveal.body.hitMine) return reveal.body;
  }
  throw new Error('no safe first tile in 20 rounds');
}
