import { describe, expect, it } from 'vitest';
import { serverFieldError } from '../../src/features/auth/components/field-error';
import { ApiError } from '../../src/lib/api-client';

// The server's 400 names the field in its message ("username: …", platform validationError) for callers
// without a form; under the field itself the form shows the spec's wording alone.
describe('serverFieldError', () => {
  const invalidUsername = new ApiError(400, 'username: Username can only contain letters, numbers, and underscores', 'VALIDATION_FAILED', 'username');

  it("shows the message under the field it names, without the server's 'field: ' prefix", () => {
    expect(serverFieldError(invalidUsername, 'username')).toBe('Username can only contain letters, numbers, and underscores');
  });

  it('shows nothing under the other fields, nor for errors that name no field', () => {
    expect(serverFieldError(invalidUsername, 'email')).toBeUndefined();
    expect(serverFieldError(new ApiError(409, 'Username already taken', 'CONFLICT'), 'username')).toBeUndefined();
    expect(serverFieldError(new Error('network down'), 'username')).toBeUndefined();
  });

  it('matches a nested field by its last part, and keeps a message that carries no prefix as it is', () => {
    expect(serverFieldError(new ApiError(400, 'details.username: Required', 'VALIDATION_FAILED', 'details.username'), 'username')).toBe('Required');
    expect(serverFieldError(new ApiError(409, 'Username already taken', 'CONFLICT', 'username'), 'username')).toBe('Username already taken');
  });
});
