import { AppError } from '@app/platform';
import type { z } from 'zod';

/**
 * Parses with a contract whose messages are the ones the spec shows ('Please fill in all required
 * fields'): a failure is a 400 with that message as it is, and the field it is about.
 */
export function parseWithSpecMessages<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  throw new AppError('VALIDATION_FAILED', issue?.message ?? 'Invalid input', field);
}
