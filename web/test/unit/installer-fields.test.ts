import { describe, expect, it } from 'vitest';
import { EMAIL_SETTINGS_REQUIRED } from '@app/contracts';
import {
  adminErrors,
  databaseErrors,
  initialInstallerForm,
  isAdminStepComplete,
  settingsProblem,
  toDatabaseConfig,
  type AdminForm,
  type DatabaseForm,
  type SettingsForm,
} from '../../src/features/installer/components/installer-form';

// Audit (session 10): the installer let a sender that is not an address and a site URL that is not a URL
// through to the Install button (e-mail then failed for every player in silence), and said an empty
// database field only in a toast after the server was asked.

const settings = (overrides: Partial<SettingsForm> = {}): SettingsForm => ({ siteName: 'PointsPlay', siteUrl: '', emailEnabled: false, sendgridApiKey: '', emailFrom: '', ...overrides });

describe('installer settings step', () => {
  it('moves on with a site name and no e-mail', () => {
    expect(settingsProblem(settings())).toBeNull();
    expect(settingsProblem(settings({ siteUrl: 'https://play.example.com' }))).toBeNull();
  });

  it('stops at a site URL that is not an http(s) address, in the wizard’s words', () => {
    expect(settingsProblem(settings({ siteUrl: 'not a url' }))).toMatch(/^Site URL must be an http:\/\/ or https:\/\/ address/);
  });

  it('stops at a sender that is not an e-mail address when e-mail is on', () => {
    expect(settingsProblem(settings({ emailEnabled: true, sendgridApiKey: 'SG.x', emailFrom: 'not an email' }))).toMatch(/^Sender email must be an e-mail address/);
    expect(settingsProblem(settings({ emailEnabled: true, sendgridApiKey: 'SG.x', emailFrom: 'noreply@example.com' }))).toBeNull();
  });

  it('still requires both the key and the sender when e-mail is on, and neither when it is off', () => {
    expect(settingsProblem(settings({ emailEnabled: true, emailFrom: 'noreply@example.com' }))).toBe(EMAIL_SETTINGS_REQUIRED);
    expect(settingsProblem(settings({ emailEnabled: true, sendgridApiKey: 'SG.x' }))).toBe(EMAIL_SETTINGS_REQUIRED);
    expect(settingsProblem(settings({ emailFrom: 'not an email' }))).toBeNull();
  });
});

describe('installer database step', () => {
  const postgres = (overrides: Partial<DatabaseForm> = {}): DatabaseForm => ({ ...initialInstallerForm('postgresql', 'http://localhost').database, ...overrides });

  it('starts filled with the usual local values, ready to test', () => {
    expect(postgres()).toMatchObject({ host: 'localhost', port: '5432', database: 'pointsplay', username: 'postgres' });
    expect(databaseErrors(postgres())).toEqual({});
    expect(toDatabaseConfig(postgres())).toMatchObject({ type: 'postgresql', database: 'pointsplay', username: 'postgres' });
  });

  it('names every emptied field under it and sends nothing', () => {
    const emptied = postgres({ host: ' ', database: '', username: '' });
    expect(databaseErrors(emptied)).toEqual({ host: 'Host is required', database: 'Database name is required', username: 'Username is required' });
    expect(toDatabaseConfig(emptied)).toBeNull();
  });
});

// Audit (h-admin): a first or last name over 50 characters passed the admin step and the review, and the
// install itself then failed with 'admin.firstName: Name must be at most 50 characters' on step 4.
describe('installer admin step', () => {
  const admin = (overrides: Partial<AdminForm> = {}): AdminForm => ({
    username: 'boss_admin',
    email: 'boss@example.com',
    firstName: '',
    lastName: '',
    password: 'Granite-Falcon-27',
    confirmPassword: 'Granite-Falcon-27',
    ...overrides,
  });

  it('moves on with or without the optional names', () => {
    expect(isAdminStepComplete(admin())).toBe(true);
    expect(isAdminStepComplete(admin({ firstName: 'Ada', lastName: 'Lovelace' }))).toBe(true);
  });

  it('says a name over 50 characters under its field and does not move on', () => {
    const long = 'x'.repeat(51);
    expect(adminErrors(admin({ firstName: long })).firstName).toBe('Name must be at most 50 characters');
    expect(adminErrors(admin({ lastName: long })).lastName).toBe('Name must be at most 50 characters');
    expect(isAdminStepComplete(admin({ firstName: long }))).toBe(false);
    expect(isAdminStepComplete(admin({ lastName: long }))).toBe(false);
    expect(isAdminStepComplete(admin({ firstName: 'x'.repeat(50) }))).toBe(true);
  });
});
