import { batchedConsumer, type Bus, type SettingsView } from '@app/platform';
import { ACTIVITY_CONSUMER, type ActivityFeed } from '../application/activity-feed.js';
import type { Notifications } from '../application/notifications.js';
import { notifyOnce } from '../application/notify-once.js';
import type { ChatDatabase } from '../db/client.js';
import { balanceNotice, bigWinNotice, isBigWin, levelUpNotice, welcomeNotice, withdrawalNotice } from '../domain/notices.js';

export interface ConsumerDependencies {
  bus: Bus;
  db: ChatDatabase;
  notifications: Notifications;
  feed: ActivityFeed;
  settings: SettingsView;
}

/**
 * The chat service's durable consumers. Replicas share each one (every event reaches one replica),
 * and each effect is recorded with its inbox claim, so a redelivery does nothing twice.
 */
export function registerEventConsumers({ bus, db, notifications, feed, settings }: ConsumerDependencies): void {
  // Every bet, so one delivery serves both effects; each keeps its own inbox claim, so a redelivery after
  // a failure of the second does not repeat the first.
  bus.consume(
    batchedConsumer({
      durable: ACTIVITY_CONSUMER,
      types: ['games.bet.settled'],
      concurrency: 2,
      // the feed is a ticker: 25 ms later, in batches, is as live for a player
      gatherMs: 25,
      handleBatch: async (events) => {
        await feed.record(events);
        for (const event of events) {
          const bet = event.data;
          if (isBigWin(bet.stake, bet.payout)) await notifyOnce(db, notifications, 'chat-big-win-notifications', event, { userId: bet.userId, ...bigWinNotice(bet) });
        }
      },
    }),
  );

  bus.consume({
    durable: 'chat-welcome-notifications',
    types: ['auth.user.registered'],
    handle: async (event) => {
      const notice = welcomeNotice(event.data.username, settings.get('site_name'), settings.get('signup_bonus'), event.data.isAdmin);
      await notifyOnce(db, notifications, 'chat-welcome-notifications', event, { userId: event.data.userId, ...notice });
    },
  });

  bus.consume({
    durable: 'chat-level-up-notifications',
    types: ['wallet.player.leveled_up'],
    handle: async (event) => {
      await notifyOnce(db, notifications, 'chat-level-up-notifications', event, { userId: event.data.userId, ...levelUpNotice(event.data.level) });
    },
  });

  // Balance movements outside games: those the player did not make on screen (an offer credited by its
  // network, a referral reward, a chargeback, an admin's adjustment) are told live, which also refreshes
  // the balance shown; the rest the player saw happen, or another notice tells.
  bus.consume({
    durable: 'chat-balance-notifications',
    types: ['wallet.balance.changed'],
    handle: async (event) => {
      const notice = balanceNotice(event.data);
      if (notice) await notifyOnce(db, notifications, 'chat-balance-notifications', event, { userId: event.data.userId, ...notice });
    },
  });

  bus.consume({
    durable: 'chat-withdrawal-notifications',
    types: ['wallet.withdrawal.updated'],
    handle: async (event) => {
      const w = event.data;
      await notifyOnce(db, notifications, 'chat-withdrawal-notifications', event, { userId: w.userId, ...withdrawalNotice(w.status, w.amount, w.method, w.reason) });
    },
  });
}
