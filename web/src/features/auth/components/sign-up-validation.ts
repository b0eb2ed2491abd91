import { ZRegisterRequest } from '@app/contracts';

export type SignUpField = 'username' | 'email' | 'firstName' | 'lastName' | 'password';
export type SignUpValues = Record<SignUpField, string>;
export type SignUpErrors = Partial<Record<SignUpField, string>>;

const FIELDS: readonly SignUpField[] = ['username', 'email', 'firstName', 'lastName', 'password'];

/**
 * Every problem of the Sign Up form at once, one message per field, checked with the registration schema
 * the server applies (spec section 5's rules and wording: username 3 to 50 letters, digits and
 * underscores, a valid e-mail, the design's password rule, names of at most 50). The server checks again
 * and names only the first field it refuses; checking here first means one submit shows them all, and
 * no attempt counts against the registration rate limit for a typo. Empty names mean 'not given'.
 */
export function signUpErrors(values: SignUpValues): SignUpErrors {
  const result = ZRegisterRequest.safeParse(values);
  if (result.success) return {};
  const errors: SignUpErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
