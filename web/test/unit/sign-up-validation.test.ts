import { describe, expect, it } from 'vitest';
import { signUpErrors } from '../../src/features/auth/components/sign-up-validation';

// Audit finding 11: the server names only the first invalid field, so Sign Up took one submit per mistake.
describe('Sign Up checks every field at once', () => {
  const valid = { username: 'pat_01', email: 'pat@example.com', firstName: '', lastName: '', password: 'Quiet-Meadow-58' };

  it('flags all invalid fields of one submit, with the spec wording', () => {
    expect(signUpErrors({ ...valid, username: 'bad name!', email: 'notanemail', password: '123' })).toEqual({
      username: 'Username can only contain letters, numbers, and underscores',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
    });
  });

  it('gives one message per field, the first rule it breaks', () => {
    expect(signUpErrors({ ...valid, username: '', email: '', password: '' })).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
    });
    expect(signUpErrors({ ...valid, password: 'password123' })).toEqual({ password: 'This password is too common; choose another' });
    expect(signUpErrors({ ...valid, firstName: 'x'.repeat(51), lastName: 'y'.repeat(51) })).toEqual({
      firstName: 'Name must be at most 50 characters',
      lastName: 'Name must be at most 50 characters',
    });
  });

  it('accepts a valid form, with the names left empty', () => {
    expect(signUpErrors(valid)).toEqual({});
    expect(signUpErrors({ ...valid, firstName: 'Pat', lastName: 'Lee' })).toEqual({});
  });
});
