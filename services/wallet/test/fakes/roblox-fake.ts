import type { ServerResponse } from 'node:http';
import { sendJson, startFakeServer, type FakeServer } from './http-server.js';

export interface FakeGamepass {
  productId: number;
  price: number | null;
  isForSale: boolean;
  creatorId: number;
  creatorName: string;
}

export interface PurchaseRecord {
  productId: number;
  body: { expectedCurrency?: number; expectedPrice?: number; expectedSellerId?: number };
}

/**
 * The parts of Roblox's web API a gamepass payout uses, speaking the real paths, headers and bodies:
 * economy product info, the purchase endpoint with its CSRF handshake (403 + x-csrf-token), and the
 * inventory. Every failure mode the payout must survive can be switched on.
 */
export interface FakeRoblox extends FakeServer {
  gamepasses: Map<string, FakeGamepass>;
  /** gamepass ids the payout account owns */
  owned: Set<string>;
  robux: number;
  /** purchases that went through (bought and charged) */
  purchases: PurchaseRecord[];
  /** POSTs refused for a missing or stale CSRF token */
  csrfRefusals: number;
  /** the most purchase requests ever handled at the same time */
  maxConcurrentPurchases: number;
  /** give out a new CSRF token now: the next POST with the old one is refused with it */
  rotateToken(): void;
  /** the next N purchases go through but their answer never comes (the connection hangs) */
  dropPurchaseReplies: number;
  /** the next N purchases answer 500 without buying anything */
  failPurchases: number;
  /** the inventory answers 503 while set */
  inventoryDown: boolean;
  /** the inventory goes down when the next purchase request arrives */
  inventoryDownOnPurchase: boolean;
  /** each purchase takes this long */
  purchaseDelayMs: number;
}

export async function startFakeRoblox(options: { cookie: string; payoutUserId: string }): Promise<FakeRoblox> {
  let token = 'csrf-token-1';
  let tokenNumber = 1;
  let inFlight = 0;
  const hanging = new Set<ServerResponse>();
  const state = {
    gamepasses: new Map<string, FakeGamepass>(),
    owned: new Set<string>(),
    robux: 1_000_000,
    purchases: [] as PurchaseRecord[],
    csrfRefusals: 0,
    maxConcurrentPurchases: 0,
    dropPurchaseReplies: 0,
    failPurchases: 0,
    inventoryDown: false,
    inventoryDownOnPurchase: false,
    purchaseDelayMs: 0,
  };
  const unauthenticated = (res: ServerResponse) => sendJson(res, 401, { errors: [{ code: 0, message: 'Authorization has been denied for this request.' }] });

  const server = await startFakeServer(async (req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.headers.cookie !== `.ROBLOSECURITY=${options.cookie}`) return unauthenticated(res);

    let match = /^\/v1\/game-pass\/(\d+)\/game-pass-product-info$/.exec(url.pathname);
    if (match && req.method === 'GET') {
      const pass = state.gamepasses.get(match[1]!);
      if (!pass) return sendJson(res, 400, { errors: [{ code: 2, message: 'The gamepass does not exist.' }] });
      return sendJson(res, 200, {
        TargetId: Number(match[1]),
        ProductType: 'Game Pass',
        AssetId: 0,
        ProductId: pass.productId,
        Name: `Pass ${match[1]}`,
        Description: '',
        AssetTypeId: 0,
        Creator: { Id: pass.creatorId, Name: pass.creatorName, CreatorType: 'User', CreatorTargetId: pass.creatorId },
        IconImageAssetId: 0,
        PriceInRobux: pass.isForSale ? pass.price : null,
        IsForSale: pass.isForSale,
      });
    }

    match = /^\/v1\/users\/(\d+)\/items\/GamePass\/(\d+)$/.exec(url.pathname);
    if (match && req.method === 'GET') {
      if (state.inventoryDown) return sendJson(res, 503, { errors: [{ code: 0, message: 'Service unavailable' }] });
      const owns = match[1] === options.payoutUserId && state.owned.has(match[2]!);
      return sendJson(res, 200, { previousPageCursor: null, nextPageCursor: null, data: owns ? [{ type: 'GamePass', id: Number(match[2]), name: `Pass ${match[2]}`, instanceId: null }] : [] });
    }

    match = /^\/v1\/purchases\/products\/(\d+)$/.exec(url.pathname);
    if (match && req.method === 'POST') {
      if (req.headers['x-csrf-token'] !== token) {
        state.csrfRefusals++;
        return sendJson(res, 403, { errors: [{ code: 0, message: 'Token Validation Failed' }] }, { 'x-csrf-token': token });
      }
      if (state.inventoryDownOnPurchase) {
        state.inventoryDownOnPurchase = false;
        state.inventoryDown = true;
      }
      inFlight++;
      state.maxConcurrentPurchases = Math.max(state.maxConcurrentPurchases, inFlight);
      try {
        if (state.purchaseDelayMs) await new Promise((r) => setTimeout(r, state.purchaseDelayMs));
        const productId = Number(match[1]);
        const parsed = JSON.parse(body || '{}') as PurchaseRecord['body'];
        if (state.failPurchases > 0) {
          state.failPurchases--;
          return sendJson(res, 500, { errors: [{ code: 0, message: 'InternalServerError' }] });
        }
        const entry = [...state.gamepasses.entries()].find(([, p]) => p.productId === productId);
        if (!entry) return sendJson(res, 400, { errors: [{ code: 1, message: 'Invalid product' }] });
        const [gamepassId, pass] = entry;
        const answer = (purchased: boolean, reason: string, extra: object = {}) =>
          sendJson(res, 200, { purchased, reason, productId, statusCode: 200, title: purchased ? 'Purchase Completed' : 'Item Unavailable', errorMsg: purchased ? '' : reason, ...extra });
        if (state.owned.has(gamepassId)) return answer(false, 'AlreadyOwned');
        if (!pass.isForSale) return answer(false, 'NotForSale');
        if (pass.price !== parsed.expectedPrice || pass.creatorId !== parsed.expectedSellerId) return answer(false, 'PriceChanged');
        if (state.robux < pass.price!) return answer(false, 'InsufficientFunds', { shortfallPrice: pass.price! - state.robux });
        state.robux -= pass.price!;
        state.owned.add(gamepassId);
        state.purchases.push({ productId, body: parsed });
        if (state.dropPurchaseReplies > 0) {
          state.dropPurchaseReplies--;
          hanging.add(res); // bought, but the answer never leaves
          return;
        }
        return answer(true, 'Success', { price: pass.price, balanceAfterSale: state.robux });
      } finally {
        inFlight--;
      }
    }
    sendJson(res, 404, { errors: [{ code: 0, message: 'NotFound' }] });
  });

  return Object.assign(state, {
    url: server.url,
    rotateToken: () => {
      tokenNumber++;
      token = `csrf-token-${tokenNumber}`;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      await server.close();
    },
  });
}
