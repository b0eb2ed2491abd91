import { CHAT_MESSAGE_MAX_LENGTH, chatMessageLength } from '@app/contracts';

/** The same text sent again within this window is dropped (spec section 5). */
export const DUPLICATE_WINDOW_MS = 1_000;

/** The last line the server accepted from this box, and when it was sent. */
export interface SentLine {
  text: string;
  at: number;
}

/** Whether sending `text` at `now` repeats the last accepted line too soon (a double Enter or click). */
export function repeatsLastSent(last: SentLine | null, text: string, now: number): boolean {
  return last !== null && last.text === text && now - last.at < DUPLICATE_WINDOW_MS;
}

/**
 * What the box holds once `sent` was accepted: emptied if it still shows that line, otherwise what the
 * player typed while it was sending is kept.
 */
export function textAfterSent(current: string, sent: string): string {
  return current.trim() === sent ? '' : current;
}

/** The characters of the box's text that count: trimmed, an emoji as one (the server's count). */
export function composerLength(text: string): number {
  return chatMessageLength(text.trim());
}

/** Whether the box's text may be sent: trimmed, non-empty, at most 500 characters (spec section 5). */
export function canSendText(text: string): boolean {
  const length = composerLength(text);
  return length > 0 && length <= CHAT_MESSAGE_MAX_LENGTH;
}
