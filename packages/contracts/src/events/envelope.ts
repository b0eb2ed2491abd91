import { z } from 'zod';

/** Every event on the bus travels in this envelope; `id` is also the JetStream msgID (broker-side dedup). */
export const ZEventEnvelope = z.object({
  id: z.string().uuid(),
  type: z.string(),
  version: z.literal('v1'),
  occurredAt: z.string(),
  data: z.unknown(),
});
export type EventEnvelopeRaw = z.infer<typeof ZEventEnvelope>;
