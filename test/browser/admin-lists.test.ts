import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { SiteClient } from '../support/http-client.js';
import { installWithAdmin } from '../support/install.js';
import { startEmbeddedProduct, type RunningProduct } from '../support/run-modes.js';

// "Admin lists": what the panel's lists do when an admin's own action changes them under their eyes, and
// what the Add Setting form does with a key that is already listed. The set-up (21 blocked addresses, a
// stored setting) goes through the API; the checks are what the admin sees in headless Chromium.
describe('admin panel lists in a real browser', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let adminApi: SiteClient;
  const admin = { username: 'lists_admin', email: 'lists-admin@example.com', password: 'Copper-Heron-41', firstName: 'Lia', lastName: 'Lister' };

  beforeAll(async () => {
    product = await startEmbeddedProduct();
    adminApi = await installWithAdmin(product, admin, 'PointsPlay Lists Test');
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${product.url}/auth`);
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByTestId('signin-submit').click();
    await page.waitForURL(`${product.url}/`);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const openTab = async (label: string, id: string) => {
    await page.goto(`${product.url}/admin`);
    await page.getByRole('tab', { name: label }).click();
    await page.getByTestId(`admin-tab-content-${id}`).waitFor();
  };

  it('goes back to the last page when unblocking the only address of the last page empties it', async () => {
    // 21 addresses: a first page of 20 and a second page of one (newest first, so 10.0.0.1 is on page 2)
    for (let i = 1; i <= 21; i++) {
      const blocked = await adminApi.post('/api/admin/blocked-ips', { ipAddress: `10.0.0.${i}`, reason: `test ${i}` });
      expect(blocked.status).toBe(200);
    }
    await openTab('Blocked IPs', 'blocked-ips');
    await expect.poll(() => page.getByTestId('admin-blocked-ips-pager-page').textContent()).toBe('Page 1 of 2 (21)');
    await page.getByTestId('admin-blocked-ips-pager-next').click();
    await page.getByTestId('unblock-ip-10.0.0.1').click();

    // 20 left, one page: the panel shows that page, not an empty page 2 that says there are none
    await expect.poll(() => page.getByTestId('admin-blocked-ips-pager-page').textContent()).toBe('Page 1 of 1 (20)');
    await page.getByTestId('blocked-ip-10.0.0.21').waitFor();
    expect(await page.getByTestId('admin-blocked-ips-empty').count()).toBe(0);
  });

  it('keeps the focus on Block IP while the address is blocked and after, for the next one', async () => {
    await openTab('Blocked IPs', 'blocked-ips');
    // the list has loaded (the 20 left by the test before) before anything is typed
    await expect.poll(() => page.getByTestId('admin-blocked-ips-pager-page').textContent()).toBe('Page 1 of 1 (20)');
    const address = page.getByTestId('block-ip-address');
    await address.fill('192.0.2.77');
    await expect.poll(() => address.inputValue()).toBe('192.0.2.77');
    await page.getByTestId('block-ip-submit').focus();
    const blockAnswer = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/admin/blocked-ips');
    await page.keyboard.press('Enter');
    // the block's own answer first, so that a refusal fails here with its status and message
    const answer = await blockAnswer;
    expect(`${answer.status()} ${await answer.text()}`).toMatch(/^200 /);
    await page.getByTestId('blocked-ip-192.0.2.77').waitFor();
    // the button could not be pressed while the request ran; it kept the focus all the same
    await expect.poll(() => page.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? null")).toBe('block-ip-submit');
  });

  it("breaks a withdrawal's details only between words on a 390 px phone, not in the middle of 'after' or a reason", async () => {
    const player = new SiteClient(product.url);
    const registered = await player.post('/api/auth/register', { username: 'lists_player', email: 'lists-player@example.com', password: 'Amber-Otter-63', firstName: 'Lou' });
    expect(registered.status).toBe(200);
    const playerId: string = registered.body.user.id;
    expect((await adminApi.post(`/api/admin/users/${playerId}/verify-email`)).status).toBe(200);
    const requested = await player.post('/api/automated-withdrawal/request', { type: 'robux', amount: 50, usdValue: '0.50', details: { username: 'lou_rbx', gamepassId: '424242' } });
    expect(requested.status).toBe(201);
    const withdrawalId: string = requested.body.withdrawal.id;
    const rejected = await adminApi.request('PATCH', `/api/admin/withdrawal/${withdrawalId}`, { status: 'rejected', adminNotes: 'The gamepass belongs to someone else entirely' });
    expect(rejected.status).toBe(200);

    await page.setViewportSize({ width: 390, height: 844 });
    await openTab('Withdrawals', 'withdrawals');
    const details = page.getByTestId(`withdrawal-details-${withdrawalId}`);
    await expect.poll(() => details.textContent()).toContain('someone else');
    // every word of the details sits on one line (the cell still wraps between words)
    // (the page's objects are typed loosely: these tests are compiled without the DOM's types)
    const splitWords = await details.evaluate((cell) => {
      const doc = (globalThis as any).document;
      const split: string[] = [];
      const walker = doc.createTreeWalker(cell, 4 /* NodeFilter.SHOW_TEXT */);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of String(node.textContent ?? '').matchAll(/\S+/g)) {
          const range = doc.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect: { top: number }) => Math.round(rect.top)));
          if (lines.size > 1) split.push(match[0]);
        }
      }
      return split;
    });
    expect(splitWords).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('does not overwrite a listed setting from the Add Setting form, and says where to change it', async () => {
    const stored = await adminApi.request('PUT', '/api/admin/settings/signup_bonus', { value: '150' });
    expect(stored.status).toBe(200);
    await openTab('Settings', 'settings');
    await page.getByTestId('setting-signup_bonus').waitFor();

    await page.getByTestId('new-setting-key').fill('signup_bonus');
    await page.getByTestId('new-setting-value').fill('5');
    const notice = page.getByTestId('new-setting-key-notice');
    await expect.poll(() => notice.textContent()).toContain('signup_bonus already exists');
    expect(await page.getByTestId('add-setting-submit').isDisabled()).toBe(true);

    // even when submitted with Enter, nothing is stored: the value stays what it was
    await page.getByTestId('new-setting-value').press('Enter');
    await page.waitForTimeout(500);
    const after = await adminApi.get('/api/admin/settings');
    expect(after.body.find((s: { key: string }) => s.key === 'signup_bonus').value).toBe('150');
    expect(await page.getByTestId('setting-value-text-signup_bonus').textContent()).toBe('150');
  });
});
