import { isApiError } from '@/lib/api-client';

/**
 * The server names the field a 400 is about (ErrorBody.field); forms show that message under the field.
 * Returns the message for `field` when the last error was about it.
 */
export function serverFieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error) || !error.field) return undefined;
  const named = error.field.split('.').pop();
  return named === field ? error.serverMessage : undefined;
}
