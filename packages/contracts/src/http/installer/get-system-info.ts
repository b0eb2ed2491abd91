import { z } from 'zod';

export const ZSystemInfoResponse = z.object({
  node: z.string(),
  platform: z.string(),
  arch: z.string(),
  env: z.string(),
  memory: z.object({ rss: z.number() }),
});
export type SystemInfoResponse = z.infer<typeof ZSystemInfoResponse>;
