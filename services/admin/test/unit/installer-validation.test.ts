import { ZInstallRequest, ZPutSettingRequest } from '@app/contracts';
import { AppError, parseInput } from '@app/platform';
import { describe, expect, it } from 'vitest';

const valid = {
  database: { type: 'embedded' },
  admin: { username: 'siteadmin', email: 'admin@example.com', password: 'Str0ng!Passw0rd' },
  app: { siteName: 'Rewards' },
};

/** The 400 the installer and the settings routes answer for a body their contract refuses. */
function refusal(schema: Parameters<typeof parseInput>[0], body: unknown): { status: number; message: string; field?: string } {
  try {
    parseInput(schema, body);
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, message: err.message, field: err.field };
    throw err;
  }
  throw new Error('the body was accepted');
}

describe('installer request validation', () => {
  it('accepts a complete request', () => {
    expect(() => parseInput(ZInstallRequest, valid)).not.toThrow();
  });

  it('names the database types it accepts when given an unknown one', () => {
    expect(refusal(ZInstallRequest, { ...valid, database: { type: 'mysql' } })).toEqual({
      status: 400,
      field: 'database.type',
      message: 'database.type: must be one of "embedded", "sqlite", "postgresql"',
    });
  });

  it('says the database type is required, and which ones there are, when it is missing', () => {
    expect(refusal(ZInstallRequest, { ...valid, database: {} })).toEqual({
      status: 400,
      field: 'database.type',
      message: 'database.type: is required (one of "embedded", "sqlite", "postgresql")',
    });
  });

  it('names a missing settings value as required', () => {
    expect(refusal(ZInstallRequest, { ...valid, app: {} })).toMatchObject({ status: 400, field: 'app.siteName', message: 'app.siteName: is required' });
  });
});

describe('setting value validation', () => {
  it('says a missing value is required', () => {
    expect(refusal(ZPutSettingRequest, {})).toEqual({ status: 400, field: 'value', message: 'value: is required' });
  });

  it('names the kinds of value it accepts', () => {
    expect(refusal(ZPutSettingRequest, { value: { nested: 1 } })).toEqual({
      status: 400,
      field: 'value',
      message: 'value: must be text, a number or true or false (got an object)',
    });
  });
});
