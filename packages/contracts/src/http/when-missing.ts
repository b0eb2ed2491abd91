import type { z } from 'zod';

/**
 * A schema's own message for a value that is missing (absent or null), and for nothing else: a value
 * that was sent but is of the wrong kind or too long gets the general wording of zod-messages.ts
 * ("must be a number (got text)", "must be at most 200 characters long"), not "is required".
 */
export function whenMissing(message: string) {
  return (issue: z.core.$ZodRawIssue): string | undefined => (issue.input === undefined || issue.input === null ? message : undefined);
}
