import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from '../../src/lib/api-client';
import { fieldLabel, withoutFieldKey } from '../../src/lib/error-text';

// Audit finding 10: the API's 400s read "field: message" (platform validationError); toasts showed that
// internal key ("Registration failed | username: Username must be at least 3 characters").
describe('error toasts show the server message without its internal field key', () => {
  const invalid = (field: string, message: string) => new ApiError(400, message, 'VALIDATION_FAILED', field);

  it("drops the 'field: ' in front of a message that reads as a sentence", () => {
    expect(errorMessage(invalid('username', 'username: Username must be at least 3 characters'), 'x')).toBe('Username must be at least 3 characters');
    expect(errorMessage(invalid('password', 'password: Password must be at least 8 characters'), 'x')).toBe('Password must be at least 8 characters');
    expect(errorMessage(invalid('paymentDetails', 'paymentDetails: Enter a valid PayPal email'), 'x')).toBe('Enter a valid PayPal email');
    expect(errorMessage(invalid('details.gamepassId', 'details.gamepassId: Gamepass ID is required for Robux withdrawals'), 'x')).toBe(
      'Gamepass ID is required for Robux withdrawals',
    );
  });

  it('keeps what the field is, as words, when the rest does not say it', () => {
    expect(errorMessage(invalid('amount', 'amount: must be at least 1'), 'x')).toBe('Amount must be at least 1');
    expect(errorMessage(invalid('betAmount', 'betAmount: expected a number'), 'x')).toBe('Bet amount expected a number');
  });

  it('leaves every other message as the server wrote it', () => {
    // names the field in its own words, or carries no key, or a key of another field
    expect(errorMessage(invalid('amount', 'Minimum withdrawal is 1,000 points'), 'x')).toBe('Minimum withdrawal is 1,000 points');
    expect(errorMessage(invalid('betAmount', 'betAmount must be at least 1'), 'x')).toBe('betAmount must be at least 1');
    expect(errorMessage(invalid('email', 'username: taken'), 'x')).toBe('username: taken');
    expect(errorMessage(new ApiError(409, 'Username already taken', 'CONFLICT'), 'x')).toBe('Username already taken');
    expect(errorMessage(new ApiError(400, 'username: Username must be at least 3 characters', 'VALIDATION_FAILED'), 'x')).toBe(
      'username: Username must be at least 3 characters',
    );
    expect(errorMessage(new ApiError(500, '', 'INTERNAL'), 'Failed to update profile')).toBe('Failed to update profile');
    expect(errorMessage(new Error('network down'), 'Failed to claim daily bonus')).toBe('Failed to claim daily bonus');
  });

  it('names keys as words', () => {
    expect(fieldLabel('paymentDetails')).toBe('Payment details');
    expect(fieldLabel('details.gamepassId')).toBe('Gamepass id');
    expect(fieldLabel('first_name')).toBe('First name');
    expect(withoutFieldKey('username: ', 'username')).toBe('username: ');
  });
});
