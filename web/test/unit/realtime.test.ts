import { describe, expect, it } from 'vitest';
import type { Activity } from '@app/contracts';
import { recentWinners } from '../../src/features/landing/components/recent-winners-filter';
import { groupActivities, mergeActivities } from '../../src/features/live-feed/components/group-activities';
import { liveKind, pushLive, toLiveNotification } from '../../src/features/notifications/components/live-notification';
import { unreadBadgeText } from '../../src/features/notifications/components/unread-badge-text';
import { appendChatLine } from '../../src/features/chat/api/get-chat-history-lines';
import { FOLLOW_SLACK_PX, showsNewest } from '../../src/features/chat/components/chat-scroll';

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString();
const activity = (id: string, username: string, second: number, type: Activity['type'] = 'win', amount = 10, game = 'dice'): Activity => ({ id, username, game, type, amount, timestamp: at(second) });

describe('live activity feed', () => {
  it('groups rounds of the same user, game and type within 60 s, adding their amounts', () => {
    const groups = groupActivities([activity('a', 'bob', 0), activity('b', 'bob', 30, 'win', 5), activity('c', 'amy', 40)]);
    expect(groups.map((g) => [g.id, g.username, g.count, g.amount])).toEqual([
      ['c', 'amy', 1, 10],
      ['b', 'bob', 2, 15],
    ]);
  });

  it('keeps rounds more than 60 s apart, or of another type or game, apart', () => {
    const groups = groupActivities([activity('a', 'bob', 0), activity('b', 'bob', 100), activity('c', 'bob', 101, 'loss'), activity('d', 'bob', 102, 'win', 10, 'keno')]);
    expect(groups).toHaveLength(4);
  });

  it('counts a round seen both by poll and by socket once, and keeps at most 20 entries', () => {
    expect(mergeActivities([activity('a', 'bob', 0)], [activity('a', 'bob', 0)])).toHaveLength(1);
    const many = Array.from({ length: 30 }, (_, i) => activity(String(i), `user${i}`, i));
    expect(groupActivities(many)).toHaveLength(20);
    expect(groupActivities(many)[0]?.id).toBe('29');
  });
});

describe('landing recent winners', () => {
  it('shows only wins, at most 8', () => {
    const list = [activity('l', 'x', 1, 'loss'), ...Array.from({ length: 10 }, (_, i) => activity(String(i), 'y', i))];
    const winners = recentWinners(list);
    expect(winners).toHaveLength(8);
    expect(winners.every((w) => w.type === 'win')).toBe(true);
    expect(recentWinners(undefined)).toEqual([]);
  });
});

describe('notifications', () => {
  it('caps the bell badge at 9+', () => {
    expect([1, 9, 10, 99].map(unreadBadgeText)).toEqual(['1', '9', '9+', '9+']);
  });

  it('keeps the 5 newest live notifications, newest first, typed win / withdrawal / general', () => {
    let list = [] as ReturnType<typeof toLiveNotification>[];
    for (let i = 0; i < 7; i++) list = pushLive(list, toLiveNotification({ id: String(i), type: 'big_win', title: `t${i}`, message: 'm', createdAt: at(i) }));
    expect(list.map((n) => n.title)).toEqual(['t6', 't5', 't4', 't3', 't2']);
    expect([liveKind('big_win'), liveKind('withdrawal'), liveKind('rain')]).toEqual(['win', 'withdrawal', 'general']);
  });
});

describe('chat history', () => {
  it('appends a live line once, even when both the socket and the send answer deliver it', () => {
    const line = { id: '1', username: 'bob', message: '<b>hi</b>', timestamp: at(0), isAdmin: false, type: 'message' as const };
    expect(appendChatLine(appendChatLine([], line), line)).toEqual([line]);
  });
});

describe('chat scrolling', () => {
  it('counts a reader at the end, or within a few pixels of it, as following the newest lines', () => {
    const box = (scrollTop: number) => ({ scrollHeight: 1000, clientHeight: 400, scrollTop });
    expect(showsNewest(box(600))).toBe(true);
    expect(showsNewest(box(600 - FOLLOW_SLACK_PX))).toBe(true);
    expect(showsNewest(box(600 - FOLLOW_SLACK_PX - 1))).toBe(false);
    expect(showsNewest(box(0))).toBe(false);
    // a list shorter than its box
    expect(showsNewest({ scrollHeight: 300, clientHeight: 400, scrollTop: 0 })).toBe(true);
  });
});
