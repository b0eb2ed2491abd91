import { RetentionPolicy, StorageType, nanos, type JetStreamManager } from 'nats';
import { eventTypes } from '@app/contracts';
import type { Names } from './nats-names.js';

/** How long the event stream keeps an event, and so may still deliver it (inboxes keep their rows longer: inbox-pruning.ts). */
export const EVENT_STREAM_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** One stream holds every event type of the catalogue; adding a type to the catalogue adds it here at start-up. */
export async function ensureStream(jsm: JetStreamManager, names: Names) {
  const subjects = eventTypes.map((t) => names.subject(t));
  const stream = names.stream;
  for (let attempt = 1; ; attempt++) {
    try {
      const info = await jsm.streams.info(stream).catch(() => null);
      if (!info) {
        await jsm.streams.add({
          name: stream,
          subjects,
          retention: RetentionPolicy.Limits,
          storage: StorageType.File,
          max_age: nanos(EVENT_STREAM_MAX_AGE_MS),
          duplicate_window: nanos(5 * 60 * 1000),
        });
      } else {
        const missing = subjects.filter((s) => !info.config.subjects?.includes(s));
        if (missing.length) await jsm.streams.update(stream, { ...info.config, subjects: [...(info.config.subjects ?? []), ...missing] });
      }
      return;
    } catch (err) {
      if (attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}
