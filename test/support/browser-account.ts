import type { Page } from 'playwright-core';
import { waitFor } from './http-client.js';
import { latestLink } from './mailbox.js';
import type { RunningProduct } from './run-modes.js';

export interface BrowserPlayer {
  username: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** Signs a player up through the Sign Up tab, as a visitor does, and waits for the dashboard. */
export async function signUpInBrowser(page: Page, product: RunningProduct, player: BrowserPlayer): Promise<void> {
  await page.goto(`${product.url}/auth?tab=signup`);
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('First Name').fill(player.firstName ?? 'Test');
  await page.getByLabel('Last Name').fill(player.lastName ?? 'Player');
  await page.getByLabel('Password').fill(player.password);
  await page.getByTestId('signup-submit').click();
  await toast(page, 'Account created!').waitFor();
  await page.waitForURL(`${product.url}/`);
}

/** Opens the verification link the product mailed to `email` (the embedded mailbox), and waits for the dashboard. */
export async function verifyEmailInBrowser(page: Page, product: RunningProduct, player: Pick<BrowserPlayer, 'username' | 'email'>): Promise<void> {
  const link = await waitFor(async () => latestLink(product.dataDir, player.email, 'verify-email'), 15_000, `${player.username}'s verification e-mail`);
  const url = new URL(link);
  await page.goto(product.url + url.pathname + url.search);
  await toast(page, 'Email Verified').waitFor();
  await page.waitForURL((u) => u.pathname === '/');
}
