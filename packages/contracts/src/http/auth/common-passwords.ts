/**
 * The most common passwords of at least 8 characters from public breach lists; refused at sign-up,
 * password change and reset (design section 7). Kept short on purpose: it stops the obvious guesses.
 */
const COMMON = new Set([
  '12345678', '123456789', '1234567890', 'password', 'password1', 'password123', 'passw0rd', 'qwertyuiop',
  'qwerty123', 'qwerty12', '11111111', '00000000', '87654321', '12341234', '88888888', 'iloveyou', 'iloveyou1',
  'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'welcome123', 'abc12345', 'abcd1234', 'aa123456',
  'superman', 'starwars', 'trustno1', 'whatever', 'letmein1', 'dragon123', 'monkey123', 'shadow123', 'master123',
  'zaq12wsx', '1q2w3e4r', '1qaz2wsx', 'qazwsxedc', 'asdfghjkl', 'asdfasdf', 'computer', 'michelle', 'jennifer',
  'minecraft', 'roblox123', 'robloxrobux', 'pokemon1', 'fortnite', 'changeme', 'admin123', 'administrator',
  'loveyou1', 'q1w2e3r4', '123123123', '123qweasd', 'p@ssw0rd', 'p@ssword', 'secret123',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
