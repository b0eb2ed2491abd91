/** Texts the player reads in answers; the numbers in them are the real, configured ones. */
export function welcomeMessage(username: string, signupBonus: number): string {
  if (signupBonus <= 0) return `Welcome, ${username}! Your account is ready.`;
  return `Welcome, ${username}! You received ${signupBonus.toLocaleString('en-US')} bonus points.`;
}

export const PASSWORD_CHANGED = 'Password changed successfully';
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can now log in.';
export const VERIFICATION_SENT = 'Verification email sent. Check your inbox for the link.';
export const ALREADY_VERIFIED = 'Email is already verified';
export const PROFILE_UPDATED = 'Profile updated successfully';
export const PROFILE_UPDATED_CHECK_EMAIL = 'Profile updated. Check your inbox to verify your new email address.';
export const LOGGED_OUT = 'Logged out';
export const INVALID_CREDENTIALS = 'Invalid username or password';
export const ACCOUNT_SUSPENDED = 'This account has been suspended';
export const IP_BLOCKED = 'Registrations and logins from your network are blocked';
/** registration and players' logins before the installer has completed (design section 2) */
export const NOT_SET_UP = 'This site is not set up yet';
export const USERNAME_TAKEN = 'Username is already taken';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
/** A verification e-mail was sent less than a minute ago: how long is left, in seconds. */
export const resendTooSoon = (seconds: number) => `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting another verification email`;
