import type { ChallengeDefinition, ChallengeEdit, ChallengeSetting, ChallengeType, DailyChallengesDocument } from '@app/contracts';
import type { JsonObject } from './json.js';

/** A row of challenge_settings, as the rules below need it. */
export interface StoredChallenge {
  challengeId: string;
  title: string;
  description: string;
  target: number;
  reward: number;
  type: string;
  isActive: boolean;
  updatedAt: Date;
}

function definitionOf(row: StoredChallenge): ChallengeDefinition {
  return {
    challengeId: row.challengeId,
    title: row.title,
    description: row.description,
    target: row.target,
    reward: row.reward,
    type: row.type as ChallengeType,
    isActive: row.isActive,
  };
}

export function toChallengeSetting(row: StoredChallenge): ChallengeSetting {
  return { ...definitionOf(row), updatedAt: row.updatedAt.toISOString() };
}

/**
 * The KV document of the configured challenges, as text. Rows come in a fixed order and fields in a
 * fixed order, so the same configuration always gives the same text (the repair pass compares texts).
 */
export function dailyChallengesDocument(rows: readonly StoredChallenge[]): string {
  const document: DailyChallengesDocument = { challenges: rows.map(definitionOf) };
  return JSON.stringify(document);
}

/** What the audit log keeps of an edit: the fields that changed, before and after. */
export function challengeChangeDetails(before: StoredChallenge, edit: ChallengeEdit): { challengeId: string; from: JsonObject; to: JsonObject } {
  const from: JsonObject = {};
  const to: JsonObject = {};
  for (const field of ['title', 'description', 'target', 'reward', 'isActive'] as const) {
    const next = edit[field];
    if (next !== undefined && next !== before[field]) {
      from[field] = before[field];
      to[field] = next;
    }
  }
  return { challengeId: before.challengeId, from, to };
}
