import { z } from 'zod';

/**
 * How the wallet recognises a genuine postback from one offer network (the `offer_networks` setting,
 * a JSON array edited by an admin). Postbacks arrive at `/api/offers/postback/{network}`.
 *
 * - `secret-param`: the network sends the shared secret itself in a parameter (OGAds' way).
 * - `hmac-sha256`: the parameter holds hex HMAC-SHA256(secret, signed text).
 * - `md5`: the parameter holds hex MD5(signed text + secret) (older networks).
 *
 * The signed text is `transactionId:userId:payout:status` as the network sent them (status empty when
 * absent). `param` names the parameter carrying the secret or signature (default `secret` for
 * secret-param, `signature` otherwise). `ipAllowList`, when not empty, is the only addresses accepted.
 * `format` picks how the parameters are read: `ogads` (offer_id, payout, aff_sub = user id, ...) or
 * `generic` (transaction_id, user_id, offer_id, payout, status); by default `ogads` for the network
 * named ogads and `generic` for any other.
 */
export const ZOfferNetworkSignature = z.enum(['secret-param', 'hmac-sha256', 'md5']);
export type OfferNetworkSignature = z.infer<typeof ZOfferNetworkSignature>;

export const ZOfferNetworkFormat = z.enum(['ogads', 'generic']);
export type OfferNetworkFormat = z.infer<typeof ZOfferNetworkFormat>;

export const ZOfferNetworkConfig = z.object({
  network: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9_-]+$/, 'network: lower-case letters, digits, - and _ only'),
  secret: z.string().min(8, 'secret: at least 8 characters').max(500),
  signature: ZOfferNetworkSignature,
  param: z.string().min(1).max(40).optional(),
  format: ZOfferNetworkFormat.optional(),
  ipAllowList: z.array(z.string().min(1).max(64)).max(100).default([]),
});
export type OfferNetworkConfig = z.infer<typeof ZOfferNetworkConfig>;

/** The setting's stored text (JSON) to the list of networks; network names are unique. */
export const ZOfferNetworksSetting = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of offer networks' });
      return z.NEVER;
    }
  })
  .pipe(
    z.array(ZOfferNetworkConfig).refine((list) => new Set(list.map((n) => n.network)).size === list.length, 'network names must be unique'),
  );
