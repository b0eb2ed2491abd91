import { z } from 'zod';

/** One offer as OGAds' API v2 lists it (fields we pass on to the offer cards). */
const ZOgadsOffer = z.object({
  offerid: z.union([z.string(), z.number()]),
  name: z.string().default(''),
  name_short: z.string().default(''),
  adcopy: z.string().default(''),
  description: z.string().default(''),
  picture: z.string().default(''),
  ctype: z.union([z.string(), z.number()]).default(''),
  device: z.string().default(''),
  payout: z.union([z.string(), z.number()]).transform(String),
  link: z.string(),
});
export type OgadsOffer = z.infer<typeof ZOgadsOffer>;

const ZOgadsAnswer = z.object({
  success: z.boolean(),
  error: z.string().nullish(),
  offers: z.array(z.unknown()).nullish(),
});

export class OgadsError extends Error {
  override name = 'OgadsError';
}

export interface OgadsRequest {
  apiUrl: string;
  apiKey: string;
  /** the player's address and browser: OGAds picks offers for their country and device */
  ip: string;
  userAgent: string;
  timeoutMs: number;
}

/**
 * GET {apiUrl}/api/v2?ip=..&user_agent=.. with `Authorization: Bearer <key>`. Offers that do not
 * parse are skipped (one odd offer must not empty the list); a failed call is an OgadsError.
 */
export async function fetchOgadsOffers(request: OgadsRequest): Promise<OgadsOffer[]> {
  const url = new URL('/api/v2', request.apiUrl);
  url.searchParams.set('ip', request.ip);
  url.searchParams.set('user_agent', request.userAgent);
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { authorization: `Bearer ${request.apiKey}`, accept: 'application/json' },
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (err) {
    throw new OgadsError((err as Error).name === 'TimeoutError' ? 'OGAds did not answer in time' : 'OGAds could not be reached');
  }
  const body = ZOgadsAnswer.safeParse(await res.json().catch(() => null));
  if (!res.ok || !body.success) throw new OgadsError(`OGAds answered ${res.status}`);
  if (!body.data.success) throw new OgadsError(body.data.error || 'OGAds refused the request');
  return (body.data.offers ?? []).flatMap((raw) => {
    const offer = ZOgadsOffer.safeParse(raw);
    return offer.success ? [offer.data] : [];
  });
}
