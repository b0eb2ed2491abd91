import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import type { SiteClient } from '../support/http-client.js';
import { installWithAdmin } from '../support/install.js';
import { startEmbeddedProduct, type RunningProduct } from '../support/run-modes.js';

// "Admin": the panel at /admin in headless Chromium against the built app of `npm start`. The admin works
// through the panel; the player's side (registering, asking for a withdrawal) and the admin's gift of
// points that makes the withdrawal possible are set up through the API, since the panel does not do them.
describe('admin panel in a real browser', () => {
  let product: RunningProduct;
  let browser: Browser;
  let adminPage: Page;
  let playerContext: BrowserContext;
  let adminApi: SiteClient;
  const stamp = Date.now() % 100000;
  const adminAccount = { username: 'panel_admin', email: 'panel-admin@example.com', password: 'Granite-Falcon-27', firstName: 'Ada', lastName: 'Admin' };
  const player = { username: `panel_${stamp}`, email: `panel${stamp}@example.com`, password: 'Quiet-Meadow-58', firstName: 'Pia', lastName: 'Player' };
  let playerId = '';
  let withdrawalId = '';

  /** A same-origin JSON call with the player's cookies, as the browser would send it. */
  const playerCall = async (method: 'GET' | 'POST', path: string, data?: unknown) => {
    const request: APIRequestContext = playerContext.request;
    const res = await request.fetch(product.url + path, { method, data, headers: method === 'GET' ? {} : { origin: product.url } });
    return { status: res.status(), body: (await res.json()) as any };
  };

  beforeAll(async () => {
    product = await startEmbeddedProduct();
    adminApi = await installWithAdmin(product, adminAccount, 'PointsPlay Admin Test');

    browser = await launchBrowser();
    playerContext = await browser.newContext();
    const registered = await playerCall('POST', '/api/auth/register', player);
    expect(registered.status).toBe(200);
    playerId = registered.body.user.id;
    adminPage = await (await browser.newContext()).newPage();
    adminPage.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
  const openTab = async (label: string, id: string) => {
    await adminPage.getByRole('tab', { name: label }).click();
    await adminPage.getByTestId(`admin-tab-content-${id}`).waitFor();
  };
  /** Opens the review dialog of a pending withdrawal's row, checks what it says, and confirms. */
  const confirmReview = async (row: Locator, decision: 'Approve' | 'Reject', says: string[]) => {
    await row.getByRole('button', { name: decision }).click();
    const dialog = adminPage.getByTestId('review-withdrawal-dialog');
    await dialog.getByRole('heading', { name: `${decision} Withdrawal` }).waitFor();
    const text = await dialog.textContent();
    for (const part of says) expect(text).toContain(part);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(adminPage, 'Withdrawal Updated').waitFor();
    await dialog.waitFor({ state: 'detached' });
  };

  it('signs the admin in and opens the panel', async () => {
    await adminPage.goto(`${product.url}/auth`);
    await adminPage.getByLabel('Username').fill(adminAccount.username);
    await adminPage.getByLabel('Password').fill(adminAccount.password);
    await adminPage.getByTestId('signin-submit').click();
    await toast(adminPage, 'Welcome back!').waitFor();
    await adminPage.waitForURL(`${product.url}/`);
    await adminPage.goto(`${product.url}/admin`);
    await adminPage.getByTestId('admin-panel').waitFor();
    // the site name given to the installer (site_name), not the product's default
    await adminPage.getByText('PointsPlay Admin Test').first().waitFor();
    await expect.poll(() => adminPage.title()).toContain('PointsPlay Admin Test');
  });

  it("verifies a player's e-mail from the Users tab", async () => {
    await openTab('Users', 'users');
    const row = adminPage.getByTestId(`admin-user-${playerId}`);
    await row.waitFor();
    await row.getByTestId(`user-badge-unverified-${playerId}`).waitFor();
    await row.getByRole('button', { name: 'Verify Email' }).click();
    await toast(adminPage, 'Email Verified').waitFor();
    await row.getByTestId(`user-badge-verified-${playerId}`).waitFor();
    expect(await row.getByRole('button', { name: 'Verify Email' }).count()).toBe(0);
    expect((await playerCall('GET', '/api/auth/user')).body.emailVerified).toBe(true);
  });

  // keyboard and screen-reader audit: the panel's dialogs open without a Radix trigger, so on closing
  // Radix sent the focus to the page's body and a keyboard user started over from the top; a refused
  // submit left the focus on the button, away from the field that said why
  it('takes Adjust Points from the keyboard: the focus goes to the field to fix, and back to the row\'s button on Escape', async () => {
    const row = adminPage.getByTestId(`admin-user-${playerId}`);
    const opener = row.getByTestId(`adjust-points-${playerId}`);
    await opener.focus();
    await adminPage.keyboard.press('Enter');
    const dialog = adminPage.getByTestId('adjust-points-dialog');
    await dialog.waitFor();
    try {
      await dialog.getByTestId('adjust-points-submit').focus();
      await adminPage.keyboard.press('Enter');
      await dialog.getByText('A reason is required').waitFor();
      expect(await adminPage.evaluate<string | null>('document.activeElement?.id ?? null')).toBe('adjust-points-amount');
    } finally {
      // closed even when the focus was wrong, so the tests after this one find the panel as it was
      await adminPage.keyboard.press('Escape');
    }
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => adminPage.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? null")).toBe(`adjust-points-${playerId}`);
  });

  it("approves the player's PayPal withdrawal, asked for while the Withdrawals tab was open, after confirming", async () => {
    await openTab('Withdrawals', 'withdrawals');
    await adminPage.getByTestId('admin-withdrawals-empty').waitFor();
    const gift = await adminApi.post(`/api/admin/users/${encodeURIComponent(playerId)}/adjust-points`, { amount: 1500, reason: 'Browser test gift' });
    expect(gift.status).toBe(200);
    const requested = await playerCall('POST', '/api/withdrawal/request', { method: 'paypal', amount: 1000, paymentDetails: `pia${stamp}@example.com` });
    expect(requested.status).toBe(201);
    withdrawalId = requested.body.withdrawal.id;
    expect(requested.body.withdrawal.status).toBe('pending');

    // the list the tab showed is not kept: coming back to the tab asks again
    await openTab('Users', 'users');
    await openTab('Withdrawals', 'withdrawals');
    const row = adminPage.getByTestId(`admin-withdrawal-${withdrawalId}`);
    await row.waitFor();
    expect(await row.textContent()).toContain(player.username);
    expect(await row.getByTestId(`withdrawal-details-${withdrawalId}`).textContent()).toContain(`pia${stamp}@example.com`);
    expect(await row.getByTestId(`withdrawal-status-${withdrawalId}`).textContent()).toBe('pending');

    // Cancel leaves it pending; Confirm approves it
    await row.getByRole('button', { name: 'Approve' }).click();
    await adminPage.getByTestId('review-withdrawal-dialog').getByRole('button', { name: 'Cancel' }).click();
    await adminPage.getByTestId('review-withdrawal-dialog').waitFor({ state: 'detached' });
    expect(await row.getByTestId(`withdrawal-status-${withdrawalId}`).textContent()).toBe('pending');
    await confirmReview(row, 'Approve', ['1,000 points ($10.00)', player.username, 'PayPal', 'Nothing is paid yet: you send the payment by hand, then mark it paid.']);
    await expect.poll(async () => row.getByTestId(`withdrawal-status-${withdrawalId}`).textContent()).toBe('approved');
    expect(await row.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Reject' }).count()).toBe(0);

    const history = await playerCall('GET', '/api/withdrawal/history');
    const mine = (history.body.withdrawals ?? history.body) as { id: string; status: string }[];
    expect(mine.find((w) => w.id === withdrawalId)?.status).toBe('approved');
    // approving keeps the held points out of the balance: 100 signup + 1,500 gift - 1,000 held
    expect((await playerCall('GET', '/api/auth/user')).body.points).toBe(600);
  });

  it('marks the approved PayPal withdrawal paid with its reference, listed under Awaiting payment', async () => {
    const paidOutBefore = (await adminApi.get('/api/public/stats')).body.totalPaidOut as number;
    await adminPage.getByTestId('admin-withdrawal-status').selectOption('awaiting_payment');
    const row = adminPage.getByTestId(`admin-withdrawal-${withdrawalId}`);
    await row.waitFor();
    await row.getByRole('button', { name: 'Mark Paid' }).click();
    const dialog = adminPage.getByTestId('mark-paid-dialog');
    await dialog.getByLabel('Payment reference (optional)').fill(`  PAYPAL-TX-${stamp}  `);
    await dialog.getByRole('button', { name: 'Mark Paid' }).click();
    await toast(adminPage, 'Withdrawal Updated').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // paid, it leaves the Awaiting payment list; under All it shows completed with its reference and no actions
    await row.waitFor({ state: 'detached' });
    await adminPage.getByTestId('admin-withdrawal-status').selectOption('all');
    await expect.poll(async () => row.getByTestId(`withdrawal-status-${withdrawalId}`).textContent()).toBe('completed');
    expect(await row.getByTestId(`withdrawal-reference-${withdrawalId}`).textContent()).toBe(`Ref: PAYPAL-TX-${stamp}`);
    expect(await row.getByRole('button', { name: 'Mark Paid' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Mark Failed' }).count()).toBe(0);

    const history = await playerCall('GET', '/api/withdrawal/history');
    const mine = (history.body.withdrawals ?? history.body) as { id: string; status: string; paymentReference: string | null }[];
    expect(mine.find((w) => w.id === withdrawalId)).toMatchObject({ status: 'completed', paymentReference: `PAYPAL-TX-${stamp}` });
    // no refund; the $10 now counts as withdrawn, for the player and in the public Total Paid Out
    expect((await playerCall('GET', '/api/auth/user')).body).toMatchObject({ points: 600, totalWithdrawn: 10 });
    await expect.poll(async () => (await adminApi.get('/api/public/stats')).body.totalPaidOut).toBe(paidOutBefore + 1000);
    const audit = await adminApi.get(`/api/admin/actions?action=withdrawal.completed&target=${withdrawalId}`);
    expect(audit.body.actions).toMatchObject([{ action: 'withdrawal.completed', status: 'done', details: { status: 'completed', paymentReference: `PAYPAL-TX-${stamp}` } }]);
  });

  it("rejects a second withdrawal after confirming, and the Users tab shows the player's points given back", async () => {
    const gift = await adminApi.post(`/api/admin/users/${encodeURIComponent(playerId)}/adjust-points`, { amount: 1000, reason: 'Browser test gift' });
    expect(gift.status).toBe(200);
    const requested = await playerCall('POST', '/api/withdrawal/request', { method: 'paypal', amount: 1000, paymentDetails: `pia${stamp}@example.com` });
    expect(requested.status).toBe(201);
    const secondId = requested.body.withdrawal.id as string;
    // 600 + 1,000 gift - 1,000 held; the reload shows the Users tab with it
    await adminPage.reload();
    const points = adminPage.getByTestId(`admin-user-points-${playerId}`);
    await points.waitFor();
    await expect.poll(async () => points.textContent()).toBe('600');

    await openTab('Withdrawals', 'withdrawals');
    const row = adminPage.getByTestId(`admin-withdrawal-${secondId}`);
    await row.waitFor();
    await confirmReview(row, 'Reject', ['1,000 points ($10.00)', player.username, 'PayPal', 'The points go back to the player. A rejection is final.']);
    await expect.poll(async () => row.getByTestId(`withdrawal-status-${secondId}`).textContent()).toBe('rejected');
    expect((await playerCall('GET', '/api/auth/user')).body.points).toBe(1600);

    await openTab('Users', 'users');
    await expect.poll(async () => points.textContent()).toBe('1,600');
  });

  it('marks an approved withdrawal failed: the reason is required, the player is shown it and gets the points back', async () => {
    const requested = await playerCall('POST', '/api/withdrawal/request', { method: 'paypal', amount: 1000, paymentDetails: `pia${stamp}@example.com` });
    expect(requested.status).toBe(201);
    const thirdId = requested.body.withdrawal.id as string;
    await openTab('Withdrawals', 'withdrawals');
    await adminPage.getByTestId('admin-withdrawal-status').selectOption('all');
    const row = adminPage.getByTestId(`admin-withdrawal-${thirdId}`);
    await row.waitFor();
    await confirmReview(row, 'Approve', ['1,000 points ($10.00)']);
    expect((await playerCall('GET', '/api/auth/user')).body.points).toBe(600);

    await row.getByRole('button', { name: 'Mark Failed' }).click();
    const dialog = adminPage.getByTestId('mark-failed-dialog');
    await dialog.getByTestId('mark-failed-submit').click();
    await dialog.getByText('A reason is required').waitFor();
    await dialog.getByTestId('mark-failed-reason').fill('  The PayPal account was closed  ');
    await dialog.getByTestId('mark-failed-submit').click();
    await toast(adminPage, 'Withdrawal Updated').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => row.getByTestId(`withdrawal-status-${thirdId}`).textContent()).toBe('failed');

    const history = await playerCall('GET', '/api/withdrawal/history');
    const mine = (history.body.withdrawals ?? history.body) as { id: string; status: string; errorMessage: string | null }[];
    expect(mine.find((w) => w.id === thirdId)).toMatchObject({ status: 'failed', errorMessage: 'The PayPal account was closed' });
    expect((await playerCall('GET', '/api/auth/user')).body.points).toBe(1600);
    // finished: nothing more to do on it
    expect(await row.getByRole('button', { name: 'Mark Failed' }).count()).toBe(0);
  });

  it('edits a daily challenge from the Daily Challenges tab', async () => {
    await openTab('Daily Challenges', 'challenges');
    const card = adminPage.locator('[data-testid^="admin-challenge-"]').first();
    await card.waitFor();
    const id = ((await card.getAttribute('data-testid')) ?? '').replace('admin-challenge-', '');
    const newTitle = `Browser Marathon ${stamp}`;
    await card.getByRole('button', { name: 'Edit' }).click();
    await card.getByLabel('Title').fill(newTitle);
    await card.getByLabel('Reward (points)').fill('321');
    await card.getByRole('button', { name: 'Save' }).click();
    await toast(adminPage, 'Challenge Updated').waitFor();
    await expect.poll(async () => card.getByTestId(`challenge-title-text-${id}`).textContent()).toBe(newTitle);
    expect(await card.textContent()).toContain('321 points');

    await adminPage.reload();
    await openTab('Daily Challenges', 'challenges');
    await adminPage.getByTestId(`challenge-title-text-${id}`).filter({ hasText: newTitle }).waitFor();
    const today = await playerCall('GET', '/api/daily-challenges');
    const edited = (today.body as { title: string; reward: number }[]).find((c) => c.title === newTitle);
    expect(edited?.reward).toBe(321);
  });

  it('adjusts points once when the first answer is lost and the admin submits the same adjustment again', async () => {
    await openTab('Users', 'users');
    const before = (await playerCall('GET', '/api/auth/user')).body.points as number;
    const keys: string[] = [];
    let lose = true;
    await adminPage.route('**/adjust-points', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (!lose) return route.continue();
      lose = false;
      await route.fetch(); // the server applies it; the answer never reaches the page
      await route.abort('connectionreset');
    });
    try {
      await adminPage.getByTestId(`admin-user-${playerId}`).getByRole('button', { name: 'Adjust Points' }).click();
      const dialog = adminPage.getByTestId('adjust-points-dialog');
      await dialog.getByTestId('adjust-points-amount').fill('40');
      await dialog.getByTestId('adjust-points-reason').fill('Lost answer test');
      await dialog.getByTestId('adjust-points-submit').click();
      await toast(adminPage, 'Failed to adjust points').waitFor();
      await dialog.getByTestId('adjust-points-submit').click();
      await toast(adminPage, 'Points Adjusted').waitFor();
    } finally {
      await adminPage.unroute('**/adjust-points');
    }
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect((await playerCall('GET', '/api/auth/user')).body.points).toBe(before + 40);
  });

  it("sends a non-admin who opens /admin home with 'Access Denied'", async () => {
    const playerPage = await playerContext.newPage();
    playerPage.setDefaultTimeout(15_000);
    await playerPage.goto(`${product.url}/admin`);
    await toast(playerPage, 'Access Denied').waitFor();
    await playerPage.waitForURL(`${product.url}/`);
    expect(await playerPage.getByTestId('admin-panel').count()).toBe(0);
    await playerPage.getByTestId('nav-link-home').waitFor();
  });

  it('starts a rain only after a confirmation that states the amount and the duration', async () => {
    await openTab('Rain', 'rain');
    const starts: string[] = [];
    const onRequest = (request: { method: () => string; url: () => string }) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/admin/rain')) starts.push(request.url());
    };
    adminPage.on('request', onRequest);
    try {
      await adminPage.getByTestId('rain-amount').fill('50000');
      await adminPage.getByTestId('rain-duration').fill('15');
      await adminPage.getByTestId('rain-amount').press('Enter');
      const dialog = adminPage.getByTestId('rain-confirm-dialog');
      await dialog.waitFor();
      expect(await dialog.getByTestId('rain-confirm-description').textContent()).toBe('Rain 50,000 points for 15 s?');
      // a typo caught: nothing is started
      await dialog.getByTestId('rain-confirm-cancel').click();
      await dialog.waitFor({ state: 'detached' });
      expect(starts).toEqual([]);
      // the dialog gives focus back to the amount box a tick after it is gone; typing before that would
      // send the duration's keys into the amount box (CI once saw 'Rain 505 points for 15 s?')
      await expect.poll(() => adminPage.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? null")).toBe('rain-amount');

      await adminPage.getByTestId('rain-amount').fill('50');
      await adminPage.getByTestId('rain-duration').fill('5');
      await adminPage.getByTestId('rain-submit').click();
      await dialog.waitFor();
      expect(await dialog.getByTestId('rain-confirm-description').textContent()).toBe('Rain 50 points for 5 s?');
      await dialog.getByTestId('rain-confirm-confirm').click();
      await toast(adminPage, 'Rain Started').waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect(starts).toHaveLength(1);

      // the open rain is shown, and no second one can be started until it ends
      const running = adminPage.getByTestId('admin-rain-running');
      await running.waitFor();
      expect(await running.textContent()).toContain('A rain of 50 points is open');
      expect(await adminPage.getByTestId('rain-submit').isDisabled()).toBe(true);
      await running.waitFor({ state: 'detached', timeout: 15_000 });
      expect(await adminPage.getByTestId('rain-submit').isDisabled()).toBe(false);
    } finally {
      adminPage.off('request', onRequest);
      // a dialog left open would cover the tabs the tests after this one open
      if (await adminPage.getByTestId('rain-confirm-dialog').count()) await adminPage.keyboard.press('Escape');
    }
  });

  it('clears a stored secret setting from the Settings tab, after a confirmation', async () => {
    await openTab('Settings', 'settings');
    // a key outside the catalogue is flagged before it is saved
    await adminPage.getByTestId('new-setting-key').fill('daily_withdrawal_limit');
    expect(await adminPage.getByTestId('new-setting-key-notice').textContent()).toContain('no service reads');
    // a listed key is not the typo warning but a pointer to its row (Add Setting would overwrite it unseen)
    await adminPage.getByTestId('new-setting-key').fill('withdrawal_daily_limit');
    await expect.poll(() => adminPage.getByTestId('new-setting-key-notice').textContent()).toContain('withdrawal_daily_limit already exists');
    await adminPage.getByTestId('new-setting-key').fill('');

    const key = 'ogads_api_key';
    const state = adminPage.getByTestId(`setting-secret-state-${key}`);
    await adminPage.getByTestId(`setting-edit-${key}`).click();
    await adminPage.getByTestId(`setting-value-${key}`).fill('browser-test-key');
    await adminPage.getByTestId(`setting-save-${key}`).click();
    await expect.poll(() => state.textContent()).toBe('Set');

    await adminPage.getByTestId(`setting-edit-${key}`).click();
    // an empty box is not a way to clear it: Save says so
    await adminPage.getByTestId(`setting-save-${key}`).click();
    expect(await adminPage.getByTestId(`setting-message-${key}`).textContent()).toContain('use Clear');
    await adminPage.getByTestId(`setting-clear-${key}`).click();
    const dialog = adminPage.getByTestId('clear-setting-dialog');
    await dialog.getByRole('heading', { name: `Clear ${key}?` }).waitFor();
    await dialog.getByTestId('clear-setting-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => state.textContent()).toBe('Not set');
  });

  it('shows in the Audit Log whom an action was about, by name, and what it did, in words', async () => {
    await openTab('Audit Log', 'audit-log');
    const adjusted = adminPage.getByTestId('admin-actions-table').locator('tr', { hasText: 'user.points_adjusted' }).first();
    await adjusted.waitFor();
    const text = await adjusted.textContent();
    expect(text).toContain(`User ${player.username}`);
    expect(text).toContain('amount: 40');
    expect(text).toContain('reason: Lost answer test');
    expect(text).not.toContain(playerId);
    const paid = adminPage.getByTestId('admin-actions-table').locator('tr', { hasText: 'withdrawal.completed' }).first();
    const paidText = await paid.textContent();
    expect(paidText).toContain(`Player ${player.username}`);
    // what was paid: the points, the method by its product name and the money the player receives
    for (const line of ['amount: 1,000 points', 'method: PayPal', 'player receives: $10.00', `payment reference: PAYPAL-TX-${stamp}`]) expect(paidText).toContain(line);
  });

  const PHONE_TABS = [
    ['users', 'Users'],
    ['withdrawals', 'Withdrawals'],
    ['challenges', 'Daily Challenges'],
    ['settings', 'Settings'],
    ['blocked-ips', 'Blocked IPs'],
    ['rain', 'Rain'],
    ['audit-log', 'Audit Log'],
  ] as const;
  const PHONE_WIDTH = 390;
  /** Opens the panel in a second page of the admin's session, as wide as a phone held upright. */
  const openPanelOnPhone = async () => {
    const phone = await adminPage.context().newPage();
    await phone.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    phone.setDefaultTimeout(15_000);
    await phone.goto(`${product.url}/admin`);
    await phone.getByTestId('admin-panel').waitFor();
    return phone;
  };

  it('fits every tab in a 390 px wide phone screen: the page never pans sideways', async () => {
    const phone = await openPanelOnPhone();
    try {
      const overflow: Record<string, number> = {};
      for (const [id, label] of PHONE_TABS) {
        await phone.getByRole('tab', { name: label }).click();
        await phone.getByTestId(`admin-tab-content-${id}`).waitFor();
        await phone.waitForLoadState('networkidle');
        overflow[id] = await phone.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
      }
      expect(overflow).toEqual(Object.fromEntries(PHONE_TABS.map(([id]) => [id, 0])));
    } finally {
      await phone.close();
    }
  });

  it('shows every list on a 390 px phone as cards that need no sideways scrolling, their buttons in reach: a withdrawal is approved from its card', async () => {
    const blocked = await adminApi.post('/api/admin/blocked-ips', { ipAddress: '2001:db8:85a3:1234:5678:8a2e:370:7334', reason: 'Phone layout test: a long address and a reason that has to wrap' });
    expect(blocked.status).toBe(200);
    const blockedIp = blocked.body.blockedIp.ipAddress as string;
    const requested = await playerCall('POST', '/api/withdrawal/request', { method: 'paypal', amount: 1000, paymentDetails: `pia${stamp}@example.com` });
    expect(requested.status).toBe(201);
    const pendingId = requested.body.withdrawal.id as string;

    const phone = await openPanelOnPhone();
    try {
      /**
       * How a row sits on the phone: how far the page and the row's list would have to scroll sideways (0
       * when they fit), and the left and right edges of the row and of each of its buttons.
       */
      const layoutOf = (row: Locator) =>
        row.evaluate((el) => {
          const list = el.closest('table')?.parentElement ?? el.parentElement;
          const edges = (box: { left: number; right: number }) => [Math.round(box.left), Math.round(box.right)];
          return {
            pageOverflow: el.ownerDocument.documentElement.scrollWidth - el.ownerDocument.documentElement.clientWidth,
            listOverflow: list ? list.scrollWidth - list.clientWidth : -1,
            row: edges(el.getBoundingClientRect()),
            buttons: Array.from(el.querySelectorAll('button'), (button: typeof el) => edges(button.getBoundingClientRect())),
          };
        });
      const lists = [
        ['users', 'Users', phone.getByTestId(`admin-user-${playerId}`)],
        ['withdrawals', 'Withdrawals', phone.getByTestId(`admin-withdrawal-${pendingId}`)],
        ['challenges', 'Daily Challenges', phone.locator('[data-testid^="admin-challenge-"]').first()],
        ['settings', 'Settings', phone.getByTestId('setting-ogads_api_key')],
        ['blocked-ips', 'Blocked IPs', phone.getByTestId(`blocked-ip-${blockedIp}`)],
        ['audit-log', 'Audit Log', phone.locator('[data-testid^="admin-action-"]').first()],
      ] as const;
      const buttonsPerRow: Record<string, number> = {};
      for (const [id, label, row] of lists) {
        await phone.getByRole('tab', { name: label }).click();
        await phone.getByTestId(`admin-tab-content-${id}`).waitFor();
        await row.waitFor();
        const layout = await layoutOf(row);
        expect({ id, pageOverflow: layout.pageOverflow, listOverflow: layout.listOverflow }).toEqual({ id, pageOverflow: 0, listOverflow: 0 });
        buttonsPerRow[id] = layout.buttons.length;
        const [left, right] = layout.row;
        expect(left, id).toBeGreaterThanOrEqual(0);
        expect(right, id).toBeLessThanOrEqual(PHONE_WIDTH);
        for (const [buttonLeft, buttonRight] of layout.buttons) {
          expect(buttonLeft, id).toBeGreaterThanOrEqual(left);
          expect(buttonRight, id).toBeLessThanOrEqual(right);
        }
      }
      // the edges checked were those of real buttons: every row has some but an audit log entry's
      expect(buttonsPerRow).toEqual({ users: 2, withdrawals: 2, challenges: 1, settings: 1, 'blocked-ips': 1, 'audit-log': 0 });

      await phone.getByRole('tab', { name: 'Withdrawals' }).click();
      const row = phone.getByTestId(`admin-withdrawal-${pendingId}`);
      const approve = row.getByRole('button', { name: 'Approve' });
      // measured before anything scrolls: the button is in the card, across most of the phone's width
      const [approveLeft, approveRight] = await approve.evaluate((el) => [el.getBoundingClientRect().left, el.getBoundingClientRect().right]);
      expect(approveLeft).toBeGreaterThanOrEqual(0);
      expect(approveRight).toBeLessThanOrEqual(PHONE_WIDTH);
      expect(approveRight - approveLeft).toBeGreaterThan(PHONE_WIDTH / 2);
      await approve.click();
      const dialog = phone.getByTestId('review-withdrawal-dialog');
      await dialog.getByRole('heading', { name: 'Approve Withdrawal' }).waitFor();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(async () => row.getByTestId(`withdrawal-status-${pendingId}`).textContent()).toBe('approved');
      expect(await phone.evaluate<number>('window.scrollX')).toBe(0);
    } finally {
      await phone.close();
    }
  });
});
