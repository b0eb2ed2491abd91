import { describe, expect, it } from 'vitest';
import { passwordFormErrors } from '../../src/features/profile/components/password-form-errors';

describe('the Security tab checks a password change before sending it', () => {
  it('accepts a new password of 8 characters or more, confirmed, that differs from the current one', () => {
    expect(passwordFormErrors({ currentPassword: 'old secret', newPassword: 'new secret', confirmPassword: 'new secret' })).toEqual({});
  });

  it('refuses a new password equal to the current one, in the server’s words', () => {
    expect(passwordFormErrors({ currentPassword: 'same secret', newPassword: 'same secret', confirmPassword: 'same secret' })).toEqual({
      newPassword: 'The new password must be different from your current one',
    });
  });

  it('names each missing or wrong field', () => {
    expect(passwordFormErrors({ currentPassword: '', newPassword: 'short', confirmPassword: 'other' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: "Passwords don't match",
    });
  });

  it('says a current password shorter than the minimum cannot be right, as the server does (spec section 5: each field has the minimum)', () => {
    expect(passwordFormErrors({ currentPassword: 'seven77', newPassword: 'new secret', confirmPassword: 'new secret' })).toEqual({
      currentPassword: 'Password must be at least 8 characters',
    });
  });
});
