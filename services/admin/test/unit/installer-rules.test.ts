import { describe, expect, it } from 'vitest';
import { chosenDatabaseOf, databaseMismatchMessage, installSettings, missingMigrationsMessage, runtimeDatabaseOf } from '../../src/domain/installer.js';

describe('installer rules', () => {
  it('names PGlite the embedded database and a server PostgreSQL', () => {
    expect(runtimeDatabaseOf('pglite')).toBe('embedded');
    expect(runtimeDatabaseOf('postgres')).toBe('postgresql');
  });

  it("takes the spec's sqlite choice as the embedded database", () => {
    expect(chosenDatabaseOf('sqlite')).toBe('embedded');
    expect(chosenDatabaseOf('embedded')).toBe('embedded');
    expect(chosenDatabaseOf('postgresql')).toBe('postgresql');
  });

  it('accepts the database the instance runs on', () => {
    expect(databaseMismatchMessage('embedded', 'embedded')).toBeNull();
    expect(databaseMismatchMessage('postgresql', 'postgresql')).toBeNull();
  });

  it('refuses another database and says how to run on it', () => {
    expect(databaseMismatchMessage('embedded', 'postgresql')).toMatch(/runs on PostgreSQL \(DATABASE_URL\); choose PostgreSQL.*npm start/);
    expect(databaseMismatchMessage('postgresql', 'embedded')).toMatch(/runs on the embedded database.*DATABASE_URL.*start:cluster/);
  });

  it('names every schema whose migrations are missing', () => {
    expect(missingMigrationsMessage(['auth', 'games'])).toMatch(/migrations of: auth, games\./);
  });

  it('writes the five app settings and never the session secret', () => {
    const changes = installSettings({ siteName: 'Casino', siteUrl: 'https://x.test', sessionSecret: 's3cret-value', emailEnabled: true, sendgridApiKey: 'SG.k', emailFrom: 'a@x.test' });
    expect(changes).toEqual([
      { key: 'site_name', value: 'Casino' },
      { key: 'site_url', value: 'https://x.test' },
      { key: 'email_enabled', value: 'true' },
      { key: 'email_from', value: 'a@x.test' },
      { key: 'sendgrid_api_key', value: 'SG.k' },
    ]);
    expect(JSON.stringify(changes)).not.toContain('s3cret-value');
  });

  it('writes empty e-mail settings when e-mail is off', () => {
    expect(installSettings({ siteName: 'Casino', siteUrl: '', emailEnabled: false })).toContainEqual({ key: 'sendgrid_api_key', value: '' });
  });
});
