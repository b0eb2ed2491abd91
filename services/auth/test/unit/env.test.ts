import { describe, expect, it } from 'vitest';
import { EnvError } from '@app/platform';
import { loadAuthEnv } from '../../src/env.js';

describe('auth environment', () => {
  it('has defaults for every variable', () => {
    expect(loadAuthEnv({})).toEqual({ LOGIN_USERNAME_MAX_FAILURES: 10, LOGIN_USERNAME_WINDOW_SECONDS: 900, SENDGRID_API_URL: 'https://api.sendgrid.com' });
  });

  it('names a bad variable', () => {
    expect(() => loadAuthEnv({ LOGIN_USERNAME_MAX_FAILURES: 'many' })).toThrow(EnvError);
    expect(() => loadAuthEnv({ LOGIN_USERNAME_MAX_FAILURES: 'many' })).toThrow(/LOGIN_USERNAME_MAX_FAILURES/);
  });

  it('takes PUBLIC_URL only as an http(s) address (empty: not set)', () => {
    expect(loadAuthEnv({ PUBLIC_URL: 'https://play.example.com' }).PUBLIC_URL).toBe('https://play.example.com');
    expect(loadAuthEnv({ PUBLIC_URL: '' }).PUBLIC_URL).toBeUndefined();
    expect(() => loadAuthEnv({ PUBLIC_URL: 'play.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadAuthEnv({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });
});
