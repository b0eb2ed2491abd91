import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { GameResult } from '@app/contracts';
import { launchBrowser, signedInPage } from '../support/browser.js';
import { SiteClient, waitFor } from '../support/http-client.js';
import { installWithAdmin } from '../support/install.js';
import { startEmbeddedProduct, type RunningProduct } from '../support/run-modes.js';

// The game screens as a keyboard player and a player near the admin's limits meet them, in headless Chromium
// against the built app of `npm start`: the action button keeps the focus from one round to the next, and a
// bet that could win more than one round may pay (games_max_win) is explained before the click in the words
// the server refuses it with, the button disabled, and playable again once lowered.
describe('game screens for the keyboard, and the maximum win before the click', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let player: SiteClient;
  let adminSite: SiteClient;
  const admin = { username: 'keys_admin', email: 'keys-admin@example.com', password: 'Amber-Lighthouse-19', firstName: 'Key', lastName: 'Admin' };
  const account = { username: `keys_${Date.now() % 100000}`, email: `keys${Date.now() % 100000}@example.com`, password: 'Copper-Violin-64', firstName: 'Kay', lastName: 'Board' };

  beforeAll(async () => {
    product = await startEmbeddedProduct();
    adminSite = await installWithAdmin(product, admin, 'Keyboard Test');
    player = new SiteClient(product.url);
    const registered = await player.post('/api/auth/register', account);
    expect(registered.status).toBe(200);
    const playerId = registered.body.user.id as string;
    await waitFor(async () => (await player.get('/api/auth/user')).body?.points === 100, 15_000, 'the signup bonus');
    expect((await adminSite.post(`/api/admin/users/${playerId}/adjust-points`, { amount: 900, reason: 'keyboard browser test bankroll' })).status).toBe(200);
    await waitFor(async () => (await player.get('/api/auth/user')).body?.points === 1000, 15_000, 'the adjusted balance');

    browser = await launchBrowser();
    page = await signedInPage(browser, product.url, player.cookieHeader, { width: 1400, height: 1000 });
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const focused = () => page.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? null");
  const rounds = async () => ((await player.get('/api/games/history')).body as GameResult[]).length;
  const open = async (game: string) => {
    await page.goto(`${product.url}/games?game=${game}`);
    await page.getByTestId(`${game}-game`).waitFor();
  };
  /** Focus a button once it can be pressed (blackjack's Deal waits for the look-up of an open hand, keno's Play for the player). */
  const focusWhenReady = async (testId: string) => {
    await expect.poll(() => page.getByTestId(testId).isEnabled()).toBe(true);
    await page.getByTestId(testId).focus();
  };

  /** Enter on the focused button plays one round; the round is over once the server recorded it and the result shows. */
  async function playByKeyboard(game: string) {
    const before = await rounds();
    await page.keyboard.press('Enter');
    await waitFor(async () => ((await rounds()) === before + 1 ? true : null), 15_000, `the ${game} round`);
    await page.getByTestId(`${game}-result`).waitFor({ timeout: 20_000 });
  }

  it('dice: Enter rolls, the Roll button keeps the focus through the round, and Enter rolls again', async () => {
    await open('dice');
    await focusWhenReady('dice-roll-button');
    await playByKeyboard('dice');
    expect(await focused()).toBe('dice-roll-button');
    await playByKeyboard('dice');
    expect(await focused()).toBe('dice-roll-button');
  });

  it('slots: Enter spins, and the Spin button keeps the focus while the reels turn and after', async () => {
    await open('slots');
    await focusWhenReady('slots-spin-button');
    const before = await rounds();
    await page.keyboard.press('Enter');
    // while the reels turn the button cannot be pressed, but it still holds the focus
    await expect.poll(() => page.getByTestId('slots-reel-0').getAttribute('data-spinning')).toBe('true');
    expect(await page.getByTestId('slots-spin-button').isDisabled()).toBe(true);
    expect(await focused()).toBe('slots-spin-button');
    await waitFor(async () => ((await rounds()) === before + 1 ? true : null), 15_000, 'the slots round');
    await page.getByTestId('slots-result').waitFor({ timeout: 20_000 });
    expect(await focused()).toBe('slots-spin-button');
    await playByKeyboard('slots');
    expect(await focused()).toBe('slots-spin-button');
  });

  it('keno: Play hands the focus to New Game when the draw ends, and New Game hands it back to Play', async () => {
    await open('keno');
    await page.getByTestId('keno-quick-pick').click();
    await focusWhenReady('keno-play-button');
    await playByKeyboard('keno');
    await expect.poll(focused).toBe('keno-new-game');
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('keno-play-button');
  });

  it('blackjack: Deal hands the focus to Hit, and Stand, when the hand ends, hands it back to Deal', async () => {
    await open('blackjack');
    await focusWhenReady('blackjack-deal-button');
    const before = await rounds();
    await page.keyboard.press('Enter');
    const result = page.getByTestId('blackjack-result');
    await result.or(page.getByTestId('blackjack-stand-button')).first().waitFor();
    // a natural ends the round at once (Deal stays where it was); otherwise Hit takes Deal's place, and the focus
    if (!(await result.isVisible())) {
      await expect.poll(focused).toBe('blackjack-hit-button');
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('blackjack-stand-button');
      await page.keyboard.press('Enter');
      await result.waitFor({ timeout: 20_000 });
    }
    await waitFor(async () => ((await rounds()) === before + 1 ? true : null), 15_000, 'the blackjack round');
    await expect.poll(focused).toBe('blackjack-deal-button');
  });

  it('mines: the board is one tab stop, the arrow keys move between tiles, a revealed tile keeps the focus, and a mine hands it to Start Game', async () => {
    await open('mines');
    await page.getByTestId('mines-count-select').selectOption('3');
    const result = page.getByTestId('mines-result');
    /** The keys from a tile to the next in reading order, from the last back to the first. */
    const toNextTile = (tile: number) => (tile === 24 ? ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'Home'] : tile % 5 === 4 ? ['ArrowDown', 'Home'] : ['ArrowRight']);
    const focusedTile = async () => Number((await focused())?.replace('mines-tile-', ''));

    // Where the mines are is the server's secret, so a round's first tile may be one: play rounds until a
    // safe tile has been seen keeping the focus (a round ends on a mine, or on the last safe tile, either of
    // which hands the focus back to Start Game).
    let safeTilesSeen = 0;
    for (let round = 0; round < 6 && safeTilesSeen === 0; round++) {
      await focusWhenReady('mines-start-button');
      const before = await rounds();
      await page.keyboard.press('Enter');
      await expect.poll(focused).toBe('mines-cashout-button');
      // back from Cash Out to the board, one tab stop: the fields between are locked while the round is open
      for (let i = 0; i < 10 && !(await focused())?.startsWith('mines-tile-'); i++) await page.keyboard.press('Shift+Tab');
      if (round === 0) {
        expect(await focused()).toBe('mines-tile-0');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowRight');
        expect(await focused()).toBe('mines-tile-6');
      }
      // tile after tile in reading order: a pass over the board ends the round
      for (let step = 0; step < 25; step++) {
        const tile = await focusedTile();
        await page.keyboard.press('Enter');
        await expect.poll(() => page.getByTestId(`mines-tile-${tile}`).getAttribute('data-state')).not.toBe('hidden');
        if (await result.isVisible()) break;
        // a revealed tile can no longer be pressed, yet it keeps the focus
        expect(await focused()).toBe(`mines-tile-${tile}`);
        safeTilesSeen++;
        for (const key of toNextTile(tile)) await page.keyboard.press(key);
      }
      await waitFor(async () => ((await rounds()) === before + 1 ? true : null), 15_000, 'the mines round');
      await expect.poll(focused).toBe('mines-start-button');
    }
    expect(safeTilesSeen).toBeGreaterThan(0);
  });

  it('live crash: Place Bet hands the focus to Cash Out, and the end of the round hands it back', async () => {
    await open('crash');
    await page.getByTestId('crash-mode-live').click();
    await focusWhenReady('crash-start-button');
    const before = await rounds();
    await page.keyboard.press('Enter');
    const cashOut = page.getByTestId('crash-cashout-button');
    const result = page.getByTestId('crash-result');
    await cashOut.or(result).first().waitFor();
    // a round that crashes at once never offers the cash-out; otherwise Cash Out takes Place Bet's place, and the focus
    if (await cashOut.isVisible()) {
      await expect.poll(focused).toBe('crash-cashout-button');
      await page.keyboard.press('Enter');
    }
    await result.waitFor({ timeout: 20_000 });
    await waitFor(async () => ((await rounds()) === before + 1 ? true : null), 15_000, 'the crash round');
    await expect.poll(focused).toBe('crash-start-button');
  });

  describe('the maximum win of one round (games_max_win at 100) before the click', () => {
    const setMaxWin = async (value: number) => {
      expect((await adminSite.request('PUT', '/api/admin/settings/games_max_win', { value })).status).toBe(200);
      await waitFor(async () => ((await player.get('/api/games/house-edges')).body.maxWin === value ? true : null), 10_000, `max win ${value}`);
    };
    beforeAll(() => setMaxWin(100));
    afterAll(() => setMaxWin(100_000_000));

    /** The server refuses `body` at `path` with the screen's sentence, after the field's name. */
    async function expectServerRefuses(path: string, body: unknown, field: string, shown: string) {
      const refused = await player.post(path, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(`${field}: ${shown[0]!.toLowerCase()}${shown.slice(1, -1)}`);
    }
    async function expectBlocked(button: Locator, problem: Locator, sentence: string) {
      await expect.poll(() => problem.textContent()).toBe(sentence);
      expect(await button.isDisabled()).toBe(true);
    }
    async function expectPlayable(button: Locator, problem: Locator) {
      await expect.poll(() => problem.textContent()).toBe('');
      await expect.poll(() => button.isEnabled()).toBe(true);
    }

    it('roulette: the chips on the board together, on the pocket that pays them best', async () => {
      await open('roulette');
      const spin = page.getByTestId('roulette-spin-button');
      const problem = page.getByTestId('roulette-bet-problem');
      // 5 on 17 pays 180 when 17 comes up; 2 on it would pay 72
      await page.getByTestId('roulette-chip-5').click();
      await page.getByTestId('roulette-spot-straight-17').click();
      const sentence = 'This bet can win up to 180 points, more than the 100 one round may pay; bet at most 2 points.';
      await expectBlocked(spin, problem, sentence);
      await expectServerRefuses('/api/games/roulette', { bets: [{ type: 'straight', numbers: [17], amount: 5 }], totalBet: 5 }, 'totalBet', sentence);
      await page.getByTestId('roulette-undo-button').click();
      await page.getByTestId('roulette-chip-1').click();
      await page.getByTestId('roulette-spot-straight-17').click();
      await page.getByTestId('roulette-spot-straight-17').click();
      await expectPlayable(spin, problem);
    });

    it('baccarat: the winner that pays the three bets best', async () => {
      await open('baccarat');
      const deal = page.getByTestId('baccarat-deal-button');
      const problem = page.getByTestId('baccarat-bet-problem');
      // 10 on player and 10 on tie: a tie pays 100 and returns the 10 on player
      await page.getByTestId('baccarat-bet-player').fill('10');
      await page.getByTestId('baccarat-bet-tie').fill('10');
      const sentence = 'This bet can win up to 110 points, more than the 100 one round may pay; bet at most 18 points.';
      await expectBlocked(deal, problem, sentence);
      await expectServerRefuses('/api/games/baccarat', { bets: { player: 10, tie: 10 } }, 'bets', sentence);
      await page.getByTestId('baccarat-bet-player').fill('9');
      await page.getByTestId('baccarat-bet-tie').fill('9');
      await expectPlayable(deal, problem);
    });

    /** A game with one stake box: too much is explained and refused alike, a stake within the limit plays. */
    const oneStakeGames = [
      {
        name: 'blackjack: the first bet at 8x, a split with both hands doubled and won',
        game: 'blackjack',
        button: 'blackjack-deal-button',
        over: 13,
        within: 12,
        sentence: 'This bet can win up to 104 points, more than the 100 one round may pay; bet at most 12 points.',
        refused: ['/api/games/blackjack/start', { betAmount: 13 }],
      },
      {
        name: 'live crash: a stake that even the lowest cash-out (1.01x) would overpay',
        game: 'crash',
        mode: 'crash-mode-live',
        button: 'crash-start-button',
        over: 100,
        within: 99,
        sentence: 'This bet can win up to 101 points, more than the 100 one round may pay; bet at most 99 points.',
        refused: ['/api/games/crash/live/start', { betAmount: 100 }],
      },
      {
        // a dice win pays 1.8x at the default edge: 60 could win 108; 56 wins floor(100.8) = 100
        name: 'dice: one multiplier of the stake',
        game: 'dice',
        button: 'dice-roll-button',
        over: 60,
        within: 56,
        sentence: 'This bet can win up to 108 points, more than the 100 one round may pay; bet at most 56 points.',
        refused: ['/api/games/dice', { betAmount: 60, prediction: 'over' }],
      },
    ] as const;
    for (const c of oneStakeGames) {
      it(c.name, async () => {
        await open(c.game);
        if ('mode' in c) await page.getByTestId(c.mode).click();
        const button = page.getByTestId(c.button);
        const problem = page.getByTestId(`${c.game}-bet-problem`);
        const input = page.getByTestId(`${c.game}-bet-input`);
        await input.fill(String(c.over));
        await expectBlocked(button, problem, c.sentence);
        await expectServerRefuses(c.refused[0], c.refused[1], 'betAmount', c.sentence);
        await input.fill(String(c.within));
        await expectPlayable(button, problem);
      });
    }
  });
});
