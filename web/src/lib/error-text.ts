/**
 * The API's 400s name the field they are about in front of the message ("username: Username must be at
 * least 3 characters", platform validationError) for callers without a form. A person should not read
 * that internal key: under the field the form shows the message alone, and a toast shows it without the
 * key too, in the words the server wrote.
 */

/** "paymentDetails" -> "Payment details", "details.gamepassId" -> "Gamepass id": a key as words. */
export function fieldLabel(field: string): string {
  const last = field.split('.').pop() || field;
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * `message` without the "field: " the server put in front of it. A message written as a sentence
 * ("Username must be at least 3 characters") reads alone; a bare predicate ("must be at least 1") keeps
 * the field, as words ("Amount must be at least 1"), so no meaning is lost. Anything else, including a
 * message about no field or about another field, is returned as it is.
 */
export function withoutFieldKey(message: string, field: string | undefined): string {
  if (!field) return message;
  const prefix = `${field}: `;
  if (!message.startsWith(prefix)) return message;
  const rest = message.slice(prefix.length).trim();
  if (!rest) return message;
  return /^[a-z]/.test(rest) ? `${fieldLabel(field)} ${rest}` : rest;
}
