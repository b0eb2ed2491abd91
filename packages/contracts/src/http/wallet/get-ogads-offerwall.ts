import { z } from 'zod';

/** GET /api/ogads/offerwall: the offer-wall frame address for the player, or null when none is configured. */
export const ZGetOgadsOfferwallResponse = z.object({ url: z.string().nullable() });
export type GetOgadsOfferwallResponse = z.infer<typeof ZGetOgadsOfferwallResponse>;
