import { isApiError } from '@/lib/api-client';

/**
 * The server names the field a 400 is about (ErrorBody.field); forms show that message under the field.
 * Returns the message for `field` when the last error was about it, without the "field: " the server puts
 * in front for callers that have no form (under the field, the spec's own wording reads alone).
 */
export function serverFieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error) || !error.field) return undefined;
  const named = error.field.split('.').pop();
  if (named !== field) return undefined;
  const prefix = `${error.field}: `;
  return error.serverMessage.startsWith(prefix) ? error.serverMessage.slice(prefix.length) : error.serverMessage;
}
