import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { startAdminPanel, type AdminPanel } from '../support/panel.js';
import { call } from '../support/harness.js';

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
  rawPath?: unknown;
}

/** Every route the Express app has registered, with the paths of the routers it is mounted under. */
function registeredRoutes(app: Express): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const walk = (stack: RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) routes.push({ method: method.toUpperCase(), path: prefix + layer.route.path });
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: RouterLayer[] } }).router.stack, '');
  return routes;
}

let panel: AdminPanel;
let adminRoutes: { method: string; path: string }[];

beforeAll(async () => {
  panel = await startAdminPanel();
  adminRoutes = registeredRoutes(panel.running.service.app as Express).filter((r) => r.path.startsWith('/api/admin/'));
});

afterAll(async () => {
  await panel?.close();
});

/** A concrete URL for a route pattern: every :param becomes a plausible value. */
const concrete = (path: string) => path.replace(/:(\w+)/g, (_m, name: string) => (name === 'ipAddress' ? '10.1.2.3' : `some-${name}`));

describe('every /api/admin route is for admins only', () => {
  it('finds the routes of the admin panel (the walk sees what is registered)', () => {
    const names = adminRoutes.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /api/admin/stats',
      'GET /api/admin/users',
      'POST /api/admin/users/:id/verify-email',
      'POST /api/admin/users/:id/adjust-points',
      'POST /api/admin/users/:id/ban',
      'POST /api/admin/users/:id/unban',
      'GET /api/admin/actions',
      'GET /api/admin/withdrawals',
      'PATCH /api/admin/withdrawal/:id',
      'GET /api/admin/challenges',
      'PUT /api/admin/challenges/:challengeId',
      'GET /api/admin/settings',
      'PUT /api/admin/settings/:key',
      'GET /api/admin/blocked-ips',
      'POST /api/admin/blocked-ips',
      'DELETE /api/admin/blocked-ips/:ipAddress',
      'POST /api/admin/rain',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('answers each registered route 401 to a visitor and 403 to a signed-in player, and does nothing', async () => {
    const failures: string[] = [];
    for (const { method, path } of adminRoutes) {
      const url = concrete(path);
      const body = method === 'GET' ? undefined : {};
      const anonymous = await call(panel.url, method, url, { body });
      if (anonymous.status !== 401 || anonymous.body.code !== 'UNAUTHENTICATED') failures.push(`${method} ${path} as visitor: ${anonymous.status}`);
      const player = await call(panel.url, method, url, { as: panel.player.id, body });
      if (player.status !== 403 || player.body.code !== 'FORBIDDEN') failures.push(`${method} ${path} as player: ${player.status}`);
    }
    expect(failures).toEqual([]);
    expect(adminRoutes.length).toBeGreaterThanOrEqual(17);
    // Nothing reached the services that own the effects, and nothing was audited.
    expect(panel.auth.commandsReceived).toEqual([]);
    expect(panel.wallet.received).toEqual([]);
    expect(panel.chat.started).toEqual([]);
  });

  it('answers an admin path nobody registered 401/403 too, not 404', async () => {
    expect((await call(panel.url, 'GET', '/api/admin/no-such-thing')).status).toBe(401);
    expect((await call(panel.url, 'GET', '/api/admin/no-such-thing', { as: panel.player.id })).status).toBe(403);
    expect((await call(panel.url, 'GET', '/api/admin/no-such-thing', { as: panel.admin.id })).status).toBe(404);
  });
});
