import { useEffect, useRef } from 'react';
import { useSocket } from './socket-context';

/** Calls `handler` each time the socket (re)connects, e.g. to refetch what was missed while it was down. */
export function useSocketConnect(handler: () => void): void {
  const { socket } = useSocket();
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });

  useEffect(() => {
    if (!socket) return;
    const listener = () => handlerRef.current();
    socket.on('connect', listener);
    return () => {
      socket.off('connect', listener);
    };
  }, [socket]);
}
