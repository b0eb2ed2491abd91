import { ZPostChatSendRequest, type ChatMessage } from '@app/contracts';
import { AppError, parseInput } from '@app/platform';
import type { ChatDatabase } from '../db/client.js';
import { insertChatLine, recentChatLines } from '../db/chat-messages.js';
import { chatRefusal } from '../domain/eligibility.js';
import type { DuplicateGuard } from '../limits/duplicate-guard.js';
import { ChatRateLimitedError } from '../limits/rate-limited-error.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { Emitter } from '../realtime/emitter.js';
import type { UserDirectory } from './user-directory.js';

/** Chat history length (GET /api/chat/history). */
export const CHAT_HISTORY_LIMIT = 50;
/** The same text from the same user within this window is delivered once. */
export const DUPLICATE_WINDOW_MS = 1000;

export type SendResult = { duplicate: true } | { duplicate: false; message: ChatMessage };

/** Posting to and reading the chat. `send` is the one path behind POST /api/chat/send and the socket. */
export class ChatMessages {
  constructor(
    private readonly db: ChatDatabase,
    private readonly users: UserDirectory,
    private readonly duplicates: DuplicateGuard,
    private readonly rateLimiter: RateLimiter,
    private readonly emitter: Emitter,
  ) {}

  /**
   * Sends a player's message: validated (trimmed, 1–500 characters), from a signed-in, verified,
   * non-banned user (auth's current data), not a duplicate of their last second, within the rate limit;
   * stored as plain text and emitted to everyone. The sender is the authenticated identity, never a
   * field of the input. `assertSession` (a socket's: throws once its session was revoked) is checked
   * again right before the message is stored, so that a session ended while the checks awaited auth and
   * Redis cannot slip a line in.
   */
  async send(senderId: string | null | undefined, input: unknown, assertSession: () => void = () => undefined): Promise<SendResult> {
    if (!senderId) throw new AppError('UNAUTHENTICATED', 'Log in to chat');
    const userId = senderId;
    const { message: text } = parseInput(ZPostChatSendRequest, input);
    assertSession();
    const user = await this.users.get(userId);
    const refusal = chatRefusal(user);
    if (refusal) throw new AppError(refusal.code, refusal.message);

    if (!(await this.duplicates.claim(userId, text))) return { duplicate: true };
    try {
      const rate = await this.rateLimiter.tryAcquire(`chat:${userId}`);
      if (!rate.admitted) throw new ChatRateLimitedError(rate.retryAfterMs);
      assertSession();
      const message = await insertChatLine(this.db, { userId, username: user.username, message: text, type: 'message', isAdmin: user.isAdmin });
      this.emitter.toEveryone('message', message);
      return { duplicate: false, message };
    } catch (err) {
      // Not delivered: sending it again must not count as a duplicate of it.
      await this.duplicates.release(userId, text);
      throw err;
    }
  }

  history(): Promise<ChatMessage[]> {
    return recentChatLines(this.db, CHAT_HISTORY_LIMIT);
  }

  /** Emits a line the server wrote (already stored) as a `system` event. */
  announce(message: ChatMessage): void {
    this.emitter.toEveryone('system', message);
  }
}
