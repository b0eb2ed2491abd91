import { z } from 'zod';
import type { ErrorCode } from './errors.js';
import { ZChatMessageText, type ChatMessage } from './http/chat/chat-message.js';
import type { NotificationType } from './http/notifications/notification.js';
import type { Activity } from './http/public/get-recent-activity.js';

/**
 * The Socket.IO events of the chat service (path `/ws`, spec section 7), typed for both ends:
 * `new Server<ClientToServerEvents, ServerToClientEvents>()` on the server and
 * `io(...) as Socket<ServerToClientEvents, ClientToServerEvents>` in the web.
 *
 * Who the socket belongs to comes from the session cookie the gateway resolved at the handshake,
 * never from a payload: `auth` only confirms it. Visitors may connect and receive public events
 * (messages, online count, rain, game results) but cannot send.
 */

export const SOCKET_PATH = '/ws';

/** Room every socket of a signed-in user joins; personal events (notifications) go there. */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}

export interface OnlineCountPayload {
  /** distinct signed-in users connected, across every chat replica */
  count: number;
}

export interface RainStartPayload {
  rainId: string;
  amount: number;
  /** ms left to join (the countdown badge): the whole window when it starts, what is left for a socket connecting during it */
  duration: number;
  message: string;
  /** ISO 8601, when joining closes */
  endsAt: string;
}

export interface RainEndPayload {
  rainId: string;
  amount: number;
  /** how many players joined */
  participants: number;
  /** points each participant received: floor(amount / participants); the remainder stays with the house */
  share: number;
}

export interface NotificationPayload {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  amount?: number;
  gameName?: string;
  createdAt: string;
}

/**
 * The `notifications_read` event, to the user's own room after they marked notifications read (one, or
 * all when `notificationId` is null): their other tabs and devices refresh the bell's unread count now
 * instead of at the next 30 s poll.
 */
export interface NotificationsReadPayload {
  notificationId: string | null;
}

export interface AuthSuccessPayload {
  userId: string;
  username: string | null;
}

/**
 * The `session_revoked` event, sent just before the server disconnects a socket whose session ended
 * (logout, password change or reset, ban): the client must not reconnect with that session but refresh
 * who is signed in (GET /api/auth/user answers 401 by then).
 */
export interface SessionRevokedPayload {
  code: 'UNAUTHENTICATED';
  message: string;
}

/** The `error` event, for a socket request sent without an acknowledgement callback. */
export interface SocketErrorPayload {
  code: ErrorCode;
  message: string;
  field?: string;
  /** as ErrorBody's: seconds until a rate-limited request can succeed */
  retryAfterSeconds?: number;
}

export type SocketFailure = { ok: false } & SocketErrorPayload;

/** Acknowledgement of `chat_message`; `duplicate` as for POST /api/chat/send. */
export type ChatMessageAck = { ok: true; duplicate: boolean; message?: ChatMessage } | SocketFailure;

/** Acknowledgement of `rain_join`. */
export type RainJoinAck = { ok: true; rainId: string; alreadyJoined: boolean } | SocketFailure;

export interface ServerToClientEvents {
  /** a player's chat line */
  message: (message: ChatMessage) => void;
  /** a line written by the server (rain announcements and results): the same shape, type 'system' or 'rain' */
  system: (message: ChatMessage) => void;
  online_count: (payload: OnlineCountPayload) => void;
  rain_start: (payload: RainStartPayload) => void;
  rain_end: (payload: RainEndPayload) => void;
  game_result: (payload: { activity: Activity }) => void;
  /** to the user's own room (or to everyone for a global notice) */
  notification: (payload: NotificationPayload) => void;
  /** to the user's own room: they marked notifications read (in another tab, on another device) */
  notifications_read: (payload: NotificationsReadPayload) => void;
  auth_success: (payload: AuthSuccessPayload) => void;
  /** this socket's session ended; the server disconnects it right after */
  session_revoked: (payload: SessionRevokedPayload) => void;
  error: (payload: SocketErrorPayload) => void;
}

export interface ClientToServerEvents {
  /** the spec's client sends this on connect; answered with auth_success only when it names the authenticated user */
  auth: (payload: { userId?: string | number | null; username?: string }) => void;
  chat_message: (payload: { message: string }, ack?: (reply: ChatMessageAck) => void) => void;
  rain_join: (ack?: (reply: RainJoinAck) => void) => void;
}

/** Payload schemas: every socket payload is parsed like a request body. */
export const ZSocketAuthPayload = z.object({
  userId: z.union([z.string(), z.number()]).nullish(),
  username: z.string().max(100).optional(),
});

export const ZSocketChatMessagePayload = z.object({ message: ZChatMessageText });
