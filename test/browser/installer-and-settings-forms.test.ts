import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { installWithAdmin } from '../support/install.js';
import { startEmbeddedProduct, type RunningProduct } from '../support/run-modes.js';

/** A control's message as a screen reader reaches it: aria-invalid, and the text aria-describedby names. */
async function describedErrorOf(page: Page, control: Locator): Promise<{ invalid: string | null; text: string }> {
  const invalid = await control.getAttribute('aria-invalid');
  const ids = (await control.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(ids.split(/\s+/).filter(Boolean).map((id) => page.locator(`[id="${id}"]`).textContent()));
  return { invalid, text: texts.join(' ') };
}

// Audit findings on the operator's forms, in headless Chromium against the built app of `npm start`:
// a reload of the installer started it over at step 1, and a setting the server refused was said only
// in a toast that goes away, not under the field.
describe('installer wizard in a real browser', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  const admin = { username: 'reload_admin', email: 'reload-admin@example.com', password: 'Copper-Lantern-44' };

  beforeAll(async () => {
    product = await startEmbeddedProduct();
    browser = await launchBrowser();
    page = await browser.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  // keyboard and screen-reader audit: a new step dropped the focus on the page's body (the Next button it
  // was on went disabled or away), so a screen reader said nothing of the step; a field's message was
  // shown but not tied to the field
  it('moves the focus to the new step\'s title, and ties a field\'s message to the field', async () => {
    await page.goto(`${product.url}/install`);
    try {
      await page.getByTestId('test-connection-button').click();
      await page.getByTestId('test-connection-success').waitFor();
      await page.getByTestId('installer-next').click();
      await page.getByLabel('Admin username').waitFor();
      await expect.poll(() => page.evaluate<string>("document.activeElement?.tagName ?? ''")).toMatch(/^H[1-6]$/);
      expect(await page.evaluate<string>("document.activeElement?.textContent ?? ''")).toMatch(/admin/i);

      const email = page.getByLabel('Admin email');
      await email.fill('not-an-address');
      await email.press('Tab');
      await expect.poll(async () => (await describedErrorOf(page, email)).text).toContain('Invalid email');
      expect((await describedErrorOf(page, email)).invalid).toBe('true');
      // the password's rule, said under it before anything is typed, is read with the field too
      expect((await describedErrorOf(page, page.getByLabel('Admin password'))).text).toContain('At least');
    } finally {
      // the next test starts the wizard afresh
      await page.evaluate('sessionStorage.clear()');
    }
  });

  it('keeps the step and what was typed across a reload, but never a password, and says so', async () => {
    await page.goto(`${product.url}/install`);
    await page.getByTestId('test-connection-button').click();
    await page.getByTestId('test-connection-success').waitFor();
    await page.getByTestId('installer-next').click();
    await page.getByLabel('Admin username').fill(admin.username);
    await page.getByLabel('Admin email').fill(admin.email);
    await page.getByLabel('First name').fill('Rita');
    await page.getByLabel('Admin password').fill(admin.password);
    await page.getByLabel('Confirm password').fill(admin.password);
    await page.getByTestId('installer-next').click();
    await page.getByTestId('installer-step-settings').waitFor();
    await page.getByLabel('Site name').fill('Reloaded Casino');

    await page.reload();
    await page.getByTestId('installer-step-settings').waitFor();
    expect(await page.getByLabel('Site name').inputValue()).toBe('Reloaded Casino');
    expect(await page.getByTestId('installer-restored-notice').textContent()).toMatch(/password/i);
    // nothing secret was written to the browser's storage
    const stored = await page.evaluate<string>('JSON.stringify(Object.assign({}, sessionStorage, localStorage))');
    expect(stored).toContain('Reloaded Casino');
    expect(stored).not.toContain(admin.password);

    // the admin step kept the names, and asks for the password again
    await page.getByTestId('installer-back').click();
    expect(await page.getByLabel('Admin username').inputValue()).toBe(admin.username);
    expect(await page.getByLabel('First name').inputValue()).toBe('Rita');
    expect(await page.getByLabel('Admin password').inputValue()).toBe('');
    await page.getByLabel('Admin password').fill(admin.password);
    await page.getByLabel('Confirm password').fill(admin.password);
    await page.getByTestId('installer-next').click();
    expect(await page.getByLabel('Site name').inputValue()).toBe('Reloaded Casino');
    await page.getByTestId('installer-next').click();
    await page.getByTestId('install-button').click();
    await page.waitForURL(`${product.url}/landing`, { timeout: 20_000 });
    // a finished install leaves nothing of the wizard behind
    expect(await page.evaluate<string>('JSON.stringify(Object.assign({}, sessionStorage))')).not.toContain('Reloaded Casino');
  });
});

describe('admin settings form in a real browser', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  const settingsAdmin = { username: 'settings_admin', email: 'settings-admin@example.com', password: 'Amber-Thicket-62', firstName: 'Sam', lastName: 'Admin' };

  beforeAll(async () => {
    product = await startEmbeddedProduct();
    await installWithAdmin(product, settingsAdmin, 'Settings Test');
    browser = await launchBrowser();
    page = await browser.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const describedError = (control: Locator) => describedErrorOf(page, control);

  it('says a refused setting under its field, keeps the value, and marks the field invalid', async () => {
    await page.goto(`${product.url}/auth`);
    await page.getByLabel('Username').fill(settingsAdmin.username);
    await page.getByLabel('Password').fill(settingsAdmin.password);
    await page.getByTestId('signin-submit').click();
    await page.waitForURL(`${product.url}/`);
    await page.goto(`${product.url}/admin`);
    await page.getByRole('tab', { name: 'Settings' }).click();

    const key = 'signup_bonus';
    await page.getByTestId(`setting-edit-${key}`).click();
    const input = page.getByTestId(`setting-value-${key}`);
    await input.fill('-5');
    await page.getByTestId(`setting-save-${key}`).click();
    await expect.poll(async () => (await describedError(input)).text).toContain('must be at least 0');
    expect((await describedError(input)).invalid).toBe('true');
    expect(await input.inputValue()).toBe('-5');
    // still said once every toast is gone
    await page.getByTestId('toast').first().waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
    expect((await describedError(input)).text).toContain('must be at least 0');

    // a value it accepts clears the message
    await input.fill('150');
    await page.getByTestId(`setting-save-${key}`).click();
    await expect.poll(() => page.getByTestId(`setting-value-text-${key}`).textContent()).toBe('150');

    // the Add Setting form says a refused key under the key field, and keeps both values
    const newKey = page.getByTestId('new-setting-key');
    await newKey.fill('Bad Key');
    await page.getByTestId('new-setting-value').fill('x');
    await page.getByTestId('add-setting-submit').click();
    await expect.poll(async () => (await describedError(newKey)).text).toContain('may contain only');
    expect((await describedError(newKey)).invalid).toBe('true');
    expect(await newKey.inputValue()).toBe('Bad Key');
    expect(await page.getByTestId('new-setting-value').inputValue()).toBe('x');
    expect(await page.getByTestId('new-setting-value').getAttribute('aria-invalid')).not.toBe('true');
  });

  // keyboard and screen-reader audit: Edit went away under the focus, dropping it on the page's body, and
  // so did the editor on Cancel or Save: a keyboard user started over from the top of the page
  it('takes the focus into the value on Edit, and back to Edit when the editor closes', async () => {
    const key = 'site_name';
    await page.getByTestId(`setting-edit-${key}`).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId(`setting-value-${key}`).waitFor();
    const focusedTestId = () => page.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? null");
    await expect.poll(focusedTestId).toBe(`setting-value-${key}`);
    await page.getByTestId(`setting-cancel-${key}`).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId(`setting-value-${key}`).waitFor({ state: 'detached' });
    await expect.poll(focusedTestId).toBe(`setting-edit-${key}`);
  });
});
