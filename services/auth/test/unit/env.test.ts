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
});
