import type { ChatMessage } from '@app/contracts';

/** Lines kept on screen: the server's history (50) plus what arrived live since. */
export const CHAT_LINES_KEPT = 100;

/** Adds a live line to the cached history (once: a line seen twice, by socket and by answer, is kept once). */
export function appendChatLine(lines: ChatMessage[] | undefined, line: ChatMessage): ChatMessage[] {
  const current = lines ?? [];
  if (current.some((existing) => existing.id === line.id)) return current;
  return [...current, line].slice(-CHAT_LINES_KEPT);
}
