import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { installWithAdmin } from '../support/install.js';
import { startEmbeddedProduct, type RunningProduct } from '../support/run-modes.js';

// The landing page's free demo games (spec sections 2 and 4: Dice, Crash and Mines on one demo balance
// of 1,000 with a Reset button), played by a visitor in headless Chromium against the built app.
describe('landing page demo games in a real browser', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    product = await startEmbeddedProduct();
    await installWithAdmin(product, { username: 'demo_admin', email: 'demo-admin@example.com', password: 'Amber-Canyon-64', firstName: 'Ada', lastName: 'Admin' }, 'PointsPlay Demo Test');
    browser = await launchBrowser();
    page = await browser.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const balance = () => page.getByTestId('demo-balance');
  const tab = (game: 'dice' | 'crash' | 'mines') => page.getByTestId(`demo-tab-${game}`).click();

  async function openDemo() {
    await page.goto(`${product.url}/landing`);
    await expect.poll(() => balance().textContent()).toBe('1,000');
  }

  it('keeps a mines round in play while the visitor looks at another game, so its stake is not lost', async () => {
    await openDemo();
    await tab('mines');
    await page.getByTestId('demo-mines-start').click();
    await expect.poll(() => balance().textContent()).toBe('990');
    await tab('dice');
    await tab('mines');
    // the round is still there to play or cash out, not silently dropped with its 10 points
    await page.getByTestId('demo-mines-cashout').waitFor({ state: 'visible' });
    await expect.poll(() => page.getByTestId('demo-mines-start').count()).toBe(0);
  });

  it('keeps a crash round flying while the visitor looks at another game, and records how it ended', async () => {
    await openDemo();
    await tab('crash');
    await page.getByTestId('demo-crash-start').click();
    await tab('dice');
    await tab('crash');
    // still flying (cash-out offered) or already crashed and listed among the recent rounds: never forgotten
    await page.getByTestId('demo-crash-cashout').or(page.getByTestId('demo-crash-recent-item').first()).waitFor({ state: 'visible', timeout: 5_000 });
  });

  it('Reset puts the demo balance back to 1,000 and ends the round in play, which then pays nothing on top', async () => {
    await openDemo();
    await tab('mines');
    await page.getByTestId('demo-mines-count').selectOption('1');
    await page.getByTestId('demo-mines-start').click();
    // reveal tiles until one is safe, so the round has something to cash out (1 mine in 25: retry on a hit)
    for (let attempt = 0; attempt < 20; attempt++) {
      const hidden = page.locator('[data-testid^="demo-mines-tile-"][data-state="hidden"]:not([disabled])').first();
      await hidden.click();
      if (await page.getByTestId('demo-mines-cashout').isEnabled().catch(() => false)) break;
      await page.getByTestId('demo-mines-start').click();
    }
    await expect.poll(() => page.getByTestId('demo-mines-cashout').isEnabled()).toBe(true);
    await page.getByTestId('demo-reset').click();
    await expect.poll(() => balance().textContent()).toBe('1,000');
    // the old round cannot pay its cash-out onto the fresh balance
    await expect.poll(() => page.getByTestId('demo-mines-cashout').count()).toBe(0);
    await expect.poll(() => page.getByTestId('demo-mines-start').isEnabled()).toBe(true);
    expect(await balance().textContent()).toBe('1,000');

    await tab('crash');
    await page.getByTestId('demo-crash-start').click();
    await page.getByTestId('demo-reset').click();
    await expect.poll(() => page.getByTestId('demo-crash-cashout').count()).toBe(0);
    expect(await balance().textContent()).toBe('1,000');
  });

  it('says under the bet box why a demo bet cannot be played, as the real games do', async () => {
    await openDemo();
    const problem = page.getByTestId('demo-dice-bet-problem');
    await page.getByTestId('demo-dice-bet-input').fill('2000');
    await expect.poll(() => problem.textContent()).toBe('Insufficient balance for this bet: you have 1,000 points.');
    expect(await page.getByTestId('demo-dice-roll').isDisabled()).toBe(true);
    await page.getByTestId('demo-dice-bet-input').fill('2.5');
    await expect.poll(() => problem.textContent()).toBe('Enter a whole number of points, at least 1.');
    await page.getByTestId('demo-dice-bet-input').fill('10');
    await expect.poll(() => problem.textContent()).toBe('');
    expect(await page.getByTestId('demo-dice-roll').isDisabled()).toBe(false);
  });
  it('keeps the demo balance on one line on a 390 px phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await openDemo();
      const line = page.locator('p', { has: balance() });
      // in the page, where getComputedStyle is (the tests' own TypeScript has no DOM library)
      const lineHeight = await line.evaluate((el) => parseFloat((globalThis as unknown as { getComputedStyle(e: unknown): { lineHeight: string } }).getComputedStyle(el).lineHeight));
      expect((await line.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 1);
      expect(await line.innerText()).toBe('Balance: 1,000 points');
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });
});
