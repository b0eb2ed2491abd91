import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@app/contracts';
import { uniqueName } from '@app/platform/testing';

/** An `auth.user.registered` event with fresh ids: the event the bus tests publish and consume. */
export function registeredEvent(username = uniqueName('u')): EventEnvelope<'auth.user.registered'> {
  return {
    id: randomUUID(),
    type: 'auth.user.registered',
    version: 'v1',
    occurredAt: new Date().toISOString(),
    data: { userId: randomUUID(), username, email: `${username}@example.com`, isAdmin: false, referredBy: null, ip: '127.0.0.1', registeredAt: new Date().toISOString() },
  };
}
