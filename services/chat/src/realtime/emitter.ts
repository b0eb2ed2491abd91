import { userRoom, type ServerToClientEvents } from '@app/contracts';
import type { ChatIo } from './socket-server.js';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>;
interface Target {
  emit(event: string, ...args: unknown[]): boolean;
}

/**
 * The one way application code talks to connected clients, typed by the contracts' event map. Emits go
 * through the adapter, so whichever replica handles a request or an event, every client on every replica
 * receives it once.
 */
export class Emitter {
  constructor(private readonly io: ChatIo) {}

  toEveryone<E extends EventName>(event: E, ...payload: Payload<E>): void {
    (this.io as unknown as Target).emit(event, ...payload);
  }

  toUser<E extends EventName>(userId: string, event: E, ...payload: Payload<E>): void {
    (this.io.to(userRoom(userId)) as unknown as Target).emit(event, ...payload);
  }
}
