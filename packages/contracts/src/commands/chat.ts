import { z } from 'zod';
import { ZRainAmount, ZRainDurationMs, ZRainMessage, ZRainView } from '../http/chat/rain.js';
import { ZNotificationType } from '../http/notifications/notification.js';

/**
 * Starts a rain on behalf of an admin (the admin service calls this after its own checks and audit).
 * With `operationId`, a retry after a timeout returns the rain the first attempt started
 * (`replayed: true`) instead of 409 CONFLICT ('A rain is already in progress').
 */
export const chatRainStart = {
  request: z.object({
    adminId: z.string().min(1).max(100),
    amount: ZRainAmount,
    durationMs: ZRainDurationMs.optional(),
    message: ZRainMessage.optional(),
    operationId: z.string().min(1).max(150).optional(),
  }),
  response: z.object({ rain: ZRainView, replayed: z.boolean() }),
};

/**
 * Creates a notification and pushes it live: to one user (`userId`) or to everyone (`userId: null`,
 * a global notice each player marks read on their own). Idempotent on `operationId`.
 */
export const chatNotificationCreate = {
  request: z.object({
    operationId: z.string().min(1).max(150),
    userId: z.string().min(1).max(100).nullable(),
    type: ZNotificationType,
    title: z.string().trim().min(1).max(100),
    message: z.string().trim().min(1).max(500),
    amount: z.number().int().optional(),
    gameName: z.string().max(40).optional(),
    /** ISO 8601; default 30 days after creation */
    expiresAt: z.iso.datetime({ offset: true }).optional(),
  }),
  response: z.object({ notificationId: z.string(), replayed: z.boolean() }),
};
