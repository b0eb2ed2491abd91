import { z } from 'zod';
import { ZActivity } from '../public/get-recent-activity.js';

/** GET /api/games/recent-activity: the latest settled rounds of every player, newest first. */
export const ZGetGameRecentActivityResponse = z.object({ success: z.literal(true), activities: z.array(ZActivity) });
export type GetGameRecentActivityResponse = z.infer<typeof ZGetGameRecentActivityResponse>;
