import type { GameType } from '@app/contracts';
import { AppError, type RawSql } from '@app/platform';
import type { GamesDb, GamesTx } from './client.js';
import type { Prisma, Round, SeedPair } from './generated/client.js';
import type { ReservedPair } from './seed-pairs.js';

/**
 * Round statuses. Instant: pending → settled | refused. Stateful: starting → open (⇄ doubling) →
 * settling → settled, or starting → refused; a round that loses settles straight from open.
 */
export type RoundStatus = 'pending' | 'starting' | 'open' | 'doubling' | 'settling' | 'settled' | 'refused';

export type RoundWithPair = Round & { seedPair: SeedPair };

/** The key that allows one unfinished stateful round per player and game. */
export function openKeyOf(userId: string, game: GameType): string {
  return `${userId}:${game}`;
}

export async function findRound(db: GamesDb | GamesTx, id: string): Promise<RoundWithPair | null> {
  return db.round.findUnique({ where: { id }, include: { seedPair: true } });
}

/** A round of this player (and game): anyone else's, or a refused one, is simply not found (404). */
export async function findOwnRound(db: GamesDb, id: string, userId: string, game?: GameType): Promise<RoundWithPair> {
  const round = await findRound(db, id);
  if (!round || round.userId !== userId || (game && round.game !== game) || round.status === 'refused') throw new AppError('NOT_FOUND', 'No such round');
  return round;
}

/** The player's unfinished round of a stateful game, if any. */
export async function findUnfinishedRound(db: GamesDb, userId: string, game: GameType): Promise<RoundWithPair | null> {
  return db.round.findUnique({ where: { openKey: openKeyOf(userId, game) }, include: { seedPair: true } });
}

/**
 * Moves a round on only if it is still where the caller saw it (status, and step for stateful actions):
 * the once-only guard of every transition (a double cash-out updates one row once). `updatedAt` comes
 * from the service's clock, which the timers compare it with.
 */
export async function transition(
  db: GamesDb | GamesTx,
  id: string,
  from: { status: RoundStatus; step?: number },
  data: Prisma.RoundUpdateManyMutationInput & { updatedAt: Date },
): Promise<boolean> {
  const updated = await db.round.updateMany({ where: { id, status: from.status, ...(from.step === undefined ? {} : { step: from.step }) }, data });
  return updated.count === 1;
}

/** The columns of a new round, and its values as parameters $1..$18. */
const NEW_ROUND_COLUMNS = `("id", "userId", "game", "status", "stake", "payout", "multiplier", "result", "seedPairId", "serverSeedHash",
   "clientSeed", "nonce", "algorithm", "params", "state", "outcome", "openKey", "createdAt", "updatedAt")`;
const NEW_ROUND_VALUES = `$1::uuid, $2, $3, $4, $5::int, $6::int, $7, $8::int, $9::uuid, $10, $11, $12::int, $13, $14::jsonb, $15::jsonb, $16::jsonb, $17, $18, $18`;

export type NewRound = Omit<Round, 'step' | 'settledAt' | 'settledEventId'>;

function newRoundParams(round: NewRound): unknown[] {
  return [
    round.id,
    round.userId,
    round.game,
    round.status,
    round.stake,
    round.payout,
    round.multiplier,
    round.result,
    round.seedPairId,
    round.serverSeedHash,
    round.clientSeed,
    round.nonce,
    round.algorithm,
    JSON.stringify(round.params),
    round.state === null ? null : JSON.stringify(round.state),
    round.outcome === null ? null : JSON.stringify(round.outcome),
    round.openKey,
    round.createdAt,
  ];
}

function asRecorded(round: NewRound): Round {
  return { ...round, step: 0, settledAt: null, settledEventId: null };
}

/**
 * Records a new round with one plain INSERT (the bet path's: through Prisma's model API it costs several
 * times the CPU) and returns it as Prisma would have read it back.
 */
export async function insertRound(sql: RawSql, round: NewRound): Promise<Round> {
  await sql.$executeRawUnsafe(`INSERT INTO "games"."rounds" ${NEW_ROUND_COLUMNS} VALUES (${NEW_ROUND_VALUES})`, ...newRoundParams(round));
  return asRecorded(round);
}

