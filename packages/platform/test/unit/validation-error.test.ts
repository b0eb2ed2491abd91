import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZPostBaccaratRequest } from '@app/contracts';
import { validationError } from '@app/platform';

const failure = (schema: z.ZodType, input: unknown, where?: string) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a failure');
  const e = validationError(parsed.error, where);
  return { message: e.message, field: e.field };
};

describe('validationError', () => {
  it('prefixes the field to a message that does not name it', () => {
    expect(failure(z.object({ betAmount: z.number().min(1) }), { betAmount: 0 })).toEqual({ message: 'betAmount: must be at least 1', field: 'betAmount' });
    expect(failure(z.object({ details: z.object({ reason: z.string({ error: 'Reason is required' }) }) }), { details: {} })).toEqual({
      message: 'details.reason: Reason is required',
      field: 'details.reason',
    });
  });

  it('does not print the field twice when the message already starts with it', () => {
    expect(failure(z.object({ game: z.enum(['dice'], { error: 'game: unknown game' }) }), { game: 'x' })).toEqual({ message: 'game: unknown game', field: 'game' });
    expect(failure(z.object({ bets: z.array(z.string()).min(1, { error: 'bets: place at least one bet' }) }), { bets: [] })).toEqual({ message: 'bets: place at least one bet', field: 'bets' });
    expect(failure(z.object({ betAmount: z.number({ error: 'betAmount must be a number of points' }) }), {})).toEqual({ message: 'betAmount must be a number of points', field: 'betAmount' });
  });

  it('names a nested field once when the message starts with its own name (a shared field schema inside an object)', () => {
    const bets = z.object({ bets: z.object({ player: z.number().min(1, { error: 'player must be at least 1' }), tie: z.number({ error: 'tie: must be a number' }) }) });
    expect(failure(bets, { bets: { player: 0, tie: 1 } })).toEqual({ message: 'bets.player: must be at least 1', field: 'bets.player' });
    expect(failure(bets, { bets: { player: 1 } })).toEqual({ message: 'bets.tie: must be a number', field: 'bets.tie' });
    // the baccarat contract, whose stake fields name themselves
    expect(failure(ZPostBaccaratRequest, { bets: { player: 0 } })).toEqual({ message: 'bets.player: must be at least 1', field: 'bets.player' });
    // a message naming another field, or only starting with the same letters, keeps the whole path in front
    expect(failure(z.object({ bets: z.object({ tie: z.number({ error: 'tied bets are closed' }) }) }), { bets: {} }).message).toBe('bets.tie: tied bets are closed');
  });

  it('still prefixes when the message only begins with the same letters', () => {
    expect(failure(z.object({ bet: z.number({ error: 'betting is closed' }) }), {})).toEqual({ message: 'bet: betting is closed', field: 'bet' });
  });

  it('words what zod finds in plain terms when the schema states no message', () => {
    const bet = z.object({ betAmount: z.number().int().min(1).max(100), game: z.enum(['dice', 'crash']), note: z.string().min(1).max(3).optional() }).strict();
    expect(failure(bet, { game: 'dice' }).message).toBe('betAmount: is required');
    expect(failure(bet, { betAmount: 'abc', game: 'dice' }).message).toBe('betAmount: must be a number (got text)');
    expect(failure(bet, { betAmount: 1.5, game: 'dice' }).message).toBe('betAmount: must be a whole number (got 1.5)');
    expect(failure(bet, { betAmount: 101, game: 'dice' }).message).toBe('betAmount: must be at most 100');
    expect(failure(bet, { betAmount: 5, game: 'slots' }).message).toBe('game: must be one of "dice", "crash"');
    expect(failure(bet, { betAmount: 5, game: 'dice', note: '' }).message).toBe('note: must not be empty');
    expect(failure(bet, { betAmount: 5, game: 'dice', note: 'long' }).message).toBe('note: must be at most 3 characters long');
    expect(failure(bet, { betAmount: 5, game: 'dice', extra: 1 })).toEqual({ message: 'The request has an unknown field: extra', field: undefined });
    expect(failure(z.object({ email: z.email() }), { email: 'x' }).message).toBe('email: must be a valid email address');
  });

  it('says the whole input is wrong when a list comes where an object is expected', () => {
    expect(failure(z.object({ betAmount: z.number() }), [1, 2])).toEqual({ message: 'The request must be an object (got a list)', field: undefined });
  });

  it('names the place given when the issue has no path', () => {
    expect(failure(z.string({ error: 'key: unknown setting' }), 1, 'key')).toEqual({ message: 'key: unknown setting', field: 'key' });
    expect(failure(z.string({ error: 'Unknown setting' }), 1, 'key')).toEqual({ message: 'key: Unknown setting', field: 'key' });
  });
});
