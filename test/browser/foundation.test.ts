import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { startEmbeddedProduct, type RunningProduct } from '../support/run-modes.js';

// The foundation's screens in headless Chromium against the built app of `npm start`, driven the way
// a person would: through labels, buttons and what the page shows.
describe('foundation screens in a real browser', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  const player = { username: `browser_${Date.now() % 100000}`, email: `browser${Date.now() % 100000}@example.com`, password: 'Quiet-Meadow-58' };

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

  const goto = (path: string) => page.goto(product.url + path);
  const toast = (text: string) => page.getByTestId('toast').filter({ hasText: text });

  it('sends the first visit to the installer and installs through the 4-step wizard', async () => {
    await goto('/');
    await page.waitForURL('**/install');
    await page.getByTestId('test-connection-button').click();
    await page.getByTestId('test-connection-success').waitFor();
    await page.getByTestId('installer-next').click();
    await page.getByLabel('Admin username').fill('browser_admin');
    await page.getByLabel('Admin email').fill('browser-admin@example.com');
    await page.getByLabel('Admin password').fill('Silver-Harbor-31');
    await page.getByLabel('Confirm password').fill('Silver-Harbor-31');
    await page.getByTestId('installer-next').click();
    await page.getByTestId('installer-step-settings').waitFor();
    // the server never stores a session secret (session tokens are random and stored hashed): no field pretends to set one
    expect(await page.getByLabel('Session secret').count()).toBe(0);
    await page.getByTestId('session-secret-note').waitFor();
    await page.getByTestId('installer-next').click();
    await page.getByTestId('install-button').click();
    await page.waitForURL(`${product.url}/landing`, { timeout: 20_000 });
  });

  it('signs a new player up through the form and lands on the dashboard; the welcome names the bonus the server credited', async () => {
    // the screen's bonus falls back to 10 when /api/signup-bonus fails; the toast must still say what was credited
    await page.route('**/api/signup-bonus', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }));
    await goto('/auth');
    await expect.poll(async () => page.getByTestId('signup-bonus-amount').textContent()).toBe('10');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Username').fill(player.username);
    await page.getByLabel('Email').fill(player.email);
    await page.getByLabel('First Name').fill('Bea');
    await page.getByLabel('Last Name').fill('Browser');
    await page.getByLabel('Password').fill(player.password);
    await page.getByTestId('signup-submit').click();
    await toast('Account created!').waitFor();
    expect(await toast('Account created!').textContent()).toContain(`Welcome, ${player.username}! You received 100 bonus points.`);
    await page.unroute('**/api/signup-bonus');
    await page.waitForURL(`${product.url}/`);
    await page.getByText(/Welcome back,\s*Bea/).first().waitFor();
    await expect.poll(async () => page.getByTestId('nav-balance').textContent(), { timeout: 15_000 }).toContain('100');
  });

  it('logs out and back in', async () => {
    await page.getByTestId('logout-button').click();
    await toast('Logged out').waitFor();
    await page.waitForURL('**/landing');
    await goto('/auth');
    await page.getByLabel('Username').fill(player.username);
    await page.getByLabel('Password').fill(player.password);
    await page.getByTestId('signin-submit').click();
    await toast('Welcome back!').waitFor();
    await page.waitForURL(`${product.url}/`);
    await page.getByTestId('nav-link-home').waitFor();
  });

  it('shows the 404 page for an unknown path', async () => {
    await goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });
});