/**
 * Takes the next nonce of the player's active pair and, in the same statement, records `guess` — a round
 * drawn in advance on the nonce this replica expected (its pair and nonce) — if that is the nonce taken.
 * One round trip for a bet instead of two whenever the expectation holds. Returns the pair and nonce
 * taken, and the round when it was recorded (else the caller draws on the nonce taken and inserts);
 * null when the player has no active pair.
 */
export async function reserveNonceRecording(sql: RawSql, guess: NewRound): Promise<{ pair: ReservedPair; recorded: Round | null } | null> {
  const rows = await sql.$queryRawUnsafe<(ReservedPair & { recorded: boolean })[]>(
    `WITH pair AS (
       UPDATE "games"."seed_pairs" SET "nonce" = "nonce" + 1 WHERE "activeUserId" = $2
       RETURNING "id", "serverSeed", "serverSeedHash", "clientSeed", "nonce" - 1 AS "nonce"
     ), recorded AS (
       INSERT INTO "games"."rounds" ${NEW_ROUND_COLUMNS}
       SELECT ${NEW_ROUND_VALUES} FROM pair WHERE pair."id" = $9::uuid AND pair."nonce" = $12::int
       RETURNING 1
     )
     SELECT pair.*, EXISTS (SELECT 1 FROM recorded) AS "recorded" FROM pair`,
    ...newRoundParams(guess),
  );
  const row = rows[0];
  if (!row) return null;
  const { recorded, ...pair } = row;
  return { pair: { ...pair, nonce: Number(pair.nonce) }, recorded: recorded ? asRecorded(guess) : null };
}

/**
 * reserveNonceRecording for several players at once (one guess per player), in ONE statement, answered
 * in the order given. The players' pairs are locked first in key order (`locked`), so two of these
 * statements can never wait for each other in a circle (every other statement on seed_pairs takes one
 * pair); the UPDATE then only changes rows this statement already holds. Any error fails the whole
 * statement: the caller goes one statement per guess.
 */
export const RESERVE_NONCES_SQL = `
WITH guess AS (
  SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::text[], $8::int[], $9::uuid[],
                       $10::text[], $11::text[], $12::int[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[], $18::timestamptz[])
    WITH ORDINALITY AS g("id", "userId", "game", "status", "stake", "payout", "multiplier", "result", "seedPairId",
                         "serverSeedHash", "clientSeed", "nonce", "algorithm", "params", "state", "outcome", "openKey", "createdAt", "i")
),
locked AS (
  SELECT p."activeUserId" FROM "games"."seed_pairs" p WHERE p."activeUserId" IN (SELECT "userId" FROM guess)
   ORDER BY p."activeUserId" FOR UPDATE
),
pair AS (
  UPDATE "games"."seed_pairs" p SET "nonce" = p."nonce" + 1
    FROM guess g JOIN locked k ON k."activeUserId" = g."userId"
   WHERE p."activeUserId" = g."userId"
  RETURNING g."i", p."id", p."serverSeed", p."serverSeedHash", p."clientSeed", p."nonce" - 1 AS "nonce"
),
recorded AS (
  INSERT INTO "games"."rounds" ${NEW_ROUND_COLUMNS}
  SELECT g."id", g."userId", g."game", g."status", g."stake", g."payout", g."multiplier", g."result", g."seedPairId", g."serverSeedHash",
         g."clientSeed", g."nonce", g."algorithm", g."params"::jsonb, g."state"::jsonb, g."outcome"::jsonb, g."openKey", g."createdAt", g."createdAt"
    FROM pair JOIN guess g ON g."i" = pair."i"
   WHERE pair."id" = g."seedPairId" AND pair."nonce" = g."nonce"
  RETURNING "id"
)
SELECT pair."id", pair."serverSeed", pair."serverSeedHash", pair."clientSeed", pair."nonce",
       EXISTS (SELECT 1 FROM recorded r WHERE r."id" = g."id") AS "recorded"
  FROM guess g LEFT JOIN pair ON pair."i" = g."i" ORDER BY g."i"`;

