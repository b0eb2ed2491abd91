import { FIRST_NAME_EMPTY, LAST_NAME_EMPTY, type CurrentUser, type UpdateProfileRequest } from '@app/contracts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX = 50;

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
}

export type ProfileUpdate = { ok: true; body: UpdateProfileRequest } | { ok: false; errors: Partial<Record<keyof ProfileValues, string>> };

/**
 * What Save Changes sends, or why it cannot (spec section 5: first and last name 1 to 50 characters,
 * optional; a valid e-mail). A name can be changed but not removed: clearing one the profile has is
 * refused here, as the server refuses it, instead of being sent, ignored and reported as updated. A name
 * the profile never had and that is still empty is simply not sent.
 */
export function profileUpdate(user: Pick<CurrentUser, 'firstName' | 'lastName'>, values: ProfileValues): ProfileUpdate {
  const errors: Partial<Record<keyof ProfileValues, string>> = {};
  const body: UpdateProfileRequest = { email: values.email.trim() };
  const names = [
    ['firstName', 'First name', FIRST_NAME_EMPTY],
    ['lastName', 'Last name', LAST_NAME_EMPTY],
  ] as const;
  for (const [field, label, emptyMessage] of names) {
    const value = values[field].trim();
    if (value.length > NAME_MAX) errors[field] = `${label} must be at most ${NAME_MAX} characters`;
    else if (value) body[field] = value;
    else if (user[field]?.trim()) errors[field] = emptyMessage;
  }
  if (!EMAIL.test(values.email.trim())) errors.email = 'Invalid email address';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}
