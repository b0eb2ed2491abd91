import { z } from 'zod';

export const ZClientSeed = z
  .string({ error: 'clientSeed must be text' })
  .regex(/^[\x21-\x7e]{1,64}$/, { error: 'clientSeed: 1 to 64 printable characters, no spaces' });

/** POST /api/games/fairness/rotate: reveals the current server seed and starts a new pair (409 while a mines, blackjack or live crash round is open). */
export const ZPostFairnessRotateRequest = z.object({
  /** the new client seed; a random one when absent */
  clientSeed: ZClientSeed.optional(),
});
export type PostFairnessRotateRequest = z.infer<typeof ZPostFairnessRotateRequest>;

export const ZPostFairnessRotateResponse = z.object({
  previousServerSeed: z.string(),
  previousServerSeedHash: z.string(),
  previousClientSeed: z.string(),
  /** rounds played with the previous pair used nonces 0 .. previousNonce − 1 */
  previousNonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.literal(0),
});
export type PostFairnessRotateResponse = z.infer<typeof ZPostFairnessRotateResponse>;
