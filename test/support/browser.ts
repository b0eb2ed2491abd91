import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, driven by playwright-core (a test tool's own browser download fails on this network). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

export async function launchBrowser(): Promise<Browser> {
  if (!chromiumPath) throw new Error('Chromium is not installed: apt-get install -y chromium (CI does it in .ci/run)');
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/**
 * A page of a new browser context at `viewport`, signed in as an API client is (its session cookies, for
 * the host of `siteUrl`): a player set up through the API, then looked at in the browser.
 */
export async function signedInPage(browser: Browser, siteUrl: string, cookieHeader: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const domain = new URL(siteUrl).hostname;
  await context.addCookies(
    cookieHeader.split('; ').map((pair) => {
      const eq = pair.indexOf('=');
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), domain, path: '/' };
    }),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}
