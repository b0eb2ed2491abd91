import { describe, expect, it } from 'vitest';
import { DEFAULT_DAILY_CHALLENGES, parseDailyChallenges, ZPutChallengeRequest } from '@app/contracts';
import { challengeChangeDetails, dailyChallengesDocument, type StoredChallenge } from '../../src/domain/challenges.js';

const at = new Date('2025-01-02T03:04:05.000Z');
const row = (overrides: Partial<StoredChallenge> = {}): StoredChallenge => ({ ...DEFAULT_DAILY_CHALLENGES[0]!, updatedAt: at, ...overrides });

function messageOf(body: unknown): { message: string; field: string } | null {
  const parsed = ZPutChallengeRequest.safeParse(body);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return { message: issue.message, field: issue.path.join('.') };
}

const valid = { title: 'T', description: 'D', target: 5, reward: 10 };

describe('challenge edit validation (spec section 5, in its order)', () => {
  it('asks for every required field first, even when another field is also wrong', () => {
    expect(messageOf({ ...valid, title: '' })).toEqual({ message: 'Please fill in all required fields', field: 'title' });
    expect(messageOf({ ...valid, target: -3, reward: '' })).toEqual({ message: 'Please fill in all required fields', field: 'reward' });
    expect(messageOf({})).toEqual({ message: 'Please fill in all required fields', field: 'title' });
  });

  it('then asks for whole positive numbers', () => {
    for (const bad of [0, -1, 1.5, 'abc', '2.5', true]) {
      expect(messageOf({ ...valid, target: bad })).toEqual({ message: 'Target and reward must be valid positive numbers', field: 'target' });
      expect(messageOf({ ...valid, reward: bad })).toEqual({ message: 'Target and reward must be valid positive numbers', field: 'reward' });
    }
  });

  it('accepts numbers written as text and trims the texts', () => {
    expect(ZPutChallengeRequest.parse({ title: ' Play ', description: ' Games ', target: '7', reward: ' 20 ', isActive: false })).toEqual({
      title: 'Play',
      description: 'Games',
      target: 7,
      reward: 20,
      isActive: false,
    });
  });

  it('leaves isActive out when it is not given', () => {
    expect(ZPutChallengeRequest.parse(valid)).toEqual(valid);
  });
});

describe('the daily_challenges document', () => {
  it('is the same text for the same configuration (the repair pass compares texts)', () => {
    expect(dailyChallengesDocument([row()])).toBe(dailyChallengesDocument([row({ updatedAt: new Date() })]));
  });

  it('is read back by every service as the configured challenges', () => {
    const text = dailyChallengesDocument([row({ target: 900, isActive: false })]);
    expect(parseDailyChallenges(text)).toEqual([{ ...DEFAULT_DAILY_CHALLENGES[0], target: 900, isActive: false }]);
  });

  it('gives the defaults to a reader while it is missing or unreadable', () => {
    expect(parseDailyChallenges(undefined)).toEqual(DEFAULT_DAILY_CHALLENGES);
    expect(parseDailyChallenges('not json')).toEqual(DEFAULT_DAILY_CHALLENGES);
    expect(parseDailyChallenges('{"challenges":[{"challengeId":"x"}]}')).toEqual(DEFAULT_DAILY_CHALLENGES);
  });
});

describe('audit details of a challenge edit', () => {
  it('records only the fields that changed, before and after', () => {
    expect(challengeChangeDetails(row(), { title: 'Earn 500 Points', description: 'Earn 500 points today', target: 600, reward: 50, isActive: false })).toEqual({
      challengeId: 'earn_500_points',
      from: { target: 500, isActive: true },
      to: { target: 600, isActive: false },
    });
  });
});
