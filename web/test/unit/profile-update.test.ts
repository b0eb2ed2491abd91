import { describe, expect, it } from 'vitest';
import { profileUpdate } from '../../src/features/profile/components/profile-update';

// Audit finding 22: clearing First Name sent firstName "" which the server ignored, and the page said
// "Profile Updated". Spec section 5: names are 1 to 50 characters, optional: a name cannot be emptied.
describe('the profile form sends only changes the server makes', () => {
  const named = { firstName: 'Patricia', lastName: 'Lee' };
  const unnamed = { firstName: null, lastName: null };

  it('refuses to clear a name the profile has, saying so under the field', () => {
    expect(profileUpdate(named, { firstName: '', lastName: 'Lee', email: 'pat@example.com' })).toEqual({ ok: false, errors: { firstName: 'First name cannot be empty' } });
    expect(profileUpdate(named, { firstName: 'Pat', lastName: '   ', email: 'pat@example.com' })).toEqual({ ok: false, errors: { lastName: 'Last name cannot be empty' } });
  });

  it('leaves out a name the profile never had and that is still empty', () => {
    expect(profileUpdate(unnamed, { firstName: '', lastName: '', email: 'pat@example.com' })).toEqual({ ok: true, body: { email: 'pat@example.com' } });
    expect(profileUpdate(unnamed, { firstName: ' Pat ', lastName: '', email: ' pat@example.com ' })).toEqual({ ok: true, body: { firstName: 'Pat', email: 'pat@example.com' } });
  });

  it('sends changed names trimmed, and checks lengths and the e-mail', () => {
    expect(profileUpdate(named, { firstName: 'Pat', lastName: 'Lee', email: 'pat@example.com' })).toEqual({
      ok: true,
      body: { firstName: 'Pat', lastName: 'Lee', email: 'pat@example.com' },
    });
    expect(profileUpdate(named, { firstName: 'x'.repeat(51), lastName: 'Lee', email: 'nope' })).toEqual({
      ok: false,
      errors: { firstName: 'First name must be at most 50 characters', email: 'Invalid email address' },
    });
  });
});
