import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { GameResult, GameType, PostRouletteResponse } from '@app/contracts';
import { launchBrowser, signedInPage as signedInPageOf } from '../support/browser.js';
import { SiteClient, waitFor } from '../support/http-client.js';
import { installWithAdmin } from '../support/install.js';
import { startEmbeddedProduct, type RunningProduct } from '../support/run-modes.js';

// The casino's ten game screens in headless Chromium against the built app of `npm start`: one round of
// each, played the way a person would, then the history and the fairness verifier of those rounds.
// Installing, registering and the starting points are set up through the API (not the screens under test).
describe('casino screens in a real browser', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  /** the player's own session (the same cookie as the browser's): the server's side of every check */
  let player: SiteClient;
  let adminSite: SiteClient;
  const admin = { username: 'casino_admin', email: 'casino-admin@example.com', password: 'Amber-Lighthouse-19', firstName: 'Cas', lastName: 'Admin' };
  const account = { username: `casino_${Date.now() % 100000}`, email: `casino${Date.now() % 100000}@example.com`, password: 'Copper-Violin-64', firstName: 'Gil', lastName: 'Gambler' };
  const STARTING_POINTS = 1000;
  const BET = 10;

  beforeAll(async () => {
    product = await startEmbeddedProduct();
    adminSite = await installWithAdmin(product, admin, 'Casino Test');

    player = new SiteClient(product.url);
    const registered = await player.post('/api/auth/register', account);
    expect(registered.status).toBe(200);
    const playerId = registered.body.user.id as string;
    await waitFor(async () => (await serverPoints()) === 100, 15_000, 'the signup bonus');

    const adjusted = await adminSite.post(`/api/admin/users/${playerId}/adjust-points`, { amount: STARTING_POINTS - 100, reason: 'casino browser test bankroll' });
    expect(adjusted.status).toBe(200);
    await waitFor(async () => (await serverPoints()) === STARTING_POINTS, 15_000, 'the adjusted balance');

    browser = await launchBrowser();
    page = await signedInPage({ width: 1400, height: 1000 });
    page.setDefaultTimeout(15_000);
    await page.goto(`${product.url}/games`);
    await page.getByTestId('game-tab-dice').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  /** A page of a new browser context at `viewport`, signed in as the player (the API session's cookies). */
  function signedInPage(viewport: { width: number; height: number }): Promise<Page> {
    return signedInPageOf(browser, product.url, player.cookieHeader, viewport);
  }

  async function serverPoints(): Promise<number | null> {
    const me = await player.get('/api/auth/user');
    return me.status === 200 ? (me.body.points as number) : null;
  }
  async function serverHistory(): Promise<GameResult[]> {
    const res = await player.get('/api/games/history');
    expect(res.status).toBe(200);
    return res.body as GameResult[];
  }
  /** The points the navigation bar shows ('1,000 pts' → 1000). */
  async function navPoints(): Promise<number | null> {
    const text = await page.getByTestId('nav-balance-points').textContent({ timeout: 1_000 }).catch(() => null);
    return text === null ? null : Number(text.replace(/[^\d-]/g, ''));
  }

  /** Where a round starts from: the server's balance, which the navigation bar already shows, and the rounds so far. */
  async function roundStart() {
    const points = (await serverPoints())!;
    await expect.poll(navPoints, { timeout: 10_000 }).toBe(points);
    return { points, rounds: (await serverHistory()).length };
  }

  /**
   * After a round: its result is on screen once the animation ended, the server recorded it as this game's
   * newest round with this bet, the outcome shown agrees with what was paid, and the navigation bar shows
   * the server's balance, which moved by exactly the bet and the payout.
   */
  async function expectSettled(game: GameType, start: { points: number; rounds: number }, bet: number) {
    const result = page.getByTestId(`${game}-result`);
    await result.waitFor({ timeout: 20_000 });
    const outcome = await result.getAttribute('data-outcome');
    const history = await waitFor(async () => {
      const rows = await serverHistory();
      return rows.length === start.rounds + 1 ? rows : null;
    }, 10_000, `the ${game} round in the history`);
    const round = history[0]!;
    expect(round.gameType).toBe(game);
    expect(round.betAmount).toBe(bet);
    if (outcome === 'loss') expect(round.winAmount).toBeLessThan(round.betAmount);
    else if (outcome === 'push') expect(round.winAmount).toBe(round.betAmount);
    // as the server judges a round (isWin: payout > stake): a partial return is a loss, not a win
    else expect(outcome === 'win' && round.winAmount > round.betAmount).toBe(true);
    const expected = start.points - bet + round.winAmount;
    await expect.poll(serverPoints, { timeout: 10_000 }).toBe(expected);
    await expect.poll(navPoints, { timeout: 10_000 }).toBe(expected);
  }

  const openGame = async (game: GameType) => {
    await page.getByTestId(`game-tab-${game}`).click();
    await page.getByTestId(`${game}-game`).waitFor();
  };

  it('dice: rolls under and settles the balance', async () => {
    const start = await roundStart();
    await openGame('dice');
    // exponent notation is not a bet: the box would show '1e2' while 100 is staked
    await page.getByTestId('dice-bet-input').fill('1e2');
    expect(await page.getByTestId('dice-roll-button').isDisabled()).toBe(true);
    expect(await page.getByTestId('dice-bet-problem').textContent()).toBe('Enter a whole number of points, at least 1.');
    await page.getByTestId('dice-bet-input').fill(String(BET));
    await page.getByTestId('dice-prediction-under').click();
    await page.getByTestId('dice-roll-button').click();
    await expectSettled('dice', start, BET);
  });

  it('the game tabs and the dice prediction answer the arrow keys (WAI-ARIA tabs and radio group)', async () => {
    await openGame('dice');
    const tab = (game: GameType) => page.getByTestId(`game-tab-${game}`);
    const focused = () => page.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? null");
    // one tab stop: only the selected game's tab is in the Tab order
    expect(await page.getByRole('tab').evaluateAll((tabs) => tabs.filter((t) => t.getAttribute('tabindex') !== '-1').map((t) => t.getAttribute('data-testid')))).toEqual(['game-tab-dice']);
    await tab('dice').focus();
    // Radix moves the focus on the next tick: poll
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).toBe('game-tab-roulette');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(focused).toBe('game-tab-dice');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(focused).toBe('game-tab-baccarat'); // wraps around
    await page.keyboard.press('Home');
    await expect.poll(focused).toBe('game-tab-dice');
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).toBe('game-tab-roulette');
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).toBe('game-tab-crash');
    // moving the focus does not switch the game; Enter does
    expect(await tab('dice').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.getByTestId('crash-game').waitFor();
    expect(await tab('crash').getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).searchParams.get('game')).toBe('crash');

    await openGame('dice');
    const over = page.getByTestId('dice-prediction-over');
    const under = page.getByTestId('dice-prediction-under');
    expect(await over.getAttribute('aria-checked')).toBe('true');
    await over.focus();
    // a quick tap selects too (Radix alone checks the radio only while the key is still held when the focus arrives)
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).toBe('dice-prediction-under');
    await expect.poll(() => under.getAttribute('aria-checked')).toBe('true');
    expect(await over.getAttribute('aria-checked')).toBe('false');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(focused).toBe('dice-prediction-over');
    await expect.poll(() => over.getAttribute('aria-checked')).toBe('true');
    // and held like a person's key press, the same
    await page.keyboard.press('ArrowDown', { delay: 80 });
    await expect.poll(() => under.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('ArrowUp', { delay: 80 });
    await expect.poll(() => over.getAttribute('aria-checked')).toBe('true');
  });

  it('roulette: a split and red, spun in one request, each bet settled by the server', async () => {
    const start = await roundStart();
    await openGame('roulette');
    // two 5-point chips keep the round's stake at BET, which the hub stats below count
    await page.getByTestId('roulette-chip-5').click();
    await page.getByTestId('roulette-spot-split-1-2').click();
    await page.getByTestId('roulette-spot-red').click();
    await expect.poll(() => page.getByTestId('roulette-chip-on-split-1-2').textContent()).toBe('5');
    await expect.poll(() => page.getByTestId('roulette-total-bet').textContent()).toContain(String(BET));
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/games/roulette' && r.request().method() === 'POST');
    await page.getByTestId('roulette-spin-button').click();
    const answer = (await (await response).json()) as PostRouletteResponse;

    // both bets went in the one request, and the server settled each: a split pays 17:1, red 1:1 (stake back included)
    expect(answer.bets.map((b) => [b.type, b.amount])).toEqual([['split', 5], ['red', 5]]);
    expect(answer.bets[0]!.numbers).toEqual([1, 2]);
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
    const [split, onRed] = [answer.bets[0]!, answer.bets[1]!];
    expect(split.won).toBe([1, 2].includes(answer.winningNumber));
    expect(onRed.won).toBe(red.includes(answer.winningNumber));
    expect(split.payout).toBe(split.won ? 5 * 18 : 0);
    expect(onRed.payout).toBe(onRed.won ? 5 * 2 : 0);
    expect(answer.totalWin).toBe(split.payout + onRed.payout);

    await expectSettled('roulette', start, BET);
    expect((await serverHistory())[0]!.winAmount).toBe(answer.totalWin);
    const pocket = Number(await page.getByTestId('roulette-winning-number').getAttribute('data-number'));
    expect(pocket).toBe(answer.winningNumber);
    const label = pocket === 37 ? '00' : String(pocket);
    expect(await page.getByTestId(`roulette-spot-straight-${label}`).getAttribute('data-winning')).toBe('true');
    // the screen lists each bet with the server's verdict
    const rows = page.getByTestId('roulette-bet-result');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).getAttribute('data-key')).toBe('split-1-2');
    expect(await rows.nth(0).getAttribute('data-won')).toBe(String(split.won));
    expect(await rows.nth(0).getAttribute('data-payout')).toBe(String(split.payout));
    expect(await rows.nth(1).getAttribute('data-key')).toBe('red');
    expect(await rows.nth(1).getAttribute('data-won')).toBe(String(onRed.won));
    expect(await rows.nth(1).getAttribute('data-payout')).toBe(String(onRed.payout));
  });

  it('crash: a live round, cashed out by hand unless it busts first', async () => {
    const start = await roundStart();
    await openGame('crash');
    await page.getByTestId('crash-mode-live').click();
    // a bet that cannot be placed says why under the box, as on the other games
    for (const refused of ['0', '-5', '2.5', '1e2']) {
      await page.getByTestId('crash-bet-input').fill(refused);
      expect(await page.getByTestId('crash-start-button').isDisabled(), refused).toBe(true);
      expect(await page.getByTestId('crash-bet-problem').textContent(), refused).toBe('Enter a whole number of points, at least 1.');
    }
    await page.getByTestId('crash-bet-input').fill(String(BET));
    expect(await page.getByTestId('crash-bet-problem').textContent()).toBe('');
    await page.getByTestId('crash-start-button').click();
    const cashOut = page.getByTestId('crash-cashout-button');
    const result = page.getByTestId('crash-result');
    // the round runs (the cash-out button shows) or has already crashed: wait for either
    await cashOut.or(result).first().waitFor({ timeout: 20_000 });
    // the stake leaves the navbar balance while the round runs (as at mines' Start), not when it is over
    const display = page.getByTestId('crash-display');
    const whileRunning = await waitFor(
      async () => ((await display.getAttribute('data-state')) !== 'running' ? 'over' : (await navPoints()) === start.points - BET ? 'dropped' : null),
      10_000,
      'the stake leaving the navbar balance while the round runs',
    );
    // only a round that crashed in its first moments (before 1.5x, one second) is over before the navbar could show it
    if (whileRunning === 'over') expect(Number(await page.getByTestId('crash-multiplier').getAttribute('data-multiplier'))).toBeLessThan(1.5);
    // cash out by hand until the round is over: a click may come before 1.01x (refused, the round goes on) or
    // find the round crashed (the button is gone; 'Place Bet' in its place is another element, so a late
    // click cannot start a new round)
    await expect
      .poll(
        async () => {
          if (await result.isVisible()) return true;
          await page.waitForTimeout(300);
          await cashOut.click({ timeout: 1_000 }).catch(() => undefined);
          return result.isVisible();
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(true);
    const [state, outcome] = await Promise.all([page.getByTestId('crash-display').getAttribute('data-state'), page.getByTestId('crash-result').getAttribute('data-outcome')]);
    // a cash-out below 1.10x pays the stake back (a push), still a ride that ended cashed out
    expect(state).toBe(outcome === 'loss' ? 'crashed' : 'cashed');
    await expectSettled('crash', start, BET);
  });

  it('mines: starts, reveals a tile, then cashes out or hits a mine', async () => {
    const start = await roundStart();
    await openGame('mines');
    await page.getByTestId('mines-bet-input').fill(String(BET));
    await page.getByRole('combobox', { name: 'Mines', exact: true }).selectOption('3');
    await page.getByTestId('mines-start-button').click();
    await page.getByTestId('mines-cashout-button').waitFor();
    const tile = page.getByTestId('mines-tile-12');
    await tile.click();
    await expect.poll(() => tile.getAttribute('data-state')).not.toBe('hidden');
    const revealed = await tile.getAttribute('data-state');
    if (revealed === 'safe') await page.getByTestId('mines-cashout-button').click();
    else expect(revealed).toBe('mine-hit');
    await expectSettled('mines', start, BET);
    expect(await page.getByTestId('mines-result').getAttribute('data-outcome')).toBe(revealed === 'safe' ? 'win' : 'loss');
  });

  it('slots: one spin', async () => {
    const start = await roundStart();
    await openGame('slots');
    await page.getByTestId('slots-bet-input').fill(String(BET));
    await page.getByTestId('slots-spin-button').click();
    await expectSettled('slots', start, BET);
    for (const reel of [0, 1, 2]) expect(await page.getByTestId(`slots-reel-${reel}`).getAttribute('data-spinning')).not.toBe('true');
  });

  it('blackjack: deals, a reload resumes the open hand (hole card still hidden), then stands until the round ends', async () => {
    const start = await roundStart();
    await openGame('blackjack');
    // the Rules card says how the server deals: each card an independent draw from a full deck
    expect(await page.getByTestId('blackjack-card-rule').textContent()).toContain('full 52-card deck');
    expect(await page.getByTestId('blackjack-card-rule').textContent()).toContain('can appear more than once in a round');
    await page.getByTestId('blackjack-bet-input').fill(String(BET));
    await page.getByTestId('blackjack-deal-button').click();
    const result = page.getByTestId('blackjack-result');
    const stand = page.getByTestId('blackjack-stand-button');
    const playerCards = async () => {
      const cards = await page.getByTestId('blackjack-player-hand').getByTestId('playing-card').all();
      return Promise.all(cards.map(async (card) => `${await card.getAttribute('data-rank')} of ${await card.getAttribute('data-suit')}`));
    };
    // a natural blackjack ends the round at once; otherwise the hand survives a reload and is stood
    await result.or(stand).first().waitFor();
    if (!(await result.isVisible()) && (await stand.isVisible())) {
      // the stake leaves the navbar balance at Deal, while the hand is played (as at mines' Start)
      await expect.poll(navPoints, { timeout: 5_000 }).toBe(start.points - BET);
      const dealt = await playerCards();
      // Split is offered exactly on a pair of the same rank
      const [first, second] = dealt.map((card) => card.split(' of ')[0]);
      expect(await page.getByTestId('blackjack-split-button').isEnabled()).toBe(first === second);
      await page.reload();
      await stand.waitFor();
      expect(await playerCards()).toEqual(dealt);
      expect(await page.getByTestId('hidden-card').count()).toBe(1);
      await expect.poll(navPoints, { timeout: 5_000 }).toBe(start.points - BET);
      await stand.click();
    }
    await expectSettled('blackjack', start, BET);
    expect(await page.getByTestId('hidden-card').count()).toBe(0);
  });

  it('wheel: one spin, the pointer on the winning segment', async () => {
    const start = await roundStart();
    await openGame('wheel');
    const spinButton = page.getByTestId('wheel-spin-button');
    const problem = page.getByTestId('wheel-bet-problem');
    // a box showing 0 stakes nothing: the button names no amount, is disabled, and says why
    await page.getByTestId('wheel-bet-input').fill('0');
    expect(await spinButton.textContent()).toBe('SPIN');
    expect(await spinButton.isDisabled()).toBe(true);
    expect(await problem.textContent()).toContain('whole number of points');
    // leaving the box clamps it to the 1 point the button then stakes, named in the singular
    await page.getByTestId('wheel-bet-input').blur();
    expect(await page.getByTestId('wheel-bet-input').inputValue()).toBe('1');
    expect(await spinButton.textContent()).toBe('SPIN (1 point)');
    // more than the balance: disabled, with the spec's insufficient-balance words next to it
    await page.getByTestId('wheel-bet-input').fill(String(start.points + 1));
    expect(await spinButton.isDisabled()).toBe(true);
    expect(await problem.textContent()).toContain('Insufficient balance for this bet');
    await page.getByTestId('wheel-bet-input').fill(String(BET));
    expect(await problem.textContent()).toBe('');
    await expect(page.getByTestId('wheel-spin-button').textContent()).resolves.toContain(`SPIN (${BET} points)`);
    await page.getByTestId('wheel-spin-button').click();
    await expectSettled('wheel', start, BET);
    const index = await page.getByTestId('wheel-result-segment').getAttribute('data-segment-index');
    const segment = page.getByTestId(`wheel-segment-${index}`);
    const rotation = Number(await page.getByTestId('wheel-rotor').getAttribute('data-rotation'));
    const underPointer = (360 - (rotation % 360)) % 360;
    expect(underPointer).toBeGreaterThanOrEqual(Number(await segment.getAttribute('data-start')));
    expect(underPointer).toBeLessThanOrEqual(Number(await segment.getAttribute('data-end')));
  });

  it('keno: quick pick, then play', async () => {
    const start = await roundStart();
    await openGame('keno');
    await page.getByTestId('keno-quick-pick').click();
    await expect.poll(() => page.getByTestId('keno-grid-title').textContent()).toContain('(10/10)');
    await page.getByTestId('keno-bet-input').fill(String(BET));
    await page.getByTestId('keno-play-button').click();
    await expectSettled('keno', start, BET);
    await expect.poll(() => page.getByTestId('keno-matches').textContent()).toMatch(/\d+ Match/);
    // spec section 2's words: 'Won {n} points!' (n the net, as the recent list) or 'Lost {bet} points'
    const won = (await serverHistory())[0]!.winAmount;
    const text = await page.getByTestId('keno-outcome-text').textContent();
    if (won === 0) expect(text).toBe(`Lost ${BET} points`);
    else if (won > BET) expect(text).toBe(`Won ${won - BET} point${won - BET === 1 ? '' : 's'}! Payout: ${won} points.`);
    else if (won < BET) expect(text).toBe(`Lost ${BET - won} point${BET - won === 1 ? '' : 's'} (${won} of your ${BET} came back).`);
  });

  it('plinko: drops one ball', async () => {
    const start = await roundStart();
    await openGame('plinko');
    await page.getByTestId('plinko-bet-input').fill(String(BET));
    await page.getByLabel('Rows', { exact: true }).selectOption('8');
    await page.getByTestId('plinko-drop-button').click();
    await expectSettled('plinko', start, BET);
    const slot = await page.getByTestId('plinko-result-slot').getAttribute('data-slot');
    expect(await page.getByTestId(`plinko-slot-${slot}`).getAttribute('data-landed')).toBe('true');
  });

  it('baccarat: a bet on the player, deal', async () => {
    const start = await roundStart();
    await openGame('baccarat');
    expect(await page.getByTestId('baccarat-card-rule').textContent()).toContain('full 52-card deck');
    // a fraction or a negative is refused out loud, not floored or dropped from the total
    const deal = page.getByTestId('baccarat-deal-button');
    await page.getByTestId('baccarat-bet-player').fill(String(BET));
    await page.getByTestId('baccarat-bet-tie').fill('1.5');
    expect(await deal.isDisabled()).toBe(true);
    expect(await page.getByTestId('baccarat-bet-problem').textContent()).toContain('check Tie');
    await page.getByTestId('baccarat-bet-tie').fill('-3');
    expect(await deal.isDisabled()).toBe(true);
    await page.getByTestId('baccarat-bet-tie').fill('');
    expect(await page.getByTestId('baccarat-bet-problem').textContent()).toBe('');
    await expect.poll(() => page.getByTestId('baccarat-total-bet').textContent()).toContain(String(BET));
    await page.getByTestId('baccarat-deal-button').click();
    await expectSettled('baccarat', start, BET);
    expect(['player', 'banker', 'tie']).toContain(await page.getByTestId('baccarat-winner').getAttribute('data-winner'));
  });

  it('counts the ten rounds in the hub stats', async () => {
    await page.getByTestId('game-stats-card').scrollIntoViewIfNeeded();
    const stat = async (id: string) => (await page.getByTestId(id).textContent())?.trim();
    await expect.poll(() => stat('game-stats-played')).toBe('10');
    await expect.poll(() => stat('game-stats-wagered')).toBe(String(10 * BET));
  });

  it('lists the ten rounds, one of each game, on the game history page, reached from the hub stats', async () => {
    await page.getByTestId('game-stats-history-link').click();
    await page.waitForURL(`${product.url}/game-history`);
    await page.getByTestId('history-table').waitFor();
    const rows = page.getByTestId('history-row');
    await expect.poll(() => rows.count()).toBe(10);
    const games = await rows.locator('td:first-child').allTextContents();
    expect([...games].sort()).toEqual(['Baccarat', 'Blackjack', 'Crash', 'Dice', 'Keno', 'Mines', 'Plinko', 'Roulette', 'Slots', 'Wheel']);
    await page.getByTestId('history-game-filter').selectOption('keno');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().locator('td:first-child').textContent()).toBe('Keno');
  });

  it('fits a 390 px phone: the history, the plinko payouts and the roulette table', async () => {
    const phone = await signedInPage({ width: 390, height: 844 });
    try {
      phone.setDefaultTimeout(15_000);
      const sidewaysOverflow = () => phone.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

      // the history is a card a round (its full check is in wallet.test.ts); the page does not pan sideways
      await phone.goto(`${product.url}/game-history`);
      await phone.getByTestId('history-table').waitFor();
      await phone.getByTestId('nav-balance-points').waitFor();
      await expect.poll(async () => (await phone.getByTestId('history-row').count()) > 0).toBe(true);
      await expect.poll(sidewaysOverflow, { timeout: 5_000 }).toBeLessThanOrEqual(0);

      // every plinko payout is whole and inside its own slot, at the default 12 rows and at 16
      await phone.goto(`${product.url}/games?game=plinko`);
      await phone.getByTestId('plinko-slot-0').waitFor();
      const slotsFit = () =>
        phone.getByTestId('plinko-board').locator('[data-testid^="plinko-slot-"]').evaluateAll((slots) =>
          slots.map((slot) => {
            const box = slot.getBoundingClientRect();
            const label = slot.firstElementChild!.getBoundingClientRect();
            return label.left >= box.left - 0.5 && label.right <= box.right + 0.5 && label.top >= box.top - 0.5 && label.bottom <= box.bottom + 0.5;
          }),
        );
      await expect.poll(async () => (await slotsFit()).every(Boolean)).toBe(true);
      expect(await phone.getByTestId('plinko-slot-0').textContent()).toMatch(/^\d+(\.\d+)?x$/);
      await phone.getByLabel('Rows', { exact: true }).selectOption('16');
      await expect.poll(() => phone.getByTestId('plinko-board').locator('[data-testid^="plinko-slot-"]').count()).toBe(17);
      await expect.poll(async () => (await slotsFit()).every(Boolean)).toBe(true);

      // the roulette table scrolls sideways, and says so
      await phone.goto(`${product.url}/games?game=roulette`);
      await phone.getByTestId('roulette-board').waitFor();
      await phone.getByTestId('roulette-board-scroll-hint').waitFor();
      expect(await phone.getByTestId('roulette-board-scroll-hint').textContent()).toContain('Swipe sideways');
      // (the navbar's loading placeholder may pan a phone for a moment: another finding, not this page's)
      await expect.poll(sidewaysOverflow, { timeout: 5_000 }).toBeLessThanOrEqual(0);
      expect(await phone.getByTestId('roulette-board-scroll-fade').isVisible()).toBe(true);
      await phone.getByTestId('roulette-board').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect.poll(() => phone.getByTestId('roulette-board-scroll-fade').count()).toBe(0);
    } finally {
      await phone.context().close();
    }
  });

  it('verifies the rounds on the fairness page after a seed rotation', async () => {
    const rounds = await serverHistory();
    await page.goto(`${product.url}/fairness`);
    await expect.poll(async () => (await page.getByTestId('fairness-nonce').textContent())?.trim()).toBe('10');
    await page.getByLabel('Client seed', { exact: true }).fill('casino-browser-seed');
    await page.getByRole('button', { name: 'Rotate Seeds' }).click();
    await expect.poll(() => page.getByTestId('fairness-revealed').textContent()).toContain('Rounds with nonces 0 to 9');
    await expect.poll(async () => (await page.getByTestId('fairness-nonce').textContent())?.trim()).toBe('0');

    // one round picked from the list on this page, as a player would
    const dice = rounds.find((r) => r.gameType === 'dice')!;
    await page.getByLabel('Your rounds', { exact: true }).selectOption(dice.id);
    await expect.poll(() => page.getByTestId('fairness-round-nonce').textContent()).toContain('dice');
    await expect.poll(() => page.getByTestId('fairness-verification').getAttribute('data-status'), { timeout: 10_000 }).toBe('match');

    // every other round through its own link, on a fresh page (no earlier verdict on screen)
    for (const round of rounds.filter((r) => r.id !== dice.id)) {
      await page.goto(`${product.url}/fairness?round=${encodeURIComponent(round.id)}`);
      await expect.poll(() => page.getByTestId('fairness-round-nonce').textContent()).toContain(round.gameType);
      await expect.poll(() => page.getByTestId('fairness-verification').getAttribute('data-status'), { timeout: 10_000, message: `${round.gameType} round ${round.id}` }).toBe('match');
    }
  });

  it('verifies a keno round at the house edge it was played at, after the admin changed the edge', async () => {
    const setEdge = async (value: number) => {
      expect((await adminSite.request('PUT', '/api/admin/settings/house_edge_keno', { value })).status).toBe(200);
      await waitFor(async () => (await player.get('/api/games/keno/paytables')).body[9].houseEdge === value, 10_000, `keno at ${value}`);
    };
    await setEdge(0.15);
    // ten picks until one pays: at 15% each paying entry is below the published 5% table's
    let round: { roundId: string; multiplier: number; matches: number } | undefined;
    for (let i = 0; i < 40 && !round; i++) {
      const played = await player.post('/api/games/keno', { betAmount: BET, selectedNumbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
      expect(played.status).toBe(200);
      if (played.body.multiplier > 0) round = played.body;
    }
    expect(round, 'a paying keno round in 40').toBeDefined();
    const tables = (await player.get('/api/games/keno/paytables')).body as { multipliers: number[]; baseMultipliers: number[] }[];
    expect(round!.multiplier).toBe(tables[9]!.multipliers[round!.matches]);
    expect(round!.multiplier).toBeLessThan(tables[9]!.baseMultipliers[round!.matches]!);
    await setEdge(0.2);
    expect((await player.post('/api/games/fairness/rotate', {})).status).toBe(200);

    await page.goto(`${product.url}/fairness?round=${encodeURIComponent(round!.roundId)}`);
    await expect.poll(() => page.getByTestId('fairness-round-nonce').textContent()).toContain('keno');
    await expect.poll(() => page.getByTestId('fairness-verification').getAttribute('data-status'), { timeout: 10_000 }).toBe('match');
    await setEdge(0.05);
  });

  it('crash, auto cash-out: the ride ends at the cash-out when the crash point reached it, else at the crash', async () => {
    const start = await roundStart();
    await page.goto(`${product.url}/games`);
    await openGame('crash');
    await page.getByTestId('crash-mode-auto').click();
    await page.getByTestId('crash-auto-bet-input').fill(String(BET));
    await page.getByTestId('crash-auto-input').fill('1.5');
    await page.getByTestId('crash-auto-play-button').click();
    await expectSettled('crash', start, BET);
    const [state, outcome, shown] = await Promise.all([
      page.getByTestId('crash-display').getAttribute('data-state'),
      page.getByTestId('crash-result').getAttribute('data-outcome'),
      page.getByTestId('crash-multiplier').getAttribute('data-multiplier'),
    ]);
    if (outcome === 'win') expect([state, shown]).toEqual(['cashed', '1.50']);
    else {
      // it crashed before 1.5x, and the display stops at the crash point it names
      expect([outcome, state]).toEqual(['loss', 'crashed']);
      expect(Number(shown)).toBeLessThan(1.5);
      expect(await page.getByTestId('crash-crashed').textContent()).toBe(`CRASHED at ${shown}x`);
    }
  });

  it('mines: a round resumed after a reload shows its own stake and mine count in the disabled boxes', async () => {
    const stake = 40;
    const start = await roundStart();
    await page.goto(`${product.url}/games?game=mines`);
    await page.getByTestId('mines-bet-input').fill(String(stake));
    await page.getByRole('combobox', { name: 'Mines', exact: true }).selectOption('5');
    await page.getByTestId('mines-start-button').click();
    await page.getByTestId('mines-cashout-button').waitFor();
    // the stake leaves the navbar balance at Start
    await expect.poll(navPoints).toBe(start.points - stake);
    await page.reload();
    await page.getByTestId('mines-cashout-button').waitFor();
    expect(await page.getByTestId('mines-round-info').textContent()).toContain(`Bet ${stake} points · 5 mines`);
    await expect.poll(() => page.getByTestId('mines-bet-input').inputValue()).toBe(String(stake));
    expect(await page.getByTestId('mines-count-select').inputValue()).toBe('5');
    const tile = page.getByTestId('mines-tile-7');
    await tile.click();
    await expect.poll(() => tile.getAttribute('data-state')).not.toBe('hidden');
    if ((await tile.getAttribute('data-state')) === 'safe') await page.getByTestId('mines-cashout-button').click();
    await expectSettled('mines', start, stake);
  });

  it('mines: after a reload, Start waits for the open round to be looked up, then the round is resumed', async () => {
    const stake = 20;
    const start = await roundStart();
    await page.goto(`${product.url}/games?game=mines`);
    await page.getByTestId('mines-bet-input').fill(String(stake));
    await page.getByTestId('mines-start-button').click();
    await page.getByTestId('mines-cashout-button').waitFor();
    // hold the look-up of the open round: until it answers, the screen cannot know a round is open
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const lookedUp = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/api/games/mines/active', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    try {
      await page.reload();
      await lookedUp;
      await page.getByTestId('mines-start-button').waitFor();
      // a Start now would only be refused (one open mines round per player)
      expect(await page.getByTestId('mines-start-button').isDisabled()).toBe(true);
      release();
      await page.getByTestId('mines-cashout-button').waitFor();
    } finally {
      release();
      await page.unroute('**/api/games/mines/active');
    }
    await expect.poll(() => page.getByTestId('mines-bet-input').inputValue()).toBe(String(stake));
    const tile = page.getByTestId('mines-tile-12');
    await tile.click();
    await expect.poll(() => tile.getAttribute('data-state')).not.toBe('hidden');
    if ((await tile.getAttribute('data-state')) === 'safe') await page.getByTestId('mines-cashout-button').click();
    await expectSettled('mines', start, stake);
  });

  it('blackjack: a hand resumed after a reload shows the bet it was dealt with in the disabled box, not the default', async () => {
    const stake = 30;
    await page.goto(`${product.url}/games?game=blackjack`);
    const betInput = page.getByTestId('blackjack-bet-input');
    const stand = page.getByTestId('blackjack-stand-button');
    const result = page.getByTestId('blackjack-result');
    // a natural ends the round at once: deal again until a hand is left to play
    let start = await roundStart();
    for (let deal = 1; ; deal++) {
      await betInput.fill(String(stake));
      await page.getByTestId('blackjack-deal-button').click();
      await result.or(stand).first().waitFor();
      if (await stand.isVisible()) break;
      await expectSettled('blackjack', start, stake);
      if (deal === 10) throw new Error('ten naturals in a row');
      start = await roundStart();
      // a fresh screen: the natural's result, still shown, would otherwise answer the next deal's wait before
      // its hand arrives, and vanish under expectSettled when that hand is one to play
      await page.reload();
    }
    await expect.poll(navPoints).toBe(start.points - stake);
    await page.reload();
    await stand.waitFor();
    await expect.poll(() => betInput.inputValue()).toBe(String(stake));
    expect(await betInput.isDisabled()).toBe(true);
    expect(await page.getByTestId('blackjack-bet-in-play').textContent()).toBe(`Bet in play: ${stake} points`);
    await stand.click();
    await expectSettled('blackjack', start, stake);
  });

  it('a bet above the maximum bet the admin set is explained under the box, and its button is disabled', async () => {
    const setMaxBet = async (value: number) => {
      expect((await adminSite.request('PUT', '/api/admin/settings/games_max_bet', { value })).status).toBe(200);
      await waitFor(async () => (await player.get('/api/games/house-edges')).body.maxBet === value, 10_000, `max bet ${value}`);
    };
    await setMaxBet(50);
    try {
      await page.goto(`${product.url}/games?game=slots`);
      const input = page.getByTestId('slots-bet-input');
      const spin = page.getByTestId('slots-spin-button');
      await input.fill('60');
      await expect.poll(() => page.getByTestId('slots-bet-problem').textContent()).toBe('The maximum bet is 50 points per round.');
      expect(await spin.isDisabled()).toBe(true);
      await input.fill('50');
      await expect.poll(() => page.getByTestId('slots-bet-problem').textContent()).toBe('');
      expect(await spin.isEnabled()).toBe(true);
    } finally {
      await setMaxBet(1_000_000);
    }
  });

  it('dice and crash state what they pay at the house edges the admin set, not the defaults', async () => {
    const setEdges = async (dice: number, crash: number) => {
      expect((await adminSite.request('PUT', '/api/admin/settings/house_edge_dice', { value: dice })).status).toBe(200);
      expect((await adminSite.request('PUT', '/api/admin/settings/house_edge_crash', { value: crash })).status).toBe(200);
      await waitFor(async () => (await player.get('/api/games/house-edges')).body.crash.houseEdge === crash, 10_000, `edges ${dice} and ${crash}`);
    };
    await setEdges(0.2, 0.07);
    await page.goto(`${product.url}/games`);
    await expect.poll(() => page.getByTestId('fair-play-dice').textContent()).toContain('A win pays 1.6x.');
    await expect.poll(() => page.getByTestId('fair-play-crash').textContent()).toContain('House edge 7%.');
    await openGame('dice');
    await page.getByTestId('dice-bet-input').fill('10');
    await expect.poll(() => page.getByTestId('dice-win-multiplier').textContent()).toContain('pays 1.6x');
    await expect.poll(() => page.getByTestId('dice-win-amount').textContent()).toContain('Payout on a win: 16 points (net +6)');
    await openGame('crash');
    await expect.poll(() => page.getByTestId('crash-house-edge').textContent()).toContain('7% house edge');
    await setEdges(0.1, 0.04);
  });

  it('crash: a live round that ends while the player is on another game shows its result when they come back', async () => {
    // a max win of 30 points ends a 10-point round by 3x (four seconds) at the latest: cashed out at it, unless it crashes first
    const setMaxWin = async (value: number) => {
      expect((await adminSite.request('PUT', '/api/admin/settings/games_max_win', { value })).status).toBe(200);
      await waitFor(async () => (await player.get('/api/games/house-edges')).body.maxWin === value, 10_000, `max win ${value}`);
    };
    await setMaxWin(BET * 3);
    try {
      let start = await roundStart();
      // leave while the round runs: a round that crashed before the Dice screen replaced Crash was seen, so try again
      for (let attempt = 0; ; attempt++) {
        expect(attempt, 'a live round still running once the player left the Crash screen').toBeLessThan(5);
        await openGame('crash');
        await page.getByTestId('crash-mode-live').click();
        await page.getByTestId('crash-bet-input').fill(String(BET));
        await page.getByTestId('crash-start-button').click();
        await page.getByTestId('crash-cashout-button').or(page.getByTestId('crash-result')).first().waitFor({ timeout: 20_000 });
        await openGame('dice');
        const stillRunning = (await player.get('/api/games/crash/live/active')).body.round?.status === 'running';
        await waitFor(async () => (await serverHistory()).length === start.rounds + 1, 15_000, 'the crash round settled');
        if (stillRunning) break;
        start = await roundStart();
      }
      const [round] = await serverHistory();
      await openGame('crash');
      const result = page.getByTestId('crash-result');
      await result.waitFor({ timeout: 10_000 });
      expect(await result.textContent()).toMatch(round!.winAmount > 0 ? /Cashed out at \d+\.\d\dx/ : /Crashed at \d+\.\d\dx/);
      expect(await result.getAttribute('data-outcome')).toBe(round!.winAmount > BET ? 'win' : round!.winAmount === BET ? 'push' : 'loss');
    } finally {
      await setMaxWin(100_000_000);
    }
  });
});
