import type { z } from 'zod';
import { validationError } from './errors.js';

/** Parses untrusted input with its contract schema; a failure is a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where?: string): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(result.error, where);
  return result.data;
}
