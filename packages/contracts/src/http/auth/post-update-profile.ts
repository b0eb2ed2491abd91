import { z } from 'zod';
import { ZEmail } from './fields.js';
import { ZCurrentUser } from './get-user.js';

export const FIRST_NAME_EMPTY = 'First name cannot be empty';
export const LAST_NAME_EMPTY = 'Last name cannot be empty';

/**
 * A name the player changes (spec section 5: 1 to 50 characters, optional). Left out (or null) it stays
 * as it is; an empty or blank one is refused with a 400 rather than accepted and ignored, so the player is
 * never told "Profile Updated" for a change that did not happen.
 */
const profileName = (label: string, empty: string) =>
  z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .min(1, empty)
      .max(50, `${label} must be at most 50 characters`)
      .optional(),
  );

export const ZUpdateProfileRequest = z.object({
  firstName: profileName('First name', FIRST_NAME_EMPTY),
  lastName: profileName('Last name', LAST_NAME_EMPTY),
  email: ZEmail.optional(),
});
export type UpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;
export const ZUpdateProfileResponse = z.object({ message: z.string(), user: ZCurrentUser });
