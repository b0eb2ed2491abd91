import { z } from 'zod';
import { CHALLENGE_MAX_REWARD, CHALLENGE_MAX_TARGET } from '../../challenges.js';
import { ZChallengeSetting } from './get-challenges.js';

export const CHALLENGE_REQUIRED_MESSAGE = 'Please fill in all required fields';
export const CHALLENGE_POSITIVE_MESSAGE = 'Target and reward must be valid positive numbers';

const REQUIRED_FIELDS = ['title', 'description', 'target', 'reward'] as const;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A form's number field arrives as a number or as its text ('25'); anything else is not a number. */
function wholeNumberOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*[-+]?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(n) ? n : null;
}

/**
 * PUT /api/admin/challenges/{challengeId}: edits a challenge (its type is fixed). Checked in the spec's
 * order (section 5): first 'Please fill in all required fields' (title, description, target, reward),
 * then 'Target and reward must be valid positive numbers' (whole numbers of at least 1), then the bounds.
 * `isActive` absent keeps the current state.
 */
export const ZPutChallengeRequest = z
  .object({
    // Any value gets through to the checks below, so that they report in the spec's order.
    title: z.unknown().optional(),
    description: z.unknown().optional(),
    target: z.unknown().optional(),
    reward: z.unknown().optional(),
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  })
  .transform((body, ctx) => {
    const fail = (field: string, message: string) => {
      ctx.addIssue({ code: 'custom', message, path: [field] });
      return z.NEVER;
    };
    const missing = REQUIRED_FIELDS.find((field) => isBlank(body[field]));
    if (missing) return fail(missing, CHALLENGE_REQUIRED_MESSAGE);
    const target = wholeNumberOf(body.target);
    const reward = wholeNumberOf(body.reward);
    if (target === null || target < 1) return fail('target', CHALLENGE_POSITIVE_MESSAGE);
    if (reward === null || reward < 1) return fail('reward', CHALLENGE_POSITIVE_MESSAGE);
    if (typeof body.title !== 'string') return fail('title', 'Title must be text');
    if (typeof body.description !== 'string') return fail('description', 'Description must be text');
    const title = body.title.trim();
    const description = body.description.trim();
    if (title.length > 200) return fail('title', 'Title is at most 200 characters');
    if (description.length > 1000) return fail('description', 'Description is at most 1000 characters');
    if (target > CHALLENGE_MAX_TARGET) return fail('target', `Target is at most ${CHALLENGE_MAX_TARGET.toLocaleString('en-US')}`);
    if (reward > CHALLENGE_MAX_REWARD) return fail('reward', `Reward is at most ${CHALLENGE_MAX_REWARD.toLocaleString('en-US')} points`);
    return { title, description, target, reward, ...(body.isActive !== undefined ? { isActive: body.isActive } : {}) };
  });
export type PutChallengeRequest = z.input<typeof ZPutChallengeRequest>;
export type ChallengeEdit = z.output<typeof ZPutChallengeRequest>;

export const ZPutChallengeResponse = ZChallengeSetting;
export type PutChallengeResponse = z.infer<typeof ZPutChallengeResponse>;
