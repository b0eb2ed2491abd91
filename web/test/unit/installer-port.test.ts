import { describe, expect, it } from 'vitest';
import {
  databaseConfigKey,
  databaseErrors,
  INVALID_PORT,
  parsePort,
  toDatabaseConfig,
  toInstallRequest,
  type DatabaseForm,
  type InstallerForm,
} from '../../src/features/installer/components/installer-form';

const postgres = (port: string): DatabaseForm => ({ type: 'postgresql', host: 'localhost', port, database: 'x', username: 'postgres', password: '' });

// Audit finding 4: a port that is not a port was silently tested (and shown in Review) as 5432.
describe('installer database step: the port', () => {
  it.each(['abc', '0', '65536', '-1', '54.32', '5432x', '1e3', '99999999'])('refuses %j with a field error and sends nothing', (port) => {
    expect(parsePort(port)).toBeNull();
    expect(databaseErrors(postgres(port))).toEqual({ port: INVALID_PORT });
    expect(INVALID_PORT).toBe('Port must be a whole number from 1 to 65535');
    expect(toDatabaseConfig(postgres(port))).toBeNull();
    expect(databaseConfigKey(postgres(port))).toBeNull();
  });

  it('accepts 1 to 65535 as typed, and an empty field as the default port', () => {
    expect(toDatabaseConfig(postgres('6543'))).toMatchObject({ type: 'postgresql', port: 6543 });
    expect(toDatabaseConfig(postgres(' 1 '))).toMatchObject({ port: 1 });
    expect(toDatabaseConfig(postgres('65535'))).toMatchObject({ port: 65535 });
    expect(toDatabaseConfig(postgres(''))).toMatchObject({ port: 5432 });
    expect(databaseErrors(postgres('6543'))).toEqual({});
  });

  it('never tests a different configuration than the one on screen', () => {
    expect(databaseConfigKey(postgres('abc'))).not.toBe(databaseConfigKey(postgres('5432')));
  });

  it('ignores the port of the embedded database, and builds no install request while the port is invalid', () => {
    expect(databaseErrors({ ...postgres('abc'), type: 'embedded' })).toEqual({});
    expect(toDatabaseConfig({ ...postgres('abc'), type: 'embedded' })).toEqual({ type: 'embedded' });
    const form: InstallerForm = {
      database: postgres('abc'),
      admin: { username: 'site_admin', email: 'a@example.com', firstName: '', lastName: '', password: 'correct-horse-battery', confirmPassword: 'correct-horse-battery' },
      settings: { siteName: 'S', siteUrl: 'https://s.example', emailEnabled: false, sendgridApiKey: '', emailFrom: '' },
    };
    expect(toInstallRequest(form)).toBeNull();
    expect(toInstallRequest({ ...form, database: postgres('5433') })?.database).toMatchObject({ port: 5433 });
  });
});
