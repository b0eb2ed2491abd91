import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_HEADER } from '@app/contracts';
import { SiteClient, waitFor } from '../support/http-client.js';
import { latestLink } from '../support/mailbox.js';
import { startDistributedProduct, startEmbeddedProduct, type RunningProduct } from '../support/run-modes.js';

// The foundation's end-to-end path, the same in both run modes, through the gateway over real HTTP.
describe.each([
  ['embedded', startEmbeddedProduct],
  ['distributed', startDistributedProduct],
] as const)('%s mode, end to end through the gateway', (_mode, start) => {
  let product: RunningProduct;
  let site: SiteClient;
  const admin = { username: 'site_admin', email: 'admin@example.com', password: 'Correct-Horse-42', firstName: 'Ada', lastName: 'Admin' };
  const player = { username: `player_${Date.now() % 100000}`, email: `player${Date.now() % 100000}@example.com`, password: 'Blue-Lantern-77', firstName: 'Pat', lastName: 'Player' };

  beforeAll(async () => {
    product = await start();
    site = new SiteClient(product.url);
  });
  afterAll(async () => {
    await product?.stop();
  });

  it('starts uninstalled and the installer tests the database', async () => {
    expect((await site.get('/api/installer/status')).body).toMatchObject({ installed: false });
    const tested = await site.post('/api/installer/test-database', { database: product.databaseConfig });
    expect(tested.body).toEqual({ success: true });
  });

  it('installs once, and refuses a second install', async () => {
    const install = { database: product.databaseConfig, admin, app: { siteName: 'PointsPlay Test', siteUrl: '', emailEnabled: false } };
    const first = await site.post('/api/installer/install', install);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true });
    expect((await site.get('/api/installer/status')).body).toMatchObject({ installed: true });
    const second = await site.post('/api/installer/install', install);
    expect(second.status).toBe(409);
  });

  it('registers a player, who is signed in and gets the welcome bonus once', async () => {
    const res = await site.post('/api/auth/register', player);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ username: player.username, email: player.email, isAdmin: false, emailVerified: false });
    const me = await waitFor(async () => {
      const r = await site.get('/api/auth/user');
      return r.status === 200 && r.body.points === 100 ? r.body : null;
    }, 15_000, 'the signup bonus');
    expect(me.totalEarned).toBe(100);
  });

  it('logs out, then answers 401 for the current user', async () => {
    expect((await site.post('/api/auth/logout')).status).toBe(200);
    expect((await site.get('/api/auth/user')).status).toBe(401);
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const wrong = await site.post('/api/auth/login', { username: player.username, password: 'Not-The-Password-1' });
    const unknown = await site.post('/api/auth/login', { username: 'nobody_here_at_all', password: 'Not-The-Password-1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    const strip = (b: Record<string, unknown>) => ({ ...b, requestId: undefined });
    expect(strip(unknown.body)).toEqual(strip(wrong.body));
  });

  it('logs in with the right password', async () => {
    const res = await site.post('/api/auth/login', { username: player.username, password: player.password });
    expect(res.status).toBe(200);
    expect(res.body.user.username).toBe(player.username);
    expect((await site.get('/api/auth/user')).body.points).toBe(100);
  });

  it('resets a forgotten password through the mailbox link', async () => {
    const known = await site.post('/api/auth/forgot-password', { email: player.email });
    const unknown = await site.post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.body.message).toBe(known.body.message);
    const link = await waitFor(async () => latestLink(product.dataDir, player.email, 'reset-password'), 10_000, 'the reset e-mail');
    const token = new URL(link).searchParams.get('token');
    const reset = await site.post('/api/auth/reset-password', { token, password: 'New-Secret-Phrase-9' });
    expect(reset.status).toBe(200);
    const again = await site.post('/api/auth/reset-password', { token, password: 'Another-Phrase-10' });
    expect(again.status).toBe(400);
    const fresh = new SiteClient(product.url);
    expect((await fresh.post('/api/auth/login', { username: player.username, password: player.password })).status).toBe(401);
    expect((await fresh.post('/api/auth/login', { username: player.username, password: 'New-Secret-Phrase-9' })).status).toBe(200);
    site = fresh;
    player.password = 'New-Secret-Phrase-9';
  });

  it('verifies the e-mail address by the link in the mailbox', async () => {
    const link = await waitFor(async () => latestLink(product.dataDir, player.email, 'verify-email'), 10_000, 'the verification e-mail');
    const url = new URL(link);
    const res = await site.get(url.pathname + url.search);
    expect(res.status).toBe(302);
    expect((await site.get('/api/auth/user')).body.emailVerified).toBe(true);
  });

  it('keeps the player signed in across a restart, without paying the bonus twice', async () => {
    await product.restart();
    const me = await site.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(player.username);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await site.get('/api/auth/user')).body.points).toBe(100);
    const history = await site.get('/api/user/transactions');
    expect(history.status).toBe(200);
    const bonuses = (history.body.transactions ?? history.body).filter((t: { type: string }) => t.type === 'signup_bonus');
    expect(bonuses).toHaveLength(1);
  });

  it('refuses a cross-origin POST that carries a valid session cookie', async () => {
    const res = await site.post('/api/auth/logout', {}, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await site.get('/api/auth/user')).status).toBe(200);
  });

  it('answers malformed JSON with a 400 JSON error', async () => {
    const res = await site.request('POST', '/api/auth/login', '{"username": "abc", ', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers a 5 MB body with 413', async () => {
    const res = await site.request('POST', '/api/auth/login', JSON.stringify({ username: 'x'.repeat(5 * 1024 * 1024), password: 'y' }));
    expect(res.status).toBe(413);
  });

  it('answers an unknown /api path with a JSON 404 and any other path with the web app', async () => {
    const api = await site.get('/api/does-not-exist');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ code: 'NOT_FOUND' });
    const page = await site.get('/some/deep/page');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('<div id="root">');
  });
});

describe('distributed mode, services behind the gateway', () => {
  let product: RunningProduct;
  beforeAll(async () => {
    product = await startDistributedProduct();
  });
  afterAll(async () => {
    await product?.stop();
  });

  it('refuses a forged identity header sent straight to a service port', async () => {
    const port = product.servicePort('auth')!;
    const forged = Buffer.from(JSON.stringify({ userId: 'someone', sessionId: null, ip: '1.2.3.4', userAgent: 'x', requestId: 'r', iat: Date.now() })).toString('base64url');
    const forgedRes = await fetch(`http://127.0.0.1:${port}/api/auth/user`, { headers: { [IDENTITY_HEADER]: `${forged}.bad-signature` } });
    expect(forgedRes.status).toBe(401);
    const bare = await fetch(`http://127.0.0.1:${port}/api/signup-bonus`);
    expect(bare.status).toBe(401);
    const throughGateway = await fetch(`${product.url}/api/signup-bonus`);
    expect(throughGateway.status).toBe(200);
  });
});
