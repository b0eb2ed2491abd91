import { describe, expect, it } from 'vitest';
import { INSTALLER_DRAFT_KEY, loadInstallerDraft, saveInstallerDraft, secretsToReenter } from '../../src/features/installer/components/installer-draft';
import { initialInstallerForm, type InstallerForm } from '../../src/features/installer/components/installer-form';

// Audit: a reload of the installer started it over at step 1 and lost what was typed. The wizard now
// keeps a draft in sessionStorage, and never any password or key.

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const initial = () => initialInstallerForm('postgresql', 'https://site.example');
const typed = (): InstallerForm => ({
  database: { type: 'postgresql', host: 'db.internal', port: '5433', database: 'casino', username: 'casino', password: 'db-secret-1' },
  admin: { username: 'owner', email: 'owner@example.com', firstName: 'Olga', lastName: '', password: 'Admin-Secret-77', confirmPassword: 'Admin-Secret-77' },
  settings: { siteName: 'My Casino', siteUrl: 'https://casino.example', emailEnabled: true, sendgridApiKey: 'SG.key-secret', emailFrom: 'noreply@casino.example' },
});

describe('installer draft', () => {
  it('resumes at the saved step with everything typed but the secrets', () => {
    const storage = memoryStorage();
    saveInstallerDraft(storage, { step: 3, form: typed() });
    const draft = loadInstallerDraft(storage, initial());
    expect(draft?.step).toBe(3);
    expect(draft?.form).toEqual({
      database: { ...typed().database, password: '' },
      admin: { ...typed().admin, password: '', confirmPassword: '' },
      settings: { ...typed().settings, sendgridApiKey: '' },
    });
  });

  it('never writes a password or a key to the storage', () => {
    const storage = memoryStorage();
    saveInstallerDraft(storage, { step: 4, form: typed() });
    const stored = storage.items.get(INSTALLER_DRAFT_KEY) ?? '';
    expect(stored).toContain('My Casino');
    for (const secret of ['db-secret-1', 'Admin-Secret-77', 'SG.key-secret']) expect(stored).not.toContain(secret);
  });

  it('ignores a draft it cannot read, and keeps secrets out of one that was tampered with', () => {
    const storage = memoryStorage();
    expect(loadInstallerDraft(storage, initial())).toBeNull();
    storage.setItem(INSTALLER_DRAFT_KEY, '{not json');
    expect(loadInstallerDraft(storage, initial())).toBeNull();
    storage.setItem(INSTALLER_DRAFT_KEY, JSON.stringify({ step: 9, form: {} }));
    expect(loadInstallerDraft(storage, initial())).toBeNull();
    storage.setItem(INSTALLER_DRAFT_KEY, JSON.stringify({ step: 2, form: { admin: { username: 7, password: 'planted' }, database: { type: 'mysql' } } }));
    const draft = loadInstallerDraft(storage, initial());
    expect(draft?.form.admin).toMatchObject({ username: '', password: '' });
    expect(draft?.form.database.type).toBe('postgresql');
  });

  it('names the secrets a restored form needs again', () => {
    const form = loadInstallerDraft(
      (() => {
        const s = memoryStorage();
        saveInstallerDraft(s, { step: 3, form: typed() });
        return s;
      })(),
      initial(),
    )!.form;
    expect(secretsToReenter(form)).toEqual([
      'the admin password (Admin step)',
      'the database password, if your server has one (Database step)',
      'the SendGrid API key (Settings step)',
    ]);
    expect(secretsToReenter({ ...form, admin: { ...form.admin, password: 'x' }, database: { ...form.database, type: 'embedded' }, settings: { ...form.settings, emailEnabled: false } })).toEqual([]);
  });
});
