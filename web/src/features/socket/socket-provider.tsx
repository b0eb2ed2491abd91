import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { createSocket } from './create-socket';
import { SocketContext, type AppSocket, type SocketState } from './socket-context';

/**
 * Connects the real-time socket while a user is signed in and disconnects it when the user goes away
 * (spec section 4). On every connect it sends `auth {userId, username}`; the server trusts the session
 * cookie, the event only confirms it. Disconnects and connection errors are logged, never toasted.
 */
export function SocketProvider({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const userId = user?.id ?? null;
  const username = user?.username ?? null;
  const [socket, setSocket] = useState<AppSocket | null>(null);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!userId) return;
    const next = createSocket();
    next.on('connect', () => {
      setConnected(true);
      next.emit('auth', { userId, username: username ?? undefined });
    });
    next.on('disconnect', (reason) => {
      console.info('Socket disconnected:', reason);
      setConnected(false);
    });
    next.on('connect_error', (error) => {
      console.warn('Socket connection error:', error.message);
      setConnected(false);
    });
    next.connect();
    setSocket(next);
    return () => {
      next.removeAllListeners();
      next.disconnect();
      setSocket(null);
      setConnected(false);
    };
  }, [userId, username]);

  const value = useMemo<SocketState>(() => ({ socket, connected }), [socket, connected]);
  return <SocketContext.Provider value={value}>{children}</SocketContext.Provider>;
}
