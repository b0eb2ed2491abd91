import { PASSWORD_MIN_LENGTH, SAME_PASSWORD_AGAIN } from '@app/contracts';

export interface PasswordFields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const emptyPasswordFields: PasswordFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** What the Security tab says under each field before anything is sent (the server checks the same). */
export function passwordFormErrors(f: PasswordFields): Partial<Record<keyof PasswordFields, string>> {
  const errors: Partial<Record<keyof PasswordFields, string>> = {};
  if (!f.currentPassword) errors.currentPassword = 'Current password is required';
  // every stored password has at least the minimum, so a shorter one cannot be it (the server says the same)
  else if (f.currentPassword.length < PASSWORD_MIN_LENGTH) errors.currentPassword = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (f.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  else if (f.currentPassword && f.newPassword === f.currentPassword) errors.newPassword = SAME_PASSWORD_AGAIN;
  if (f.confirmPassword !== f.newPassword) errors.confirmPassword = "Passwords don't match";
  return errors;
}
