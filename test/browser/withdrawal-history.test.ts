import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { signUpInBrowser, verifyEmailInBrowser } from '../support/browser-account.js';
import type { SiteClient } from '../support/http-client.js';
import { installWithAdmin } from '../support/install.js';
import { startEmbeddedProduct, type RunningProduct } from '../support/run-modes.js';

// The Withdrawal History page as a player reads it: why a withdrawal was rejected and that its
// points came back, a withdrawal found by its ID as the table shows it, and a list that says so when part
// of it could not be loaded (instead of passing for all of it).
describe('the withdrawal history in a real browser', () => {
  let product: RunningProduct;
  let browser: Browser;
  let admin: SiteClient;
  let page: Page;
  const stamp = Date.now() % 100000;
  const player = { username: `hist_${stamp}`, email: `hist${stamp}@example.com`, password: 'Quiet-Meadow-58' };

  beforeAll(async () => {
    product = await startEmbeddedProduct();
    admin = await installWithAdmin(product, { username: 'hist_admin', email: 'hist-admin@example.com', password: 'Amber-Canyon-64', firstName: 'Ada', lastName: 'Admin' }, 'PointsPlay History Test');
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    page.setDefaultTimeout(15_000);
    await signUpInBrowser(page, product, player);
    await verifyEmailInBrowser(page, product, player);
    const requested = await page.request.post(`${product.url}/api/automated-withdrawal/request`, {
      data: { type: 'robux', amount: 5, usdValue: '5', details: { username: 'Builder_1', gamepassId: '4242' } },
    });
    expect(requested.status()).toBe(201);
    const { withdrawal } = (await requested.json()) as { withdrawal: { id: string } };
    const rejected = await admin.request('PATCH', `/api/admin/withdrawal/${withdrawal.id}`, { status: 'rejected', adminNotes: 'This gamepass is not for sale' }, { 'Idempotency-Key': `reject-${stamp}` });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('says why a withdrawal was rejected and that its points came back', async () => {
    await page.goto(`${product.url}/withdrawal-history`);
    const notes = page.getByTestId('withdrawal-row').first().getByTestId('withdrawal-outcome');
    await notes.first().waitFor();
    expect(await notes.allInnerTexts()).toEqual(['This gamepass is not for sale', 'Points returned to your balance']);
  });

  it('finds the withdrawal by its ID copied as the table shows it, cut short', async () => {
    const shownId = (await page.getByTestId('withdrawal-row').first().locator('td').first().innerText()).replace(/^ID\s*/, '').trim();
    expect(shownId).toMatch(/\.\.\.$/);
    await page.getByTestId('withdrawal-search').fill(shownId);
    expect(await page.getByTestId('withdrawal-row').count()).toBe(1);
    await page.getByTestId('withdrawal-search').fill('');
  });

  it('says the list may be incomplete when the Robux history cannot be loaded, here and on the Withdraw page', async () => {
    await page.route('**/api/automated-withdrawal/history', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'UNAVAILABLE', message: 'Service unavailable' }) }));
    await page.goto(`${product.url}/withdrawal-history`);
    await page.getByTestId('withdrawals-partly-unavailable').waitFor();
    await page.goto(`${product.url}/withdraw`);
    await page.getByTestId('recent-withdrawals-partly-unavailable').waitFor();
    expect(await page.getByTestId('recent-withdrawals-card').innerText()).not.toContain('No withdrawals yet');
  });
});
