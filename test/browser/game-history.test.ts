import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { GameResult, GetGameHistorySummaryResponse } from '@app/contracts';
import { launchBrowser, signedInPage } from '../support/browser.js';
import { SiteClient, waitFor } from '../support/http-client.js';
import { installWithAdmin } from '../support/install.js';
import { startEmbeddedProduct, type RunningProduct } from '../support/run-modes.js';

// The Game History page of a player with more rounds than one page holds, in headless Chromium against the
// built app of `npm start`: the table reads 50 rounds at a time, and the cards count every round.
describe('the game history of a player with many rounds', () => {
  const ROUNDS = 57;
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let player: SiteClient;
  const admin = { username: 'history_admin', email: 'history-admin@example.com', password: 'Amber-Lighthouse-19', firstName: 'Hist', lastName: 'Admin' };
  const account = { username: `hist_${Date.now() % 100000}`, email: `hist${Date.now() % 100000}@example.com`, password: 'Copper-Violin-64', firstName: 'Rory', lastName: 'Rounds' };

  beforeAll(async () => {
    product = await startEmbeddedProduct();
    await installWithAdmin(product, admin, 'History Test');
    player = new SiteClient(product.url);
    expect((await player.post('/api/auth/register', account)).status).toBe(200);
    await waitFor(async () => (await player.get('/api/auth/user')).body?.points === 100, 15_000, 'the signup bonus');
    // 57 dice rounds and 3 of keno, a point each
    for (let i = 0; i < ROUNDS; i++) expect((await player.post('/api/games/dice', { betAmount: 1, prediction: i % 2 ? 'over' : 'under' })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await player.post('/api/games/keno', { betAmount: 1, selectedNumbers: [7, 17, 27] })).status).toBe(200);
    browser = await launchBrowser();
    page = await signedInPage(browser, product.url, player.cookieHeader, { width: 1280, height: 900 });
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const text = async (testId: string) => (await page.getByTestId(testId).textContent())?.trim();
  const rows = () => page.getByTestId('history-row').count();

  it('shows the newest 50 rounds, and Load older rounds adds the rest, each once', async () => {
    await page.goto(`${product.url}/game-history`);
    await page.getByTestId('history-table').waitFor();
    await expect.poll(rows).toBe(50);
    await page.getByTestId('history-load-more').click();
    await expect.poll(rows).toBe(ROUNDS + 3);
    expect(await page.getByTestId('history-load-more').count()).toBe(0);
    const everyRound = (await player.get('/api/games/history')).body as GameResult[];
    expect(everyRound).toHaveLength(ROUNDS + 3);
  });

  it('counts every round in the cards, not only the rows read so far', async () => {
    const summary = (await player.get('/api/games/history/summary')).body as GetGameHistorySummaryResponse;
    expect(summary.totalGames).toBe(ROUNDS + 3);
    await page.reload();
    await expect.poll(() => text('history-stat-games')).toBe(String(ROUNDS + 3));
    expect(await rows()).toBe(50);
    expect(await text('history-stat-wagered')).toBe(`${ROUNDS + 3} pts`);
    const net = summary.netProfit;
    expect(await text('history-stat-net')).toBe(`${net >= 0 ? '+' : '-'}${Math.abs(net)} pts`);
  });

  it('searches by game name on the server: the cards and the table follow the search', async () => {
    await page.getByTestId('history-search').fill('kEN');
    await expect.poll(() => text('history-stat-games')).toBe('3');
    await expect.poll(rows).toBe(3);
    expect(await page.getByTestId('history-load-more').count()).toBe(0);
    await page.getByTestId('history-search').fill('poker');
    await expect.poll(() => text('history-stat-games')).toBe('0');
    await page.getByTestId('history-empty').waitFor();
    expect(await text('history-stat-win-rate')).toBe('0%');
  });
});
