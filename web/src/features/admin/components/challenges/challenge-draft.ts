import { CHALLENGE_POSITIVE_MESSAGE, CHALLENGE_REQUIRED_MESSAGE, type ChallengeSetting, type PutChallengeRequest } from '@app/contracts';

/** The inline form's text, as typed. */
export interface ChallengeDraft {
  title: string;
  description: string;
  target: string;
  reward: string;
  isActive: boolean;
}

export function draftOf(challenge: ChallengeSetting): ChallengeDraft {
  return { title: challenge.title, description: challenge.description, target: String(challenge.target), reward: String(challenge.reward), isActive: challenge.isActive };
}

function positiveWholeNumber(text: string): number | null {
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/**
 * The request body, or the spec's message (section 9) in the server's order: 'Please fill in all
 * required fields', then 'Target and reward must be valid positive numbers'.
 */
export function validateDraft(draft: ChallengeDraft): { body: PutChallengeRequest } | { error: string } {
  if ([draft.title, draft.description, draft.target, draft.reward].some((v) => !v.trim())) return { error: CHALLENGE_REQUIRED_MESSAGE };
  const target = positiveWholeNumber(draft.target);
  const reward = positiveWholeNumber(draft.reward);
  if (target === null || reward === null) return { error: CHALLENGE_POSITIVE_MESSAGE };
  return { body: { title: draft.title.trim(), description: draft.description.trim(), target, reward, isActive: draft.isActive } };
}
