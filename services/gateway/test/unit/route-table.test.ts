import { describe, expect, it } from 'vitest';
import { findRoute, isBackendPath, normalizePath, routeTable } from '../../src/routes/route-table.js';

describe('route table', () => {
  it.each([
    ['/api/auth/login', 'auth'],
    ['/api/signup-bonus', 'auth'],
    ['/api/public/site', 'auth'],
    ['/api/user', 'wallet'],
    ['/api/user/stats', 'wallet'],
    ['/api/offers/postback/ogads', 'wallet'],
    ['/api/automated-withdrawal/request', 'wallet'],
    ['/api/games/dice', 'games'],
    ['/api/notifications/12/read', 'chat'],
    ['/api/public/recent-activity', 'chat'],
    ['/ws', 'chat'],
    ['/ws/', 'chat'],
    ['/api/public/stats', 'admin'],
    ['/api/installer/install', 'admin'],
  ])('sends %s to %s', (path, upstream) => {
    expect(findRoute(path)?.upstream).toBe(upstream);
  });

  it('matches whole segments only', () => {
    expect(findRoute('/api/userx')).toBeNull();
    expect(findRoute('/api/games-old/dice')).toBeNull();
    expect(findRoute('/wsx')).toBeNull();
    expect(findRoute('/api/public')).toBeNull();
    expect(findRoute('/api/public/other')).toBeNull();
  });

  it('decides on the path as the services route it: case-insensitive, trailing slash ignored', () => {
    expect(normalizePath('/API/Auth/Login/')).toBe('/api/auth/login');
    expect(normalizePath('/')).toBe('/');
    expect(findRoute('/API/GAMES/dice')?.upstream).toBe('games');
  });

  it('marks only the socket and games routes sticky (one replica per session)', () => {
    expect(routeTable.filter((r) => r.sticky).map((r) => r.prefix).sort()).toEqual(['/api/games', '/ws']);
  });

  it('treats /api and /ws paths as backend, everything else as the web app', () => {
    expect(isBackendPath('/api')).toBe(true);
    expect(isBackendPath('/api/anything')).toBe(true);
    expect(isBackendPath('/ws/')).toBe(true);
    expect(isBackendPath('/apis')).toBe(false);
    expect(isBackendPath('/games')).toBe(false);
  });
});
