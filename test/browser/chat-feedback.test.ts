import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { signUpInBrowser, verifyEmailInBrowser } from '../support/browser-account.js';
import type { SiteClient } from '../support/http-client.js';
import { installWithAdmin } from '../support/install.js';
import { startEmbeddedProduct, type RunningProduct } from '../support/run-modes.js';

// What the chat tells a player when it does not do what they asked, in headless Chromium against the
// built app of `npm start` (audit): an unverified player's disabled Join during a rain, the rain's whole
// message on a phone and on a desktop, a line repeated within 1 s, and the chat's rate limit (5 lines
// per 10 s by default) with when sending works again.
describe('chat feedback in a real browser', () => {
  let product: RunningProduct;
  let browser: Browser;
  let admin: SiteClient;
  const stamp = Date.now() % 100000;
  const adminAccount = { username: 'feedback_admin', email: 'feedback-admin@example.com', password: 'Amber-Canyon-64', firstName: 'Ada', lastName: 'Admin' };
  const vera = { username: `vera_${stamp}`, email: `vera${stamp}@example.com`, password: 'Quiet-Meadow-58' };
  const uma = { username: `uma_${stamp}`, email: `uma${stamp}@example.com`, password: 'Rapid-River-73' };
  /** verified */
  let veraPage: Page;
  /** not verified */
  let umaPage: Page;
  // 200 characters (the most a rain message may have), words and one long unbroken run, ending in a marker
  const rainMessage = `Weekend rain for everyone who has been playing today, thanks for being here! Bonus code SUPERCALIFRAGILISTICEXPIALIDOCIOUS-2026 is in the news. Stay tuned for more rains tonight ... END${stamp}`.slice(0, 200);

  beforeAll(async () => {
    product = await startEmbeddedProduct();
    admin = await installWithAdmin(product, adminAccount, 'PointsPlay Chat Feedback Test');
    browser = await launchBrowser();
    veraPage = await (await browser.newContext()).newPage();
    umaPage = await (await browser.newContext()).newPage();
    veraPage.setDefaultTimeout(15_000);
    umaPage.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

  const signUp = (page: Page, player: typeof vera) => signUpInBrowser(page, product, { ...player, firstName: 'Chat', lastName: 'Feedback' });
  const verify = (page: Page, player: typeof vera) => verifyEmailInBrowser(page, product, player);

  async function openConnectedChat(page: Page) {
    await page.getByTestId('chat-toggle').click();
    await expect.poll(async () => page.getByTestId('chat-drawer').getAttribute('data-state')).toBe('open');
    await page.locator('[data-testid="chat-connected"][data-connected="true"]').waitFor();
  }

  it('signs up a verified and an unverified player, each with the chat open', async () => {
    await signUp(veraPage, vera);
    await verify(veraPage, vera);
    await signUp(umaPage, uma);
    await openConnectedChat(veraPage);
    await openConnectedChat(umaPage);
    expect(await umaPage.getByTestId('chat-view-only').count()).toBe(1);
  });

  describe('during a rain', () => {
    beforeAll(async () => {
      // long enough for both viewports below on a busy machine
      const started = await admin.post('/api/admin/rain', { amount: 100, durationMs: 90_000, message: rainMessage });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
    });

    it('tells an unverified player beside the disabled Join why they cannot join, in the chat service’s words', async () => {
      const banner = umaPage.getByTestId('rain-banner');
      await banner.waitFor();
      const join = banner.getByTestId('rain-join');
      expect(await join.isDisabled()).toBe(true);
      const reason = banner.getByTestId('rain-join-reason');
      expect(await reason.isVisible()).toBe(true);
      expect(await reason.innerText()).toBe('Verify your email to join the rain');
      // the button is described by the reason, for a screen reader
      const reasonId = await reason.getAttribute('id');
      expect(reasonId).toBeTruthy();
      expect(await join.getAttribute('aria-describedby')).toBe(reasonId);

      // a verified player's Join has no such note
      const veraBanner = veraPage.getByTestId('rain-banner');
      await veraBanner.waitFor();
      expect(await veraBanner.getByTestId('rain-join').isDisabled()).toBe(false);
      expect(await veraBanner.getByTestId('rain-join-reason').count()).toBe(0);
    });

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 720 },
    ]) {
      it(`shows the rain's whole message, wrapped and not cut off, at ${viewport.width} px`, async () => {
        await umaPage.setViewportSize(viewport);
        const message = umaPage.getByTestId('rain-banner').getByTestId('rain-message');
        await message.waitFor();
        const box = await message.evaluate((el) => {
          const style = el.ownerDocument.defaultView!.getComputedStyle(el);
          const rect = el.getBoundingClientRect();
          const banner = el.closest('[data-testid="rain-banner"]')!.getBoundingClientRect();
          return {
            text: el.textContent,
            overflowsSideways: el.scrollWidth > el.clientWidth,
            overflowsDown: el.scrollHeight > el.clientHeight,
            ellipsis: style.textOverflow === 'ellipsis',
            insideBanner: rect.left >= banner.left && rect.right <= banner.right,
            lines: Math.round(rect.height / parseFloat(style.lineHeight)),
          };
        });
        expect(box.text).toBe(rainMessage);
        expect(box).toMatchObject({ overflowsSideways: false, overflowsDown: false, ellipsis: false, insideBanner: true });
        // 200 characters do not fit on one line of the drawer (at most 24rem wide)
        expect(box.lines).toBeGreaterThan(1);
        // nothing of it is hidden: the banner is within the window, on the phone too (polled: the drawer
        // settles into its place for the new window size a moment after the resize)
        const banner = umaPage.getByTestId('rain-banner');
        await expect
          .poll(async () => {
            const b = (await banner.boundingBox())!;
            return b.x >= 0 && b.x + b.width <= viewport.width + 0.5;
          })
          .toBe(true);
      });
    }
  });

  it('keeps a line repeated within 1 s in the box and says why', async () => {
    const input = veraPage.getByTestId('chat-input');
    const line = `gg ${stamp}`;
    await input.fill(line);
    await input.press('Enter');
    await expect.poll(async () => input.inputValue()).toBe('');
    // the same again at once (under 1 s: the server would deliver it once)
    await input.fill(line);
    await input.press('Enter');
    const notice = veraPage.getByTestId('chat-composer-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toBe('You just sent that. Wait a second to send it again.');
    expect(await input.inputValue()).toBe(line);
    expect(await input.getAttribute('aria-describedby')).toBe(await notice.getAttribute('id'));
    expect(await veraPage.getByTestId('chat-message').filter({ hasText: line }).count()).toBe(1);

    // editing the text takes the note away; after the second it sends
    await input.fill(`${line}!`);
    expect(await notice.count()).toBe(0);
  });

  it('says when sending works again after the rate limit, counting down, keeping the text', async () => {
    const input = veraPage.getByTestId('chat-input');
    const send = veraPage.getByTestId('chat-send');
    const notice = veraPage.getByTestId('chat-composer-notice');
    // at most 5 lines per 10 s: one was sent above, so within 6 more one is refused
    let refused = '';
    for (let i = 0; i < 6 && !refused; i++) {
      const line = `line ${i} ${stamp}`;
      await input.fill(line);
      await send.click();
      await expect.poll(async () => ((await input.inputValue()) === '' ? 'sent' : (await notice.count()) > 0 ? 'held' : 'waiting')).not.toBe('waiting');
      if ((await notice.count()) > 0) refused = line;
    }
    expect(refused, 'a line refused by the rate limit').not.toBe('');
    expect(await notice.getAttribute('data-reason')).toBe('rate-limited');
    // on screen, short and ticking; a screen reader hears it once, in words
    const countdown = notice.getByTestId('chat-rate-limit-countdown');
    const first = await countdown.innerText();
    const seconds = Number(/^You're sending too fast\. You can send again in (\d+) s\.$/.exec(first)?.[1]);
    expect(seconds, first).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(10);
    expect(await notice.getByTestId('chat-rate-limit-spoken').textContent()).toMatch(/^You're sending too fast\. You can send again in ([1-9]|10) seconds?\.$/);
    expect(await input.inputValue()).toBe(refused);
    expect(await send.isDisabled()).toBe(true);
    // said under the box, not in an error toast
    expect(await toast(veraPage, 'Error').count()).toBe(0);

    if (seconds > 1) {
      // it counts down
      await expect.poll(async () => countdown.innerText()).toBe(`You're sending too fast. You can send again in ${seconds - 1} s.`);
    }
    // then the note goes and the kept text can be sent
    await notice.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await send.isDisabled()).toBe(false);
    await send.click();
    await expect.poll(async () => input.inputValue()).toBe('');
    await veraPage.getByTestId('chat-message').filter({ hasText: refused }).waitFor();
  });

  describe('the drawer from the keyboard', () => {
    const focusedTestId = (page: Page) => page.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? null");
    const drawerState = (page: Page) => page.getByTestId('chat-drawer').getAttribute('data-state');

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      it(`moves focus into the drawer when it opens, closes it on Escape, and gives focus back to the chat button, at ${viewport.width} px`, async () => {
        await veraPage.setViewportSize(viewport);
        // the chat is open from the tests above: Escape in the message box closes it
        expect(await drawerState(veraPage)).toBe('open');
        await veraPage.getByTestId('chat-input').focus();
        await veraPage.keyboard.press('Escape');
        await expect.poll(async () => drawerState(veraPage)).toBe('closed');
        await expect.poll(async () => focusedTestId(veraPage)).toBe('chat-toggle');

        // Enter on the focused button opens it with the message box ready to type in
        await veraPage.keyboard.press('Enter');
        await expect.poll(async () => drawerState(veraPage)).toBe('open');
        await expect.poll(async () => focusedTestId(veraPage)).toBe('chat-input');

        // the close button too gives focus back to the chat button, not to the page
        await veraPage.getByTestId('chat-close').focus();
        await veraPage.keyboard.press('Enter');
        await expect.poll(async () => drawerState(veraPage)).toBe('closed');
        await expect.poll(async () => focusedTestId(veraPage)).toBe('chat-toggle');
        await veraPage.keyboard.press('Enter');
        await expect.poll(async () => drawerState(veraPage)).toBe('open');
      });
    }

    it('takes an unverified player, who has no message box, to the close button', async () => {
      await umaPage.getByTestId('chat-close').click();
      await expect.poll(async () => drawerState(umaPage)).toBe('closed');
      await umaPage.getByTestId('chat-toggle').click();
      await expect.poll(async () => drawerState(umaPage)).toBe('open');
      await expect.poll(async () => focusedTestId(umaPage)).toBe('chat-close');
      await umaPage.keyboard.press('Escape');
      await expect.poll(async () => drawerState(umaPage)).toBe('closed');
      await expect.poll(async () => focusedTestId(umaPage)).toBe('chat-toggle');
    });
  });

  it('counts an emoji as one character, as the server does: 500 of them are sent whole, 501 are not', async () => {
    await veraPage.setViewportSize({ width: 1280, height: 800 });
    const input = veraPage.getByTestId('chat-input');
    const send = veraPage.getByTestId('chat-send');
    const count = veraPage.getByTestId('chat-char-count');
    // 1,000 UTF-16 code units: a box that counted those would cut the text at 250 emoji
    const emojis = '😀'.repeat(499) + '🎉';
    await input.fill(`${emojis}🎉`);
    expect(await count.innerText()).toBe('501/500');
    expect(await send.isDisabled()).toBe(true);

    await input.fill(emojis);
    expect(await count.innerText()).toBe('500/500');
    await send.click();
    await expect.poll(async () => input.inputValue()).toBe('');
    const line = veraPage.getByTestId('chat-message').filter({ hasText: '🎉' }).last();
    await line.waitFor();
    expect(await line.locator('p').innerText()).toBe(emojis);
  });
});
