/** The key that makes usernames unique regardless of case ('Alice' and 'alice' are one account name). */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}
