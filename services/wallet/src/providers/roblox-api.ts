import { z } from 'zod';
import type { GamepassProduct, PurchaseReply } from '../domain/robux-purchase.js';

/** The Roblox web API hosts the payout uses; one base URL for all of them in tests (a local fake). */
export interface RobloxHosts {
  economy: string;
  inventory: string;
}

export function robloxHosts(baseUrl: string | null): RobloxHosts {
  if (baseUrl) {
    const base = baseUrl.replace(/\/+$/, '');
    return { economy: base, inventory: base };
  }
  return { economy: 'https://economy.roblox.com', inventory: 'https://inventory.roblox.com' };
}

/** A read that did not get an answer we can use (network, timeout, unexpected status). */
export class RobloxApiError extends Error {
  override name = 'RobloxApiError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/**
 * What a purchase call came to: Roblox answered (bought or not, in the body), refused the request
 * outright (4xx: nothing was bought), or left us not knowing (timeout, network, 5xx, 429): only the
 * inventory can tell then.
 */
export type PurchaseAnswer =
  | { kind: 'answered'; reply: PurchaseReply }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'unknown'; reason: string };

const ZProductInfo = z.object({
  ProductId: z.number().nullish(),
  PriceInRobux: z.number().nullish(),
  IsForSale: z.boolean().nullish(),
  Creator: z.object({ Id: z.number().nullish(), Name: z.string().nullish(), CreatorTargetId: z.number().nullish() }).nullish(),
});

const ZInventoryPage = z.object({ data: z.array(z.unknown()) });

const ZPurchaseReply = z.object({ purchased: z.boolean().optional(), reason: z.string().nullish(), errorMsg: z.string().nullish() });

const ZErrors = z.object({ errors: z.array(z.object({ message: z.string() })).min(1) });

const CSRF_HEADER = 'x-csrf-token';
/** a token rotating on every try would otherwise loop forever */
const CSRF_ATTEMPTS = 3;

export interface RobloxApiOptions {
  hosts: RobloxHosts;
  /** the payout account's .ROBLOSECURITY cookie */
  cookie: string;
  timeoutMs: number;
}

/**
 * The three Roblox calls a gamepass payout makes, signed in as the payout account: the gamepass's
 * product info (economy API), the account's inventory (did it buy the gamepass?), and the purchase,
 * with Roblox's CSRF handshake: a POST without a valid `x-csrf-token` is answered 403 with a fresh
 * token in that header (and nothing done), and is sent again with it. The token can rotate at any
 * time, so every POST handles it, not only the first.
 */
export class RobloxApi {
  private csrfToken: string | null = null;

  constructor(private readonly options: RobloxApiOptions) {}

  /** null when Roblox knows no such gamepass */
  async gamepassProduct(gamepassId: string): Promise<GamepassProduct | null> {
    const res = await this.send('GET', `${this.options.hosts.economy}/v1/game-pass/${encodeURIComponent(gamepassId)}/game-pass-product-info`);
    if (res.status === 404 || res.status === 400) return null;
    const body = await this.json(res, ZProductInfo, 'gamepass product info');
    return {
      productId: body.ProductId ?? null,
      priceInRobux: body.PriceInRobux ?? null,
      isForSale: body.IsForSale ?? false,
      sellerId: body.Creator?.CreatorTargetId ?? body.Creator?.Id ?? null,
      sellerName: body.Creator?.Name ?? null,
    };
  }

  async ownsGamepass(robloxUserId: string, gamepassId: string): Promise<boolean> {
    const res = await this.send('GET', `${this.options.hosts.inventory}/v1/users/${encodeURIComponent(robloxUserId)}/items/GamePass/${encodeURIComponent(gamepassId)}`);
    const body = await this.json(res, ZInventoryPage, 'inventory');
    return body.data.length > 0;
  }

  async purchase(productId: number, expected: { price: number; sellerId: number }): Promise<PurchaseAnswer> {
    const url = `${this.options.hosts.economy}/v1/purchases/products/${productId}`;
    const body = JSON.stringify({ expectedCurrency: 1, expectedPrice: expected.price, expectedSellerId: expected.sellerId });
    for (let attempt = 1; attempt <= CSRF_ATTEMPTS; attempt++) {
      let res: Response;
      try {
        res = await this.send('POST', url, body);
      } catch (err) {
        // the request may have reached Roblox and bought the gamepass: we cannot tell from here
        return { kind: 'unknown', reason: (err as Error).message };
      }
      const freshToken = res.headers.get(CSRF_HEADER);
      if (res.status === 403 && freshToken) {
        // refused before anything was done: send again with the token Roblox just gave
        this.csrfToken = freshToken;
        await res.body?.cancel();
        continue;
      }
      if (res.ok) {
        const reply = ZPurchaseReply.safeParse(await res.json().catch(() => null));
        return reply.success ? { kind: 'answered', reply: reply.data } : { kind: 'unknown', reason: 'unreadable purchase answer' };
      }
      if (res.status === 429 || res.status >= 500) return { kind: 'unknown', reason: `HTTP ${res.status}` };
      return { kind: 'refused', status: res.status, message: await this.errorMessage(res) };
    }
    return { kind: 'refused', status: 403, message: 'Roblox kept refusing the CSRF token' };
  }

  private async send(method: 'GET' | 'POST', url: string, body?: string): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', cookie: `.ROBLOSECURITY=${this.options.cookie}` };
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      if (this.csrfToken) headers[CSRF_HEADER] = this.csrfToken;
    }
    try {
      return await fetch(url, { method, headers, body, signal: AbortSignal.timeout(this.options.timeoutMs), redirect: 'error' });
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError';
      throw new RobloxApiError(timedOut ? `Roblox did not answer in ${this.options.timeoutMs} ms` : `Roblox could not be reached (${(err as Error).message})`, null);
    }
  }

  private async json<T>(res: Response, schema: z.ZodType<T>, what: string): Promise<T> {
    if (!res.ok) throw new RobloxApiError(`Roblox answered ${res.status} to the ${what} request: ${await this.errorMessage(res)}`, res.status);
    const parsed = schema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new RobloxApiError(`Roblox sent an unreadable ${what}`, res.status);
    return parsed.data;
  }

  private async errorMessage(res: Response): Promise<string> {
    const text = await res.text().catch(() => '');
    try {
      const parsed = ZErrors.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data.errors[0]!.message;
    } catch {
      // not JSON
    }
    return text.slice(0, 200) || `HTTP ${res.status}`;
  }
}
