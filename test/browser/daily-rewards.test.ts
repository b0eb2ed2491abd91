import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { signUpInBrowser } from '../support/browser-account.js';
import { installWithAdmin } from '../support/install.js';
import { startEmbeddedProduct, type RunningProduct } from '../support/run-modes.js';

// The dashboard's daily bonus and daily challenges cards right after a claim, in headless Chromium against
// the built app. The refetch that follows a claim is held back on purpose: a slow network must not leave a
// claimed reward looking claimable, one click away from a 'Bonus already claimed today' error.
describe('daily bonus and daily challenges claims in a real browser', () => {
  let product: RunningProduct;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const stamp = Date.now() % 100000;
  const player = { username: `daily_${stamp}`, email: `daily${stamp}@example.com`, password: 'Quiet-Meadow-58' };
  const HELD_MS = 4000;

  beforeAll(async () => {
    product = await startEmbeddedProduct();
    await installWithAdmin(product, { username: 'daily_admin', email: 'daily-admin@example.com', password: 'Amber-Canyon-64', firstName: 'Ada', lastName: 'Admin' }, 'PointsPlay Daily Test');
    browser = await launchBrowser();
    context = await browser.newContext();
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signUpInBrowser(page, product, player);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  /** Holds every GET of `path` for HELD_MS from now on (the claim's own POST goes through at once). */
  async function holdRefetches(path: string): Promise<() => Promise<void>> {
    const hold = async (route: Route) => {
      if (route.request().method() === 'GET') await new Promise((r) => setTimeout(r, HELD_MS));
      await route.continue().catch(() => undefined);
    };
    await page.route(`**${path}`, hold);
    return () => page.unroute(`**${path}`, hold);
  }

  it('shows the daily bonus as claimed as soon as the claim is answered, before the status is fetched again', async () => {
    const card = page.getByTestId('daily-bonus-card');
    await card.getByRole('button', { name: 'Claim Bonus' }).waitFor();
    const release = await holdRefetches('/api/daily-bonus/status');
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/daily-bonus' && r.request().method() === 'POST');
    await card.getByRole('button', { name: 'Claim Bonus' }).click();
    expect((await answered).status()).toBe(200);
    const claimedAt = Date.now();
    await card.getByText('Bonus Claimed Today').waitFor({ timeout: HELD_MS - 1500 });
    expect(Date.now() - claimedAt).toBeLessThan(HELD_MS);
    expect(await card.getByRole('button', { name: 'Claim Bonus' }).count()).toBe(0);
    expect(await card.getByTestId('daily-bonus-streak').textContent()).toBe('Streak: 1 day');
    // tomorrow's bonus if the streak is kept: the wallet's formula for a 2-day streak
    expect(await card.getByTestId('daily-bonus-amount').textContent()).toBe('6 points');
    await release();
  });

  it('shows a claimed challenge as claimed as soon as the claim is answered, before the list is fetched again', async () => {
    // five rounds complete 'Play 5 Games' (the wallet counts them from the games' events)
    for (let i = 0; i < 5; i++) {
      const res = await page.request.post(`${product.url}/api/games/dice`, { data: { betAmount: 1, prediction: 'over' }, headers: { Origin: product.url } });
      expect(res.status(), await res.text()).toBe(200);
    }
    const row = page.getByTestId('challenge-play_5_games');
    const claim = page.getByTestId('challenge-claim-play_5_games');
    await expect
      .poll(
        async () => {
          await page.reload();
          return claim.waitFor({ state: 'visible', timeout: 3000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const release = await holdRefetches('/api/daily-challenges');
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/daily-challenges/play_5_games/claim');
    await claim.click();
    expect((await answered).status()).toBe(200);
    await row.getByText('Claimed').waitFor({ timeout: HELD_MS - 1500 });
    expect(await claim.count()).toBe(0);
    await release();
  });

  // The challenges reset at midnight UTC, as the card says; a dashboard left open overnight kept showing
  // yesterday's progress and claims until the page was reloaded. A page with its clock under the test's control.
  it("asks for the new day's challenges after UTC midnight while the dashboard stays open", async () => {
    await expectAskedAgainAfterMidnight('/', (night) => night.getByTestId('challenge-play_5_games').waitFor(), '/api/daily-challenges');
  });

  // The Earn page's Quick Actions read a status that failed to load as "Bonus Claimed Today"
  it("does not call the bonus claimed on the Earn page when the status cannot be loaded, and says it is unavailable", async () => {
    const fail = (route: Route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'UNAVAILABLE', message: 'Service unavailable' }) });
    await page.route('**/api/daily-bonus/status', fail);
    try {
      await page.goto(`${product.url}/earn`);
      const actions = page.getByTestId('earn-quick-actions');
      await actions.getByTestId('earn-daily-bonus-unavailable').waitFor();
      expect(await actions.getByTestId('earn-daily-bonus-unavailable').textContent()).toBe('Daily bonus status is unavailable right now.');
      expect(await actions.getByText('Bonus Claimed Today').count()).toBe(0);
    } finally {
      await page.unroute('**/api/daily-bonus/status', fail);
    }
  });

  // Home's card asks the wallet again after UTC midnight; the Earn page's Quick Actions counted down to
  // 00:00:00 and then kept saying "Bonus Claimed Today" until the page was reloaded
  it('asks again after UTC midnight on the Earn page whether the next bonus is open', async () => {
    await expectAskedAgainAfterMidnight('/earn', (night) => night.getByTestId('earn-quick-actions').getByText('Bonus Claimed Today').waitFor(), '/api/daily-bonus/status');
  });

  /**
   * Opens `path` on a page whose clock stands 20 s before the next UTC midnight, once `ready`, and checks
   * that `api` is not asked again before midnight and is just after it, the page staying open.
   */
  async function expectAskedAgainAfterMidnight(path: string, ready: (night: Page) => Promise<void>, api: string) {
    const night = await context.newPage();
    try {
      const now = new Date();
      const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
      await night.clock.install({ time: midnight - 20_000 });
      await night.goto(`${product.url}${path}`);
      await ready(night);
      let asked = 0;
      night.on('request', (r) => {
        if (r.method() === 'GET' && new URL(r.url()).pathname === api) asked++;
      });
      await night.clock.runFor(15_000);
      expect(asked).toBe(0);
      await night.clock.runFor(20_000);
      await expect.poll(() => asked, { timeout: 5_000 }).toBeGreaterThan(0);
    } finally {
      await night.close();
    }
  }
});
