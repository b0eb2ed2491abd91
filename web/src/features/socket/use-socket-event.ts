import { useEffect, useRef } from 'react';
import type { ServerToClientEvents } from '@app/contracts';
import { useSocket } from './socket-context';

type EventName = keyof ServerToClientEvents;

/**
 * Calls `handler` for every `event` the socket receives while the component is mounted. The latest
 * handler is always used, so callers need not memoise it.
 */
export function useSocketEvent<E extends EventName>(event: E, handler: ServerToClientEvents[E]): void {
  const { socket } = useSocket();
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });

  useEffect(() => {
    if (!socket) return;
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) => {
      (handlerRef.current as (...a: Parameters<ServerToClientEvents[E]>) => void)(...args);
    }) as ServerToClientEvents[E];
    // Socket.IO's typed on/off need the exact listener type; the cast keeps one generic helper for all events.
    const typed = socket as unknown as { on: (e: string, l: unknown) => void; off: (e: string, l: unknown) => void };
    typed.on(event, listener);
    return () => typed.off(event, listener);
  }, [socket, event]);
}
