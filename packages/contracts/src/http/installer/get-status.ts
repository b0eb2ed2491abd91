import { z } from 'zod';

export const ZInstallerStatusResponse = z.object({
  installed: z.boolean(),
  /** the database this instance runs on; the installer preselects it */
  runtimeDatabase: z.enum(['embedded', 'postgresql']),
});
export type InstallerStatusResponse = z.infer<typeof ZInstallerStatusResponse>;