export async function reserveNoncesRecording(sql: RawSql, guesses: readonly NewRound[]): Promise<({ pair: ReservedPair; recorded: Round | null } | null)[]> {
  if (new Set(guesses.map((g) => g.userId)).size !== guesses.length) throw new Error('reserveNoncesRecording: one guess per player per statement');
  const rowsOfParams = guesses.map(newRoundParams);
  const columns = rowsOfParams[0]!.map((_, index) => rowsOfParams.map((params) => params[index]));
  const rows = await sql.$queryRawUnsafe<(Omit<ReservedPair, 'id'> & { id: string | null; recorded: boolean })[]>(RESERVE_NONCES_SQL, ...columns);
  return rows.map(({ recorded, ...pair }, i) =>
    pair.id === null ? null : { pair: { ...(pair as ReservedPair), nonce: Number(pair.nonce) }, recorded: recorded ? asRecorded(guesses[i]!) : null },
  );
}

/** What settling writes when the last action also decided the round (see application/lifecycle.ts Decision). */
export interface SettledDecision {
  payout: number;
  multiplier: string;
  result: number;
  outcome: Record<string, unknown>;
  stake?: number | undefined;
  state?: Record<string, unknown> | undefined;
}

/**
 * The settle transition as one SQL statement with a RETURNING clause, for Outbox.appendWith (the event
 * and the change in one statement): the same guard as `transition`, and the decision's columns when given.
 * Its games.bet.settled goes out under the round's own id, which the row keeps (`settledEventId`): after a
 * restore, `tools/resend-settlements.ts` sends it again under that id (a round settles once).
 */
export function settleStatement(id: string, from: { status: RoundStatus; step?: number }, settledAt: Date, decision?: SettledDecision): { sql: string; params: unknown[] } {
  return {
    sql: `UPDATE "games"."rounds"
             SET "status" = 'settled', "settledAt" = $2, "updatedAt" = $2, "openKey" = NULL, "step" = "step" + 1, "settledEventId" = "id",
                 "payout" = COALESCE($5::int, "payout"), "multiplier" = COALESCE($6::varchar, "multiplier"),
                 "result" = COALESCE($7::int, "result"), "outcome" = COALESCE($8::jsonb, "outcome"),
                 "stake" = COALESCE($9::int, "stake"), "state" = COALESCE($10::jsonb, "state")
           WHERE "id" = $1::uuid AND "status" = $3 AND ($4::int IS NULL OR "step" = $4::int)
       RETURNING "id"`,
    params: [
      id,
      settledAt,
      from.status,
      from.step ?? null,
      decision?.payout ?? null,
      decision?.multiplier ?? null,
      decision?.result ?? null,
      decision ? JSON.stringify(decision.outcome) : null,
      decision?.stake ?? null,
      decision?.state ? JSON.stringify(decision.state) : null,
    ],
  };
}

/**
 * Settles the instant rounds among `ids` that are still pending (their decision was recorded when they
 * were drawn), as a change for Outbox.appendEachWith: returns each settled round's id as "key". As with
 * settleStatement, each event goes out under its round's id.
 */
export function settlePendingStatement(ids: readonly string[], settledAt: Date): { sql: string; params: unknown[] } {
  return {
    sql: `UPDATE "games"."rounds"
             SET "status" = 'settled', "settledAt" = $2, "updatedAt" = $2, "openKey" = NULL, "step" = "step" + 1, "settledEventId" = "id"
           WHERE "id" = ANY($1::uuid[]) AND "status" = 'pending'
       RETURNING "id"::text AS "key"`,
    params: [ids, settledAt],
  };
}

/** Rounds in one of these statuses not touched since `before` (the timer's work list). */
export async function staleRounds(db: GamesDb, statuses: RoundStatus[], before: Date, limit: number, game?: GameType): Promise<RoundWithPair[]> {
  return db.round.findMany({
    where: { status: { in: statuses }, updatedAt: { lt: before }, ...(game ? { game } : {}) },
    orderBy: { updatedAt: 'asc' },
    take: limit,
    include: { seedPair: true },
  });
}

/** Statuses of a stateful round whose secret state must not be revealed by a seed rotation. */
export const UNFINISHED_STATEFUL: RoundStatus[] = ['starting', 'open', 'doubling'];

export async function countUnfinishedOnPair(tx: GamesTx, seedPairId: string): Promise<number> {
  return tx.round.count({ where: { seedPairId, status: { in: UNFINISHED_STATEFUL } } });
}
