import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { signUpInBrowser, verifyEmailInBrowser } from '../support/browser-account.js';
import type { SiteClient } from '../support/http-client.js';
import { installWithAdmin } from '../support/install.js';
import { startEmbeddedProduct, type RunningProduct } from '../support/run-modes.js';

// The Withdrawal History page as a player reads it: why a withdrawal was rejected and that its
// points came back, a withdrawal found by its ID as the table shows it, its full ID copied on a phone,
// older withdrawals read page by page (the two histories merged in order), and a list that says so when
// part of it could not be loaded (instead of passing for all of it).
describe('the withdrawal history in a real browser', () => {
  // more withdrawals than one page of the Robux history holds (50), and a few PayPal ones among them
  const OLDER_ROBUX = 51;
  const PAYPAL_AT = new Set([0, 20, 45]);
  let product: RunningProduct;
  let browser: Browser;
  let admin: SiteClient;
  let page: Page;
  const stamp = Date.now() % 100000;
  const player = { username: `hist_${stamp}`, email: `hist${stamp}@example.com`, password: 'Quiet-Meadow-58' };

  beforeAll(async () => {
    // the player asks for ~55 withdrawals within the test, more than the hourly limit of 10 allows
    process.env.WITHDRAWAL_RATE_LIMIT = '0';
    product = await startEmbeddedProduct();
    delete process.env.WITHDRAWAL_RATE_LIMIT;
    admin = await installWithAdmin(product, { username: 'hist_admin', email: 'hist-admin@example.com', password: 'Amber-Canyon-64', firstName: 'Ada', lastName: 'Admin' }, 'PointsPlay History Test');
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signUpInBrowser(page, product, player);
    await verifyEmailInBrowser(page, product, player);
    const { id: playerId } = (await (await page.request.get(`${product.url}/api/auth/user`)).json()) as { id: string };
    expect((await admin.post(`/api/admin/users/${encodeURIComponent(playerId)}/adjust-points`, { amount: 3000, reason: 'History test gift' })).status).toBe(200);
    // older withdrawals, each refused at once (one may be pending at a time; a refused one gives its points back)
    for (let i = 0; i < OLDER_ROBUX + PAYPAL_AT.size; i++) {
      const asked = PAYPAL_AT.has(i)
        ? await page.request.post(`${product.url}/api/withdrawal/request`, { data: { method: 'paypal', amount: 1000, paymentDetails: `hist${stamp}@example.com` } })
        : await page.request.post(`${product.url}/api/automated-withdrawal/request`, { data: { type: 'robux', amount: 5, usdValue: '5', details: { username: 'Builder_1', gamepassId: '4242' } } });
      expect(asked.status(), await asked.text()).toBe(201);
      const { withdrawal: older } = (await asked.json()) as { withdrawal: { id: string } };
      const refused = await admin.request('PATCH', `/api/admin/withdrawal/${older.id}`, { status: 'rejected', adminNotes: 'Test' }, { 'Idempotency-Key': `old-${stamp}-${i}` });
      expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    }
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
    await expect.poll(() => page.getByTestId('withdrawal-row').count()).toBe(1);
    await page.getByTestId('withdrawal-search').fill('');
  });

  it('reads older withdrawals with Load older withdrawals, the two histories merged in order, each once', async () => {
    const total = OLDER_ROBUX + PAYPAL_AT.size + 1;
    await page.goto(`${product.url}/withdrawal-history`);
    const rows = page.getByTestId('withdrawal-row');
    await rows.first().waitFor();
    // the newest 50 Robux withdrawals and the two PayPal ones among them; the oldest PayPal one (older
    // than any Robux one read yet) waits for the Robux page before it
    await expect.poll(() => rows.count()).toBe(52);
    expect(await page.getByTestId('withdrawal-stat-failed').innerText()).toBe(String(total));
    await page.getByRole('button', { name: 'Load older withdrawals' }).click();
    await expect.poll(() => rows.count()).toBe(total);
    expect(await page.getByTestId('withdrawals-load-more').count()).toBe(0);
    const cells = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.getAttribute('title') ?? ''));
    expect(new Set(cells).size).toBe(total);
    const methods = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[1]?.textContent?.replace(/^Method/, '').trim()));
    // newest first: the oldest withdrawal (a PayPal one) last, and the PayPal ones where they were asked for
    expect(methods.at(-1)).toBe('PayPal');
    expect(methods.map((m, i) => (m === 'PayPal' ? total - 1 - i : -1)).filter((i) => i >= 0).sort((a, b) => a - b)).toEqual([...PAYPAL_AT]);
  });

  it('filters on the wallet: the oldest PayPal withdrawal, not read yet, is found by the method filter', async () => {
    await page.goto(`${product.url}/withdrawal-history`);
    const rows = page.getByTestId('withdrawal-row');
    await expect.poll(() => rows.count()).toBe(52);
    await page.getByTestId('withdrawal-method-filter').selectOption('paypal');
    await expect.poll(() => rows.count()).toBe(PAYPAL_AT.size);
    expect(await page.getByTestId('withdrawals-load-more').count()).toBe(0);
    await page.getByTestId('withdrawal-method-filter').selectOption('giftcard');
    await page.getByTestId('withdrawals-empty').waitFor();
    await page.getByTestId('withdrawal-method-filter').selectOption('all');
    await page.getByTestId('withdrawal-status-filter').selectOption('completed');
    await page.getByTestId('withdrawals-empty').waitFor();
  });

  it('copies the full ID of a withdrawal with a tap, on a phone', async () => {
    await page.goto(`${product.url}/withdrawal-history`);
    const first = page.getByTestId('withdrawal-row').first();
    const fullId = await first.locator('td').first().getAttribute('title');
    expect(fullId).toMatch(/^[0-9a-f-]{36}$/);
    await first.getByRole('button', { name: 'Copy withdrawal ID' }).tap();
    await page.getByText('Copied!').first().waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText())).toBe(fullId);
  });

  it('says the list may be incomplete when the Robux history cannot be loaded, here and on the Withdraw page', async () => {
    await page.route('**/api/automated-withdrawal/history*', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'UNAVAILABLE', message: 'Service unavailable' }) }));
    await page.goto(`${product.url}/withdrawal-history`);
    await page.getByTestId('withdrawals-partly-unavailable').waitFor();
    await page.goto(`${product.url}/withdraw`);
    await page.getByTestId('recent-withdrawals-partly-unavailable').waitFor();
    expect(await page.getByTestId('recent-withdrawals-card').innerText()).not.toContain('No withdrawals yet');
  });
});
