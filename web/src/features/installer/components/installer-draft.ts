import type { InstallerForm, InstallerStep } from './installer-form';

/**
 * What the wizard keeps in sessionStorage so a reload (or a mistaken refresh) resumes at the same step with
 * what was typed. Secrets are never written to the browser's storage: the admin password and its
 * confirmation, the database password and the SendGrid API key are left out and must be typed again.
 */
export const INSTALLER_DRAFT_KEY = 'installer.draft';

export interface InstallerDraft {
  step: InstallerStep;
  form: InstallerForm;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The form with every secret emptied: the only shape that is ever stored. */
export function withoutSecrets(form: InstallerForm): InstallerForm {
  return {
    database: { ...form.database, password: '' },
    admin: { ...form.admin, password: '', confirmPassword: '' },
    settings: { ...form.settings, sendgridApiKey: '' },
  };
}

export function saveInstallerDraft(storage: DraftStorage, draft: InstallerDraft): void {
  try {
    storage.setItem(INSTALLER_DRAFT_KEY, JSON.stringify({ step: draft.step, form: withoutSecrets(draft.form) }));
  } catch {
    // storage full or refused (private mode): the wizard still works, it just will not survive a reload
  }
}

export function clearInstallerDraft(storage: DraftStorage): void {
  try {
    storage.removeItem(INSTALLER_DRAFT_KEY);
  } catch {
    // nothing stored, or storage refused: nothing to clear
  }
}

/**
 * The stored draft laid over `initial` (text fields as text, the switch as a boolean, a known step), or
 * null when there is none or it cannot be read. Only fields the form has are taken, and never a secret.
 */
export function loadInstallerDraft(storage: DraftStorage, initial: InstallerForm): InstallerDraft | null {
  let parsed: unknown;
  try {
    const raw = storage.getItem(INSTALLER_DRAFT_KEY);
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.form)) return null;
  const step = parsed.step;
  if (step !== 1 && step !== 2 && step !== 3 && step !== 4) return null;
  const saved = parsed.form;
  const form: InstallerForm = {
    database: { ...initial.database, ...textFields(saved.database, initial.database) },
    admin: { ...initial.admin, ...textFields(saved.admin, initial.admin) },
    settings: { ...initial.settings, ...textFields(saved.settings, initial.settings) },
  };
  const type = isRecord(saved.database) ? saved.database.type : undefined;
  form.database.type = type === 'embedded' || type === 'postgresql' ? type : initial.database.type;
  const emailEnabled = isRecord(saved.settings) ? saved.settings.emailEnabled : undefined;
  if (typeof emailEnabled === 'boolean') form.settings.emailEnabled = emailEnabled;
  return { step, form: withoutSecrets(form) };
}

/** The secrets a restored form is missing, in the words the wizard shows, for the notice that asks for them. */
export function secretsToReenter(form: InstallerForm): string[] {
  const missing: string[] = [];
  if (!form.admin.password) missing.push('the admin password (Admin step)');
  if (form.database.type === 'postgresql' && !form.database.password) missing.push('the database password, if your server has one (Database step)');
  if (form.settings.emailEnabled && !form.settings.sendgridApiKey) missing.push('the SendGrid API key (Settings step)');
  return missing;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The string fields of `saved` that `shape` has as strings. */
function textFields<T extends object>(saved: unknown, shape: T): Partial<T> {
  if (!isRecord(saved)) return {};
  const taken: Record<string, string> = {};
  for (const [name, current] of Object.entries(shape)) {
    const value = saved[name];
    if (typeof current === 'string' && typeof value === 'string') taken[name] = value;
  }
  return taken as Partial<T>;
}
