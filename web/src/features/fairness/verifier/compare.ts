import { multiplierText } from './draws';
import { sha256Hex } from './hmac-floats';
import type { Params } from './params';
import { DECISION_FIELDS, isVerifiableGame, recompute, withDecisions } from './recompute';
import type { PublishedTables, Recomputed } from './types';

/** A stored round as GET /api/games/fairness/rounds/:id answers it (only the fields the verifier reads). */
export interface StoredRound {
  game: string;
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  betAmount: number;
  winAmount: number | null;
  multiplier: string | null;
  params: Params;
  outcome: Params | null;
}

export interface Check {
  label: string;
  /** the outcome field checked; absent for the seed, payout and multiplier checks */
  field?: string;
  /** the values themselves, for display; `ok` compares their canonical JSON */
  computed: unknown;
  stored: unknown;
  ok: boolean;
}

export type Verification =
  | { status: 'unrevealed' }
  | { status: 'open' }
  | { status: 'checked'; match: boolean; checks: Check[]; recomputed: Recomputed };

/** JSON with object keys sorted, so values compare equal whatever order the database kept the keys in. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Params).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

const check = (label: string, computed: unknown, stored: unknown, field?: string): Check => ({
  label,
  ...(field === undefined ? {} : { field }),
  computed,
  stored,
  ok: canonical(computed) === canonical(stored),
});

/**
 * Recomputes a stored round in the browser and compares: the server seed against the hash shown before the
 * round, every outcome field, the points paid and the multiplier recorded.
 */
export async function verifyStoredRound(round: StoredRound, tables: PublishedTables = {}): Promise<Verification> {
  if (round.serverSeed === null) return { status: 'unrevealed' };
  if (round.outcome === null) return { status: 'open' };
  const params = withDecisions(round.game, round.params, round.outcome);
  const recomputed = await recompute({ game: round.game, serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce, params }, tables);
  const decisions = isVerifiableGame(round.game) ? (DECISION_FIELDS[round.game] ?? []) : [];
  const checks: Check[] = [check('Server seed matches its hash', await sha256Hex(round.serverSeed), round.serverSeedHash)];
  for (const [field, value] of Object.entries(recomputed.outcome)) {
    if (decisions.includes(field) || !(field in round.outcome)) continue;
    checks.push(check(field, value, round.outcome[field], field));
  }
  if (recomputed.payout !== null && round.winAmount !== null) checks.push(check('Points paid', recomputed.payout, round.winAmount));
  if (recomputed.multiplier100 !== null && round.multiplier !== null) checks.push(check('Multiplier', multiplierText(recomputed.multiplier100), round.multiplier));
  return { status: 'checked', match: checks.every((c) => c.ok), checks, recomputed };
}
