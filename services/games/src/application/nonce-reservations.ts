import { Coalescer, oneItemPerKeyWaves, type RawSql } from '@app/platform';
import type { Logger } from 'pino';
import type { Round } from '../db/generated/client.js';
import { reserveNonceRecording, reserveNoncesRecording, type NewRound } from '../db/rounds.js';
import { BATCH_OPTIONS } from './batching.js';
import type { ReservedPair } from '../db/seed-pairs.js';

/** The nonce taken, and the guessed round if it was recorded on it; null when the player has no active pair. */
export type Reservation = { pair: ReservedPair; recorded: Round | null } | null;

type Answer = { ok: true; reservation: Reservation } | { ok: false; error: unknown };

/**
 * The nonce statements of instant rounds drawn on the nonce this replica expects (lifecycle drawInstant).
 * Guesses made while earlier statements are on their way go together (platform Coalescer): one statement
 * for each wave of players (db/rounds.ts reserveNoncesRecording). A player's next guess goes in the next
 * wave; a lone guess, or a wave whose statement failed, goes one statement per guess, answered on its own.
 */
export class NonceReservations {
  private readonly batches: Coalescer<NewRound, Answer>;

  constructor(
    private readonly sql: RawSql,
    private readonly logger: Logger,
  ) {
    this.batches = new Coalescer((guesses) => this.reserveAll(guesses), BATCH_OPTIONS);
  }

  async reserve(guess: NewRound): Promise<Reservation> {
    const answer = await this.batches.submit(guess);
    if (!answer.ok) throw answer.error;
    return answer.reservation;
  }

  private async reserveAll(guesses: NewRound[]): Promise<Answer[]> {
    const answers: Answer[] = [];
    const oneByOne = (wave: number[]) =>
      Promise.all(
        wave.map((i) =>
          reserveNonceRecording(this.sql, guesses[i]!).then(
            (reservation) => void (answers[i] = { ok: true, reservation }),
            (error: unknown) => void (answers[i] = { ok: false, error }),
          ),
        ),
      );
    for (const wave of oneItemPerKeyWaves(guesses, (guess) => guess.userId)) {
      if (wave.length === 1) {
        await oneByOne(wave);
        continue;
      }
      try {
        const reservations = await reserveNoncesRecording(this.sql, wave.map((i) => guesses[i]!));
        wave.forEach((i, k) => (answers[i] = { ok: true, reservation: reservations[k]! }));
      } catch (err) {
        this.logger.warn({ err, guesses: wave.length }, 'nonce statement for several players failed; taking them one by one');
        await oneByOne(wave);
      }
    }
    return answers;
  }
}
