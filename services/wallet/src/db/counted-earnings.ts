import type { RawSql } from '@app/platform';
import type { ProgressStep } from '../domain/challenges.js';
import { COUNTED_EARNINGS } from './tables.js';

/** Keeps what an earning added to the challenges, under the key its inbox claim used (same transaction). */
export async function recordCountedSteps(sql: RawSql, key: string, steps: readonly ProgressStep[]): Promise<void> {
  await sql.$executeRawUnsafe(
    `INSERT INTO ${COUNTED_EARNINGS} ("key", "steps") VALUES ($1::uuid, $2::jsonb)`,
    key,
    JSON.stringify(steps.map(({ challengeId, amount, target }) => ({ challengeId, amount, target }))),
  );
}

/**
 * What the earning under `key` added, or null when nothing was kept: an earning counted before the table
 * existed (wallet migration 0007), whose take-back can only go by the definitions of its own day.
 */
export async function countedSteps(sql: RawSql, key: string): Promise<ProgressStep[] | null> {
  const rows = await sql.$queryRawUnsafe<{ steps: ProgressStep[] }[]>(`SELECT "steps" FROM ${COUNTED_EARNINGS} WHERE "key" = $1::uuid`, key);
  return rows[0]?.steps ?? null;
}
