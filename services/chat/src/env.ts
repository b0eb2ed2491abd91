import { envVars, loadEnv } from '@app/platform';

/** Variables the chat service reads besides the platform's (both modes). */
export function loadChatEnv(source: NodeJS.ProcessEnv = process.env) {
  return loadEnv(
    {
      /** chat messages a user may send per window */
      CHAT_RATE_LIMIT: envVars.positiveInt(5),
      /** length of that window, in seconds */
      CHAT_RATE_WINDOW_SECONDS: envVars.positiveInt(10),
    },
    source,
  );
}
export type ChatEnv = ReturnType<typeof loadChatEnv>;
