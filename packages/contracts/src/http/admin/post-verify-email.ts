import { z } from 'zod';
import { ZUserFacts } from '../../commands/auth.js';

/** POST /api/admin/users/{id}/verify-email (no body): marks the user's e-mail verified. */
export const ZPostAdminVerifyEmailResponse = z.object({
  message: z.string(),
  user: ZUserFacts,
  /** the audit log entry of this action */
  actionId: z.string(),
});
export type PostAdminVerifyEmailResponse = z.infer<typeof ZPostAdminVerifyEmailResponse>;
