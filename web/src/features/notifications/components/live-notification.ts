import type { NotificationPayload } from '@app/contracts';

/** Spec section 4: newest first, at most 5 kept, each gone after 10 s. */
export const LIVE_NOTIFICATIONS_KEPT = 5;
export const LIVE_NOTIFICATION_MS = 10_000;

/** The kinds a live toast is drawn as (spec section 3: win, withdrawal, other = general). */
export type LiveNotificationKind = 'win' | 'withdrawal' | 'general';

export interface LiveNotification {
  /** local id (the client's own, spec section 3) */
  localId: number;
  /** when it arrived, epoch ms */
  receivedAt: number;
  kind: LiveNotificationKind;
  title: string;
  message: string;
  amount?: number;
  gameName?: string;
}

export function liveKind(type: NotificationPayload['type']): LiveNotificationKind {
  if (type === 'big_win') return 'win';
  if (type === 'withdrawal') return 'withdrawal';
  return 'general';
}

let nextLocalId = 1;

export function toLiveNotification(payload: NotificationPayload, now = Date.now()): LiveNotification {
  return {
    localId: nextLocalId++,
    receivedAt: now,
    kind: liveKind(payload.type),
    title: payload.title,
    message: payload.message,
    amount: payload.amount,
    gameName: payload.gameName,
  };
}

/** Adds the newest at the front and keeps at most 5. */
export function pushLive(list: LiveNotification[], item: LiveNotification): LiveNotification[] {
  return [item, ...list].slice(0, LIVE_NOTIFICATIONS_KEPT);
}
