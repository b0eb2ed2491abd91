/** Reading a round's stored `params` (or what a person typed) with an error that names the field. */
export class VerifierInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VerifierInputError';
  }
}

export type Params = Record<string, unknown>;

export function num(params: Params, field: string, fallback?: number): number {
  const value = params[field];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (fallback !== undefined && (value === undefined || value === null)) return fallback;
  throw new VerifierInputError(`${field} must be a number`);
}

export function int(params: Params, field: string, fallback?: number): number {
  const value = num(params, field, fallback);
  if (!Number.isInteger(value)) throw new VerifierInputError(`${field} must be a whole number`);
  return value;
}

export function str(params: Params, field: string): string {
  const value = params[field];
  if (typeof value !== 'string') throw new VerifierInputError(`${field} must be text`);
  return value;
}

export function intList(params: Params, field: string): number[] {
  const value = params[field];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'number' && Number.isInteger(v))) throw new VerifierInputError(`${field} must be a list of whole numbers`);
  return value as number[];
}

export function nullableNum(params: Params, field: string): number | null {
  const value = params[field];
  return value === null || value === undefined ? null : num(params, field);
}
