import type { RawSql } from '@app/platform';
import type { ProgressRow, ProgressStep } from '../domain/challenges.js';
import { CHALLENGE_PROGRESS } from './tables.js';

/** Adds each step to the player's progress of that day (rows are created on the first step). */
export async function addChallengeProgress(sql: RawSql, userId: string, dateKey: string, steps: readonly ProgressStep[]): Promise<void> {
  for (const step of steps) {
    await sql.$executeRawUnsafe(
      `INSERT INTO ${CHALLENGE_PROGRESS} AS c ("userId", "challengeId", "date", "progress", "completed")
       VALUES ($1::text, $2::text, $3::date, LEAST($4::int, 1000000000), $4::int >= $5::int)
       ON CONFLICT ("userId", "challengeId", "date") DO UPDATE SET
         "progress" = LEAST(c."progress"::bigint + $4::int, 1000000000)::int,
         "completed" = c."completed" OR c."progress"::bigint + $4::int >= $5::int,
         "updatedAt" = now()`,
      userId,
      step.challengeId,
      dateKey,
      step.amount,
      step.target,
    );
  }
}

/**
 * Takes each step back from the player's progress of that day, never below 0, and judges `completed`
 * again. A claimed row is left as it is: its reward is paid and stays paid (the reversal has already taken
 * the offer's own points back, into debt if need be), and a claimed challenge shown as not completed would
 * only contradict the reward in the player's history.
 */
export async function takeBackChallengeProgress(sql: RawSql, userId: string, dateKey: string, steps: readonly ProgressStep[]): Promise<void> {
  for (const step of steps) {
    await sql.$executeRawUnsafe(
      `UPDATE ${CHALLENGE_PROGRESS}
          SET "progress" = GREATEST("progress" - $4::int, 0),
              "completed" = GREATEST("progress" - $4::int, 0) >= $5::int,
              "updatedAt" = now()
        WHERE "userId" = $1::text AND "challengeId" = $2::text AND "date" = $3::date AND NOT "claimed"`,
      userId,
      step.challengeId,
      dateKey,
      step.amount,
      step.target,
    );
  }
}

export async function listChallengeProgress(sql: RawSql, userId: string, dateKey: string): Promise<ProgressRow[]> {
  return sql.$queryRawUnsafe<ProgressRow[]>(
    `SELECT "challengeId", "progress", "completed", "claimed" FROM ${CHALLENGE_PROGRESS} WHERE "userId" = $1::text AND "date" = $2::date`,
    userId,
    dateKey,
  );
}

/**
 * The once-only part of a claim: flips `claimed` if the challenge is completed (or has reached the
 * current target) and not yet claimed. Of concurrent claims, exactly one sees a row updated.
 */
export async function markChallengeClaimed(sql: RawSql, userId: string, challengeId: string, dateKey: string, target: number): Promise<boolean> {
  const updated = await sql.$executeRawUnsafe(
    `UPDATE ${CHALLENGE_PROGRESS} SET "claimed" = true, "completed" = true, "updatedAt" = now()
      WHERE "userId" = $1::text AND "challengeId" = $2::text AND "date" = $3::date
        AND NOT "claimed" AND ("completed" OR "progress" >= $4::int)`,
    userId,
    challengeId,
    dateKey,
    target,
  );
  return updated === 1;
}

export async function findChallengeProgress(sql: RawSql, userId: string, challengeId: string, dateKey: string): Promise<ProgressRow | null> {
  const rows = await sql.$queryRawUnsafe<ProgressRow[]>(
    `SELECT "challengeId", "progress", "completed", "claimed" FROM ${CHALLENGE_PROGRESS}
      WHERE "userId" = $1::text AND "challengeId" = $2::text AND "date" = $3::date`,
    userId,
    challengeId,
    dateKey,
  );
  return rows[0] ?? null;
}
