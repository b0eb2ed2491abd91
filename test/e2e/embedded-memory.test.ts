import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteClient } from '../support/http-client.js';
import { startEmbeddedProduct, type RunningProduct } from '../support/run-modes.js';

// The embedded mode's budget (issue 7): `npm start` idles under 400 MB of RSS. The installer's system
// information reports the RSS of the process that answers it, which in this mode is the whole product.
const BUDGET_BYTES = 400 * 1024 * 1024;
const SETTLE_MS = 10_000;

describe('embedded mode memory', () => {
  let product: RunningProduct;
  let site: SiteClient;

  beforeAll(async () => {
    product = await startEmbeddedProduct();
    site = new SiteClient(product.url);
  });
  afterAll(async () => {
    await product?.stop();
  });

  const idleRss = async () => {
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const info = await site.get('/api/installer/system-info');
    expect(info.status).toBe(200);
    return info.body.memory.rss as number;
  };

  it('idles under 400 MB of RSS after the first start, which created the database', async () => {
    expect(await idleRss()).toBeLessThan(BUDGET_BYTES);
  });

  it('idles under 400 MB of RSS after a restart on the same data', async () => {
    await product.restart();
    expect(await idleRss()).toBeLessThan(BUDGET_BYTES);
  });
});
