/** A path parameter that should be a round id; a malformed one is simply not one of the player's rounds (404). */
export function roundIdParam(value: string | undefined): string {
  return value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value : '00000000-0000-0000-0000-000000000000';
}
