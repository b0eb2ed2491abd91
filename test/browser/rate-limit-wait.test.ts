import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { signUpInBrowser } from '../support/browser-account.js';
import { installWithAdmin } from '../support/install.js';
import { startEmbeddedProduct, type RunningProduct } from '../support/run-modes.js';

// A form refused by the gateway's rate limit used to say "try again in 60 minutes" under the e-mail field,
// as if the address were wrong, and let the player press Send again at once.
describe('a rate-limited form in a real browser', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    product = await startEmbeddedProduct();
    await installWithAdmin(product, { username: 'wait_admin', email: 'wait-admin@example.com', password: 'Amber-Canyon-64', firstName: 'Ada', lastName: 'Admin' }, 'PointsPlay Wait Test');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('forgot password: says how long to wait, apart from the e-mail field, and keeps Send disabled meanwhile', async () => {
    // the gateway's default: 5 reset requests per address per hour
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${product.url}/api/auth/forgot-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `someone${i}@example.com` }) });
      expect(res.status).toBe(200);
    }
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${product.url}/forgot-password`);
    await page.locator('#forgot-email').fill('player@example.com');
    await page.getByTestId('forgot-password-submit').click();
    const notice = page.getByTestId('retry-wait-notice');
    await notice.waitFor();
    expect(await page.getByTestId('retry-wait-text').innerText()).toMatch(/^Too many attempts\. Try again in (59|60) minutes\.$/);
    expect(await notice.getAttribute('data-waiting')).toBe('true');
    expect(await page.getByTestId('forgot-password-submit').isDisabled()).toBe(true);
    expect(await page.locator('#forgot-email-error').count()).toBe(0);
  });

  it('resend verification: a second resend within the minute counts the wait down on the button, which cannot be pressed meanwhile', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(15_000);
    const stamp = Date.now() % 100000;
    await signUpInBrowser(page, product, { username: `resend_${stamp}`, email: `resend${stamp}@example.com`, password: 'Quiet-Meadow-58' });
    const resend = page.getByTestId('resend-verification-button');
    await resend.click();
    await page.getByTestId('toast').filter({ hasText: 'Verification Email Sent' }).waitFor();
    // once a minute: the next one is refused with the seconds left
    await resend.click();
    await page.getByTestId('toast').filter({ hasText: 'before requesting another verification email' }).waitFor();
    await expect.poll(() => resend.innerText()).toMatch(/^Resend in (5\d|60)s$/);
    expect(await resend.isDisabled()).toBe(true);
    const shown = Number((await resend.innerText()).match(/\d+/)![0]);
    await expect.poll(async () => Number((await resend.innerText()).match(/\d+/)?.[0]), { timeout: 5_000 }).toBeLessThan(shown);
  });
});
